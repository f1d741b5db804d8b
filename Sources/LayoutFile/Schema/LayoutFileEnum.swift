/// A value of the format spelled as one word, the name of the UIKit case it stands for
/// (`groupPagingCentered`, `insetGrouped`). Decoding lists the valid words when a file
/// uses another one.
public protocol LayoutFileEnum: RawRepresentable<String>, CaseIterable, Hashable, Sendable, Encodable {}

/// `configuration.scrollDirection`: UICollectionView.ScrollDirection.
public enum ScrollDirectionSpec: String, LayoutFileEnum {
    /// Content scrolls up and down (the default).
    case vertical
    /// Content scrolls left and right.
    case horizontal
}

/// `contentInsetsReference` and `supplementaryContentInsetsReference`: UIContentInsetsReference.
public enum ContentInsetsReferenceSpec: String, LayoutFileEnum {
    /// The configuration's reference for a section, the safe area for a configuration.
    case automatic
    /// No extra insets.
    case none
    /// The safe-area insets.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

/// `orthogonalScrollingBehavior`: UICollectionLayoutSectionOrthogonalScrollingBehavior.
public enum OrthogonalScrollingBehaviorSpec: String, LayoutFileEnum {
    /// The section does not scroll on its own (the default).
    case none
    /// The row scrolls freely.
    case continuous
    /// The row scrolls freely and rests on a group's leading edge.
    case continuousGroupLeadingBoundary
    /// The row pages by the collection view's width.
    case paging
    /// The row pages one group at a time.
    case groupPaging
    /// The row pages one group at a time, each group centred.
    case groupPagingCentered
}

/// `orthogonalScrollingProperties.bounce`: the properties' `Bounce`.
public enum BounceSpec: String, LayoutFileEnum {
    /// The collection view's own behaviour (the default).
    case automatic
    /// Always bounce.
    case always
    /// Never bounce.
    case never
}

/// A boundary supplementary item's `alignment`: NSRectAlignment.
public enum RectAlignmentSpec: String, LayoutFileEnum {
    /// No alignment; the layout rejects it for boundary items, as UIKit does.
    case none
    /// Centred on the top edge.
    case top
    /// The top-leading corner.
    case topLeading
    /// Centred on the leading edge.
    case leading
    /// The bottom-leading corner.
    case bottomLeading
    /// Centred on the bottom edge.
    case bottom
    /// The bottom-trailing corner.
    case bottomTrailing
    /// Centred on the trailing edge.
    case trailing
    /// The top-trailing corner.
    case topTrailing
}

/// One of an anchor's `edges`: a member of NSDirectionalRectEdge.
public enum RectEdgeSpec: String, LayoutFileEnum {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing
    /// All four edges.
    case all
}

/// `list.appearance`: UICollectionLayoutListConfiguration.Appearance.
public enum ListAppearanceSpec: String, LayoutFileEnum {
    /// Rows across the whole width.
    case plain
    /// Full-width rows in separated sections.
    case grouped
    /// Separated sections inset by the layout margins.
    case insetGrouped
    /// A split view's sidebar.
    case sidebar
    /// A sidebar whose rows span the width.
    case sidebarPlain
}

/// `list.headerMode`: UICollectionLayoutListConfiguration.HeaderMode.
public enum ListHeaderModeSpec: String, LayoutFileEnum {
    /// No header (the default).
    case none
    /// A self-sizing supplementary header.
    case supplementary
    /// The first item is styled as the header.
    case firstItemInSection
}

/// `list.footerMode`: UICollectionLayoutListConfiguration.FooterMode.
public enum ListFooterModeSpec: String, LayoutFileEnum {
    /// No footer (the default).
    case none
    /// A self-sizing supplementary footer.
    case supplementary
}

/// A size class in `host` and in a variant's `when`: UIUserInterfaceSizeClass.
public enum SizeClassSpec: String, LayoutFileEnum {
    /// Not specified.
    case unspecified
    /// Constrained space.
    case compact
    /// Ample space.
    case regular
}

/// `host.layoutDirection`: UIUserInterfaceLayoutDirection.
public enum LayoutDirectionSpec: String, LayoutFileEnum {
    /// Left to right (the default).
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// The kind of a group: the key that holds its body (`horizontal: {…}`).
public enum GroupKindSpec: String, LayoutFileEnum {
    /// NSCollectionLayoutGroup.horizontal(…).
    case horizontal
    /// NSCollectionLayoutGroup.vertical(…).
    case vertical
    /// NSCollectionLayoutGroup.custom(layoutSize:itemProvider:), with explicit frames.
    case custom
}
