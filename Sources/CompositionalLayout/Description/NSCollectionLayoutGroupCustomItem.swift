/// The frames a custom group's provider returns for one group: one entry per cell.
public typealias NSCollectionLayoutGroupCustomItemProvider = (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One cell of a custom group: its frame relative to the group and its zIndex.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem {
    /// The cell's frame, relative to the group's origin.
    public let frame: CGRect
    /// The cell's zIndex.
    public let zIndex: Int

    /// Creates a custom item with `frame` and zIndex 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// Creates a custom item with `frame` and `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
