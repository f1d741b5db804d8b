import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program and captures what it prints, for tests that run the built tool or an
/// installed one (xmllint, rsvg-convert, chromium).
///
/// It spawns with `posix_spawn` rather than Foundation's `Process`: on Linux `Process.run()`
/// leaves a weak-reference side table behind now and then, which LeakSanitizer reports at the
/// end of `swift test --sanitize=address` (CI).
public enum ProcessRunner {
    /// What a finished program left.
    public struct Output: Equatable, Sendable {
        /// The exit status, or 128 + the signal number when a signal ended the program.
        public var status: Int32
        /// Everything written to standard output.
        public var output: [UInt8]
        /// Everything written to standard error.
        public var errors: [UInt8]
    }

    /// Where the program's standard error goes.
    public enum ErrorStream: Sendable {
        /// A pipe the runner reads: ``Output/errors``.
        case captured
        /// Nowhere: descriptor 2 is closed, as `2>&-` does.
        case closed
        /// The file or device at the path, as `2>PATH` does (`/dev/full`: every write fails).
        case path(String)
    }

    /// An error starting or waiting for the program.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The path of the executable `name` in a folder of `PATH`, or `nil` when it is not
    /// installed.
    public static func executable(named name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the executable at `path` with `arguments` and waits for it, reading its standard
    /// output and standard error at the same time so that neither pipe can fill up and block it.
    ///
    /// `environment` adds variables to (or replaces them in) the test's own environment for
    /// this run only. Standard input is `/dev/null`, or a pipe holding `input` (at most 64 KiB,
    /// what a pipe holds without a reader) when it is given.
    public static func run(
        _ path: String, _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
        standardError: ErrorStream = .captured
    ) throws -> Output {
        try run(path, bytes: arguments.map { Array($0.utf8) }, environment: environment, input: input, standardError: standardError)
    }

    /// ``run(_:_:environment:input:standardError:)`` with arguments given as bytes, which need
    /// not be UTF-8 (file names in other encodings).
    public static func run(
        _ path: String, bytes arguments: [[UInt8]], environment: [String: String] = [:], input: String? = nil,
        standardError: ErrorStream = .captured
    ) throws -> Output {
        let out = try makePipe(), err = try makePipe()
        let standardInput = try input.map { text -> Int32 in
            let bytes = Array(text.utf8)
            guard bytes.count <= 65_536 else { throw Failure(description: "input longer than a pipe holds") }
            let pipe = try makePipe()
            let written = bytes.withUnsafeBytes { write(pipe.write, $0.baseAddress, $0.count) }
            close(pipe.write)
            guard written == bytes.count else {
                close(pipe.read)
                throw Failure(description: "could not fill the input pipe")
            }
            return pipe.read
        }
        defer { if let standardInput { close(standardInput) } }
        var closeReadEnds = true
        defer {
            if closeReadEnds {
                close(out.read)
                close(err.read)
            }
        }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput {
            posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
            posix_spawn_file_actions_addclose(&actions, standardInput)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, out.write, 1)
        switch standardError {
        case .captured: posix_spawn_file_actions_adddup2(&actions, err.write, 2)
        case .closed: posix_spawn_file_actions_addclose(&actions, 2)
        case .path(let file): posix_spawn_file_actions_addopen(&actions, 2, file, O_WRONLY, 0)
        }
        for fd in [out.read, out.write, err.read, err.write] { posix_spawn_file_actions_addclose(&actions, fd) }

        let argv = ([Array(path.utf8)] + arguments).map { strdup($0.map { CChar(bitPattern: $0) } + [0]) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // The test's environment, with `environment` merged in when it is not empty.
        var envp: [UnsafeMutablePointer<CChar>?] = []
        if !environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            variables.merge(environment) { _, new in new }
            envp = variables.keys.sorted().map { strdup("\($0)=\(variables[$0] ?? "")") } + [nil]
        }
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = envp.isEmpty
            ? posix_spawn(&pid, path, &actions, nil, argv, environ) : posix_spawn(&pid, path, &actions, nil, argv, envp)
        close(out.write)
        close(err.write)
        guard spawned == 0 else { throw Failure(description: "posix_spawn \(path) failed: \(String(cString: strerror(spawned)))") }

        closeReadEnds = false
        let (stdout, stderr) = readBoth(out.read, err.read)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(description: "waitpid failed: \(String(cString: strerror(errno)))") }
        }
        // The POSIX wait-status layout: low 7 bits the signal, next 8 the exit code.
        let signal = status & 0x7f
        return Output(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, output: stdout, errors: stderr)
    }

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw Failure(description: "pipe failed: \(String(cString: strerror(errno)))") }
        return (fds[0], fds[1])
    }

    /// Everything written to the two pipes until both are closed; closes them.
    private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var buffers: [[UInt8]] = [[], []]
        var polled = [pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while polled.contains(where: { $0.fd >= 0 }) {
            guard poll(&polled, nfds_t(polled.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for index in polled.indices where polled[index].fd >= 0 && polled[index].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(polled[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    buffers[index] += chunk[0..<count]
                } else if count == 0 || errno != EINTR {
                    close(polled[index].fd)
                    polled[index].fd = -1  // poll ignores negative descriptors
                }
            }
        }
        for entry in polled where entry.fd >= 0 { close(entry.fd) }
        return (buffers[0], buffers[1])
    }
}
