/// The window a collection view is shown in, as layout code reads it through
/// `collectionView.window`: its bounds, safe area, screen and traits.
///
/// The headless view is taken to fill its screen: its window's bounds are the view's
/// ``UICollectionView/screenSize`` at the origin, its safe area is the view's, and its screen
/// is ``UIScreen/main``.
@preconcurrency @MainActor
open class UIWindow {
    /// The window's rectangle in its screen's coordinates.
    open var frame: CGRect
    /// The insets of the window's safe area.
    open private(set) var safeAreaInsets: UIEdgeInsets
    /// The screen the window is on.
    open var screen: UIScreen
    /// The window's traits.
    open private(set) var traitCollection: UITraitCollection

    /// The window's own coordinates: origin zero, the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// Creates a window of `frame` on the main screen, with no safe area and no traits
    /// specified.
    public init(frame: CGRect) {
        self.frame = frame
        safeAreaInsets = .zero
        screen = .main
        traitCollection = UITraitCollection()
    }

    /// Creates the window a collection view fills.
    init(showing collectionView: UICollectionView) {
        frame = CGRect(origin: .zero, size: collectionView.screenSize)
        safeAreaInsets = collectionView.safeAreaInsets
        screen = .main
        traitCollection = collectionView.traitCollection
    }
}

extension UICollectionView {
    /// The window the view is shown in: one filling the view's ``screenSize``, with the view's
    /// safe area and traits, on ``UIScreen/main``. Each read describes the view as it is then.
    public var window: UIWindow? {
        UIWindow(showing: self)
    }
}
