/// How a line that does not fit is wrapped or cut: UIKit's `NSLineBreakMode`.
///
/// Lines wrap at word boundaries in every mode but ``byCharWrapping``; the mode decides what
/// happens to the last line allowed when text is left over: cut where the wrapping put the end
/// (``byWordWrapping``, ``byCharWrapping``), the rest of its paragraph clipped at the width
/// (``byClipping``), or shortened with an ellipsis (the truncating modes).
public enum LineBreakMode: Int, Hashable, Sendable {
    /// Wrap at word boundaries; a word longer than a line breaks between characters.
    case byWordWrapping = 0
    /// Wrap between any two characters.
    case byCharWrapping = 1
    /// The last line runs on and is clipped at the width.
    case byClipping = 2
    /// The last line shows its end, after an ellipsis.
    case byTruncatingHead = 3
    /// The last line shows its start, before an ellipsis.
    case byTruncatingTail = 4
    /// The last line shows its start and its end, with an ellipsis between.
    case byTruncatingMiddle = 5
}
