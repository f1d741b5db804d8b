#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes its result: standard output, or a file that appears only when
/// everything was written.
///
/// A file is written to a temporary file next to it (same directory, so the final rename
/// never crosses file systems), flushed to disk, and renamed over the path by ``commit()``.
/// If anything fails first (the work before it, a full disk), the temporary file is removed
/// and the path is left as it was: a reader never sees a partly written file. The temporary
/// file is created by ``init(path:)``, so an unwritable path fails before any long work.
/// A replaced file keeps its permissions; a symbolic link to a file stays a link (the file
/// it points to is replaced). A path that names a device, pipe or socket (`/dev/stdout`,
/// `/dev/null`, a FIFO) is a stream, not a file: it is written directly, as standard output
/// is, since renaming over it would replace the device.
///
/// ```swift
/// let output = try OutputFile(path: options.output)   // nil or "-": standard output
/// try output.write(json)
/// try output.write("\n")
/// try output.commit()
/// ```
///
/// Failures are ``ToolError``s naming the path: `cannot write 'out/x.json': directory 'out'
/// does not exist`.
final class OutputFile {
    /// The path as given, or `nil` for standard output.
    let path: String?
    /// The temporary file being written, until it is committed or discarded; `nil` for
    /// standard output and streams.
    private var temporaryPath: String?
    /// The file the temporary file replaces: ``path`` with symbolic links resolved.
    private var finalPath: String?
    /// The open descriptor written to: the temporary file, a stream, or 1 for standard
    /// output; -1 once closed.
    private var descriptor: Int32
    private var committed = false

    /// Prepares to write to `path`: `nil` or `-` for standard output, otherwise a file whose
    /// temporary sibling is created now (or a stream opened now). Throws a ``ToolError`` if
    /// it cannot be.
    init(path: String?) throws {
        guard let path, path != "-" else {
            self.path = nil
            self.descriptor = STDOUT_FILENO
            return
        }
        self.path = path
        guard !path.isEmpty else { throw ToolError("cannot write to an empty path") }
        var target = path
        var existing = stat()
        if stat(path, &existing) == 0 {
            switch existing.st_mode & S_IFMT {
            case S_IFDIR:
                throw ToolError("cannot write '\(path)': it is a directory")
            case S_IFREG:
                // Replace the file a symbolic link points to, not the link.
                if let resolved = realpath(path, nil) {
                    target = String(cString: resolved)
                    free(resolved)
                }
            default:
                // A device, pipe or socket (`/dev/stdout`, a FIFO) is a stream: renaming over
                // it would replace it, so it is written directly.
                descriptor = open(path, O_WRONLY | O_CLOEXEC)
                guard descriptor >= 0 else { throw ToolError("cannot write '\(path)': \(Self.reason(errno))") }
                return
            }
        }
        let (directory, name) = Self.split(target)
        var attempt = 0
        while true {
            let candidate = "\(directory)/.\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 {
                // A replaced file keeps its permissions.
                if existing.st_mode & S_IFMT == S_IFREG { fchmod(fd, existing.st_mode & 0o7777) }
                temporaryPath = candidate
                finalPath = target
                descriptor = fd
                return
            }
            let error = errno
            attempt += 1
            if error == EEXIST, attempt < 100 { continue }
            throw Self.failure(path, directory: directory, errno: error)
        }
    }

    deinit {
        discard()
    }

    /// Appends `text` (UTF-8) to the output.
    func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Appends `bytes` to the output.
    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write(bytes: $0) }
    }

    /// Appends `bytes` to the output: how a ``ChunkedOutput`` streams into it, chunk by chunk.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        try write(bytes: bytes)
    }

    /// Finishes the output: for a file, flushes the temporary file to disk, closes it and
    /// renames it to ``path``, replacing what was there. Nothing to do for standard output.
    func commit() throws {
        guard let path else { return }
        guard let temporary = temporaryPath, let finalPath else {
            // A stream opened directly.
            if descriptor > STDERR_FILENO, close(descriptor) != 0 {
                descriptor = -1
                throw ToolError("cannot write '\(path)': \(Self.reason(errno))")
            }
            descriptor = -1
            return
        }
        if fsync(descriptor) != 0 || close(descriptor) != 0 {
            let error = errno
            descriptor = -1
            discard()
            throw ToolError("cannot write '\(path)': \(Self.reason(error))")
        }
        descriptor = -1
        guard rename(temporary, finalPath) == 0 else {
            let error = errno
            discard()
            throw ToolError("cannot write '\(path)': \(Self.reason(error))")
        }
        temporaryPath = nil
        committed = true
    }

    /// Abandons an output not yet committed: closes and removes the temporary file (a stream
    /// is only closed). Called on deinitialization, so an error thrown between
    /// ``init(path:)`` and ``commit()`` leaves nothing behind.
    func discard() {
        guard !committed else { return }
        if descriptor > STDERR_FILENO { close(descriptor) }
        descriptor = -1
        if let temporary = temporaryPath { unlink(temporary) }
        temporaryPath = nil
    }

    private func write(bytes: UnsafeRawBufferPointer) throws {
        guard var pointer = bytes.baseAddress, descriptor >= 0 else {
            if bytes.isEmpty { return }
            throw ToolError("cannot write '\(path ?? "-")': the output was already finished")
        }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(descriptor, pointer, remaining)
            if written < 0 {
                let error = errno
                if error == EINTR { continue }
                if error == EPIPE {
                    discard()
                    throw OutputClosed()
                }
                let target = path.map { "'\($0)'" } ?? "to standard output"
                discard()
                throw ToolError("cannot write \(target): \(Self.reason(error))")
            }
            pointer += written
            remaining -= written
        }
    }

    /// The directory part of `path` (`.` when there is none) and the file name.
    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// The error for a temporary file that could not be created in `directory`.
    private static func failure(_ path: String, directory: String, errno error: Int32) -> ToolError {
        var status = stat()
        if error == ENOENT, stat(directory, &status) != 0 {
            return ToolError("cannot write '\(path)': directory '\(directory)' does not exist")
        }
        if error == ENOTDIR {
            return ToolError("cannot write '\(path)': '\(directory)' is not a directory")
        }
        return ToolError("cannot write '\(path)': \(reason(error))")
    }

    /// The system's message for `error`, starting lower case to follow a colon.
    private static func reason(_ error: Int32) -> String {
        let message = String(cString: strerror(error))
        return message.prefix(1).lowercased() + message.dropFirst()
    }
}

/// The POSIX `write(2)`, named apart from `OutputFile.write(_:)`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
