import Yams

/// What one decoding run collects: the diagnostics, the location of every node read, and
/// the names of keys the parser saw twice (see `YAMLText`).
final class DecodingContext {
    let fileName: String
    let format: LayoutFileFormat
    /// Keys renamed so the parser could go on past a duplicate: marker → original key.
    let duplicateKeyMarkers: [String: String]
    private(set) var diagnostics: [LayoutFileDiagnostic] = []
    private(set) var locations: [String: SourceLocation] = [:]
    /// How many nodes the decoder read (one per `NodeReader` made): the work tests count.
    private(set) var nodesRead = 0

    init(fileName: String, format: LayoutFileFormat, duplicateKeyMarkers: [String: String] = [:]) {
        self.fileName = fileName
        self.format = format
        self.duplicateKeyMarkers = duplicateKeyMarkers
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    var errors: [LayoutFileDiagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [LayoutFileDiagnostic] { diagnostics.filter { $0.severity == .warning } }

    func report(
        _ message: String, at location: SourceLocation?, path: String, severity: LayoutFileDiagnostic.Severity = .error
    ) {
        diagnostics.append(
            LayoutFileDiagnostic(
                file: fileName, line: location?.line, column: location?.column, path: path, message: message,
                severity: severity))
    }

    func record(_ path: String, at location: SourceLocation?) {
        nodesRead += 1
        guard let location, locations[path] == nil else { return }
        locations[path] = location
    }
}

extension SourceLocation {
    /// The location of a parsed node; the parser always sets one.
    init?(_ mark: Mark?) {
        guard let mark else { return nil }
        self.init(line: mark.line, column: mark.column)
    }
}
