import CompositionalLayout

/// Puts an engine error back on the file: follows the error's path, component by component
/// (`section 2 › group › subitems[1] › widthDimension`), through the document's values to the
/// file's path (`sections[2].group.horizontal.subitems[1].layoutSize.widthDimension`), through
/// groups, count groups, variants and renamed keys.
struct EnginePath {
    typealias Component = CompositionalLayoutError.Path.Component

    private enum Context {
        case root
        case section(SectionSpec)
        case group(GroupSpec)
        case item
        case supplementary
        case configuration
        case host
        case other
    }

    /// The file path for the engine's path `components`; components the file cannot follow
    /// are dropped from the first one on.
    static func filePath(for components: [Component], in document: LayoutFileDocument, variants: [Int: Int]) -> String {
        var path = ""
        var context = Context.root
        for component in components {
            guard let (next, suffix) = step(component, context: context, document: document, variants: variants) else {
                break
            }
            path += suffix
            context = next
        }
        return path
    }

    private static func step(_ component: Component, context: Context, document: LayoutFileDocument, variants: [Int: Int])
        -> (Context, String)?
    {
        switch context {
        case .root:
            switch component {
            case .section(let index) where document.sections.indices.contains(index):
                switch document.sections[index].content {
                case .section(let spec):
                    return (.section(spec), "sections[\(index)]")
                case .variants(let list):
                    guard let chosen = variants[index], list.indices.contains(chosen) else {
                        return (.other, "sections[\(index)]")
                    }
                    return (.section(list[chosen].section), "sections[\(index)].variants[\(chosen)].section")
                }
            case .configuration: return (.configuration, "configuration")
            // The host's settings: its container, and its traits (the display scale).
            case .container, .traitCollection: return (.host, "host")
            default: return nil
            }
        case .section(let spec):
            switch component {
            case .group:
                switch spec.base {
                case .group(let group): return (.group(group), ".group.\(group.kind.rawValue)")
                case .list: return (.other, ".list")
                case .mediaItems: return (.other, ".mediaItems")
                }
            case .boundarySupplementaryItem: return sameName(component, context: .supplementary)
            default: return sameName(component)
            }
        case .group(let group):
            guard case .subitem(let index) = component else { return itemStep(component) }
            let subitem: SubitemSpec
            let suffix: String
            switch group.arrangement {
            case .subitems(let subitems):
                guard subitems.indices.contains(index) else { return nil }
                subitem = subitems[index]
                suffix = ".subitems[\(index)]"
            case .repeatingSubitem(let repeated, _):
                subitem = repeated
                suffix = ".repeatingSubitem"
            case .subitem(let slotted, _):
                subitem = slotted
                suffix = ".subitem"
            case .frames:
                return nil
            }
            switch subitem {
            case .item: return (.item, suffix)
            case .group(let nested): return (.group(nested), "\(suffix).\(nested.kind.rawValue)")
            }
        case .item, .supplementary:
            return itemStep(component)
        case .configuration:
            if case .boundarySupplementaryItem = component { return sameName(component, context: .supplementary) }
            return sameName(component)
        case .host:
            return component == .property("displayScale") ? (.other, ".scale") : nil
        case .other:
            return sameName(component)
        }
    }

    /// Steps shared by items, groups and supplementary items: the file keeps a size's
    /// dimensions under `layoutSize` and calls a boundary item's offset `absoluteOffset`.
    private static func itemStep(_ component: Component) -> (Context, String)? {
        switch component {
        case .property("widthDimension"): return (.other, ".layoutSize.widthDimension")
        case .property("heightDimension"): return (.other, ".layoutSize.heightDimension")
        case .property("offset"): return (.other, ".absoluteOffset")
        case .supplementaryItem: return sameName(component, context: .supplementary)
        default: return sameName(component)
        }
    }

    /// A step to the node the file names as the API does (`contentInsets`, `subitems[1]`);
    /// `nil` for a root, which has no place inside another node.
    private static func sameName(_ component: Component, context: Context = .other) -> (Context, String)? {
        let key: String
        switch component {
        case .group: key = "group"
        case .list: key = "list"
        case .subitem(let index): key = "subitems[\(index)]"
        case .supplementaryItem(let index): key = "supplementaryItems[\(index)]"
        case .boundarySupplementaryItem(let index): key = "boundarySupplementaryItems[\(index)]"
        case .decorationItem(let index): key = "decorationItems[\(index)]"
        case .property(let name): key = name
        case .section, .configuration, .container, .dataSource, .traitCollection, .cell, .supplementaryView: return nil
        }
        return (context, ".\(key)")
    }
}

extension LayoutFileDocument {
    /// The engine's error as a diagnostic on the file.
    func diagnostic(for error: CompositionalLayoutError, choices: [Int: Int]) -> LayoutFileDiagnostic {
        let components = error.path.components
        let filePath = EnginePath.filePath(for: components, in: self, variants: choices)
        var message = error.message
        if case .missingSection = error.reason, case .section(let index)? = components.first,
            sections.indices.contains(index), case .variants = sections[index].content
        {
            message = "no variant of this section matches the layout environment; add a variant without `when` as the fallback"
        }
        return diagnostic(at: filePath, message: message)
    }
}
