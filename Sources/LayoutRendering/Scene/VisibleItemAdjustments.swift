import CompositionalLayout
import Foundation

/// What the sections' visible-items handlers changed for the current scroll state, by
/// element: the attributes the layout hands out for the elements whose frame, zIndex, alpha
/// or hidden flag differ from the layout's plain values (`LayoutFrames`).
///
/// Handlers only see the elements in the view's bounds, so a look at the bounds finds every
/// change: a drawing read from the layout's values stays what the attributes would draw, at
/// the cost of one viewport query. Empty for a layout without handlers.
@MainActor
struct VisibleItemAdjustments {
    /// An element's identity: category, kind and index path.
    private struct Identity: Hashable {
        var category: UICollectionElementCategory
        var kind: String?
        var indexPath: IndexPath
    }

    private var changed: [Identity: UICollectionViewLayoutAttributes] = [:]

    /// Whether no handler changed anything.
    var isEmpty: Bool { changed.isEmpty }

    /// The changes `layout`'s handlers made to the elements of `frames` in `bounds`.
    init(_ layout: UICollectionViewLayout, frames: LayoutFrames, bounds: CGRect) {
        for attributes in layout.layoutAttributesForElements(in: bounds) ?? [] {
            let identity = Identity(
                category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                indexPath: attributes.indexPath)
            changed[identity] = attributes
        }
        frames.forEachFrameInIndexPathOrder(in: bounds) { plain in
            let identity = Identity(category: plain.category, kind: plain.kind, indexPath: plain.indexPath)
            guard let attributes = changed[identity] else { return }
            if attributes.frame == plain.frame, attributes.zIndex == plain.zIndex, attributes.alpha == 1, !attributes.isHidden {
                changed[identity] = nil
            }
        }
    }

    /// The attributes a handler changed for `element`, or `nil` when its plain values stand.
    subscript(element: ElementFrame) -> UICollectionViewLayoutAttributes? {
        guard !changed.isEmpty else { return nil }
        return changed[Identity(category: element.category, kind: element.kind, indexPath: element.indexPath)]
    }
}
