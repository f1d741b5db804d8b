/// A set of the two layout axes.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt

    /// Creates an axis set from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The x axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The y axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
