/// The kind of device, or of interface, an app is running in.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// A CarPlay screen.
    case carPlay = 3
    /// A Mac (Mac Catalyst with the Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
