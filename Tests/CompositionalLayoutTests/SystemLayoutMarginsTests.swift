import CompositionalLayout
import LayoutTestSupport
import Testing

/// The host's default layout margins: UIKit's system minimum for a view controller's root
/// view, chosen by the screen (not the view's width) and the horizontal size class.
@MainActor
@Suite("System minimum layout margins")
struct SystemLayoutMarginsTests {
    /// Rows of 50 whose content is inset by the layout margins, in a `width` × `height` host.
    private func marginsHost(width: CGFloat, height: CGFloat) -> TestHost {
        let section = Fixtures.rows(height: 50)
        section.contentInsetsReference = .layoutMargins
        return TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [1], width: width, height: height)
    }

    private func sides(_ side: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    @Test("iPhones narrower than 390 in portrait get 16 at the sides and nothing at the top and bottom")
    func narrowPhones() {
        // 375 × 667 (iPhone SE, 8) and 320 × 568 (iPhone SE, 1st generation): below 390.
        #expect(marginsHost(width: 375, height: 667).collectionView.directionalLayoutMargins == sides(16))
        #expect(marginsHost(width: 320, height: 568).collectionView.directionalLayoutMargins == sides(16))
        #expect(marginsHost(width: 375, height: 667).collectionView.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    @Test("iPhones 390 wide and wider in portrait get 20 at the sides")
    func widePhones() {
        #expect(marginsHost(width: 390, height: 844).collectionView.directionalLayoutMargins == sides(20))
        #expect(marginsHost(width: 393, height: 852).collectionView.directionalLayoutMargins == sides(20))
        // A row inset by them on the 390-wide screen: x 20, width 390 − 20 − 20 = 350.
        expectFrame(marginsHost(width: 390, height: 844).frame(0, 0), 20, 0, 350, 50)
    }

    @Test("The screen decides, not the view: a 375-wide view on a 390-wide screen gets 20")
    func screenNotView() {
        let host = marginsHost(width: 375, height: 812)
        host.collectionView.screenSize = CGSize(width: 390, height: 844)
        #expect(host.collectionView.directionalLayoutMargins == sides(20))
        // x 20, width 375 − 20 − 20 = 335.
        expectFrame(host.frame(0, 0), 20, 0, 335, 50)
    }

    @Test("Until set, the screen size is the frame size")
    func screenSizeFollowsFrame() {
        let host = marginsHost(width: 375, height: 812)
        #expect(host.collectionView.screenSize == CGSize(width: 375, height: 812))
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(host.collectionView.screenSize == CGSize(width: 390, height: 844))
        // Portrait width 390 → 20: x 20, width 390 − 40 = 350.
        expectFrame(host.frame(0, 0), 20, 0, 350, 50)
    }

    @Test("An iPad in regular width gets 20; in compact width (Slide Over) 16")
    func pad() {
        let host = marginsHost(width: 1024, height: 1366)
        let view = host.collectionView
        view.traitCollection = UITraitCollection(traitsFrom: [view.traitCollection, UITraitCollection(horizontalSizeClass: .regular)])
        #expect(view.directionalLayoutMargins == sides(20))
        // x 20, width 1024 − 40 = 984.
        expectFrame(host.frame(0, 0), 20, 0, 984, 50)
        // The size class changes the margins and lays the view out again: x 16, width
        // 1024 − 32 = 992.
        view.traitCollection = UITraitCollection(traitsFrom: [view.traitCollection, UITraitCollection(horizontalSizeClass: .compact)])
        #expect(view.directionalLayoutMargins == sides(16))
        expectFrame(host.frame(0, 0), 16, 0, 992, 50)
    }

    @Test("In landscape the margins keep the portrait rule and are measured from the safe area")
    func landscape() {
        let host = marginsHost(width: 844, height: 390)
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        // Portrait width min(844, 390) = 390 → 20; x = 47 + 20 = 67, width 844 − 2 · 67 = 710.
        #expect(host.collectionView.directionalLayoutMargins == sides(20))
        expectFrame(host.frame(0, 0), 67, 0, 710, 50)
        // A 375-wide iPhone in landscape (812 × 375) keeps 16.
        #expect(marginsHost(width: 812, height: 375).collectionView.directionalLayoutMargins == sides(16))
    }

    @Test("Margins the app sets win over the system minimum, whatever the screen")
    func appMarginsWin() {
        let host = marginsHost(width: 390, height: 844)
        let view = host.collectionView
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        // x 8, width 390 − 16 = 374.
        expectFrame(host.frame(0, 0), 8, 0, 374, 50)
        view.screenSize = CGSize(width: 320, height: 568)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        view.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 15)
        // x 5, width 390 − 5 − 15 = 370.
        expectFrame(host.frame(0, 0), 5, 0, 370, 50)
    }

    @Test("Changing the screen size while the margins are unset lays the view out again")
    func screenSizeChangeRelaysOut() {
        let host = marginsHost(width: 375, height: 812)
        // x 16, width 375 − 32 = 343.
        expectFrame(host.frame(0, 0), 16, 0, 343, 50)
        host.collectionView.screenSize = CGSize(width: 428, height: 926)
        // 428 ≥ 390 → 20: x 20, width 375 − 40 = 335.
        expectFrame(host.frame(0, 0), 20, 0, 335, 50)
        host.collectionView.screenSize = CGSize(width: 320, height: 568)
        expectFrame(host.frame(0, 0), 16, 0, 343, 50)
    }
}
