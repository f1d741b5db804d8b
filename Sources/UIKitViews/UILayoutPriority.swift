/// How strongly a layout requirement holds, from 1 to 1000 (``required``): a constraint's
/// priority, a view's content hugging and compression resistance, and the fitting priorities of
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`. Any
/// number of constraints of a lower priority never outweighs one of a higher priority.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority as a number.
    public var rawValue: Float

    /// Creates a priority from its number.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority from its number.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A requirement that must hold: 1000.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's resistance to shrinking below its content: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// A window's drag that may resize its scene: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority with which a scene keeps its size: 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A window's drag that may not resize its scene: 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority with which a button hugs its content: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a fitting size computation aims for the target size: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` is weaker than `rhs`.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `lhs` raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// `rhs` raised by `lhs`.
    public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
        UILayoutPriority(lhs + rhs.rawValue)
    }

    /// `lhs` lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The difference between two priorities.
    public static func - (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Float {
        lhs.rawValue - rhs.rawValue
    }

    /// Raises `lhs` by `rhs`.
    public static func += (lhs: inout UILayoutPriority, rhs: Float) {
        lhs = lhs + rhs
    }

    /// Lowers `lhs` by `rhs`.
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) {
        lhs = lhs - rhs
    }
}
