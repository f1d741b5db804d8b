/// Where an offending value sits: the steps from a root (a section, the configuration, the
/// container, …) down to it, named the way a reader finds the value in their code.
///
/// Its text is the one form errors show, the components joined by ` › `:
/// `section 2 › group › subitems[1] › widthDimension`.
public struct LayoutPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Hashable, Sendable {
        /// The section at this index (a root): `section 2`.
        case section(Int)
        /// The layout's configuration (a root): `configuration`.
        case configuration
        /// The container the layout is solved in (a root): `container`.
        case container
        /// The data source's answers (a root): `data source`.
        case dataSource
        /// The collection view's trait collection (a root): `traitCollection`.
        case traitCollection
        /// A measured cell or supplementary view (a root): `cell (0, 3)`,
        /// `supplementary 'header' (1, 0)`.
        case element(MeasuredElement)
        /// A section's group: `group`.
        case group
        /// A section's list configuration: `list`.
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
        /// A property holding a value: `widthDimension`.
        case property(Property)
    }

    /// The properties a path can end in (or pass through, as `edgeSpacing`), by the names
    /// UIKit's API gives them.
    public enum Property: String, Hashable, Sendable {
        /// A boundary item's alignment.
        case alignment
        /// The bottom edge of an edge spacing.
        case bottom
        /// A supplementary item's anchor on its container.
        case containerAnchor
        /// The insets of a section, group, item, supplementary or decoration.
        case contentInsets
        /// The number of subitems of a count-based group.
        case count
        /// The display scale of the container or trait collection.
        case displayScale
        /// The edge spacing around an item or group.
        case edgeSpacing
        /// A list's padding above its header.
        case headerTopPadding
        /// The height of a layout size.
        case heightDimension
        /// The space between a section's groups.
        case interGroupSpacing
        /// The space between a group's subitems.
        case interItemSpacing
        /// The space between sections.
        case interSectionSpacing
        /// A supplementary item's anchor on its item.
        case itemAnchor
        /// The leading edge of an edge spacing.
        case leading
        /// A boundary item's offset.
        case offset
        /// The top edge of an edge spacing.
        case top
        /// The trailing edge of an edge spacing.
        case trailing
        /// The width of a layout size.
        case widthDimension
    }

    /// The steps, root first.
    public private(set) var components: [Component]

    /// A path of `components`, root first.
    public init(_ components: Component...) {
        self.components = components
    }

    /// This path followed by `component`.
    public func appending(_ component: Component) -> LayoutPath {
        var path = self
        path.components.append(component)
        return path
    }

    /// This path followed by `property`.
    public func appending(_ property: Property) -> LayoutPath {
        appending(.property(property))
    }

    /// This path followed by the components of `path`.
    func appending(contentsOf path: LayoutPath) -> LayoutPath {
        var joined = self
        joined.components.append(contentsOf: path.components)
        return joined
    }

    /// The components joined by ` › `.
    public var description: String {
        var text = ""
        for (index, component) in components.enumerated() {
            if index > 0 { text += " › " }
            text += component.description
        }
        return text
    }
}

extension LayoutPath.Component: CustomStringConvertible {
    /// The component as a path shows it.
    public var description: String {
        switch self {
        case .section(let index): return "section \(index)"
        case .configuration: return "configuration"
        case .container: return "container"
        case .dataSource: return "data source"
        case .traitCollection: return "traitCollection"
        case .element(.cell(let section, let item)): return "cell (\(section), \(item))"
        case .element(.supplementary(let kind, let section, let item)): return "supplementary '\(kind)' (\(section), \(item))"
        case .group: return "group"
        case .list: return "list"
        case .subitem(let index): return "subitems[\(index)]"
        case .supplementaryItem(let index): return "supplementaryItems[\(index)]"
        case .boundarySupplementaryItem(let index): return "boundarySupplementaryItems[\(index)]"
        case .decorationItem(let index): return "decorationItems[\(index)]"
        case .property(let property): return property.rawValue
        }
    }
}
