/// One problem found in a layout file, with where it is.
///
/// Its ``description`` reads like a compiler's, so editors and terminals can jump to it:
///
/// ```
/// layout.yaml:12:7: error: sections[2].group.horizontal.subitems[0].layoutSize.widthDimension: fractionalWidth must be > 0, found 0
/// ```
public struct LayoutFileDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The file cannot be used as it is.
        case error
        /// The file can be used, but part of it has no effect or is probably a mistake.
        case warning
    }

    /// The file's name as the caller gave it (a path, or a name such as `<stdin>`).
    public var file: String
    /// The 1-based line of the offending node, or `nil` when the problem concerns the
    /// file as a whole (missing, unreadable, too large).
    public var line: Int?
    /// The 1-based column (in Unicode scalars) of the offending node, or `nil` with `line`.
    public var column: Int?
    /// The node's path in the file, such as `sections[2].group.horizontal.interItemSpacing`;
    /// empty for the document itself.
    public var path: String
    /// What is wrong, and where a fix is obvious, how to fix it.
    public var message: String
    /// Whether this is an error or a warning.
    public var severity: Severity

    /// Creates a diagnostic.
    public init(
        file: String, line: Int?, column: Int?, path: String, message: String, severity: Severity = .error
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
        self.severity = severity
    }

    /// `file:line:column: severity: path: message`; the location parts and the path are left
    /// out when they are absent.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        text += ": \(severity.rawValue): "
        if !path.isEmpty { text += "\(path): " }
        return text + message
    }
}
