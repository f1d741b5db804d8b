import ArgumentParser
import CompositionalLayout
import LayoutCore
import LayoutExamples
import LayoutRendering

/// `complayout attributes`: prints the layout attributes of a built-in example as JSON.
///
/// Layout objects are main-actor isolated, as in UIKit, so the command is asynchronous and
/// runs on the main actor.
struct AttributesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributes",
        abstract: "Print the layout attributes of an example layout as JSON.",
        discussion: "Every cell, supplementary and decoration view of the whole content is listed with its frame, zIndex and index path.")

    @Option(help: "The example to lay out (see `complayout examples`).")
    var example: String

    @Option(parsing: .unconditional, help: "The collection view's width in points.")
    var width: Double = 375

    @Option(parsing: .unconditional, help: "The collection view's height in points.")
    var height: Double = 812

    @Option(parsing: .unconditional, help: "The display scale (pixels per point) frames are aligned to.")
    var scale: Double = 3

    func validate() throws {
        guard LayoutExample.named(example) != nil else {
            let names = LayoutExample.all.map(\.name).joined(separator: ", ")
            throw ValidationError("Unknown example '\(example)'. Available: \(names).")
        }
        for (name, value) in [("width", width), ("height", height)] where !(value.isFinite && value >= 0) {
            throw ValidationError("--\(name) must be a finite number >= 0, not \(value).")
        }
        guard scale.isFinite, scale > 0 else {
            throw ValidationError("--scale must be a finite number > 0, not \(scale).")
        }
    }

    @MainActor
    func run() async throws {
        guard let example = LayoutExample.named(example) else { return }
        let render = try ExampleRender(example: example, width: width, height: height, scale: scale)
        print(try AttributesJSON.encode(contentSize: render.contentSize, elements: render.elements))
    }
}
