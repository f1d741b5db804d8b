import CompositionalLayout
import Foundation

/// The screen a view or a view controller is shown on for a drawing snapshot: a device preset
/// held in an orientation, in a light or dark appearance, at a text size.
///
/// Showing puts the view (or the controller's view) in a window of the device's screen size
/// and safe area, with the device's idiom, display scale and size classes and the appearance
/// and text size as the window's traits, and lays it out. As
/// `UICollectionView.apply(_:in:)` does, the process's `UIScreen.main` and `UIDevice.current`
/// become the device's screen and idiom, for layout code that reads them.
///
/// ```swift
/// let screen = SnapshotScreen(device: .iPhoneSE3, style: .dark, contentSize: .extraExtraLarge)
/// assertSnapshot(of: ListViewController(), as: .drawing(on: screen))
/// ```
public struct SnapshotScreen: Hashable, Sendable {
    /// The device whose screen the window fills.
    public var device: DevicePreset
    /// How the device is held.
    public var orientation: DevicePreset.Orientation
    /// Light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// The preferred text size.
    public var contentSizeCategory: UIContentSizeCategory

    /// A screen of `device` held in `orientation`, in the `style` appearance at the
    /// `contentSize` text size (an iPhone 15 upright, light, at the default large size unless
    /// given).
    public init(
        device: DevicePreset = .iPhone15, orientation: DevicePreset.Orientation = .portrait,
        style: UIUserInterfaceStyle = .light, contentSize: UIContentSizeCategory = .large
    ) {
        self.device = device
        self.orientation = orientation
        userInterfaceStyle = style
        contentSizeCategory = contentSize
    }

    /// The traits the window gets: the device's, the appearance and the text size.
    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            device.traitCollection(in: orientation), UITraitCollection(userInterfaceStyle: userInterfaceStyle),
            UITraitCollection(preferredContentSizeCategory: contentSizeCategory),
        ])
    }

    /// A window on this screen, made key and visible, with `controller` as its root, laid out.
    @MainActor
    public func window(showing controller: UIViewController) -> UIWindow {
        let window = makeWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// A window on this screen holding `view`, which fills it, laid out. The view leaves its
    /// superview, if it had one.
    @MainActor
    public func window(showing view: UIView) -> UIWindow {
        let window = makeWindow()
        window.addSubview(view)
        view.frame = window.bounds
        window.layoutIfNeeded()
        return window
    }

    @MainActor
    private func makeWindow() -> UIWindow {
        let size = device.screenSize(in: orientation)
        UIScreen.main.bounds = CGRect(origin: .zero, size: size)
        UIScreen.main.scale = device.scale
        UIDevice.current.userInterfaceIdiom = device.idiom.userInterfaceIdiom
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.safeAreaInsets = device.safeAreaInsets(in: orientation)
        window.traitCollection = traitCollection
        return window
    }
}
