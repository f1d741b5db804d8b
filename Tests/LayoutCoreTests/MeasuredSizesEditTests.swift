import LayoutCore
import Testing

@Suite("Measured sizes: inserting and removing items in the middle")
struct MeasuredSizesEditTests {
    static let a = Size(width: 10, height: 1)
    static let b = Size(width: 10, height: 2)
    static let c = Size(width: 10, height: 3)

    @Test("Inserting unmeasured items moves the later measured items up by the count")
    func insert() {
        // Items 0, 127 and 200 measured (127 and 200 sit in chunks 0 and 1 of 128).
        var sizes: MeasuredSizes = [0: Self.a, 127: Self.b, 200: Self.c]
        sizes.insertUnmeasured(at: 100, count: 3)
        // 0 stays; 127 → 130; 200 → 203; the new 100 … 102 are unmeasured.
        #expect(sizes == [0: Self.a, 130: Self.b, 203: Self.c])
        #expect(sizes[100] == nil && sizes[127] == nil)
    }

    @Test("Removing a range drops its items and moves the later ones down by its length")
    func remove() {
        var sizes: MeasuredSizes = [0: Self.a, 127: Self.b, 200: Self.c]
        sizes.removeItems(in: 120..<130)
        // 127 is removed; 200 → 190; 0 stays.
        #expect(sizes == [0: Self.a, 190: Self.c])
    }
}
