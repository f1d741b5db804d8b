/// The device layout code asks through `UIDevice.current`, for its idiom.
///
/// ``current`` is one object for the whole process: `UICollectionView.apply(_:in:)` sets
/// its idiom to the device preset's, and tests may set ``userInterfaceIdiom`` directly (in
/// the same main-actor test that reads it).
@preconcurrency @MainActor
open class UIDevice {
    /// The object `UIDevice.current` returns.
    private static let currentDevice = UIDevice()

    /// The device the app runs on; at launch an iPhone.
    open class var current: UIDevice { currentDevice }

    /// The kind of device: `.phone` until set. Settable here because there is no device to
    /// ask.
    open var userInterfaceIdiom: UIUserInterfaceIdiom = .phone

    /// Creates a phone.
    init() {}
}
