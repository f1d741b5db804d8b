import ArgumentParser
import CompositionalLayout
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
    /// Whether the view shows configured cells (a file with content), so that pictures draw
    /// its views rather than boxes.
    let drawsViews: Bool
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
            drawsViews = false
        } else {
            let path = input.file ?? ""
            var document: LayoutFileDocument
            do {
                document = try LayoutFileDocument.load(commandLinePath: path)
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
            // The view's own data source: the one configuring cells when the file gives content.
            dataSource = hosted.collectionView.dataSource ?? hosted.dataSource
            warnings = hosted.warnings.map(\.description)
            drawsViews = document.hasContent
        }
    }
}

extension LaidOutView {
    /// Prints the file's warnings on standard error, one per line.
    func printWarnings() {
        for warning in warnings { Console.printError(warning) }
    }
}

/// The problems of a layout file, printed one per line on standard error as
/// `file:line:column: error: path: message`, the form `validate` uses and editors read:
/// the first ``maximumPrinted``, then a line counting the rest.
struct FileDiagnostics: CustomStringConvertible {
    /// The most problems printed for one file: a file written in the wrong syntax can have
    /// one per node, and the first ones say what is wrong.
    static let maximumPrinted = 100

    /// The problems, in file order.
    let diagnostics: [LayoutFileDiagnostic]

    /// Wraps the file's problems.
    init(_ diagnostics: [LayoutFileDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One problem per line, at most ``maximumPrinted``, then `… and N more` when there are
    /// more (with the file's name first, so that the line reads as the file's).
    var description: String {
        var lines = diagnostics.prefix(Self.maximumPrinted).map(\.description)
        if diagnostics.count > Self.maximumPrinted, let file = diagnostics.first?.file {
            let rest = diagnostics.count - Self.maximumPrinted
            lines.append("\(file): … and \(rest) more problem\(rest == 1 ? "" : "s")")
        }
        return lines.joined(separator: "\n")
    }

    /// Prints ``description`` on standard error; nothing when there are no problems.
    func print() {
        guard !diagnostics.isEmpty else { return }
        Console.printError(description)
    }

    /// Prints the problems on standard error and returns the error that ends the tool with
    /// status 1 and prints nothing more.
    ///
    /// Thrown as an error of its own, the text would get ArgumentParser's `Error: ` prefix,
    /// so the first line would no longer start with the file's name and an editor could not
    /// jump to it (`Error: a.yaml:3:7: error: …`).
    func reported() -> ExitCode {
        print()
        return .failure
    }
}
