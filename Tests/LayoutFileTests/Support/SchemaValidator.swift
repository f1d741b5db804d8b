import Foundation
import Yams

/// The JSON Schema of the format, read from `Schema/` at the repository's root.
enum FormatSchema {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schema/complayout-layout-v1.schema.json")

    static func load() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let schema = object as? [String: Any] else { throw CocoaError(.fileReadCorruptFile) }
        return schema
    }
}

/// Checks a document against the subset of JSON Schema (draft 2020-12) the format's schema
/// uses: `$ref` to `#/$defs/…`, `type`, `properties`, `required`, `additionalProperties`,
/// `propertyNames`, `minProperties`, `maxProperties`, `items`, `minItems`, `maxItems`, `enum`, `const`, `minimum`,
/// `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `minLength`, `oneOf`, `anyOf` and `not`. An
/// unknown keyword is an error, so the schema cannot quietly use one this checker ignores.
///
/// The schema is read with JSONSerialization; the document is parsed with Yams, whose
/// nodes say exactly whether a scalar is a string, a number or a boolean.
struct SchemaValidator {
    let root: [String: Any]

    static let annotations: Set<String> = ["description", "title", "$schema", "$id", "$defs"]

    /// The problems of the JSON or YAML `text`, each with its path; empty when it is valid.
    func errors(ofDocument text: String) throws -> [String] {
        guard let node = try Yams.compose(yaml: text) else { return ["$: empty"] }
        var errors: [String] = []
        check(node, against: root, path: "$", errors: &errors)
        return errors
    }

    private func resolve(_ schema: [String: Any]) -> [String: Any] {
        guard let reference = schema["$ref"] as? String, reference.hasPrefix("#/$defs/"),
            let definitions = root["$defs"] as? [String: Any],
            let target = definitions[String(reference.dropFirst("#/$defs/".count))] as? [String: Any]
        else { return schema }
        return resolve(target)
    }

    private func isValid(_ node: Node, _ schema: Any) -> Bool {
        var errors: [String] = []
        check(node, against: schema, path: "", errors: &errors)
        return errors.isEmpty
    }

    private static func schemaNumber(_ value: Any) -> Double? {
        if let value = value as? Int { return Double(value) }
        if let value = value as? Double { return value }
        return (value as? NSNumber)?.doubleValue
    }

    private static func tag(_ node: Node) -> Tag.Name { Tag.Name(rawValue: node.tag.rawValue) }

    private static func number(_ node: Node) -> Double? {
        switch tag(node) {
        case .int: return node.int.map(Double.init) ?? node.float
        case .float: return node.float
        default: return nil
        }
    }

    private func check(_ node: Node, against schemaValue: Any, path: String, errors: inout [String]) {
        if let flag = schemaValue as? Bool {
            if !flag { errors.append("\(path): not allowed") }
            return
        }
        guard var schema = schemaValue as? [String: Any] else { return }
        if schema["$ref"] != nil {
            let resolved = resolve(schema)
            schema.removeValue(forKey: "$ref")
            check(node, against: resolved, path: path, errors: &errors)
        }
        let mapping = node.mapping
        func keyString(_ key: Node) -> String { key.string ?? "" }
        for (keyword, argument) in schema where !Self.annotations.contains(keyword) {
            switch keyword {
            case "type":
                let expected = argument as? String ?? ""
                let matches: Bool
                switch expected {
                case "object": matches = mapping != nil
                case "array": matches = node.sequence != nil
                case "string": matches = Self.tag(node) == .str
                case "boolean": matches = Self.tag(node) == .bool
                case "number": matches = Self.number(node) != nil
                case "integer": matches = Self.tag(node) == .int
                default: matches = false
                }
                if !matches { errors.append("\(path): expected \(expected)") }
            case "properties":
                guard let mapping, let properties = argument as? [String: Any] else { continue }
                for (key, member) in mapping {
                    if let propertySchema = properties[keyString(key)] {
                        check(member, against: propertySchema, path: "\(path).\(keyString(key))", errors: &errors)
                    }
                }
            case "additionalProperties":
                guard let mapping else { continue }
                let known = Set((schema["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
                for (key, member) in mapping where !known.contains(keyString(key)) {
                    check(member, against: argument, path: "\(path).\(keyString(key))", errors: &errors)
                }
            case "propertyNames":
                guard let mapping else { continue }
                for key in mapping.keys { check(key, against: argument, path: "\(path).\(keyString(key)) (name)", errors: &errors) }
            case "required":
                guard let mapping else { continue }
                let present = Set(mapping.keys.map(keyString))
                for key in argument as? [String] ?? [] where !present.contains(key) {
                    errors.append("\(path): missing \(key)")
                }
            case "minProperties":
                if let mapping, mapping.count < Int(Self.schemaNumber(argument) ?? 0) {
                    errors.append("\(path): too few properties")
                }
            case "maxProperties":
                if let mapping, mapping.count > Int(Self.schemaNumber(argument) ?? 0) {
                    errors.append("\(path): too many properties")
                }
            case "items":
                guard let sequence = node.sequence else { continue }
                for (index, element) in sequence.enumerated() {
                    check(element, against: argument, path: "\(path)[\(index)]", errors: &errors)
                }
            case "minItems":
                if let sequence = node.sequence, sequence.count < Int(Self.schemaNumber(argument) ?? 0) {
                    errors.append("\(path): too few items")
                }
            case "maxItems":
                if let sequence = node.sequence, sequence.count > Int(Self.schemaNumber(argument) ?? 0) {
                    errors.append("\(path): too many items")
                }
            case "minLength":
                if Self.tag(node) == .str, let string = node.string, string.count < Int(Self.schemaNumber(argument) ?? 0) {
                    errors.append("\(path): too short")
                }
            case "enum":
                let options = argument as? [String] ?? []
                if Self.tag(node) != .str || !options.contains(node.string ?? "") {
                    errors.append("\(path): not one of \(options)")
                }
            case "const":
                let matches: Bool
                switch Self.tag(node) {
                case .bool: matches = node.bool == (argument as? Bool)
                case .int, .float: matches = Self.number(node) == Self.schemaNumber(argument)
                default: matches = false
                }
                if !matches { errors.append("\(path): must be \(argument)") }
            case "minimum":
                if let number = Self.number(node), let limit = Self.schemaNumber(argument), number < limit {
                    errors.append("\(path): below \(limit)")
                }
            case "maximum":
                if let number = Self.number(node), let limit = Self.schemaNumber(argument), number > limit {
                    errors.append("\(path): above \(limit)")
                }
            case "exclusiveMinimum":
                if let number = Self.number(node), let limit = Self.schemaNumber(argument), number <= limit {
                    errors.append("\(path): not above \(limit)")
                }
            case "exclusiveMaximum":
                if let number = Self.number(node), let limit = Self.schemaNumber(argument), number >= limit {
                    errors.append("\(path): not below \(limit)")
                }
            case "oneOf":
                let count = (argument as? [Any] ?? []).filter { isValid(node, $0) }.count
                if count != 1 { errors.append("\(path): matches \(count) of oneOf's schemas, not exactly one") }
            case "anyOf":
                if !(argument as? [Any] ?? []).contains(where: { isValid(node, $0) }) {
                    errors.append("\(path): matches none of anyOf's schemas")
                }
            case "not":
                if isValid(node, argument) { errors.append("\(path): matches a schema it must not") }
            default:
                errors.append("\(path): the checker does not know the keyword \(keyword)")
            }
        }
    }
}
