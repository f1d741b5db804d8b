/// Why ``UIFont/registerFonts(at:)`` registered nothing.
public enum UIFontRegistrationError: Error, Hashable, Sendable {
    /// Nothing can be read at the URL.
    case unreadable(URL)
    /// The file is not a font read here (OpenType or TrueType, or a collection of them); the
    /// reason says where it went wrong.
    case malformed(URL, reason: String)
}
