import LayoutCore

/// The one thing the generator makes invalid on purpose in a share of cases, and the typed
/// error the engine must answer it with. A case with an invalidity that solves, or that
/// fails with another error, is a failure.
public enum Invalidity: String, CaseIterable, Hashable, Sendable {
    /// A dimension below zero.
    case negativeDimension
    /// A fractional dimension of 0.
    case zeroFraction
    /// A NaN dimension.
    case nanDimension
    /// An infinite or NaN inter-group spacing (a negative one is valid).
    case nonFiniteSpacing
    /// A NaN inset.
    case nanInsets
    /// A count-based group with count 0.
    case zeroCount
    /// A group without subitems.
    case emptyGroup
    /// A negative item count.
    case negativeItemCount
    /// A section with items but no description.
    case missingSection
    /// A supplementary with an empty kind.
    case emptyKind
    /// Two boundary items of one section with the same kind.
    case duplicateKind
    /// A boundary item aligned to `.none`.
    case alignmentNone
    /// An infinite boundary offset.
    case infiniteOffset
    /// Groups nested past `LayoutLimits.maximumDepth`.
    case nestingTooDeep
    /// A length past `LayoutLimits.maximumCoordinate`.
    case lengthTooLarge
    /// A negative or NaN container size.
    case invalidContainer

    /// Whether `error` is the answer this invalidity calls for.
    public func accepts(_ error: LayoutError) -> Bool {
        switch (self, error.reason) {
        case (.negativeDimension, .invalidDimension), (.nanDimension, .invalidDimension),
            (.zeroFraction, .nonPositiveFraction), (.nonFiniteSpacing, .invalidSpacing),
            (.nanInsets, .invalidInsets), (.zeroCount, .invalidCount), (.emptyGroup, .emptyGroup),
            (.negativeItemCount, .negativeItemCount), (.missingSection, .missingSection),
            (.emptyKind, .emptyElementKind), (.duplicateKind, .duplicateElementKind),
            (.alignmentNone, .boundaryAlignmentNone), (.infiniteOffset, .invalidOffset),
            (.nestingTooDeep, .nestingTooDeep), (.lengthTooLarge, .coordinatesTooLarge),
            (.invalidContainer, .invalidContainer):
            return true
        default:
            return false
        }
    }
}
