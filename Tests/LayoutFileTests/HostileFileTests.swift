import Foundation
import LayoutTestSupport
import Testing
import Yams

@testable import LayoutFile

/// Files written to cost far more than their size (issue 20): aliases of aliases, YAML
/// syntax in a `.json` file, many duplicate keys. Each is answered with a diagnostic after
/// work in proportion to the text, counted in nodes visited and bytes parsed.
@Suite("Hostile layout files")
struct HostileFileTests {
    /// A layout whose section group nests `levels` groups, each holding its inner group
    /// written once with an anchor and aliased nine times more (a billion-laughs pattern in
    /// valid layout keys), as YAML flow style or JSON with anchors.
    ///
    /// Nodes per level, counting keys: the item `{layoutSize: {widthDimension: {absolute: 1},
    /// heightDimension: {absolute: 1}}}` is 1 + 1 + 1 + 4 + 4 = 11 nodes; a group is its
    /// mapping, `horizontal`, the inner mapping, `layoutSize` and its 9 nodes, `subitems` and
    /// the list (15 nodes) plus ten groups of the level below: N0 = 11, N1 = 125, N2 = 1,265,
    /// N3 = 12,665, N4 = 126,665.
    static func nestedAliases(levels: Int, json: Bool) -> String {
        func key(_ name: String) -> String { json ? "\"\(name)\"" : name }
        func size(_ length: Int) -> String {
            "{\(key("widthDimension")): {\(key("absolute")): \(length)}, "
                + "\(key("heightDimension")): {\(key("absolute")): \(length)}}"
        }
        var group = "&g0 {\(key("layoutSize")): \(size(1))}"
        for level in 1...levels {
            let aliases = String(repeating: ", *g\(level - 1)", count: 9)
            let anchor = level == levels ? "" : "&g\(level) "
            group = "\(anchor){\(key("horizontal")): {\(key("layoutSize")): \(size(10)), \(key("subitems")): [\(group)\(aliases)]}}"
        }
        return json
            ? "{\"version\": 1, \"sections\": [{\"numberOfItems\": 1, \"group\": \(group)}]}\n"
            : "version: 1\nsections:\n  - numberOfItems: 1\n    group: \(group)\n"
    }

    /// The line and column of the `ordinal`-th (0-based) occurrence of `needle` in `text`,
    /// found by plain search.
    static func location(of needle: String, ordinal: Int, in text: String) -> (line: Int, column: Int)? {
        var remaining = ordinal
        var line = 1
        var column = 1
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix(needle) {
                if remaining == 0 { return (line, column) }
                remaining -= 1
            }
            if rest.first == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            rest = rest.dropFirst()
        }
        return nil
    }

    /// What aliases add in `text`, counted with the parser (which owns the anchors) alive.
    static func expansion(_ text: String, limit: Int) throws -> AliasExpansion {
        let parser = try Parser(yaml: text)
        let root = try #require(try parser.singleRoot())
        return withExtendedLifetime(parser) { AliasExpansion(root: root, limit: limit) }
    }

    static func decode(_ text: String, fileName: String) -> (error: LayoutFileError?, work: DecodingWork) {
        var work = DecodingWork()
        do {
            _ = try LayoutFileDocument.decode(text: text, fileName: fileName, format: nil, work: &work)
            return (nil, work)
        } catch {
            return (error, work)
        }
    }

    @Test(
        "alias amplification: a 1 KB file of aliases nested 6 or 8 levels deep is refused at the alias past the limit, having visited only its written nodes",
        arguments: [6, 8], [false, true])
    func aliasAmplification(levels: Int, json: Bool) throws {
        let text = Self.nestedAliases(levels: levels, json: json)
        #expect(text.utf8.count < 1_600)
        let fileName = json ? "laughs.json" : "laughs.yaml"
        let (error, work) = Self.decode(text, fileName: fileName)
        // What aliases add, in text order: inside g1, nine *g0 add 9 × (11 − 1) = 90; inside
        // g2, nine *g1 add 9 × 124 = 1,116 (1,206 so far); inside g3, nine *g2 add 9 × 1,264 =
        // 11,376 (12,582); inside g4 each *g3 adds 12,664: after six 12,582 + 75,984 = 88,566,
        // the seventh takes it to 101,230 > 100,000. So the error is at the seventh `*g3`,
        // whatever the levels above.
        let at = try #require(Self.location(of: "*g3", ordinal: 6, in: text))
        #expect(
            error?.diagnostics.map(\.description) == [
                "\(fileName):\(at.line):\(at.column): error: the alias `*g3` takes the nodes aliases add to the document "
                    + "past 100000; layout files allow at most 100000 (write the repeated part out, or alias less)"
            ])
        // The work: one parse, each written node visited once (fewer than the text's bytes),
        // nothing decoded.
        #expect(work.parses == 1)
        #expect(work.nodesCounted < text.utf8.count)
        #expect(work.nodesDecoded == 0)
    }

    @Test("alias amplification: aliases adding fewer nodes than the limit are read as copies of what they name")
    func aliasesWithinTheLimit() throws {
        // Three levels: 15 + 10 × 1,265 = 12,665 nodes in the section's group; aliases add
        // 90 + 1,116 + 9 × 1,264 = 12,582 of them.
        let text = Self.nestedAliases(levels: 3, json: false)
        let (error, work) = Self.decode(text, fileName: "laughs.yaml")
        #expect(error == nil)
        let expansion = try Self.expansion(text, limit: LayoutFileDocument.maximumNodesAddedByAliases)
        #expect(expansion.addedNodes == 12_582)
        #expect(expansion.aliasPastLimit == nil)
        // The decoder read the group's nodes as copies (it reads values, not keys: fewer than
        // the 12,665 nodes, and more than the 1,000 items).
        #expect(work.nodesDecoded > 1_000 && work.nodesDecoded < 12_665)
    }

    @Test("alias amplification: the limit counts each alias as what it names less one, aliases inside included")
    func aliasCountAtTheLimit() throws {
        // `&a [1, 2]` is 3 nodes: each `*a` adds 2. `&b [*a, *a]` is 1 + 3 + 3 = 7 nodes: each
        // `*b` adds 6. Written order: *a (2), *a (4), *b (10), *b (16).
        let text = "x: &a [1, 2]\ny: &b [*a, *a]\nz: [*b, *b]\n"
        #expect(try Self.expansion(text, limit: 16).aliasPastLimit == nil)
        #expect(try Self.expansion(text, limit: 16).addedNodes == 16)
        let past = try Self.expansion(text, limit: 15)
        // The second *b is the second alias of `b` (ordinal 1) and takes the count to 16.
        #expect(past.aliasPastLimit?.anchor == "b")
        #expect(past.aliasPastLimit?.ordinal == 1)
        #expect(SourceText(text).aliasLocation(name: "b", ordinal: 1) == LayoutFile.SourceLocation(line: 3, column: 9))
        // A redefined anchor is another node: `*a` after the second `&a` adds what it names now.
        #expect(try Self.expansion("x: &a [1]\ny: &a [1, 2, 3]\nz: *a\n", limit: 100).addedNodes == 3)
    }

    @Test("alias amplification: a .json file with anchors and aliases gets one diagnostic for each written, not for each copy")
    func yamlSyntaxInJSON() {
        let file = """
            {"version": 1, "sections": [&s {"numberOfItems": !!int 1, "list": {"appearance": "plain"}}, *s, *s]}
            """
        #expect(
            diagnostics(file, fileName: "layout.json") == [
                "layout.json:1:29: error: not JSON: anchors are YAML only",
                "layout.json:1:50: error: not JSON: tags are YAML only",
                "layout.json:1:93: error: not JSON: aliases are YAML only",
                "layout.json:1:97: error: not JSON: aliases are YAML only",
            ])
    }

    @Test("a .json file in YAML block style is reported: the mapping and the list need braces and brackets")
    func blockStyleInJSON() {
        let file = """
            "version": 1
            "sections":
              - {"numberOfItems": 1, "list": {"appearance": "plain"}}
            """
        #expect(
            diagnostics(file, fileName: "layout.json") == [
                "layout.json:1:1: error: not JSON: a mapping needs braces { }",
                "layout.json:3:3: error: not JSON: a list needs brackets [ ]",
            ])
        // Flow style written as JSON passes.
        #expect(
            diagnostics(
                #"{"version": 1, "sections": [{"numberOfItems": 1, "list": {"appearance": "plain"}}]}"#,
                fileName: "layout.json") == [])
    }

    @Test("duplicate keys: a long file with thousands of duplicate keys is parsed a bounded number of times")
    func duplicateKeysLinear() {
        // 30,000 sections with a duplicate key each, 40 bytes a line: 1.2 MB. The budget is
        // max(2 × 1.2 MB, 4 MiB) = 4,194,304 bytes: three parses (3.6 MB), not 30,001.
        let line = "  - {numberOfItems: 1, numberOfItems: 2}\n"
        let text = "version: 1\nsections:\n" + String(repeating: line, count: 30_000)
        let length = text.utf8.count
        let (error, work) = Self.decode(text, fileName: "dups.yaml")
        #expect(work.parses == 3)
        #expect(work.parsedBytes == 3 * length)
        #expect(work.parsedBytes <= YAMLText.parseBudget(forLength: length))
        // Two keys were renamed (sections 0 and 1); the third is where the work stopped.
        #expect(
            error?.diagnostics.map(\.description) == [
                "dups.yaml:5:6: error: duplicate key `numberOfItems` in one mapping"
            ])
    }

    @Test("duplicate keys: a short file still has every duplicate reported, one parse each")
    func duplicateKeysShortFile() {
        let text = """
            version: 1
            version: 1
            sections: [{numberOfItems: 1, numberOfItems: 1, list: {appearance: plain}}]
            host: {width: 1, width: 2}
            """
        let (error, work) = Self.decode(text, fileName: "layout.yaml")
        #expect(work.parses == 4)
        #expect(
            error?.diagnostics.map(\.description) == [
                "layout.yaml:2:1: error: duplicate key `version` (first at line 1, column 1)",
                "layout.yaml:3:31: error: sections[0]: duplicate key `numberOfItems` (first at line 3, column 13)",
                "layout.yaml:4:18: error: host: duplicate key `width` (first at line 4, column 8)",
            ])
    }
}
