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

/// Expects `layout` to have failed with `reason` at `path` both ways it reports a failure: its
/// ``UICollectionViewCompositionalLayout/preparationError`` and the error `validate()` throws,
/// whose description starts with the path and whose message is `message` when given.
@MainActor
func expectLayoutError(
    _ layout: UICollectionViewCompositionalLayout, _ reason: CompositionalLayoutError.Reason, at path: String,
    message: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectReason(layout.preparationError?.reason, reason, sourceLocation: sourceLocation)
    #expect(layout.preparationError?.path.description == path, sourceLocation: sourceLocation)
    do {
        try layout.validate()
        Issue.record("validate() did not throw", sourceLocation: sourceLocation)
    } catch {
        expectReason(error.reason, reason, sourceLocation: sourceLocation)
        #expect(error.path.description == path, sourceLocation: sourceLocation)
        #expect(error.description.hasPrefix(path + ": "), sourceLocation: sourceLocation)
        if let message { #expect(error.message == message, sourceLocation: sourceLocation) }
    }
}
