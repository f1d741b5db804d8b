/// A description of a cell's or header's background: a color, an image or custom view, a
/// stroke, corners and insets (a shadow and a visual effect are stored only).
///
/// A cell shows its configuration as views (behind its content view) that a renderer draws.
/// The list presets set the color each list style uses, and ``updated(for:)`` gives a preset
/// the color of the state (a selected or highlighted list cell turns gray) unless the app set
/// its own color.
public struct UIBackgroundConfiguration: Hashable {
    /// A custom view shown behind the content; `nil` by default.
    public var customView: UIView?
    /// The radius of the rounded corners; 0 by default.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's edges; zero by default.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose inset also adds the view's layout margins; none by default.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill color; `nil` (the view's tint) by default, `.clear` in ``clear()``.
    public var backgroundColor: UIColor?
    /// A function applied to the fill color before use; `nil` by default.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// An image shown behind the content; `nil` by default.
    public var image: UIImage?
    /// How the image fits the background; `.scaleToFill` by default.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke's color; `nil` (the view's tint) by default.
    public var strokeColor: UIColor?
    /// A function applied to the stroke color before use; `nil` by default.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width; 0 (no stroke) by default.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background; 0 by default.
    public var strokeOutset: CGFloat = 0
    /// The shadow; none by default.
    public var shadowProperties = UIShadowProperties()
    /// The list cell style a preset was made for, which picks its color per state; `nil` for
    /// ``clear()`` and the header and footer presets, whose color does not change.
    var systemStyle: SystemStyle?
    /// The color the preset's style last set: a state update replaces ``backgroundColor`` only
    /// while it is still this one, so that an app's own color is kept.
    var systemColor: UIColor?

    private init() {}

    /// A background with nothing in it: a clear color.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// The background of a cell in a list (iOS 18), here in a plain list: `systemBackground`.
    public static func listCell() -> UIBackgroundConfiguration {
        filled(.listCell, .systemBackground)
    }

    /// The background of a list's header (iOS 18), here in a plain list: `systemBackground`.
    public static func listHeader() -> UIBackgroundConfiguration {
        filled(nil, .systemBackground)
    }

    /// The background of a list's footer (iOS 18), here in a plain list: `systemBackground`.
    public static func listFooter() -> UIBackgroundConfiguration {
        filled(nil, .systemBackground)
    }

    /// The background of a cell in a plain list: `systemBackground`.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        filled(.plainCell, .systemBackground)
    }

    /// The background of a header or footer in a plain list: `systemBackground`.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        filled(nil, .systemBackground)
    }

    /// The background of a cell in a grouped list: `secondarySystemGroupedBackground`.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        filled(.groupedCell, .secondarySystemGroupedBackground)
    }

    /// The background of a header or footer in a grouped list: clear, showing the list's
    /// grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        filled(nil, .clear)
    }

    /// The background of a cell in a sidebar: clear.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        filled(.sidebarCell, .clear)
    }

    /// The background of a header in a sidebar: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        filled(nil, .clear)
    }

    /// The background of a cell in a sidebar that accompanies other content: clear.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        filled(.accompaniedSidebarCell, .clear)
    }

    /// This configuration for `state`: a list cell preset whose color the app left as the
    /// preset set it takes its style's color for the state (see
    /// ``UIBackgroundConfiguration`` and Docs/DECISIONS.md); anything else is unchanged.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let systemStyle, backgroundColor == systemColor else { return self }
        var configuration = self
        let color = systemStyle.backgroundColor(for: ConfigurationStateFlags(state))
        configuration.backgroundColor = color
        configuration.systemColor = color
        return configuration
    }

    /// The fill color for a view tinted `tintColor`: ``backgroundColor`` (the tint when
    /// `nil`), through ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke color for a view tinted `tintColor`: ``strokeColor`` (the tint when `nil`),
    /// through ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    private static func filled(_ style: SystemStyle?, _ color: UIColor) -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = color
        configuration.systemStyle = style
        configuration.systemColor = color
        return configuration
    }
}
