/// The content of a list cell, header or footer: an image, a text and a secondary text, with
/// their properties and the spacing between them. The content view showing it
/// (`UIListContentView`) lays the parts out as UIKit's does: within the margins, the image at
/// the leading edge, the texts after it, stacked or side by side, centred vertically.
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
/// sidebar styles) carry UIKit's fonts, colors, margins and paddings for an iPhone; see
/// `UIListContentConfiguration+Presets.swift` and Docs/DECISIONS.md for their values and
/// sources. A configuration made by the presets' common initializer starts from UIKit's
/// defaults: margins zero, paddings 16, 8 and 3.
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
    /// larger than ``directionalLayoutMargins``: horizontal for the cell, header and footer
    /// presets, none for the inset-grouped headers.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The margins between the content and the content view's edges (the least margins on
    /// the axes that preserve the superview's): 11 points above and below, 16 leading and 8
    /// trailing for ``cell()``.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    /// Whether the two texts sit side by side when there is room; `true` for
    /// ``valueCell()``, `false` otherwise. When the texts do not fit on one line beside each
    /// other, they are stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text: 16 points, 10 in a sidebar.
    public var imageToTextPadding: CGFloat = 16
    /// The least space between the texts side by side: 8 points.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the texts stacked: 3 points, 0 in the subtitle presets.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The opacity of the content; 1 by default.
    public var alpha: CGFloat = 1
    /// Whether a header preset made the configuration (`header()`, `groupedHeader()`, the
    /// prominent and sidebar headers): an automatic outline disclosure in a cell showing it
    /// takes the header style.
    package var isHeader = false
    /// Whether the content is at least as high as a list row (44 points at the Large text
    /// size): UIKit's cell and sidebar presets are, headers and footers are not.
    package var enforcesMinimumHeight = false
    /// Whether a sidebar preset made the configuration: standard image widths are a sidebar's.
    package var usesSidebarMetrics = false

    /// A configuration with the given texts, margins and flags; paddings at UIKit's defaults
    /// (16, 8 and 3) unless given.
    init(
        text: TextProperties, secondaryText: TextProperties, margins: NSDirectionalEdgeInsets,
        axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal, sideBySide: Bool = false,
        imageToTextPadding: CGFloat = 16, verticalPadding: CGFloat = 3, isHeader: Bool = false,
        enforcesMinimumHeight: Bool = false, usesSidebarMetrics: Bool = false
    ) {
        textProperties = text
        secondaryTextProperties = secondaryText
        directionalLayoutMargins = margins
        self.axesPreservingSuperviewLayoutMargins = axesPreservingSuperviewLayoutMargins
        prefersSideBySideTextAndSecondaryText = sideBySide
        self.imageToTextPadding = imageToTextPadding
        textToSecondaryTextVerticalPadding = verticalPadding
        self.isHeader = isHeader
        self.enforcesMinimumHeight = enforcesMinimumHeight
        self.usesSidebarMetrics = usesSidebarMetrics
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
