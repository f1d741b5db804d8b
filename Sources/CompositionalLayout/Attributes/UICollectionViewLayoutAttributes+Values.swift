internal import LayoutCore

extension UICollectionViewLayoutAttributes {
    /// Everything the attributes hold, in one value: what the lock guards, and what a copy
    /// or an equality test reads at once. Its computed properties carry the geometry rules
    /// the class documents (setting `frame`, `center` or `size`).
    ///
    /// The layout builds one per element it reports and copies it into the element's object,
    /// so the storage is small, of a fixed layout, and holds one reference: plain numbers (the
    /// index path as (section, item) when it is a pair, as every element the layout reports
    /// has), and ``Extras`` for the rest, shared by copies. A cell's values hold no extras:
    /// copying and destroying them touches no reference count, and an attributes object fits
    /// in 96 bytes.
    struct Values: Sendable {
        /// The index path when ``pathIsPair``; both 0 otherwise.
        private var section = 0
        private var item = 0
        /// The frame's origin, or its centre: see ``anchorIsCenter``.
        private var anchorX = 0.0
        private var anchorY = 0.0
        private var width = 0.0
        private var height = 0.0
        var zIndex = 0
        /// The kind, an index path that is not a pair, a transform other than the identity and
        /// an opacity other than 1; `nil` when there is none of them.
        private var extras: Extras?
        var category = UICollectionElementCategory.cell
        var isHidden = false
        /// Whether the index path is (``section``, ``item``); otherwise it is the indexes in
        /// ``extras``, or the empty path when they hold none. One path has one representation,
        /// so comparing the fields compares the paths.
        private var pathIsPair = false
        /// The self-sizing axes' bit mask.
        private var selfSizingMask: UInt8 = 0
        /// Whether the anchor is the centre (set through `center` or `size`) or the frame's
        /// origin (set through `frame`). Keeping what was written makes each read back exactly
        /// as written: the other is derived, and `center − size / 2` can differ from a written
        /// origin in the last bits.
        private var anchorIsCenter = true

        /// The element's index path.
        var indexPath: IndexPath {
            get { pathIsPair ? IndexPath(item: item, section: section) : IndexPath(indexes: extras?.otherIndexes ?? []) }
            set {
                let isPair = newValue.count == 2
                (section, item, pathIsPair) = isPair ? (newValue[0], newValue[1], true) : (0, 0, false)
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
                anchorIsCenter
                    ? CGPoint(x: anchorX, y: anchorY) : CGPoint(x: anchorX + width / 2, y: anchorY + height / 2)
            }
            set {
                (anchorX, anchorY, anchorIsCenter) = (Double(newValue.x), Double(newValue.y), true)
            }
        }

        /// The untransformed size; setting it keeps the centre.
        var size: CGSize {
            get { CGSize(width: width, height: height) }
            set {
                if !anchorIsCenter {
                    (anchorX, anchorY, anchorIsCenter) = (anchorX + width / 2, anchorY + height / 2, true)
                }
                (width, height) = (Double(newValue.width), Double(newValue.height))
            }
        }

        /// The frame `frame` reads (see there); setting it sets the centre and size as if
        /// untransformed, keeping the origin as written.
        var frame: CGRect {
            get {
                if let transform = extras?.transform3D {
                    return CGRect(x: -width / 2, y: -height / 2, width: width, height: height)
                        .applying(CATransform3DGetAffineTransform(transform))
                        .offsetBy(dx: center.x, dy: center.y)
                }
                if anchorIsCenter {
                    return CGRect(x: anchorX - width / 2, y: anchorY - height / 2, width: width, height: height)
                }
                return CGRect(x: anchorX, y: anchorY, width: width, height: height)
            }
            set {
                // `size`, not `width`/`height`: Foundation's accessors report magnitudes, and a
                // rectangle with a negative size must read back as it was written.
                (anchorX, anchorY, anchorIsCenter) = (Double(newValue.origin.x), Double(newValue.origin.y), false)
                (width, height) = (Double(newValue.size.width), Double(newValue.size.height))
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
            get { SelfSizingAxes(rawValue: Int(selfSizingMask)) }
            set { selfSizingMask = UInt8(truncatingIfNeeded: newValue.rawValue) }
        }

        /// Sets everything that describes a placed element: a (section, item) index path,
        /// category, kind, frame (as the `frame` setter stores it), z-index and self-sizing
        /// axes, written field by field into values that hold the defaults. The kind comes as
        /// extras that hold it and nothing else (``Extras/KindTable``), so that the elements
        /// of one kind share them.
        mutating func place(
            section: Int, item: Int, category: UICollectionElementCategory, kind: Extras?, frame: Rect, zIndex: Int,
            selfSizingMask: UInt8
        ) {
            (self.section, self.item, pathIsPair) = (section, item, true)
            self.category = category
            extras = kind
            (anchorX, anchorY, anchorIsCenter) = (frame.origin.x, frame.origin.y, false)
            (width, height) = (frame.size.width, frame.size.height)
            self.zIndex = zIndex
            self.selfSizingMask = selfSizingMask
        }

        /// Whether `other` holds exactly these values, numbers compared bit for bit (`-0.0`
        /// differs from `0.0`; a NaN matches only the same NaN): what decides that the object
        /// made for these values still describes an element whose values are now `other`.
        func isIdentical(to other: Values) -> Bool {
            section == other.section && item == other.item && pathIsPair == other.pathIsPair && category == other.category
                && anchorX.bitPattern == other.anchorX.bitPattern && anchorY.bitPattern == other.anchorY.bitPattern
                && width.bitPattern == other.width.bitPattern && height.bitPattern == other.height.bitPattern
                && anchorIsCenter == other.anchorIsCenter && zIndex == other.zIndex && isHidden == other.isHidden
                && selfSizingMask == other.selfSizingMask && Extras.areIdentical(extras, other.extras)
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
