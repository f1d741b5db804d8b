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
            the view; the host options override it.
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

    /// The most items the command lists: every element's attributes are held in memory
    /// (about 1.6 KB each, counting the JSON), so two million take some 3 GB. A chosen limit.
    static let maximumItemCount = 2_000_000

    /// Looks up the layout and the device (unknown names and file problems fail here,
    /// status 1), checks the item count, opens the output (an unwritable path fails here,
    /// before the work), lays out, encodes and commits the output.
    @MainActor
    func run() async throws {
        let destination = try OutputFile(path: output, input: input.file)
        let view = try LaidOutView(input, host: host, maximumItems: (Self.maximumItemCount, "attributes"))
        view.printWarnings()
        let collection = ElementCollection(view.collectionView)
        let json = try ProgressReporter.whileRunning("encoding JSON") {
            try AttributesJSON.encode(contentSize: collection.contentSize, elements: collection.elements)
        }
        try destination.write(json)
        try destination.write("\n")
        try destination.commit()
    }
}
