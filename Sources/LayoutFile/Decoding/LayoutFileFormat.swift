/// The syntax a layout file is written in. Both hold the same schema and are read by the
/// same YAML parser (JSON is YAML's flow style); a JSON file is also checked for YAML-only
/// syntax: plain (unquoted) strings, single quotes, block style, anchors and YAML-only
/// numbers such as `.inf` or `0x10`.
public enum LayoutFileFormat: String, Hashable, Sendable, CaseIterable {
    /// JSON.
    case json
    /// YAML 1.1, as libyaml reads it.
    case yaml

    /// The format a file name's extension names: `.json`, or `.yaml` / `.yml` (any case);
    /// `nil` for other names.
    public init?(fileName: String) {
        let lowered = fileName.lowercased()
        if lowered.hasSuffix(".json") {
            self = .json
        } else if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") {
            self = .yaml
        } else {
            return nil
        }
    }

    /// The format the text looks like: JSON when its first character other than white
    /// space is `{` or `[`, YAML otherwise.
    public init(sniffing text: String) {
        let first = text.unicodeScalars.first { !" \t\r\n\u{FEFF}".unicodeScalars.contains($0) }
        self = first == "{" || first == "[" ? .json : .yaml
    }
}
