import CompositionalLayout
import Foundation

extension HostSpec {
    /// The host this describes, with the defaults (see ``HostSpec``) for what it leaves out.
    /// A section listed twice in `orthogonalScrollOffsets` takes its later offset, as
    /// setting them in file order does.
    public var collectionViewHost: CollectionViewHost {
        var rowOffsets: [Int: CGPoint] = [:]
        for offset in orthogonalScrollOffsets ?? [] { rowOffsets[offset.section] = CGPoint(x: offset.x, y: offset.y) }
        return CollectionViewHost(
            size: CGSize(width: width ?? Self.defaultWidth, height: height ?? Self.defaultHeight),
            displayScale: CGFloat(scale ?? Self.defaultScale),
            layoutDirection: layoutDirection ?? .leftToRight,
            horizontalSizeClass: horizontalSizeClass ?? Self.defaultHorizontalSizeClass,
            verticalSizeClass: verticalSizeClass ?? Self.defaultVerticalSizeClass,
            screenSize: screen.map { CGSize(width: $0.width, height: $0.height) },
            layoutMargins: layoutMargins.map(Self.edgeInsets), contentInset: contentInset.map(Self.edgeInsets) ?? .zero,
            safeAreaInsets: Self.edgeInsets(safeAreaInsets ?? Self.defaultSafeAreaInsets),
            contentOffset: contentOffset.map { CGPoint(x: $0.x, y: $0.y) }, orthogonalScrollOffsets: rowOffsets)
    }

    /// A headless collection view set up as this host describes (``collectionViewHost``,
    /// applied with `UICollectionView.apply(_:)`), showing `layout`. It has no data source
    /// yet, and the orthogonal offsets need a laid-out view: apply them with
    /// `applyScrollOffsets(of:)`.
    ///
    /// Works for any layout, so a layout written in Swift can be shown in the same host as
    /// a file.
    @MainActor
    public func makeCollectionView(collectionViewLayout layout: UICollectionViewLayout) -> UICollectionView {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.apply(collectionViewHost)
        return collectionView
    }

    private static func edgeInsets(_ spec: EdgeInsetsSpec) -> UIEdgeInsets {
        UIEdgeInsets(top: CGFloat(spec.top), left: CGFloat(spec.left), bottom: CGFloat(spec.bottom), right: CGFloat(spec.right))
    }
}
