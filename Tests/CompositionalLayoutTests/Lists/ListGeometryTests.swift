import CompositionalLayout
import LayoutTestSupport
import Testing

// List geometry through the headless host (lists.md L-3 … L-6, L-E1; observed.md OB-11). Every
// expected frame is worked out by hand from the metrics table in ListMetrics.swift:
//
// | appearance   | rows span          | before 1st section      | before others           |
// |              |                    | no header / sup. header | no header / sup. header |
// |--------------|--------------------|-------------------------|-------------------------|
// | plain        | 0 … W              | 0 / 22                  | 0 / 22                  |
// | grouped      | 0 … W              | 35 / 0                  | 35 / 35                 |
// | insetGrouped | margin … W − margin| 35 / 0                  | 35 / 35                 |
// | sidebar      | margin … W − margin| 0 / 0                   | 0 / 0                   |
// | sidebarPlain | 0 … W              | 0 / 0                   | 0 / 0                   |
//
// Rows, headers and footers are estimated at 44 and take any measured height; rows stack with
// no spacing; a footer follows the last row directly. Margins: 20 on a 390-wide screen, 16
// below 390 (UICollectionView+SystemMargins.swift). Nothing here was read back from the code.

/// One appearance's expected geometry in the three-section scenario of
/// `ListGeometryTests.appearances` (W = 390, margin 20; sections of 2, 1, 1 rows).
struct ListAppearanceCase: Sendable, CustomTestStringConvertible {
    let appearance: UICollectionLayoutListConfiguration.Appearance
    /// x and width of rows, headers and footers.
    let x: CGFloat
    let width: CGFloat
    /// With `.supplementary` headers and footers (header 30, rows 50, footer 20), in order:
    /// header 0, rows (0, 0) and (0, 1), footer 0, header 1, row (1, 0), footer 1, header 2,
    /// row (2, 0), footer 2, content height.
    let withHeaders: [CGFloat]
    /// Without headers or footers (rows 50): rows (0, 0), (0, 1), (1, 0), (2, 0), content height.
    let withoutHeaders: [CGFloat]

    var testDescription: String { "\(appearance)" }

    static let all: [ListAppearanceCase] = [
        // plain: 22 above every header, nothing between sections without headers.
        // Headers: S0 22 | rows 52, 102 | footer 152 | ends 172.
        //          S1 172 + 22 = 194 | row 224 | footer 274 | ends 294.
        //          S2 294 + 22 = 316 | row 346 | footer 396 | ends 416.
        // No headers: 0, 50 | 100 | 150 | ends 200.
        ListAppearanceCase(
            appearance: .plain, x: 0, width: 390,
            withHeaders: [22, 52, 102, 152, 194, 224, 274, 316, 346, 396, 416],
            withoutHeaders: [0, 50, 100, 150, 200]),
        // grouped: the first header at 0, 35 above later ones; 35 before every section without.
        // Headers: S0 0 | rows 30, 80 | footer 130 | ends 150.
        //          S1 150 + 35 = 185 | row 215 | footer 265 | ends 285.
        //          S2 285 + 35 = 320 | row 350 | footer 400 | ends 420.
        // No headers: 35, 85 | ends 135 | 135 + 35 = 170 | ends 220 | 220 + 35 = 255 | ends 305.
        ListAppearanceCase(
            appearance: .grouped, x: 0, width: 390,
            withHeaders: [0, 30, 80, 130, 185, 215, 265, 320, 350, 400, 420],
            withoutHeaders: [35, 85, 170, 255, 305]),
        // insetGrouped: grouped's numbers, inset by the margins: x 20, width 390 − 40 = 350.
        ListAppearanceCase(
            appearance: .insetGrouped, x: 20, width: 350,
            withHeaders: [0, 30, 80, 130, 185, 215, 265, 320, 350, 400, 420],
            withoutHeaders: [35, 85, 170, 255, 305]),
        // sidebar: no space anywhere, inset by the margins.
        // Headers: S0 0 | rows 30, 80 | footer 130 | ends 150.
        //          S1 150 | row 180 | footer 230 | ends 250.
        //          S2 250 | row 280 | footer 330 | ends 350.
        // No headers: 0, 50 | 100 | 150 | ends 200.
        ListAppearanceCase(
            appearance: .sidebar, x: 20, width: 350,
            withHeaders: [0, 30, 80, 130, 150, 180, 230, 250, 280, 330, 350],
            withoutHeaders: [0, 50, 100, 150, 200]),
        // sidebarPlain: the sidebar's numbers across the whole width.
        ListAppearanceCase(
            appearance: .sidebarPlain, x: 0, width: 390,
            withHeaders: [0, 30, 80, 130, 150, 180, 230, 250, 280, 330, 350],
            withoutHeaders: [0, 50, 100, 150, 200]),
    ]
}

@MainActor
@Suite("Lists: geometry per appearance")
struct ListGeometryTests {
    static let header = UICollectionView.elementKindSectionHeader
    static let footer = UICollectionView.elementKindSectionFooter

    /// A `list(using:)` layout of `configuration` on a `width`-wide screen, measured: headers
    /// `header`, footers `footer`, rows `row(indexPath)`.
    private func measuredHost(
        _ configuration: UICollectionLayoutListConfiguration, itemCounts: [Int], width: CGFloat = 390,
        header: CGFloat = 30, footer: CGFloat = 20, row: @escaping (IndexPath) -> CGFloat = { _ in 50 }
    ) -> SelfSizingHost {
        SelfSizingHost(UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: itemCounts, width: width, height: 844) {
            attributes in
            let height: CGFloat
            switch attributes.representedElementKind {
            case Self.header: height = header
            case Self.footer: height = footer
            default: height = row(attributes.indexPath)
            }
            return CGSize(width: attributes.size.width, height: height)
        }
    }

    private func supplementary(_ host: SelfSizingHost, _ kind: String, _ section: Int) -> CGRect? {
        host.collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test("L-E1: plain list, headerTopPadding 0, W 375, header 28, rows 44, 60, 44")
    func specExampleE1() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 0
        let host = measuredHost(configuration, itemCounts: [3], width: 375, header: 28) { $0.item == 1 ? 60 : 44 }
        expectFrame(supplementary(host, Self.header, 0), 0, 0, 375, 28)
        expectFrame(host.frame(0, 0), 0, 28, 375, 44)
        expectFrame(host.frame(0, 1), 0, 72, 375, 60)  // 28 + 44
        expectFrame(host.frame(0, 2), 0, 132, 375, 44)  // 72 + 60
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 176))  // 132 + 44
    }

    @Test("Headers and footers with automatic padding: x, width and y per appearance", arguments: ListAppearanceCase.all)
    func withHeadersAndFooters(expected: ListAppearanceCase) {
        var configuration = UICollectionLayoutListConfiguration(appearance: expected.appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let host = measuredHost(configuration, itemCounts: [2, 1, 1])
        let y = expected.withHeaders
        let (x, w) = (expected.x, expected.width)
        expectFrame(supplementary(host, Self.header, 0), x, y[0], w, 30)
        expectFrame(host.frame(0, 0), x, y[1], w, 50)
        expectFrame(host.frame(0, 1), x, y[2], w, 50)
        expectFrame(supplementary(host, Self.footer, 0), x, y[3], w, 20)
        expectFrame(supplementary(host, Self.header, 1), x, y[4], w, 30)
        expectFrame(host.frame(1, 0), x, y[5], w, 50)
        expectFrame(supplementary(host, Self.footer, 1), x, y[6], w, 20)
        expectFrame(supplementary(host, Self.header, 2), x, y[7], w, 30)
        expectFrame(host.frame(2, 0), x, y[8], w, 50)
        expectFrame(supplementary(host, Self.footer, 2), x, y[9], w, 20)
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: y[10]))
    }

    @Test("Without headers: x, width and the spacing between sections per appearance", arguments: ListAppearanceCase.all)
    func withoutHeaders(expected: ListAppearanceCase) {
        let host = measuredHost(UICollectionLayoutListConfiguration(appearance: expected.appearance), itemCounts: [2, 1, 1])
        let y = expected.withoutHeaders
        let (x, w) = (expected.x, expected.width)
        expectFrame(host.frame(0, 0), x, y[0], w, 50)
        expectFrame(host.frame(0, 1), x, y[1], w, 50)
        expectFrame(host.frame(1, 0), x, y[2], w, 50)
        expectFrame(host.frame(2, 0), x, y[3], w, 50)
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: y[4]))
        #expect(supplementary(host, Self.header, 0) == nil)
        #expect(supplementary(host, Self.footer, 0) == nil)
    }

    @Test("An explicit headerTopPadding of 10 is the space above every header, the first included",
        arguments: ListAppearanceCase.all)
    func explicitHeaderTopPadding(expected: ListAppearanceCase) {
        var configuration = UICollectionLayoutListConfiguration(appearance: expected.appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.headerTopPadding = 10
        let host = measuredHost(configuration, itemCounts: [2, 1, 1])
        let (x, w) = (expected.x, expected.width)
        // S0: header 10, rows 40 and 90, footer 140, ends 160.
        expectFrame(supplementary(host, Self.header, 0), x, 10, w, 30)
        expectFrame(host.frame(0, 0), x, 40, w, 50)
        expectFrame(host.frame(0, 1), x, 90, w, 50)
        expectFrame(supplementary(host, Self.footer, 0), x, 140, w, 20)
        // S1: header 160 + 10 = 170, row 200, footer 250, ends 270.
        expectFrame(supplementary(host, Self.header, 1), x, 170, w, 30)
        expectFrame(host.frame(1, 0), x, 200, w, 50)
        expectFrame(supplementary(host, Self.footer, 1), x, 250, w, 20)
        // S2: header 270 + 10 = 280, row 310, footer 360, ends 380.
        expectFrame(supplementary(host, Self.header, 2), x, 280, w, 30)
        expectFrame(host.frame(2, 0), x, 310, w, 50)
        expectFrame(supplementary(host, Self.footer, 2), x, 360, w, 20)
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 380))
    }

    @Test("An explicit headerTopPadding does nothing without a supplementary header")
    func explicitPaddingWithoutHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerTopPadding = 10
        let host = measuredHost(configuration, itemCounts: [1, 1])
        // Grouped without headers: 35 before each section. Rows at 35 and 35 + 50 + 35 = 120.
        expectFrame(host.frame(0, 0), 0, 35, 390, 50)
        expectFrame(host.frame(1, 0), 0, 120, 390, 50)
    }

    @Test("Before measuring (no size provider) rows, headers and footers are 44")
    func estimates() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let host = TestHost(UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [2, 1], width: 390, height: 844)
        // S0: header 0 … 44, rows 44 and 88, footer 132, ends 176. x 20, width 350.
        expectFrame(host.supplementary(Self.header, 0, 0)?.frame, 20, 0, 350, 44)
        expectFrame(host.frame(0, 0), 20, 44, 350, 44)
        expectFrame(host.frame(0, 1), 20, 88, 350, 44)
        expectFrame(host.supplementary(Self.footer, 0, 0)?.frame, 20, 132, 350, 44)
        // S1: header 176 + 35 = 211, row 255, footer 299, ends 343.
        expectFrame(host.supplementary(Self.header, 1, 0)?.frame, 20, 211, 350, 44)
        expectFrame(host.frame(1, 0), 20, 255, 350, 44)
        expectFrame(host.supplementary(Self.footer, 1, 0)?.frame, 20, 299, 350, 44)
        #expect(host.collectionView.contentSize.height == 343)
    }

    @Test("Rows take any measured height, below 44 too, and stack with no spacing")
    func noMinimumRowHeight() {
        let host = measuredHost(UICollectionLayoutListConfiguration(appearance: .insetGrouped), itemCounts: [3, 1]) { _ in 20 }
        // S0 at 35: rows 35, 55, 75, ends 95. S1 at 95 + 35 = 130, ends 150.
        expectFrame(host.frame(0, 0), 20, 35, 350, 20)
        expectFrame(host.frame(0, 1), 20, 55, 350, 20)
        expectFrame(host.frame(0, 2), 20, 75, 350, 20)
        expectFrame(host.frame(1, 0), 20, 130, 350, 20)
        #expect(host.collectionView.contentSize.height == 150)
    }

    @Test("Headers and footers are the section header and footer kinds at (section, 0), and nothing else")
    func headerAndFooterKinds() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let host = measuredHost(configuration, itemCounts: [2, 1])
        let layout = host.collectionView.collectionViewLayout
        for section in 0..<2 {
            for kind in [Self.header, Self.footer] {
                let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))
                #expect(attributes?.representedElementKind == kind)
                #expect(attributes?.representedElementCategory == .supplementaryView)
                #expect(attributes?.indexPath == IndexPath(item: 0, section: section))
                #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 1, section: section)) == nil)
            }
        }
        // 2 sections × (header + footer) + 3 rows.
        let all = host.allElements
        #expect(all.filter { $0.representedElementCategory == .supplementaryView }.count == 4)
        #expect(all.filter { $0.representedElementCategory == .cell }.count == 3)
        #expect(Set(all.compactMap(\.representedElementKind)) == [Self.header, Self.footer])
    }

    @Test("firstItemInSection adds no supplementary; item 0 is an ordinary row")
    func firstItemInSection() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .firstItemInSection
        let host = measuredHost(configuration, itemCounts: [3, 1])
        #expect(supplementary(host, Self.header, 0) == nil)
        #expect(supplementary(host, Self.header, 1) == nil)
        #expect(host.allElements.allSatisfy { $0.representedElementCategory == .cell })
        // No supplementary header, so the section spacing applies: grouped 35 before each
        // section. S0: item 0 at 35, items 1 and 2 at 85 and 135, ends 185; S1 at 220.
        expectFrame(host.frame(0, 0), 0, 35, 390, 50)
        expectFrame(host.frame(0, 1), 0, 85, 390, 50)
        expectFrame(host.frame(0, 2), 0, 135, 390, 50)
        expectFrame(host.frame(1, 0), 0, 220, 390, 50)
        #expect(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.representedElementCategory == .cell)
    }

    // MARK: Landscape

    /// A 844 × 390 host (an iPhone 390 wide in portrait, turned) with safe area 47 left and right.
    private func landscape(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> TestHost {
        let host = TestHost(
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance)),
            itemCounts: [2], width: 844, height: 390)
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        host.collectionView.layoutIfNeeded()
        return host
    }

    @Test("insetGrouped in landscape: rows start at the safe area plus the margin")
    func insetGroupedLandscape() {
        let host = landscape(.insetGrouped)
        // The screen is 390 wide in portrait → margin 20, measured from the safe area:
        // x = 47 + 20 = 67, width = 844 − 2 · 67 = 710. y: 35 (first section, no header), 79.
        #expect(host.collectionView.directionalLayoutMargins.leading == 20)
        expectFrame(host.frame(0, 0), 67, 35, 710, 44)
        expectFrame(host.frame(0, 1), 67, 79, 710, 44)
    }

    @Test("plain in landscape spans the whole width, under the safe area")
    func plainLandscape() {
        let host = landscape(.plain)
        expectFrame(host.frame(0, 0), 0, 0, 844, 44)
        expectFrame(host.frame(0, 1), 0, 44, 844, 44)
    }
}
