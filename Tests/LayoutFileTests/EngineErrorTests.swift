import CompositionalLayout
import Foundation
import LayoutFile
import Testing

/// Problems only the engine finds, when the layout is prepared, are put back on the file's
/// node: the engine's path (`section 0 › group › subitems[1] › …`) is followed through the
/// file's groups, count groups and chosen variants. The messages are the engine's.
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

    static let cell = "{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}}"

    @Test("a group that places no items")
    func groupPlacesNoItems() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 3
                group:
                  custom:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
                    frames: []
            """
        #expect(
            try hostingDiagnostics(file) == [
                "layout.yaml:6:9: error: sections[0].group.custom: the section's group places no items, so its items cannot be laid out"
            ])
    }

    @Test("a list section in a horizontal layout")
    func listNeedsVerticalScrolling() throws {
        let file = """
            version: 1
            configuration: {scrollDirection: horizontal}
            sections:
              - numberOfItems: 3
                list: {appearance: plain}
            """
        #expect(
            try hostingDiagnostics(file) == [
                "layout.yaml:5:11: error: sections[0].list: a list section needs a vertically scrolling layout; set the configuration's scrollDirection to .vertical"
            ])
    }

    @Test("an element kind used twice, found through a nested count group")
    func duplicateKindInNestedGroup() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 3
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}
                    supplementaryItems:
                      - {elementKind: x, containerAnchor: {edges: [top]}, layoutSize: {widthDimension: {absolute: 5}, heightDimension: {absolute: 5}}}
                    subitems:
                      - \(Self.cell)
                      - vertical:
                          layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {fractionalHeight: 1}}
                          repeatingSubitem:
                            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}
                            supplementaryItems:
                              - {elementKind: x, containerAnchor: {edges: [top]}, layoutSize: {widthDimension: {absolute: 5}, heightDimension: {absolute: 5}}}
                          count: 2
            """
        #expect(
            try hostingDiagnostics(file) == [
                "layout.yaml:16:21: error: sections[0].group.horizontal.subitems[1].vertical.repeatingSubitem.supplementaryItems[0]: the element kind 'x' is used by more than one supplementary item of the section"
            ])
    }

    @Test("a boundary item aligned to none, and duplicate layout-wide kinds")
    func boundaryItems() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 1
                group: {horizontal: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [\(Self.cell)]}}
                boundarySupplementaryItems:
                  - elementKind: header
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
                    alignment: none
            """
        #expect(
            try hostingDiagnostics(file) == [
                "layout.yaml:8:20: error: sections[0].boundarySupplementaryItems[0].alignment: a boundary supplementary item needs an alignment other than .none"
            ])

        let layoutWide = """
            version: 1
            configuration:
              boundarySupplementaryItems:
                - {elementKind: banner, alignment: top, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}}
                - {elementKind: banner, alignment: bottom, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}}
            sections:
              - numberOfItems: 1
                mediaItems: true
            """
        #expect(
            try hostingDiagnostics(layoutWide) == [
                "layout.yaml:5:7: error: configuration.boundarySupplementaryItems[1]: the element kind 'banner' is used by more than one supplementary item of the section"
            ])
    }

    @Test("the error lands in the variant the environment chose")
    func chosenVariant() throws {
        let file = """
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
            """
        #expect(
            try hostingDiagnostics(file) == [
                "layout.yaml:11:15: error: sections[0].variants[1].section.group.custom: the section's group places no items, so its items cannot be laid out"
            ])
    }

    @Test("a section no variant matches")
    func noVariantMatches() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 2
                variants:
                  - when: {minWidth: 1000}
                    section: {mediaItems: true}
            """
        #expect(
            try hostingDiagnostics(file) == [
                "layout.yaml:3:5: error: sections[0]: no variant of this section matches the layout environment; add a variant without `when` as the fallback"
            ])
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
