internal import InternalUtilities
internal import LayoutCore

/// A value a section's visible-items handler wrote to an element that the layout refused:
/// a NaN or infinite opacity, centre or transform, or one that would put the element's frame
/// out of bounds (not finite, or past `LayoutLimits.maximumCoordinate`). The element keeps
/// the value it had before the write.
///
/// Beyond UIKit, which raises `CALayerInvalidGeometry` when such a value reaches a view's
/// layer; listed in `UICollectionViewCompositionalLayout.rejectedVisibleItemChanges`.
public struct RejectedVisibleItemChange: Hashable, Sendable, CustomStringConvertible {
    /// The property a handler wrote.
    public enum Property: String, Hashable, Sendable {
        /// `alpha`.
        case alpha
        /// `center`.
        case center
        /// `transform`.
        case transform
        /// `transform3D`.
        case transform3D
    }

    /// The property written.
    public let property: Property
    /// The element's index path.
    public let indexPath: IndexPath
    /// The element's category.
    public let representedElementCategory: UICollectionElementCategory
    /// The element's kind, for supplementary and decoration views.
    public let representedElementKind: String?
    /// The refused value, as text.
    public let value: String

    /// Creates a record of a refused write.
    public init(
        property: Property, indexPath: IndexPath, representedElementCategory: UICollectionElementCategory,
        representedElementKind: String?, value: String
    ) {
        self.property = property
        self.indexPath = indexPath
        self.representedElementCategory = representedElementCategory
        self.representedElementKind = representedElementKind
        self.value = value
    }

    /// `cell (0, 3): transform (nan, 0, 0, 1, 0, 0) refused`, naming the element as error
    /// paths do.
    public var description: String {
        let element: String
        switch representedElementCategory {
        case .cell: element = "cell"
        case .supplementaryView: element = "supplementary '\(representedElementKind ?? "")'"
        case .decorationView: element = "decoration '\(representedElementKind ?? "")'"
        }
        return "\(element) (\(indexPath.section), \(indexPath.item)): \(property.rawValue) \(value) refused"
    }
}

/// The refused writes of the layout's visible-items handlers, the last
/// `LayoutPassState.reportLimit`, oldest first.
@MainActor
final class VisibleItemRejections {
    private(set) var changes = BoundedLog<RejectedVisibleItemChange>(capacity: LayoutPassState.reportLimit)

    /// Records `change`, dropping the oldest when the log is full.
    func record(_ change: RejectedVisibleItemChange) {
        changes.append(change)
    }

    /// Whether `attributes` can be shown: a finite opacity, a finite transform, and a frame
    /// that is finite and within the coordinate limit.
    static func isPossible(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard attributes.alpha.isFinite else { return false }
        let t = attributes.transform3D
        let components = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
        guard components.allSatisfy(\.isFinite) else { return false }
        let frame = attributes.frame
        let limit = CGFloat(LayoutLimits.maximumCoordinate)
        return [frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy { $0.isFinite && abs($0) <= limit }
    }
}
