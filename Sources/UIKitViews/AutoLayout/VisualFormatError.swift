/// A visual format string ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``
/// could not turn into constraints. UIKit raises an exception for it; headless the call
/// returns no constraints and records the report in
/// ``NSLayoutConstraint/reportedFormatErrors``. Beyond UIKit.
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// The string does not follow the grammar: `expected` says what was expected.
        case syntax(expected: String)
        /// A view name is not a key of the views dictionary.
        case unknownView(String)
        /// A metric name is neither a key of the metrics dictionary nor, where a view may be
        /// named, of the views dictionary.
        case unknownMetric(String)
        /// `|` stands for the superview of `view`, which has none.
        case noSuperview(view: String)
        /// A priority is not within 1 … 1000.
        case invalidPriority(Double)
        /// The alignment options name an edge along the format's own axis (`.alignAllLeft` in
        /// a horizontal format).
        case alignmentAlongAxis
    }

    /// What is wrong.
    public let reason: Reason
    /// The format string.
    public let format: String
    /// Where in the format (in characters) the problem was found.
    public let offset: Int

    /// Creates a report of `reason` at `offset` in `format`.
    public init(_ reason: Reason, format: String, offset: Int) {
        self.reason = reason
        self.format = format
        self.offset = offset
    }

    /// UIKit's form: the problem, the format, and a caret under the place.
    public var description: String {
        let problem =
            switch reason {
            case .syntax(let expected): "Expected \(expected)."
            case .unknownView(let name): "\(name) is not a key in the views dictionary."
            case .unknownMetric(let name): "\(name) is not a key in the metrics or views dictionaries."
            case .noSuperview(let view):
                "Unable to interpret '|' character, because the related view (\(view)) doesn't have a superview."
            case .invalidPriority(let value): "Invalid priority \(value): priorities lie between 1 and 1000."
            case .alignmentAlongAxis:
                "Options mask required views to be aligned on an edge along the layout's own axis, which is not allowed."
            }
        let caret = String(repeating: " ", count: max(0, offset)) + "^"
        return "Unable to parse constraint format: \n\(problem)\n\(format)\n\(caret)"
    }
}
