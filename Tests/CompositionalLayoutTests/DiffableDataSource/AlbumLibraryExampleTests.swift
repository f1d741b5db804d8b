import CompositionalLayout
import LayoutExamples
import Testing

@MainActor
@Suite("Example: album library (diffable data source)")
struct AlbumLibraryExampleTests {
    /// The frame of `album`, through the data source's index path for it.
    func frame(of album: String, in library: AlbumLibrary) -> CGRect? {
        library.dataSource.indexPath(for: album).flatMap { library.collectionView.layoutAttributesForItem(at: $0)?.frame }
    }

    @Test("Each section is laid out by its identifier, and follows its data through applies")
    func library() {
        let library = AlbumLibrary(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        library.show(favorites: ["A", "B", "C"], recent: ["x", "y"])
        library.collectionView.layoutIfNeeded()
        // Favorites: columns of 390 × 0.5 = 195, rows of 100: C starts the second row at 100.
        #expect(frame(of: "C", in: library) == CGRect(x: 0, y: 100, width: 195, height: 100))
        // Recent below two grid rows (200): x at 200, y at 244.
        #expect(frame(of: "y", in: library) == CGRect(x: 0, y: 244, width: 390, height: 44))
        library.favorite("x")
        library.collectionView.layoutIfNeeded()
        // x is the fourth favorite: second row, second column (195, 100); y is alone at 200.
        #expect(frame(of: "x", in: library) == CGRect(x: 195, y: 100, width: 195, height: 100))
        #expect(frame(of: "y", in: library) == CGRect(x: 0, y: 200, width: 390, height: 44))
        library.putRecentFirst()
        library.collectionView.layoutIfNeeded()
        // Recent first (y at 0, 44 high), favorites from 44: A at 44, x at 44 + 100 = 144.
        #expect(frame(of: "y", in: library) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(frame(of: "x", in: library) == CGRect(x: 195, y: 144, width: 195, height: 100))
        #expect(library.collectionView.reportedErrors.isEmpty)
    }
}
