/// A view that shows an image: a cell's thumbnail or symbol.
///
/// Nothing is drawn headless, and images have no size (see ``UIImage``), so an image view has
/// no intrinsic content size: size it with constraints or a frame, as apps mostly do for
/// thumbnails. Like UIKit's, it ignores touches by default (`isUserInteractionEnabled` is
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

    /// Creates an image view showing `image`. UIKit sizes the view to the image; headless
    /// images have no size, so the frame is zero.
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

    /// The image shown; `nil` by default.
    open var image: UIImage?

    /// The image shown while highlighted; `nil` by default.
    open var highlightedImage: UIImage?

    /// Whether the highlighted image is shown; `false` by default. Stored only.
    open var isHighlighted = false

    /// The symbol configuration applied to a symbol image; `nil` by default. Stored only.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// No intrinsic size on either axis: UIKit uses the image's size, which headless images do
    /// not have.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }
}
