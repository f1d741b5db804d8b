/// A decoration at the leading or trailing edge of a list cell: a disclosure indicator, a
/// checkmark, an editing control, a label, a custom view. Stored only: the cell keeps its
/// ``UICollectionViewListCell/accessories`` and draws none of them headless. There are no
/// touches, so action handlers are called only by `UICollectionView.simulateTap(at:)` on an
/// outline header (see ``OutlineDisclosureOptions/Style-swift.enum/header``).
///
/// Options left `nil` take the defaults noted on each options type.
public struct UICellAccessory {
    /// A function an accessory calls when tapped.
    public typealias ActionHandler = () -> Void

    /// When an accessory shows, by the collection view's editing state.
    public enum DisplayedState: Hashable, Sendable {
        /// Always.
        case always
        /// Only while editing.
        case whenEditing
        /// Only while not editing.
        case whenNotEditing
    }

    /// How much width an accessory keeps for itself.
    public enum LayoutDimension: Hashable, Sendable {
        /// Its own width.
        case actual
        /// The system's standard width for accessories, so that accessories line up.
        case standard
        /// This width.
        case custom(CGFloat)
    }

    /// What kind of accessory this is.
    public enum AccessoryType: Hashable {
        /// A chevron showing that the cell leads somewhere.
        case disclosureIndicator
        /// A chevron that expands and collapses an outline item.
        case outlineDisclosure
        /// A checkmark.
        case checkmark
        /// A control that deletes the cell.
        case delete
        /// A control that inserts a cell.
        case insert
        /// A handle that reorders the cell.
        case reorder
        /// A selection circle for multiple selection.
        case multiselect
        /// A text label.
        case label
        /// A custom view.
        case customView(UIView)
        /// A detail (info) button.
        case detail
    }

    /// An accessory's options, by kind: everything it was made with except when it shows and
    /// its action.
    enum Options {
        case disclosureIndicator(DisclosureIndicatorOptions)
        case detail(DetailOptions)
        case checkmark(CheckmarkOptions)
        case delete(DeleteOptions)
        case insert(InsertOptions)
        case reorder(ReorderOptions)
        case multiselect(MultiselectOptions)
        case outlineDisclosure(OutlineDisclosureOptions)
        case label(text: String, options: LabelOptions)
        case customView(CustomViewConfiguration)
    }

    /// What the accessory was made with.
    let options: Options
    /// When the accessory shows.
    let displayedState: DisplayedState
    /// What a tap runs, for the accessories that take taps.
    let actionHandler: ActionHandler?

    private init(_ options: Options, displayed: DisplayedState, actionHandler: ActionHandler? = nil) {
        self.options = options
        displayedState = displayed
        self.actionHandler = actionHandler
    }

    /// The kind of accessory.
    public var accessoryType: AccessoryType {
        switch options {
        case .disclosureIndicator: .disclosureIndicator
        case .detail: .detail
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .multiselect: .multiselect
        case .outlineDisclosure: .outlineDisclosure
        case .label: .label
        case .customView(let configuration): .customView(configuration.customView)
        }
    }

    /// A disclosure chevron, shown always by default.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator(options), displayed: displayed)
    }

    /// A detail button, shown always by default.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.detail(options), displayed: displayed, actionHandler: actionHandler)
    }

    /// A checkmark, shown always by default.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
        -> UICellAccessory
    {
        UICellAccessory(.checkmark(options), displayed: displayed)
    }

    /// A delete control, shown while editing by default.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete(options), displayed: displayed, actionHandler: actionHandler)
    }

    /// An insert control, shown while editing by default.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.insert(options), displayed: displayed, actionHandler: actionHandler)
    }

    /// A reorder handle, shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
        -> UICellAccessory
    {
        UICellAccessory(.reorder(options), displayed: displayed)
    }

    /// A multiple-selection circle, shown while editing by default.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        UICellAccessory(.multiselect(options), displayed: displayed)
    }

    /// An outline chevron that expands and collapses the item, shown always by default.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options), displayed: displayed, actionHandler: actionHandler)
    }

    /// A text label, shown always by default.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions())
        -> UICellAccessory
    {
        UICellAccessory(.label(text: text, options: options), displayed: displayed)
    }

    /// A custom view, placed and shown as `configuration` says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        switch configuration.placement {
        case .leading(let displayed, _), .trailing(let displayed, _):
            UICellAccessory(.customView(configuration), displayed: displayed)
        }
    }
}
