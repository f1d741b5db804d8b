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

        /// What the runner captured, its output and errors read as UTF-8.
        init(_ output: ProcessRunner.Output) {
            status = output.status
            stdout = String(decoding: output.output, as: UTF8.self)
            stderr = String(decoding: output.errors, as: UTF8.self)
        }

        init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }

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

    /// Where the tool's standard error goes.
    typealias ErrorStream = ProcessRunner.ErrorStream

    /// Runs the tool with `arguments` and waits for it, as
    /// ``ProcessRunner/run(_:_:environment:input:standardError:)`` runs a program:
    /// `environment` is added to the test's own for this run, and standard input is
    /// `/dev/null` or a pipe holding `input`.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
        standardError: ErrorStream = .captured
    ) throws -> Result {
        try run(bytes: arguments.map { Array($0.utf8) }, environment: environment, input: input, standardError: standardError)
    }

    /// ``run(_:environment:input:standardError:)`` with arguments given as bytes, which need
    /// not be UTF-8 (file names in other encodings).
    static func run(
        bytes arguments: [[UInt8]], environment: [String: String] = [:], input: String? = nil,
        standardError: ErrorStream = .captured
    ) throws -> Result {
        let output = try ProcessRunner.run(
            executable().path, bytes: arguments, environment: environment, input: input, standardError: standardError)
        return Result(output)
    }

    /// Runs the executable at `path` (not necessarily the tool) as ``run(_:environment:input:)``
    /// runs the tool.
    static func run(
        program path: String, _ arguments: [String], environment: [String: String] = [:], input: String? = nil
    ) throws -> Result {
        Result(try ProcessRunner.run(path, arguments, environment: environment, input: input))
    }

    /// `script(1)` (util-linux; Debian's bsdutils), which runs a command on a pseudo-terminal.
    static let script = "/usr/bin/script"

    /// Whether ``script`` is installed.
    private static var hasScript: Bool { FileManager.default.isExecutableFile(atPath: script) }

    /// Runs the tests that need ``script`` where it is installed, and always under `CI=true`,
    /// where ``runOnTerminal(_:environment:)`` fails them when it is missing (as the browser
    /// tests do for chromium).
    static let needsTerminal = ConditionTrait.enabled(
        if: hasScript || runsUnderCI,
        "script(1) is not installed (apt-get install bsdutils)")

    /// Runs the shell `command` on a pseudo-terminal that ``script`` gives it, standard output
    /// and standard error together in ``Result/stdout``, and waits for it: `-q` no "Script
    /// started" lines, `-e` the command's status, `-c` the command, `/dev/null` no typescript
    /// file. `environment` is added to the test's own.
    static func runOnTerminal(_ command: String, environment: [String: String]) throws -> Result {
        try #require(hasScript, "CI=true runs the terminal tests, and script(1) is not installed")
        return try run(program: script, ["-qec", command, "/dev/null"], environment: environment)
    }
}
