/// `contentInsets`: NSDirectionalEdgeInsets. A missing edge is 0; values may be negative
/// but must be finite.
public struct DirectionalInsetsSpec: Hashable, Sendable, Encodable {
    /// The top inset.
    public var top: Double
    /// The leading inset.
    public var leading: Double
    /// The bottom inset.
    public var bottom: Double
    /// The trailing inset.
    public var trailing: Double

    /// Creates insets; edges left out are 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The four edges, in the order the format lists them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case top, leading, bottom, trailing
    }
}

/// Host insets with fixed sides (`safeAreaInsets`, `layoutMargins`, `contentInset`):
/// UIEdgeInsets. A missing edge is 0; values must be finite and ≥ 0.
public struct EdgeInsetsSpec: Hashable, Sendable, Encodable {
    /// The top inset.
    public var top: Double
    /// The left inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right inset.
    public var right: Double

    /// Creates insets; edges left out are 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The four edges, in the order the format lists them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case top, left, bottom, right
    }
}

/// A point `{x, y}` (offsets); a missing coordinate is 0.
public struct PointSpec: Hashable, Sendable, Encodable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    /// The coordinates.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case x, y
    }
}

/// A size in points `{width, height}` (`host.screen`); both are required.
public struct SizeValueSpec: Hashable, Sendable, Encodable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The two lengths.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height
    }
}
