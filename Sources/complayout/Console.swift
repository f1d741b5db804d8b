#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages on standard error and lists on standard output, written so that a stream that
/// is closed (`2>&-`), full (`2>/dev/full`) or a pipe nobody reads any more costs the message
/// and nothing else: the tool goes on, writes its output file and exits with the status its
/// work earned.
///
/// Foundation's `FileHandle.write(_:)` traps when the write fails, so the tool never uses it
/// for the standard streams. Results that must arrive (attributes, pictures) go through
/// ``OutputFile``, which reports a failed write as an error instead.
enum Console {
    /// Lets a write to a pipe whose reader has gone fail with `EPIPE` rather than end the
    /// process with `SIGPIPE`, so a lost message never costs the output file. Called once,
    /// at start.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` and a line break to standard error, as far as it can.
    static func printError(_ text: String) {
        write(text + "\n", to: STDERR_FILENO)
    }

    /// Writes `text` and a line break to standard output, as far as it can.
    static func printOutput(_ text: String) {
        write(text + "\n", to: STDOUT_FILENO)
    }

    /// Writes `text` to `descriptor`, retrying after signals and partial writes, and giving
    /// up silently at the first failure. Returns whether everything was written.
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            guard var pointer = buffer.baseAddress else { return true }
            var remaining = buffer.count
            while remaining > 0 {
                let written = systemWrite(descriptor, pointer, remaining)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                pointer += written
                remaining -= written
            }
            return true
        }
    }
}

/// The POSIX `write(2)`, named apart from `Console.write(_:to:)`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(fd, buffer, count)
}
