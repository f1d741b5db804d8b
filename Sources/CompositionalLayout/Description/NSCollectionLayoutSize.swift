/// The width and height of an element, each as a dimension.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from a width and a height dimension.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
    }
}

extension NSCollectionLayoutSize: CustomStringConvertible {
    /// Both dimensions, for example `fractionalWidth(1.0) × absolute(44.0)`. Readable from
    /// any thread, as `NSObject`'s `description` is: a size never changes.
    nonisolated public var description: String { "\(widthDimension) × \(heightDimension)" }
}
