/// Which of the collection view's insets a section's content keeps clear of.
public enum UIContentInsetsReference: Int, Sendable {
    /// The system default: the configuration's reference for a section, the safe area for a
    /// configuration.
    case automatic = 0
    /// No extra insets.
    case none
    /// The safe-area insets.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}
