import CompositionalLayout

/// Where a layout is shown: the collection view's size, scale, safe area, direction and
/// scroll position, and how many items its sections hold. ``HostOptions`` resolves the
/// command line into one; a layout file's host section can be the base it resolves over.
struct HostSettings: Sendable {
    /// The width the tool has always used by default (a 375-point iPhone).
    static let defaultWidth = 375.0
    /// The height the tool has always used by default (an 812-point iPhone).
    static let defaultHeight = 812.0
    /// The display scale the tool has always used by default.
    static let defaultScale = 3.0

    /// The tool's defaults: 375 × 812 points at scale 3, no safe area, left to right, at
    /// the resting offset, the example's own item counts, no device.
    static let standard = HostSettings()

    /// The device whose screen, safe area and size classes are applied first, if any.
    var device: DevicePreset?
    /// How ``device`` is held.
    var orientation: DevicePreset.Orientation = .portrait
    /// The collection view's width in points.
    var width = defaultWidth
    /// The collection view's height in points.
    var height = defaultHeight
    /// Pixels per point; frames are aligned to this grid.
    var scale = defaultScale
    /// The safe-area insets.
    var safeAreaInsets = UIEdgeInsets.zero
    /// The reading direction.
    var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight
    /// The content offset to show, or `nil` for the resting offset (the top, minus the
    /// adjusted content inset, as a collection view starts).
    var contentOffset: CGPoint?
    /// Offsets of orthogonal rows by section, applied with `setOrthogonalScrollOffset`.
    var orthogonalOffsets: [Int: CGPoint] = [:]
    /// An item count for every section, replacing the layout's own counts, or `nil`.
    var itemCount: Int?

    /// The item counts to lay out: `counts`, or ``itemCount`` for each of its sections.
    func itemCounts(overriding counts: [Int]) -> [Int] {
        guard let itemCount else { return counts }
        return counts.map { _ in itemCount }
    }

    /// Sets up `collectionView` before its first layout: the device first (screen size, safe
    /// area, scale, size classes), then the frame size, safe area, scale and direction held
    /// here (which start as the device's and may have been overridden).
    @MainActor
    func apply(to collectionView: UICollectionView) {
        if let device { collectionView.apply(device, in: orientation) }
        collectionView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        collectionView.safeAreaInsets = safeAreaInsets
        collectionView.traitCollection = UITraitCollection(traitsFrom: [
            collectionView.traitCollection, UITraitCollection(displayScale: CGFloat(scale)),
            UITraitCollection(layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
        ])
    }

    /// Scrolls `collectionView` to what is held here, after it was laid out (and measured):
    /// the content offset if one was given, then the orthogonal rows in section order.
    @MainActor
    func scroll(_ collectionView: UICollectionView) {
        if let contentOffset {
            collectionView.contentOffset = contentOffset
            collectionView.layoutIfNeeded()
        }
        for section in orthogonalOffsets.keys.sorted() {
            if let offset = orthogonalOffsets[section] {
                collectionView.setOrthogonalScrollOffset(offset, forSection: section)
            }
        }
        collectionView.layoutIfNeeded()
    }
}
