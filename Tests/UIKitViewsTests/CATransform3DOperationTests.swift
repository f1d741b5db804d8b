import UIKitViews
import Testing

/// Core Animation's transform functions as carousel handlers call them. Points are row vectors
/// (`[x y z 1] × M`), the translation is in `m41 m42 m43`, and `Concat(a, b)` applies `a`
/// first. Expected matrices are written out by hand.
@Suite("CATransform3D operations")
struct CATransform3DOperationTests {
    /// Expects every entry of `actual` within `tolerance` of `expected`.
    private func expectMatrix(
        _ actual: CATransform3D, _ expected: CATransform3D, tolerance: CGFloat = 1e-12,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let pairs: [(CGFloat, CGFloat)] = [
            (actual.m11, expected.m11), (actual.m12, expected.m12), (actual.m13, expected.m13), (actual.m14, expected.m14),
            (actual.m21, expected.m21), (actual.m22, expected.m22), (actual.m23, expected.m23), (actual.m24, expected.m24),
            (actual.m31, expected.m31), (actual.m32, expected.m32), (actual.m33, expected.m33), (actual.m34, expected.m34),
            (actual.m41, expected.m41), (actual.m42, expected.m42), (actual.m43, expected.m43), (actual.m44, expected.m44),
        ]
        #expect(pairs.allSatisfy { abs($0 - $1) <= tolerance }, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
    }

    /// A matrix from its rows.
    private func matrix(_ r1: [CGFloat], _ r2: [CGFloat], _ r3: [CGFloat], _ r4: [CGFloat]) -> CATransform3D {
        CATransform3D(
            m11: r1[0], m12: r1[1], m13: r1[2], m14: r1[3], m21: r2[0], m22: r2[1], m23: r2[2], m24: r2[3],
            m31: r3[0], m32: r3[1], m33: r3[2], m34: r3[3], m41: r4[0], m42: r4[1], m43: r4[2], m44: r4[3])
    }

    @Test("A quarter turn about z maps the x axis onto the y axis")
    func quarterTurnAboutZ() {
        // cos 90° = 0, sin 90° = 1: rows (0 1 0 0), (−1 0 0 0), (0 0 1 0), (0 0 0 1).
        expectMatrix(
            CATransform3DMakeRotation(.pi / 2, 0, 0, 1),
            matrix([0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]))
    }

    @Test("A half turn about x flips y and z")
    func halfTurnAboutX() {
        // Unit axis (1, 0, 0), cos = −1, 1 − cos = 2: m11 = 1·1·2 − 1 = 1, m22 = m33 = −1.
        expectMatrix(
            CATransform3DMakeRotation(.pi, 1, 0, 0),
            matrix([1, 0, 0, 0], [0, -1, 0, 0], [0, 0, -1, 0], [0, 0, 0, 1]))
    }

    @Test("The rotation axis is normalized, and a zero axis gives the identity")
    func rotationAxisLength() {
        #expect(CATransform3DMakeRotation(0.7, 0, 0, 5) == CATransform3DMakeRotation(0.7, 0, 0, 1))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(0.7, 0, 0, 0)))
    }

    @Test("A rotation about z is the 3D form of CGAffineTransform(rotationAngle:)")
    func rotationMatchesAffine() {
        // About (0, 0, 1): m11 = cos, m12 = sin, m21 = −sin, m22 = cos, m33 = (1 − cos) + cos = 1
        // (exact for cos 0.3 ≈ 0.955, where 1 − cos is exact).
        #expect(
            CATransform3DMakeRotation(0.3, 0, 0, 1)
                == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.3)))
    }

    @Test("Concat applies its first argument first")
    func concatOrder() {
        // Move (10, 20) then scale (2, 3): the origin goes to (10, 20), then to (20, 60).
        let moveThenScale = CATransform3DConcat(CATransform3DMakeTranslation(10, 20, 0), CATransform3DMakeScale(2, 3, 1))
        expectMatrix(moveThenScale, matrix([2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 1, 0], [20, 60, 0, 1]), tolerance: 0)
    }

    @Test("Scale, Translate and Rotate put their own step before the transform they change")
    func stepsComeFirst() {
        // scale × move: the move (10, 20) is not scaled.
        expectMatrix(
            CATransform3DScale(CATransform3DMakeTranslation(10, 20, 0), 2, 3, 1),
            matrix([2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 1, 0], [10, 20, 0, 1]), tolerance: 0)
        // move × scale: the move is scaled, (10·2, 20·3).
        expectMatrix(
            CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 10, 20, 0),
            matrix([2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 1, 0], [20, 60, 0, 1]), tolerance: 0)
        // rotate × move: the last row of the rotation (0 0 0 1) picks the move (5, 0) unchanged.
        expectMatrix(
            CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1),
            matrix([0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [5, 0, 0, 1]))
    }

    @Test("Invert undoes moves, scales, their products and a perspective entry")
    func invert() {
        expectMatrix(CATransform3DInvert(CATransform3DMakeTranslation(10, -4, 2)), CATransform3DMakeTranslation(-10, 4, -2), tolerance: 0)
        expectMatrix(CATransform3DInvert(CATransform3DMakeScale(2, 4, 0.5)), CATransform3DMakeScale(0.5, 0.25, 2), tolerance: 0)
        // (x, y) ↦ (2x + 20, 4y + 80) is undone by (X, Y) ↦ (X / 2 − 10, Y / 4 − 20).
        let scaleThenMove = matrix([2, 0, 0, 0], [0, 4, 0, 0], [0, 0, 1, 0], [20, 80, 0, 1])
        expectMatrix(
            CATransform3DInvert(scaleThenMove), matrix([0.5, 0, 0, 0], [0, 0.25, 0, 0], [0, 0, 1, 0], [-10, -20, 0, 1]),
            tolerance: 0)
        // The usual carousel perspective, m34 = −1/500, inverts to m34 = +1/500.
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        var expected = CATransform3DIdentity
        expected.m34 = 0.002
        expectMatrix(CATransform3DInvert(perspective), expected, tolerance: 0)
        // A rotation's inverse is the opposite rotation.
        expectMatrix(CATransform3DInvert(CATransform3DMakeRotation(0.4, 1, 2, 2)), CATransform3DMakeRotation(-0.4, 1, 2, 2))
    }

    @Test("A transform without an inverse is returned unchanged")
    func invertSingular() {
        let flat = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }
}
