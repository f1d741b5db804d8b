import InternalUtilities
import Testing

@testable import LayoutCore

@Suite("Prefix sums")
struct PrefixSumsTests {
    /// 3, 1, 4, 1, 5, 9, 2, 6: sums before 0 … 8 are 0, 3, 4, 8, 9, 14, 23, 25, 31.
    private let digits = PrefixSums([3, 1, 4, 1, 5, 9, 2, 6])

    @Test("Sums before each index")
    func sums() {
        #expect(digits.count == 8)
        #expect(digits.value(at: 5) == 9)
        #expect(digits.value(at: 8) == 0)
        #expect(digits.value(at: -1) == 0)
        let expected: [Double] = [0, 3, 4, 8, 9, 14, 23, 25, 31]
        for i in 0...8 {
            #expect(digits.sum(before: i) == expected[i])
        }
        // Clamped to 0 … count.
        #expect(digits.sum(before: -3) == 0)
        #expect(digits.sum(before: 20) == 31)
        #expect(digits.total == 31)
    }

    @Test("First index whose sum through it reaches x, ties included")
    func firstIndex() {
        // Sums through 0 … 7: 3, 4, 8, 9, 14, 23, 25, 31.
        #expect(digits.firstIndex(whereSumThroughIsAtLeast: -1) == 0)
        #expect(digits.firstIndex(whereSumThroughIsAtLeast: 0) == 0)
        #expect(digits.firstIndex(whereSumThroughIsAtLeast: 3) == 0)
        #expect(digits.firstIndex(whereSumThroughIsAtLeast: 3.5) == 1)
        #expect(digits.firstIndex(whereSumThroughIsAtLeast: 8) == 2)
        #expect(digits.firstIndex(whereSumThroughIsAtLeast: 8.5) == 3)
        #expect(digits.firstIndex(whereSumThroughIsAtLeast: 31) == 7)
        // Nothing reaches 31.5 or NaN: count.
        #expect(digits.firstIndex(whereSumThroughIsAtLeast: 31.5) == 8)
        #expect(digits.firstIndex(whereSumThroughIsAtLeast: .nan) == 8)
    }

    @Test("Last index whose sum before it is at most x, ties included")
    func lastIndex() {
        // Sums before 0 … 7: 0, 3, 4, 8, 9, 14, 23, 25.
        #expect(digits.lastIndex(whereSumBeforeIsAtMost: 0) == 0)
        #expect(digits.lastIndex(whereSumBeforeIsAtMost: 2.9) == 0)
        #expect(digits.lastIndex(whereSumBeforeIsAtMost: 3) == 1)
        #expect(digits.lastIndex(whereSumBeforeIsAtMost: 7.9) == 2)
        #expect(digits.lastIndex(whereSumBeforeIsAtMost: 8) == 3)
        #expect(digits.lastIndex(whereSumBeforeIsAtMost: 24.9) == 6)
        #expect(digits.lastIndex(whereSumBeforeIsAtMost: 25) == 7)
        // The total 31 is not a start; the last index is 7.
        #expect(digits.lastIndex(whereSumBeforeIsAtMost: 1000) == 7)
        #expect(digits.lastIndex(whereSumBeforeIsAtMost: -0.1) == -1)
        #expect(digits.lastIndex(whereSumBeforeIsAtMost: .nan) == -1)
    }

    @Test("Zero values: ties resolve to the first reaching and the last starting index")
    func zeros() {
        // 0, 0, 2, 0: sums before 0, 0, 0, 2; sums through 0, 0, 2, 2.
        let sums = PrefixSums([0, 0, 2, 0])
        #expect(sums.firstIndex(whereSumThroughIsAtLeast: 0) == 0)
        #expect(sums.firstIndex(whereSumThroughIsAtLeast: 0.5) == 2)
        #expect(sums.firstIndex(whereSumThroughIsAtLeast: 2) == 2)
        #expect(sums.firstIndex(whereSumThroughIsAtLeast: 2.5) == 4)
        #expect(sums.lastIndex(whereSumBeforeIsAtMost: 0) == 2)
        #expect(sums.lastIndex(whereSumBeforeIsAtMost: 1.9) == 2)
        #expect(sums.lastIndex(whereSumBeforeIsAtMost: 2) == 3)
    }

    @Test("Updates touch one node per bit level")
    func updates() {
        var sums = digits
        // Index 5 is node 6; 6 + 2 = 8; 8 + 8 = 16 > 8: nodes 6 and 8.
        #expect(sums.set(0, at: 5) == 2)
        #expect(sums.value(at: 5) == 0)
        // 3, 1, 4, 1, 5, 0, 2, 6: sums before 5 … 8 are 14, 14, 16, 22.
        #expect(sums.sum(before: 6) == 14)
        #expect(sums.sum(before: 7) == 16)
        #expect(sums.total == 22)
        #expect(sums.lastIndex(whereSumBeforeIsAtMost: 14) == 6)
        #expect(sums.firstIndex(whereSumThroughIsAtLeast: 14) == 4)
        // Index 0 is node 1: nodes 1, 2, 4, 8.
        #expect(sums.set(3, at: 0) == 4)
        // Index 4 is node 5: nodes 5, 6, 8.
        #expect(sums.set(5, at: 4) == 3)
        // Index 7 is node 8 alone.
        #expect(sums.set(6, at: 7) == 1)
        #expect(sums.set(1, at: 8) == 0)
        #expect(sums.set(1, at: -1) == 0)
        #expect(sums.set(9, at: 5) == 2)
        #expect(sums == digits)
        #expect(sums.hashValue == digits.hashValue)

        // Five ones: index 2 is node 3; 3 + 1 = 4; 4 + 4 = 8 > 5: nodes 3 and 4.
        var ones = PrefixSums([1, 1, 1, 1, 1])
        #expect(ones.set(2, at: 2) == 2)
        // 1 + 1 + 2 + 1 + 1 = 6.
        #expect(ones.total == 6)
    }

    @Test("Empty and single-value lists")
    func small() {
        var empty = PrefixSums([])
        #expect(empty.count == 0)
        #expect(empty.total == 0)
        #expect(empty.sum(before: 3) == 0)
        #expect(empty.firstIndex(whereSumThroughIsAtLeast: 0) == 0)
        #expect(empty.lastIndex(whereSumBeforeIsAtMost: 5) == -1)
        #expect(empty.set(1, at: 0) == 0)

        let one = PrefixSums([7])
        #expect(one.firstIndex(whereSumThroughIsAtLeast: 7) == 0)
        #expect(one.firstIndex(whereSumThroughIsAtLeast: 7.5) == 1)
        #expect(one.lastIndex(whereSumBeforeIsAtMost: 0) == 0)
        #expect(one.lastIndex(whereSumBeforeIsAtMost: 100) == 0)
    }

    @Test("Randomized cross-check against left-to-right sums")
    func randomized() {
        var random = SplitMix64(seed: 7)
        let choices = [0, 0.25, 1, 3, 10]
        var states = 0
        for _ in 0..<120 {
            var model = (0..<random.nextModulo(21)).map { _ in choices[random.nextModulo(5)] }
            var sums = PrefixSums(model)
            var found = mismatches(sums, against: model)
            states += 1
            for _ in 0..<10 {
                let i = random.nextModulo(model.count + 2) - 1
                let value = choices[random.nextModulo(5)]
                let touched = sums.set(value, at: i)
                if model.indices.contains(i) {
                    model[i] = value
                    // One node per bit of count at most: floor(log2(count)) + 1.
                    if touched > Int.bitWidth - model.count.leadingZeroBitCount { found.append("touched \(touched)") }
                } else if touched != 0 {
                    found.append("touched \(touched) outside")
                }
                found += mismatches(sums, against: model)
                states += 1
            }
            #expect(found.isEmpty, "\(model): \(found)")
        }
        // 120 lists × (the initial state + 10 updates) = 120 × 11.
        #expect(states == 1320)
    }

    /// Compares every query of `sums` with sums taken left to right over `model`; returns a
    /// description of each disagreement.
    private func mismatches(_ sums: PrefixSums, against model: [Double]) -> [String] {
        var before = [0.0]
        for value in model {
            before.append(before[before.count - 1] + value)
        }
        var found: [String] = []
        if sums.count != model.count || sums.total != before[model.count] { found.append("count or total") }
        for i in 0...model.count where sums.sum(before: i) != before[i] {
            found.append("sum(before: \(i))")
        }
        var probes = [-1, 1e9, Double.nan]
        for sum in before {
            probes += [sum - 0.125, sum, sum + 0.125]
        }
        for x in probes {
            let first = model.indices.first { before[$0 + 1] >= x } ?? model.count
            let last = model.indices.last { before[$0] <= x } ?? -1
            if sums.firstIndex(whereSumThroughIsAtLeast: x) != first { found.append("firstIndex at \(x)") }
            if sums.lastIndex(whereSumBeforeIsAtMost: x) != last { found.append("lastIndex at \(x)") }
        }
        return found
    }
}
