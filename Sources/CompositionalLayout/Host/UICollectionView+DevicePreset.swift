extension UICollectionView {
    /// Shows the view full screen on `device` held in `orientation`: the frame takes the
    /// screen's size (its origin stays), ``screenSize`` becomes that size, the safe area
    /// becomes the device's, and the idiom, display scale and size classes are merged into
    /// `traitCollection` (other traits, such as the layout direction, are kept). The
    /// process's `UIScreen.main` and `UIDevice.current` become the device's screen and
    /// idiom, for layout code that reads them.
    ///
    /// Set the frame, safe area or traits afterwards to change one of them, e.g. a view
    /// narrower than the screen keeps the screen's default layout margins.
    ///
    /// ```swift
    /// collectionView.apply(.iPhoneSE3)                   // 375 × 667 @2x, safe area top 20
    /// collectionView.apply(.iPadPro11, in: .landscape)   // 1194 × 834 @2x, regular/regular
    /// ```
    public func apply(_ device: DevicePreset, in orientation: DevicePreset.Orientation = .portrait) {
        let size = device.screenSize(in: orientation)
        screenSize = size
        frame = CGRect(origin: frame.origin, size: size)
        safeAreaInsets = device.safeAreaInsets(in: orientation)
        traitCollection = UITraitCollection(traitsFrom: [traitCollection, device.traitCollection(in: orientation)])
        UIScreen.main.bounds = CGRect(origin: .zero, size: size)
        UIScreen.main.scale = device.scale
        UIDevice.current.userInterfaceIdiom = device.idiom.userInterfaceIdiom
    }
}
