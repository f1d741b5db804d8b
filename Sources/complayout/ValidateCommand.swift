import ArgumentParser
import LayoutFile

/// `complayout validate`: checks layout files, reporting every problem of every file.
struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check layout files and report every problem with its location.",
        discussion: """
            Each file is read (JSON or YAML), checked against the format, built and laid out in its host, so \
            that problems the engine finds are reported too. Problems go to standard error as \
            'file:line:column: error: path: message'; each good file is named on standard output. The status \
            is 1 when any file has an error.
            """)

    /// `FILE...`: the files to check.
    @Argument(help: ArgumentHelp("The layout files to check.", valueName: "file"))
    var files: [String]

    /// At least one file, none with an empty name (an empty path would be read as the
    /// current directory).
    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one layout file.") }
        guard !files.contains("") else { throw ValidationError("A layout file's name is empty.") }
    }

    /// Checks each file in turn; the status is 1 if any had an error.
    @MainActor
    func run() async throws {
        var failed = 0
        for file in files {
            let diagnostics = Self.check(file)
            FileDiagnostics(diagnostics).print()
            if diagnostics.contains(where: { $0.severity == .error }) {
                failed += 1
            } else {
                Console.printOutput("\(file): ok")
            }
        }
        if failed > 0 {
            throw ToolError("\(failed) of \(files.count) file\(files.count == 1 ? "" : "s") had errors")
        }
    }

    /// Every problem of `file`: decoding first; if it decodes, building and laying it out
    /// (without scrolling through the content to measure it).
    @MainActor
    static func check(_ file: String) -> [LayoutFileDiagnostic] {
        let document: LayoutFileDocument
        do {
            document = try LayoutFileDocument.load(commandLinePath: file)
        } catch {
            return error.diagnostics
        }
        do {
            return try document.makeHostedLayout(measuringEverything: false).warnings
        } catch {
            return (document.source?.warnings ?? []) + error.diagnostics
        }
    }
}
