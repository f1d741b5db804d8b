/// The kerning between pairs of glyphs: the pair adjustments of a font's `kern` feature (GPOS
/// lookup type 2) or its `kern` table, in font units.
///
/// A pair's kerning is the sum over the lookups of the first subtable in each that applies to
/// it, as OpenType applies lookups.
public struct PairKerning: Hashable, Sendable {
    /// One lookup: its subtables, in order.
    public struct Lookup: Hashable, Sendable {
        /// The subtables; the first that applies to a pair gives its value.
        public var subtables: [Subtable]

        /// Creates a lookup of `subtables`.
        public init(subtables: [Subtable]) {
            self.subtables = subtables
        }
    }

    /// One subtable: values for listed pairs, or for pairs of classes.
    public enum Subtable: Hashable, Sendable {
        /// Values of glyph pairs: `keys` ascending (the first glyph times 2³² plus the second)
        /// and the value of each; applies to the listed pairs only.
        case pairs(keys: [UInt64], values: [Int16])
        /// Values of class pairs: applies when `coverage` holds the first glyph; the value is
        /// `values[firstClass × secondClassCount + secondClass]`, a glyph missing from a class
        /// definition being in class 0.
        case classes(
            coverage: GlyphRanges, firstClasses: GlyphRanges, secondClasses: GlyphRanges, secondClassCount: Int,
            values: [Int16])
    }

    /// The lookups, in the order they apply.
    public var lookups: [Lookup]

    /// Kerning by `lookups`.
    public init(lookups: [Lookup]) {
        self.lookups = lookups
    }

    /// No kerning.
    public static let none = PairKerning(lookups: [])

    /// The adjustment of the advance of `first` when `second` follows it, in font units.
    public func value(_ first: UInt32, _ second: UInt32) -> Int {
        var total = 0
        for lookup in lookups {
            for subtable in lookup.subtables {
                if let value = subtable.value(first, second) {
                    total += value
                    break
                }
            }
        }
        return total
    }
}

extension PairKerning.Subtable {
    /// The value this subtable gives the pair, or `nil` when it does not apply to it.
    func value(_ first: UInt32, _ second: UInt32) -> Int? {
        switch self {
        case .pairs(let keys, let values):
            let key = UInt64(first) << 32 | UInt64(second)
            var low = 0
            var high = keys.count
            while low < high {
                let middle = (low + high) / 2
                if keys[middle] < key { low = middle + 1 } else { high = middle }
            }
            guard low < keys.count, keys[low] == key else { return nil }
            return Int(values[low])
        case .classes(let coverage, let firstClasses, let secondClasses, let secondClassCount, let values):
            guard coverage.value(of: first) != nil else { return nil }
            let row = Int(firstClasses.value(of: first) ?? 0)
            let column = Int(secondClasses.value(of: second) ?? 0)
            guard column < secondClassCount else { return nil }
            let index = row * secondClassCount + column
            return index < values.count ? Int(values[index]) : nil
        }
    }
}
