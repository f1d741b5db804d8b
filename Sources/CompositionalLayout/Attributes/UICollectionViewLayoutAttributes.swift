internal import LayoutCore

/// Where and how one element of a collection view — a cell, a supplementary view or a
/// decoration view — is shown: its geometry, transform, opacity, stacking order and visibility.
///
/// ## Geometry
///
/// The object stores `center`, `size` and `transform3D`; `frame`, `bounds` and `transform` are
/// derived from them:
///
/// ```
///   frame.origin ┌───────────────┐
///                │       ·center │ size.height
///                └───────────────┘
///                   size.width
/// ```
///
/// - setting `frame` sets `center` (the rect's midpoint) and `size`;
/// - setting `center` moves the element, keeping its size;
/// - setting `size` resizes it about its centre;
/// - `bounds` is always `(0, 0, size)`; setting it changes `size` only;
/// - `transform` and `transform3D` are two views of one value: setting either replaces the
///   other (`transform` is the affine part of `transform3D`).
///
/// See ``frame`` for what the frame reads while a transform is set.
///
/// ## Equality and copying
///
/// `isEqual(_:)` holds when both objects are of the same class and agree on index path,
/// category, kind, centre, size, 3D transform, alpha, z-index and hidden flag; `hash` agrees
/// with it. `copy()` gives
/// an independent object of the receiver's own class. A subclass that adds properties should
/// override `isEqual(_:)` and `copy(with:)`, call `super`, and handle its own properties.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's position in the collection view: section first, then item.
    open var indexPath = IndexPath()

    /// Whether these attributes describe a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory = UICollectionElementCategory.cell

    /// The supplementary or decoration kind, such as
    /// `"UICollectionElementKindSectionHeader"`; `nil` for cells.
    open private(set) var representedElementKind: String?

    /// The midpoint of the element, in the collection view's coordinates.
    ///
    /// Setting it moves the element without resizing it. A transform is applied about this
    /// point.
    open var center = CGPoint.zero {
        didSet { writtenOrigin = nil }
    }

    /// The element's untransformed width and height.
    ///
    /// Setting it keeps `center`, so the frame grows or shrinks evenly on both sides:
    /// a frame of `(10, 20, 30, 40)` resized to `(10, 10)` becomes `(20, 35, 10, 10)`.
    open var size = CGSize.zero {
        didSet { writtenOrigin = nil }
    }

    /// The origin last written through `frame`, kept so that an untransformed frame reads
    /// back exactly as written (`center − size / 2` can differ from it in the last bits).
    private var writtenOrigin: CGPoint?

    /// The element's 3D transform, applied about `center`; the identity by default.
    ///
    /// Setting it also changes ``transform``, which reads the affine part of this value.
    open var transform3D = CATransform3DIdentity

    /// Opacity, from 0 (invisible) to 1 (opaque, the default).
    open var alpha: CGFloat = 1

    /// The stacking order: elements with a higher value are drawn above those with a lower one.
    /// The default is 0; elements with equal values have no defined order.
    open var zIndex = 0

    /// Whether the element is left out of the display; `false` by default.
    open var isHidden = false

    /// The axes on which the element sizes itself; the collection view asks its
    /// `preferredSizeProvider` for such elements.
    var selfSizingAxes: SelfSizingAxes = []

    /// Creates attributes for a cell with an empty index path and default values.
    ///
    /// The initializer is `required` so that ``copy(with:)`` and the convenience initializers
    /// can build an object of the receiver's own class, subclasses included.
    public required override init() {
        super.init()
    }

    /// Creates attributes for the cell at `indexPath`.
    ///
    /// Called on a subclass, this creates an instance of that subclass.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Creates attributes for a supplementary view (a header, footer, badge…) of the given
    /// kind; how `indexPath` identifies the view is up to the layout.
    ///
    /// Called on a subclass, this creates an instance of that subclass.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Creates attributes for a decoration view (a section background, for example) of the
    /// given kind; how `indexPath` identifies the view is up to the layout.
    ///
    /// Called on a subclass, this creates an instance of that subclass.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The rectangle the element covers, in the collection view's coordinates.
    ///
    /// Reading: with the identity transform this is the rectangle of `size` centred on
    /// `center`. With any other transform it is the smallest upright rectangle around the
    /// transformed element: the bounds rectangle, centred on the origin, mapped by
    /// ``transform`` (the affine part of ``transform3D``; perspective and z entries are
    /// ignored), then moved to `center`. For example size `(10, 20)`, centre `(50, 50)` and a
    /// quarter turn give `(40, 45, 20, 10)`.
    ///
    /// UIKit's original documentation says the frame reads as `CGRect.null` once a
    /// non-identity transform is set; current UIKit reports the transformed bounding box
    /// instead, as `UIView` does. This package follows current UIKit, because a null frame
    /// would make transformed elements vanish from rectangle queries such as
    /// `layoutAttributesForElements(in:)`.
    ///
    /// Writing: sets `center` to the rectangle's midpoint and `size` to its size, as if no
    /// transform were set. With the identity transform, reading gives the rectangle back;
    /// with another transform it gives that rectangle's transformed bounding box.
    open var frame: CGRect {
        get {
            if CATransform3DIsIdentity(transform3D) {
                if let writtenOrigin { return CGRect(origin: writtenOrigin, size: size) }
                return CGRect(
                    x: center.x - size.width / 2,
                    y: center.y - size.height / 2,
                    width: size.width,
                    height: size.height
                )
            }
            return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(transform)
                .offsetBy(dx: center.x, dy: center.y)
        }
        set {
            // `size`, not `width`/`height`: Foundation's accessors report magnitudes, and a
            // rectangle with a negative size must read back as it was written.
            size = newValue.size
            center = CGPoint(x: newValue.origin.x + size.width / 2, y: newValue.origin.y + size.height / 2)
            writtenOrigin = newValue.origin
        }
    }

    /// The element's own coordinate space: always origin `(0, 0)` and ``size``.
    ///
    /// Setting it changes `size` (keeping `center`); the origin given is ignored.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The element's 2D transform, applied about `center`; the identity by default.
    ///
    /// It reads the affine part of ``transform3D``; setting it replaces ``transform3D`` with
    /// the 3D form of the new value.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// Whether `object` is an instance of exactly the same class with equal index path,
    /// category, kind, centre, size, 3D transform, alpha, z-index and hidden flag.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        if other === self {
            return true
        }
        return indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
            && center == other.center
            && size == other.size
            && CATransform3DEqualToTransform(transform3D, other.transform3D)
            && alpha == other.alpha
            && zIndex == other.zIndex
            && isHidden == other.isHidden
    }

    /// A hash that agrees with `isEqual(_:)`.
    ///
    /// The transform is left out (equal objects still hash alike) because Core Animation's
    /// `CATransform3D` is not `Hashable` on Apple platforms.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        hasher.combine(center.x)
        hasher.combine(center.y)
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(alpha)
        hasher.combine(zIndex)
        hasher.combine(isHidden)
        return hasher.finalize()
    }

    /// Returns a new object of the receiver's own class holding the same values.
    ///
    /// The copy is independent: changing it leaves the original alone. Subclasses that add
    /// properties override this, call `super.copy(with:)`, cast the result to their own type
    /// and copy their properties onto it.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.center = center
        copy.size = size
        copy.writtenOrigin = writtenOrigin
        copy.selfSizingAxes = selfSizingAxes
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    /// A one-line summary in the spirit of UIKit's, for example
    /// `<UICollectionViewLayoutAttributes: index path: (0-1); frame = (0 0; 375 44); zIndex = 0>`.
    ///
    /// The kind appears for supplementary and decoration views; the transform, alpha and
    /// hidden flag appear only when they differ from their defaults.
    open override var description: String {
        var parts = ["index path: (" + indexPath.map(String.init).joined(separator: "-") + ")"]
        if let representedElementKind {
            parts.append("element kind: (\(representedElementKind))")
        }
        let box = frame
        parts.append(
            "frame = (\(Self.format(box.origin.x)) \(Self.format(box.origin.y)); "
                + "\(Self.format(box.size.width)) \(Self.format(box.size.height)))"
        )
        if !CATransform3DIsIdentity(transform3D) {
            let t = transform
            let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.format).joined(separator: ", ")
            parts.append("transform = [\(entries)]")
        }
        if alpha != 1 {
            parts.append("alpha = \(Self.format(alpha))")
        }
        parts.append("zIndex = \(zIndex)")
        if isHidden {
            parts.append("hidden = YES")
        }
        return "<\(type(of: self)): " + parts.joined(separator: "; ") + ">"
    }

    /// Formats a coordinate the way UIKit's descriptions do: whole numbers without a
    /// fractional part (`375`, not `375.0`).
    private static func format(_ value: CGFloat) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 {
            return String(Int(value))
        }
        return "\(value)"
    }
}
