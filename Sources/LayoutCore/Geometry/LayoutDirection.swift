/// The reading direction that decides which physical side `leading` means.
public enum LayoutDirection: Hashable, Sendable {
    /// Leading is the left side.
    case leftToRight
    /// Leading is the right side; the solved layout is mirrored.
    case rightToLeft
}
