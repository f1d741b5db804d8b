import LayoutTestSupport
import Testing
@testable import CompositionalLayout

/// A subclass that adds nothing and overrides nothing.
private final class PlainSubclassAttributes: UICollectionViewLayoutAttributes {}

private let header = "UICollectionElementKindSectionHeader"
private let footer = "UICollectionElementKindSectionFooter"

/// Attributes for cell (0, 1) at (10, 20, 30, 40), which is centre (25, 40), size (30, 40).
@MainActor
private func sampleCell() -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    return attributes
}

@MainActor
@Suite("UICollectionViewLayoutAttributes")
struct UICollectionViewLayoutAttributesTests {
    // MARK: Defaults

    @Test("cell attributes start opaque, at z 0, visible, untransformed and without a kind")
    func cellDefaults() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 2))
        #expect(attributes.indexPath == IndexPath(item: 3, section: 2))
        #expect(attributes.representedElementCategory == .cell)
        #expect(attributes.representedElementKind == nil)
        #expect(attributes.alpha == 1)
        #expect(attributes.zIndex == 0)
        #expect(attributes.isHidden == false)
        #expect(attributes.transform == .identity)
        #expect(CATransform3DIsIdentity(attributes.transform3D))
        #expect(attributes.frame == .zero)
        #expect(attributes.center == .zero)
        #expect(attributes.size == .zero)
    }

    @Test("the plain initializer makes a cell with an empty index path")
    func plainInitializer() {
        let attributes = UICollectionViewLayoutAttributes()
        #expect(attributes.indexPath.isEmpty)
        #expect(attributes.representedElementCategory == .cell)
        #expect(attributes.representedElementKind == nil)
        #expect(attributes.alpha == 1)
    }

    @Test("supplementary and decoration attributes record their kind and category")
    func kindsAndCategories() {
        let headerAttributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: header,
            with: IndexPath(item: 0, section: 4)
        )
        #expect(headerAttributes.representedElementCategory == .supplementaryView)
        #expect(headerAttributes.representedElementKind == header)
        #expect(headerAttributes.indexPath == IndexPath(item: 0, section: 4))

        let background = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: "background",
            with: IndexPath(item: 0, section: 1)
        )
        #expect(background.representedElementCategory == .decorationView)
        #expect(background.representedElementKind == "background")
        #expect(background.indexPath == IndexPath(item: 0, section: 1))
        #expect(background.alpha == 1 && background.zIndex == 0 && !background.isHidden)
    }

    @Test("element categories have UIKit's raw values 0, 1, 2")
    func categoryRawValues() {
        #expect(UICollectionElementCategory.cell.rawValue == 0)
        #expect(UICollectionElementCategory.supplementaryView.rawValue == 1)
        #expect(UICollectionElementCategory.decorationView.rawValue == 2)
    }

    // MARK: Geometry coupling

    @Test("an opacity set and set back to 1 is the default again; a copy keeps its own")
    func opacityBackToDefault() {
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let faded = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        faded.alpha = 0.5
        #expect(faded.alpha == 0.5)
        #expect(!faded.isEqual(plain))
        let copy = faded.copy() as? UICollectionViewLayoutAttributes
        faded.alpha = 1
        #expect(faded.isEqual(plain))
        #expect(faded.hash == plain.hash)
        #expect(copy?.alpha == 0.5)
    }

    @Test("index paths of any length read back as set, and copies keep their own")
    func indexPathsOfAnyLength() {
        let attributes = UICollectionViewLayoutAttributes()
        #expect(attributes.indexPath == IndexPath())
        attributes.indexPath = IndexPath(index: 7)
        #expect(attributes.indexPath == IndexPath(index: 7))
        attributes.indexPath = IndexPath(indexes: [1, 2, 3])
        #expect(Array(attributes.indexPath) == [1, 2, 3])
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        #expect(copy?.isEqual(attributes) == true)
        copy?.indexPath = IndexPath(indexes: [1, 2, 4])
        #expect(Array(attributes.indexPath) == [1, 2, 3])
        #expect(copy.map { Array($0.indexPath) } == [1, 2, 4])
        // back to a pair: equal to attributes that never held a longer path
        attributes.indexPath = IndexPath(item: 4, section: 5)
        let pair = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 5))
        #expect(attributes.indexPath.section == 5 && attributes.indexPath.item == 4)
        #expect(attributes.isEqual(pair))
        #expect(attributes.hash == pair.hash)
    }

    @Test("setting the frame sets centre and size")
    func frameSetsCenterAndSize() {
        let attributes = sampleCell()
        // centre = (10 + 30/2, 20 + 40/2) = (25, 40)
        #expect(attributes.center == CGPoint(x: 25, y: 40))
        #expect(attributes.size == CGSize(width: 30, height: 40))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(attributes.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("setting the size keeps the centre")
    func sizeKeepsCenter() {
        let attributes = sampleCell()
        attributes.size = CGSize(width: 10, height: 10)
        // origin = (25 − 10/2, 40 − 10/2) = (20, 35)
        #expect(attributes.frame == CGRect(x: 20, y: 35, width: 10, height: 10))
        #expect(attributes.center == CGPoint(x: 25, y: 40))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("setting the centre moves the frame and keeps the size")
    func centerMoves() {
        let attributes = sampleCell()
        attributes.center = CGPoint(x: 100, y: 100)
        // origin = (100 − 30/2, 100 − 40/2) = (85, 80)
        #expect(attributes.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
        #expect(attributes.size == CGSize(width: 30, height: 40))
    }

    @Test("setting the bounds changes the size only; its origin is ignored")
    func boundsSetsSize() {
        let attributes = sampleCell()
        attributes.bounds = CGRect(x: 5, y: 5, width: 50, height: 60)
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 50, height: 60))
        #expect(attributes.size == CGSize(width: 50, height: 60))
        #expect(attributes.center == CGPoint(x: 25, y: 40))
        // origin = (25 − 50/2, 40 − 60/2) = (0, 10)
        #expect(attributes.frame == CGRect(x: 0, y: 10, width: 50, height: 60))
    }

    @Test("a frame with a negative width reads back unchanged")
    func negativeFrameRoundTrip() {
        let attributes = UICollectionViewLayoutAttributes()
        attributes.frame = CGRect(x: 10, y: 0, width: -4, height: 2)
        // centre = (10 + (−4)/2, 0 + 2/2) = (8, 1)
        #expect(attributes.center == CGPoint(x: 8, y: 1))
        #expect(attributes.frame == CGRect(x: 10, y: 0, width: -4, height: 2))
    }

    @Test("setting the affine transform replaces the 3D transform")
    func transformSetsTransform3D() {
        let attributes = sampleCell()
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CATransform3DEqualToTransform(attributes.transform3D, CATransform3DMakeScale(2, 3, 1)))
        attributes.transform = .identity
        #expect(CATransform3DIsIdentity(attributes.transform3D))
    }

    @Test("setting the 3D transform replaces the affine transform with its affine part")
    func transform3DSetsTransform() {
        let attributes = sampleCell()
        attributes.transform3D = CATransform3DMakeTranslation(5, 6, 7)
        #expect(attributes.transform == CGAffineTransform(translationX: 5, y: 6))
        // scale (2, 3, 4) is not affine; its affine part is scale (2, 3)
        attributes.transform3D = CATransform3DMakeScale(2, 3, 4)
        #expect(attributes.transform == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CATransform3DEqualToTransform(attributes.transform3D, CATransform3DMakeScale(2, 3, 4)))
    }

    @Test("a transform equal to the identity, however built, is the identity: the frame reads back as written and equality holds")
    func identityBuiltByHand() {
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        plain.frame = CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.7)
        let scaled = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        scaled.frame = CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.7)
        // scale (1, 1, 1) and a translation by (0, −0, 0) are entry for entry the identity
        scaled.transform3D = CATransform3DMakeScale(1, 1, 1)
        #expect(scaled.frame == CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.7))
        #expect(CATransform3DIsIdentity(scaled.transform3D))
        #expect(scaled.isEqual(plain))
        #expect(scaled.hash == plain.hash)
        scaled.transform3D = CATransform3DMakeTranslation(0, -0.0, 0)
        #expect(scaled.frame == CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.7))
        #expect(scaled.isEqual(plain))
        // a real transform and back: the written origin survives, as the frame was not set
        scaled.transform3D = CATransform3DMakeTranslation(1, 0, 0)
        #expect(!scaled.isEqual(plain))
        scaled.transform3D = CATransform3DIdentity
        #expect(scaled.frame == CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.7))
        #expect(scaled.isEqual(plain))
    }

    @Test("under a scale the frame is the scaled box about the centre; centre, size and bounds stay")
    func frameUnderScale() {
        let attributes = sampleCell()
        attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
        // bounds about the origin (−15, −20, 30, 40) × 2 = (−30, −40, 60, 80); + centre (25, 40)
        // = (−5, 0, 60, 80)
        #expect(attributes.frame == CGRect(x: -5, y: 0, width: 60, height: 80))
        #expect(attributes.center == CGPoint(x: 25, y: 40))
        #expect(attributes.size == CGSize(width: 30, height: 40))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        attributes.transform = .identity
        #expect(attributes.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("under a quarter turn the frame swaps width and height about the centre")
    func frameUnderRotation() {
        let attributes = UICollectionViewLayoutAttributes()
        attributes.size = CGSize(width: 10, height: 20)
        attributes.center = CGPoint(x: 50, y: 50)
        attributes.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // (−5, −10, 10, 20) turned, (x, y) → (−y, x): box (−10, −5, 20, 10); + (50, 50) = (40, 45, 20, 10)
        #expect(isApproximately(attributes.frame, CGRect(x: 40, y: 45, width: 20, height: 10)))
    }

    @Test("a translation transform moves the frame")
    func frameUnderTranslation() {
        let attributes = UICollectionViewLayoutAttributes()
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.transform = CGAffineTransform(translationX: 5, y: -5)
        // (−5, −5, 10, 10) + (5, −5) = (0, −10, 10, 10); + centre (5, 5) = (5, −5, 10, 10)
        #expect(attributes.frame == CGRect(x: 5, y: -5, width: 10, height: 10))
    }

    @Test("setting the frame under a transform sets centre and size as if untransformed")
    func frameSetUnderTransform() {
        let attributes = UICollectionViewLayoutAttributes()
        attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(attributes.center == CGPoint(x: 5, y: 5))
        #expect(attributes.size == CGSize(width: 10, height: 10))
        // (−5, −5, 10, 10) × 2 = (−10, −10, 20, 20); + centre (5, 5) = (−5, −5, 20, 20)
        #expect(attributes.frame == CGRect(x: -5, y: -5, width: 20, height: 20))
    }

    // MARK: Equality

    @Test("attributes built the same way are equal and hash alike")
    func equalAttributes() {
        let a = sampleCell()
        let b = sampleCell()
        #expect(a !== b)
        #expect(a.isEqual(b))
        #expect(a == b)
        #expect(a.hash == b.hash)
        #expect(Set([a, b]).count == 1)
    }

    /// One change to a property that takes part in equality.
    enum Mutation: String, CaseIterable {
        case indexPath, center, size, transform, transform3D, alpha, zIndex, isHidden

        @MainActor
        func apply(to attributes: UICollectionViewLayoutAttributes) {
            switch self {
            case .indexPath: attributes.indexPath = IndexPath(item: 2, section: 0)
            case .center: attributes.center.x += 1
            case .size: attributes.size.height += 1
            case .transform: attributes.transform = CGAffineTransform(rotationAngle: 0.1)
            case .transform3D: attributes.transform3D.m34 = -1.0 / 500
            case .alpha: attributes.alpha = 0.5
            case .zIndex: attributes.zIndex = 1
            case .isHidden: attributes.isHidden = true
            }
        }
    }

    @Test("attributes that differ in one property are unequal", arguments: Mutation.allCases)
    func unequalAfterMutation(_ mutation: Mutation) {
        let original = sampleCell()
        let changed = sampleCell()
        mutation.apply(to: changed)
        #expect(!original.isEqual(changed))
        #expect(!changed.isEqual(original))
    }

    @Test("category and kind take part in equality")
    func kindEquality() {
        let path = IndexPath(item: 0, section: 0)
        let cell = UICollectionViewLayoutAttributes(forCellWith: path)
        let headerAttributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: header, with: path)
        let footerAttributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: footer, with: path)
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: header, with: path)
        #expect(!cell.isEqual(headerAttributes))
        #expect(!headerAttributes.isEqual(footerAttributes))
        // same kind string, different category
        #expect(!headerAttributes.isEqual(decoration))
        let secondHeader = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: header, with: path)
        #expect(headerAttributes.isEqual(secondHeader))
    }

    @Test("attributes of different classes are unequal even with equal values")
    func classIdentity() {
        let base = sampleCell()
        let subclass = PlainSubclassAttributes(forCellWith: IndexPath(item: 1, section: 0))
        subclass.frame = base.frame
        #expect(!base.isEqual(subclass))
        #expect(!subclass.isEqual(base))
        #expect(!base.isEqual(nil))
        #expect(!base.isEqual(NSObject()))
    }

    // MARK: Copying

    @Test("a copy is equal to its original, of the same class")
    func copyIsEqual() throws {
        let original = sampleCell()
        original.transform = CGAffineTransform(scaleX: 2, y: 2)
        original.alpha = 0.25
        original.zIndex = 7
        original.isHidden = true
        let copy = try #require(original.copy() as? UICollectionViewLayoutAttributes)
        #expect(copy !== original)
        #expect(type(of: copy) == UICollectionViewLayoutAttributes.self)
        #expect(copy.isEqual(original))
        #expect(copy.hash == original.hash)

        let headerAttributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: header,
            with: IndexPath(item: 0, section: 3)
        )
        let headerCopy = try #require(headerAttributes.copy(with: nil) as? UICollectionViewLayoutAttributes)
        #expect(headerCopy.representedElementCategory == .supplementaryView)
        #expect(headerCopy.representedElementKind == header)
        #expect(headerCopy.isEqual(headerAttributes))
    }

    @Test("a copy is independent of its original")
    func copyIsIndependent() throws {
        let original = sampleCell()
        let copy = try #require(original.copy() as? UICollectionViewLayoutAttributes)
        copy.center = .zero
        copy.alpha = 0
        copy.indexPath = IndexPath(item: 9, section: 9)
        #expect(original.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(original.alpha == 1)
        #expect(original.indexPath == IndexPath(item: 1, section: 0))
        #expect(!copy.isEqual(original))
    }

    @Test("factories and copies keep a subclass's own class")
    func subclassCopy() throws {
        let tinted = TintedAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(type(of: tinted) == TintedAttributes.self)
        tinted.tint = 42
        tinted.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let copy = try #require(tinted.copy() as? TintedAttributes)
        #expect(copy.tint == 42)
        #expect(copy.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(copy.isEqual(tinted))
        copy.tint = 1
        #expect(!copy.isEqual(tinted))

        let plain = PlainSubclassAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        let plainCopy = plain.copy()
        #expect(type(of: plainCopy) == PlainSubclassAttributes.self)
        #expect(plain.isEqual(plainCopy))
    }

    // MARK: Description

    @Test("the description names the index path, frame and z-index")
    func cellDescription() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        #expect(
            attributes.description
                == "<UICollectionViewLayoutAttributes: index path: (0-1); frame = (0 0; 375 44); zIndex = 0>"
        )
    }

    @Test("the description adds the kind and any non-default transform, alpha or hidden flag")
    func fullDescription() {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: header,
            with: IndexPath(item: 0, section: 2)
        )
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
        attributes.alpha = 0.5
        attributes.zIndex = 3
        attributes.isHidden = true
        // frame under scale 2 about centre (5, 5): (−5, −5, 20, 20)
        #expect(
            attributes.description
                == "<UICollectionViewLayoutAttributes: index path: (2-0); element kind: (\(header)); "
                + "frame = (-5 -5; 20 20); transform = [2, 0, 0, 2, 0, 0]; alpha = 0.5; zIndex = 3; hidden = YES>"
        )
        let subclass = PlainSubclassAttributes()
        #expect(subclass.description == "<PlainSubclassAttributes: index path: (); frame = (0 0; 0 0); zIndex = 0>")
    }
}
