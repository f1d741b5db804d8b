import Foundation
import LayoutTestSupport
import Testing

/// Runs the built `complayout` executable and captures what it prints.
///
/// It finds the tool next to the test binary rather than through `Bundle.allBundles`, and runs
/// it through `ProcessRunner` rather than Foundation's `Process`: on Linux both of those leak
/// memory inside swift-corelibs-foundation (`CFBundleGetAllBundles` never releases the array
/// it copies; `Process.run()` leaves a weak-reference side table behind now and then), which
/// made `swift test --sanitize=address` fail under LeakSanitizer.
struct ToolRunner {
    struct Result: Equatable, CustomStringConvertible {
        /// The exit status, or 128 + the signal number when a signal ended the tool.
        var status: Int32
        var stdout: String
        var stderr: String

        /// The three parts, labelled, for failure messages.
        var description: String {
            "status \(status)\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
        }
    }

    /// The executable next to the test binary in the build products folder (`.build/debug`,
    /// or whichever scratch path the tests were built in).
    static func executable() throws -> URL {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates = [binary.deletingLastPathComponent(), Bundle.main.bundleURL]
        #if canImport(Darwin)
        // In Xcode and `swift test` on macOS the tests run inside a bundle loaded by xctest.
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        #endif
        for folder in candidates {
            let url = folder.appendingPathComponent("complayout")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "complayout"])
    }

    /// Runs the tool with `arguments` and waits for it, as ``ProcessRunner/run(_:_:environment:input:)``
    /// runs a program: `environment` is added to the test's own for this run, and standard
    /// input is `/dev/null` or a pipe holding `input`.
    static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> Result {
        try run(program: executable().path, arguments, environment: environment, input: input)
    }

    /// Runs the executable at `path` (not necessarily the tool) as ``run(_:environment:input:)``
    /// runs the tool: for wrappers such as `script`, which gives the tool a terminal.
    static func run(
        program path: String, _ arguments: [String], environment: [String: String] = [:], input: String? = nil
    ) throws -> Result {
        let output = try ProcessRunner.run(path, arguments, environment: environment, input: input)
        return Result(
            status: output.status, stdout: String(decoding: output.output, as: UTF8.self),
            stderr: String(decoding: output.errors, as: UTF8.self))
    }
}
