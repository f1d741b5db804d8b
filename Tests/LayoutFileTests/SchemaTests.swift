import CompositionalLayout
import Foundation
import LayoutExamples
import Testing

@testable import LayoutFile

/// The JSON Schema in `Schema/` describes the format the decoder reads (issue 10, Must
/// deliver 1): the same keys in every mapping, the same words in every enumeration, and
/// it accepts what the exporter writes.
@MainActor
@Suite("JSON Schema")
struct SchemaTests {
    /// The keys the decoder accepts in each mapping, by the schema definition describing it.
    /// A definition whose keys are the alternatives of a `oneOf` (a dimension's kind, a
    /// group's kind) lists those.
    static let decoderKeys: [String: [String]] = [
        "(root)": names(LayoutFileDocument.CodingKeys.self),
        "host": names(HostSpec.CodingKeys.self),
        "orthogonalScrollOffset": names(OrthogonalScrollOffsetSpec.CodingKeys.self),
        "configuration": names(ConfigurationSpec.CodingKeys.self),
        "sectionEntry": names(SectionEntry.CodingKeys.self) + names(SectionSpec.CodingKeys.self),
        "section": names(SectionSpec.CodingKeys.self),
        "variant": names(SectionVariantSpec.CodingKeys.self),
        "when": names(VariantConditionSpec.CodingKeys.self),
        "list": names(ListSpec.CodingKeys.self),
        "orthogonalScrollingProperties": names(OrthogonalScrollingPropertiesSpec.CodingKeys.self),
        "boundarySupplementaryItem": names(BoundarySupplementaryItemSpec.CodingKeys.self),
        "decorationItem": names(DecorationItemSpec.CodingKeys.self),
        "group": GroupKindSpec.allCases.map(\.rawValue),
        "axisGroupBody": GroupSpec.axisKeys.map(\.stringValue),
        "customGroupBody": GroupSpec.customKeys.map(\.stringValue),
        "customFrame": names(CustomFrameSpec.CodingKeys.self),
        "item": names(ItemSpec.CodingKeys.self),
        "supplementaryItem": names(SupplementaryItemSpec.CodingKeys.self),
        "anchor": names(AnchorSpec.CodingKeys.self),
        "size": names(SizeSpec.CodingKeys.self),
        "dimension": names(DimensionSpec.CodingKeys.self),
        "spacing": names(SpacingSpec.CodingKeys.self),
        "edgeSpacing": names(EdgeSpacingSpec.CodingKeys.self),
        "directionalInsets": names(DirectionalInsetsSpec.CodingKeys.self),
        "edgeInsets": names(EdgeInsetsSpec.CodingKeys.self),
        "point": names(PointSpec.CodingKeys.self),
        "sizeValue": names(SizeValueSpec.CodingKeys.self),
        "measuredSizes": names(MeasuredSizesSpec.CodingKeys.self),
        "measuredSize": names(MeasuredSizeSpec.CodingKeys.self),
        "measuredSizeOverride": names(MeasuredSizeOverrideSpec.CodingKeys.self),
        "updateOperation": names(UpdateOperationSpec.CodingKeys.self),
        "itemMove": names(UpdateOperationSpec.MoveKeys.self),
        "sectionMove": names(UpdateOperationSpec.MoveKeys.self),
        "insertedSection": names(InsertedSectionSpec.CodingKeys.self),
        "cellContent": names(CellContentSpec.CodingKeys.self),
        "itemRange": names(CellContentSpec.RangeKeys.self),
        "listContent": names(ListContentSpec.CodingKeys.self),
        "image": names(ImageSpec.CodingKeys.self),
        "accessory": AccessorySpec.Kind.allFileWords,
        "accessoryOptions": names(AccessorySpec.CodingKeys.self),
    ]

    /// Definitions that are not mappings of their own (an entry that is an item or a group).
    static let alternativesOnly: Set<String> = ["subitem"]

    /// The words the decoder accepts for each enumeration, by where the schema lists them
    /// (`definition.property`, with `[]` for a list's entries and `|n` for the n-th
    /// alternative of a `oneOf`).
    static let decoderWords: [String: [String]] = {
        let references = words(UIContentInsetsReference.self)
        let behaviors = words(UICollectionLayoutSectionOrthogonalScrollingBehavior.self)
        let sizeClasses = words(UIUserInterfaceSizeClass.self)
        return [
            "anchor.edges[]": words(NSDirectionalRectEdge.self),
            "boundarySupplementaryItem.alignment": words(NSRectAlignment.self),
            "configuration.scrollDirection": words(UICollectionView.ScrollDirection.self),
            "configuration.contentInsetsReference": references,
            "host.layoutDirection": words(UIUserInterfaceLayoutDirection.self),
            "host.horizontalSizeClass": sizeClasses,
            "host.verticalSizeClass": sizeClasses,
            "list.appearance": words(UICollectionLayoutListConfiguration.Appearance.self),
            "list.headerMode": words(UICollectionLayoutListConfiguration.HeaderMode.self),
            "list.footerMode": words(UICollectionLayoutListConfiguration.FooterMode.self),
            "orthogonalScrollingProperties.bounce": words(UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.self),
            "orthogonalScrollingProperties.decelerationRate|0":
                words(UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.self),
            "section.contentInsetsReference": references,
            "section.supplementaryContentInsetsReference": references,
            "section.orthogonalScrollingBehavior": behaviors,
            "sectionEntry.contentInsetsReference": references,
            "sectionEntry.supplementaryContentInsetsReference": references,
            "sectionEntry.orthogonalScrollingBehavior": behaviors,
            "when.horizontalSizeClass": sizeClasses,
            "when.verticalSizeClass": sizeClasses,
            "listContent.preset": words(ListContentPreset.self),
            "accessoryOptions.displayed": words(UICellAccessory.DisplayedState.self),
        ]
    }()

    static func names<Key: CodingKey & CaseIterable>(_ keys: Key.Type) -> [String] {
        keys.allCases.map(\.stringValue)
    }

    static func words<E: LayoutFileEnum>(_ type: E.Type) -> [String] {
        type.allFileWords
    }

    /// The keys a schema definition allows: its `properties`, and those of the alternatives
    /// of its `oneOf` that are inline objects.
    static func schemaKeys(_ definition: [String: Any]) -> Set<String> {
        var keys = Set((definition["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        for alternative in definition["oneOf"] as? [[String: Any]] ?? [] where alternative["$ref"] == nil {
            keys.formUnion((alternative["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        return keys
    }

    /// Every `enum` in the schema, by `definition.property` (see ``decoderWords``).
    static func schemaEnums(_ schema: [String: Any]) -> [String: [String]] {
        var found: [String: [String]] = [:]
        func visit(_ node: Any, _ path: String) {
            guard let node = node as? [String: Any] else { return }
            if let values = node["enum"] as? [String] { found[path] = values }
            if let properties = node["properties"] as? [String: Any] {
                for (key, value) in properties { visit(value, path.isEmpty ? key : "\(path).\(key)") }
            }
            if let items = node["items"] { visit(items, "\(path)[]") }
            for (index, alternative) in (node["oneOf"] as? [Any] ?? []).enumerated() { visit(alternative, "\(path)|\(index)") }
        }
        for (name, definition) in schema["$defs"] as? [String: Any] ?? [:] {
            // A definition's own alternatives (a dimension's kinds) carry no enumerations.
            guard let definition = definition as? [String: Any] else { continue }
            for (key, value) in definition["properties"] as? [String: Any] ?? [:] { visit(value, "\(name).\(key)") }
        }
        return found
    }

    @Test("every key the decoder accepts is in the schema, and the schema allows no other")
    func keysMatch() throws {
        let schema = try FormatSchema.load()
        let definitions = try #require(schema["$defs"] as? [String: Any])
        var all = definitions
        all["(root)"] = schema
        for (name, definition) in all {
            guard let definition = definition as? [String: Any] else { continue }
            if Self.alternativesOnly.contains(name) { continue }
            guard let keys = Self.decoderKeys[name] else {
                Issue.record("the schema defines `\(name)`, which no decoder key table describes")
                continue
            }
            #expect(Self.schemaKeys(definition) == Set(keys), "\(name)")
            #expect(definition["additionalProperties"] as? Bool == false || !(definition["oneOf"] == nil), "\(name) must refuse unknown keys")
            for alternative in definition["oneOf"] as? [[String: Any]] ?? [] where alternative["properties"] != nil {
                #expect(alternative["additionalProperties"] as? Bool == false, "\(name): an alternative allows unknown keys")
            }
        }
        for name in Self.decoderKeys.keys where all[name] == nil {
            Issue.record("the decoder reads `\(name)` mappings, which the schema does not define")
        }
        // A dictionary keyed by element kind is the one open mapping.
        let measured = try #require((definitions["measuredSizes"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(((measured["supplementaries"] as? [String: Any])?["additionalProperties"] as? [String: Any]) != nil)
    }

    @Test("every enumeration lists the words the decoder accepts, in the same order")
    func enumerationsMatch() throws {
        let found = Self.schemaEnums(try FormatSchema.load())
        #expect(Set(found.keys) == Set(Self.decoderWords.keys))
        for (path, words) in Self.decoderWords {
            #expect(found[path] == words, "\(path)")
        }
    }

    @Test("every property of the schema has a description")
    func descriptions() throws {
        let schema = try FormatSchema.load()
        var missing: [String] = []
        func visit(_ node: Any, _ path: String) {
            guard let node = node as? [String: Any] else { return }
            if let properties = node["properties"] as? [String: Any] {
                for (key, value) in properties {
                    let property = value as? [String: Any] ?? [:]
                    // A reference's description is its definition's unless it adds one.
                    if property["description"] == nil, property["$ref"] == nil { missing.append("\(path).\(key)") }
                    visit(value, "\(path).\(key)")
                }
            }
            for key in ["oneOf", "anyOf"] {
                for (index, alternative) in (node[key] as? [Any] ?? []).enumerated() { visit(alternative, "\(path)|\(index)") }
            }
            if let items = node["items"] { visit(items, "\(path)[]") }
        }
        for (name, definition) in schema["$defs"] as? [String: Any] ?? [:] {
            if (definition as? [String: Any])?["description"] == nil { missing.append(name) }
            visit(definition, name)
        }
        visit(schema, "")
        #expect(missing.isEmpty, "\(missing.sorted())")
    }

    @Test("the schema accepts every example's export and a file using every key, and refuses broken files")
    func validates() throws {
        let validator = SchemaValidator(root: try FormatSchema.load())
        for example in LayoutExample.all {
            let hosted = SwiftHosted(
                example.makeLayout(), counts: example.itemCounts, host: HostSpec(), preferredSize: example.preferredSize)
            let document = try LayoutFileDocument.export(hosted.collectionView).document
            for format in LayoutFileFormat.allCases {
                let text = String(decoding: try document.encoded(as: format), as: UTF8.self)
                #expect(try validator.errors(ofDocument: text) == [], "\(example.name) (\(format))")
            }
        }
        #expect(try validator.errors(ofDocument: Self.everyKey) == [])
        let broken = [
            "version: 2\nsections: []",
            "version: 1\nsections: [{numberOfItems: 1, mediaItems: true, interGroupSpacin: 3}]",
            "version: 1\nsections: [{numberOfItems: 1, mediaItems: true, list: {appearance: plain}}]",
            "version: 1\nsections: [{numberOfItems: 1, variants: [{section: {mediaItems: true}}], interGroupSpacing: 3}]",
            "version: 1\nsections: [{numberOfItems: 1, list: {appearance: insetgrouped}}]",
            "version: 1\nsections: [{numberOfItems: -1, mediaItems: true}]",
            "version: 1\nsections: [{numberOfItems: 1, group: {horizontal: {layoutSize: \(Self.size), subitems: [], count: 2}}}]",
            "version: 1\nsections: [{numberOfItems: 1, group: {horizontal: {layoutSize: \(Self.size), subitem: {layoutSize: \(Self.size)}}}}]",
            "version: 1\nsections: [{numberOfItems: 1, group: {custom: {layoutSize: \(Self.size), frames: [], interItemSpacing: {fixed: 1}}}}]",
            "version: 1\nsections: [{numberOfItems: 1, group: {horizontal: {layoutSize: {widthDimension: {fractionalWidth: 0}, heightDimension: {absolute: 1}}, subitems: [{layoutSize: \(Self.size)}]}}}]",
            "version: 1\nsections: [{numberOfItems: 1, group: {vertical: {layoutSize: {widthDimension: {absolute: 1, estimated: 2}, heightDimension: {absolute: 1}}, subitems: [{layoutSize: \(Self.size)}]}}}]",
            "version: 1\nsections: [{numberOfItems: 1, mediaItems: true, orthogonalScrollingProperties: {decelerationRate: 1}}]",
            "version: 1\nhost: {safeAreaInsets: {top: -1}}\nsections: []",
            "version: 1\nsections: []\nupdate: [{deleteItems: [[0]]}]",
            "version: 1\nsections: []\nupdate: [{deleteSections: [0], moveSection: {from: 0, to: 1}}]",
            "version: 1\nsections: []\nupdate: [{insertSections: [{at: 0}]}]",
            "version: 1\nsections: [{numberOfItems: 1, mediaItems: true, cells: [{item: 0, items: {first: 0}}]}]",
            "version: 1\nsections: [{numberOfItems: 1, mediaItems: true, cells: [{content: {preset: valuecell}}]}]",
            "version: 1\nsections: [{numberOfItems: 1, mediaItems: true, cells: [{accessories: [label]}]}]",
            "version: 1\nsections: [{numberOfItems: 1, mediaItems: true, cells: [{accessories: [{label: {displayed: always}}]}]}]",
            "version: 1\nsections: [{numberOfItems: 1, mediaItems: true, cells: [{content: {image: {systemName: a, named: b}}}]}]",
            "version: 1\nsections: [{numberOfItems: 1, mediaItems: true, cells: [{items: {}}]}]",
        ]
        for text in broken {
            #expect(try !validator.errors(ofDocument: text).isEmpty, "accepted: \(text)")
            #expect(diagnostics(text) != [], "the decoder accepted: \(text)")
        }
    }

    static let size = "{widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 10}}"

    /// A file that uses every key of the format at least once.
    static let everyKey = """
        version: 1
        host:
          width: 400
          height: 800
          scale: 2
          safeAreaInsets: {top: 10, left: 0, bottom: 5, right: 0}
          layoutMargins: {top: 0, left: 8, bottom: 0, right: 8}
          contentInset: {bottom: 2}
          screen: {width: 400, height: 900}
          layoutDirection: rightToLeft
          horizontalSizeClass: regular
          verticalSizeClass: unspecified
          contentOffset: {x: 0, y: 4}
          orthogonalScrollOffsets: [{section: 1, x: 20, y: 0}]
        configuration:
          scrollDirection: vertical
          interSectionSpacing: 5
          contentInsetsReference: layoutMargins
          boundarySupplementaryItems: [{elementKind: top, alignment: topLeading, layoutSize: \(size)}]
        sections:
          - numberOfItems: 3
            group:
              horizontal:
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {uniformAcrossSiblings: 30}}
                interItemSpacing: {flexible: 2}
                contentInsets: {top: 1, leading: 0, bottom: 0, trailing: 0}
                edgeSpacing: {leading: {fixed: 1}, top: {fixed: 0}, trailing: {flexible: 1}, bottom: {fixed: 2}}
                supplementaryItems:
                  - {elementKind: g, layoutSize: \(size), containerAnchor: {edges: [all]}, itemAnchor: {edges: [top], absoluteOffset: {x: 1, y: 0}}, zIndex: 3, contentInsets: {top: 1}}
                  - {elementKind: f, layoutSize: \(size), containerAnchor: {edges: [top, trailing], fractionalOffset: {x: 0.5, y: -0.5}}}
                subitems:
                  - layoutSize: {widthDimension: {fractionalHeight: 1}, heightDimension: {estimated: 20}}
                  - vertical:
                      layoutSize: {widthDimension: {absolute: 50}, heightDimension: {fractionalHeight: 1}}
                      subitem: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 9}}}
                      count: 2
                  - horizontal:
                      layoutSize: {widthDimension: {absolute: 50}, heightDimension: {fractionalHeight: 1}}
                      repeatingSubitem: {layoutSize: {widthDimension: {absolute: 10}, heightDimension: {fractionalHeight: 1}}}
                      count: 2
                  - custom:
                      layoutSize: {widthDimension: {absolute: 50}, heightDimension: {fractionalHeight: 1}}
                      frames: [{x: 0, y: 0, width: 5, height: 5, zIndex: 1}]
                      contentInsets: {top: 1}
                      edgeSpacing: {top: {fixed: 1}}
                      supplementaryItems: [{elementKind: c, layoutSize: \(size), containerAnchor: {edges: []}}]
            contentInsets: {top: 1, leading: 2, bottom: 3, trailing: 4}
            interGroupSpacing: 3
            contentInsetsReference: safeArea
            supplementaryContentInsetsReference: readableContent
            supplementariesFollowContentInsets: false
            orthogonalScrollingBehavior: none
            boundarySupplementaryItems:
              - {elementKind: h, alignment: top, absoluteOffset: {x: 0, y: 2}, pinToVisibleBounds: true, extendsBoundary: false, zIndex: 2, contentInsets: {leading: 1}, layoutSize: \(size)}
            decorationItems: [{background: bg, contentInsets: {top: 1}, zIndex: -1}]
            cells:
              - item: 0
                content: {preset: valueCell, text: "Row {item}", secondaryText: "{number} of {section}", image: star}
                accessories: [disclosureIndicator, {label: {text: "{number}", displayed: always}}, {delete: {displayed: whenNotEditing}}]
              - items: {first: 1, last: 2}
                content: {image: {named: photo}}
              - content: {image: {systemName: gear}}
            supplementaries: {h: {preset: groupedHeader, text: Header}}
          - numberOfItems: 8
            variants:
              - when: {minWidth: 300, maxWidth: 900, horizontalSizeClass: regular, verticalSizeClass: compact}
                section:
                  mediaItems: true
                  orthogonalScrollingBehavior: paging
                  orthogonalScrollingProperties: {decelerationRate: normal, bounce: always}
              - when: {minWidth: 100}
                section:
                  mediaItems: true
                  orthogonalScrollingProperties: {decelerationRate: 0.5}
              - section:
                  list: {appearance: sidebar, headerMode: supplementary, footerMode: supplementary, headerTopPadding: 4, showsSeparators: false}
        measuredSizes:
          default: {width: 10}
          cycle: [{height: 5}, {}]
          supplementaries: {h: {height: 22}}
          overrides: [{section: 0, item: 1, elementKind: h, width: 1, height: 2}]
        update:
          - deleteItems: [[0, 0]]
          - insertItems: [[0, 1]]
          - moveItem: {from: [0, 1], to: [0, 0]}
          - reloadItems: [[0, 2]]
          - deleteSections: [2]
          - insertSections: [{at: 2, section: {numberOfItems: 1, mediaItems: true}}]
          - moveSection: {from: 1, to: 1}
        """

    @Test("the file using every key decodes")
    func everyKeyDecodes() throws {
        #expect(diagnostics(Self.everyKey) == [])
    }
}

/// The reference page's examples are files that load (issue 10, Must deliver 1: the reference
/// page shows a complete example in YAML and in JSON).
@MainActor
@Suite("Reference page")
struct ReferencePageTests {
    static let page = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LayoutFile/LayoutFile.docc/FileFormatReference.md")

    /// The fenced blocks of `language` in the page.
    static func blocks(_ language: String) throws -> [String] {
        let text = try String(contentsOf: page, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append((current ?? []).joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test("the complete example loads, and its YAML and JSON forms are the same document")
    func completeExample() throws {
        let yaml = try #require(try Self.blocks("yaml").first { $0.hasPrefix("version: 1") })
        let json = try #require(try Self.blocks("json").first)
        let fromYAML = try document(yaml, fileName: "example.yaml")
        let fromJSON = try document(json, fileName: "example.json")
        #expect(fromYAML == fromJSON)
        let hosted = try fromYAML.makeHostedLayout()
        #expect(hosted.warnings.isEmpty)
        #expect(frames(of: hosted.collectionView).elements.count > 16)
    }

    @Test("every YAML fragment on the page is valid where it goes")
    func fragments() throws {
        let validator = SchemaValidator(root: try FormatSchema.load())
        let fragments = try Self.blocks("yaml").filter { !$0.hasPrefix("version: 1") }
        #expect(fragments.count == 5)
        for block in fragments {
            // A fragment is a section entry (`- numberOfItems`), an `update`, or an item's key.
            let wrapped: String
            if block.hasPrefix("update:") {
                wrapped = "version: 1\nsections: [{numberOfItems: 6, mediaItems: true}]\n" + block
            } else if block.hasPrefix("- numberOfItems") {
                wrapped = "version: 1\nsections:\n" + block.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n")
            } else {
                wrapped = """
                    version: 1
                    sections:
                      - numberOfItems: 1
                        group:
                          horizontal:
                            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}
                            subitems:
                              - layoutSize: {widthDimension: {absolute: 50}, heightDimension: {absolute: 50}}
                    """ + "\n" + block.split(separator: "\n").map { "            " + $0 }.joined(separator: "\n")
            }
            #expect(diagnostics(wrapped) == [], "\(wrapped)")
            #expect(try validator.errors(ofDocument: wrapped) == [], "\(wrapped)")
        }
    }
}
