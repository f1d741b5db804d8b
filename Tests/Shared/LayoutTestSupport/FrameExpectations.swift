public import Foundation
public import LayoutCore
public import Testing

// Expectations on frames, sizes and single numbers worked out by hand, under the one
// tolerance policy of `Tolerance`: exact unless the call states otherwise.

/// Expects `actual` to be the frame `(x, y, width, height)` under `tolerance`, compared by
/// `minX`, `minY`, `width` and `height`.
public func expectFrame(
    _ actual: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    within tolerance: Tolerance = .exact, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectComponents(
        of: "frame", actual.map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] },
        shown: actual.map { "\($0)" }, [Double(x), Double(y), Double(width), Double(height)], tolerance, sourceLocation)
}

/// Expects the engine rectangle `actual` to be the frame `(x, y, width, height)` under
/// `tolerance`.
public func expectFrame(
    _ actual: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    within tolerance: Tolerance = .exact, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectComponents(
        of: "frame", actual.map { [$0.minX, $0.minY, $0.width, $0.height] }, shown: actual.map { "\($0)" },
        [x, y, width, height], tolerance, sourceLocation)
}

/// Expects the engine size `actual` to be `(width, height)` under `tolerance`.
public func expectSize(
    _ actual: Size, _ width: Double, _ height: Double, within tolerance: Tolerance = .exact,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectComponents(
        of: "size", [actual.width, actual.height], shown: "\(actual)", [width, height], tolerance, sourceLocation)
}

/// Expects `actual` to be `expected` under `tolerance`.
public func expectValue(
    _ actual: Double?, _ expected: Double, within tolerance: Tolerance = .exact,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectComponents(
        of: "value", actual.map { [$0] }, shown: actual.map { "\($0)" }, [expected], tolerance, sourceLocation)
}

/// Expects `actual` to be `expected` under `tolerance`.
public func expectValue(
    _ actual: CGFloat?, _ expected: CGFloat, within tolerance: Tolerance = .exact,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectValue(actual.map(Double.init), Double(expected), within: tolerance, sourceLocation: sourceLocation)
}

/// Records one issue naming what was expected and what was found (`shown`) when `actual` is
/// missing or any of its components is not the expected one under `tolerance`.
private func expectComponents(
    of what: String, _ actual: [Double]?, shown: String?, _ expected: [Double], _ tolerance: Tolerance,
    _ sourceLocation: SourceLocation
) {
    let expectedText = expected.count == 1 ? "\(expected[0])" : "(\(expected.map { "\($0)" }.joined(separator: ", ")))"
    guard let actual else {
        Issue.record("expected \(what) \(expectedText), got nil", sourceLocation: sourceLocation)
        return
    }
    let matches = zip(actual, expected).allSatisfy { tolerance.accepts($0, $1) }
    #expect(
        matches, "expected \(what) \(expectedText) \(tolerance), got \(shown ?? "nil")", sourceLocation: sourceLocation)
}
