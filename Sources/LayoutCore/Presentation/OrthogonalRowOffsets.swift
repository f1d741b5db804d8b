/// How far each orthogonal row of a layout has scrolled: by section, a leading distance (see
/// `OrthogonalRow`). The one place row offsets are kept and constrained.
///
/// An offset is constrained by its row when it is written (`OrthogonalRow.constrained(_:)`:
/// within the row, or within the bounce limit of a row that may be pulled past its ends), so
/// a query reads it as it is stored and what is reported and what is shown never disagree.
///
/// Offsets are constrained for one solution. When the solution changes (solved again, or a
/// measurement changes a row's length), constrain them again with ``constrain(to:)`` or
/// ``constrain(section:to:)``: an offset past the end of a row that became shorter comes back
/// to the new end and stays there. Offsets are kept by section index: one of a section that
/// is no longer a row is kept as it was, and applies again (constrained) if the section
/// becomes a row again.
public struct OrthogonalRowOffsets: Hashable, Sendable {
    /// The offsets by section. A row at offset 0 has no entry, so that two values holding the
    /// same offsets compare equal however they were reached.
    private var bySection: [Int: Double]

    /// No row scrolled: every offset 0.
    public init() {
        bySection = [:]
    }

    /// `offsets` (leading distances by section) constrained by the rows of `solution`;
    /// sections that are not rows are left out.
    public init(_ offsets: [Int: Double], in solution: LayoutSolution) {
        self.init()
        for (section, offset) in offsets {
            setOffset(offset, ofSection: section, in: solution)
        }
    }

    /// The offset of the row of `section` as a leading distance; 0 when it never scrolled.
    public func offset(ofSection section: Int) -> Double {
        bySection[section] ?? 0
    }

    /// Scrolls the row of `section` to `offset` (a leading distance; NaN counts as 0),
    /// constrained by the row in `solution`. Sections that are not rows there are ignored.
    public mutating func setOffset(_ offset: Double, ofSection section: Int, in solution: LayoutSolution) {
        guard let row = solution.orthogonalRow(ofSection: section) else { return }
        store(row.constrained(offset), section: section)
    }

    /// Constrains every offset again by the rows of `solution`, after the layout was solved
    /// again. Costs O(sections with an offset).
    public mutating func constrain(to solution: LayoutSolution) {
        for section in bySection.keys {
            constrain(section: section, to: solution)
        }
    }

    /// Constrains the offset of `section` again by its row in `solution`, after a measurement
    /// changed that section.
    public mutating func constrain(section: Int, to solution: LayoutSolution) {
        guard let offset = bySection[section], let row = solution.orthogonalRow(ofSection: section) else { return }
        store(row.constrained(offset), section: section)
    }

    private mutating func store(_ offset: Double, section: Int) {
        bySection[section] = offset == 0 ? nil : offset
    }
}

extension OrthogonalRowOffsets {
    /// The offsets moved with their sections after a data update: the offset of section `s`
    /// goes to `newSection(s)`, and is dropped when that is `nil`. Constrain the result by the
    /// new solution once it is solved.
    public func remapped(_ newSection: (Int) -> Int?) -> OrthogonalRowOffsets {
        var result = OrthogonalRowOffsets()
        for (section, offset) in bySection {
            if let new = newSection(section) { result.bySection[new] = offset }
        }
        return result
    }
}
