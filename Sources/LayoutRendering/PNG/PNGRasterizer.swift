import Foundation

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

        let process = Process()
        process.executableURL = tool
        process.arguments = [
            "--format", "png", "--zoom", RenderNumber.format(zoom), "--output", output.path, input.path,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        do {
            // A file, not a pipe: nothing to drain while the tool runs, however much it writes.
            let errorHandle = try FileHandle(forWritingTo: errors)
            defer { try? errorHandle.close() }
            process.standardError = errorHandle
            try process.run()
            process.waitUntilExit()
        } catch {
            throw .launchFailed("\(error.localizedDescription)")
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw .rasterizerFailed(status: process.terminationStatus, message: message)
        }
        do {
            return try Data(contentsOf: output)
        } catch {
            throw .fileError("rsvg-convert wrote no PNG: \(error.localizedDescription)")
        }
    }
}
