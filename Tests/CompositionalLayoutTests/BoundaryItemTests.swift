import CompositionalLayout
import LayoutTestSupport
import Testing

/// Section headers, footers and other boundary items (supplementary.md B-1 … B-9, B-E2,
/// sections.md SC-E1, SC-7, SC-10, observed.md OB-4, attributes-and-queries.md Q-E1).
@MainActor
@Suite("Boundary supplementary items")
struct BoundaryItemTests {
    private typealias F = SupplementaryFixtures

    @Test("B-5: a header's fractionalHeight is a fraction of the collection view's height")
    func fractionalHeightHeader() {
        let section = Fixtures.rows(height: 50)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.25)),
                elementKind: F.header, alignment: .top)
        ]
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [2])
        // 0.25 × 812 (the view's height, not the section's) = 203: header (0, 0, 375, 203);
        // rows after it and the 10-pt top inset (K-5): y = 213, 263.
        expectFrame(host.supplementary(F.header, 0)?.frame, 0, 0, 375, 203)
        expectFrame(host.frame(0, 0), 0, 213, 375, 50)
        expectFrame(host.frame(0, 1), 0, 263, 375, 50)
    }

    @Test("SC-E1: headers, insets and footers of two sections")
    func twoSectionsTable() {
        let host = TestHost(F.scE1Layout(), itemCounts: [3, 3])
        // Header extent 375 − 16 − 16 = 343 at x 16 (B-4, supplementariesFollowContentInsets).
        let header0 = host.supplementary(F.header, 0, 0)
        expectFrame(header0?.frame, 16, 0, 343, 40)
        // K-5: the 10-pt top inset lies between the header and the first row: 40 + 10 = 50,
        // then 50 + 44 + 8 = 102, 102 + 52 = 154.
        expectFrame(host.frame(0, 0), 16, 50, 343, 44)
        expectFrame(host.frame(0, 1), 16, 102, 343, 44)
        expectFrame(host.frame(0, 2), 16, 154, 343, 44)
        // SC-10: last row ends at 198, + bottom inset 20 = 218.
        let footer0 = host.supplementary(F.footer, 0, 0)
        expectFrame(footer0?.frame, 16, 218, 343, 30)
        // Section 0 ends at 218 + 30 = 248; section 1 starts at 248 + 24 = 272.
        expectFrame(host.supplementary(F.header, 1, 0)?.frame, 16, 272, 343, 40)
        expectFrame(host.frame(1, 0), 16, 322, 343, 44)
        expectFrame(host.frame(1, 1), 16, 374, 343, 44)
        expectFrame(host.frame(1, 2), 16, 426, 343, 44)
        // 426 + 44 + 20 = 490.
        expectFrame(host.supplementary(F.footer, 1, 0)?.frame, 16, 490, 343, 30)
        // 490 + 30 = 520.
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 520))
        // B-3: index path (item 0, section s), kind as given, category supplementaryView;
        // boundary items default to zIndex 1 (the engine's documented default).
        #expect(header0?.indexPath == IndexPath(item: 0, section: 0))
        #expect(header0?.representedElementKind == F.header && footer0?.representedElementKind == F.footer)
        #expect(header0?.representedElementCategory == .supplementaryView)
        #expect(header0?.zIndex == 1 && footer0?.zIndex == 1)
        #expect(host.supplementary(F.header, 1, 0)?.indexPath == IndexPath(item: 0, section: 1))
    }

    @Test("Q-E1: the rect (0, 200, 375, 100) holds only the section 0 footer and the section 1 header")
    func rectQueryOnTable() {
        let host = TestHost(F.scE1Layout(), itemCounts: [3, 3])
        let layout = host.collectionView.collectionViewLayout
        let elements = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 200, width: 375, height: 100)) ?? []
        // Item 2 of section 0 ends at 198 < 200; item 0 of section 1 starts at 322 > 300.
        #expect(elements.count == 2)
        let footer = elements.first { $0.representedElementKind == F.footer }
        let header = elements.first { $0.representedElementKind == F.header }
        #expect(footer?.indexPath == IndexPath(item: 0, section: 0))
        expectFrame(footer?.frame, 16, 218, 343, 30)
        #expect(header?.indexPath == IndexPath(item: 0, section: 1))
        expectFrame(header?.frame, 16, 272, 343, 40)
    }

    @Test("B-1, K-23: every alignment on a 100-pt item in a 340-pt extent")
    func everyAlignment() {
        let alignments: [(String, NSRectAlignment)] = [
            ("top", .top), ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottom", .bottom),
            ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing), ("leading", .leading),
            ("trailing", .trailing),
        ]
        let section = Fixtures.rows(height: 50)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 15)
        section.boundarySupplementaryItems = alignments.map { F.boundary($0.0, width: .absolute(100), height: 30, alignment: $0.1) }
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [2])
        // Extent: x 20 … 360, 340 wide. Centred x = 20 + (340 − 100)/2 = 140; trailing x = 20 +
        // 340 − 100 = 260. Top items extend by 30 (SC-7); rows at 30 + 10 = 40 and 90; rows end
        // at 140, content rectangle 30 … 150; bottom items at 150 (B-6).
        expectFrame(host.supplementary("top", 0, 0)?.frame, 140, 0, 100, 30)
        expectFrame(host.supplementary("topLeading", 0, 0)?.frame, 20, 0, 100, 30)
        expectFrame(host.supplementary("topTrailing", 0, 0)?.frame, 260, 0, 100, 30)
        expectFrame(host.supplementary("bottom", 0, 0)?.frame, 140, 150, 100, 30)
        expectFrame(host.supplementary("bottomLeading", 0, 0)?.frame, 20, 150, 100, 30)
        expectFrame(host.supplementary("bottomTrailing", 0, 0)?.frame, 260, 150, 100, 30)
        // .leading / .trailing: middle of the content rectangle, 30 + (120 − 30)/2 = 75; they
        // never extend a vertical section (SC-16).
        expectFrame(host.supplementary("leading", 0, 0)?.frame, 20, 75, 100, 30)
        expectFrame(host.supplementary("trailing", 0, 0)?.frame, 260, 75, 100, 30)
        expectFrame(host.frame(0, 0), 20, 40, 340, 50)
        expectFrame(host.frame(0, 1), 20, 90, 340, 50)
        // 150 + 30.
        #expect(host.collectionView.contentSize.height == 180)
    }

    @Test("B-1, SC-16: .leading and .trailing items alone do not extend a vertical section")
    func sideItemsDoNotExtend() {
        let section = Fixtures.rows(height: 50)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        section.boundarySupplementaryItems = [
            F.boundary("leading", width: .absolute(60), height: 20, alignment: .leading),
            F.boundary("trailing", width: .absolute(60), height: 20, alignment: .trailing),
        ]
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [2])
        // Rows at 10 and 60; content rectangle 0 … 120; middle y = (120 − 20)/2 = 50.
        expectFrame(host.frame(0, 0), 0, 10, 375, 50)
        expectFrame(host.supplementary("leading", 0, 0)?.frame, 0, 50, 60, 20)
        expectFrame(host.supplementary("trailing", 0, 0)?.frame, 315, 50, 60, 20)
        #expect(host.collectionView.contentSize.height == 120)
    }

    @Test("B-6: the tallest extending header sets the extension; items on one edge share it")
    func tallestHeaderExtends() {
        let section = Fixtures.rows(height: 50)
        section.boundarySupplementaryItems = [
            F.boundary("a", width: .absolute(75), height: 20, alignment: .topLeading),
            F.boundary("b", width: .absolute(75), height: 40, alignment: .top),
            F.boundary("c", width: .absolute(75), height: 30, alignment: .topTrailing),
            F.boundary("d", width: .absolute(75), height: 10, alignment: .bottom),
            F.boundary("e", width: .absolute(75), height: 25, alignment: .bottomLeading),
        ]
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [1])
        // All top items at y 0 (not stacked); the row starts below the tallest, 40.
        expectFrame(host.supplementary("a", 0, 0)?.frame, 0, 0, 75, 20)
        // (375 − 75)/2 = 150; 375 − 75 = 300.
        expectFrame(host.supplementary("b", 0, 0)?.frame, 150, 0, 75, 40)
        expectFrame(host.supplementary("c", 0, 0)?.frame, 300, 0, 75, 30)
        expectFrame(host.frame(0, 0), 0, 40, 375, 50)
        // Bottom items both at 40 + 50 = 90; the section ends below the tallest: 90 + 25.
        expectFrame(host.supplementary("d", 0, 0)?.frame, 150, 90, 75, 10)
        expectFrame(host.supplementary("e", 0, 0)?.frame, 0, 90, 75, 25)
        #expect(host.collectionView.contentSize.height == 115)
    }

    @Test("B-7: non-extending items overlap the content rectangle, insets included, headers excluded")
    func nonExtendingItems() {
        let section = Fixtures.rows(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 20, trailing: 0)
        section.interGroupSpacing = 8
        let overlayTop = F.boundary("overlayTop", height: 16, alignment: .top)
        overlayTop.extendsBoundary = false
        let overlayBottom = F.boundary("overlayBottom", height: 12, alignment: .bottom)
        overlayBottom.extendsBoundary = false
        section.boundarySupplementaryItems = [F.boundary(F.header, height: 40, alignment: .top), overlayTop, overlayBottom]
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [3])
        // The extending header takes 0 … 40; rows at 50, 102, 154, ending at 198; the content
        // rectangle is 40 … 198 + 20 = 218.
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 0, 0, 375, 40)
        expectFrame(host.frame(0, 0), 0, 50, 375, 44)
        // Top item at the rectangle's top (40, above the 10-pt inset), over the inset and row 0.
        expectFrame(host.supplementary("overlayTop", 0, 0)?.frame, 0, 40, 375, 16)
        // Bottom item's bottom at 218: y = 218 − 12 = 206.
        expectFrame(host.supplementary("overlayBottom", 0, 0)?.frame, 0, 206, 375, 12)
        // Neither enlarges the section.
        #expect(host.collectionView.contentSize.height == 218)
    }

    @Test("B-8: an absolute offset moves the item only; the extension stays its height")
    func offsetDoesNotChangeExtension() {
        let section = Fixtures.rows(height: 44)
        section.boundarySupplementaryItems = [
            F.boundary(F.header, width: .absolute(100), height: 40, alignment: .topLeading, offset: CGPoint(x: 10, y: -10)),
            F.boundary(F.footer, height: 30, alignment: .bottom, offset: CGPoint(x: 0, y: 5)),
        ]
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [1])
        // (0 + 10, 0 − 10).
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 10, -10, 100, 40)
        // The row still starts at 40, not 30.
        expectFrame(host.frame(0, 0), 0, 40, 375, 44)
        // Footer natural y 84, + 5 = 89.
        expectFrame(host.supplementary(F.footer, 0, 0)?.frame, 0, 89, 375, 30)
        // 84 + 30: the offset does not lengthen the section.
        #expect(host.collectionView.contentSize.height == 114)
    }

    @Test("B-9, B-4: own insets shrink the frame; main-axis ones leave the extension alone")
    func ownInsets() {
        let section = Fixtures.rows(height: 44)
        let header = F.boundary(F.header, height: 40, alignment: .top)
        header.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 7, trailing: 20)
        section.boundarySupplementaryItems = [header]
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [1])
        // Cross axis (B-4 step 3): extent 375 − 10 − 20 = 345, width 1.0 × 345 at x 10.
        // Main axis (B-9): y 0 + 5, height 40 − 5 − 7 = 28.
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 10, 5, 345, 28)
        // The header still extends the section by its full 40.
        expectFrame(host.frame(0, 0), 0, 40, 375, 44)
    }

    /// Uses the deprecated `supplementariesFollowContentInsets` (K-18): one deprecation warning.
    private func followLayout(_ follow: Bool) -> UICollectionViewCompositionalLayout {
        let section = Fixtures.rows(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 10)
        let header = F.boundary(F.header, height: 40, alignment: .top)
        header.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 100, bottom: 0, trailing: 10)
        section.boundarySupplementaryItems = [header]
        DeprecatedAPI.setSupplementariesFollowContentInsets(follow, on: section)
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test("B-E2: supplementariesFollowContentInsets true and false")
    func followContentInsets() {
        let following = TestHost(followLayout(true), itemCounts: [1])
        // Extent 375 − 50 − 10 = 315 from x 50; minus own 100 + 10 → 205 wide at 150.
        expectFrame(following.supplementary(F.header, 0, 0)?.frame, 150, 0, 205, 40)
        let notFollowing = TestHost(followLayout(false), itemCounts: [1])
        // Extent 375 from x 0; minus own 110 → 265 wide at 100.
        expectFrame(notFollowing.supplementary(F.header, 0, 0)?.frame, 100, 0, 265, 40)
        // Rows are at x 50, 375 − 60 = 315 wide, in both cases.
        expectFrame(following.frame(0, 0), 50, 40, 315, 44)
        expectFrame(notFollowing.frame(0, 0), 50, 40, 315, 44)
    }

    /// Rows with a 1.0 × 40 header; safe area left 20, right 30 (physical).
    private func referenceHost(
        section sectionReference: UIContentInsetsReference, supplementary: UIContentInsetsReference
    ) -> TestHost {
        let section = Fixtures.rows(height: 44)
        section.boundarySupplementaryItems = [F.boundary(F.header, height: 40, alignment: .top)]
        section.contentInsetsReference = sectionReference
        section.supplementaryContentInsetsReference = supplementary
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [1])
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        host.collectionView.layoutIfNeeded()
        return host
    }

    @Test("B-4: supplementaryContentInsetsReference picks the header's reference insets")
    func supplementaryReference() {
        // Defaults: both follow the configuration's .safeArea → x 20 … 345, 325 wide.
        let automatic = referenceHost(section: .automatic, supplementary: .automatic)
        expectFrame(automatic.supplementary(F.header, 0, 0)?.frame, 20, 0, 325, 40)
        expectFrame(automatic.frame(0, 0), 20, 40, 325, 44)
        // .none for the header only: it spans the whole width; rows keep the safe area.
        let none = referenceHost(section: .automatic, supplementary: .none)
        expectFrame(none.supplementary(F.header, 0, 0)?.frame, 0, 0, 375, 40)
        expectFrame(none.frame(0, 0), 20, 40, 325, 44)
        // .automatic means the configuration's reference (Apple doc; B-4 step 1), not the
        // section's: rows ignore the safe area, the header keeps it.
        let sectionNone = referenceHost(section: .none, supplementary: .automatic)
        expectFrame(sectionNone.supplementary(F.header, 0, 0)?.frame, 20, 0, 325, 40)
        expectFrame(sectionNone.frame(0, 0), 0, 40, 375, 44)
    }

    @Test("A-8 (until self-sizing lands): estimated header and footer heights use the estimate")
    func estimatedSizes() {
        let section = Fixtures.rows(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 16)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: F.header, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: F.footer, alignment: .bottom),
        ]
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [2])
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 16, 0, 343, 44)
        // 44 + 10 = 54; 54 + 44 = 98.
        expectFrame(host.frame(0, 0), 16, 54, 343, 44)
        expectFrame(host.frame(0, 1), 16, 98, 343, 44)
        // 142 + 20 = 162; section ends at 162 + 44 = 206.
        expectFrame(host.supplementary(F.footer, 0, 0)?.frame, 16, 162, 343, 44)
        #expect(host.collectionView.contentSize.height == 206)
    }

    @Test("OB-4: an empty section keeps its header and footer; its insets take no space; no background")
    func emptySection() {
        let section = Fixtures.rows(height: 50)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        section.boundarySupplementaryItems = [
            F.boundary(F.header, height: 24, alignment: .top), F.boundary(F.footer, height: 24, alignment: .bottom),
        ]
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: F.background)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(F.BackgroundView.self, forDecorationViewOfKind: F.background)
        let host = TestHost(layout, itemCounts: [0, 2])
        // OB-4's numbers: header y 0, footer y 24, next header y 48.
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 0, 0, 375, 24)
        expectFrame(host.supplementary(F.footer, 0, 0)?.frame, 0, 24, 375, 24)
        expectFrame(host.supplementary(F.header, 1, 0)?.frame, 0, 48, 375, 24)
        // Section 1: rows at 48 + 24 + 10 = 82 and 132; footer at 182 + 10 = 192.
        expectFrame(host.frame(1, 0), 0, 82, 375, 50)
        expectFrame(host.frame(1, 1), 0, 132, 375, 50)
        expectFrame(host.supplementary(F.footer, 1, 0)?.frame, 0, 192, 375, 24)
        #expect(host.collectionView.contentSize.height == 216)
        // No background for the empty section; section 1's covers 48 … 216.
        #expect(host.decoration(F.background, 0) == nil)
        expectFrame(host.decoration(F.background, 1)?.frame, 0, 48, 375, 168)
        let all = host.collectionView.collectionViewLayout.layoutAttributesForElements(
            in: CGRect(x: 0, y: 0, width: 375, height: 216)) ?? []
        #expect(!all.contains { $0.representedElementCategory == .decorationView && $0.indexPath.section == 0 })
        #expect(all.filter { $0.indexPath.section == 0 }.count == 2)
    }

    @Test("OB-4: an empty first section still gets interSectionSpacing after it")
    func emptyFirstSectionSpacing() {
        let section = Fixtures.rows(height: 50)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let host = TestHost(UICollectionViewCompositionalLayout(section: section, configuration: configuration), itemCounts: [0, 1])
        // Section 0 is 0 tall (no insets); section 1 starts at 0 + 20, its row at 20 + 10.
        expectFrame(host.frame(1, 0), 0, 30, 375, 50)
        // 30 + 50 + 10.
        #expect(host.collectionView.contentSize.height == 90)
    }
}
