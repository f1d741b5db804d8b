/// A view that shows an image: a cell's thumbnail or symbol.
///
/// Its intrinsic content size is its image's size, as in UIKit, for an image made from data
/// or a file; named and system images have no size headless (see ``UIImage``), so with one of
/// those, or none, the view has no intrinsic content size: size it with constraints or a
/// frame, as apps mostly do for thumbnails. Like UIKit's, it ignores touches by default (`isUserInteractionEnabled` is
/// `false`).
///
/// ```swift
/// let iconView = UIImageView(image: UIImage(systemName: "star.fill"))
/// iconView.tintColor = .systemYellow
/// iconView.contentMode = .scaleAspectFit
/// ```
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Creates an image view of `frame` with no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, sized to the image as UIKit does (zero for a
    /// named or system image, which has no size headless).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an image view from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image shown; `nil` by default. A change of size changes the intrinsic content size.
    open var image: UIImage? {
        didSet {
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while highlighted; `nil` by default.
    open var highlightedImage: UIImage?

    /// Whether the highlighted image is shown; `false` by default. Stored only.
    open var isHighlighted = false

    /// The symbol configuration applied to a symbol image; `nil` by default. Stored only.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// The image's size, as UIKit's; no intrinsic size on either axis without an image or
    /// with one that has no size headless (named and system images).
    open override var intrinsicContentSize: CGSize {
        guard let size = image?.size, size != .zero else {
            return CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
        }
        return size
    }
}
