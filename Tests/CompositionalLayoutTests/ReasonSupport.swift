import CompositionalLayout
import Testing

/// Expects `actual` to be `expected`: the same case with the same payload, where a NaN in the
/// payload matches a NaN (`==` never holds for a reason that carries NaN).
func expectReason(
    _ actual: CompositionalLayoutError.Reason?, _ expected: CompositionalLayoutError.Reason,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let matches = actual.map { $0 == expected || String(describing: $0) == String(describing: expected) } ?? false
    #expect(matches, "reason \(String(describing: actual)) is not \(expected)", sourceLocation: sourceLocation)
}
