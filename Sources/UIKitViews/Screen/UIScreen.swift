/// The screen layout code reads through `UIScreen.main`: its size in points and its scale.
///
/// There is no screen to ask, so the values are set: `UICollectionView.apply(_:in:)` makes
/// ``main`` the device preset's screen, and tests may set ``bounds`` and ``scale`` directly.
/// ``main`` is one object for the whole process, as the device's screen is: a test that
/// reads it (through code under test) sets it first, in the same main-actor test.
///
/// ```swift
/// collectionView.apply(.iPadPro11)          // UIScreen.main.bounds = (0, 0, 834, 1194), scale 2
/// UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
/// ```
@preconcurrency @MainActor
open class UIScreen {
    /// The screen `UIScreen.main` returns.
    private static let mainScreen = UIScreen(
        bounds: CGRect(origin: .zero, size: DevicePreset.iPhone15.portraitSize), scale: DevicePreset.iPhone15.scale)

    /// The device's screen; at launch an iPhone 15's, 393 × 852 points at scale 3.
    open class var main: UIScreen { mainScreen }

    /// The screen's rectangle in points, origin zero, in the current orientation. Settable
    /// here because there is no screen to ask.
    open var bounds: CGRect

    /// Device pixels per point. Settable here because there is no screen to ask.
    open var scale: CGFloat

    /// The scale of the physical pixels; the same as ``scale`` here.
    open var nativeScale: CGFloat { scale }

    /// Creates a screen of `bounds` points at `scale` pixels per point.
    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}
