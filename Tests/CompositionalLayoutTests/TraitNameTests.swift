import CompositionalLayout
import Testing

/// The traits section providers read (issue 17): idiom, contrast, text weight, ordered text
/// sizes, and iOS 17's closure-built trait collections.
@Suite("UIKit trait names")
struct TraitNameTests {
    @Test("The idiom, contrast and weight enumerations have UIKit's raw values")
    func rawValues() {
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
        #expect(UIUserInterfaceIdiom.phone.rawValue == 0 && UIUserInterfaceIdiom.pad.rawValue == 1)
        #expect(UIUserInterfaceIdiom.tv.rawValue == 2 && UIUserInterfaceIdiom.carPlay.rawValue == 3)
        #expect(UIUserInterfaceIdiom.mac.rawValue == 5 && UIUserInterfaceIdiom.vision.rawValue == 6)
        #expect(UIAccessibilityContrast.unspecified.rawValue == -1 && UIAccessibilityContrast.high.rawValue == 1)
        #expect(UILegibilityWeight.unspecified.rawValue == -1 && UILegibilityWeight.bold.rawValue == 1)
    }

    @Test("A new collection leaves every new trait unspecified; single-trait initializers set one")
    func singleTraits() {
        let empty = UITraitCollection()
        #expect(empty.userInterfaceIdiom == .unspecified)
        #expect(empty.accessibilityContrast == .unspecified && empty.legibilityWeight == .unspecified)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).displayScale == 0)
    }

    @Test("init(mutations:) sets the traits the closure assigns and leaves the rest unspecified")
    func mutations() {
        let traits = UITraitCollection { traits in
            traits.userInterfaceIdiom = .pad
            traits.horizontalSizeClass = .regular
            traits.displayScale = 2
            traits.legibilityWeight = .bold
        }
        #expect(traits.userInterfaceIdiom == .pad && traits.horizontalSizeClass == .regular)
        #expect(traits.displayScale == 2 && traits.legibilityWeight == .bold)
        #expect(traits.verticalSizeClass == .unspecified && traits.userInterfaceStyle == .unspecified)
        #expect(traits == UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(displayScale: 2), UITraitCollection(legibilityWeight: .bold),
        ]))
    }

    @Test("modifyingTraits(_:) starts from the collection's values")
    func modifying() {
        let base = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceStyle: .dark)])
        let changed = base.modifyingTraits { $0.userInterfaceStyle = .light }
        #expect(changed.displayScale == 3 && changed.userInterfaceStyle == .light)
        #expect(base.userInterfaceStyle == .dark)
    }

    @Test("init(traitsFrom:) takes the last specified value of the new traits too")
    func mergingNewTraits() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(userInterfaceIdiom: .pad),
            UITraitCollection(accessibilityContrast: .high), UITraitCollection(userInterfaceIdiom: .unspecified),
        ])
        #expect(merged.userInterfaceIdiom == .pad && merged.accessibilityContrast == .high)
        #expect(merged.containsTraits(in: UITraitCollection(userInterfaceIdiom: .pad)))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
        #expect(merged != UITraitCollection(userInterfaceIdiom: .pad))
    }

    @Test("Text sizes order from extraSmall to the largest accessibility size")
    func contentSizeOrder() {
        let ascending: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        for (index, category) in ascending.enumerated() {
            for (otherIndex, other) in ascending.enumerated() {
                #expect((category < other) == (index < otherIndex))
            }
            // The usual test for the accessibility sizes.
            #expect((category >= .accessibilityMedium) == category.isAccessibilityCategory)
        }
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(ascending.shuffled().sorted() == ascending)
    }

    @Test("Device presets set the idiom; the headless view's default traits are a phone's")
    @MainActor
    func presetIdiom() {
        #expect(DevicePreset.iPadPro11.traitCollection(in: .portrait).userInterfaceIdiom == .pad)
        #expect(DevicePreset.iPhoneSE3.traitCollection(in: .landscape).userInterfaceIdiom == .phone)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewLayout())
        #expect(collectionView.traitCollection.userInterfaceIdiom == .phone)
        collectionView.apply(.iPadPro11)
        #expect(collectionView.traitCollection.userInterfaceIdiom == .pad)
    }
}
