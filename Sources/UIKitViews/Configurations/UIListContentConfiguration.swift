/// The content of a list cell, header or footer: an image, a text and a secondary text, with
/// their properties and the spacing between them. Stored only: nothing is drawn headless, so
/// no setting changes a frame; the layout guides of the content view showing it
/// (`UIListContentView.textLayoutGuide` and its siblings) follow them.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = item.title
/// content.secondaryText = item.subtitle
/// content.image = UIImage(systemName: "star")
/// cell.contentConfiguration = content
/// ```
///
/// The presets (``cell()``, ``subtitleCell()``, ``valueCell()``, the headers, footers and
/// sidebar styles) differ here in their fonts, colors and whether the two texts sit side by
/// side; see `UIListContentConfiguration+Presets.swift` for what is UIKit's and what was
/// chosen. Margins and paddings start at zero: UIKit derives them from the list's style and
/// the traits when the content is shown, which does not happen headless.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The image; `nil` by default.
    public var image: UIImage?
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// The primary text; `nil` by default.
    public var text: String?
    /// The primary text with attributes; `nil` by default. It supersedes ``text`` when both
    /// are set; neither clears the other.
    public var attributedText: NSAttributedString?
    /// How the primary text is shown.
    public var textProperties: TextProperties
    /// The secondary text; `nil` by default.
    public var secondaryText: String?
    /// The secondary text with attributes; `nil` by default. It supersedes
    /// ``secondaryText`` when both are set.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is shown.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the content view keeps its superview's layout margins when they are
    /// larger than ``directionalLayoutMargins``; both by default, as UIKit documents.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// The margins between the content and the content view's edges (the least margins on
    /// the axes that preserve the superview's); zero headless (see the type's discussion).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    /// Whether the two texts sit side by side when there is room; `true` for
    /// ``valueCell()``, `false` otherwise.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text; 0 headless.
    public var imageToTextPadding: CGFloat = 0
    /// The least space between the texts side by side; 0 headless.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0
    /// The space between the texts stacked; 0 headless.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// The opacity of the content; 1 by default.
    public var alpha: CGFloat = 1
    /// Whether a header preset made the configuration (`header()`, `groupedHeader()`, the
    /// prominent and sidebar headers): an automatic outline disclosure in a cell showing it
    /// takes the header style.
    package var isHeader = false

    /// A configuration with the given text styles and layout flag, everything else at its
    /// default.
    init(text: TextProperties, secondaryText: TextProperties, sideBySide: Bool = false, isHeader: Bool = false) {
        textProperties = text
        secondaryTextProperties = secondaryText
        prefersSideBySideTextAndSecondaryText = sideBySide
        self.isHeader = isHeader
    }

    /// Makes a list content view showing this configuration.
    @MainActor public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration for `state`: unchanged headless. UIKit restyles the texts and
    /// image for some states (a selected sidebar cell); nothing reads that styling here.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        self
    }
}
