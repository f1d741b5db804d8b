/// A supplementary view inside a section, as its index path names it: the kind and the
/// item (the cell's item for item supplementaries, the group instance for group
/// supplementaries, 0 for boundary items).
public struct SupplementaryKey: Hashable, Sendable {
    /// The element kind.
    public var kind: String
    /// The item of its index path.
    public var item: Int

    /// Creates a key.
    public init(kind: String, item: Int) {
        self.kind = kind
        self.item = item
    }
}

/// The sizes measured for one section's self-sizing elements (S-30, S-31): the input of
/// self-sizing, kept per element until it is invalidated. Only the self-sizing axes of a
/// measured size are used.
public struct SectionMeasurements: Hashable, Sendable {
    /// Measured cells by item.
    public var cells: MeasuredSizes
    /// Measured supplementary views by kind and item.
    public var supplementaries: [SupplementaryKey: Size]

    /// Creates measurements; none by default.
    public init(cells: MeasuredSizes = [:], supplementaries: [SupplementaryKey: Size] = [:]) {
        self.cells = cells
        self.supplementaries = supplementaries
    }

    /// Whether nothing was measured.
    public var isEmpty: Bool { cells.isEmpty && supplementaries.isEmpty }
}

/// An element that can be measured, named as the host names it.
public enum MeasuredElement: Hashable, Sendable {
    /// The cell at (`section`, `item`).
    case cell(section: Int, item: Int)
    /// The supplementary view of `kind` at (`section`, `item`); layout-wide boundary items
    /// are at (0, 0).
    case supplementary(kind: String, section: Int, item: Int)
}
