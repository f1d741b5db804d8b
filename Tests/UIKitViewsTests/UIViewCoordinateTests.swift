import LayoutTestSupport
import Testing
@testable import UIKitViews

/// Converting points and rectangles between views, and hit-testing.
@MainActor
@Suite("UIView: coordinates and hit-testing")
struct UIViewCoordinateTests {
    /// root (0, 0, 100, 100) holding a (20, 10, 10, 10) and b (80, 80, 20, 20); b holds
    /// c (5, 5, 5, 5).
    private func hierarchy() -> (root: UIView, a: UIView, b: UIView, c: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 20, y: 10, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 80, y: 80, width: 20, height: 20))
        let c = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        root.addSubview(a)
        root.addSubview(b)
        b.addSubview(c)
        return (root, a, b, c)
    }

    @Test("points move by the frames' origins between nested and sibling views")
    func untransformedPoints() {
        let (root, a, b, c) = hierarchy()
        // a's origin is (20, 10) in root.
        #expect(a.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 25, y: 15))
        #expect(root.convert(CGPoint(x: 15, y: 15), to: a) == CGPoint(x: -5, y: 5))
        // From a to b: (60, 70) + (20, 10) − (80, 80) = (0, 0).
        #expect(a.convert(CGPoint(x: 60, y: 70), to: b) == .zero)
        // c's (1, 1) is (1 + 5 + 80, 1 + 5 + 80) in root, (86 − 20, 86 − 10) in a.
        #expect(c.convert(CGPoint(x: 1, y: 1), to: a) == CGPoint(x: 66, y: 76))
        #expect(a.convert(CGPoint(x: 1, y: 1), from: c) == CGPoint(x: 66, y: 76))
        #expect(b.convert(CGPoint(x: 66, y: 76), from: a) == CGPoint(x: 6, y: 6))
    }

    @Test("the bounds' origin shifts what a view's coordinates show, as a scroll offset does")
    func boundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.bounds.origin = CGPoint(x: 50, y: 50)
        let child = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        root.addSubview(child)
        child.bounds.origin = CGPoint(x: 123, y: 123)
        // child's (133, 133) is 10 past its bounds' origin: (40 + 10, 40 + 10) in root.
        #expect(child.convert(CGPoint(x: 133, y: 133), to: root) == CGPoint(x: 50, y: 50))
        #expect(root.convert(CGPoint(x: 133, y: 133), from: child) == CGPoint(x: 50, y: 50))
        // In the space root is placed in, root's (50, 50) shows at (50 − 50, 50 − 50).
        #expect(child.convert(CGPoint(x: 133, y: 133), to: nil) == .zero)
        #expect(child.convert(CGPoint.zero, from: nil) == CGPoint(x: 133, y: 133))
    }

    @Test("a transformed view converts about its centre, in bounds units")
    func transformedPoints() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let scaled = UIView()
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scaled.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        view.addSubview(scaled)
        // bounds 30 × 20, centre (40, 30): (60, 20) − (40, 30) = (20, −10); / 2 = (10, −5);
        // + the bounds' middle (15, 10) = (25, 5).
        #expect(view.convert(CGPoint(x: 60, y: 20), to: scaled) == CGPoint(x: 25, y: 5))
        #expect(scaled.convert(CGPoint(x: 25, y: 5), to: view) == CGPoint(x: 60, y: 20))
    }

    @Test("a rectangle converts to the box around its converted corners")
    func rectangles() {
        let (root, a, _, c) = hierarchy()
        #expect(a.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: root) == CGRect(x: 21, y: 12, width: 3, height: 4))
        #expect(root.convert(CGRect(x: 86, y: 86, width: 2, height: 2), to: c) == CGRect(x: 1, y: 1, width: 2, height: 2))
        let turned = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        root.addSubview(turned)
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn about (10, 5): the 20 × 10 bounds become the box (5, −5, 10, 20).
        #expect(isApproximately(turned.convert(turned.bounds, to: root), CGRect(x: 5, y: -5, width: 10, height: 20)))
        #expect(root.convert(CGRect.null, from: a).isNull)
    }

    @Test("hitTest finds the frontmost deepest view that takes touches")
    func hitTesting() {
        let (root, a, b, c) = hierarchy()
        #expect(root.hitTest(CGPoint(x: 86, y: 86), with: nil) === c)
        #expect(root.hitTest(CGPoint(x: 82, y: 82), with: nil) === b)
        #expect(root.hitTest(CGPoint(x: 25, y: 15), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
        let front = UIView(frame: CGRect(x: 20, y: 10, width: 10, height: 10))
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 25, y: 15), with: nil) === front)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 25, y: 15), with: nil) === a)
        a.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 25, y: 15), with: nil) === root)
        b.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 86, y: 86), with: nil) === root)
    }

    @Test("a subview sticking out of its superview is not hit outside the superview")
    func outsideSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let overhang = UIView(frame: CGRect(x: 40, y: 0, width: 40, height: 10))
        root.addSubview(parent)
        parent.addSubview(overhang)
        #expect(root.hitTest(CGPoint(x: 45, y: 5), with: nil) === overhang)
        #expect(root.hitTest(CGPoint(x: 60, y: 5), with: nil) === root)
    }

    @Test("point(inside:with:) includes the top and left edges and excludes the bottom and right ones")
    func pointInside() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        #expect(view.point(inside: .zero, with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 5), with: nil))
        #expect(!view.point(inside: CGPoint(x: 5, y: 10), with: nil))
        #expect(!view.point(inside: CGPoint(x: -0.5, y: 5), with: nil))
    }
}
