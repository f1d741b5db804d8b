/// Why a layout file could not be read or laid out: every problem found, in file order.
///
/// Decoding does not stop at the first problem: it reports each bad node and goes on with
/// the rest of the file, so one run shows everything to fix.
public struct LayoutFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, sorted by line and column; those without a location come first.
    /// Contains at least one error.
    public var diagnostics: [LayoutFileDiagnostic]

    /// Creates an error from `diagnostics`, which are sorted by location.
    public init(diagnostics: [LayoutFileDiagnostic]) {
        self.diagnostics = Self.sorted(diagnostics)
    }

    /// One diagnostic per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    /// Sorts by (line, column); the sort is stable, so problems found at one node keep the
    /// order they were found in.
    static func sorted(_ diagnostics: [LayoutFileDiagnostic]) -> [LayoutFileDiagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.line ?? 0, lhs.element.column ?? 0, lhs.offset)
            let right = (rhs.element.line ?? 0, rhs.element.column ?? 0, rhs.offset)
            return left < right
        }.map(\.element)
    }
}
