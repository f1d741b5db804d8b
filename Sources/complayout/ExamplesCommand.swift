import ArgumentParser
import LayoutExamples

/// `complayout examples`: lists the built-in layouts.
struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples", abstract: "List the built-in example layouts.")

    func run() {
        let width = LayoutExample.all.map(\.name.count).max() ?? 0
        for example in LayoutExample.all {
            let padding = String(repeating: " ", count: width - example.name.count)
            Console.printOutput("\(example.name)\(padding)  \(example.summary)")
        }
    }
}
