/// The fonts compiled into the module: Inter (Rasmus Andersson and the Inter Project Authors,
/// SIL Open Font License 1.1, see `LICENSE-Inter.txt` beside this file), the open design
/// closest to San Francisco, as horizontal metrics only.
///
/// Each face covers Basic Latin, Latin-1, Latin Extended-A, the combining diacritical marks,
/// Greek and Coptic, Cyrillic,
/// general punctuation, currency symbols and letterlike symbols where Inter draws them, with
/// the kerning of its `kern` feature among them; any other scalar (CJK, emoji, …) is one em
/// wide (``FontMetrics/missingAdvance``).
public enum BuiltInFont: CaseIterable, Hashable, Sendable {
    /// Inter Regular (weight 400).
    case regular
    /// Inter Medium (weight 500).
    case medium
    /// Inter Semi Bold (weight 600).
    case semibold
    /// Inter Bold (weight 700).
    case bold

    /// The face's horizontal metrics.
    public var metrics: FontMetrics {
        switch self {
        case .regular: Self.regularMetrics
        case .medium: Self.mediumMetrics
        case .semibold: Self.semiboldMetrics
        case .bold: Self.boldMetrics
        }
    }

    /// The face for an OpenType weight class (100 thin … 900 black): the nearest of 400, 500,
    /// 600 and 700 (lighter weights take Regular, heavier ones Bold; ties take the lighter).
    public static func nearest(toWeightClass weightClass: Int) -> BuiltInFont {
        switch weightClass {
        case ..<450: .regular
        case ..<550: .medium
        case ..<650: .semibold
        default: .bold
        }
    }

    private static let regularMetrics = CompactMetrics.decode(interRegular) ?? .empty
    private static let mediumMetrics = CompactMetrics.decode(interMedium) ?? .empty
    private static let semiboldMetrics = CompactMetrics.decode(interSemiBold) ?? .empty
    private static let boldMetrics = CompactMetrics.decode(interBold) ?? .empty
}

extension FontMetrics {
    /// Metrics that draw nothing: every scalar one em of 1000 units.
    static let empty = FontMetrics(
        unitsPerEm: 1000, characterMap: CharacterMap(runs: []), advances: [], missingAdvance: 1000, kerning: .none)
}
