/// How text that does not fit its line is wrapped or truncated. Stored only: no text is laid
/// out headless.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping
    /// Cut the text off at the edge.
    case byClipping
    /// Replace the start with an ellipsis.
    case byTruncatingHead
    /// Replace the end with an ellipsis.
    case byTruncatingTail
    /// Replace the middle with an ellipsis.
    case byTruncatingMiddle
}
