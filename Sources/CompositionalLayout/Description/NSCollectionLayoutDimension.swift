/// The length of an element on one axis: a fraction of its container, a fixed number of
/// points, or an estimate that self-sizing replaces.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    enum Kind: Hashable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind

    /// The number the dimension was created with: a fraction for fractional dimensions,
    /// points otherwise.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A length that is `fractionalWidth` times the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A length that is `fractionalHeight` times the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A length of exactly `absoluteDimension` points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// A length that starts at `estimatedDimension` points and becomes the element's
    /// measured size.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// An estimated length that grows to match the largest measured sibling in the parent
    /// group.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    /// Whether the length is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the length is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the length is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the length is measured at run time; true for `uniformAcrossSiblings` as well.
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether the length is shared with the largest sibling.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
}

extension NSCollectionLayoutDimension: CustomStringConvertible {
    /// The factory call that makes this dimension, for example `fractionalWidth(0.5)`.
    /// Readable from any thread, as `NSObject`'s `description` is: a dimension never changes.
    nonisolated public var description: String {
        switch kind {
        case .fractionalWidth: return "fractionalWidth(\(dimension))"
        case .fractionalHeight: return "fractionalHeight(\(dimension))"
        case .absolute: return "absolute(\(dimension))"
        case .estimated: return "estimated(\(dimension))"
        case .uniformAcrossSiblings: return "uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}
