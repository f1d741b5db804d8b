import Testing
@testable import UIKitViews

/// The layer behind a view: Core Animation's defaults, and the view properties it backs.
@MainActor
@Suite("UIView: layer and appearance")
struct CALayerTests {
    @Test("a new view has UIKit's appearance defaults and its layer Core Animation's")
    func defaults() {
        let view = UIView()
        #expect(view.alpha == 1)
        #expect(!view.isHidden)
        #expect(view.backgroundColor == nil)
        #expect(!view.clipsToBounds)
        #expect(view.isOpaque)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.tag == 0)
        #expect(view.isUserInteractionEnabled)
        #expect(view.accessibilityIdentifier == nil)
        #expect(!view.isAccessibilityElement)
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        let layer = view.layer
        #expect(layer.cornerRadius == 0)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(!layer.masksToBounds)
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.zPosition == 0)
        #expect(layer.cornerCurve == .circular)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    @Test("alpha, isHidden and clipsToBounds are the layer's opacity, isHidden and masksToBounds")
    func layerBackedProperties() {
        let view = UIView()
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
        view.isHidden = true
        #expect(view.layer.isHidden)
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.alpha = 0.3
        // Kept as a Float, as UIKit keeps it: 0.3 reads back at single precision.
        #expect(view.alpha == CGFloat(Float(0.3)))
        #expect(view.alpha != 0.3)
    }

    @Test("backgroundColor also sets the layer's, as a CGColor")
    func backgroundColor() {
        let view = UIView()
        view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)
    }

    @Test("CGColor keeps RGB or gray components, and UIColor converts both ways")
    func colors() {
        let rgb = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(rgb.components == [0.1, 0.2, 0.3, 0.4])
        #expect(rgb.numberOfComponents == 4)
        #expect(rgb.alpha == 0.4)
        #expect(rgb.copy(alpha: 1) == CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        let gray = CGColor(gray: 0.5, alpha: 1)
        #expect(gray.numberOfComponents == 2)
        #expect(gray.copy(alpha: 0) == CGColor(gray: 0.5, alpha: 0))
        #expect(UIColor(cgColor: gray) == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor(cgColor: rgb) == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(UIColor.white.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }
}
