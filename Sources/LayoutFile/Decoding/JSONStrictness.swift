import Yams

/// Checks that a tree parsed from a `.json` file used only JSON syntax. The YAML parser
/// reads JSON, but also reads YAML that is not JSON; a file that says it is JSON should
/// be JSON, so other tools read it the same way. Comments and trailing commas are not
/// visible in the tree and pass.
enum JSONStrictness {
    /// Reports each node written in YAML-only syntax.
    static func check(_ node: Node, context: DecodingContext) {
        var pending: [Node] = [node]
        while let node = pending.popLast() {
            let location = SourceLocation(node.mark)
            func report(_ message: String) {
                context.report("not JSON: \(message)", at: location, path: "")
            }
            if node.anchor != nil { report("anchors and aliases are YAML only") }
            switch node {
            case .mapping(let mapping):
                if mapping.style == .block { report("a mapping needs braces { }") }
                for (key, value) in mapping.reversed() {
                    pending.append(value)
                    pending.append(key)
                }
            case .sequence(let sequence):
                if sequence.style == .block { report("a list needs brackets [ ]") }
                pending.append(contentsOf: sequence.reversed())
            case .scalar(let scalar):
                switch scalar.style {
                case .doubleQuoted: break
                case .plain:
                    if !isJSONLiteral(scalar.string) {
                        report("`\(scalar.string)` is not a JSON value; strings need double quotes")
                    }
                default: report("strings need double quotes")
                }
            case .alias: report("anchors and aliases are YAML only")
            }
        }
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
