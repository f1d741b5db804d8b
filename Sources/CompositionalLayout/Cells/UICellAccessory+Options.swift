extension UICellAccessory {
    /// Options of a disclosure indicator. Defaults: shown, standard width, the cell's tint.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden.
        public var isHidden: Bool
        /// The width the accessory keeps.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint, or `nil` for the cell's.
        public var tintColor: UIColor?

        /// Options with the given values; `nil` takes the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a detail button. Defaults: shown, standard width, the cell's tint.
    public struct DetailOptions {
        /// Whether the accessory is hidden.
        public var isHidden: Bool
        /// The width the accessory keeps.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint, or `nil` for the cell's.
        public var tintColor: UIColor?

        /// Options with the given values; `nil` takes the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a checkmark. Defaults: shown, standard width, the cell's tint.
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden.
        public var isHidden: Bool
        /// The width the accessory keeps.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint, or `nil` for the cell's.
        public var tintColor: UIColor?

        /// Options with the given values; `nil` takes the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a delete control. Defaults: shown, standard width, system colors.
    public struct DeleteOptions {
        /// Whether the accessory is hidden.
        public var isHidden: Bool
        /// The width the accessory keeps.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint, or `nil` for the system's.
        public var tintColor: UIColor?
        /// The fill behind the symbol, or `nil` for the system's.
        public var backgroundColor: UIColor?

        /// Options with the given values; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an insert control. Defaults: shown, standard width, system colors.
    public struct InsertOptions {
        /// Whether the accessory is hidden.
        public var isHidden: Bool
        /// The width the accessory keeps.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint, or `nil` for the system's.
        public var tintColor: UIColor?
        /// The fill behind the symbol, or `nil` for the system's.
        public var backgroundColor: UIColor?

        /// Options with the given values; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a reorder handle. Defaults: shown, standard width, the cell's tint, with a
    /// vertical separator.
    public struct ReorderOptions {
        /// Whether the accessory is hidden.
        public var isHidden: Bool
        /// The width the accessory keeps.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint, or `nil` for the cell's.
        public var tintColor: UIColor?
        /// Whether a vertical separator sets the handle off from the content.
        public var showsVerticalSeparator: Bool

        /// Options with the given values; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// Options of a multiple-selection circle. Defaults: shown, standard width, system
    /// colors.
    public struct MultiselectOptions {
        /// Whether the accessory is hidden.
        public var isHidden: Bool
        /// The width the accessory keeps.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint, or `nil` for the system's.
        public var tintColor: UIColor?
        /// The fill behind the symbol, or `nil` for the system's.
        public var backgroundColor: UIColor?

        /// Options with the given values; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an outline disclosure chevron. Defaults: the automatic style, shown,
    /// standard width, the cell's tint.
    public struct OutlineDisclosureOptions {
        /// How the chevron looks.
        public enum Style: Hashable, Sendable {
            /// The header style while the cell shows a header's list content (a header preset
            /// of `UIListContentConfiguration`), the cell style otherwise.
            case automatic
            /// An outline header's chevron: a tap anywhere on the cell toggles the item's
            /// expansion, and the cell is not selected.
            case header
            /// A cell's chevron: a tap on it toggles the item's expansion, and a tap elsewhere
            /// on the cell selects the item.
            case cell
        }

        /// How the chevron looks.
        public var style: Style
        /// Whether the accessory is hidden.
        public var isHidden: Bool
        /// The width the accessory keeps.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint, or `nil` for the cell's.
        public var tintColor: UIColor?

        /// Options with the given values; `nil` takes the default.
        public init(
            style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a label accessory. Defaults: shown, standard width, the cell's tint, the
    /// body font following the text size setting.
    public struct LabelOptions {
        /// Whether the accessory is hidden.
        public var isHidden: Bool
        /// The width the accessory keeps.
        public var reservedLayoutWidth: LayoutDimension
        /// The text's color, or `nil` for the cell's tint.
        public var tintColor: UIColor?
        /// The text's font.
        public var font: UIFont
        /// Whether the font follows the text size setting.
        public var adjustsFontForContentSizeCategory: Bool

        /// Options with the given values; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.font = font ?? .preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// Where a custom accessory goes: the edge, when it shows, and its position among the
    /// accessories on that edge.
    public enum Placement {
        /// A function from the accessories already on the edge to the index the custom one
        /// takes among them.
        public typealias Position = (_ accessories: [UICellAccessory]) -> Int

        /// The position just before `accessory` (matched by kind), or the first position when
        /// it is not there. UIKit does not document the case it is missing.
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.accessoryType == accessory.accessoryType } ?? 0 }
        }

        /// The position just after `accessory` (matched by kind), or the last position when it
        /// is not there. UIKit does not document the case it is missing.
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in
                accessories.firstIndex { $0.accessoryType == accessory.accessoryType }.map { $0 + 1 }
                    ?? accessories.count
            }
        }

        /// On the leading edge, innermost by default.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// On the trailing edge, outermost by default.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// A custom accessory: its view, placement and options. Defaults: shown, standard width,
    /// the cell's tint, resizable.
    public struct CustomViewConfiguration {
        /// The view shown.
        public let customView: UIView
        /// Where the view goes.
        public let placement: Placement
        /// Whether the accessory is hidden.
        public var isHidden: Bool
        /// The width the accessory keeps.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint, or `nil` for the cell's.
        public var tintColor: UIColor?
        /// Whether the view keeps its size rather than being fitted.
        public var maintainsFixedSize: Bool

        /// A configuration with the given values; `nil` takes the default.
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
