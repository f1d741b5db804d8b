import Foundation
import LayoutFile

extension LayoutFileDocument {
    /// The layout file at `path`, a name given on the command line: loaded, unless the name
    /// was not UTF-8 (see ``ArgumentBytes``), which is reported as such rather than as a
    /// missing file.
    static func load(commandLinePath path: String) throws(LayoutFileError) -> LayoutFileDocument {
        if ArgumentBytes.isMangled(path) {
            throw LayoutFileError(diagnostics: [
                LayoutFileDiagnostic(
                    file: path, line: nil, column: nil, path: "",
                    message: "the file name is not valid UTF-8 (\(ArgumentBytes.notUTF8Note))")
            ])
        }
        return try load(contentsOf: URL(fileURLWithPath: path))
    }
}
