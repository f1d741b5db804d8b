/// Whether the user asked for higher contrast between colors.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The usual contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}
