import CompositionalLayout
import Foundation
import LayoutFile
import Testing

/// A layout file with a problem only the engine finds, when the layout is prepared, and the
/// one diagnostic it gets: the engine's message on the file's node, found by following the
/// engine's path (`section 0 › group › subitems[1] › …`) through the file's groups, count
/// groups, chosen variants and renamed keys. Lines and columns are counted by hand in `file`
/// (1-based; a node's column is where its value starts).
struct EngineErrorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let diagnostic: String

    var testDescription: String { name }

    static let cell = "{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}}"
    /// The engine's message for a length past `LayoutLimits.maximumCoordinate` (1e15, which
    /// Swift prints in full below 2^53).
    static let tooFar = "the layout reaches beyond 1000000000000000.0 points, where frames can no longer be told apart"

    static let all: [EngineErrorCase] = [
        EngineErrorCase(
            name: "a group that places no items",
            file: """
                version: 1
                sections:
                  - numberOfItems: 3
                    group:
                      custom:
                        layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
                        frames: []
                """,
            // `section 0 › group` is the custom group's node, `layoutSize` on line 6, column 9.
            diagnostic:
                "layout.yaml:6:9: error: sections[0].group.custom: the section's group places no items, so its items cannot be laid out"
        ),
        EngineErrorCase(
            name: "a list section in a horizontal layout",
            file: """
                version: 1
                configuration: {scrollDirection: horizontal}
                sections:
                  - numberOfItems: 3
                    list: {appearance: plain}
                """,
            // `section 0 › list`: the list's value starts at column 11 of line 5.
            diagnostic:
                "layout.yaml:5:11: error: sections[0].list: a list section needs a vertically scrolling layout; set the configuration's scrollDirection to .vertical"
        ),
        EngineErrorCase(
            name: "an element kind used twice, found through a nested count group",
            file: """
                version: 1
                sections:
                  - numberOfItems: 3
                    group:
                      horizontal:
                        layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}
                        supplementaryItems:
                          - {elementKind: x, containerAnchor: {edges: [top]}, layoutSize: {widthDimension: {absolute: 5}, heightDimension: {absolute: 5}}}
                        subitems:
                          - \(cell)
                          - vertical:
                              layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {fractionalHeight: 1}}
                              repeatingSubitem:
                                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}
                                supplementaryItems:
                                  - {elementKind: x, containerAnchor: {edges: [top]}, layoutSize: {widthDimension: {absolute: 5}, heightDimension: {absolute: 5}}}
                              count: 2
                """,
            // `subitems[1] › subitems[0]` of a count group is its `repeatingSubitem`; the second
            // `x` is the list entry on line 16, column 21.
            diagnostic:
                "layout.yaml:16:21: error: sections[0].group.horizontal.subitems[1].vertical.repeatingSubitem.supplementaryItems[0]: the element kind 'x' is used by more than one supplementary item of the section"
        ),
        EngineErrorCase(
            name: "a boundary item aligned to none",
            file: """
                version: 1
                sections:
                  - numberOfItems: 1
                    group: {horizontal: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [\(cell)]}}
                    boundarySupplementaryItems:
                      - elementKind: header
                        layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
                        alignment: none
                """,
            // `alignment`'s value `none` starts at column 20 of line 8.
            diagnostic:
                "layout.yaml:8:20: error: sections[0].boundarySupplementaryItems[0].alignment: a boundary supplementary item needs an alignment other than .none"
        ),
        EngineErrorCase(
            name: "duplicate layout-wide boundary kinds",
            file: """
                version: 1
                configuration:
                  boundarySupplementaryItems:
                    - {elementKind: banner, alignment: top, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}}
                    - {elementKind: banner, alignment: bottom, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}}
                sections:
                  - numberOfItems: 1
                    mediaItems: true
                """,
            // The second entry's `{` is at column 7 of line 5.
            diagnostic:
                "layout.yaml:5:7: error: configuration.boundarySupplementaryItems[1]: the element kind 'banner' is used by more than one supplementary item of the section"
        ),
        EngineErrorCase(
            name: "a decoration kind used twice in a section",
            file: """
                version: 1
                sections:
                  - numberOfItems: 1
                    mediaItems: true
                    decorationItems: [{background: card}, {background: card}]
                """,
            // `section 0 › decorationItems[1]`: 4 spaces, `decorationItems: [` (18) and
            // `{background: card}, ` (20) come before the second entry: column 43.
            diagnostic:
                "layout.yaml:5:43: error: sections[0].decorationItems[1]: the element kind 'card' is used by more than one supplementary item of the section"
        ),
        EngineErrorCase(
            name: "an item height past the coordinate limit lands on the file's layoutSize",
            file: """
                version: 1
                sections:
                  - numberOfItems: 1
                    group:
                      horizontal:
                        layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
                        subitems:
                          - layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 1e16}}
                """,
            // `… › subitems[0] › heightDimension` is the file's `layoutSize.heightDimension`:
            // `          - layoutSize: {` (25), `widthDimension: {fractionalWidth: 1}, ` (38) and
            // `heightDimension: ` (17) precede the value: column 81.
            diagnostic:
                "layout.yaml:8:81: error: sections[0].group.horizontal.subitems[0].layoutSize.heightDimension: \(tooFar)"
        ),
        EngineErrorCase(
            name: "a layout-wide boundary offset past the coordinate limit lands on the file's absoluteOffset",
            file: """
                version: 1
                configuration:
                  boundarySupplementaryItems:
                    - {elementKind: banner, alignment: top, absoluteOffset: {x: 0, y: 1e16}, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}}
                sections:
                  - numberOfItems: 1
                    mediaItems: true
                """,
            // `configuration › boundarySupplementaryItems[0] › offset` is `absoluteOffset`:
            // `    - {` (7), `elementKind: banner, ` (21), `alignment: top, ` (16) and
            // `absoluteOffset: ` (16) precede the value: column 61.
            diagnostic:
                "layout.yaml:4:61: error: configuration.boundarySupplementaryItems[0].absoluteOffset: \(tooFar)"
        ),
        EngineErrorCase(
            name: "section insets past the coordinate limit",
            file: """
                version: 1
                sections:
                  - numberOfItems: 1
                    contentInsets: {top: 1e16}
                    mediaItems: true
                """,
            // `section 0 › contentInsets`: the value starts after `    contentInsets: `, column 20.
            diagnostic: "layout.yaml:4:20: error: sections[0].contentInsets: \(tooFar)"
        ),
        EngineErrorCase(
            name: "a container past the coordinate limit lands on the host",
            file: """
                version: 1
                host: {width: 1e16}
                sections:
                  - numberOfItems: 1
                    mediaItems: true
                """,
            // `container` is the file's `host`, whose value starts at column 7 of line 2.
            diagnostic: "layout.yaml:2:7: error: host: \(tooFar)"
        ),
        EngineErrorCase(
            name: "the error lands in the variant the environment chose",
            file: """
                version: 1
                host: {width: 800}
                sections:
                  - numberOfItems: 1
                    variants:
                      - when: {maxWidth: 500}
                        section: {mediaItems: true}
                      - section:
                          group:
                            custom:
                              layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
                              frames: []
                """,
            // 800 points wide, the second variant is chosen; its custom group's node starts at
            // `layoutSize`, line 11, column 15.
            diagnostic:
                "layout.yaml:11:15: error: sections[0].variants[1].section.group.custom: the section's group places no items, so its items cannot be laid out"
        ),
        EngineErrorCase(
            name: "a section no variant matches",
            file: """
                version: 1
                sections:
                  - numberOfItems: 2
                    variants:
                      - when: {minWidth: 1000}
                        section: {mediaItems: true}
                """,
            // `missingSection` at `section 0` becomes the variants' own message, on the section's
            // entry (line 3, column 5).
            diagnostic:
                "layout.yaml:3:5: error: sections[0]: no variant of this section matches the layout environment; add a variant without `when` as the fallback"
        ),
    ]
}

@MainActor
@Suite("Engine errors on the file")
struct EngineErrorTests {
    func hostingDiagnostics(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String] {
        let decoded = try document(text, sourceLocation: sourceLocation)
        do {
            _ = try decoded.makeHostedLayout()
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("an error the engine finds is one diagnostic on the file's node", arguments: EngineErrorCase.all)
    func engineError(_ example: EngineErrorCase) throws {
        #expect(try hostingDiagnostics(example.file) == [example.diagnostic])
    }

    @Test("decoration kinds named in the file are registered")
    func decorationsRegistered() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 1
                mediaItems: true
                decorationItems: [{background: card}]
            """
        let hosted = try document(file).makeHostedLayout()
        #expect(hosted.layout.preparationError == nil)
        let decorations = frames(of: hosted.collectionView).elements.filter { $0.category == 2 }
        #expect(decorations.map(\.kind) == ["card"])
        #expect(try document(file).decorationKinds == ["card"])
    }

    @Test("a document built in code reports engine errors without a location")
    func documentWithoutSource() {
        let group = GroupSpec(
            kind: .custom,
            layoutSize: SizeSpec(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
            arrangement: .frames([]))
        let document = LayoutFileDocument(sections: [SectionEntry(numberOfItems: 1, section: SectionSpec(base: .group(group)))])
        let error = #expect(throws: LayoutFileError.self) { try document.makeHostedLayout() }
        #expect(
            error?.diagnostics.map(\.description) == [
                "layout: error: sections[0].group.custom: the section's group places no items, so its items cannot be laid out"
            ])
    }
}
