import CompositionalLayout

// Each word of the format and the UIKit value it names, both ways: the loader
// (`LayoutObjects`) reads words into values, the exporter (`LayoutExporter`) writes values as
// words. A pair of exhaustive switches per enumeration, side by side, so a case added to
// either enumeration fails to compile until both directions name it.

extension UICollectionView.ScrollDirection {
    /// The scroll direction the file's word names.
    public init(_ spec: ScrollDirectionSpec) {
        switch spec {
        case .vertical: self = .vertical
        case .horizontal: self = .horizontal
        }
    }
}

extension ScrollDirectionSpec {
    /// The file's word for a scroll direction.
    public init(_ value: UICollectionView.ScrollDirection) {
        switch value {
        case .vertical: self = .vertical
        case .horizontal: self = .horizontal
        }
    }
}

extension UIContentInsetsReference {
    /// The insets reference the file's word names.
    public init(_ spec: ContentInsetsReferenceSpec) {
        switch spec {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }
}

extension ContentInsetsReferenceSpec {
    /// The file's word for a insets reference.
    public init(_ value: UIContentInsetsReference) {
        switch value {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    /// The behaviour the file's word names.
    public init(_ spec: OrthogonalScrollingBehaviorSpec) {
        switch spec {
        case .none: self = .none
        case .continuous: self = .continuous
        case .continuousGroupLeadingBoundary: self = .continuousGroupLeadingBoundary
        case .paging: self = .paging
        case .groupPaging: self = .groupPaging
        case .groupPagingCentered: self = .groupPagingCentered
        }
    }
}

extension OrthogonalScrollingBehaviorSpec {
    /// The file's word for a behaviour.
    public init(_ value: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        switch value {
        case .none: self = .none
        case .continuous: self = .continuous
        case .continuousGroupLeadingBoundary: self = .continuousGroupLeadingBoundary
        case .paging: self = .paging
        case .groupPaging: self = .groupPaging
        case .groupPagingCentered: self = .groupPagingCentered
        }
    }
}

extension UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce {
    /// The bounce behaviour the file's word names.
    public init(_ spec: BounceSpec) {
        switch spec {
        case .automatic: self = .automatic
        case .always: self = .always
        case .never: self = .never
        }
    }
}

extension BounceSpec {
    /// The file's word for a bounce behaviour.
    public init(_ value: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce) {
        switch value {
        case .automatic: self = .automatic
        case .always: self = .always
        case .never: self = .never
        }
    }
}

extension NSRectAlignment {
    /// The alignment the file's word names.
    public init(_ spec: RectAlignmentSpec) {
        switch spec {
        case .none: self = .none
        case .top: self = .top
        case .topLeading: self = .topLeading
        case .leading: self = .leading
        case .bottomLeading: self = .bottomLeading
        case .bottom: self = .bottom
        case .bottomTrailing: self = .bottomTrailing
        case .trailing: self = .trailing
        case .topTrailing: self = .topTrailing
        }
    }
}

extension RectAlignmentSpec {
    /// The file's word for a alignment.
    public init(_ value: NSRectAlignment) {
        switch value {
        case .none: self = .none
        case .top: self = .top
        case .topLeading: self = .topLeading
        case .leading: self = .leading
        case .bottomLeading: self = .bottomLeading
        case .bottom: self = .bottom
        case .bottomTrailing: self = .bottomTrailing
        case .trailing: self = .trailing
        case .topTrailing: self = .topTrailing
        }
    }
}

extension UICollectionLayoutListConfiguration.Appearance {
    /// The list appearance the file's word names.
    public init(_ spec: ListAppearanceSpec) {
        switch spec {
        case .plain: self = .plain
        case .grouped: self = .grouped
        case .insetGrouped: self = .insetGrouped
        case .sidebar: self = .sidebar
        case .sidebarPlain: self = .sidebarPlain
        }
    }
}

extension ListAppearanceSpec {
    /// The file's word for a list appearance.
    public init(_ value: UICollectionLayoutListConfiguration.Appearance) {
        switch value {
        case .plain: self = .plain
        case .grouped: self = .grouped
        case .insetGrouped: self = .insetGrouped
        case .sidebar: self = .sidebar
        case .sidebarPlain: self = .sidebarPlain
        }
    }
}

extension UICollectionLayoutListConfiguration.HeaderMode {
    /// The header mode the file's word names.
    public init(_ spec: ListHeaderModeSpec) {
        switch spec {
        case .none: self = .none
        case .supplementary: self = .supplementary
        case .firstItemInSection: self = .firstItemInSection
        }
    }
}

extension ListHeaderModeSpec {
    /// The file's word for a header mode.
    public init(_ value: UICollectionLayoutListConfiguration.HeaderMode) {
        switch value {
        case .none: self = .none
        case .supplementary: self = .supplementary
        case .firstItemInSection: self = .firstItemInSection
        }
    }
}

extension UICollectionLayoutListConfiguration.FooterMode {
    /// The footer mode the file's word names.
    public init(_ spec: ListFooterModeSpec) {
        switch spec {
        case .none: self = .none
        case .supplementary: self = .supplementary
        }
    }
}

extension ListFooterModeSpec {
    /// The file's word for a footer mode.
    public init(_ value: UICollectionLayoutListConfiguration.FooterMode) {
        switch value {
        case .none: self = .none
        case .supplementary: self = .supplementary
        }
    }
}

extension UIUserInterfaceSizeClass {
    /// The size class the file's word names.
    public init(_ spec: SizeClassSpec) {
        switch spec {
        case .unspecified: self = .unspecified
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }
}

extension SizeClassSpec {
    /// The file's word for a size class.
    public init(_ value: UIUserInterfaceSizeClass) {
        switch value {
        case .unspecified: self = .unspecified
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }
}

extension UIUserInterfaceLayoutDirection {
    /// The layout direction the file's word names.
    public init(_ spec: LayoutDirectionSpec) {
        switch spec {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}

extension LayoutDirectionSpec {
    /// The file's word for a layout direction.
    public init(_ value: UIUserInterfaceLayoutDirection) {
        switch value {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}

extension UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate {
    /// The rate the file's value names.
    public init(_ spec: DecelerationRateSpec) {
        switch spec {
        case .automatic: self = .automatic
        case .normal: self = .normal
        case .fast: self = .fast
        case .rate(let value): self.init(rawValue: CGFloat(value))
        }
    }
}
