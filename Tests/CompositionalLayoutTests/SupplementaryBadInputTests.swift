import CompositionalLayout
import LayoutCore
import LayoutTestSupport
import Testing

/// Issue 3 "Bad input": every malformed supplementary, boundary or decoration item has a
/// defined outcome — a `CompositionalLayoutError` with the path of the offending object from
/// `validate()` and in `preparationError`, an empty layout, no crash — or, for anchors, a
/// defined placement (supplementary.md; known-quirks.md K-16).
@MainActor
@Suite("Supplementary bad input")
struct SupplementaryBadInputTests {
    private typealias F = SupplementaryFixtures

    /// Lays `section` out and checks that it fails with `reason` at `path`, without a crash
    /// and with nothing laid out.
    private func expectFailure(
        _ section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration = .init(),
        _ reason: CompositionalLayoutError.Reason, at path: String, message: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(F.BackgroundView.self, forDecorationViewOfKind: "")
        layout.register(F.BackgroundView.self, forDecorationViewOfKind: F.background)
        let host = TestHost(layout, itemCounts: [3])
        expectLayoutError(layout, reason, at: path, message: message, sourceLocation: sourceLocation)
        #expect(
            (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 812)) ?? []).isEmpty,
            sourceLocation: sourceLocation)
        #expect(host.collectionView.contentSize == .zero, sourceLocation: sourceLocation)
        #expect(host.supplementary(F.header, 0, 0) == nil, sourceLocation: sourceLocation)
    }

    /// Rows whose item carries `supplementary`.
    private func section(badge supplementary: NSCollectionLayoutSupplementaryItem) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [supplementary])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    private func badge(
        width: NSCollectionLayoutDimension = .absolute(20), height: NSCollectionLayoutDimension = .absolute(20),
        kind: String = "badge", anchor: NSCollectionLayoutAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing])
    ) -> NSCollectionLayoutSupplementaryItem {
        NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height), elementKind: kind,
            containerAnchor: anchor)
    }

    private func section(boundary items: [NSCollectionLayoutBoundarySupplementaryItem]) -> NSCollectionLayoutSection {
        let section = Fixtures.rows(height: 44)
        section.boundarySupplementaryItems = items
        return section
    }

    private static let badgePath = "section 0 › group › subitems[0] › supplementaryItems[0]"

    @Test("Negative and NaN supplementary sizes are invalidDimension, with the dimension's path")
    func badSizes() {
        let invalid = " must be a finite number >= 0"
        expectFailure(
            section(badge: badge(width: .absolute(-5))), .invalidDimension(-5), at: Self.badgePath + " › widthDimension",
            message: "dimension absolute(-5.0)" + invalid)
        expectFailure(
            section(badge: badge(height: .absolute(.nan))), .invalidDimension(.nan), at: Self.badgePath + " › heightDimension",
            message: "dimension absolute(nan)" + invalid)
        expectFailure(
            section(badge: badge(height: .estimated(.infinity))), .invalidDimension(.infinity),
            at: Self.badgePath + " › heightDimension", message: "dimension estimated(inf)" + invalid)
        expectFailure(
            section(boundary: [F.boundary(F.header, height: -1, alignment: .top)]), .invalidDimension(-1),
            at: "section 0 › boundarySupplementaryItems[0] › heightDimension", message: "dimension absolute(-1.0)" + invalid)
        expectFailure(
            section(boundary: [F.boundary(F.header, width: .absolute(.nan), height: 40, alignment: .top)]),
            .invalidDimension(.nan),
            at: "section 0 › boundarySupplementaryItems[0] › widthDimension", message: "dimension absolute(nan)" + invalid)
        // A negative fraction is nonPositiveFraction, as for items.
        expectFailure(
            section(boundary: [F.boundary(F.header, width: .fractionalWidth(-1), height: 40, alignment: .top)]),
            .nonPositiveFraction(-1), at: "section 0 › boundarySupplementaryItems[0] › widthDimension",
            message: "fractional dimension fractionalWidth(-1.0) must be greater than 0")
    }

    @Test("A-1, A-2: an anchor with no edges, or with opposite edges, centres on that axis — not an error")
    func anchorsWithoutEdges() throws {
        func frame(_ edges: NSDirectionalRectEdge) throws -> CGRect? {
            let layout = UICollectionViewCompositionalLayout(section: section(badge: badge(anchor: NSCollectionLayoutAnchor(edges: edges))))
            try layout.validate()
            return TestHost(layout, itemCounts: [1]).supplementary("badge", 0, 0)?.frame
        }
        // Cell (0, 0, 375, 44); badge 20 × 20. Centre: ((375 − 20)/2, (44 − 20)/2) = (177.5, 12);
        // scale 1 rounds 177.5 away from zero → 178 (OB-9).
        expectFrame(try frame([]), 178, 12, 20, 20)
        expectFrame(try frame([.top, .bottom, .leading, .trailing]), 178, 12, 20, 20)
        // [.leading, .trailing]: x centred, y from .top → 0.
        expectFrame(try frame([.leading, .trailing, .top]), 178, 0, 20, 20)
        // [.top, .bottom]: y centred, x from .trailing → 375 − 20 = 355.
        expectFrame(try frame([.top, .bottom, .trailing]), 355, 12, 20, 20)
    }

    @Test("A boundary item aligned to .none is boundaryAlignmentNone")
    func alignmentNone() {
        expectFailure(
            section(boundary: [F.boundary(F.header, height: 40, alignment: .none)]), .boundaryAlignmentNone,
            at: "section 0 › boundarySupplementaryItems[0] › alignment")
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [F.boundary("layout-header", height: 40, alignment: .none)]
        expectFailure(
            Fixtures.rows(height: 44), configuration: configuration, .boundaryAlignmentNone,
            at: "configuration › boundarySupplementaryItems[0] › alignment")
    }

    @Test("An empty element kind is emptyElementKind, for items, groups, boundaries and decorations")
    func emptyKinds() {
        expectFailure(section(badge: badge(kind: "")), .emptyElementKind, at: Self.badgePath)
        let grouped = Fixtures.rows(height: 44)
        grouped.group.supplementaryItems = [badge(kind: "")]
        expectFailure(grouped, .emptyElementKind, at: "section 0 › group › supplementaryItems[0]")
        expectFailure(
            section(boundary: [F.boundary(F.header, height: 40, alignment: .top), F.boundary("", height: 30, alignment: .bottom)]),
            .emptyElementKind, at: "section 0 › boundarySupplementaryItems[1]")
        // The kind "" is registered by expectFailure, so the engine's check is the one that fails.
        let decorated = Fixtures.rows(height: 44)
        decorated.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "")]
        expectFailure(decorated, .emptyElementKind, at: "section 0 › decorationItems[0]")
    }

    @Test("K-16: two boundary items of one kind in a section are duplicateElementKind, naming the second")
    func duplicateBoundaryKinds() {
        expectFailure(
            section(boundary: [
                F.boundary(F.header, height: 40, alignment: .top), F.boundary(F.footer, height: 30, alignment: .bottom),
                F.boundary(F.header, height: 20, alignment: .bottom),
            ]), .duplicateElementKind(F.header), at: "section 0 › boundarySupplementaryItems[2]")
        // A boundary kind that is also an item supplementary's kind.
        let mixed = section(badge: badge(kind: "badge"))
        mixed.boundarySupplementaryItems = [F.boundary("badge", height: 40, alignment: .top)]
        expectFailure(mixed, .duplicateElementKind("badge"), at: "section 0 › boundarySupplementaryItems[0]")
        // Two layout-wide items of one kind.
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            F.boundary("layout", height: 40, alignment: .top), F.boundary("layout", height: 40, alignment: .bottom),
        ]
        expectFailure(
            Fixtures.rows(height: 44), configuration: configuration, .duplicateElementKind("layout"),
            at: "configuration › boundarySupplementaryItems[1]")
        // The same kind in two different sections is fine.
        let layout = UICollectionViewCompositionalLayout(section: section(boundary: [F.boundary(F.header, height: 40, alignment: .top)]))
        let host = TestHost(layout, itemCounts: [1, 1])
        #expect(layout.preparationError == nil)
        expectFrame(host.supplementary(F.header, 1, 0)?.frame, 0, 84, 375, 40)
    }

    @Test("NaN and infinite offsets are invalidOffset")
    func badOffsets() {
        expectFailure(
            section(boundary: [F.boundary(F.header, height: 40, alignment: .top, offset: CGPoint(x: CGFloat.nan, y: 0))]),
            .invalidOffset(CGPoint(x: CGFloat.nan, y: 0)), at: "section 0 › boundarySupplementaryItems[0] › offset")
        expectFailure(
            section(badge: badge(anchor: NSCollectionLayoutAnchor(edges: [.top], absoluteOffset: CGPoint(x: 0, y: CGFloat.infinity)))),
            .invalidOffset(CGPoint(x: 0, y: CGFloat.infinity)), at: Self.badgePath + " › containerAnchor")
        expectFailure(
            section(badge: badge(anchor: NSCollectionLayoutAnchor(edges: [.top], fractionalOffset: CGPoint(x: CGFloat.nan, y: 0)))),
            .invalidOffset(CGPoint(x: CGFloat.nan, y: 0)), at: Self.badgePath + " › containerAnchor")
        let withItemAnchor = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "tag",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top]),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: -CGFloat.infinity, y: 0)))
        expectFailure(section(badge: withItemAnchor), .invalidOffset(CGPoint(x: -CGFloat.infinity, y: 0)), at: Self.badgePath + " › itemAnchor")
    }

    @Test("NaN insets on a boundary item or a decoration are invalidInsets")
    func badInsets() {
        let header = F.boundary(F.header, height: 40, alignment: .top)
        header.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)
        expectFailure(
            section(boundary: [header]), .invalidInsets(NSDirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)),
            at: "section 0 › boundarySupplementaryItems[0] › contentInsets")
        let decorated = Fixtures.rows(height: 44)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: F.background)
        background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: .infinity, bottom: 0, trailing: 0)
        decorated.decorationItems = [background]
        expectFailure(
            decorated, .invalidInsets(NSDirectionalEdgeInsets(top: 0, leading: .infinity, bottom: 0, trailing: 0)),
            at: "section 0 › decorationItems[0] › contentInsets")
    }
}
