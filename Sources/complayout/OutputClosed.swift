#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The reader of the pipe the tool writes to has gone (`complayout attributes … | head`):
/// nothing more can be written, so the work stops.
///
/// The tool ignores `SIGPIPE` while it works (``ignoreSignal()``), so that a write to a closed
/// pipe fails with `EPIPE` (``OutputFile`` throws this error) instead of killing the process
/// mid-line: the command unwinds, clearing its progress line, and then ends as other
/// command-line tools end when their reader goes, by `SIGPIPE` (``endTool()``): status 141 in
/// a shell, nothing printed.
struct OutputClosed: Error {
    /// Lets a write to a closed pipe fail with `EPIPE` rather than end the process.
    static func ignoreSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Ends the tool by `SIGPIPE`, as a write to the closed pipe would have with the signal's
    /// default action.
    static func endTool() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        // Not reached: the signal's default action ends the process.
        _exit(128 + SIGPIPE)
    }
}
