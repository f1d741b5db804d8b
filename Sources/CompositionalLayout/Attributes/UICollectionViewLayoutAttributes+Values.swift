internal import LayoutCore

extension UICollectionViewLayoutAttributes {
    /// Everything the attributes hold, in one value: what the lock guards, and what a copy
    /// or an equality test reads at once. Its computed properties carry the geometry rules
    /// the class documents (setting `frame`, `center` or `size`).
    ///
    /// The layout builds one per element it reports and copies it into the element's object,
    /// so the storage is small, of a fixed layout, and holds one reference: plain numbers
    /// (``Plain``: the index path as (section, item) when it is a pair, as every element the
    /// layout reports has), and ``Extras`` for the rest, shared by copies. A cell's values
    /// hold no extras: copying and destroying them touches no reference count, and an
    /// attributes object fits in 96 bytes.
    struct Values: Sendable {
        /// Everything but the extras: plain numbers, which a copy or a destruction moves as
        /// bytes. Kept apart from ``extras`` so that the layout's hot paths copy the two
        /// separately: the compiler copies and destroys a struct of many fields and one
        /// reference through its value witnesses (about 50 instructions a copy), and plain
        /// numbers and a lone reference inline.
        private(set) var plain = Plain()
        /// The kind, an index path that is not a pair, a transform other than the identity and
        /// an opacity other than 1; `nil` when there is none of them.
        private(set) var extras: Extras?

        /// Values at their defaults: a cell with an empty index path.
        init() {}

        /// Values holding `plain` and `extras`, as another object's values held them.
        init(plain: Plain, extras: Extras?) {
            self.plain = plain
            self.extras = extras
        }

        /// The stored values that are plain numbers (see ``Values``).
        struct Plain: Sendable {
            /// The index path when ``pathIsPair``; both 0 otherwise.
            fileprivate(set) var section = 0
            fileprivate(set) var item = 0
            /// The frame's origin, or its centre: see ``anchorIsCenter``.
            fileprivate(set) var anchorX = 0.0
            fileprivate(set) var anchorY = 0.0
            fileprivate(set) var width = 0.0
            fileprivate(set) var height = 0.0
            var zIndex = 0
            var category = UICollectionElementCategory.cell
            var isHidden = false
            /// Whether the index path is (``section``, ``item``); otherwise it is the indexes in
            /// the extras, or the empty path when they hold none. One path has one
            /// representation, so comparing the fields compares the paths.
            fileprivate(set) var pathIsPair = false
            /// The self-sizing axes' bit mask.
            fileprivate(set) var selfSizingMask: UInt8 = 0
            /// Whether the anchor is the centre (set through `center` or `size`) or the frame's
            /// origin (set through `frame`). Keeping what was written makes each read back
            /// exactly as written: the other is derived, and `center − size / 2` can differ
            /// from a written origin in the last bits.
            fileprivate(set) var anchorIsCenter = true

            /// The numbers of a placed element: a (section, item) index path, category, frame
            /// (as the `frame` setter stores it), z-index and self-sizing axes; the defaults
            /// otherwise.
            init(
                placingSection section: Int, item: Int, category: UICollectionElementCategory, frame: Rect,
                zIndex: Int, selfSizingMask: UInt8
            ) {
                (self.section, self.item, pathIsPair) = (section, item, true)
                self.category = category
                (anchorX, anchorY, anchorIsCenter) = (frame.origin.x, frame.origin.y, false)
                (width, height) = (frame.size.width, frame.size.height)
                self.zIndex = zIndex
                self.selfSizingMask = selfSizingMask
            }

            /// The defaults: a cell with an empty index path.
            init() {}

            /// Whether `other` holds exactly these numbers, compared bit for bit (see
            /// `Values.isIdentical(to:)`).
            func isIdentical(to other: Plain) -> Bool {
                section == other.section && item == other.item && pathIsPair == other.pathIsPair
                    && category == other.category && anchorX.bitPattern == other.anchorX.bitPattern
                    && anchorY.bitPattern == other.anchorY.bitPattern && width.bitPattern == other.width.bitPattern
                    && height.bitPattern == other.height.bitPattern && anchorIsCenter == other.anchorIsCenter
                    && zIndex == other.zIndex && isHidden == other.isHidden && selfSizingMask == other.selfSizingMask
            }
        }

        /// The stacking order.
        var zIndex: Int {
            get { plain.zIndex }
            set { plain.zIndex = newValue }
        }

        /// Whether the element is a cell, a supplementary view or a decoration view.
        var category: UICollectionElementCategory {
            get { plain.category }
            set { plain.category = newValue }
        }

        /// Whether the element is left out of the display.
        var isHidden: Bool {
            get { plain.isHidden }
            set { plain.isHidden = newValue }
        }

        /// Replaces every value with `plain` and `extras`, each copied on its own (see
        /// ``plain``).
        mutating func replace(plain: Plain, extras: Extras?) {
            self.plain = plain
            self.extras = extras
        }

        /// The element's index path.
        var indexPath: IndexPath {
            get {
                plain.pathIsPair
                    ? IndexPath(item: plain.item, section: plain.section)
                    : IndexPath(indexes: extras?.otherIndexes ?? [])
            }
            set {
                let isPair = newValue.count == 2
                (plain.section, plain.item, plain.pathIsPair) =
                    isPair ? (newValue[0], newValue[1], true) : (0, 0, false)
                let others = isPair || newValue.isEmpty ? nil : Array(newValue)
                if others != nil || extras?.otherIndexes != nil {
                    updateExtras { $0.otherIndexes = others }
                }
            }
        }

        /// The supplementary or decoration kind.
        var kind: String? {
            get { extras?.kind }
            set {
                if newValue != nil || extras?.kind != nil {
                    updateExtras { $0.kind = newValue }
                }
            }
        }

        /// The midpoint; setting it keeps the size.
        var center: CGPoint {
            get {
                plain.anchorIsCenter
                    ? CGPoint(x: plain.anchorX, y: plain.anchorY)
                    : CGPoint(x: plain.anchorX + plain.width / 2, y: plain.anchorY + plain.height / 2)
            }
            set {
                (plain.anchorX, plain.anchorY, plain.anchorIsCenter) = (Double(newValue.x), Double(newValue.y), true)
            }
        }

        /// The untransformed size; setting it keeps the centre.
        var size: CGSize {
            get { CGSize(width: plain.width, height: plain.height) }
            set {
                if !plain.anchorIsCenter {
                    (plain.anchorX, plain.anchorY, plain.anchorIsCenter) =
                        (plain.anchorX + plain.width / 2, plain.anchorY + plain.height / 2, true)
                }
                (plain.width, plain.height) = (Double(newValue.width), Double(newValue.height))
            }
        }

        /// The frame `frame` reads (see there); setting it sets the centre and size as if
        /// untransformed, keeping the origin as written.
        var frame: CGRect {
            get {
                if let transform = extras?.transform3D {
                    return CGRect(x: -plain.width / 2, y: -plain.height / 2, width: plain.width, height: plain.height)
                        .applying(CATransform3DGetAffineTransform(transform))
                        .offsetBy(dx: center.x, dy: center.y)
                }
                if plain.anchorIsCenter {
                    return CGRect(
                        x: plain.anchorX - plain.width / 2, y: plain.anchorY - plain.height / 2, width: plain.width,
                        height: plain.height)
                }
                return CGRect(x: plain.anchorX, y: plain.anchorY, width: plain.width, height: plain.height)
            }
            set {
                // `size`, not `width`/`height`: Foundation's accessors report magnitudes, and a
                // rectangle with a negative size must read back as it was written.
                (plain.anchorX, plain.anchorY, plain.anchorIsCenter) =
                    (Double(newValue.origin.x), Double(newValue.origin.y), false)
                (plain.width, plain.height) = (Double(newValue.size.width), Double(newValue.size.height))
            }
        }

        /// Opacity, from 0 to 1.
        var alpha: CGFloat {
            get { CGFloat(extras?.opacity ?? 1) }
            set {
                let opacity = Double(newValue)
                if opacity != 1 || extras?.opacity != nil {
                    updateExtras { $0.opacity = opacity == 1 ? nil : opacity }
                }
            }
        }

        /// The 3D transform; setting the identity drops the stored one.
        var transform3D: CATransform3D {
            get { extras?.transform3D ?? CATransform3DIdentity }
            set {
                let custom = CATransform3DIsIdentity(newValue) ? nil : newValue
                if custom != nil || extras?.transform3D != nil {
                    updateExtras { $0.transform3D = custom }
                }
            }
        }

        /// Whether the transform is the identity, without building one to compare against.
        var hasIdentityTransform: Bool { extras?.transform3D == nil }

        /// The axes on which the element sizes itself.
        var selfSizingAxes: SelfSizingAxes {
            get { SelfSizingAxes(rawValue: Int(plain.selfSizingMask)) }
            set { plain.selfSizingMask = UInt8(truncatingIfNeeded: newValue.rawValue) }
        }

        /// Whether `other` holds exactly these values, numbers compared bit for bit (`-0.0`
        /// differs from `0.0`; a NaN matches only the same NaN): what decides that the object
        /// made for these values still describes an element whose values are now `other`.
        func isIdentical(to other: Values) -> Bool {
            plain.isIdentical(to: other.plain) && Extras.areIdentical(extras, other.extras)
        }

        /// Replaces the out-of-line values by a changed copy (copies of these values may share
        /// the old one), dropping them when nothing is left.
        private mutating func updateExtras(_ change: (inout Extras.Contents) -> Void) {
            var contents = extras?.contents ?? Extras.Contents()
            change(&contents)
            extras = contents.isEmpty ? nil : Extras(contents)
        }
    }

    /// What the values of most elements do not hold, stored by reference and never changed
    /// in place, so that copies of ``Values`` share it safely: the kind of a supplementary or
    /// decoration view, an index path that is not a (section, item) pair, a transform and an
    /// opacity.
    final class Extras: Sendable {
        /// The values themselves.
        struct Contents: Sendable {
            /// The supplementary or decoration kind.
            var kind: String?
            /// The indexes of an index path that is neither empty nor a pair.
            var otherIndexes: [Int]?
            /// A transform other than the identity.
            var transform3D: CATransform3D?
            /// An opacity other than 1.
            var opacity: Double?

            /// Whether nothing is set.
            var isEmpty: Bool { kind == nil && otherIndexes == nil && transform3D == nil && opacity == nil }
        }

        let contents: Contents

        init(_ contents: Contents) {
            self.contents = contents
        }

        var kind: String? { contents.kind }
        var otherIndexes: [Int]? { contents.otherIndexes }
        var transform3D: CATransform3D? { contents.transform3D }
        var opacity: Double? { contents.opacity }

        /// Whether `a` and `b` hold the same values, bit for bit (see `Values.isIdentical(to:)`).
        static func areIdentical(_ a: Extras?, _ b: Extras?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            if a === b { return true }
            guard a.kind == b.kind, a.otherIndexes == b.otherIndexes, a.opacity?.bitPattern == b.opacity?.bitPattern
            else { return false }
            switch (a.transform3D, b.transform3D) {
            case (nil, nil): return true
            case let (x?, y?): return withUnsafeBytes(of: x) { x in withUnsafeBytes(of: y) { x.elementsEqual($0) } }
            default: return false
            }
        }

        /// The extras holding only a kind, one per kind: the values of every element of that
        /// kind share them, so that placing a supplementary or decoration view allocates
        /// nothing once its kind was seen. Holds a few kinds (a layout has few); a kind met
        /// beyond them gets new extras each time.
        struct KindTable {
            /// The most kinds held.
            static let capacity = 16

            private var held: [Extras] = []

            /// The extras holding `kind` and nothing else, or `nil` for no kind.
            mutating func extras(holding kind: String?) -> Extras? {
                guard let kind else { return nil }
                // Equal kinds are usually one string, shared from the layout's description:
                // comparing them compares their storage first.
                for index in held.indices where held[index].kind == kind { return held[index] }
                let extras = Extras(Contents(kind: kind))
                if held.count < Self.capacity { held.append(extras) }
                return extras
            }
        }
    }
}
