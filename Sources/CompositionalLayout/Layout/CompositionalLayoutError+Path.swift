internal import LayoutCore

extension CompositionalLayoutError {
    /// Where the offending value is: the steps from a root (a section, the configuration, …)
    /// down to it, named as in the layout's API. Its text joins the steps with ` › `:
    /// `section 2 › group › subitems[1] › widthDimension`.
    public struct Path: Hashable, Sendable, CustomStringConvertible {
        /// One step of a path.
        public enum Component: Hashable, Sendable {
            /// The section at this index (a root): `section 2`.
            case section(Int)
            /// The layout's configuration (a root): `configuration`.
            case configuration
            /// The collection view's size, scale and insets the layout is solved in (a root):
            /// `container`.
            case container
            /// The data source's answers (a root): `data source`.
            case dataSource
            /// The collection view's trait collection (a root): `traitCollection`.
            case traitCollection
            /// A measured cell (a root): `cell (0, 3)`.
            case cell(IndexPath)
            /// A measured supplementary view (a root): `supplementary 'header' (1, 0)`.
            case supplementaryView(ofKind: String, at: IndexPath)
            /// A section's group: `group`.
            case group
            /// A list section's configuration: `list`.
            case list
            /// A group's subitem at this index: `subitems[1]`.
            case subitem(Int)
            /// An item's or group's supplementary item at this index: `supplementaryItems[0]`.
            case supplementaryItem(Int)
            /// A section's or the configuration's boundary item at this index:
            /// `boundarySupplementaryItems[0]`.
            case boundarySupplementaryItem(Int)
            /// A section's decoration item at this index: `decorationItems[0]`.
            case decorationItem(Int)
            /// The property holding the value, by its name in the API: `widthDimension`.
            case property(String)
        }

        /// The engine's path.
        let enginePath: LayoutPath

        /// Reports an engine path.
        init(_ path: LayoutPath) {
            enginePath = path
        }

        /// The steps, root first.
        public var components: [Component] { enginePath.components.map(Component.init) }

        /// The steps joined by ` › `.
        public var description: String { enginePath.description }
    }
}

extension CompositionalLayoutError.Path.Component {
    /// The component for the engine's `component`.
    init(_ component: LayoutPath.Component) {
        switch component {
        case .section(let index): self = .section(index)
        case .configuration: self = .configuration
        case .container: self = .container
        case .dataSource: self = .dataSource
        case .traitCollection: self = .traitCollection
        case .element(.cell(let section, let item)): self = .cell(IndexPath(item: item, section: section))
        case .element(.supplementary(let kind, let section, let item)):
            self = .supplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))
        case .group: self = .group
        case .list: self = .list
        case .subitem(let index): self = .subitem(index)
        case .supplementaryItem(let index): self = .supplementaryItem(index)
        case .boundarySupplementaryItem(let index): self = .boundarySupplementaryItem(index)
        case .decorationItem(let index): self = .decorationItem(index)
        case .property(let property): self = .property(property.rawValue)
        }
    }
}
