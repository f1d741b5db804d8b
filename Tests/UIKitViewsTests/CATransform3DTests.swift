import Testing
@testable import UIKitViews

@Suite("CATransform3D")
struct CATransform3DTests {
    @Test("the identity has ones on the diagonal only")
    func identity() {
        let t = CATransform3DIdentity
        #expect(t.m11 == 1 && t.m22 == 1 && t.m33 == 1 && t.m44 == 1)
        #expect(t.m12 == 0 && t.m13 == 0 && t.m14 == 0 && t.m21 == 0 && t.m23 == 0 && t.m24 == 0)
        #expect(t.m31 == 0 && t.m32 == 0 && t.m34 == 0 && t.m41 == 0 && t.m42 == 0 && t.m43 == 0)
        #expect(CATransform3DIsIdentity(t))
    }

    @Test("the zero initializer is all zeros, not the identity")
    func zeroInitializer() {
        let zero = CATransform3D()
        #expect(zero.m11 == 0 && zero.m22 == 0 && zero.m33 == 0 && zero.m44 == 0)
        #expect(!CATransform3DIsIdentity(zero))
    }

    @Test("an affine transform fills m11 m12 m21 m22 m41 m42 and leaves z alone")
    func makeAffine() {
        let t = CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        let expected = CATransform3D(
            m11: 1, m12: 2, m13: 0, m14: 0,
            m21: 3, m22: 4, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 5, m42: 6, m43: 0, m44: 1
        )
        #expect(CATransform3DEqualToTransform(t, expected))
        #expect(CATransform3DIsIdentity(CATransform3DMakeAffineTransform(.identity)))
    }

    @Test("getting the affine part undoes making a 3D transform from it")
    func affineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
    }

    @Test("the affine part of a 3D transform drops its z and perspective entries")
    func affinePartOfNonAffine() {
        // scale (2, 3, 4): m11 = 2, m22 = 3 survive; m33 = 4 is dropped
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeScale(2, 3, 4)) == CGAffineTransform(scaleX: 2, y: 3))
        // move (5, 6, 7): m41 = 5, m42 = 6 survive; m43 = 7 is dropped
        #expect(
            CATransform3DGetAffineTransform(CATransform3DMakeTranslation(5, 6, 7))
                == CGAffineTransform(translationX: 5, y: 6)
        )
    }

    @Test("only transforms that touch nothing outside the affine entries are affine")
    func isAffine() {
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 1))))
        #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(1, 2, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 5)))  // m43 = 5
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))  // m33 = 2
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(perspective))
    }

    @Test("scale sets the diagonal, translation the last row")
    func makers() {
        let scale = CATransform3DMakeScale(2, 3, 4)
        #expect(scale.m11 == 2 && scale.m22 == 3 && scale.m33 == 4 && scale.m44 == 1)
        #expect(scale.m41 == 0 && scale.m42 == 0 && scale.m43 == 0)
        let move = CATransform3DMakeTranslation(5, 6, 7)
        #expect(move.m41 == 5 && move.m42 == 6 && move.m43 == 7)
        #expect(move.m11 == 1 && move.m22 == 1 && move.m33 == 1 && move.m44 == 1)
        #expect(!CATransform3DIsIdentity(move))
    }

    @Test("equality compares all sixteen entries")
    func equality() {
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity))
        var nudged = CATransform3DIdentity
        nudged.m24 = 0.5
        #expect(!CATransform3DEqualToTransform(nudged, CATransform3DIdentity))
        #expect(Set([CATransform3DIdentity, CATransform3DMakeScale(1, 1, 1), nudged]).count == 2)
    }
}
