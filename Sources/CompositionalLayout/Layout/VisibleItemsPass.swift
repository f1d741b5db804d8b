internal import LayoutCore

/// The result of calling the sections' visible-items handlers for one scroll state: the
/// display changes they made, by element. Recomputed whenever the collection view's bounds or
/// a row's offset change (O-17 … O-19); handlers start from the plain attributes every time.
struct VisibleItemsPass {
    /// The scroll state a pass was computed for.
    struct ScrollState: Equatable {
        var bounds: CGRect
        var rowOffsets: OrthogonalRowOffsets
    }

    var state: ScrollState?
    var changed: [ElementKey: UICollectionViewLayoutAttributes] = [:]
}

/// The object a visible-items handler receives for one element; what the handler sets is
/// written to a copy of the element's attributes. A write that would make the element
/// impossible to show (see `VisibleItemRejections.isPossible`) is undone and recorded.
final class VisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    private let rejections: VisibleItemRejections

    init(_ attributes: UICollectionViewLayoutAttributes, rejections: VisibleItemRejections) {
        self.attributes = attributes
        self.rejections = rejections
    }

    /// Writes `value` to `property` through `keyPath`, unless the element could no longer be
    /// shown with it: then the attributes are left as they were and the write is recorded.
    /// The write is tried on a copy first, so nothing has to be undone (undoing a `center`
    /// or `transform` write could change the frame's last bits).
    private func write<Value>(
        _ value: Value, to keyPath: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, Value>,
        _ property: RejectedVisibleItemChange.Property
    ) {
        let trial = attributes.copy() as? UICollectionViewLayoutAttributes
        trial?[keyPath: keyPath] = value
        guard let trial, !VisibleItemRejections.isPossible(trial) else {
            attributes[keyPath: keyPath] = value
            return
        }
        rejections.record(
            RejectedVisibleItemChange(
                property: property, indexPath: attributes.indexPath,
                representedElementCategory: attributes.representedElementCategory,
                representedElementKind: attributes.representedElementKind, value: "\(value)"))
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { write(newValue, to: \.alpha, .alpha) }
    }

    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }

    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }

    var center: CGPoint {
        get { attributes.center }
        set { write(newValue, to: \.center, .center) }
    }

    var transform: CGAffineTransform {
        get { attributes.transform }
        set { write(newValue, to: \.transform, .transform) }
    }

    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { write(newValue, to: \.transform3D, .transform3D) }
    }

    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
