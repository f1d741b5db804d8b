import Yams

/// Parses a file's text into a node tree with Yams, turning parser errors into located
/// diagnostics.
///
/// Yams stops at the first duplicate key of a mapping. So that every duplicate is
/// reported and the rest of the file is still decoded, the first occurrence of the
/// duplicated key is renamed in the text to a marker of the same length (private-use
/// characters, which keep every line and column where it was) and the text is parsed
/// again; `MappingReader` maps the marker back to the key and reports the later
/// occurrences.
///
/// Each renamed key costs a parse of the whole text, so the renaming stops at
/// ``maximumRenamedKeys`` keys or when another parse would take the text parsed in all past
/// ``parseBudget(forLength:)``: at most twice the text, or 4 MiB for a short one. The time
/// is linear in the file's length whatever the number of duplicates; past the budget the
/// duplicate found last is reported and the file is not decoded further.
struct YAMLText {
    /// The most duplicate keys renamed before giving up on the file.
    static let maximumRenamedKeys = 50

    let root: Node?
    /// The parser that made `root`, kept alive because it owns the anchors: a node holds its
    /// anchor weakly, so once the parser is gone no node has one, and an alias can no longer
    /// be told from a copy (`AliasExpansion` and `JSONStrictness` need both).
    private let anchorOwner: Parser?
    /// Marker → original key, for every renamed key.
    let duplicateKeyMarkers: [String: String]
    /// How many times the text was parsed.
    private(set) var parses = 0
    /// The bytes parsed, over all parses.
    private(set) var parsedBytes = 0

    /// The most bytes parsed in all for a text of `length` bytes: twice the text, or 4 MiB,
    /// whichever is more (a short file may have each of its ``maximumRenamedKeys`` duplicate
    /// keys renamed; a long one is parsed at most twice).
    static func parseBudget(forLength length: Int) -> Int {
        max(2 * length, 4 << 20)
    }

    /// Parses `text`; a syntax error is reported into `diagnostics` and gives a `nil` root.
    init(text: String, fileName: String, diagnostics: inout [LayoutFileDiagnostic]) {
        var text = text
        var markers: [String: String] = [:]
        // Renaming keeps the length in scalars, not in bytes; the original length serves.
        let length = text.utf8.count
        let budget = Self.parseBudget(forLength: length)
        while true {
            do {
                parses += 1
                parsedBytes += length
                let parser = try Parser(yaml: text)
                root = try parser.singleRoot()
                anchorOwner = parser
                duplicateKeyMarkers = markers
                return
            } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
                if markers.count < Self.maximumRenamedKeys, parsedBytes + length <= budget, let key = duplicates.first,
                    let renamed = Self.renameKey(key, at: context.mark, in: text, round: markers.count)
                {
                    text = renamed.text
                    markers[renamed.marker] = key
                    continue
                }
                let keys = duplicates.map { "`\($0)`" }.joined(separator: ", ")
                diagnostics.append(
                    LayoutFileDiagnostic(
                        file: fileName, line: context.mark.line, column: context.mark.column, path: "",
                        message: "duplicate key \(keys) in one mapping"))
            } catch {
                diagnostics.append(Self.diagnostic(for: error, text: text, fileName: fileName))
            }
            root = nil
            anchorOwner = nil
            duplicateKeyMarkers = markers
            return
        }
    }

    /// A diagnostic for a parser error: "syntax error: <problem>" at the problem's mark,
    /// naming the construct being parsed when libyaml gives one.
    static func diagnostic(for error: any Error, text: String, fileName: String) -> LayoutFileDiagnostic {
        func make(_ context: YamlError.Context?, _ problem: String, _ mark: Mark) -> LayoutFileDiagnostic {
            var message = "syntax error: \(problem)"
            if let context {
                message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
            }
            return LayoutFileDiagnostic(file: fileName, line: mark.line, column: mark.column, path: "", message: message)
        }
        switch error {
        case YamlError.scanner(let context, let problem, let mark, _),
            YamlError.parser(let context, let problem, let mark, _),
            YamlError.composer(let context, let problem, let mark, _):
            return make(context, problem, mark)
        case YamlError.reader(let problem, let offset, _, _):
            let location = offset.map { Self.location(ofUTF8Offset: $0, in: text) }
            return LayoutFileDiagnostic(
                file: fileName, line: location?.line, column: location?.column, path: "",
                message: "cannot read the text: \(problem)")
        default:
            return LayoutFileDiagnostic(
                file: fileName, line: nil, column: nil, path: "", message: "cannot parse the file: \(error)")
        }
    }

    /// The line and column of a UTF-8 byte offset.
    static func location(ofUTF8Offset offset: Int, in text: String) -> SourceLocation {
        let prefix = text.utf8.prefix(max(0, offset))
        let before = String(decoding: prefix, as: UTF8.self)
        let lines = LineTable(before)
        return lines.endLocation
    }

    /// `text` with the key `key` at `mark` replaced by a same-length marker, or `nil` when
    /// the key is not found there as expected.
    static func renameKey(_ key: String, at mark: Mark, in text: String, round: Int)
        -> (text: String, marker: String)?
    {
        var scalars = Array(text.unicodeScalars)
        guard let start = LineTable.scalarIndex(line: mark.line, column: mark.column, in: scalars),
            start < scalars.count
        else { return nil }
        var range: Range<Int>
        let opening = scalars[start]
        if opening == "\"" || opening == "'" {
            // The quoted key's raw content, up to the closing quote.
            var index = start + 1
            while index < scalars.count {
                let scalar = scalars[index]
                if opening == "\"", scalar == "\\" {
                    index += 2
                    continue
                }
                if scalar == opening {
                    if opening == "'", index + 1 < scalars.count, scalars[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    break
                }
                index += 1
            }
            range = (start + 1)..<min(index, scalars.count)
        } else {
            let keyScalars = Array(key.unicodeScalars)
            guard start + keyScalars.count <= scalars.count,
                Array(scalars[start..<(start + keyScalars.count)]) == keyScalars
            else { return nil }
            range = start..<(start + keyScalars.count)
        }
        guard !range.isEmpty, let first = Unicode.Scalar(0xE000 + UInt32(round % 6000)),
            let filler = Unicode.Scalar(0xF8FF as UInt32)
        else { return nil }
        let marker = [first] + [Unicode.Scalar](repeating: filler, count: range.count - 1)
        scalars.replaceSubrange(range, with: marker)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        var markerView = String.UnicodeScalarView()
        markerView.append(contentsOf: marker)
        return (String(view), String(markerView))
    }
}

/// Line breaks as libyaml counts them: LF, CR, CR LF, NEL, LS and PS each end a line.
struct LineTable {
    let endLocation: SourceLocation

    init(_ text: String) {
        var line = 1
        var column = 1
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if Self.isBreak(scalar) {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        endLocation = SourceLocation(line: line, column: column)
    }

    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// The index in `scalars` of the 1-based `line` and `column`.
    static func scalarIndex(line: Int, column: Int, in scalars: [Unicode.Scalar]) -> Int? {
        var currentLine = 1
        var index = 0
        while currentLine < line {
            guard index < scalars.count else { return nil }
            let scalar = scalars[index]
            index += 1
            if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
            if isBreak(scalar) { currentLine += 1 }
        }
        let target = index + column - 1
        return target <= scalars.count ? target : nil
    }
}
