// Fonts a process brings: the headless counterpart of Core Text's
// CTFontManagerRegisterFontsForURL, named for what it does in UIFont's terms.

extension UIFont {
    /// Registers the fonts of the font file at `url` (OpenType or TrueType, or a collection)
    /// or, for a directory, of its font files (`.ttf`, `.otf`, `.ttc`, `.otc`; unreadable
    /// ones skipped), for measuring text: afterwards ``UIFont/init(name:size:)`` finds them by
    /// PostScript or full name, and the system font uses SF Pro Text and SF Pro Display faces
    /// when they are registered. Returns the number of faces registered. The
    /// `COMPLAYOUT_FONTS` environment variable (a colon-separated list of files and
    /// directories) registers fonts the same way, on the first use of a font.
    ///
    /// Apple's platforms register fonts with Core Text's `CTFontManagerRegisterFontsForURL`;
    /// there is no UIKit method to mirror, so this one is named for what it does.
    @discardableResult
    public static func registerFonts(at url: URL) throws(UIFontRegistrationError) -> Int {
        try FontRegistry.shared.register(url, skippingUnreadable: true)
    }
}
