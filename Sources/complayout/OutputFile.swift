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
/// file is created by ``init(path:input:)``, so an unwritable path fails before any long
/// work. A replaced file keeps its permissions; a symbolic link stays a link (the file it
/// points to is replaced, or created if it does not exist yet). A path that names a device,
/// pipe or socket (`/dev/stdout`, `/dev/null`, a FIFO) is a stream, not a file: it is written
/// directly, as standard output is, since renaming over it would replace the device. The
/// layout file being read is never replaced.
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
    /// it cannot be, or if `path` is the same file as `input` (the layout file being read,
    /// compared by device and inode, so another name or a link for it is caught too).
    ///
    /// A symbolic link is written through: the file it points to is replaced, or created
    /// when the link dangles, and the link stays.
    init(path: String?, input: String? = nil) throws {
        guard let path, path != "-" else {
            self.path = nil
            self.descriptor = STDOUT_FILENO
            return
        }
        self.path = path
        guard !path.isEmpty else { throw ToolError("cannot write to an empty path") }
        if ArgumentBytes.isMangled(path) {
            throw ToolError("cannot write '\(path)': the name is not valid UTF-8 (\(ArgumentBytes.notUTF8Note))")
        }
        var target = path
        var existing = stat()
        if stat(path, &existing) == 0 {
            switch existing.st_mode & S_IFMT {
            case S_IFDIR:
                throw ToolError("cannot write '\(path)': it is a directory")
            case S_IFREG:
                if let input, Self.isSameFile(input, as: existing) {
                    throw ToolError("cannot write '\(path)': it is the layout file being read; give another output file")
                }
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
        } else {
            if errno == ELOOP { throw ToolError("cannot write '\(path)': \(Self.reason(ELOOP))") }
            existing = stat()
            // A dangling link: the file is created where it points.
            target = Self.danglingLinkTarget(path) ?? path
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
            throw Self.failure(path, target: target, directory: directory, errno: error)
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
    /// ``init(path:input:)`` and ``commit()`` leaves nothing behind.
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

    /// The error for a temporary file that could not be created in `directory`, the
    /// directory of `target` (`path` itself, or where the link `path` points).
    private static func failure(_ path: String, target: String, directory: String, errno error: Int32) -> ToolError {
        let name = target == path ? "'\(path)'" : "'\(path)' (a link to '\(target)')"
        var status = stat()
        if error == ENOENT, stat(directory, &status) != 0 {
            return ToolError("cannot write \(name): directory '\(directory)' does not exist")
        }
        if error == ENOTDIR {
            return ToolError("cannot write \(name): '\(directory)' is not a directory")
        }
        if error == ENOENT {
            // The directory is there, but its file system makes no new files (`/proc`).
            return ToolError(
                "cannot write \(name): no file can be created in '\(directory)' (the output is written to a new "
                    + "file there first, then renamed)")
        }
        return ToolError("cannot write \(name): \(reason(error))")
    }

    /// Whether the file at `input` (links followed) is the file `output` describes.
    private static func isSameFile(_ input: String, as output: stat) -> Bool {
        var status = stat()
        guard stat(input, &status) == 0 else { return false }
        return status.st_dev == output.st_dev && status.st_ino == output.st_ino
    }

    /// Where the symbolic link `path` ends up pointing when the file there does not exist:
    /// its chain of links followed (relative targets from the link's directory), up to the
    /// first path that names nothing; `nil` when `path` is not a link.
    private static func danglingLinkTarget(_ path: String) -> String? {
        var current = path
        var status = stat()
        // The kernel's own bound on a chain of links (`ELOOP` past it) is 40.
        for _ in 0..<40 {
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { break }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { break }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : "\(split(current).directory)/\(destination)"
        }
        return current == path ? nil : current
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
