import InternalUtilities
import Testing

@testable import LayoutCore

/// `floor(log2(n))` for `n >= 1`.
private func floorLog2(_ n: Int) -> Int {
    Int.bitWidth - 1 - n.leadingZeroBitCount
}

/// The most nodes one update may visit in a tree of `m` overrides.
private func touchBound(_ m: Int) -> Int {
    4 * floorLog2(m + 2) + 8
}

@Suite("Extent tree")
struct ExtentTreeTests {
    /// Count 10, default 44, spacing 0, overrides 3 → 60 and 7 → 100.
    private func tenGroups() -> ExtentTree {
        var tree = ExtentTree(count: 10, defaultLength: 44, spacing: 0)
        tree.setLength(60, ofGroup: 3)
        tree.setLength(100, ofGroup: 7)
        return tree
    }

    @Test("Lengths and offsets with two overrides")
    func offsets() {
        let tree = tenGroups()
        #expect(tree.overrideCount == 2)
        #expect(tree.length(ofGroup: 0) == 44)
        #expect(tree.length(ofGroup: 3) == 60)
        #expect(tree.length(ofGroup: 7) == 100)
        // No group 10 or −1.
        #expect(tree.length(ofGroup: 10) == 0)
        #expect(tree.length(ofGroup: -1) == 0)
        #expect(tree.offset(ofGroup: 0) == 0)
        #expect(tree.offset(ofGroup: -2) == 0)
        // 3 × 44 = 132.
        #expect(tree.offset(ofGroup: 3) == 132)
        // 4 × 44 + (60 − 44) = 176 + 16 = 192.
        #expect(tree.offset(ofGroup: 4) == 192)
        // 7 × 44 + 16 = 308 + 16 = 324.
        #expect(tree.offset(ofGroup: 7) == 324)
        // 8 × 44 + 16 + (100 − 44) = 352 + 16 + 56 = 424.
        #expect(tree.offset(ofGroup: 8) == 424)
        // 10 × 44 + 16 + 56 = 440 + 72 = 512, also for k past the end.
        #expect(tree.offset(ofGroup: 10) == 512)
        #expect(tree.offset(ofGroup: 11) == 512)
        // 440 + 72 = 512; spacing 0, so the same as offset(10).
        #expect(tree.totalLength == 512)
        #expect(tree.overrides.map(\.group) == [3, 7])
        #expect(tree.overrides.map(\.length) == [60, 100])
    }

    @Test("Searching by offset with two overrides")
    func search() {
        let tree = tenGroups()
        #expect(tree.group(atOffset: 0) == 0)
        // Group 2 spans 88 ..< 132, group 3 spans 132 ..< 192 (132 + 60).
        #expect(tree.group(atOffset: 131.9) == 2)
        #expect(tree.group(atOffset: 132) == 3)
        #expect(tree.group(atOffset: 191.9) == 3)
        #expect(tree.group(atOffset: 192) == 4)
        // Group 6 at 6 × 44 + 16 = 280 ..< 324; group 7 at 324 ..< 424 (324 + 100).
        #expect(tree.group(atOffset: 323.9) == 6)
        #expect(tree.group(atOffset: 324) == 7)
        #expect(tree.group(atOffset: 423.9) == 7)
        #expect(tree.group(atOffset: 424) == 8)
        // Group 9 at 424 + 44 = 468; the end 512 and beyond stay in group 9.
        #expect(tree.group(atOffset: 511.9) == 9)
        #expect(tree.group(atOffset: 512) == 9)
        #expect(tree.group(atOffset: 1e300) == 9)
        #expect(tree.group(atOffset: .infinity) == 9)
        // Below the start and NaN give group 0.
        #expect(tree.group(atOffset: -0.5) == 0)
        #expect(tree.group(atOffset: -.infinity) == 0)
        #expect(tree.group(atOffset: .nan) == 0)
    }

    @Test("Spacing follows every group, overridden or not")
    func spacing() {
        var tree = ExtentTree(count: 5, defaultLength: 10, spacing: 2)
        tree.setLength(20, ofGroup: 1)
        // Offsets: 0; 10 + 2 = 12; 12 + 20 + 2 = 34; 34 + 12 = 46; 46 + 12 = 58.
        #expect(tree.offset(ofGroup: 1) == 12)
        #expect(tree.offset(ofGroup: 2) == 34)
        #expect(tree.offset(ofGroup: 3) == 46)
        #expect(tree.offset(ofGroup: 4) == 58)
        // Past the end: 58 + 10 + 2 = 70 = totalLength + spacing.
        #expect(tree.offset(ofGroup: 5) == 70)
        // 10 + 20 + 10 + 10 + 10 + 4 × 2 = 60 + 8 = 68.
        #expect(tree.totalLength == 68)
        // Group 0 spans 0 ..< 10 and its spacing 10 ..< 12.
        #expect(tree.group(atOffset: 11.9) == 0)
        #expect(tree.group(atOffset: 12) == 1)
        #expect(tree.group(atOffset: 33.9) == 1)
        #expect(tree.group(atOffset: 34) == 2)
        #expect(tree.group(atOffset: 45.9) == 2)
        #expect(tree.group(atOffset: 46) == 3)
        #expect(tree.group(atOffset: 57.9) == 3)
        #expect(tree.group(atOffset: 58) == 4)
        #expect(tree.group(atOffset: 68) == 4)
        #expect(tree.group(atOffset: 1000) == 4)
    }

    @Test("Changing the default length keeps the overrides' lengths")
    func defaultLengthChange() {
        var tree = tenGroups()
        tree.defaultLength = 50
        #expect(tree.length(ofGroup: 0) == 50)
        #expect(tree.length(ofGroup: 3) == 60)
        // 4 × 50 + (60 − 50) = 210.
        #expect(tree.offset(ofGroup: 4) == 210)
        // 8 × 50 + 10 + (100 − 50) = 400 + 60 = 460.
        #expect(tree.offset(ofGroup: 8) == 460)
        // 10 × 50 + 10 + 50 = 560.
        #expect(tree.totalLength == 560)
        #expect(tree.group(atOffset: 209.9) == 3)
        #expect(tree.group(atOffset: 210) == 4)
    }

    @Test("Zero default length and spacing: the last of the groups sharing an offset")
    func zeroPitch() {
        var tree = tenGroups()
        tree.defaultLength = 0
        // Groups 0–3 at 0; group 3 is 60 long, so groups 4–7 at 60; group 7 is 100 long,
        // so groups 8 and 9 at 160.
        #expect(tree.offset(ofGroup: 4) == 60)
        #expect(tree.offset(ofGroup: 8) == 160)
        #expect(tree.totalLength == 160)
        #expect(tree.group(atOffset: 0) == 3)
        #expect(tree.group(atOffset: 59.9) == 3)
        #expect(tree.group(atOffset: 60) == 7)
        #expect(tree.group(atOffset: 159.9) == 7)
        #expect(tree.group(atOffset: 160) == 9)
        #expect(tree.group(atOffset: 1e300) == 9)

        // Without overrides every group is at 0, so every x >= 0 lands on the last one.
        let flat = ExtentTree(count: 5, defaultLength: 0, spacing: 0)
        #expect(flat.group(atOffset: 0) == 4)
        #expect(flat.group(atOffset: 3) == 4)
        #expect(flat.totalLength == 0)
        #expect(flat.offset(ofGroup: 5) == 0)
    }

    @Test("Removing and replacing overrides")
    func removal() {
        var tree = tenGroups()
        tree.setLength(nil, ofGroup: 3)
        #expect(tree.overrideCount == 1)
        #expect(tree.length(ofGroup: 3) == 44)
        // 4 × 44 = 176.
        #expect(tree.offset(ofGroup: 4) == 176)
        // 8 × 44 + 56 = 408.
        #expect(tree.offset(ofGroup: 8) == 408)
        // 440 + 56 = 496.
        #expect(tree.totalLength == 496)
        // Group 5 has no override: nothing changes.
        tree.setLength(nil, ofGroup: 5)
        #expect(tree.overrideCount == 1)
        tree.setLength(70, ofGroup: 7)
        #expect(tree.overrideCount == 1)
        // 440 + (70 − 44) = 466.
        #expect(tree.totalLength == 466)
        tree.setLength(nil, ofGroup: 7)
        #expect(tree.overrideCount == 0)
        #expect(tree.storedNodeCount == 0)
        #expect(tree.totalLength == 440)
        #expect(tree == ExtentTree(count: 10, defaultLength: 44, spacing: 0))
    }

    @Test("Groups outside the track are ignored")
    func outOfRange() {
        var tree = tenGroups()
        #expect(tree.setLength(5, ofGroup: 10) == 0)
        #expect(tree.setLength(5, ofGroup: -1) == 0)
        #expect(tree.setLength(nil, ofGroup: 12) == 0)
        #expect(tree == tenGroups())
    }

    @Test("An empty track")
    func empty() {
        var tree = ExtentTree(count: 0, defaultLength: 44, spacing: 8)
        #expect(tree.totalLength == 0)
        #expect(tree.offset(ofGroup: 0) == 0)
        #expect(tree.offset(ofGroup: 3) == 0)
        #expect(tree.group(atOffset: 5) == 0)
        #expect(tree.length(ofGroup: 0) == 0)
        #expect(tree.setLength(1, ofGroup: 0) == 0)
        #expect(tree.overrides.isEmpty)
        #expect(ExtentTree(count: -3, defaultLength: 44, spacing: 8).count == 0)
    }

    @Test("Ten million groups with three overrides store three nodes")
    func tenMillion() {
        var tree = ExtentTree(count: 10_000_000, defaultLength: 44, spacing: 8)
        tree.setLength(100, ofGroup: 0)
        tree.setLength(20, ofGroup: 5_000_000)
        tree.setLength(0, ofGroup: 9_999_999)
        #expect(tree.overrideCount == 3)
        #expect(tree.storedNodeCount == 3)
        // Pitch 44 + 8 = 52. 4,999,999 × 52 + (100 − 44) = 259,999,948 + 56 = 260,000,004.
        #expect(tree.offset(ofGroup: 4_999_999) == 260_000_004)
        // 5,000,000 × 52 + 56 = 260,000,056.
        #expect(tree.offset(ofGroup: 5_000_000) == 260_000_056)
        // (10,000,000 − 3) × 52 + 3 × 8 + (100 + 20 + 0) = 519,999,844 + 24 + 120
        // = 519,999,988; minus one spacing: 519,999,980.
        #expect(tree.totalLength == 519_999_980)
        // Group 4,999,999 ends at 260,000,048; its spacing runs to 260,000,056.
        #expect(tree.group(atOffset: 260_000_004) == 4_999_999)
        #expect(tree.group(atOffset: 260_000_055.5) == 4_999_999)
        #expect(tree.group(atOffset: 260_000_056) == 5_000_000)
        // Group 5,000,001 at 260,000,056 + 20 + 8 = 260,000,084; then 52 apart.
        // (400,000,000 − 260,000,084) / 52 = 139,999,916 / 52 = 2,692,306 rest 4
        // (2,692,306 × 52 = 139,999,912): group 5,000,001 + 2,692,306 = 7,692,307.
        #expect(tree.group(atOffset: 400_000_000) == 7_692_307)
        // Group 9,999,999: 260,000,084 + 4,999,998 × 52 = 260,000,084 + 259,999,896
        // = 519,999,980, and it is 0 long, so it ends where the track does.
        #expect(tree.offset(ofGroup: 9_999_999) == 519_999_980)
        #expect(tree.group(atOffset: 519_999_980) == 9_999_999)
        #expect(tree.group(atOffset: 519_999_979.5) == 9_999_998)
        // Replacing an override in a tree of 3: at most 4 × floor(log2(5)) + 8 = 16 nodes.
        #expect(tree.setLength(30, ofGroup: 5_000_000) <= 16)
        #expect(tree.storedNodeCount == 3)
    }

    @Test("Indices past 2^53: the search settles where conversion to Double rounds")
    func hugeCount() {
        let tree = ExtentTree(count: Int.max / 2, defaultLength: 1, spacing: 0)
        // Offsets are k × 1, so offset(10) = 10 and 12.5 lies in group 12.
        #expect(tree.offset(ofGroup: 10) == 10)
        #expect(tree.group(atOffset: 12.5) == 12)
        #expect(tree.group(atOffset: 1e300) == Int.max / 2 - 1)
        // Near 2^60 doubles are 2^(60 − 52) = 256 apart. Double(2^60 + 128) is halfway and
        // rounds to the even 2^60; Double(2^60 + 129) rounds up to 2^60 + 256. So the last
        // group at or before 2^60 is 2^60 + 128.
        let twoTo60 = 1 << 60
        #expect(tree.group(atOffset: Double(twoTo60)) == twoTo60 + 128)
    }

    @Test("Updates visit O(log m) nodes")
    func touchCounts() {
        var tree = ExtentTree(count: 10_000_000, defaultLength: 44, spacing: 8)
        var total = 0
        var worst = 0
        // 7,919 × 999 = 7,911,081 < 10,000,000: 1,000 distinct groups, inserted in order,
        // the worst order for an unbalanced tree.
        for i in 0..<1000 {
            let touched = tree.setLength(0, ofGroup: i * 7919)
            total += touched
            worst = max(worst, touched - touchBound(tree.overrideCount))
        }
        #expect(tree.overrideCount == 1000)
        // Groups before 79,190 = 7,919 × 10 with overrides: i = 0 … 9, ten of them, each 0
        // long: 79,190 × 52 − 10 × 44 = 4,117,880 − 440 = 4,117,440.
        #expect(tree.offset(ofGroup: 79_190) == 4_117_440)
        for i in stride(from: 0, to: 1000, by: 2) {
            let before = tree.overrideCount
            let touched = tree.setLength(nil, ofGroup: i * 7919)
            total += touched
            worst = max(worst, touched - touchBound(before))
        }
        #expect(tree.overrideCount == 500)
        #expect(tree.storedNodeCount == 500)
        #expect(worst <= 0)
        #expect(tree.satisfiesInvariants)
        #expect(tree.nodesTouched == total)
        // Odd i remain: i = 1, 3, 5, 7, 9 below 79,190, five of them:
        // 4,117,880 − 5 × 44 = 4,117,660.
        #expect(tree.offset(ofGroup: 79_190) == 4_117_660)
    }

    @Test("Equal overrides in any order give equal trees")
    func equality() {
        var forward = ExtentTree(count: 100, defaultLength: 10, spacing: 1)
        var backward = forward
        for k in [5, 17, 42, 64, 99] {
            forward.setLength(Double(k), ofGroup: k)
        }
        for k in [99, 64, 42, 17, 5, 50] {
            backward.setLength(Double(k), ofGroup: k)
        }
        #expect(forward != backward)
        backward.setLength(nil, ofGroup: 50)
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        backward.defaultLength = 11
        #expect(forward != backward)
    }

    @Test("Randomized cross-check against an array of lengths")
    func randomized() {
        var random = SplitMix64(seed: 2024)
        let defaults = [0, 1, 2.5, 44]
        let spacings = [0, 0.5, 8]
        let lengths = [0, 0.25, 3, 10, 60]
        var states = 0
        for _ in 0..<150 {
            let count = random.nextModulo(13)
            var tree = ExtentTree(
                count: count, defaultLength: defaults[random.nextModulo(4)], spacing: spacings[random.nextModulo(3)])
            var model = [Double?](repeating: nil, count: count)
            var worst = 0
            for _ in 0..<20 {
                let k = random.nextModulo(count + 2) - 1
                let inRange = k >= 0 && k < count
                switch random.nextModulo(5) {
                case 0, 1, 2:
                    let length = lengths[random.nextModulo(5)]
                    let touched = tree.setLength(length, ofGroup: k)
                    worst = max(worst, touched - touchBound(tree.overrideCount))
                    if inRange { model[k] = length }
                case 3:
                    tree.setLength(nil, ofGroup: k)
                    if inRange { model[k] = nil }
                default:
                    tree.defaultLength = defaults[random.nextModulo(4)]
                }
                let found = mismatches(tree, against: model)
                #expect(found.isEmpty, "count \(count): \(found)")
                states += 1
            }
            #expect(worst <= 0)
        }
        // 150 tracks × 20 operations, each followed by a full comparison.
        #expect(states == 3000)
    }

    @Test("Randomized cross-check over several chunks: sparse and dense overrides, across block and chunk ends")
    func randomizedChunks() {
        var random = SplitMix64(seed: 2026)
        let lengths = [0, 0.25, 3, 10, 60]
        var states = 0
        for _ in 0..<12 {
            // 1 … 300 groups: up to three chunks of 128, the last partial.
            let count = 1 + random.nextModulo(300)
            var tree = ExtentTree(count: count, defaultLength: [0, 2.5, 44][random.nextModulo(3)], spacing: [0, 0.5, 8][random.nextModulo(3)])
            var model = [Double?](repeating: nil, count: count)
            for _ in 0..<8 {
                // Half the updates near a block or chunk end (positions 15, 16, 127, 128 of a chunk).
                let near = [15, 16, 127, 128][random.nextModulo(4)] + 128 * random.nextModulo(3)
                let k = random.nextModulo(2) == 0 ? near : random.nextModulo(count)
                if random.nextModulo(4) == 0 {
                    tree.setLength(nil, ofGroup: k)
                    if k < count { model[k] = nil }
                } else {
                    let length = lengths[random.nextModulo(5)]
                    tree.setLength(length, ofGroup: k)
                    if k < count { model[k] = length }
                }
                let found = mismatches(tree, against: model)
                #expect(found.isEmpty, "count \(count): \(found.prefix(5))")
                states += 1
            }
            // A chunk is stored exactly while one of its groups is overridden.
            let chunks = Set(model.indices.filter { model[$0] != nil }.map { $0 / 128 })
            #expect(tree.storedNodeCount == chunks.count)
        }
        // 12 tracks × 8 updates, each followed by a full comparison.
        #expect(states == 96)
    }

    @Test("Chunk and block ends: groups 15, 16 (a block end), 127, 128 (a chunk end), the last group alone")
    func chunkEnds() {
        var tree = ExtentTree(count: 1_000, defaultLength: 44, spacing: 0)
        tree.setLength(0, ofGroup: 15)
        tree.setLength(0, ofGroup: 16)
        tree.setLength(100, ofGroup: 127)
        tree.setLength(60, ofGroup: 128)
        #expect(tree.storedNodeCount == 2)
        // Groups 15 and 16 are empty: offsets 15, 16 and 17 are all 15 × 44 = 660; the search
        // answers the last of them, and 659.5 lies in group 14.
        #expect(tree.offset(ofGroup: 15) == 660 && tree.offset(ofGroup: 16) == 660 && tree.offset(ofGroup: 17) == 660)
        #expect(tree.group(atOffset: 660) == 17)
        #expect(tree.group(atOffset: 659.5) == 14)
        // Group 127 at 127 × 44 − 88 = 5,500, 100 long; 128 at 5,600, 60 long; 129 at 5,660.
        #expect(tree.offset(ofGroup: 127) == 5_500)
        #expect(tree.offset(ofGroup: 128) == 5_600)
        #expect(tree.offset(ofGroup: 129) == 5_660)
        #expect(tree.group(atOffset: 5_599.5) == 127)
        #expect(tree.group(atOffset: 5_600) == 128)
        #expect(tree.group(atOffset: 5_659.5) == 128)
        #expect(tree.group(atOffset: 5_660) == 129)
        // Total: 1,000 × 44 − 88 + 56 + 16 = 43,984.
        #expect(tree.totalLength == 43_984)
        #expect(tree.override(ofGroup: 127) == 100 && tree.override(ofGroup: 126) == nil)
        // Removing chunk 1's only override frees it; chunk 0 keeps three.
        tree.setLength(nil, ofGroup: 128)
        #expect(tree.storedNodeCount == 1 && tree.overrideCount == 3)
        #expect(tree.satisfiesInvariants)
    }

    @Test("A gap between two dense leaves, told by its empty override set; a dense leaf's last block read in place")
    func gapBetweenDenseLeaves() {
        // 1,000 groups of 44, no spacing; group 5 is 100 and group 900 is 10. Each override
        // makes a dense window of 128 groups, aligned to a multiple of 128 where the gap
        // allows: [0, 128); then [896, 1024) would pass the end, so the gap's last 128,
        // [872, 1000). Between them one gap leaf of 872 − 128 = 744 groups.
        var tree = ExtentTree(count: 1_000, defaultLength: 44, spacing: 0)
        tree.setLength(100, ofGroup: 5)
        tree.setLength(10, ofGroup: 900)
        var kinds: [String] = []
        tree.tree.forEachLeaf { kinds.append("\($0.isGap ? "gap" : "dense") \($0.count)") }
        #expect(kinds == ["dense 128", "gap 744", "dense 128"])
        // offset(k) = (k − n) · 44 + S for the n overrides before k, of lengths S.
        // Group 127, the last of leaf 0's block 7 (groups 112…127): n = 1, S = 100:
        // 126 · 44 + 100 = 5,544 + 100 = 5,644.
        #expect(tree.offsetAndOverride(ofGroup: 127) == (5_644, nil))
        #expect(tree.offsetAndOverride(ofGroup: 5) == (220, 100))
        // Group 500, in the gap: 499 · 44 + 100 = 21,956 + 100 = 22,056; the search finds it
        // at its own offset, and group 499 half a point before.
        #expect(tree.offset(ofGroup: 500) == 22_056)
        #expect(tree.group(atOffset: 22_056) == 500)
        #expect(tree.group(atOffset: 22_055.5) == 499)
        // Group 900, position 28 of the last leaf (its block 1): 899 · 44 + 100 = 39,556 + 100
        // = 39,656, 10 long; group 901 at 39,666. A point inside group 900 finds it.
        #expect(tree.offsetAndOverride(ofGroup: 900) == (39_656, 10))
        #expect(tree.offset(ofGroup: 901) == 39_666)
        #expect(tree.group(atOffset: 39_660) == 900)
        #expect(tree.group(atOffset: 39_666) == 901)
        // A walk from group 126 into the gap: 5,600 (125 · 44 + 100 = 5,500 + 100), 5,644,
        // 5,688, 5,732 (each 44 on), overrides only where set.
        var walk = tree.walk(from: 126)
        let walked = (0..<4).map { _ in tree.next(&walk) }
        #expect(walked.map(\.offset) == [5_600, 5_644, 5_688, 5_732])
        #expect(walked.allSatisfy { $0.override == nil })
        // A walk from the gap's last group (871: 870 · 44 + 100 = 38,280 + 100 = 38,380) into
        // the dense leaf, whose first groups have no override: 38,424, 38,468.
        var across = tree.walk(from: 871)
        let crossed = (0..<3).map { _ in tree.next(&across) }
        #expect(crossed.map(\.offset) == [38_380, 38_424, 38_468])
        #expect(crossed.allSatisfy { $0.override == nil })
        // From group 899 (39,612) over group 900 (39,656, its override 10) to 901 (39,666).
        var over = tree.walk(from: 899)
        let passed = (0..<3).map { _ in tree.next(&over) }
        #expect(passed.map(\.offset) == [39_612, 39_656, 39_666])
        #expect(passed.map(\.override) == [nil, 10, nil])
        #expect(tree.satisfiesInvariants)
    }

    @Test("Offsets add the leaves' totals, then the block sums' running total, then the block: bit for bit")
    func additionOrder() {
        // 384 groups of 0.1 (not a binary fraction, so the order of additions shows in the
        // last bits) fill chunks 0, 1 and 2 of a track of 1,000; set in order, they make three
        // dense leaves and a gap under one inner node (height 1).
        var tree = ExtentTree(count: 1_000, defaultLength: 44, spacing: 0)
        for k in 0..<384 { tree.setLength(0.1, ofGroup: k) }
        #expect(tree.storedNodeCount == 3 && tree.tree.height == 1)
        // The documented order, written out: a block sum is its 16 lengths added from 0; a
        // leaf's blocks before block b are those sums added from 0; a leaf's total is all 8;
        // the leaves before leaf c are their totals added from 0.
        func added(_ count: Int, of term: Double) -> Double {
            var sum = 0.0
            for _ in 0..<count { sum += term }
            return sum
        }
        let block = added(16, of: 0.1)
        let leaf = added(8, of: block)
        var differsFromLeftToRight = false
        for k in 0...384 {
            let (c, p) = (k / 128, k % 128)
            let inLeaf = c == 3 ? 0 : added(p / 16, of: block) + added(p % 16, of: 0.1)
            // offset(k) = (k − n) · 44 + n · 0 + S with every group before k overridden (n = k).
            let expected = 0 * 44 + Double(k) * 0 + (added(c, of: leaf) + inLeaf)
            #expect(tree.offset(ofGroup: k).bitPattern == expected.bitPattern, "group \(k)")
            if expected != added(k, of: 0.1) { differsFromLeftToRight = true }
        }
        // The order matters: some offset is not the plain left-to-right sum of 0.1s.
        #expect(differsFromLeftToRight)
        #expect(tree.satisfiesInvariants)
    }

    /// Compares every query of `tree` with sums taken left to right over `model`; returns
    /// a description of each disagreement.
    private func mismatches(_ tree: ExtentTree, against model: [Double?]) -> [String] {
        let count = model.count
        let lengths = model.map { $0 ?? tree.defaultLength }
        var offsets = [0.0]
        for length in lengths {
            offsets.append(offsets[offsets.count - 1] + length + tree.spacing)
        }
        let overridden = model.indices.filter { model[$0] != nil }
        var found: [String] = []
        if !tree.satisfiesInvariants { found.append("invariants") }
        if tree.overrides.map(\.group) != overridden { found.append("overrides \(tree.overrides)") }
        if tree.totalLength != (count == 0 ? 0 : offsets[count] - tree.spacing) { found.append("totalLength") }
        for k in 0..<count where tree.length(ofGroup: k) != lengths[k] {
            found.append("length(ofGroup: \(k))")
        }
        for k in 0...count where tree.offset(ofGroup: k) != offsets[k] {
            found.append("offset(ofGroup: \(k))")
        }
        var probes = [-1, 1e9, Double.nan]
        for offset in offsets {
            probes += [offset - 0.125, offset, offset + 0.125]
        }
        for x in probes {
            let expected = count == 0 || !(x >= 0) ? 0 : (0..<count).last { offsets[$0] <= x } ?? 0
            if tree.group(atOffset: x) != expected { found.append("group(atOffset: \(x))") }
        }
        var rebuilt = ExtentTree(count: count, defaultLength: tree.defaultLength, spacing: tree.spacing)
        for k in overridden.reversed() {
            rebuilt.setLength(model[k], ofGroup: k)
        }
        if rebuilt != tree || rebuilt.hashValue != tree.hashValue { found.append("equality with a rebuilt tree") }
        return found
    }
}
