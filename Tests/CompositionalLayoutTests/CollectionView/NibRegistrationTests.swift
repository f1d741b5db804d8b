@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// Issue 27 §3: nibs can be registered as in UIKit; dequeuing one reports that nib files are
/// not loaded headless and shows a plain view, as other dequeue misuses do.
@MainActor
@Suite("Nib registration")
struct NibRegistrationTests {
    /// A cell an app loads from a nib: it overrides `awakeFromNib()`, calling `super`.
    final class NibCell: UICollectionViewCell {
        var awoke = false
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke = true
        }
    }

    @Test("A nib keeps its name and bundle, and makes no objects headless")
    func nibValues() {
        let nib = UINib(nibName: "PostCell", bundle: nil)
        #expect(nib.nibName == "PostCell")
        #expect(nib.bundle == nil)
        #expect(nib.data == nil)
        #expect(nib.instantiate(withOwner: nil).isEmpty)
        #expect(nib.instantiate(withOwner: self, options: [.externalObjects: [String: Any]()]).isEmpty)
        let fromData = UINib(data: Data([1, 2, 3]), bundle: .main)
        #expect(fromData.nibName == nil)
        #expect(fromData.data == Data([1, 2, 3]))
        // awakeFromNib() is never called headless; calling it directly runs the override.
        let cell = NibCell(frame: .zero)
        cell.awakeFromNib()
        #expect(cell.awoke)
    }

    @Test("Dequeuing a cell registered with a nib is reported once per dequeue; a plain cell, never reused, is shown")
    func cellNib() {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [2]) { view, _ in
            view.register(UINib(nibName: "PostCell", bundle: nil), forCellWithReuseIdentifier: "cell")
        }
        let view = host.collectionView
        let error = CollectionViewError(.nibNotLoadable(elementKind: CollectionViewError.cellKind, identifier: "cell", nibName: "PostCell"))
        #expect(view.reportedErrors == [error, error])
        #expect(
            error.description
                == "could not load the nib 'PostCell' registered for a view of kind: UICollectionElementKindCell with identifier "
                + "cell - nib files cannot be loaded headless; register the view's class or use a registration instead")
        // Rows 50 high: the second row's plain cell sits at y 50.
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell.map { type(of: $0) == UICollectionViewCell.self } == true)
        expectFrame(cell?.frame, 0, 50, 375, 50)
        #expect(cell?.reuseIdentifier == nil)
    }

    @Test("A nib made from data is reported without a name")
    func dataNib() {
        let error = CollectionViewError(.nibNotLoadable(elementKind: "header", identifier: "h", nibName: nil))
        #expect(
            error.description
                == "could not load the nib registered for a view of kind: header with identifier h - nib files cannot be "
                + "loaded headless; register the view's class or use a registration instead")
    }

    @Test("Dequeuing a supplementary view registered with a nib is reported; a plain view is shown")
    func supplementaryNib() {
        let header = UICollectionView.elementKindSectionHeader
        let host = ViewHost(
            UICollectionViewCompositionalLayout(section: ViewFixtures.list(headerHeight: 30)), itemCounts: [1]
        ) { view, _ in
            view.register(UINib(nibName: "Header", bundle: nil), forSupplementaryViewOfKind: header, withReuseIdentifier: "header")
        }
        let view = host.collectionView
        #expect(
            view.reportedErrors
                == [CollectionViewError(.nibNotLoadable(elementKind: header, identifier: "header", nibName: "Header"))])
        let shown = view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        #expect(shown.map { type(of: $0) == UICollectionReusableView.self } == true)
        // The header is 30 high at the top, full width.
        expectFrame(shown?.frame, 0, 0, 375, 30)
    }

    @Test("A class registered after a nib replaces it, and registering a nil nib removes the registration")
    func replacing() {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [1]) { view, _ in
            view.register(UINib(nibName: "PostCell", bundle: nil), forCellWithReuseIdentifier: "cell")
            view.register(LoggingCell.self, forCellWithReuseIdentifier: "cell")
        }
        #expect(host.collectionView.reportedErrors.isEmpty)
        #expect(host.collectionView.visibleCells.first is LoggingCell)

        let removed = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [1]) { view, _ in
            view.register(nil as UINib?, forCellWithReuseIdentifier: "cell")
        }
        #expect(
            removed.collectionView.reportedErrors
                == [CollectionViewError(.unregisteredReuseIdentifier(elementKind: CollectionViewError.cellKind, identifier: "cell"))])
    }
}
