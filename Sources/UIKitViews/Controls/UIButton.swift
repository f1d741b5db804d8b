/// A control that performs its actions when tapped: a cell's favourite button, a header's
/// "See All".
///
/// Titles, title colors and images are kept per control state and read back as UIKit gives
/// them: a state with none set uses the normal state's. ``titleLabel`` and ``imageView`` show
/// the current ones (or the ``configuration``'s title and image when there is one); they are
/// not subviews headless, where nothing is laid out to place them. A button has no
/// intrinsic content size: UIKit's depends on paddings that vary by type and configuration,
/// which are not reproduced.
///
/// ```swift
/// let seeAll = UIButton(type: .system)
/// seeAll.setTitle("See All", for: .normal)
/// seeAll.addAction(UIAction { _ in coordinator.showAll() }, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button's type; `.custom` for a button made with a frame.
    public private(set) var buttonType: ButtonType = .custom

    /// Titles by control state.
    private var titles: [UInt: String] = [:]
    /// Styled titles by control state.
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    /// Title colors by control state.
    private var titleColors: [UInt: UIColor] = [:]
    /// Images by control state.
    private var images: [UInt: UIImage] = [:]
    /// The title label, once read.
    private var madeTitleLabel: UILabel?
    /// The image view, once read.
    private var madeImageView: UIImageView?

    /// Creates a custom button of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a custom button of `frame` that performs `primaryAction` for
    /// ``UIControl/Event/primaryActionTriggered`` and shows the action's title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// Creates a button from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of `buttonType`, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button of `buttonType` (`.system` by default) that performs `primaryAction`
    /// for ``UIControl/Event/primaryActionTriggered`` and shows the action's title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a system button styled by `configuration`, performing `primaryAction` for
    /// ``UIControl/Event/primaryActionTriggered``; the action's title and image, when it has
    /// them, go into the configuration.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
        }
        self.configuration = configuration
    }

    /// Registers `action` as the primary action and shows its title (when not empty) and image
    /// for the normal state.
    private func adopt(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    // MARK: Content by state

    /// Sets the title shown in `state`; `nil` removes it, so the normal title shows there.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateShownContent()
    }

    /// The title for `state`: the one set for it, else the normal state's; `nil` when neither
    /// is set.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the styled title shown in `state`, which takes the place of its plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateShownContent()
    }

    /// The styled title for `state`, else the normal state's; `nil` when neither is set.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// Sets the title color in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateShownContent()
    }

    /// The title color for `state`, else the normal state's; `nil` when neither is set.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateShownContent()
    }

    /// The image for `state`, else the normal state's; `nil` when neither is set.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The title for the current ``UIControl/state``.
    open var currentTitle: String? { title(for: state) }

    /// The styled title for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The title color for the current state; when none is set, the tint color for a system
    /// button and white for the others, as in UIKit.
    open var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
    }

    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    // MARK: Subviews

    /// The label showing the current title, made on first read in the 15-point system font.
    open var titleLabel: UILabel? {
        if let madeTitleLabel { return madeTitleLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        madeTitleLabel = label
        updateShownContent()
        return label
    }

    /// The image view showing the current image, made on first read.
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView()
        madeImageView = view
        updateShownContent()
        return view
    }

    /// How the button looks, iOS 15's way; `nil` by default. While set, the title label and
    /// image view show its title and image. Stored otherwise: its colors, insets and sizes
    /// change nothing.
    open var configuration: Configuration? {
        didSet { updateShownContent() }
    }

    /// No intrinsic size on either axis (see the type's overview).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    override func controlStateDidChange() {
        updateShownContent()
    }

    /// Puts the current title, its color and the current image into the title label and image
    /// view, once they are made.
    private func updateShownContent() {
        if let label = madeTitleLabel {
            if let configuration {
                label.text = configuration.title
            } else if let styled = currentAttributedTitle {
                label.attributedText = styled
            } else {
                label.text = currentTitle
            }
            label.textColor = currentTitleColor
        }
        madeImageView?.image = configuration.map(\.image) ?? currentImage
    }
}

extension UIButton {
    /// A button's kind, which sets its default look. The raw values are UIKit's.
    public enum ButtonType: Int, Sendable {
        /// No system styling.
        case custom = 0
        /// The system's standard, tinted button.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button on a light background.
        case infoLight = 3
        /// An information button on a dark background.
        case infoDark = 4
        /// An add-contact button.
        case contactAdd = 5
        /// A plain button without a background.
        case plain = 6
        /// A close button.
        case close = 7

        /// The rounded-rectangle type of old, now the system type.
        public static var roundedRect: ButtonType { .system }
    }
}
