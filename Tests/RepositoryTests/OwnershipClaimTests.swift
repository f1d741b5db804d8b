import Foundation
import Testing

/// The claims of `Docs/ARCHITECTURE.md` that a text search can check: each concern below is
/// written in one place, so a second copy fails here with the file and line that holds it.
/// Each test also counts the files it read, so a scan of an empty tree cannot pass.
@Suite("ARCHITECTURE's owners, checked in the source text")
struct OwnershipClaimTests {
    /// The repository's root: this file is `Tests/RepositoryTests/OwnershipClaimTests.swift`.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One line of a Swift file under the root.
    private struct Line {
        /// The file's path from the root.
        let path: String
        /// The line's number, from 1.
        let number: Int
        /// The line's text.
        let text: String

        /// Whether the line is a comment (documentation included), which may name anything.
        var isComment: Bool { text.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    /// Every line of the Swift files under `folders` (paths from the root), and how many files
    /// were read.
    private static func lines(under folders: [String]) throws -> (lines: [Line], files: Int) {
        var lines: [Line] = []
        var files = 0
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let file as URL in enumerator where file.pathExtension == "swift" {
                files += 1
                let path = String(file.path.dropFirst(root.path.count + 1))
                let text = try String(contentsOf: file, encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    lines.append(Line(path: path, number: index + 1, text: String(line)))
                }
            }
        }
        return (lines, files)
    }

    /// The code lines under `folders` matching `pattern` (a regular expression), outside the
    /// files whose paths contain one of `allowed`.
    private static func matches(
        _ pattern: String, under folders: [String] = ["Sources"], allowed: [String] = []
    ) throws -> (found: [String], files: Int) {
        let expression = try NSRegularExpression(pattern: pattern)
        let (lines, files) = try lines(under: folders)
        let found = lines.filter { line in
            !line.isComment && !allowed.contains { line.path.contains($0) }
                && expression.firstMatch(in: line.text, range: NSRange(line.text.startIndex..., in: line.text)) != nil
        }
        return (found.map { "\($0.path):\($0.number): \($0.text.trimmingCharacters(in: .whitespaces))" }, files)
    }

    /// Records each of `found` as an issue, after checking that files were read.
    private static func expectNone(_ result: (found: [String], files: Int), _ claim: String) {
        print("OwnershipClaimTests: \(claim): \(result.files) files read, \(result.found.count) lines against it")
        #expect(result.files > 0, "no file read for: \(claim)")
        for line in result.found { Issue.record("\(claim), but \(line)") }
    }

    @Test("the views module imports neither the engine nor the collection view")
    func viewsStandAlone() throws {
        Self.expectNone(
            try Self.matches(#"^\s*(@\w+(\(\w+\))?\s+)*(internal |public |package )?import (LayoutCore|CompositionalLayout|DiffableSnapshots)\b"#,
                under: ["Sources/UIKitViews"]),
            "UIKitViews stands below the engine and the collection view")
        Self.expectNone(
            try Self.matches(#"\bUICollectionView\b|\bNSCollectionLayout"#, under: ["Sources/UIKitViews"]),
            "UIKitViews names no collection-view type in code")
    }

    @Test("attribute objects are made in one file")
    func attributeObjectsMadeOnce() throws {
        Self.expectNone(
            try Self.matches(
                #"UICollectionViewLayoutAttributes\.make\(holding:"#,
                allowed: ["CompositionalLayout/Layout/AttributesStore.swift"]),
            "the layout makes its attribute objects only in AttributesStore.swift")
        Self.expectNone(
            try Self.matches(
                #"UICollectionViewLayoutAttributes(\(filling:| \{ *\$0)"#, allowed: ["CompositionalLayout/Attributes/"]),
            "attribute objects are filled with an element's values only by the attributes class")
    }

    @Test("direction and axis are mapped by initializers beside the enums, not inline ternaries")
    func noDirectionTernaries() throws {
        let cases = #"\.(horizontal|vertical|rightToLeft|leftToRight)"#
        // The enum files themselves (an axis's `cross`) may say what their own cases are.
        let result = try Self.matches(
            #"\?\s*"# + cases + #"\s*:\s*"# + cases + #"\b"#,
            allowed: ["/Enums/", "LayoutCore/Geometry/Axis.swift", "LayoutCore/Geometry/LayoutDirection.swift"])
        // A random draw between two directions (the fuzzer's generated layouts) maps nothing.
        Self.expectNone(
            (result.found.filter { !$0.contains("chance(") && !$0.contains("random") }, result.files),
            "no ternary maps one direction or axis to another")
    }

    @Test("the layout file's words come from UIKit's enums, not from enums of its own")
    func noDuplicateWordEnums() throws {
        // GroupKindSpec names NSCollectionLayoutGroup's factory families (`custom` among them),
        // which no UIKit enum lists.
        Self.expectNone(
            try Self.matches(#"\benum \w+Spec\s*:\s*String\b"#, under: ["Sources/LayoutFile"], allowed: ["GroupSpec.swift"]),
            "no String-backed *Spec enum repeats a UIKit enum's cases")
        Self.expectNone(
            try Self.matches(#"\benum GroupKindSpec\b"#, under: ["Sources/LayoutFile"], allowed: ["GroupSpec.swift"]),
            "GroupKindSpec is declared once")
    }

    @Test("elements are ordered by index path with the engine's one comparator")
    func oneIndexPathComparator() throws {
        // SnapshotIndexPath orders the positions of a snapshot's data, in a module that knows
        // no layout and no element.
        Self.expectNone(
            try Self.matches(
                #"\.section\s*!=\s*\w+\.section\s*\{\s*return\s+\w+\.section\s*<|\(\w+\.section,\s*\w+\.item\)\s*<"#,
                under: ["Sources", "Benchmarks"],
                allowed: ["LayoutCore/Query/ElementOrderKey.swift", "DiffableSnapshots/SnapshotIndexPath.swift"]),
            "only ElementOrderKey compares elements by section and item")
    }

    @Test("the host asks the layout and never reads the engine's solution")
    func hostDoesNotReadTheSolution() throws {
        Self.expectNone(
            try Self.matches(#"\bLayoutSolution\b|\.solution\b|withSolution|\bPreparedLayout\b"#, under: ["Sources/CompositionalLayout/Host"]),
            "Host/ names no solution")
    }

    @Test("the scrollable offset range is written once")
    func scrollableRangeWrittenOnce() throws {
        Self.expectNone(
            try Self.matches(
                #"contentSize\.(width|height)\s*\+\s*\w+\.(right|bottom)\s*-\s*\w*(bounds|visible)"#,
                allowed: ["UIKitViews/Scrolling/UIScrollView+ScrollableRange.swift"]),
            "only ScrollableRange computes the greatest resting offset")
    }

    @Test("one seeded generator serves the fuzzer, the tests and the benchmarks")
    func oneSeededGenerator() throws {
        Self.expectNone(
            try Self.matches(
                #"0x9[Ee]3779[Bb]97[Ff]4[Aa]7[Cc]15"#, under: ["Sources", "Tests", "Benchmarks"],
                allowed: ["InternalUtilities/SplitMix64.swift", "InternalUtilitiesTests/SplitMix64Tests.swift"]),
            "SplitMix64's increment appears only in InternalUtilities")
    }
}
