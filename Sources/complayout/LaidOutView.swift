import ArgumentParser
import CompositionalLayout
import Foundation
import LayoutExamples
import LayoutFile

/// A layout from a file or an example, laid out in a headless collection view as the host
/// options say, measured if it sizes itself, and scrolled to its offsets. Keep the value
/// while reading the view: it keeps the data source alive (the view holds it weakly).
@MainActor
struct LaidOutView {
    /// The laid-out view.
    let collectionView: UICollectionView
    /// Warnings about the file (never errors), to print on standard error.
    let warnings: [String]
    /// Keeps the data source alive.
    private let dataSource: AnyObject

    /// Lays out `input` with `host`. A file's own host section is the base the options
    /// override; an example starts from the tool's defaults (``HostOptions/exampleHost``).
    ///
    /// - Throws: ``ToolError`` for an unknown example or device, or a layout that cannot be
    ///   laid out. A file with problems has them printed on standard error, as `validate`
    ///   prints them, and throws `ExitCode.failure` (see ``FileDiagnostics/reported()``).
    init(_ input: LayoutInput, host: HostOptions) throws {
        if let name = input.example {
            let example = try LayoutExample.lookUp(name)
            let spec = HostOptions.exampleHost.overriding(with: try host.overrides())
            let counts = host.itemCounts(overriding: example.itemCounts)
            let render = try ExampleRender(example: example, host: spec.collectionViewHost, itemCounts: counts)
            collectionView = render.collectionView
            dataSource = render.dataSource
            warnings = []
        } else {
            let path = input.file ?? ""
            var document: LayoutFileDocument
            do {
                document = try LayoutFileDocument.load(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw FileDiagnostics(error.diagnostics).reported()
            }
            try host.apply(to: &document)
            let hosted: HostedLayout
            do {
                hosted = try ProgressReporter.whileRunning("laying out") { try document.makeHostedLayout() }
            } catch let error as LayoutFileError {
                // The file's warnings too, as `validate` prints them.
                throw FileDiagnostics((document.source?.warnings ?? []) + error.diagnostics).reported()
            }
            collectionView = hosted.collectionView
            dataSource = hosted.dataSource
            warnings = hosted.warnings.map(\.description)
        }
    }
}

extension LaidOutView {
    /// Prints the file's warnings on standard error, one per line.
    func printWarnings() {
        for warning in warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
    }
}

/// The problems of a layout file, printed one per line on standard error as
/// `file:line:column: error: path: message`, the form `validate` uses and editors read.
struct FileDiagnostics: CustomStringConvertible {
    /// The problems, in file order.
    let diagnostics: [LayoutFileDiagnostic]

    /// Wraps the file's problems.
    init(_ diagnostics: [LayoutFileDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One problem per line.
    var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    /// Prints the problems on standard error and returns the error that ends the tool with
    /// status 1 and prints nothing more.
    ///
    /// Thrown as an error of its own, the text would get ArgumentParser's `Error: ` prefix,
    /// so the first line would no longer start with the file's name and an editor could not
    /// jump to it (`Error: a.yaml:3:7: error: …`).
    func reported() -> ExitCode {
        FileHandle.standardError.write(Data((description + "\n").utf8))
        return .failure
    }
}
