internal import LayoutCore
import Synchronization

/// Where and how one element of a collection view — a cell, a supplementary view or a
/// decoration view — is shown: its geometry, transform, opacity, stacking order and visibility.
///
/// ## Geometry
///
/// The geometry is `center`, `size` and `transform3D`; `frame`, `bounds` and `transform` are
/// derived from them (a frame that was set reads back exactly as set):
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
///
/// ## Concurrency
///
/// The class is `@MainActor`, as UIKit's is: its properties are read and written on the main
/// actor. `isEqual(_:)`, `hash`, `description` and `copy(with:)` are `nonisolated`, because
/// `NSObject` and `NSCopying` declare them so and Foundation may call them from any thread
/// (a `Set` built off the main actor, for example). They read the values under a lock, so
/// they are safe from any thread. A subclass's own properties are main-actor isolated; its
/// overrides of these members reach them with `MainActor.assumeIsolated` (main actor only)
/// or keep them under a lock of their own.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The values, behind a lock so that the `nonisolated` members can read them from any
    /// thread while the main actor writes them.
    private let values: Mutex<Values>

    /// Reads the values under the lock.
    ///
    /// The accessors go through these two helpers with `@Sendable` (so nonisolated) closures:
    /// a closure written inside a main-actor member would inherit that isolation, and Swift 6
    /// checks the executor at run time on entry to such a closure, which cost more than the
    /// lock itself on every property access. The accessors themselves stay `@MainActor`.
    ///
    /// `body` takes the values `inout` although it only reads them: the lock's storage is
    /// then passed by address, where a `borrowing` parameter made a bitwise copy of all of
    /// them on every read.
    @inline(__always)
    nonisolated private func read<T: Sendable>(_ body: @Sendable (inout Values) -> T) -> T {
        values.withLock { body(&$0) }
    }

    /// Changes the values under the lock; see ``read(_:)``.
    @inline(__always)
    nonisolated private func write(_ body: @Sendable (inout Values) -> Void) {
        values.withLock { body(&$0) }
    }

    /// The element's position in the collection view: section first, then item.
    open var indexPath: IndexPath {
        get { read { $0.indexPath } }
        set { write { $0.indexPath = newValue } }
    }

    /// Whether these attributes describe a cell, a supplementary view or a decoration view.
    open var representedElementCategory: UICollectionElementCategory {
        read { $0.category }
    }

    /// The supplementary or decoration kind, such as
    /// `"UICollectionElementKindSectionHeader"`; `nil` for cells.
    open var representedElementKind: String? {
        read { $0.kind }
    }

    /// The midpoint of the element, in the collection view's coordinates.
    ///
    /// Setting it moves the element without resizing it. A transform is applied about this
    /// point.
    open var center: CGPoint {
        get { read { $0.center } }
        set { write { $0.center = newValue } }
    }

    /// The element's untransformed width and height.
    ///
    /// Setting it keeps `center`, so the frame grows or shrinks evenly on both sides:
    /// a frame of `(10, 20, 30, 40)` resized to `(10, 10)` becomes `(20, 35, 10, 10)`.
    open var size: CGSize {
        get { read { $0.size } }
        set { write { $0.size = newValue } }
    }

    /// The element's 3D transform, applied about `center`; the identity by default.
    ///
    /// Setting it also changes ``transform``, which reads the affine part of this value.
    open var transform3D: CATransform3D {
        get { read { $0.transform3D } }
        set { write { $0.transform3D = newValue } }
    }

    /// Opacity, from 0 (invisible) to 1 (opaque, the default).
    open var alpha: CGFloat {
        get { read { $0.alpha } }
        set { write { $0.alpha = newValue } }
    }

    /// The stacking order: elements with a higher value are drawn above those with a lower one.
    /// The default is 0; elements with equal values have no defined order.
    open var zIndex: Int {
        get { read { $0.zIndex } }
        set { write { $0.zIndex = newValue } }
    }

    /// Whether the element is left out of the display; `false` by default.
    open var isHidden: Bool {
        get { read { $0.isHidden } }
        set { write { $0.isHidden = newValue } }
    }

    /// The axes on which the element sizes itself; the collection view asks its
    /// `preferredSizeProvider` for such elements.
    var selfSizingAxes: SelfSizingAxes {
        get { read { $0.selfSizingAxes } }
        set { write { $0.selfSizingAxes = newValue } }
    }

    /// Creates attributes for a cell with an empty index path and default values.
    ///
    /// The initializer is `required` so that ``copy(with:)`` and the convenience initializers
    /// can build an object of the receiver's own class, subclasses included, and
    /// `nonisolated` because `copy(with:)` is.
    public required nonisolated override init() {
        values = Mutex(Values())
        super.init()
    }

    /// A new object holding `values`: an instance of `attributesClass` (made with its
    /// `init()`), or of this class when it is `nil`. How a layout makes the object of an
    /// element it reports, of the subclass its `layoutAttributesClass` names if any.
    nonisolated static func make(
        holding values: Values, as attributesClass: UICollectionViewLayoutAttributes.Type?
    ) -> UICollectionViewLayoutAttributes {
        let made = attributesClass?.init() ?? UICollectionViewLayoutAttributes()
        made.replaceValues(with: values)
        return made
    }

    /// Replaces every value with `values`, as if the object were new: how the layout gives
    /// an object that no caller holds any more to another element.
    nonisolated func replaceValues(with values: Values) {
        self.values.withLock { $0 = values }
    }

    /// Replaces every value with `plain` and `extras`, as ``replaceValues(with:)`` does, the
    /// two parts copied apart: what a query's hot path calls (see `Values.plain`).
    nonisolated func replaceValues(plain: Values.Plain, extras: Extras?) {
        values.withLock { $0.replace(plain: plain, extras: extras) }
    }

    /// Lets `replace` replace every value in place, under the lock, as if the object were
    /// new: how the layout writes an element's values into an object without building them
    /// elsewhere first.
    nonisolated func replaceValues(_ replace: (inout Values) -> Void) {
        values.withLock { replace(&$0) }
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
        write {
            $0.indexPath = indexPath
            $0.category = .supplementaryView
            $0.kind = elementKind
        }
    }

    /// Creates attributes for a decoration view (a section background, for example) of the
    /// given kind; how `indexPath` identifies the view is up to the layout.
    ///
    /// Called on a subclass, this creates an instance of that subclass.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        write {
            $0.indexPath = indexPath
            $0.category = .decorationView
            $0.kind = decorationViewKind
        }
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
        get { read { $0.frame } }
        set { write { $0.frame = newValue } }
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
    /// category, kind, centre, size, 3D transform, alpha, z-index and hidden flag. Safe from
    /// any thread.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        if other === self {
            return true
        }
        let mine = values.withLock { $0 }
        let theirs = other.values.withLock { $0 }
        return mine.indexPath == theirs.indexPath
            && mine.category == theirs.category
            && mine.kind == theirs.kind
            && mine.center == theirs.center
            && mine.size == theirs.size
            && CATransform3DEqualToTransform(mine.transform3D, theirs.transform3D)
            && mine.alpha == theirs.alpha
            && mine.zIndex == theirs.zIndex
            && mine.isHidden == theirs.isHidden
    }

    /// A hash that agrees with `isEqual(_:)`. Safe from any thread.
    ///
    /// The transform is left out (equal objects still hash alike) because Core Animation's
    /// `CATransform3D` is not `Hashable` on Apple platforms.
    nonisolated open override var hash: Int {
        let current = values.withLock { $0 }
        var hasher = Hasher()
        hasher.combine(current.indexPath)
        hasher.combine(current.category)
        hasher.combine(current.kind)
        hasher.combine(current.center.x)
        hasher.combine(current.center.y)
        hasher.combine(current.size.width)
        hasher.combine(current.size.height)
        hasher.combine(current.alpha)
        hasher.combine(current.zIndex)
        hasher.combine(current.isHidden)
        return hasher.finalize()
    }

    /// Returns a new object of the receiver's own class holding the same values. Safe from
    /// any thread.
    ///
    /// The copy is independent: changing it leaves the original alone. Subclasses that add
    /// properties override this, call `super.copy(with:)`, cast the result to their own type
    /// and copy their properties onto it.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        let current = values.withLock { $0 }
        copy.values.withLock { $0 = current }
        return copy
    }

    /// A one-line summary in the spirit of UIKit's, for example
    /// `<UICollectionViewLayoutAttributes: index path: (0-1); frame = (0 0; 375 44); zIndex = 0>`.
    /// Safe from any thread.
    ///
    /// The kind appears for supplementary and decoration views; the transform, alpha and
    /// hidden flag appear only when they differ from their defaults.
    nonisolated open override var description: String {
        let current = values.withLock { $0 }
        var parts = ["index path: (" + current.indexPath.map(String.init).joined(separator: "-") + ")"]
        if let kind = current.kind {
            parts.append("element kind: (\(kind))")
        }
        let box = current.frame
        parts.append(
            "frame = (\(Self.format(box.origin.x)) \(Self.format(box.origin.y)); "
                + "\(Self.format(box.size.width)) \(Self.format(box.size.height)))"
        )
        if !current.hasIdentityTransform {
            let t = CATransform3DGetAffineTransform(current.transform3D)
            let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.format).joined(separator: ", ")
            parts.append("transform = [\(entries)]")
        }
        if current.alpha != 1 {
            parts.append("alpha = \(Self.format(current.alpha))")
        }
        parts.append("zIndex = \(current.zIndex)")
        if current.isHidden {
            parts.append("hidden = YES")
        }
        return "<\(type(of: self)): " + parts.joined(separator: "; ") + ">"
    }

    /// Formats a coordinate the way UIKit's descriptions do: whole numbers without a
    /// fractional part (`375`, not `375.0`).
    nonisolated private static func format(_ value: CGFloat) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 {
            return String(Int(value))
        }
        return "\(value)"
    }
}
