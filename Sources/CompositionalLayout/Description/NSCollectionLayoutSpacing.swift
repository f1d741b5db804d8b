/// Space between or around elements: exactly a number of points, or at least that many.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The number of points (the minimum, for flexible spacing).
    public let spacing: CGFloat
    /// Whether the spacing is exactly `spacing`.
    public let isFixedSpacing: Bool

    private init(spacing: CGFloat, isFixed: Bool) {
        self.spacing = spacing
        self.isFixedSpacing = isFixed
    }

    /// Space of exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, isFixed: true)
    }

    /// Space of at least `flexibleSpacing` points that grows to share leftover room.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, isFixed: false)
    }

    /// Whether the spacing may grow beyond `spacing`.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }
}

extension NSCollectionLayoutSpacing: CustomStringConvertible {
    /// The factory call that makes this spacing, for example `fixed(8.0)`. Readable from any
    /// thread, as `NSObject`'s `description` is: a spacing never changes.
    nonisolated public var description: String { isFixedSpacing ? "fixed(\(spacing))" : "flexible(\(spacing))" }
}
