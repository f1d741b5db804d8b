/// Which glyph draws each Unicode scalar: a font's `cmap`, as runs of consecutive scalars drawn
/// by consecutive glyphs.
public struct CharacterMap: Hashable, Sendable {
    /// A run of scalars `first...last` drawn by glyphs `firstGlyph`, `firstGlyph + 1`, ….
    public struct Run: Hashable, Sendable {
        /// The run's first scalar value.
        public var first: UInt32
        /// The run's last scalar value.
        public var last: UInt32
        /// The glyph of `first`.
        public var firstGlyph: UInt32

        /// Creates a run of scalars `first...last` drawn from glyph `firstGlyph` on.
        public init(first: UInt32, last: UInt32, firstGlyph: UInt32) {
            self.first = first
            self.last = last
            self.firstGlyph = firstGlyph
        }
    }

    /// The runs, ascending and not overlapping.
    public let runs: [Run]

    /// A map of `runs`, which must ascend without overlapping.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// The glyph of `scalar`, or `nil` when the font does not draw it.
    public func glyph(for scalar: UInt32) -> UInt32? {
        let index = firstRange(endingAtOrAfter: scalar, count: runs.count) { runs[$0].last }
        guard index < runs.count, runs[index].first <= scalar else { return nil }
        return runs[index].firstGlyph + (scalar - runs[index].first)
    }
}

extension CharacterMap {
    /// Reads the best Unicode subtable of a `cmap` table: format 12 (all planes) before format
    /// 4 (the Basic Multilingual Plane), Windows Unicode before Unicode platform encodings.
    init(table: FontTable) throws(FontFileError) {
        let count = Int(try table.uint16(2))
        var best: (rank: Int, offset: Int)?
        for index in 0..<count {
            let platform = try table.uint16(4 + 8 * index)
            let encoding = try table.uint16(6 + 8 * index)
            let offset = Int(try table.uint32(8 + 8 * index))
            let format = try table.uint16(offset)
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode, format == 4 || format == 12 else { continue }
            let rank = (format == 12 ? 2 : 0) + (platform == 3 ? 1 : 0)
            if rank > best?.rank ?? -1 { best = (rank, offset) }
        }
        guard let best else { throw .unsupportedCharacterMap }
        let subtable = try table.subtable(at: best.offset)
        self.init(runs: try subtable.uint16(0) == 12 ? Self.format12(subtable) : Self.format4(subtable))
    }

    /// The runs of a format 12 subtable (segmented coverage).
    private static func format12(_ table: FontTable) throws(FontFileError) -> [Run] {
        let count = Int(try table.uint32(12))
        try table.check(16, count.multipliedReportingOverflow(by: 12).partialValue)
        var runs: [Run] = []
        runs.reserveCapacity(count)
        for index in 0..<count {
            let first = try table.uint32(16 + 12 * index)
            let last = try table.uint32(20 + 12 * index)
            let glyph = try table.uint32(24 + 12 * index)
            guard first <= last, last <= 0x10FFFF, runs.last.map({ $0.last < first }) ?? true else {
                throw .malformedTable("cmap")
            }
            runs.append(Run(first: first, last: last, firstGlyph: glyph))
        }
        return runs
    }

    /// The runs of a format 4 subtable (segment mapping to delta values), merging the scalars
    /// whose glyphs follow each other; glyph 0 (missing) is left out.
    private static func format4(_ table: FontTable) throws(FontFileError) -> [Run] {
        let segments = Int(try table.uint16(6)) / 2
        let ends = 14
        let starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments
        let rangeOffsets = deltas + 2 * segments
        var runs: [Run] = []
        var previousEnd = -1
        for segment in 0..<segments {
            let end = Int(try table.uint16(ends + 2 * segment))
            let start = Int(try table.uint16(starts + 2 * segment))
            let delta = Int(try table.uint16(deltas + 2 * segment))
            let rangeOffset = Int(try table.uint16(rangeOffsets + 2 * segment))
            guard start <= end, start > previousEnd else { throw .malformedTable("cmap") }
            previousEnd = end
            for code in start...end where code != 0xFFFF {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (code + delta) & 0xFFFF
                } else {
                    let at = rangeOffsets + 2 * segment + rangeOffset + 2 * (code - start)
                    glyph = Int(try table.uint16(at))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                guard glyph != 0 else { continue }
                let scalar = UInt32(code)
                if let last = runs.last, last.last + 1 == scalar, last.firstGlyph + (scalar - last.first) == UInt32(glyph) {
                    runs[runs.count - 1].last = scalar
                } else {
                    runs.append(Run(first: scalar, last: scalar, firstGlyph: UInt32(glyph)))
                }
            }
        }
        return runs
    }
}

/// The index of the first of `count` ascending ranges whose last value (`last(i)`) is at least
/// `value`, or `count` when none is: a binary search, shared by character maps and glyph ranges.
func firstRange(endingAtOrAfter value: UInt32, count: Int, last: (Int) -> UInt32) -> Int {
    var low = 0
    var high = count
    while low < high {
        let middle = (low + high) / 2
        if last(middle) < value {
            low = middle + 1
        } else {
            high = middle
        }
    }
    return low
}
