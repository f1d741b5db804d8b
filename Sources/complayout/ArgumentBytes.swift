/// The command line as the system passed it, to tell names that are not UTF-8.
///
/// Swift decodes each argument as UTF-8 and replaces bytes that are not with U+FFFD, so a
/// file name in another encoding reaches the commands as a name no file has: opening it would
/// fail with a misleading "no such file", and an output file would be created under the
/// replaced name. Such a name is reported as what it is instead.
enum ArgumentBytes {
    /// What to tell the user about a name that is not UTF-8.
    static let notUTF8Note = "shown with \u{FFFD} for the bytes that are not; rename the file or pass it on standard input"

    /// Whether `argument`, as the commands received it, was given as bytes that are not
    /// valid UTF-8: a system argument that is not UTF-8 decodes to it, alone or at its end
    /// (`--output=NAME`, `-oNAME`).
    static func isMangled(_ argument: String) -> Bool {
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return false }
        for index in 0..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            var length = 0
            while pointer[length] != 0 { length += 1 }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: length)
            guard String(validating: bytes, as: UTF8.self) == nil else { continue }
            let decoded = String(decoding: bytes, as: UTF8.self)
            if decoded.hasSuffix(argument) { return true }
        }
        return false
    }
}
