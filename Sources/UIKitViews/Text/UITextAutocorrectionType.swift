/// Whether the keyboard corrects spelling as the user types. The raw values are UIKit's.
/// Stored only: typed text is never changed headless.
public enum UITextAutocorrectionType: Int, Sendable {
    /// As the input method decides.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
