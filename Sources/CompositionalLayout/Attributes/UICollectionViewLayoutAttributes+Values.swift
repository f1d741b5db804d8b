internal import LayoutCore

extension UICollectionViewLayoutAttributes {
    /// Everything the attributes hold, in one value: what the lock guards, and what a copy
    /// or an equality test reads at once. Its computed properties carry the geometry rules
    /// the class documents (setting `frame`, `center` or `size`).
    ///
    /// The layout builds one per element it reports, so the storage is small and of a fixed
    /// layout: plain numbers, the index path as a `CompactIndexPath`, the kind, and one
    /// reference for what layouts rarely set. An attributes object then fits in 120 bytes, the
    /// size the system allocator recycles fastest. What is out of line (``Extras``): a
    /// transform other than the identity, and an opacity other than 1.
    struct Values: Sendable {
        private var path = CompactIndexPath()
        /// The supplementary or decoration kind.
        var kind: String?
        /// The frame's origin, or its centre: see ``anchorIsCenter``.
        private var anchorX = 0.0
        private var anchorY = 0.0
        private var width = 0.0
        private var height = 0.0
        var zIndex = 0
        private var extras: Extras?
        var category = UICollectionElementCategory.cell
        var isHidden = false
        /// The self-sizing axes' bit mask.
        private var selfSizingMask: UInt8 = 0
        /// Whether the anchor is the centre (set through `center` or `size`) or the frame's
        /// origin (set through `frame`). Keeping what was written makes each read back exactly
        /// as written: the other is derived, and `center − size / 2` can differ from a written
        /// origin in the last bits.
        private var anchorIsCenter = true

        /// The element's index path.
        var indexPath: IndexPath {
            get { path.indexPath }
            set { path = CompactIndexPath(newValue) }
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
        /// axes, written field by field into values that hold the defaults.
        mutating func place(
            section: Int, item: Int, category: UICollectionElementCategory, kind: String?, frame: Rect, zIndex: Int,
            selfSizingMask: UInt8
        ) {
            path = CompactIndexPath(section: section, item: item)
            self.category = category
            self.kind = kind
            (anchorX, anchorY, anchorIsCenter) = (frame.origin.x, frame.origin.y, false)
            (width, height) = (frame.size.width, frame.size.height)
            self.zIndex = zIndex
            self.selfSizingMask = selfSizingMask
        }

        /// Whether `other` holds exactly these values, numbers compared bit for bit (`-0.0`
        /// differs from `0.0`; a NaN matches only the same NaN): what decides that the object
        /// made for these values still describes an element whose values are now `other`.
        func isIdentical(to other: Values) -> Bool {
            path == other.path && category == other.category && kind == other.kind
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

    /// What attributes rarely hold, stored by reference and never changed in place, so that
    /// copies of ``Values`` share it safely.
    final class Extras: Sendable {
        /// The values themselves.
        struct Contents: Sendable {
            /// A transform other than the identity.
            var transform3D: CATransform3D?
            /// An opacity other than 1.
            var opacity: Double?

            /// Whether nothing is set.
            var isEmpty: Bool { transform3D == nil && opacity == nil }
        }

        let contents: Contents

        init(_ contents: Contents) {
            self.contents = contents
        }

        var transform3D: CATransform3D? { contents.transform3D }
        var opacity: Double? { contents.opacity }

        /// Whether `a` and `b` hold the same values, bit for bit (see `Values.isIdentical(to:)`).
        static func areIdentical(_ a: Extras?, _ b: Extras?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            if a === b { return true }
            guard a.opacity?.bitPattern == b.opacity?.bitPattern else { return false }
            switch (a.transform3D, b.transform3D) {
            case (nil, nil): return true
            case let (x?, y?): return withUnsafeBytes(of: x) { x in withUnsafeBytes(of: y) { x.elementsEqual($0) } }
            default: return false
            }
        }
    }
}
