import InternalUtilities
import Testing

@Suite("Merging ascending sequences")
struct AscendingMergeTests {
    @Test("Two ascending lists become one, a value in both (or repeated) kept once")
    func merges() {
        // 1 3 5 5 and 2 3 6: 1 2 3 5 6.
        #expect(mergedAscendingDistinct([1, 3, 5, 5], [2, 3, 6]) == [1, 2, 3, 5, 6])
        #expect(mergedAscendingDistinct([0.5, 2], [Double]()) == [0.5, 2])
        #expect(mergedAscendingDistinct([Int](), [Int]()).isEmpty)
    }
}
