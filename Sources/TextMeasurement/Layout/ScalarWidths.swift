/// The widths of a text's scalars in points, summed for measuring any range in constant time.
///
/// A scalar's advance is its font's advance scaled to the run's point size plus the run's
/// tracking; kerning applies between neighbours of one run (as text in one font is shaped),
/// not across runs, and not after a range's last scalar. A tab is 28 points (the distance
/// between TextKit's default tab stops), wherever it stands: a simplification of moving to the
/// next stop. A scalar after a zero-width joiner that the font does not draw joins the glyph
/// before it and takes no width.
struct ScalarWidths {
    /// `sums[i]`: the advances and kerning of the scalars before `i`.
    private var sums: [Double]
    /// `kerning[i]`: the kerning between scalar `i` and the next, in points.
    private var kerning: [Double]
    /// The index of each scalar's run.
    let runIndex: [Int]

    /// The default distance between tab stops, in points.
    static let tabInterval = 28.0

    /// The widths of `scalars` set in `runs`; scalars past the runs' total length are set in
    /// the last run.
    init(scalars: [Unicode.Scalar], runs: [TextRun]) {
        sums = [0]
        sums.reserveCapacity(scalars.count + 1)
        kerning = []
        kerning.reserveCapacity(scalars.count)
        var runIndex: [Int] = []
        runIndex.reserveCapacity(scalars.count)
        var run = 0
        var runEnd = runs.first.map { max(0, $0.length) } ?? 0
        for index in scalars.indices {
            while index >= runEnd, run + 1 < runs.count {
                run += 1
                runEnd += max(0, runs[run].length)
            }
            runIndex.append(run)
        }
        self.runIndex = runIndex
        for (index, scalar) in scalars.enumerated() {
            guard let current = runs.indices.contains(runIndex[index]) ? runs[runIndex[index]] : nil else {
                kerning.append(0)
                sums.append(sums[index])
                continue
            }
            let scale = current.pointSize / Double(current.font.unitsPerEm)
            var advance: Double
            if scalar.value == 0x09 {
                advance = Self.tabInterval
            } else if index > 0, scalars[index - 1].value == 0x200D, current.font.characterMap.glyph(for: scalar.value) == nil {
                advance = 0
            } else {
                advance = Double(current.font.advance(of: scalar)) * scale + current.tracking
            }
            var kern = 0.0
            if index + 1 < scalars.count, runIndex[index + 1] == runIndex[index] {
                kern = Double(current.font.kerning(scalar, scalars[index + 1])) * scale
            }
            kerning.append(kern)
            advance += kern
            sums.append(sums[index] + advance)
        }
    }

    /// The width of the scalars in `range`: their advances, with the kerning between them.
    func width(_ range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        return sums[range.upperBound] - sums[range.lowerBound] - kerning[range.upperBound - 1]
    }
}
