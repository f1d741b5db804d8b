import ArgumentParser

/// The `complayout` tool: lays out compositional layouts without UIKit.
struct ComplayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complayout",
        abstract: "Lay out UIKit compositional layouts on any machine and print what UIKit would.",
        subcommands: [ExamplesCommand.self, AttributesCommand.self])
}
