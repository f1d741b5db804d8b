import CompositionalLayout
import LayoutExamples
import PropertyBased
import Testing

/// Q-4 through the public API: a headless `UICollectionView` answers
/// `layoutAttributesForElements(in:)` with exactly the cells whose
/// `layoutAttributesForItem(at:)` frame intersects the rectangle (Core Graphics' rule).
@MainActor
@Suite("Property: facade rect queries")
struct FacadeRectQueryProperties {
    /// A grid of rows: items of one width (fractional or absolute) in a full-width
    /// horizontal group of fixed height.
    struct GridCase: Sendable, CustomTestStringConvertible {
        var itemCounts: [Int]
        var widthIsAbsolute: Bool
        var fraction: Double
        var absoluteWidth: Double
        var size: CGSize
        var scale: Int
        var rightToLeft: Bool
        var spacing: Double
        var rowHeight: Double
        var inset: Double

        var testDescription: String {
            let width = widthIsAbsolute ? ".absolute(\(absoluteWidth))" : ".fractionalWidth(\(fraction))"
            return "items \(itemCounts), width \(width), row \(rowHeight), spacing \(spacing), insets \(inset),"
                + " container \(size) @\(scale)x\(rightToLeft ? " RTL" : "")"
        }

        /// The layout every section uses.
        @MainActor
        func section() -> NSCollectionLayoutSection {
            let width: NSCollectionLayoutDimension =
                widthIsAbsolute ? .absolute(absoluteWidth) : .fractionalWidth(fraction)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: 0, trailing: 0)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
                subitems: [item])
            group.interItemSpacing = .fixed(spacing)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = spacing
            section.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
            return section
        }
    }

    /// Parameters of one query rectangle, relative to the content and the cells.
    struct RectSpec: Sendable, CustomTestStringConvertible {
        var shape: Int
        var a, b, c, d: Double
        var pick: Int

        var testDescription: String { "rect(\(shape), \(a), \(b), \(c), \(d), \(pick))" }

        func rect(content: CGSize, viewport: CGSize, frames: [CGRect]) -> CGRect {
            let width = content.width
            let height = content.height
            switch shape {
            case 0:
                return CGRect(x: -50 + a * (width + 100), y: -50 + b * (height + 100), width: c * 400, height: d * 900)
            case 1:
                return CGRect(
                    x: -10 + a * (width + 20), y: -10 + b * (height + 20), width: c < 0.5 ? 0 : d * width,
                    height: c < 0.5 ? d * height : 0)
            case 2 where !frames.isEmpty:
                // Touching a cell's edge from outside: CGRectIntersectsRect counts it.
                let frame = frames[pick % frames.count]
                return pick % 2 == 0
                    ? CGRect(x: frame.maxX, y: frame.minY + a * frame.height, width: 1 + c * 30, height: 1 + d * 30)
                    : CGRect(x: frame.minX + b * frame.width, y: frame.maxY, width: 1 + c * 30, height: 1 + d * 30)
            default:
                return CGRect(x: 0, y: a * height - viewport.height / 2, width: viewport.width, height: viewport.height)
            }
        }
    }

    static var gridCase: Generator<GridCase, some Sequence & SendableMetatype> {
        zip(
            Gen<Int>.int(in: 0...200).array(of: 1...3), Gen.bool, Gen<Double>.double(in: 0.05...1),
            Gen<Double>.double(in: 0...200), Gen<Double>.double(in: 0...1200), Gen<Double>.double(in: 0...1200),
            Gen<Int>.int(in: 1...3), Gen.bool,
            zip(Gen<Double>.double(in: 0...20), Gen<Double>.double(in: 0...150), Gen<Double>.double(in: 0...10))
        ).map { counts, isAbsolute, fraction, absolute, width, height, scale, rtl, metrics in
            GridCase(
                itemCounts: counts, widthIsAbsolute: isAbsolute, fraction: fraction, absoluteWidth: absolute,
                size: CGSize(width: width, height: height), scale: scale, rightToLeft: rtl, spacing: metrics.0,
                rowHeight: metrics.1, inset: metrics.2)
        }
    }

    static var rectSpecs: Generator<[RectSpec], some Sequence & SendableMetatype> {
        let unit = Gen<Double>.double(in: 0...1)
        return zip(Gen<Int>.int(in: 0...3), unit, unit, unit, unit, Gen<Int>.int(in: 0...10_000))
            .map { shape, a, b, c, d, pick in RectSpec(shape: shape, a: a, b: b, c: c, d: d, pick: pick) }
            .array(of: 1...5)
    }

    @Test("layoutAttributesForElements(in:) equals the brute-force filter over layoutAttributesForItem(at:) frames")
    func elementsInRectMatchItemAttributes() async {
        let count = 100
        var cases = CaseCount()
        await propertyCheck(count: count, input: Self.gridCase, Self.rectSpecs) { gridCase, specs in
            cases.generated += 1
            let section = gridCase.section()
            let layout = UICollectionViewCompositionalLayout(section: section)
            let collectionView = UICollectionView(
                frame: CGRect(origin: .zero, size: gridCase.size), collectionViewLayout: layout)
            collectionView.traitCollection = UITraitCollection(traitsFrom: [
                collectionView.traitCollection, UITraitCollection(displayScale: CGFloat(gridCase.scale)),
            ])
            if gridCase.rightToLeft { collectionView.effectiveUserInterfaceLayoutDirection = .rightToLeft }
            let dataSource = FixedCountDataSource(gridCase.itemCounts)
            collectionView.dataSource = dataSource
            collectionView.layoutIfNeeded()
            #expect(layout.preparationError == nil)

            var paths: [IndexPath] = []
            var frames: [CGRect] = []
            for (sectionIndex, count) in gridCase.itemCounts.enumerated() {
                for item in 0..<count {
                    let path = IndexPath(item: item, section: sectionIndex)
                    guard let attributes = collectionView.layoutAttributesForItem(at: path) else {
                        fail("no attributes for \(path)")
                        return
                    }
                    paths.append(path)
                    frames.append(attributes.frame)
                }
            }
            var found = false
            for spec in specs {
                let rect = spec.rect(content: collectionView.contentSize, viewport: gridCase.size, frames: frames)
                let expected = zip(paths, frames).filter { $0.1.intersects(rect) }
                found = found || !expected.isEmpty
                let actual = (layout.layoutAttributesForElements(in: rect) ?? []).map { ($0.indexPath, $0.frame) }
                let same =
                    actual.count == expected.count && zip(actual, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
                guard same else {
                    fail(
                        "\(spec.testDescription) → \(rect): \(actual.count) elements \(actual.prefix(4).map(\.0)),"
                            + " brute force \(expected.count) \(expected.prefix(4).map(\.0))")
                    return
                }
            }
            withExtendedLifetime(dataSource) {}
            // Checked: some rectangle found cells.
            if found { cases.checked += 1 }
        }
        // About 95% of cases have a rectangle that finds cells (the rest have no cells, or
        // only rectangles off the content); at least 75% are required.
        cases.expectChecked(share: 0.75, of: count)
    }
}
