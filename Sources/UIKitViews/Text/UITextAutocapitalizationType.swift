/// When the keyboard turns on the shift key by itself. The raw values are UIKit's. Stored
/// only: typed text is never changed headless.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence.
    case sentences = 2
    /// For every letter.
    case allCharacters = 3
}
