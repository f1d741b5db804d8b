/// How long an element is on one axis, relative to its container or absolute.
public enum Dimension: Hashable, Sendable {
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// A fixed number of points.
    case absolute(Double)
    /// A starting value in points, replaced by the measured size once self-sizing runs.
    case estimated(Double)
    /// An estimate that grows to the largest measured sibling in the same parent group.
    case uniformAcrossSiblings(estimate: Double)

    /// The number the dimension was made with (a fraction or a point value).
    public var value: Double {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v),
            .uniformAcrossSiblings(let v):
            return v
        }
    }

    /// Whether the final length comes from measuring the element (sizing.md S-6, M-8).
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        default: return false
        }
    }

    /// Whether the value is a fraction of the container.
    public var isFractional: Bool {
        switch self {
        case .fractionalWidth, .fractionalHeight: return true
        default: return false
        }
    }

    /// The length in points inside a container of `container` (S-2, S-4): fractions multiply
    /// the container's width or height whatever axis they are used on; estimates count as
    /// their estimate until measured.
    public func resolve(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let p), .estimated(let p), .uniformAcrossSiblings(let p): return p
        }
    }
}
