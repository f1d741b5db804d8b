import ArgumentParser

/// The `complayout` tool: lays out compositional layouts without UIKit.
///
/// Asynchronous, so that its `attributes` subcommand can run on the main actor.
@main
struct ComplayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complayout",
        abstract: "Lay out UIKit compositional layouts on any machine and print what UIKit would.",
        subcommands: [
            ExamplesCommand.self, DevicesCommand.self, ValidateCommand.self, AttributesCommand.self, RenderCommand.self,
        ])

    /// Runs the tool; a write to a closed pipe fails like any other write instead of ending
    /// it (see ``Console``).
    static func main() async {
        Console.ignoreBrokenPipes()
        await main(nil)
    }
}
