import ChoiceStreams
import CompositionalLayout
import Foundation
import LayoutFile
import PropertyBased
import Testing

/// Issue 10, Must deliver 8: a layout built with the Swift API, exported to the file
/// format, written as JSON or YAML, read back and laid out, gives the same elements: every
/// frame, kind, index path and zIndex, and the content size.
@MainActor
@Suite("Property: export round trip")
struct RoundTripProperties {
    /// Generated cases (the layouts the engine rejects are skipped and counted); set
    /// `ROUNDTRIP_COUNT` to run more. `ROUNDTRIP_TRACE` prints every case's inputs and the
    /// exported file of a case that fails.
    static let count = ProcessInfo.processInfo.environment["ROUNDTRIP_COUNT"].flatMap { Int($0) } ?? 150
    /// The fewest cases that must really be compared.
    static let minimumChecked = 100

    static var choices: Generator<[Int], some Sequence & SendableMetatype> {
        Gen<Int>.int(in: 0...ChoiceStream.maximum).array(of: 0...200)
    }

    static var sections: Generator<[(Int, [Int])], some Sequence & SendableMetatype> {
        // About one section in ten is empty.
        let itemCount = Gen<Int>.int(in: 0...44).map { max(0, $0 - 4) }
        return zip(itemCount, choices).array(of: 1...4)
    }

    @Test("an exported layout reads back to the same frames, kinds, index paths, zIndexes and content size, and the schema accepts it")
    func exportedLayoutsReadBackTheSame() async {
        var generated = 0
        var checked = 0
        var rejected = 0
        var elements = 0
        var coverage = Coverage()
        guard let schema = try? FormatSchema.load() else {
            Issue.record("cannot read the schema at \(FormatSchema.url.path)")
            return
        }
        let validator = SchemaValidator(root: schema)
        var formats: [LayoutFileFormat: Int] = [:]
        var warningKinds: [String: Int] = [:]
        await propertyCheck(count: Self.count, input: Self.choices, Self.sections) { head, sections in
            generated += 1
            if ProcessInfo.processInfo.environment["ROUNDTRIP_TRACE"] != nil {
                FileHandle.standardError.write(Data("case \(generated): \(head) \(sections)\n".utf8))
            }
            let generatedLayout = GeneratedLayout(head: head, sections: sections.map { (count: $0.0, choices: $0.1) })
            guard generatedLayout.layout.preparationError == nil else {
                rejected += 1
                return
            }
            let format: LayoutFileFormat = generated.isMultiple(of: 2) ? .json : .yaml
            guard let roundTrip = try? RoundTrip(generatedLayout.collectionView, format: format) else { return }
            for warning in roundTrip.export.warnings {
                let name = String(describing: warning).components(separatedBy: "warning: ").last ?? ""
                warningKinds[String(name.prefix(40)), default: 0] += 1
                switch warning {
                case .preferredSizeProvider: continue
                case .customGroupNotLaidOut:
                    // No cell of this host reaches the group (an empty section, or a group
                    // after the last item), so its frames make no difference here.
                    continue
                default: Issue.record("unexpected warning: \(warning)")
                }
            }
            if let difference = roundTrip.firstDifference(from: generatedLayout.collectionView) {
                if ProcessInfo.processInfo.environment["ROUNDTRIP_TRACE"] != nil {
                    FileHandle.standardError.write(Data("DIFFERENCE \(generatedLayout.summary)\n\(difference)\n\(roundTrip.text)\n".utf8))
                }
                Issue.record("\(generatedLayout.summary)\n\(difference)\n--- exported \(format):\n\(roundTrip.text)")
                return
            }
            // The schema accepts what the exporter writes (checked for every case, both formats).
            if let errors = try? validator.errors(ofDocument: roundTrip.text), !errors.isEmpty {
                Issue.record("the schema refuses the exported file: \(errors.prefix(3))\n\(roundTrip.text)")
                return
            }
            checked += 1
            coverage.count(roundTrip.export.document)
            elements += roundTrip.hosted.collectionView.collectionViewLayout.layoutAttributesForElements(
                in: CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7))?.count ?? 0
            formats[format, default: 0] += 1
            withExtendedLifetime(generatedLayout) {}
        }
        print(
            "export round trip: \(checked) of \(generated) generated layouts checked (JSON \(formats[.json] ?? 0), "
                + "YAML \(formats[.yaml] ?? 0)), \(elements) elements compared; \(rejected) rejected by the engine; warnings: \(warningKinds)\n"
                + "export round trip coverage (checked cases with each construct): \(coverage.summary)")
        // Asserted after a full run only: a replayed seed runs one case.
        if generated >= Self.count {
            #expect(checked >= Self.minimumChecked, "checked \(checked) of \(generated)")
        }
    }
}

/// How many checked cases had each construct, read from the exported documents, so a
/// generator that stops producing one shows in the test's output.
struct Coverage {
    private var counts: [String: Int] = [:]

    var summary: String {
        counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    mutating func count(_ document: LayoutFileDocument) {
        var seen = Set<String>()
        let host = document.host ?? HostSpec()
        if host.layoutDirection == .rightToLeft { seen.insert("rightToLeft") }
        if host.layoutMargins != nil { seen.insert("layoutMargins") }
        if host.contentOffset != nil { seen.insert("contentOffset") }
        if host.orthogonalScrollOffsets != nil { seen.insert("orthogonalScrollOffsets") }
        if document.configuration?.scrollDirection == .horizontal { seen.insert("horizontalScrolling") }
        if document.configuration?.boundarySupplementaryItems != nil { seen.insert("layoutBoundaryItems") }
        if document.measuredSizes != nil { seen.insert("measuredSizes") }
        for entry in document.sections {
            guard case .section(let section) = entry.content else { continue }
            switch section.base {
            case .group(let group): visit(group, into: &seen)
            case .list: seen.insert("list")
            case .mediaItems: seen.insert("mediaItems")
            }
            if let behavior = section.orthogonalScrollingBehavior, behavior != .none { seen.insert("orthogonal") }
            if section.boundarySupplementaryItems?.contains(where: { $0.pinToVisibleBounds == true }) == true {
                seen.insert("pinned")
            }
            if section.decorationItems?.isEmpty == false { seen.insert("decorations") }
        }
        for name in seen { counts[name, default: 0] += 1 }
    }

    private func visit(_ group: GroupSpec, into seen: inout Set<String>) {
        func dimensions(_ size: SizeSpec) {
            for dimension in [size.widthDimension, size.heightDimension] {
                switch dimension {
                case .estimated: seen.insert("estimated")
                case .uniformAcrossSiblings: seen.insert("uniformAcrossSiblings")
                default: break
                }
            }
        }
        dimensions(group.layoutSize)
        if group.supplementaryItems != nil { seen.insert("supplementaryItems") }
        func child(_ subitem: SubitemSpec) {
            switch subitem {
            case .item(let item):
                dimensions(item.layoutSize)
                if item.supplementaryItems != nil { seen.insert("supplementaryItems") }
                if item.edgeSpacing != nil { seen.insert("edgeSpacing") }
            case .group(let nested):
                seen.insert("nestedGroup")
                visit(nested, into: &seen)
            }
        }
        switch group.arrangement {
        case .subitems(let subitems): subitems.forEach(child)
        case .repeatingSubitem(let subitem, _):
            seen.insert("repeatingSubitem")
            child(subitem)
        case .subitem(let subitem, _):
            seen.insert("subitem(count)")
            child(subitem)
        case .frames: seen.insert("custom")
        }
    }
}
