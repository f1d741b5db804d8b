import CompositionalLayout
import Foundation
import LayoutFile
import Testing

/// What the exporter writes for each construct, what it reports, and how the encodings
/// look.
@MainActor
@Suite("Export details")
struct ExportDetailTests {
    /// A host of fixed size with no safe area, showing `layout` with `counts`.
    static func host(_ layout: UICollectionViewLayout, counts: [Int]) -> SwiftHosted {
        SwiftHosted(layout, counts: counts, host: HostSpec(width: 320, height: 480, scale: 2, safeAreaInsets: EdgeInsetsSpec()))
    }

    static func text(_ document: LayoutFileDocument, _ format: LayoutFileFormat) throws -> String {
        String(decoding: try document.encoded(as: format), as: UTF8.self)
    }

    @Test("a small layout exports to the YAML a person would write: defaults left out, sizes on one line")
    func smallLayoutYAML() throws {
        let cell = item(.fractionalWidth(0.5), .fractionalHeight(1))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let hosted = Self.host(layout(section), counts: [6])
        let document = try LayoutFileDocument(exporting: hosted.collectionView)
        #expect(
            try Self.text(document, .yaml) == """
                version: 1
                host:
                  width: 320
                  height: 480
                  scale: 2
                  safeAreaInsets: {top: 0, left: 0, bottom: 0, right: 0}
                sections:
                - numberOfItems: 6
                  group:
                    horizontal:
                      layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}
                      subitems:
                      - layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {fractionalHeight: 1}}
                        contentInsets: {top: 2, leading: 2, bottom: 2, trailing: 2}
                      interItemSpacing: {fixed: 8}
                  boundarySupplementaryItems:
                  - elementKind: header
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 44}}
                    alignment: top
                    pinToVisibleBounds: true
                  interGroupSpacing: 8

                """)
        // Encoding is stable: what it reads back to encodes to the same bytes, in both formats.
        for format in LayoutFileFormat.allCases {
            let data = try document.encoded(as: format)
            let decoded = try LayoutFileDocument.decode(data, fileName: "layout.\(format.rawValue)")
            #expect(decoded == document)
            #expect(try decoded.encoded(as: format) == data)
        }
    }

    @Test("JSON is pretty-printed with sorted keys")
    func json() throws {
        let document = LayoutFileDocument(
            sections: [
                SectionEntry(
                    numberOfItems: 1,
                    section: SectionSpec(
                        base: .group(
                            GroupSpec(
                                kind: .vertical,
                                layoutSize: SizeSpec(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
                                arrangement: .subitems([
                                    .item(
                                        ItemSpec(
                                            layoutSize: SizeSpec(
                                                widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))))
                                ])))))
            ])
        #expect(
            try Self.text(document, .json) == """
                {
                  "sections" : [
                    {
                      "group" : {
                        "vertical" : {
                          "layoutSize" : {
                            "heightDimension" : {
                              "absolute" : 10
                            },
                            "widthDimension" : {
                              "fractionalWidth" : 1
                            }
                          },
                          "subitems" : [
                            {
                              "layoutSize" : {
                                "heightDimension" : {
                                  "absolute" : 10
                                },
                                "widthDimension" : {
                                  "fractionalWidth" : 1
                                }
                              }
                            }
                          ]
                        }
                      },
                      "numberOfItems" : 1
                    }
                  ],
                  "version" : 1
                }

                """)
    }

    @Test("every number reads back to the same Double, and strings YAML would misread are quoted")
    func numbersAndStrings() throws {
        let awkward: [Double] = [0.1, 1.0 / 3, 2.0 / 3, -6.17984, 1e-7, 123_456_789.123_456_7, .leastNonzeroMagnitude, 1e21, -0.0]
        let frames = awkward.map { CustomFrameSpec(x: $0, y: -$0, width: abs($0), height: 1) }
        let group = GroupSpec(
            kind: .custom, layoutSize: SizeSpec(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            arrangement: .frames(frames))
        let kinds = ["true", "1", "null", "0x10", "~", "yes", "- a", "a: b", "#", "", "plain-kind", "ünïcødé"]
        let decorations = kinds.filter { !$0.isEmpty }.map { DecorationItemSpec(background: $0) }
        let document = LayoutFileDocument(
            sections: [SectionEntry(numberOfItems: 9, section: SectionSpec(base: .group(group), decorationItems: decorations))])
        for format in LayoutFileFormat.allCases {
            let text = try Self.text(document, format)
            let decoded = try LayoutFileDocument.decode(Data(text.utf8), fileName: "numbers.\(format.rawValue)")
            #expect(decoded == document, "\(format):\n\(text)")
        }
        let yaml = try Self.text(document, .yaml)
        #expect(yaml.contains("background: plain-kind"))
        #expect(yaml.contains(#"background: "true""#))
        #expect(yaml.contains(#"background: "1""#))
    }

    @Test("what the file cannot hold is reported, with its path; the strict initializer refuses it")
    func warnings() throws {
        let list = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.backgroundColor = .separator
                configuration.itemSeparatorHandler = { _, separators in separators }
                let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                section.visibleItemsInvalidationHandler = { _, _, _ in }
                return section
            }
            let custom = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { _ in
                [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10))]
            }
            custom.interItemSpacing = .fixed(3)
            let section = NSCollectionLayoutSection(group: custom)
            section.orthogonalScrollingBehavior = .continuous
            section.orthogonalScrollingProperties.decelerationRate = .init(rawValue: 2)
            return section
        }
        let hosted = SwiftHosted(list, counts: [2, 0], preferredSize: { _ in CGSize(width: 10, height: 50) })
        let export = try LayoutFileDocument.export(hosted.collectionView)
        #expect(
            export.warnings.map(\.description) == [
                "sections[0]: warning: the visibleItemsInvalidationHandler closure is not written; frames are exported without its changes",
                "sections[0].list: warning: the list configuration's itemSeparatorHandler has no key in the file format and is not written",
                "sections[0].list: warning: the list configuration's backgroundColor has no key in the file format and is not written",
                "sections[1].group.custom: warning: the custom group was never laid out (no cell reaches it), so its provider was never asked; it is written with no frames",
                "sections[1].group.custom.interItemSpacing: warning: a custom group places its cells at its frames; its interItemSpacing has no effect and no key",
                "sections[1].orthogonalScrollingProperties.decelerationRate: warning: a deceleration rate must be >= 0 and < 1, found 2.0",
                "measuredSizes: warning: the preferredSizeProvider closure is not written; the 2 sizes it answered are written as measuredSizes.overrides",
            ])
        #expect(throws: LayoutFileExportError.notExpressible(export.warnings)) {
            try LayoutFileDocument(exporting: hosted.collectionView)
        }
        // The list is still a list, with what it can hold.
        guard case .section(let section) = export.document.sections[0].content else {
            Issue.record("expected a section")
            return
        }
        #expect(section.base == .list(ListSpec(appearance: .insetGrouped)))
    }

    @Test("list sections and the media row are written by what made them, with what the app changed afterwards")
    func listsAndMediaRows() throws {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
                configuration.headerMode = .supplementary
                configuration.showsSeparators = false
                let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 12, trailing: 0)
                return section
            }
            let section = NSCollectionLayoutSection.orthogonalLayoutSectionForMediaItems()
            section.orthogonalScrollingBehavior = .groupPaging
            section.boundarySupplementaryItems = []
            return section
        }
        let hosted = Self.host(layout, counts: [3, 5])
        let document = try LayoutFileDocument(exporting: hosted.collectionView)
        let sections = document.sections.map { entry -> SectionSpec? in
            guard case .section(let section) = entry.content else { return nil }
            return section
        }
        #expect(
            sections[0]
                == SectionSpec(
                    base: .list(ListSpec(appearance: .grouped, headerMode: .supplementary, showsSeparators: false)),
                    contentInsets: DirectionalInsetsSpec(bottom: 12)))
        #expect(sections[1] == SectionSpec(base: .mediaItems, orthogonalScrollingBehavior: .groupPaging))
    }

    @Test("the host: margins only when set, direction, size classes, offsets, screen and content inset")
    func host() throws {
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.8), .absolute(60)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let rowSection = NSCollectionLayoutSection(group: row)
        rowSection.orthogonalScrollingBehavior = .continuous
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout(rowSection))
        view.traitCollection = UITraitCollection(traitsFrom: [
            view.traitCollection, UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
        ])
        view.effectiveUserInterfaceLayoutDirection = .rightToLeft
        view.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        view.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        view.screenSize = CGSize(width: 800, height: 1000)
        let source = FixedCountDataSource([10, 10])
        view.dataSource = source
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: -view.adjustedContentInset.left, y: 30)
        view.setOrthogonalScrollOffset(CGPoint(x: -100, y: 0), forSection: 1)
        var host = try LayoutFileDocument(exporting: view).host
        #expect(
            host
                == HostSpec(
                    width: 400, height: 300, scale: 3, safeAreaInsets: EdgeInsetsSpec(top: 20), contentInset: EdgeInsetsSpec(bottom: 10),
                    screen: SizeValueSpec(width: 800, height: 1000), layoutDirection: .rightToLeft, horizontalSizeClass: .regular,
                    contentOffset: PointSpec(x: 0, y: 30),
                    orthogonalScrollOffsets: [OrthogonalScrollOffsetSpec(section: 1, x: -100)]))
        // The offset's x is minus a zero inset, a negative zero, which is written as 0.
        let yaml = try Self.text(try LayoutFileDocument(exporting: view), .yaml)
        #expect(yaml.contains("contentOffset: {x: 0, y: 30}"), "\(yaml)")
        // Margins the app set are written as they are, even when equal to the system's.
        view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        host = try LayoutFileDocument(exporting: view).host
        #expect(host?.layoutMargins == EdgeInsetsSpec(left: 20, right: 20))
        withExtendedLifetime(source) {}
    }

    @Test("a view whose layout is not compositional, or cannot be prepared, is refused")
    func errors() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewLayout())
        #expect(throws: LayoutFileExportError.notACompositionalLayout) { try LayoutFileDocument.export(view) }
        let empty = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [])
        let hosted = Self.host(layout(NSCollectionLayoutSection(group: empty)), counts: [3])
        #expect {
            try LayoutFileDocument.export(hosted.collectionView)
        } throws: { error in
            guard case LayoutFileExportError.layoutFailed(let message) = error else { return false }
            return message.contains("group")
        }
    }
}
