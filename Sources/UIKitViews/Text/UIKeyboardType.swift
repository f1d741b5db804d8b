/// The keyboard a text input shows. The raw values are UIKit's. Stored only: there is no
/// keyboard headless.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard of the current input method.
    case `default` = 0
    /// Letters and punctuation of ASCII only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// Characters for entering URLs.
    case URL = 3
    /// Digits 0 to 9.
    case numberPad = 4
    /// Digits and the phone symbols.
    case phonePad = 5
    /// Letters, with a phone pad for numbers.
    case namePhonePad = 6
    /// Characters for entering email addresses.
    case emailAddress = 7
    /// Digits and a decimal separator.
    case decimalPad = 8
    /// Characters for social posts (`@`, `#`).
    case twitter = 9
    /// Characters for web searches.
    case webSearch = 10
    /// Digits of ASCII only.
    case asciiCapableNumberPad = 11

    /// The ASCII-only letter keyboard, UIKit's older name.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
