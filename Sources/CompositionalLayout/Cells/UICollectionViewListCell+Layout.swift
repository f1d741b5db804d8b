import UIKitViews

// How a list cell places its content among its accessories, as UIKit's list cells do on an
// iPhone (values and sources in Docs/DECISIONS.md, "List cells"):
//
//   |margin|[leading accessories]|indentation|content view                |[trailing accessories]|margin|
//
// - Delete, insert and multiselect go on the leading edge; disclosure indicator, detail,
//   checkmark, reorder, outline disclosure and label on the trailing edge; a custom view where
//   its placement says. Accessories shown for the cell's editing state take room, hidden ones
//   too (UIKit keeps their space).
// - Each takes its reserved width: the standard width (24 points, 28 in a sidebar, scaled as
//   body text scales), a custom width, or its actual width (a label's text, a custom view's
//   width; a system accessory's image has no width headless, so it takes the standard width).
//   A label or custom view is never narrower than its actual width.
// - Accessories on an edge are 8 points apart on the trailing edge and 16 on the leading one;
//   the outermost sits at the cell's layout margin; the content view touches the innermost.
// - The cell's horizontal layout margins in a list are the list's: the collection view's
//   margin, plus the safe area where the row reaches into it.

extension UICollectionViewListCell {
    /// How far the content view is inset from the cell's leading and trailing edges.
    struct ContentInsets: Equatable {
        var leading: CGFloat
        var trailing: CGFloat
    }

    /// The content view's insets: the accessories shown (with their spacing and the margin
    /// outside them) and the indentation on the leading side.
    var contentInsets: ContentInsets {
        let editing = configurationState.isEditing
        let margins = directionalLayoutMargins
        let shown = accessories.filter { $0.isDisplayed(editing: editing) }
        let leading = shown.filter { $0.isOnLeadingEdge }.map(layoutWidth(of:))
        let trailing = shown.filter { !$0.isOnLeadingEdge }.map(layoutWidth(of:))
        func inset(_ widths: [CGFloat], spacing: CGFloat, margin: CGFloat) -> CGFloat {
            widths.isEmpty ? 0 : margin + widths.reduce(0, +) + spacing * CGFloat(widths.count - 1)
        }
        let indentation = contentIndentation
        return ContentInsets(
            leading: inset(leading, spacing: 16, margin: margins.leading) + indentation,
            trailing: inset(trailing, spacing: 8, margin: margins.trailing))
    }

    /// The content view's frame in the cell's bounds, mirrored right to left.
    var contentFrame: CGRect {
        let insets = contentInsets
        let width = max(0, bounds.width - insets.leading - insets.trailing)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return CGRect(
            x: bounds.minX + (rightToLeft ? insets.trailing : insets.leading), y: bounds.minY, width: width,
            height: bounds.height)
    }

    /// How far the cell's margins reach into a content view inset by `insets`.
    func marginsReachingContent(insets: ContentInsets) -> NSDirectionalEdgeInsets {
        let margins = directionalLayoutMargins
        return NSDirectionalEdgeInsets(
            top: margins.top, leading: max(0, margins.leading - insets.leading), bottom: margins.bottom,
            trailing: max(0, margins.trailing - insets.trailing))
    }

    /// The size of the cell fitting `targetSize` when it shows list content: the content
    /// view's fitting size at the width left by the accessories, plus their widths.
    func listContentFittingSize(
        _ content: UIListContentView, targetSize: CGSize, fixesWidth: Bool, fixesHeight: Bool
    ) -> CGSize {
        let insets = contentInsets
        let reaching = marginsReachingContent(insets: insets)
        let contentWidth = fixesWidth ? max(0, targetSize.width - insets.leading - insets.trailing) : .infinity
        let fitting = content.fittingSize(width: contentWidth, superviewMarginsReaching: reaching)
        return CGSize(
            width: fixesWidth ? targetSize.width : fitting.width + insets.leading + insets.trailing,
            height: fixesHeight ? targetSize.height : fitting.height)
    }

    /// The list's margins for the cell in `collectionView`: the collection view's horizontal
    /// margins plus the safe area where the row reaches into it; the cell's own vertical
    /// margins.
    func listMargins(in collectionView: UICollectionView) -> NSDirectionalEdgeInsets {
        let outer = collectionView.directionalLayoutMargins
        let safe = collectionView.safeAreaInsets
        let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leftGap = frame.minX - collectionView.bounds.minX
        let rightGap = collectionView.bounds.maxX - frame.maxX
        let left = max(0, safe.left - max(0, leftGap))
        let right = max(0, safe.right - max(0, rightGap))
        let own = super.directionalLayoutMargins
        return NSDirectionalEdgeInsets(
            top: own.top, leading: outer.leading + (rightToLeft ? right : left), bottom: own.bottom,
            trailing: outer.trailing + (rightToLeft ? left : right))
    }

    /// How far from the cell's leading edge the list content's text starts, where a list's
    /// automatic separator starts; `nil` when the cell shows no list content text.
    var listSeparatorLeadingInset: CGFloat? {
        guard let content = contentView as? UIListContentView else { return nil }
        let insets = contentInsets
        return content.textLeadingInset(superviewMarginsReaching: marginsReachingContent(insets: insets))
            .map { $0 + insets.leading }
    }

    /// The standard width of an accessory: 24 points, 28 in a sidebar, scaled as body text
    /// scales.
    var standardAccessoryWidth: CGFloat {
        UIFontMetrics.default.scaledValue(
            for: listAppearance == .sidebar || listAppearance == .sidebarPlain ? 28 : 24, compatibleWith: traitCollection)
    }

    /// The width `accessory` takes in the layout.
    func layoutWidth(of accessory: UICellAccessory) -> CGFloat {
        let standard = standardAccessoryWidth
        let actual = accessory.actualWidth
        switch accessory.reservedLayoutWidth {
        case .standard: return max(standard, actual ?? 0)
        case .custom(let width): return max(width.isFinite ? max(0, width) : 0, actual ?? 0)
        case .actual: return actual ?? standard
        }
    }
}

extension UICellAccessory {
    /// Whether the accessory goes on the leading edge: delete, insert, multiselect, and custom
    /// views placed there.
    var isOnLeadingEdge: Bool {
        switch options {
        case .delete, .insert, .multiselect: true
        case .customView(let configuration):
            if case .leading = configuration.placement { true } else { false }
        default: false
        }
    }

    /// The width the accessory was asked to keep.
    fileprivate var reservedLayoutWidth: LayoutDimension {
        switch options {
        case .disclosureIndicator(let options): options.reservedLayoutWidth
        case .detail(let options): options.reservedLayoutWidth
        case .checkmark(let options): options.reservedLayoutWidth
        case .delete(let options): options.reservedLayoutWidth
        case .insert(let options): options.reservedLayoutWidth
        case .reorder(let options): options.reservedLayoutWidth
        case .multiselect(let options): options.reservedLayoutWidth
        case .outlineDisclosure(let options): options.reservedLayoutWidth
        case .label(_, let options): options.reservedLayoutWidth
        case .customView(let configuration): configuration.reservedLayoutWidth
        }
    }

    /// The accessory's own width when it is known: a label's text in its font, a custom view's
    /// intrinsic width (its frame's width when it has none or keeps its size); `nil` for the
    /// system accessories, whose images have no size headless.
    @MainActor var actualWidth: CGFloat? {
        switch options {
        case .label(let text, let options):
            let label = UILabel()
            label.font = options.adjustsFontForContentSizeCategory ? options.font.adjusted(toContentSizeCategoryOf: label.traitCollection) : options.font
            label.text = text
            return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
        case .customView(let configuration):
            let view = configuration.customView
            let intrinsic = view.intrinsicContentSize.width
            return configuration.maintainsFixedSize || intrinsic == UIView.noIntrinsicMetric ? view.frame.width : intrinsic
        default:
            return nil
        }
    }
}
