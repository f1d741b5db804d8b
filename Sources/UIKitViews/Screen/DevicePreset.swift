/// A device screen a layout can be shown on: its size in points, its display scale, the
/// safe-area insets a full-screen app sees and the size classes it gets, in portrait and in
/// landscape.
///
/// Use one to lay out for a real screen without a simulator:
///
/// ```swift
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// collectionView.apply(.iPhone15, in: .landscape)   // 852 × 393 @3x, safe area 0/59/21/59
/// ```
///
/// The built-in presets are listed in ``all`` and documented, value by value, with their
/// sources in `DevicePreset+Catalog.swift`. Look one up by a forgiving name with
/// ``named(_:)`` or ``lookUp(_:)``.
///
/// The values describe the screen and the system bars only (status bar, home indicator,
/// sensor housing); navigation bars, tab bars and keyboards are the app's and are not
/// included.
public struct DevicePreset: Hashable, Sendable {
    /// The family of a device, which decides how the system treats it.
    public enum Idiom: String, Hashable, Sendable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad

        /// The trait collection's idiom for this family.
        public var userInterfaceIdiom: UIUserInterfaceIdiom {
            switch self {
            case .phone: return .phone
            case .pad: return .pad
            }
        }
    }

    /// Which way the device is held.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        /// The long side vertical.
        case portrait
        /// The long side horizontal. The presets' landscape insets are the same whichever
        /// side the device is turned to.
        case landscape
    }

    /// The horizontal and vertical size classes of a full-screen app.
    public struct SizeClasses: Hashable, Sendable {
        /// The size class across the width.
        public var horizontal: UIUserInterfaceSizeClass
        /// The size class across the height.
        public var vertical: UIUserInterfaceSizeClass

        /// Creates a pair of size classes.
        public init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// The name used on the command line: lower case words joined by hyphens, such as
    /// `iphone-15-pro-max`.
    public let identifier: String
    /// The device's marketing name, such as "iPhone SE (3rd generation)".
    public let name: String
    /// Other names ``named(_:)`` accepts, such as `iphone-se-3`.
    public let aliases: [String]
    /// Whether the device is an iPhone or an iPad.
    public let idiom: Idiom
    /// The screen's size in points, held in portrait (width < height).
    public let portraitSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The safe-area insets of a full-screen app in portrait.
    public let portraitSafeAreaInsets: UIEdgeInsets
    /// The safe-area insets of a full-screen app in landscape; on iPhones with a sensor
    /// housing these are on the left and right.
    public let landscapeSafeAreaInsets: UIEdgeInsets
    /// The size classes of a full-screen app in portrait.
    public let portraitSizeClasses: SizeClasses
    /// The size classes of a full-screen app in landscape.
    public let landscapeSizeClasses: SizeClasses

    /// Creates a preset. `portraitSize` is the screen held upright (it is reordered if its
    /// width is the larger side).
    public init(
        identifier: String, name: String, aliases: [String] = [], idiom: Idiom, portraitSize: CGSize, scale: CGFloat,
        portraitSafeAreaInsets: UIEdgeInsets, landscapeSafeAreaInsets: UIEdgeInsets,
        portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses
    ) {
        self.identifier = identifier
        self.name = name
        self.aliases = aliases
        self.idiom = idiom
        self.portraitSize = CGSize(
            width: min(portraitSize.width, portraitSize.height), height: max(portraitSize.width, portraitSize.height))
        self.scale = scale
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
    }

    /// The screen's size in points in `orientation`: ``portraitSize``, or it turned on its
    /// side.
    public func screenSize(in orientation: Orientation) -> CGSize {
        switch orientation {
        case .portrait: return portraitSize
        case .landscape: return CGSize(width: portraitSize.height, height: portraitSize.width)
        }
    }

    /// The safe-area insets of a full-screen app in `orientation`.
    public func safeAreaInsets(in orientation: Orientation) -> UIEdgeInsets {
        orientation == .portrait ? portraitSafeAreaInsets : landscapeSafeAreaInsets
    }

    /// The size classes of a full-screen app in `orientation`.
    public func sizeClasses(in orientation: Orientation) -> SizeClasses {
        orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
    }

    /// The traits the device gives a full-screen app in `orientation`: its idiom, display
    /// scale and size classes. Other traits (appearance, layout direction, text size) are left
    /// unspecified, so merging this over a collection changes only these four.
    public func traitCollection(in orientation: Orientation) -> UITraitCollection {
        let classes = sizeClasses(in: orientation)
        return UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: idiom.userInterfaceIdiom),
            UITraitCollection(displayScale: scale),
            UITraitCollection(horizontalSizeClass: classes.horizontal),
            UITraitCollection(verticalSizeClass: classes.vertical),
        ])
    }
}
