import CompositionalLayout
import LayoutTestSupport
import Testing

// Issue 9 "Bad input" for lists: a list in a horizontal layout and a bad headerTopPadding are
// typed errors in `preparationError` and from `validate()`, with nothing laid out and no
// crash; an empty section keeps its list header (table views show headers of empty sections;
// observed.md OB-4 for boundary items of empty sections). Numbers by hand from ListMetrics.swift.

@MainActor
@Suite("Lists: bad input")
struct ListBadInputTests {
    static let header = UICollectionView.elementKindSectionHeader
    static let footer = UICollectionView.elementKindSectionFooter

    /// Two columns of 100-pt cells: not a list.
    private func grid() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        return NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item]))
    }

    /// Lays `layout` out in a 375 × 812 host and checks that it fails with `reason` at `path`,
    /// without a crash and with nothing laid out.
    private func expectFailure(
        _ layout: UICollectionViewCompositionalLayout, itemCounts: [Int], _ reason: CompositionalLayoutError.Reason,
        at path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let host = TestHost(layout, itemCounts: itemCounts)
        expectLayoutError(layout, reason, at: path, sourceLocation: sourceLocation)
        #expect(
            (layout.layoutAttributesForElements(in: CGRect(x: -1e4, y: -1e4, width: 2e4, height: 2e4)) ?? []).isEmpty,
            sourceLocation: sourceLocation)
        #expect(host.collectionView.contentSize == .zero, sourceLocation: sourceLocation)
        #expect(host.frame(0, 0) == nil, sourceLocation: sourceLocation)
        #expect(host.supplementary(Self.header, 0, 0) == nil, sourceLocation: sourceLocation)
    }

    private func horizontal() -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return configuration
    }

    // MARK: Horizontal scrolling

    @Test("A list section from a provider in a horizontal layout: listNeedsVerticalScrolling at 'section 0 › list'")
    func horizontalProvider() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { _, environment in .list(using: configuration, layoutEnvironment: environment) },
            configuration: horizontal())
        expectFailure(layout, itemCounts: [3, 2], .listNeedsVerticalScrolling, at: "section 0 › list")
    }

    @Test("The path names the list section after a grid that is fine horizontally")
    func horizontalAfterGrid() {
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                index == 0
                    ? self.grid() : .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }, configuration: horizontal())
        expectFailure(layout, itemCounts: [2, 2], .listNeedsVerticalScrolling, at: "section 1 › list")
    }

    @Test("list(using:) turned horizontal fails, and recovers when turned back")
    func horizontalAfterTheFact() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let host = TestHost(layout, itemCounts: [2])
        expectFrame(host.frame(0, 1), 0, 44, 375, 44)
        layout.configuration = horizontal()
        host.collectionView.layoutIfNeeded()
        expectReason(layout.preparationError?.reason, .listNeedsVerticalScrolling)
        #expect(layout.preparationError?.path.description == "section 0 › list")
        #expect(host.frame(0, 0) == nil)
        #expect(host.collectionView.contentSize == .zero)
        layout.configuration = UICollectionViewCompositionalLayoutConfiguration()
        host.collectionView.layoutIfNeeded()
        #expect(layout.preparationError == nil)
        expectFrame(host.frame(0, 1), 0, 44, 375, 44)
    }

    // MARK: headerTopPadding

    @Test("headerTopPadding negative, NaN or infinite: invalidSpacing at 'section 0 › list › headerTopPadding'",
        arguments: [CGFloat(-1), .nan, .infinity, -.infinity])
    func badPadding(value: CGFloat) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = value
        expectFailure(
            .list(using: configuration), itemCounts: [3], .invalidSpacing(Double(value)), at: "section 0 › list › headerTopPadding")
    }

    @Test("A bad headerTopPadding in section 2 of a provider names section 2")
    func badPaddingInLaterSection() {
        var bad = UICollectionLayoutListConfiguration(appearance: .grouped)
        bad.headerMode = .supplementary
        bad.headerTopPadding = -8
        let layout = UICollectionViewCompositionalLayout { index, environment in
            switch index {
            case 0: return self.grid()
            case 1: return .list(using: UICollectionLayoutListConfiguration(appearance: .grouped), layoutEnvironment: environment)
            default: return .list(using: bad, layoutEnvironment: environment)
            }
        }
        expectFailure(layout, itemCounts: [2, 1, 1], .invalidSpacing(-8), at: "section 2 › list › headerTopPadding")
    }

    // MARK: Empty sections

    @Test("A supplementary header and footer of an empty section are laid out, the footer under the header")
    func emptySectionKeepsHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let host = SelfSizingHost(
            UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [0, 2], width: 390, height: 844
        ) { attributes in
            let height: CGFloat =
                switch attributes.representedElementKind {
                case Self.header: 30
                case Self.footer: 20
                default: 50
                }
            return CGSize(width: attributes.size.width, height: height)
        }
        let layout = host.collectionView.collectionViewLayout
        #expect((layout as? UICollectionViewCompositionalLayout)?.preparationError == nil)
        func boundary(_ kind: String, _ section: Int) -> CGRect? {
            layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        // S0 (first, automatic padding 0): header 0 … 30 at x 20, width 350; no rows; the footer
        // directly under the header (OB-4), 30 … 50.
        expectFrame(boundary(Self.header, 0), 20, 0, 350, 30)
        expectFrame(boundary(Self.footer, 0), 20, 30, 350, 20)
        #expect(host.frame(0, 0) == nil)
        // S1: 50 + 35 = 85; rows 115 and 165; footer 215; ends 235.
        expectFrame(boundary(Self.header, 1), 20, 85, 350, 30)
        expectFrame(host.frame(1, 0), 20, 115, 350, 50)
        expectFrame(host.frame(1, 1), 20, 165, 350, 50)
        expectFrame(boundary(Self.footer, 1), 20, 215, 350, 20)
        #expect(host.collectionView.contentSize.height == 235)
    }

    @Test("An empty grouped section without a header still takes its section spacing")
    func emptySectionWithoutHeader() {
        let host = TestHost(
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped)),
            itemCounts: [0, 1], width: 390, height: 844)
        // S0: 35 before it, 0 tall (35 … 35). S1: 35 + 35 = 70.
        expectFrame(host.frame(1, 0), 0, 70, 390, 44)
        #expect(host.collectionView.contentSize.height == 114)  // 70 + 44
    }
}
