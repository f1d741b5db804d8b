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

    @Test("Pages of 2^k elements: a page of 4 holds indices 4 p … 4 p + 3, and a write copies only its own")
    func smallPages() {
        var original = PagedArray<Int>(pageShift: 2)
        #expect(original.pageSize == 4)
        // 10 elements: pages of 4, 4 and 2; index 9 is element 1 of page 2.
        for value in 0..<10 { original.append(value + 100) }
        #expect(original.count == 10)
        #expect(original[3] == 103 && original[4] == 104 && original[9] == 109)
        var copy = original
        copy[5] = 0
        copy.append(110)
        // 11 elements: the third page now holds 3.
        #expect(copy.count == 11 && copy[5] == 0 && copy[10] == 110 && copy[4] == 104 && copy[6] == 106)
        #expect(original[5] == 105 && original.count == 10)
    }

    @Test("An empty array has no element")
    func empty() {
        #expect(PagedArray<Int>().count == 0)
    }
}
