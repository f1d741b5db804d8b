import CompositionalLayout

// The one table per UIKit type giving each value its word in the format: UIKit's case name.
// The loader (`LayoutObjects`), the exporter (`LayoutExporter`) and the decoder's "did you
// mean" all read these tables; `LayoutFileWordsTests` checks that each covers every case and
// that every word round-trips.

extension UICollectionView.ScrollDirection: LayoutFileEnum {
    /// `configuration.scrollDirection`.
    public static let fileWords: [(value: Self, word: String)] = [
        (.vertical, "vertical"),
        (.horizontal, "horizontal"),
    ]
}

extension UIContentInsetsReference: LayoutFileEnum {
    /// `contentInsetsReference` and `supplementaryContentInsetsReference`.
    public static let fileWords: [(value: Self, word: String)] = [
        (.automatic, "automatic"),
        (.none, "none"),
        (.safeArea, "safeArea"),
        (.layoutMargins, "layoutMargins"),
        (.readableContent, "readableContent"),
    ]
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior: LayoutFileEnum {
    /// `orthogonalScrollingBehavior`.
    public static let fileWords: [(value: Self, word: String)] = [
        (.none, "none"),
        (.continuous, "continuous"),
        (.continuousGroupLeadingBoundary, "continuousGroupLeadingBoundary"),
        (.paging, "paging"),
        (.groupPaging, "groupPaging"),
        (.groupPagingCentered, "groupPagingCentered"),
    ]
}

extension UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce: LayoutFileEnum {
    /// `orthogonalScrollingProperties.bounce`.
    public static let fileWords: [(value: Self, word: String)] = [
        (.automatic, "automatic"),
        (.always, "always"),
        (.never, "never"),
    ]
}

extension UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate: LayoutFileEnum {
    /// The named rates of `orthogonalScrollingProperties.decelerationRate`; any other rate is
    /// written as its number.
    public static let fileWords: [(value: Self, word: String)] = [
        (.automatic, "automatic"),
        (.normal, "normal"),
        (.fast, "fast"),
    ]
}

extension NSRectAlignment: LayoutFileEnum {
    /// A boundary supplementary item's `alignment`.
    public static let fileWords: [(value: Self, word: String)] = [
        (.none, "none"),
        (.top, "top"),
        (.topLeading, "topLeading"),
        (.leading, "leading"),
        (.bottomLeading, "bottomLeading"),
        (.bottom, "bottom"),
        (.bottomTrailing, "bottomTrailing"),
        (.trailing, "trailing"),
        (.topTrailing, "topTrailing"),
    ]
}

extension NSDirectionalRectEdge: LayoutFileEnum {
    /// The members of an anchor's `edges` list: the four edges and `all`.
    public static let fileWords: [(value: Self, word: String)] = [
        (.top, "top"),
        (.leading, "leading"),
        (.bottom, "bottom"),
        (.trailing, "trailing"),
        (.all, "all"),
    ]
}

extension UICollectionLayoutListConfiguration.Appearance: LayoutFileEnum {
    /// `list.appearance`.
    public static let fileWords: [(value: Self, word: String)] = [
        (.plain, "plain"),
        (.grouped, "grouped"),
        (.insetGrouped, "insetGrouped"),
        (.sidebar, "sidebar"),
        (.sidebarPlain, "sidebarPlain"),
    ]
}

extension UICollectionLayoutListConfiguration.HeaderMode: LayoutFileEnum {
    /// `list.headerMode`.
    public static let fileWords: [(value: Self, word: String)] = [
        (.none, "none"),
        (.supplementary, "supplementary"),
        (.firstItemInSection, "firstItemInSection"),
    ]
}

extension UICollectionLayoutListConfiguration.FooterMode: LayoutFileEnum {
    /// `list.footerMode`.
    public static let fileWords: [(value: Self, word: String)] = [
        (.none, "none"),
        (.supplementary, "supplementary"),
    ]
}

extension UIUserInterfaceSizeClass: LayoutFileEnum {
    /// A size class in `host` and in a variant's `when`.
    public static let fileWords: [(value: Self, word: String)] = [
        (.unspecified, "unspecified"),
        (.compact, "compact"),
        (.regular, "regular"),
    ]
}

extension UIUserInterfaceLayoutDirection: LayoutFileEnum {
    /// `host.layoutDirection`.
    public static let fileWords: [(value: Self, word: String)] = [
        (.leftToRight, "leftToRight"),
        (.rightToLeft, "rightToLeft"),
    ]
}

extension UICellAccessory.DisplayedState: LayoutFileEnum {
    /// An accessory's `displayed`.
    public static let fileWords: [(value: Self, word: String)] = [
        (.always, "always"),
        (.whenEditing, "whenEditing"),
        (.whenNotEditing, "whenNotEditing"),
    ]
}
