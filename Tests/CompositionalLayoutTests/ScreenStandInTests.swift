import CompositionalLayout
import LayoutExamples
import Testing

/// `UIScreen.main`, `UIDevice.current` and a collection view's window, as layout code reads
/// them (issue 17). Both globals are process-wide, so every test sets what it reads first; the
/// tests run on the main actor without suspending, so no other test changes them meanwhile.
@MainActor
@Suite("Screen, device and window stand-ins")
struct ScreenStandInTests {
    /// A layout whose columns and widths come from the screen and the device, as real apps
    /// write it: two columns on phones, four on iPads, each a fraction of the screen's width.
    private static func screenSizedGrid() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let columns: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
            let width = UIScreen.main.bounds.width / columns
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(100)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    @Test("A device preset makes UIScreen.main and UIDevice.current that device's")
    func presetConfiguresScreenAndDevice() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.screenSizedGrid())
        let dataSource = FixedCountDataSource([4])
        collectionView.dataSource = dataSource

        collectionView.apply(.iPhoneSE3)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(UIScreen.main.scale == 2 && UIScreen.main.nativeScale == 2)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        // Two columns of 375 / 2 = 187.5 (whole pixels at scale 2).
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 187.5, y: 0, width: 187.5, height: 100))

        collectionView.apply(.iPadPro11, in: .landscape)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 1194, height: 834))
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        // Four columns of 1194 / 4 = 298.5; item 3 at 3 × 298.5 = 895.5.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
            == CGRect(x: 895.5, y: 0, width: 298.5, height: 100))
        withExtendedLifetime(dataSource) {}
    }

    @Test("Tests may set the screen and the idiom directly")
    func settable() {
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 320, height: 568)
        UIScreen.main.scale = 2
        UIDevice.current.userInterfaceIdiom = .pad
        #expect(UIScreen.main.bounds.width == 320 && UIScreen.main.scale == 2)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIScreen.main === UIScreen.main && UIDevice.current === UIDevice.current)
    }

    @Test("The window fills the view's screen with the view's safe area and traits")
    func window() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewLayout())
        collectionView.apply(.iPhone15)
        let window = collectionView.window
        #expect(window?.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(window?.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(window?.screen === UIScreen.main)
        #expect(window?.traitCollection == collectionView.traitCollection)
        // A view narrower than its screen still has the screen's window.
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 852)
        #expect(collectionView.window?.bounds.width == 393)
    }
}
