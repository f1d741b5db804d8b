/// The configuration state of a cell: the view states, plus the states only cells have
/// (editing, expanded, swiped, reordering, dragging, drop target).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// A cell's part in a drag.
    public enum DragState: Hashable, Sendable {
        /// Not dragged.
        case none
        /// Lifting, about to be dragged.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// A cell's part in a drop.
    public enum DropState: Hashable, Sendable {
        /// No drop is under way.
        case none
        /// A drop is under way elsewhere.
        case notTargeted
        /// The cell is the drop's target.
        case targeted
    }

    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled; `false` by default.
    public var isDisabled = false
    /// Whether the cell is highlighted (touched); `false` by default.
    public var isHighlighted = false
    /// Whether the cell is selected; `false` by default.
    public var isSelected = false
    /// Whether the cell has focus; `false` by default.
    public var isFocused = false
    /// Whether the cell is pinned; `false` by default.
    public var isPinned = false
    /// Whether the collection view is editing; `false` by default.
    public var isEditing = false
    /// Whether the cell's outline item is expanded; `false` by default.
    public var isExpanded = false
    /// Whether the cell is swiped to show actions; `false` by default.
    public var isSwiped = false
    /// Whether the cell is being reordered; `false` by default.
    public var isReordering = false
    /// The cell's part in a drag; `.none` by default.
    public var cellDragState = DragState.none
    /// The cell's part in a drop; `.none` by default.
    public var cellDropState = DropState.none
    /// The custom states, by key.
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with `traitCollection` and every other state off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom state stored under `key`, or `nil`; setting `nil` removes it.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
