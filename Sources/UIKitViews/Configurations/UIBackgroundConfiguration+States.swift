// The colors the list presets of UIBackgroundConfiguration take per state (values and sources
// in Docs/DECISIONS.md, "Cell views and images from data"):
//
// | preset                         | normal                           | highlighted or selected |
// |--------------------------------|----------------------------------|-------------------------|
// | listCell(), listPlainCell()    | systemBackground                 | systemGray4             |
// | listGroupedCell()              | secondarySystemGroupedBackground | systemGray4             |
// | listSidebarCell()              | clear                            | selected: the tint; highlighted: systemGray4 |
// | listAccompaniedSidebarCell()   | clear                            | systemGray4             |
// | headers and footers            | as made                          | as made                 |

extension UIBackgroundConfiguration {
    /// The list cell style a preset was made for.
    enum SystemStyle: Hashable, Sendable {
        case listCell
        case plainCell
        case groupedCell
        case sidebarCell
        case accompaniedSidebarCell

        /// The fill color of this style in a view whose state is `state`; `nil` is the view's
        /// tint.
        func backgroundColor(for state: ConfigurationStateFlags) -> UIColor? {
            switch self {
            case .listCell, .plainCell:
                state.isSelected || state.isHighlighted ? .systemGray4 : .systemBackground
            case .groupedCell:
                state.isSelected || state.isHighlighted ? .systemGray4 : .secondarySystemGroupedBackground
            case .sidebarCell:
                state.isSelected ? nil : state.isHighlighted ? .systemGray4 : .clear
            case .accompaniedSidebarCell:
                state.isSelected || state.isHighlighted ? .systemGray4 : .clear
            }
        }
    }
}

/// The states a background's color depends on, read from any configuration state.
struct ConfigurationStateFlags: Hashable, Sendable {
    /// Whether the view is selected.
    var isSelected = false
    /// Whether the view is highlighted.
    var isHighlighted = false

    /// The flags of `state`: a cell's or a view's; none for other states.
    init(_ state: UIConfigurationState) {
        if let cell = state as? UICellConfigurationState {
            isSelected = cell.isSelected
            isHighlighted = cell.isHighlighted
        } else if let view = state as? UIViewConfigurationState {
            isSelected = view.isSelected
            isHighlighted = view.isHighlighted
        }
    }
}
