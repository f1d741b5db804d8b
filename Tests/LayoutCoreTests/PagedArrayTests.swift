import Testing

@testable import LayoutCore

@Suite("Paged arrays: the arenas of a chunk tree")
struct PagedArrayTests {
    @Test("Elements are found across pages, and a copy written to leaves the original as it was")
    func copyOnWrite() {
        var original = PagedArray<Int>()
        // 150 elements: pages of 64, 64 and 22.
        for value in 0..<150 { original.append(value * 10) }
        #expect(original.count == 150)
        #expect(original[0] == 0 && original[63] == 630 && original[64] == 640 && original[149] == 1_490)
        var copy = original
        copy[70] = -1
        copy.append(7)
        #expect(copy[70] == -1 && copy.count == 151 && copy[150] == 7)
        #expect(original[70] == 700 && original.count == 150)
    }

    @Test("An empty array has no element")
    func empty() {
        #expect(PagedArray<Int>().count == 0)
    }
}
