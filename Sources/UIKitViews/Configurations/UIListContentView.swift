/// The content view a list content configuration makes: it keeps the configuration it shows.
///
/// Headless there is no text or image to draw, so the view has no subviews and measures as
/// any view does (its current size, see `UIView.sizeThatFits(_:)`). Its layout guides
/// (``textLayoutGuide``, ``secondaryTextLayoutGuide``, ``imageLayoutGuide``) place the parts
/// the configuration shows.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The list configuration shown.
    private(set) var listConfiguration: UIListContentConfiguration
    /// The guides of the parts shown, made when first read.
    var partGuides: [ListContentPart: UILayoutGuide] = [:]

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// Creates a view from an archive, showing ``UIListContentConfiguration/cell()``;
    /// nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown. Only a ``UIListContentConfiguration`` can be shown: UIKit
    /// rejects another kind with an exception; here setting one changes nothing.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            dropHiddenPartGuides()
            setNeedsLayout()
        }
    }

    /// Whether `configuration` is a list content configuration.
    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }
}
