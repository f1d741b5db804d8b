import InternalUtilities
import LayoutExamples

extension LayoutExample {
    /// The built-in example called `name` (exactly), or a ``ToolError`` suggesting the closest
    /// name and pointing at `complayout examples`.
    ///
    /// ```
    /// unknown example 'lsit'; did you mean 'list'? Run 'complayout examples' to see them all.
    /// ```
    static func lookUp(_ name: String) throws -> LayoutExample {
        if let example = named(name) { return example }
        let hint = Suggestion.closest(to: name, among: all.map(\.name)).map { "; did you mean '\($0)'?" } ?? "."
        throw ToolError("unknown example '\(name)'\(hint) Run 'complayout examples' to see them all.")
    }
}
