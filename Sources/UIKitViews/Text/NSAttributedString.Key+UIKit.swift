// The attribute names UIKit adds to Foundation for styling text; Foundation on Linux has no
// text styling, so apps' attributed strings need them from here. The raw values are UIKit's.

extension NSAttributedString.Key {
    /// The font of the text: a ``UIFont``.
    public static let font = NSAttributedString.Key("NSFont")
    /// The color of the text: a ``UIColor``.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color behind the text: a ``UIColor``.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points: a number.
    public static let kern = NSAttributedString.Key("NSKern")
}
