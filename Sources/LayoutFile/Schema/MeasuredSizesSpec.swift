/// `measuredSizes`: how the file's self-sizing elements measure, standing in for the cells
/// and views an app sizes with Auto Layout. The loader turns it into the collection view's
/// `preferredSizeProvider`.
///
/// ```yaml
/// measuredSizes:
///   default: {height: 60}
///   cycle: [{height: 44}, {height: 88}]          # cell i of every section: cycle[i % 2]
///   supplementaries: {header: {height: 36}}
///   overrides: [{section: 1, item: 0, height: 120}, {section: 0, item: 0, elementKind: header, height: 50}]
/// ```
///
/// For an element the most specific rule that matches decides, whole: an override for its
/// section, item and kind (no `elementKind` means the cell), then (cells) the cycle or
/// (supplementary views) the entry for its kind, then `default`. An axis the deciding rule
/// leaves out keeps the proposed size (the estimate); an element no rule matches keeps it
/// too. Only estimated axes take the answer, as in UIKit.
public struct MeasuredSizesSpec: Hashable, Sendable, Encodable {
    /// `default`: for every self-sizing element no other rule matches.
    public var `default`: MeasuredSizeSpec?
    /// `cycle`: cell `i` of every section takes `cycle[i % cycle.count]`; not empty.
    public var cycle: [MeasuredSizeSpec]?
    /// `supplementaries`: sizes of supplementary views by element kind.
    public var supplementaries: [String: MeasuredSizeSpec]?
    /// `overrides`: sizes of single elements.
    public var overrides: [MeasuredSizeOverrideSpec]?

    /// Creates measured sizes.
    public init(
        default: MeasuredSizeSpec? = nil, cycle: [MeasuredSizeSpec]? = nil,
        supplementaries: [String: MeasuredSizeSpec]? = nil, overrides: [MeasuredSizeOverrideSpec]? = nil
    ) {
        self.default = `default`
        self.cycle = cycle
        self.supplementaries = supplementaries
        self.overrides = overrides
    }

    /// The keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case `default`, cycle, supplementaries, overrides
    }
}

/// A measured size `{width?, height?}`; a left-out axis keeps the proposed size. Values
/// are finite and ≥ 0.
public struct MeasuredSizeSpec: Hashable, Sendable, Encodable {
    /// The measured width.
    public var width: Double?
    /// The measured height.
    public var height: Double?

    /// Creates a measured size.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// The keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height
    }
}

/// One entry of `measuredSizes.overrides`: the size of the cell (or, with `elementKind`,
/// the supplementary view) at `section`, `item`.
public struct MeasuredSizeOverrideSpec: Hashable, Sendable, Encodable {
    /// `section`, an index into `sections`.
    public var section: Int
    /// `item`, ≥ 0.
    public var item: Int
    /// `elementKind`: the supplementary view's kind; `nil` for the cell.
    public var elementKind: String?
    /// The measured width.
    public var width: Double?
    /// The measured height.
    public var height: Double?

    /// Creates an override.
    public init(section: Int, item: Int, elementKind: String? = nil, width: Double? = nil, height: Double? = nil) {
        self.section = section
        self.item = item
        self.elementKind = elementKind
        self.width = width
        self.height = height
    }

    /// The keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case section, item, elementKind, width, height
    }
}
