import Foundation
import LayoutTestSupport
import Testing
@testable import UIKitViews

/// Frame, bounds, centre and transform of a headless view, with UIKit's rules (see
/// `ViewGeometry`). Every expected value is worked out in the comment beside it.
@MainActor
@Suite("UIView: geometry")
struct UIViewGeometryTests {
    @Test("init(frame:) places the view: frame as given, bounds at the origin, centre at the midpoint")
    func initFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        // centre = (10 + 100 / 2, 20 + 50 / 2)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.transform == .identity)
        #expect(CATransform3DIsIdentity(view.transform3D))
    }

    @Test("init() and init?(coder:) make a view with a zero frame")
    func otherInitializers() throws {
        #expect(UIView().frame == .zero)
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        let decoded = try #require(UIView(coder: coder))
        #expect(decoded.frame == .zero)
    }

    @Test("a frame reads back exactly as written, even where centre − size / 2 would round")
    func frameRoundTrip() {
        // 0.1 + 0.3 / 2 − 0.3 / 2 is 0.09999999999999998 in binary floating point.
        let frame = CGRect(x: 0.1, y: 0.7, width: 0.3, height: 0.9)
        let view = UIView(frame: frame)
        #expect(view.frame == frame)
        view.frame = CGRect(x: 0.2, y: 0.1, width: 0.3, height: 0.3)
        #expect(view.frame == CGRect(x: 0.2, y: 0.1, width: 0.3, height: 0.3))
    }

    @Test("changing the bounds' size keeps the centre; changing their origin moves nothing")
    func boundsChanges() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.size = CGSize(width: 40, height: 10)
        // centre stays (60, 45): origin = (60 − 40 / 2, 45 − 10 / 2) = (40, 40)
        #expect(view.frame == CGRect(x: 40, y: 40, width: 40, height: 10))
        view.bounds.origin = CGPoint(x: 5, y: 7)
        #expect(view.frame == CGRect(x: 40, y: 40, width: 40, height: 10))
        #expect(view.bounds == CGRect(x: 5, y: 7, width: 40, height: 10))
    }

    @Test("setting the centre moves the view and keeps its size")
    func centerMoves() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.center = CGPoint(x: 100, y: 100)
        // origin = (100 − 10, 100 − 5)
        #expect(view.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
    }

    @Test("a transform changes the frame about the centre, not the bounds or the centre")
    func transformedFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        // 200 × 200 around the centre (50, 50): origin (50 − 100, 50 − 100)
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test("a rotated view's frame is the box around its rotated bounds")
    func rotatedFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn makes 100 × 50 a 50 × 100 box about the centre (50, 25):
        // origin (50 − 25, 25 − 50) = (25, −25).
        #expect(isApproximately(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
    }

    @Test("a translation moves the frame")
    func translatedFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.transform = CGAffineTransform(translationX: 5, y: -3)
        #expect(view.frame == CGRect(x: 15, y: 7, width: 20, height: 20))
    }

    @Test("setting the frame under a scale sizes the bounds by the inverse scale, as Core Animation does")
    func frameUnderScale() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 0.25, y: 0.75)
        view.frame = CGRect(x: 50, y: 50, width: 100, height: 150)
        // bounds = (100 / 0.25, 150 / 0.75) = (400, 200); centre = the frame's midpoint (100, 125)
        #expect(view.bounds.size == CGSize(width: 400, height: 200))
        #expect(view.center == CGPoint(x: 100, y: 125))
        // 400 × 0.25 = 100 and 200 × 0.75 = 150 around (100, 125): the frame written
        #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 150))
    }

    @Test("setting the frame under a transform that cannot be inverted only moves the centre")
    func frameUnderSingularTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 0, y: 1)
        view.frame = CGRect(x: 100, y: 100, width: 40, height: 40)
        #expect(view.bounds.size == CGSize(width: 10, height: 10))
        #expect(view.center == CGPoint(x: 120, y: 120))
    }

    @Test("transform is the affine part of transform3D, and setting either replaces the other")
    func transformAndTransform3D() {
        let view = UIView()
        view.transform3D = CATransform3DMakeScale(2, 3, 4)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        view.transform = CGAffineTransform(translationX: 1, y: 2)
        #expect(view.transform3D == CATransform3DMakeTranslation(1, 2, 0))
    }

    @Test("NaN and infinite coordinates, which Core Animation rejects, are taken as 0")
    func nonFiniteGeometry() {
        let view = UIView(frame: CGRect(x: CGFloat.nan, y: 5, width: .infinity, height: 10))
        #expect(view.frame == CGRect(x: 0, y: 5, width: 0, height: 10))
        view.center = CGPoint(x: CGFloat.nan, y: 1)
        #expect(view.center == CGPoint(x: 0, y: 1))
        view.bounds = CGRect(x: CGFloat.infinity, y: 0, width: 4, height: CGFloat.nan)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 4, height: 0))
    }
}
