/// A coarse measure of the space available on one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Constrained space.
    case compact
    /// Ample space.
    case regular
}
