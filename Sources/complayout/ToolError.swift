/// A failure the tool reports as one line on standard error (after ArgumentParser's
/// `Error: ` prefix), exiting with status 1: an unknown device or example, an output path
/// that cannot be written, a layout that cannot be laid out.
///
/// Malformed option values are usage errors instead (`ValidationError`, status 64, followed
/// by the usage), as ArgumentParser reports values it cannot parse.
struct ToolError: Error, CustomStringConvertible {
    /// The message, one line, without the `Error: ` prefix.
    let description: String

    /// Creates the error with its message.
    init(_ description: String) {
        self.description = description
    }
}
