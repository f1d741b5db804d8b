/// Whether the user asked for bold text.
public enum UILegibilityWeight: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Text at its regular weight.
    case regular = 0
    /// Bold text.
    case bold = 1
}
