import Yams

/// Checks that a tree parsed from a `.json` file used only JSON syntax. The YAML parser
/// reads JSON, but also reads YAML that is not JSON; a file that says it is JSON should
/// be JSON, so other tools read it the same way. Comments and trailing commas are not
/// visible in the tree and pass.
///
/// The tree does not tell everything: Yams gives every mapping and list the style "any"
/// (it reads the style from the collection's end, which has none), keeps no trace of an
/// explicit tag once resolved, and replaces an alias by the node it names. So the style and
/// the tags are read from the text at each node's mark, and the walk goes through the tree
/// as written: an alias is reported where it is written and not walked into, so a file of
/// aliases of aliases costs no more than its text.
enum JSONStrictness {
    /// Reports each node written in YAML-only syntax; returns the number of nodes visited.
    @discardableResult
    static func check(_ root: Node, text: SourceText, context: DecodingContext) -> Int {
        var anchored = Set<ObjectIdentifier>()
        var aliasesByName: [String: Int] = [:]
        var pending: [(node: Node, containerMark: Mark?)] = [(root, nil)]
        var visited = 0
        while let (node, containerMark) = pending.popLast() {
            visited += 1
            func report(_ message: String, at location: SourceLocation?) {
                context.report("not JSON: \(message)", at: location, path: "")
            }
            let location = SourceLocation(node.mark)
            if let anchor = node.anchor {
                guard anchored.insert(ObjectIdentifier(anchor)).inserted else {
                    let ordinal = aliasesByName[anchor.rawValue, default: 0]
                    aliasesByName[anchor.rawValue] = ordinal + 1
                    let written = text.aliasLocation(name: anchor.rawValue, ordinal: ordinal)
                    report("aliases are YAML only", at: written ?? SourceLocation(containerMark))
                    continue
                }
                report("anchors are YAML only", at: location)
            }
            let start = node.mark.map(text.nodeStart(at:))
            if start?.hasTag == true { report("tags are YAML only", at: location) }
            switch node {
            case .mapping(let mapping):
                if let start, start.first != "{" { report("a mapping needs braces { }", at: location) }
                for (key, value) in mapping.reversed() {
                    pending.append((value, node.mark))
                    pending.append((key, node.mark))
                }
            case .sequence(let sequence):
                if let start, start.first != "[" { report("a list needs brackets [ ]", at: location) }
                pending.append(contentsOf: sequence.reversed().map { ($0, node.mark) })
            case .scalar(let scalar):
                switch scalar.style {
                case .doubleQuoted: break
                case .plain:
                    if !isJSONLiteral(scalar.string) {
                        report("`\(scalar.string)` is not a JSON value; strings need double quotes", at: location)
                    }
                default: report("strings need double quotes", at: location)
                }
            case .alias: report("aliases are YAML only", at: location)
            }
        }
        return visited
    }

    /// Whether `text` is a JSON number, `true`, `false` or `null`.
    static func isJSONLiteral(_ text: String) -> Bool {
        if text == "true" || text == "false" || text == "null" { return true }
        var scalars = Substring(text).unicodeScalars[...]
        func digits() -> Int {
            var count = 0
            while let first = scalars.first, ("0"..."9").contains(first) {
                scalars.removeFirst()
                count += 1
            }
            return count
        }
        if scalars.first == "-" { scalars.removeFirst() }
        if scalars.first == "0" {
            scalars.removeFirst()
        } else if digits() == 0 {
            return false
        }
        if scalars.first == "." {
            scalars.removeFirst()
            guard digits() > 0 else { return false }
        }
        if scalars.first == "e" || scalars.first == "E" {
            scalars.removeFirst()
            if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
            guard digits() > 0 else { return false }
        }
        return scalars.isEmpty
    }
}
