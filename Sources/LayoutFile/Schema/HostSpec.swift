import CompositionalLayout

/// `host`: the headless collection view the layout is shown in. Every property is optional;
/// a left-out one takes its default independently of the others.
///
/// | key | default |
/// |---|---|
/// | `width`, `height` | 390 × 844 points (an iPhone 12/13/14 in portrait) |
/// | `scale` | 3 |
/// | `safeAreaInsets` | top 47, bottom 34 (that iPhone in portrait) |
/// | `layoutMargins` | the system minimum the headless view computes from the screen |
/// | `contentInset` | zero |
/// | `screen` | the view's size |
/// | `layoutDirection` | `leftToRight` |
/// | `horizontalSizeClass`, `verticalSizeClass` | `compact`, `regular` (the iPhone's) |
/// | `contentOffset` | the resting offset: minus the adjusted content inset (0, −47) |
/// | `orthogonalScrollOffsets` | none (every row at its leading end) |
///
/// A tool that knows devices (`--device`) can put its values in place before loading with
/// ``overriding(with:)``, or set fields of ``LayoutFileDocument/host`` directly.
public struct HostSpec: Hashable, Sendable, Encodable {
    /// The default width, in points.
    public static let defaultWidth = 390.0
    /// The default height, in points.
    public static let defaultHeight = 844.0
    /// The default display scale.
    public static let defaultScale = 3.0
    /// The default safe-area insets.
    public static let defaultSafeAreaInsets = EdgeInsetsSpec(top: 47, left: 0, bottom: 34, right: 0)
    /// The default horizontal size class.
    public static let defaultHorizontalSizeClass = UIUserInterfaceSizeClass.compact
    /// The default vertical size class.
    public static let defaultVerticalSizeClass = UIUserInterfaceSizeClass.regular

    /// `width` of the view, finite and ≥ 0.
    public var width: Double?
    /// `height` of the view, finite and ≥ 0.
    public var height: Double?
    /// `scale`: device pixels per point, from 1 to 32 (`LayoutLimits.displayScales`; a
    /// scale outside is reported when the layout is laid out).
    public var scale: Double?
    /// `safeAreaInsets`.
    public var safeAreaInsets: EdgeInsetsSpec?
    /// `layoutMargins`, as the app would set them (relative to the safe area).
    public var layoutMargins: EdgeInsetsSpec?
    /// `contentInset`: extra scrollable space the app adds.
    public var contentInset: EdgeInsetsSpec?
    /// `screen`: the size of the screen the view is on, which the default margins follow.
    public var screen: SizeValueSpec?
    /// `layoutDirection`.
    public var layoutDirection: UIUserInterfaceLayoutDirection?
    /// `horizontalSizeClass`.
    public var horizontalSizeClass: UIUserInterfaceSizeClass?
    /// `verticalSizeClass`.
    public var verticalSizeClass: UIUserInterfaceSizeClass?
    /// `contentOffset`: the point of the content at the view's top-left corner.
    public var contentOffset: PointSpec?
    /// `orthogonalScrollOffsets`: offsets of orthogonally scrolling sections.
    public var orthogonalScrollOffsets: [OrthogonalScrollOffsetSpec]?

    /// Creates a host; left-out properties take their defaults.
    public init(
        width: Double? = nil, height: Double? = nil, scale: Double? = nil, safeAreaInsets: EdgeInsetsSpec? = nil,
        layoutMargins: EdgeInsetsSpec? = nil, contentInset: EdgeInsetsSpec? = nil, screen: SizeValueSpec? = nil,
        layoutDirection: UIUserInterfaceLayoutDirection? = nil, horizontalSizeClass: UIUserInterfaceSizeClass? = nil,
        verticalSizeClass: UIUserInterfaceSizeClass? = nil, contentOffset: PointSpec? = nil,
        orthogonalScrollOffsets: [OrthogonalScrollOffsetSpec]? = nil
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.contentInset = contentInset
        self.screen = screen
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.contentOffset = contentOffset
        self.orthogonalScrollOffsets = orthogonalScrollOffsets
    }

    /// This host with every property that `overrides` sets replaced by its value; the
    /// extension point for device presets and command-line options.
    ///
    /// ```swift
    /// document.host = (document.host ?? HostSpec()).overriding(with: HostSpec(width: 1024, height: 1366))
    /// ```
    public func overriding(with overrides: HostSpec) -> HostSpec {
        HostSpec(
            width: overrides.width ?? width, height: overrides.height ?? height, scale: overrides.scale ?? scale,
            safeAreaInsets: overrides.safeAreaInsets ?? safeAreaInsets,
            layoutMargins: overrides.layoutMargins ?? layoutMargins, contentInset: overrides.contentInset ?? contentInset,
            screen: overrides.screen ?? screen, layoutDirection: overrides.layoutDirection ?? layoutDirection,
            horizontalSizeClass: overrides.horizontalSizeClass ?? horizontalSizeClass,
            verticalSizeClass: overrides.verticalSizeClass ?? verticalSizeClass,
            contentOffset: overrides.contentOffset ?? contentOffset,
            orthogonalScrollOffsets: overrides.orthogonalScrollOffsets ?? orthogonalScrollOffsets)
    }

    /// The host's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height, scale, safeAreaInsets, layoutMargins, contentInset, screen, layoutDirection,
            horizontalSizeClass, verticalSizeClass, contentOffset, orthogonalScrollOffsets
    }
}

/// One entry of `host.orthogonalScrollOffsets`: `{section, x, y}`, as
/// `setOrthogonalScrollOffset(_:forSection:)` takes it. Only the coordinate along the row
/// counts; sections that are not orthogonal rows ignore it.
public struct OrthogonalScrollOffsetSpec: Hashable, Sendable, Encodable {
    /// `section`: an index into `sections`.
    public var section: Int
    /// `x`.
    public var x: Double
    /// `y`.
    public var y: Double

    /// Creates an offset.
    public init(section: Int, x: Double = 0, y: Double = 0) {
        self.section = section
        self.x = x
        self.y = y
    }

    /// The offset's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case section, x, y
    }
}
