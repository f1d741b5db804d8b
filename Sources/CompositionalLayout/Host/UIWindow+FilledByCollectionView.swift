extension UIWindow {
    /// The window a collection view that no window holds is taken to fill: its screen size at
    /// the origin, with the collection view's safe area and traits, on ``UIScreen/main``. The
    /// collection view is not added to it.
    convenience init(filledBy collectionView: UICollectionView) {
        self.init(frame: CGRect(origin: .zero, size: collectionView.screenSize))
        safeAreaInsets = collectionView.safeAreaInsets
        traitCollection = collectionView.traitCollection
    }
}
