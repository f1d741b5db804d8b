/// A visible element of a section, handed to the section's visible-items handler, which may
/// change how it is displayed for the current pass.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's opacity.
    var alpha: CGFloat { get set }
    /// The element's position on the z axis.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The element's centre.
    var center: CGPoint { get set }
    /// The element's affine transform.
    var transform: CGAffineTransform { get set }
    /// The element's 3D transform.
    var transform3D: CATransform3D { get set }
    /// The element kind, or the cell's debugging name.
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame, without the scroll offset of an orthogonal section.
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// Whether the element is a cell, supplementary or decoration.
    var representedElementCategory: UICollectionElementCategory { get }
    /// The element kind of a supplementary or decoration; `nil` for cells.
    var representedElementKind: String? { get }
}
