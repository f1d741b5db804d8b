@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// The collection view as the scroll view and view it is in UIKit: its delegate hears
/// scrolling, inset adjustment follows the behaviour, traits set on it lay over the inherited
/// ones, and it answers the window that holds it.
@MainActor
@Suite("UICollectionView as a UIScrollView")
struct ScrollViewBaseTests {
    /// A scroll view delegate that logs what it hears and, when `clampY` is set, scrolls back
    /// to it whenever the offset goes past it.
    final class ScrollLog: UIScrollViewDelegate {
        var events: [String] = []
        var clampY: CGFloat?
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            events.append("didScroll \(scrollView.contentOffset.y)")
            if let clampY, scrollView.contentOffset.y > clampY {
                scrollView.contentOffset = CGPoint(x: 0, y: clampY)
            }
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            events.append("didEndScrollingAnimation")
        }
    }

    /// 40 rows of 50 points in a 375 × 400 view: content 2000 high.
    private func host() -> TestHost {
        TestHost(UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 50)), itemCounts: [40], height: 400)
    }

    @Test("The collection view is a scroll view whose delegate hears every change of the content offset")
    func delegateHearsScrolls() {
        let host = host()
        let log = ScrollLog()
        let view = host.collectionView
        view.delegate = log
        let scrollView: UIScrollView = view
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        view.setContentOffset(CGPoint(x: 0, y: 260), animated: false)
        #expect(log.events == ["didScroll 100.0", "didScroll 260.0"])
        // The view at 260 shows 260 … 660: rows 5 (250 … 300) to 13 (650 … 700).
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(5...13))
    }

    @Test("A scroll the delegate asks for inside scrollViewDidScroll applies when it returns")
    func delegateScrollsBack() {
        let host = host()
        let log = ScrollLog()
        log.clampY = 200
        host.collectionView.delegate = log
        host.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        // 300 is past 200: the delegate's scroll to 200 waits until it returns, then is made
        // and heard (200 is not past 200, so nothing more).
        #expect(log.events == ["didScroll 300.0", "didScroll 200.0"])
        #expect(host.collectionView.contentOffset == CGPoint(x: 0, y: 200))
    }

    @Test("An animated scroll is in place at once and ends at the next layout pass")
    func animatedScrollEndsAtNextPass() {
        let host = host()
        let log = ScrollLog()
        host.collectionView.delegate = log
        host.collectionView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(log.events == ["didScroll 500.0"])
        #expect(host.collectionView.contentOffset.y == 500)
        host.collectionView.layoutIfNeeded()
        #expect(log.events == ["didScroll 500.0", "didEndScrollingAnimation"])
        host.collectionView.layoutIfNeeded()
        #expect(log.events.count == 2)
    }

    @Test(
        "The content inset adjustment behaviour decides which safe-area insets join the content insets",
        arguments: [
            // Vertical layout, content 2000 > 400: both .automatic and .scrollableAxes take
            // top and bottom; .always takes all four; .never none.
            (UIScrollView.ContentInsetAdjustmentBehavior.automatic, 40, UIEdgeInsets(top: 15, left: 0, bottom: 25, right: 0)),
            (.scrollableAxes, 40, UIEdgeInsets(top: 15, left: 0, bottom: 25, right: 0)),
            (.always, 40, UIEdgeInsets(top: 15, left: 8, bottom: 25, right: 9)),
            (.never, 40, UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)),
            // Two rows, content 100 < 400: the vertical axis does not scroll, so
            // .scrollableAxes takes nothing, while .automatic still takes the layout's axis.
            (.automatic, 2, UIEdgeInsets(top: 15, left: 0, bottom: 25, right: 0)),
            (.scrollableAxes, 2, UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)),
        ])
    func insetAdjustment(behavior: UIScrollView.ContentInsetAdjustmentBehavior, rows: Int, expected: UIEdgeInsets) {
        let host = TestHost(
            UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 50)), itemCounts: [rows], height: 400,
            safeArea: UIEdgeInsets(top: 10, left: 8, bottom: 20, right: 9))
        let view = host.collectionView
        view.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        view.contentInsetAdjustmentBehavior = behavior
        view.layoutIfNeeded()
        #expect(view.adjustedContentInset == expected)
        // A view resting at its top follows the adjusted top inset.
        #expect(view.contentOffset == CGPoint(x: 0 - expected.left, y: 0 - expected.top))
    }

    @Test("Traits set on the collection view lay over those it inherits, and a change lays it out again")
    func traitsLayOver() {
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 50)), itemCounts: [3], scale: 3)
        let view = host.collectionView
        #expect(view.traitCollection.userInterfaceIdiom == .phone)
        #expect(view.traitCollection.displayScale == 3)
        view.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        view.traitCollection = UITraitCollection(displayScale: 2)
        // The second override replaces the first; the inherited traits stay.
        #expect(view.traitCollection.displayScale == 2)
        #expect(view.traitCollection.layoutDirection == .leftToRight)
        #expect(view.traitCollection.userInterfaceIdiom == .phone)
        #expect(view.passState.layoutIsInvalid)
        view.layoutIfNeeded()
        #expect(!view.passState.layoutIsInvalid)
        // A view with no superview inherits the headless screen's traits.
        #expect(UIView().traitCollection.userInterfaceIdiom == .phone)
    }

    @Test("A view answers the window that holds it; a collection view in none answers one filling its screen")
    func windows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let inWindow = UICollectionView(frame: container.bounds, collectionViewLayout: UICollectionViewLayout())
        container.addSubview(inWindow)
        #expect(inWindow.window === window)
        #expect(container.window === window)
        #expect(window.window === window)
        #expect(UIView().window == nil)
        #expect(window.screen === UIScreen.main)
        let alone = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: UICollectionViewLayout())
        alone.screenSize = CGSize(width: 390, height: 844)
        alone.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(alone.window?.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(alone.window?.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(alone.window?.subviews.isEmpty == true)
    }

    @Test("Views default to the semantic system colors")
    func semanticColorDefaults() {
        #expect(UIView().tintColor == .systemBlue)
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.color == .label)
        // UIKit's subtitle text is in the label color; a value cell's value in the secondary one.
        #expect(UIListContentConfiguration.subtitleCell().secondaryTextProperties.color == .label)
        #expect(UIListContentConfiguration.valueCell().secondaryTextProperties.color == .secondaryLabel)
    }
}
