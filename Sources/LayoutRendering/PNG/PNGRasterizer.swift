import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an SVG could not be turned into a PNG.
public enum PNGRasterizerError: Error, Equatable, CustomStringConvertible {
    /// `rsvg-convert` is not installed (not on `PATH`, nor at the path given).
    case rasterizerNotFound
    /// The zoom is not a finite number greater than 0.
    case invalidZoom(Double)
    /// The temporary files could not be written or read.
    case fileError(String)
    /// `rsvg-convert` could not be started.
    case launchFailed(String)
    /// `rsvg-convert` ran and failed, with its exit status and what it wrote to stderr.
    case rasterizerFailed(status: Int32, message: String)

    /// A message for people, naming what to do.
    public var description: String {
        switch self {
        case .rasterizerNotFound:
            return "PNG output needs rsvg-convert, which is not installed; on Debian or Ubuntu install it with "
                + "`apt-get install librsvg2-bin` (and `fonts-dejavu-core` for the labels), or write SVG instead"
        case .invalidZoom(let zoom):
            return "the PNG zoom must be a number greater than 0, not \(zoom)"
        case .fileError(let message):
            return "could not prepare the PNG: \(message)"
        case .launchFailed(let message):
            return "could not start rsvg-convert: \(message)"
        case .rasterizerFailed(let status, let message):
            let detail = message.trimmingCharacters(in: .whitespacesAndNewlines)
            return "rsvg-convert failed with status \(status)" + (detail.isEmpty ? "" : ": \(detail)")
        }
    }
}

/// Turns SVG into PNG with `rsvg-convert` (Debian's `librsvg2-bin`), run as a separate
/// process: the package links no image or font library, and a missing tool is an error
/// that says how to install it rather than a build failure.
///
/// ```swift
/// let png = try PNGRasterizer().png(fromSVG: SVGRenderer().render(scene), zoom: 2)
/// ```
public struct PNGRasterizer: Sendable {
    /// The `rsvg-convert` executable to run; `nil` looks it up on `PATH`.
    public var executable: URL?

    /// A rasterizer running `executable`, or the `rsvg-convert` found on `PATH`.
    public init(executable: URL? = nil) {
        self.executable = executable
    }

    /// The `rsvg-convert` on `PATH` (or in `/usr/bin`, `/usr/local/bin`, `/opt/homebrew/bin`),
    /// if any.
    public static func locateRasterizer(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let path = environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        for directory in directories where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent("rsvg-convert")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Whether a rasterizer can be run.
    public var isAvailable: Bool { resolvedExecutable != nil }

    private var resolvedExecutable: URL? {
        if let executable {
            return FileManager.default.isExecutableFile(atPath: executable.path) ? executable : nil
        }
        return Self.locateRasterizer()
    }

    /// The PNG of `svg`, `zoom` device pixels per SVG unit (point): an SVG of W × H points
    /// gives a PNG of W·zoom × H·zoom pixels (rounded up by `rsvg-convert`).
    public func png(fromSVG svg: String, zoom: Double = 1) throws(PNGRasterizerError) -> Data {
        guard zoom.isFinite, zoom > 0 else { throw .invalidZoom(zoom) }
        guard let tool = resolvedExecutable else { throw .rasterizerNotFound }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-png-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .fileError("\(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.svg")
        let output = directory.appendingPathComponent("out.png")
        let errors = directory.appendingPathComponent("stderr.txt")
        do {
            try Data(svg.utf8).write(to: input)
            try Data().write(to: errors)
        } catch {
            throw .fileError("\(error.localizedDescription)")
        }

        let arguments = ["--format", "png", "--zoom", RenderNumber.format(zoom), "--output", output.path, input.path]
        let status = try Self.run(tool.path, arguments, standardError: errors.path)
        guard status == 0 else {
            let message = (try? Self.contents(of: errors)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            throw .rasterizerFailed(status: status, message: message)
        }
        do {
            return try Self.contents(of: output)
        } catch {
            throw .fileError("rsvg-convert wrote no PNG: \(error.localizedDescription)")
        }
    }

    /// Runs `path` with `arguments`, standard input and output on `/dev/null` and standard
    /// error into the file at `standardError`, and waits for it: its exit status, or 128 plus
    /// the signal that ended it.
    ///
    /// `posix_spawn` rather than Foundation's `Process`: on Linux `Process.run()` leaves a
    /// weak-reference side table behind, which LeakSanitizer reports (`swift test
    /// --sanitize=address` in CI), in the tool and in every test that rasterizes.
    private static func run(_ path: String, _ arguments: [String], standardError: String) throws(PNGRasterizerError)
        -> Int32
    {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw .launchFailed(String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw .launchFailed("waitpid failed: \(String(cString: strerror(errno)))") }
        }
        // The POSIX wait-status layout: low 7 bits the signal, next 8 the exit code.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// The bytes of the file at `url`, read through a file handle: on Linux
    /// `Data(contentsOf:)` and `String(contentsOf:)` leak a buffer when the file is empty
    /// (as rsvg-convert's standard error usually is), which LeakSanitizer reports.
    private static func contents(of url: URL) throws -> Data {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var data = Data()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            data.append(chunk)
        }
        return data
    }
}
