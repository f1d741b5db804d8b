/// Space between or around elements: exact, or a minimum that may grow (M-12).
public enum Spacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; absorbs leftover space.
    case flexible(Double)

    /// The points used while fitting: the fixed value or the flexible minimum (S-11, S-25).
    public var minimum: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }

    /// Whether the spacing may grow.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Extra space outside an element's box on each edge, used only while placing it (S-23).
/// A `nil` edge is no space.
public struct EdgeSpacing: Hashable, Sendable {
    /// Space before the leading edge.
    public var leading: Spacing?
    /// Space above the top edge.
    public var top: Spacing?
    /// Space after the trailing edge.
    public var trailing: Spacing?
    /// Space below the bottom edge.
    public var bottom: Spacing?

    /// Creates edge spacing from its four optional edges.
    public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// No space on any edge.
    public static let none = EdgeSpacing()

    /// The spacing before the element along `axis` (leading or top).
    public func before(along axis: Axis) -> Spacing? { axis == .horizontal ? leading : top }
    /// The spacing after the element along `axis` (trailing or bottom).
    public func after(along axis: Axis) -> Spacing? { axis == .horizontal ? trailing : bottom }
}
