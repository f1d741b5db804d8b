/// One dimension (NSCollectionLayoutDimension), written as a mapping with exactly one key:
///
/// ```yaml
/// widthDimension: {fractionalWidth: 0.5}
/// heightDimension: {uniformAcrossSiblings: 50}   # uniformAcrossSiblings(estimate: 50)
/// ```
///
/// Fractions must be > 0; points must be ≥ 0; all must be finite.
public enum DimensionSpec: Hashable, Sendable, Encodable {
    /// `.fractionalWidth(_:)`.
    case fractionalWidth(Double)
    /// `.fractionalHeight(_:)`.
    case fractionalHeight(Double)
    /// `.absolute(_:)`.
    case absolute(Double)
    /// `.estimated(_:)`.
    case estimated(Double)
    /// `.uniformAcrossSiblings(estimate:)`.
    case uniformAcrossSiblings(estimate: Double)

    /// The format's key for each case.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    /// The case's key and number.
    var keyAndValue: (key: CodingKeys, value: Double) {
        switch self {
        case .fractionalWidth(let value): return (.fractionalWidth, value)
        case .fractionalHeight(let value): return (.fractionalHeight, value)
        case .absolute(let value): return (.absolute, value)
        case .estimated(let value): return (.estimated, value)
        case .uniformAcrossSiblings(let value): return (.uniformAcrossSiblings, value)
        }
    }

    /// Writes `{<kind>: <number>}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let (key, value) = keyAndValue
        try container.encode(value, forKey: key)
    }
}

/// `layoutSize`: NSCollectionLayoutSize, both dimensions required.
public struct SizeSpec: Hashable, Sendable, Encodable {
    /// The width.
    public var widthDimension: DimensionSpec
    /// The height.
    public var heightDimension: DimensionSpec

    /// Creates a size.
    public init(widthDimension: DimensionSpec, heightDimension: DimensionSpec) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The two dimensions.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case widthDimension, heightDimension
    }
}

/// A spacing (NSCollectionLayoutSpacing): `{fixed: 8}` or `{flexible: 8}`, finite and ≥ 0.
public enum SpacingSpec: Hashable, Sendable, Encodable {
    /// `.fixed(_:)`.
    case fixed(Double)
    /// `.flexible(_:)`.
    case flexible(Double)

    /// The format's key for each case.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case fixed, flexible
    }

    /// Writes `{fixed: n}` or `{flexible: n}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .fixed(let value): try container.encode(value, forKey: .fixed)
        case .flexible(let value): try container.encode(value, forKey: .flexible)
        }
    }
}

/// `edgeSpacing`: NSCollectionLayoutEdgeSpacing; a missing edge has no spacing.
public struct EdgeSpacingSpec: Hashable, Sendable, Encodable {
    /// Space before the leading edge.
    public var leading: SpacingSpec?
    /// Space above the top edge.
    public var top: SpacingSpec?
    /// Space after the trailing edge.
    public var trailing: SpacingSpec?
    /// Space below the bottom edge.
    public var bottom: SpacingSpec?

    /// Creates edge spacing.
    public init(leading: SpacingSpec? = nil, top: SpacingSpec? = nil, trailing: SpacingSpec? = nil, bottom: SpacingSpec? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The four edges, in NSCollectionLayoutEdgeSpacing's initializer order.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case leading, top, trailing, bottom
    }
}
