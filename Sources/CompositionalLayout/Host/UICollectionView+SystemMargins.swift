extension UICollectionView {
    /// The side margin UIKit documents for a root view in compact width: 16 points
    /// (useyourloaf.com, "Changing Root View Layout Margins": 16 for compact width, 20 for
    /// regular). Observed on 320- and 375-wide iPhones: an inset-grouped list's rows start at
    /// x 16 on a 375-wide iPhone.
    static let compactSystemSideMargin: CGFloat = 16

    /// The side margin UIKit documents for a root view in regular width: 20 points (same
    /// source). iPhones from 390 points wide get it too, although they are compact: an
    /// inset-grouped list's rows start at x 20 on 390- and 393-wide iPhones, even when the
    /// collection view itself is only 375 wide.
    static let regularSystemSideMargin: CGFloat = 20

    /// The narrowest portrait screen width of the iPhones with 20-point margins (iPhone 12,
    /// 13 and 14: 390 points). Narrower iPhones (320, 375) have 16.
    static let widePhonePortraitWidth: CGFloat = 390

    /// The narrowest portrait screen width of an iPad (iPad mini, 6th generation: 744 points).
    /// No iPhone is that wide.
    static let padPortraitWidth: CGFloat = 744

    /// The layout margins UIKit gives a view controller's root view at least, which the
    /// headless view uses until the app sets its own.
    ///
    /// The top and bottom are 0 (UIKit's root-view minimum on those edges; the safe area keeps
    /// content off the bars). The sides depend on the device, read from the screen's portrait
    /// width (`min(width, height)`, so rotating keeps them; the safe area grows instead):
    ///
    /// | screen, portrait width | horizontal size class | each side |
    /// |---|---|---|
    /// | below 390 (iPhone 320, 375) | any | 16 |
    /// | 390 … < 744 (iPhone 390, 393, 414, 428, 430) | any | 20 |
    /// | 744 and wider (iPad) | regular or unspecified | 20 |
    /// | 744 and wider (iPad) | compact (Slide Over, a narrow Split View) | 16 |
    ///
    /// The iPad rows follow UIKit's documented size-class values; the iPhone rows follow the
    /// observed output quoted on ``compactSystemSideMargin`` and ``regularSystemSideMargin``,
    /// which does not depend on the size class (a 414-wide iPhone in landscape is regular and
    /// keeps 20; a 375-wide one stays compact and keeps 16).
    static func systemMinimumLayoutMargins(screenSize: CGSize, traits: UITraitCollection) -> NSDirectionalEdgeInsets {
        let portraitWidth = min(screenSize.width, screenSize.height)
        let side: CGFloat
        if portraitWidth >= padPortraitWidth {
            side = traits.horizontalSizeClass == .compact ? compactSystemSideMargin : regularSystemSideMargin
        } else {
            side = portraitWidth < widePhonePortraitWidth ? compactSystemSideMargin : regularSystemSideMargin
        }
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
