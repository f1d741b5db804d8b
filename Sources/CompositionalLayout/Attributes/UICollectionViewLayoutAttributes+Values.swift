internal import LayoutCore

extension UICollectionViewLayoutAttributes {
    /// Everything the attributes hold, in one value: what the lock guards, and what a copy
    /// or an equality test reads at once.
    ///
    /// It is kept small, because the layout builds one per element it reports: a transform
    /// other than the identity (rare; set by visible-items handlers and subclasses) lives out
    /// of line, so untransformed attributes carry one reference instead of sixteen values.
    struct Values: Sendable {
        var indexPath = IndexPath()
        var kind: String?
        var center = CGPoint.zero
        var size = CGSize.zero
        /// The origin last written through `frame`, kept so that an untransformed frame reads
        /// back exactly as written (`center − size / 2` can differ from it in the last bits).
        /// Cleared when `center` or `size` is set.
        var writtenOrigin: CGPoint?
        /// The transform when it is not the identity; `nil` stands for the identity.
        private var customTransform: Transform?
        var alpha: CGFloat = 1
        var zIndex = 0
        var category = UICollectionElementCategory.cell
        var isHidden = false
        var selfSizingAxes: SelfSizingAxes = []

        /// The 3D transform; setting the identity drops the stored one.
        var transform3D: CATransform3D {
            get { customTransform?.value ?? CATransform3DIdentity }
            set { customTransform = CATransform3DIsIdentity(newValue) ? nil : Transform(value: newValue) }
        }

        /// Whether the transform is the identity, without building one to compare against.
        var hasIdentityTransform: Bool { customTransform == nil }

        /// The frame `frame` reads; see there.
        var frame: CGRect {
            if customTransform == nil {
                if let writtenOrigin { return CGRect(origin: writtenOrigin, size: size) }
                return CGRect(
                    x: center.x - size.width / 2,
                    y: center.y - size.height / 2,
                    width: size.width,
                    height: size.height
                )
            }
            return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(CATransform3DGetAffineTransform(transform3D))
                .offsetBy(dx: center.x, dy: center.y)
        }
    }

    /// A transform other than the identity, stored by reference; immutable, so copies of
    /// ``Values`` share it safely.
    final class Transform: Sendable {
        /// The transform.
        let value: CATransform3D

        init(value: CATransform3D) {
            self.value = value
        }
    }
}
