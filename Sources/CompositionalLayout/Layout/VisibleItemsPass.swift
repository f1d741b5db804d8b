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
/// written to a copy of the element's attributes.
final class VisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
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
        set { attributes.center = newValue }
    }

    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }

    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }

    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
