import ArgumentParser
import LayoutRendering

/// `complayout attributes`: prints the layout attributes of a layout file or a built-in
/// example as JSON.
///
/// Layout objects are main-actor isolated, as in UIKit, so the command is asynchronous and
/// runs on the main actor.
struct AttributesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributes",
        abstract: "Print the layout attributes of a layout file or an example as JSON.",
        discussion: """
            Every cell, supplementary and decoration view of the whole content is listed with its frame, zIndex \
            and index path: by section; then cells, supplementary views, decoration views; then kind; then item. \
            Numbers are rounded to 1/10000 of a point, on the pixel grid of --scale. A file's host section sets \
            the view; the host options override it. Elements are written as the layout produces them, none held \
            in memory.
            """)

    /// The layout file or `--example NAME`.
    @OptionGroup(title: "Layout")
    var input: LayoutInput

    /// Where the layout is shown: device, size, scale, safe area, direction, offset, items.
    @OptionGroup(title: "Host")
    var host: HostOptions

    /// `-o FILE`: where the JSON goes; standard output when absent or `-`.
    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "Write the JSON to this file (written completely or not at all) instead of standard output; '-' is standard output.",
            valueName: "file"))
    var output: String?

    /// Looks up the layout and the device (unknown names and file problems fail here,
    /// status 1), opens the output (an unwritable path fails here, before the work), lays
    /// out, and streams the JSON into the output, committing a file only when all of it is
    /// written. When the reader of standard output goes away (`| head`), the tool stops at
    /// its next write and ends quietly by `SIGPIPE` (``OutputClosed``).
    @MainActor
    func run() async throws {
        OutputClosed.ignoreSignal()
        let destination = try OutputFile(path: output, input: input.file)
        let view = try LaidOutView(input, host: host)
        view.printWarnings()
        do {
            try AttributesStream(view.collectionView).write(to: destination)
            try destination.commit()
        } catch is OutputClosed {
            OutputClosed.endTool()
        }
    }
}
