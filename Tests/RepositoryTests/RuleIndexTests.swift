import Foundation
import Testing

/// `Docs/RULES.md` has a row for every rule id that `Sources/` and `Tests/` cite, so a reader
/// of the code can look any id up in the repository. The scan reads every file under both
/// folders (code, DocC articles, snapshots); it prints how many ids it found in how many of
/// the files it read.
@Suite("Docs/RULES.md indexes every cited rule id")
struct RuleIndexTests {
    /// The repository's root: this file is `Tests/RepositoryTests/RuleIndexTests.swift`.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("every rule id cited in Sources/ and Tests/ has a row in Docs/RULES.md")
    func everyCitedIdIsListed() throws {
        let listed = try RuleIDs.listed(in: String(contentsOf: Self.root.appendingPathComponent("Docs/RULES.md"), encoding: .utf8))
        var citedBy: [String: String] = [:]
        var filesRead = 0
        var filesCiting = 0
        for folder in ["Sources", "Tests"] {
            for file in try Self.files(under: Self.root.appendingPathComponent(folder)) {
                filesRead += 1
                let ids = RuleIDs.cited(in: String(decoding: try Data(contentsOf: file), as: UTF8.self))
                if !ids.isEmpty { filesCiting += 1 }
                let path = String(file.path.dropFirst(Self.root.path.count + 1))
                for id in ids where citedBy[id] == nil { citedBy[id] = path }
            }
        }
        print("RuleIndexTests: \(citedBy.count) rule ids cited in \(filesCiting) of \(filesRead) files under Sources/ and Tests/")
        #expect(!citedBy.isEmpty, "no rule id found: the scan read \(filesRead) files under \(Self.root.path)")
        for (id, path) in citedBy.sorted(by: { $0.key < $1.key }) where !listed.contains(id) {
            Issue.record("\(id) (cited in \(path)) has no row in Docs/RULES.md")
        }
    }

    @Test(
        "rule ids are told apart from other text with a hyphen and a number",
        arguments: [
            ("S-32, OB-9 and B-10", ["S-32", "OB-9", "B-10"]),
            ("sizing.md S-30 … S-41 (SZ-E8; L-E1)", ["S-30", "S-41", "SZ-E8", "L-E1"]),
            // A letter after the number (model.md has one such id), written in two pieces so that
            // this file does not cite a rule.
            ("model.md M-10" + "a: no init()", ["M-10" + "a"]),
            ("UTF-8, SHA-1, FNV-1a, Latin-1, ISO-8601, N-1", []),
            ("x-1, a S-1bc, S-1_2, OBS-9, OB-9xy, É-1, S-", []),
            ("`Q-4`: touching counts", ["Q-4"]),
        ])
    func scanner(text: String, ids: [String]) {
        #expect(RuleIDs.cited(in: text) == ids)
    }

    /// Every regular file below `folder`, hidden ones excluded.
    private static func files(under folder: URL) throws -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where try url.resourceValues(forKeys: Set(keys)).isRegularFile == true {
            files.append(url)
        }
        return files
    }
}

/// Rule ids in text: a prefix of the specification's (`M`, `S`, `SC`, `SZ`, `A`, `B`, `D`,
/// `O`, `OB`, `L`, `Q`, `K`), a hyphen, `E` for a worked example, a number and at most one
/// lower-case letter (model.md has one such id), standing alone: no letter, digit or
/// underscore just before the prefix or just after the id. So `UTF-8`, `SHA-1`, `FNV-1a`
/// and `N-1` are not ids.
enum RuleIDs {
    private static let prefixes: Set<String> = ["M", "S", "SC", "SZ", "A", "B", "D", "O", "OB", "L", "Q", "K"]

    /// The ids in `text`, in order, repeats included.
    static func cited(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var ids: [String] = []
        for (hyphen, byte) in bytes.enumerated() where byte == UInt8(ascii: "-") {
            var start = hyphen
            while start > 0, isLetter(bytes[start - 1]) { start -= 1 }
            guard start < hyphen, start == 0 || !isWordByte(bytes[start - 1]),
                prefixes.contains(String(decoding: bytes[start..<hyphen], as: UTF8.self))
            else { continue }
            var end = hyphen + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "E") { end += 1 }
            let digits = end
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            guard end > digits else { continue }
            if end < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end]) { end += 1 }
            guard end == bytes.count || !isWordByte(bytes[end]) else { continue }
            ids.append(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        return ids
    }

    /// The ids of `RULES.md`'s rows: the first cell of every table row.
    static func listed(in rules: String) -> Set<String> {
        Set(
            rules.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("| ") else { return nil }
                let cell = line.dropFirst(2).prefix { $0 != " " && $0 != "|" }
                return cited(in: String(cell)).first == String(cell) ? String(cell) : nil
            })
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// Letters, digits, `_`, and any byte of a non-ASCII character (so `É-1` is not an id).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
