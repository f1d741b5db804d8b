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

    @Test("Items measured one after another at the end, then with gaps: each keeps its size")
    func appendAtEnd() {
        // Items 0 … 299 measured in order with heights 1 + i % 3, then 305 and 310 past gaps.
        var sizes = MeasuredSizes()
        for i in 0..<300 { sizes[i] = Size(width: 10, height: Double(1 + i % 3)) }
        sizes[305] = Self.a
        sizes[310] = Self.b
        #expect(sizes.count == 302)
        #expect(sizes[0] == Self.a && sizes[1] == Self.b && sizes[2] == Self.c)
        // 299 % 3 = 2: height 3; 127 % 3 = 1: height 2; 128 % 3 = 2: height 3.
        #expect(sizes[299] == Self.c && sizes[127] == Self.b && sizes[128] == Self.c)
        #expect(sizes[300] == nil && sizes[304] == nil && sizes[305] == Self.a && sizes[306] == nil)
        #expect(sizes[310] == Self.b && sizes[311] == nil)
        #expect(sizes.map(\.item) == Array(0..<300) + [305, 310])
        // A row inserted at 0 moves every measured item up by one.
        sizes.insertUnmeasured(at: 0, count: 1)
        #expect(sizes[0] == nil && sizes[1] == Self.a && sizes[300] == Self.c && sizes[311] == Self.b)
    }
}
