import CompositionalLayout

/// Puts an engine error back on the file: translates the engine's path
/// (`section 2 › group › subitems[1] › widthDimension`) into the file's
/// (`sections[2].group.horizontal.subitems[1].layoutSize.widthDimension`), following the
/// document's values through groups, count groups, variants and renamed keys.
struct EnginePath {
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

    /// The file path for the engine's `path`; segments the file cannot follow are dropped
    /// from the first one on.
    static func filePath(for enginePath: String, in document: LayoutFileDocument, variants: [Int: Int]) -> String {
        var path = ""
        var context = Context.root
        for segment in enginePath.components(separatedBy: " › ") {
            guard let (next, suffix) = step(segment, context: context, document: document, variants: variants) else {
                break
            }
            path += suffix
            context = next
        }
        return path
    }

    private static func step(_ segment: String, context: Context, document: LayoutFileDocument, variants: [Int: Int])
        -> (Context, String)?
    {
        switch context {
        case .root:
            if segment.hasPrefix("section "), let index = Int(segment.dropFirst("section ".count)),
                document.sections.indices.contains(index)
            {
                switch document.sections[index].content {
                case .section(let spec):
                    return (.section(spec), "sections[\(index)]")
                case .variants(let list):
                    guard let chosen = variants[index], list.indices.contains(chosen) else {
                        return (.other, "sections[\(index)]")
                    }
                    return (.section(list[chosen].section), "sections[\(index)].variants[\(chosen)].section")
                }
            }
            if segment == "configuration" { return (.configuration, "configuration") }
            if segment == "container" { return (.host, "host") }
            return nil
        case .section(let spec):
            if segment == "group" {
                switch spec.base {
                case .group(let group): return (.group(group), ".group.\(group.kind.rawValue)")
                case .list: return (.other, ".list")
                case .mediaItems: return (.other, ".mediaItems")
                }
            }
            if segment.hasPrefix("boundarySupplementaryItems[") { return (.supplementary, ".\(segment)") }
            return (.other, ".\(segment)")
        case .group(let group):
            if segment.hasPrefix("subitems["), let index = Int(segment.dropFirst("subitems[".count).dropLast()) {
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
            }
            return itemStep(segment)
        case .item, .supplementary:
            return itemStep(segment)
        case .configuration:
            if segment.hasPrefix("boundarySupplementaryItems[") { return (.supplementary, ".\(segment)") }
            return (.other, ".\(segment)")
        case .host:
            return segment == "displayScale" ? (.other, ".scale") : nil
        case .other:
            return (.other, ".\(segment)")
        }
    }

    /// Steps shared by items, groups and supplementary items.
    private static func itemStep(_ segment: String) -> (Context, String)? {
        switch segment {
        case "widthDimension", "heightDimension": return (.other, ".layoutSize.\(segment)")
        case "offset": return (.other, ".absoluteOffset")
        default:
            if segment.hasPrefix("supplementaryItems[") { return (.supplementary, ".\(segment)") }
            return (.other, ".\(segment)")
        }
    }
}

extension LayoutFileDocument {
    /// The engine's error as a diagnostic on the file.
    func diagnostic(for error: CompositionalLayoutError, choices: [Int: Int]) -> LayoutFileDiagnostic {
        let filePath = EnginePath.filePath(for: error.path, in: self, variants: choices)
        let prefix = "\(error.path): "
        var message = error.description.hasPrefix(prefix) ? String(error.description.dropFirst(prefix.count)) : error.description
        if case .missingSection = error.reason, let index = Self.sectionIndex(error.path),
            sections.indices.contains(index), case .variants = sections[index].content
        {
            message = "no variant of this section matches the layout environment; add a variant without `when` as the fallback"
        }
        return diagnostic(at: filePath, message: message)
    }

    private static func sectionIndex(_ enginePath: String) -> Int? {
        guard enginePath.hasPrefix("section ") else { return nil }
        return Int(enginePath.dropFirst("section ".count).prefix { $0.isNumber })
    }
}
