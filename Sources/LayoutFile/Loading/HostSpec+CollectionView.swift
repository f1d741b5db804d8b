import CompositionalLayout
import Foundation

extension HostSpec {
    /// The view's frame size after defaults.
    public var resolvedSize: CGSize {
        CGSize(width: width ?? Self.defaultWidth, height: height ?? Self.defaultHeight)
    }

    /// A headless collection view set up as this host describes (defaults for what it
    /// leaves out), showing `layout`: frame, traits (scale, size classes, layout direction),
    /// screen, layout margins, content inset, safe area and content offset. It has no data
    /// source yet, and orthogonal offsets need a laid-out view: see
    /// ``applyOrthogonalScrollOffsets(to:)``.
    ///
    /// Works for any layout, so a layout written in Swift can be shown in the same host as
    /// a file.
    @MainActor
    public func makeCollectionView(collectionViewLayout layout: UICollectionViewLayout) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: resolvedSize), collectionViewLayout: layout)
        let direction: UITraitEnvironmentLayoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        collectionView.traitCollection = UITraitCollection(traitsFrom: [
            collectionView.traitCollection,
            UITraitCollection(displayScale: CGFloat(scale ?? Self.defaultScale)),
            UITraitCollection(layoutDirection: direction),
            UITraitCollection(horizontalSizeClass: UIUserInterfaceSizeClass(horizontalSizeClass ?? Self.defaultHorizontalSizeClass)),
            UITraitCollection(verticalSizeClass: UIUserInterfaceSizeClass(verticalSizeClass ?? Self.defaultVerticalSizeClass)),
        ])
        if let screen { collectionView.screenSize = CGSize(width: screen.width, height: screen.height) }
        // Physical margins become directional through the layout direction set above.
        if let layoutMargins { collectionView.layoutMargins = Self.edgeInsets(layoutMargins) }
        if let contentInset { collectionView.contentInset = Self.edgeInsets(contentInset) }
        // The view rests at its top, so setting the insets moves it to the new resting
        // offset, as a scroll view does.
        collectionView.safeAreaInsets = Self.edgeInsets(safeAreaInsets ?? Self.defaultSafeAreaInsets)
        if let contentOffset { collectionView.contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y) }
        return collectionView
    }

    /// Scrolls the orthogonal rows to `orthogonalScrollOffsets` (laying the view out
    /// first) and returns the sections among them that are not orthogonal rows, whose
    /// offsets have no effect.
    @MainActor
    @discardableResult
    public func applyOrthogonalScrollOffsets(to collectionView: UICollectionView) -> [Int] {
        var ignored: [Int] = []
        for offset in orthogonalScrollOffsets ?? [] {
            guard collectionView.orthogonalContentSize(forSection: offset.section) != nil else {
                ignored.append(offset.section)
                continue
            }
            collectionView.setOrthogonalScrollOffset(CGPoint(x: offset.x, y: offset.y), forSection: offset.section)
        }
        return ignored
    }

    static func edgeInsets(_ spec: EdgeInsetsSpec) -> UIEdgeInsets {
        UIEdgeInsets(top: CGFloat(spec.top), left: CGFloat(spec.left), bottom: CGFloat(spec.bottom), right: CGFloat(spec.right))
    }
}
