/// The user interface's appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
