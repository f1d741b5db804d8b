import LayoutTestSupport
import Testing
@testable import UIKitViews

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    /// A transform with six distinct entries, so that a swapped entry shows up in results.
    let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    @Test("identity has ones on the diagonal and no translation")
    func identity() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform() == .identity)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(scaleX: 2, y: 3).isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1).isIdentity)
    }

    @Test("memberwise initializers store the entries in order a b c d tx ty")
    func memberwise() {
        #expect(general.a == 1 && general.b == 2 && general.c == 3)
        #expect(general.d == 4 && general.tx == 5 && general.ty == 6)
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == general)
    }

    @Test("a point maps to (a·x + c·y + tx, b·x + d·y + ty)")
    func pointApplying() {
        // (7, 8): x' = 1·7 + 3·8 + 5 = 36, y' = 2·7 + 4·8 + 6 = 52
        #expect(CGPoint(x: 7, y: 8).applying(general) == CGPoint(x: 36, y: 52))
        // scale (2, 3): (4, 5) → (8, 15)
        #expect(CGPoint(x: 4, y: 5).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 8, y: 15))
        // translation (10, −4): (1, 2) → (11, −2)
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: -4)) == CGPoint(x: 11, y: -2))
    }

    @Test("a positive rotation turns the x axis towards the y axis")
    func rotation() {
        let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)
        // a = cos(π/2) ≈ 0, b = sin(π/2) = 1, c = −sin(π/2) = −1, d = cos(π/2) ≈ 0
        #expect(isApproximately(quarterTurn.a, 0) && quarterTurn.b == 1)
        #expect(quarterTurn.c == -1 && isApproximately(quarterTurn.d, 0))
        // (1, 0) → (cos, sin) = (0, 1); (0, 1) → (−sin, cos) = (−1, 0)
        #expect(isApproximately(CGPoint(x: 1, y: 0).applying(quarterTurn), CGPoint(x: 0, y: 1)))
        #expect(isApproximately(CGPoint(x: 0, y: 1).applying(quarterTurn), CGPoint(x: -1, y: 0)))
    }

    @Test("concatenating applies the receiver first, then the argument")
    func concatenatingOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let shift = CGAffineTransform(translationX: 10, y: 0)
        // scale then shift: (1, 1) → (2, 2) → (12, 2)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(shift)) == CGPoint(x: 12, y: 2))
        #expect(scale.concatenating(shift) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        // shift then scale: (1, 1) → (11, 1) → (22, 2)
        #expect(CGPoint(x: 1, y: 1).applying(shift.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(shift.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    }

    @Test("concatenating is the row-vector matrix product")
    func concatenatingProduct() {
        let second = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // a  = 1·7 + 2·9 = 25          b  = 1·8 + 2·10 = 28
        // c  = 3·7 + 4·9 = 57          d  = 3·8 + 4·10 = 64
        // tx = 5·7 + 6·9 + 11 = 100    ty = 5·8 + 6·10 + 12 = 112
        let product = general.concatenating(second)
        #expect(product == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
        // (1, 1) → first (1+3+5, 2+4+6) = (9, 12) → second (7·9 + 9·12 + 11, 8·9 + 10·12 + 12) = (182, 204)
        let point = CGPoint(x: 1, y: 1)
        #expect(point.applying(general).applying(second) == CGPoint(x: 182, y: 204))
        #expect(point.applying(product) == CGPoint(x: 182, y: 204))
    }

    @Test("inverted undoes the transform")
    func inverted() {
        // scale (2, 4) then move (6, 8): det = 2·4 = 8
        // a = 4/8 = 0.5, d = 2/8 = 0.25, tx = (0·8 − 4·6)/8 = −3, ty = (0·6 − 2·8)/8 = −2
        let stretch = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        #expect(stretch.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        // (1, 1) → (2+6, 4+8) = (8, 12) → (0.5·8 − 3, 0.25·12 − 2) = (1, 1)
        #expect(CGPoint(x: 1, y: 1).applying(stretch).applying(stretch.inverted()) == CGPoint(x: 1, y: 1))
        // det = 1·4 − 2·3 = −2: a = 4/−2 = −2, b = −2/−2 = 1, c = −3/−2 = 1.5, d = 1/−2 = −0.5,
        // tx = (3·6 − 4·5)/−2 = 1, ty = (2·5 − 1·6)/−2 = −2
        #expect(general.inverted() == CGAffineTransform(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2))
        #expect(general.concatenating(general.inverted()).isIdentity)
    }

    @Test("a transform without an inverse is returned unchanged")
    func singularInverse() {
        // scale (0, 1): det = 0·1 − 0·0 = 0
        let flatten = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flatten.inverted() == flatten)
        // det = 1·4 − 2·2 = 0
        let line = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)
        #expect(line.inverted() == line)
    }

    @Test("scaledBy, translatedBy and rotated apply their step before the receiver")
    func prependedSteps() {
        let point = CGPoint(x: 1, y: 1)
        // scale (2, 3) then move (10, 20): (1, 1) → (2, 3) → (12, 23)
        let scaled = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(scaled == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(point.applying(scaled) == CGPoint(x: 12, y: 23))
        // move (10, 20) then scale (2, 3): (1, 1) → (11, 21) → (22, 63)
        let translated = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(translated == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        #expect(point.applying(translated) == CGPoint(x: 22, y: 63))
        // quarter turn then move (10, 0): (1, 0) → (0, 1) → (10, 1)
        let rotated = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(isApproximately(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 10, y: 1)))
    }

    @Test("a size maps by the linear part only")
    func sizeApplying() {
        // (10, 20): width = 1·10 + 3·20 = 70, height = 2·10 + 4·20 = 100; tx, ty ignored
        #expect(CGSize(width: 10, height: 20).applying(general) == CGSize(width: 70, height: 100))
        // scale (2, 3): (10, 20) → (20, 60)
        let size = CGSize(width: 10, height: 20)
        #expect(size.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGSize(width: 20, height: 60))
        #expect(size.applying(CGAffineTransform(translationX: 5, y: 5)) == size)
    }

    @Test("a rect maps to the bounding box of its transformed corners")
    func rectApplying() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        // scale (2, 3): (0, 0, 10, 20) → (0, 0, 20, 60)
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGRect(x: 0, y: 0, width: 20, height: 60))
        // move (10, 20): (1, 2, 3, 4) → (11, 22, 3, 4)
        #expect(
            CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 20))
                == CGRect(x: 11, y: 22, width: 3, height: 4)
        )
        // quarter turn, (x, y) → (−y, x): corners (0,0) (10,0) (0,20) (10,20)
        // → (0,0) (0,10) (−20,0) (−20,10): box (−20, 0, 20, 10)
        let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isApproximately(turned, CGRect(x: -20, y: 0, width: 20, height: 10)))
        // mirror x: corners x ∈ {0, −10} → standardized (−10, 0, 10, 20)
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -10, y: 0, width: 10, height: 20))
    }

    @Test("an eighth turn grows a square's bounding box by √2")
    func rectRotatedByEighthTurn() {
        // (±1, ±1) turned by π/4 lands on (0, ±√2) and (±√2, 0): box (−√2, −√2, 2√2, 2√2)
        let square = CGRect(x: -1, y: -1, width: 2, height: 2)
        let root2 = CGFloat(2).squareRoot()
        #expect(
            isApproximately(
                square.applying(CGAffineTransform(rotationAngle: .pi / 4)),
                CGRect(x: -root2, y: -root2, width: 2 * root2, height: 2 * root2)
            )
        )
    }

    @Test("the null rect stays null")
    func nullRect() {
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test("equal transforms hash alike")
    func hashing() {
        let built = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 4, y: 5))
        let literal = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 4, ty: 5)
        #expect(built == literal)
        #expect(Set([built, literal, .identity]).count == 2)
    }
}
