/// The configuration state of a view that is not a cell (a header, footer or other
/// reusable view): traits, the common system states and custom states.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled; `false` by default.
    public var isDisabled = false
    /// Whether the view is highlighted (touched); `false` by default.
    public var isHighlighted = false
    /// Whether the view is selected; `false` by default.
    public var isSelected = false
    /// Whether the view has focus; `false` by default.
    public var isFocused = false
    /// Whether the view is pinned (a pinned header); `false` by default.
    public var isPinned = false
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
