@testable import CompositionalLayout
import Testing

/// Issue 27 §2: a UICollectionViewController subclass written as iOS apps write one, its
/// overrides answering as the collection view's data source and delegate.
@MainActor
@Suite("UICollectionViewController: the view, data source and delegate overrides")
struct CollectionViewControllerTests {
    /// A screen of 20 rows, 50 points high, overriding the data source and delegate methods.
    final class RowsViewController: UICollectionViewController {
        var log: [String] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
            cell.tag = item
        }

        init() {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [item])
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            log.append("viewDidLoad")
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.item)")
        }

        override func scrollViewDidScroll(_ scrollView: UIScrollView) {
            log.append("didScroll")
        }
    }

    /// A 390 × 844 window with an iPhone's safe area (47 top, 34 bottom) showing `root`.
    private static func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test("the collection view is the view, made with the layout, with the controller as data source and delegate")
    func collectionViewIsTheView() {
        let controller = RowsViewController()
        let layout = controller.collectionViewLayout
        #expect(!controller.isViewLoaded)
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(!controller.installsStandardGestureForInteractiveMovement)
        let collectionView: UICollectionView = controller.collectionView
        #expect(controller.view === collectionView)
        #expect(collectionView.collectionViewLayout === layout)
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.delegate === controller)
        #expect(controller.log == ["viewDidLoad"])
    }

    @Test("shown in a window, its overrides supply the cells; a tap reaches its didSelect override")
    func shownInWindow() {
        let controller = RowsViewController()
        let window = Self.show(controller)
        let collectionView: UICollectionView = controller.collectionView
        #expect(collectionView.frame == window.bounds)
        // The safe area joins the insets: the content starts 47 below the top.
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: -47))
        // Bounds y −47 … 797 in content coordinates: rows 0 (0 … 50) to 15 (750 … 800).
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == Array(0...15))
        #expect(collectionView.visibleCells.map(\.tag).sorted() == Array(0...15))
        // Row 2 spans 100 … 150.
        #expect(collectionView.simulateTap(at: CGPoint(x: 10, y: 110)) == IndexPath(item: 2, section: 0))
        #expect(controller.log.contains("didSelect 2"))
        #expect(collectionView.reportedErrors.isEmpty)
    }

    @Test("the selection is cleared when the view appears again, unless the controller keeps it")
    func clearsSelectionOnAppearance() {
        let controller = RowsViewController()
        let window = Self.show(controller)
        defer { withExtendedLifetime(window) {} }
        let collectionView: UICollectionView = controller.collectionView
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(collectionView.indexPathsForSelectedItems == [])
        controller.clearsSelectionOnViewWillAppear = false
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("in a navigation controller the bar's 44 points join the safe area the content insets take")
    func inNavigationController() {
        let controller = RowsViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let window = Self.show(navigation)
        defer { withExtendedLifetime(window) {} }
        // 47 + 44 = 91 at the top.
        #expect(controller.collectionView.adjustedContentInset.top == 91)
        #expect(controller.collectionView.contentOffset.y == -91)
        #expect(controller.navigationController === navigation)
    }
}
