/// The view at the root of a hierarchy shown on a screen, as layout code reads it through a
/// view's `window`: its bounds, safe area, screen and traits.
///
/// Nothing is shown headless: a window is a ``UIView`` that holds the hierarchy and names its
/// ``screen``. A view added to a window (directly or below another view) answers it from
/// ``UIView/window``. A collection view that no window holds is taken to fill its screen and
/// answers a window of its own (see `UICollectionView.window` in CompositionalLayout).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The screen the window is on; ``UIScreen/main`` unless set.
    open var screen: UIScreen = .main

    /// Creates a window of `frame` on the main screen, with no safe area and no traits of its
    /// own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
