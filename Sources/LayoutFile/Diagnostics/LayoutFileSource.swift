/// Where a decoded document came from: the file's name, the location of every node the
/// decoder read, and the warnings found while decoding. The loader uses it to put engine
/// errors (found only when the layout is prepared) back on a line of the file.
///
/// It is not part of the format: encoding a document leaves it out, and two documents
/// compare equal whatever their sources (a document built in code has none).
public struct LayoutFileSource: Sendable, Equatable {
    /// The file's name as given to the decoder.
    public var fileName: String
    /// The location of each node read, by its path (`sections[0].group.horizontal`).
    public var locations: [String: SourceLocation]
    /// Problems that do not stop the file from being used.
    public var warnings: [LayoutFileDiagnostic]

    /// Creates a source record.
    public init(fileName: String, locations: [String: SourceLocation] = [:], warnings: [LayoutFileDiagnostic] = []) {
        self.fileName = fileName
        self.locations = locations
        self.warnings = warnings
    }

    /// Always `true`: where a document came from does not change what it describes.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// The location of `path`, or of its nearest ancestor that has one (`a.b[2].c` →
    /// `a.b[2]` → `a.b` → `a`), with the path that was found.
    func nearestLocation(of path: String) -> (path: String, location: SourceLocation)? {
        var candidate = Substring(path)
        while true {
            if let location = locations[String(candidate)] { return (String(candidate), location) }
            guard let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            candidate = candidate[..<cut]
        }
    }
}
