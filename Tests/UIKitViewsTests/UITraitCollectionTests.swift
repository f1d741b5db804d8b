import Testing
@testable import UIKitViews

@Suite("UITraitCollection")
struct UITraitCollectionTests {
    @Test("a fresh collection leaves every trait unspecified")
    func defaults() {
        let traits = UITraitCollection()
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
    }

    @Test("layout direction raw values are UIKit's: −1, 0, 1")
    func layoutDirectionRawValues() {
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
        #expect(UITraitEnvironmentLayoutDirection.leftToRight.rawValue == 0)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
    }

    @Test("each single-trait initializer specifies exactly its trait")
    func singleTraitInitializers() {
        let unspecified = UITraitCollection()

        let scale = UITraitCollection(displayScale: 3)
        #expect(scale.displayScale == 3)
        #expect(scale != unspecified)
        #expect(UITraitCollection(traitsFrom: [unspecified, scale]) == scale)

        let horizontal = UITraitCollection(horizontalSizeClass: .compact)
        #expect(horizontal.horizontalSizeClass == .compact && horizontal.verticalSizeClass == .unspecified)
        #expect(horizontal.displayScale == 0)

        let vertical = UITraitCollection(verticalSizeClass: .regular)
        #expect(vertical.verticalSizeClass == .regular && vertical.horizontalSizeClass == .unspecified)

        let direction = UITraitCollection(layoutDirection: .rightToLeft)
        #expect(direction.layoutDirection == .rightToLeft && direction.userInterfaceStyle == .unspecified)

        let style = UITraitCollection(userInterfaceStyle: .dark)
        #expect(style.userInterfaceStyle == .dark && style.layoutDirection == .unspecified)

        let category = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(category.preferredContentSizeCategory == .extraLarge && category.displayScale == 0)

        // The empty collection plus six that each specify one trait: seven distinct values.
        #expect(Set([unspecified, scale, horizontal, vertical, direction, style, category]).count == 7)
    }

    @Test("merging keeps each trait from the last collection that specifies it")
    func mergingOverrides() {
        let first = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2),
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .compact),
        ])
        // scale 2 → 3 → (0 is unspecified, ignored) = 3; style dark kept; compact → regular
        let merged = UITraitCollection(traitsFrom: [
            first,
            UITraitCollection(displayScale: 3),
            UITraitCollection(displayScale: 0),
            UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(merged.displayScale == 3)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.horizontalSizeClass == .regular)
        #expect(merged.verticalSizeClass == .unspecified)
        #expect(merged.layoutDirection == .unspecified)
    }

    @Test("unspecified values never override specified ones")
    func mergingIgnoresUnspecified() {
        let specified = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(displayScale: 2),
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(layoutDirection: .rightToLeft),
            UITraitCollection(preferredContentSizeCategory: .large),
        ])
        let unspecified = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .unspecified),
            UITraitCollection(verticalSizeClass: .unspecified),
            UITraitCollection(displayScale: 0),
            UITraitCollection(userInterfaceStyle: .unspecified),
            UITraitCollection(layoutDirection: .unspecified),
            UITraitCollection(preferredContentSizeCategory: .unspecified),
        ])
        #expect(unspecified == UITraitCollection())
        let merged = UITraitCollection(traitsFrom: [specified, unspecified, UITraitCollection()])
        #expect(merged == specified)
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.verticalSizeClass == .regular)
        #expect(merged.displayScale == 2)
        #expect(merged.userInterfaceStyle == .light)
        #expect(merged.layoutDirection == .rightToLeft)
        #expect(merged.preferredContentSizeCategory == .large)
    }

    @Test("merging nothing gives a collection with nothing specified")
    func mergingNothing() {
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
    }

    @Test("a collection contains another when every trait the other specifies matches")
    func containsTraits() {
        let phone = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(displayScale: 3),
            UITraitCollection(userInterfaceStyle: .dark),
        ])
        #expect(phone.containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(phone.containsTraits(in: UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .dark),
        ])))
        #expect(phone.containsTraits(in: phone))
        #expect(phone.containsTraits(in: UITraitCollection()))
        #expect(phone.containsTraits(in: nil))
        #expect(!phone.containsTraits(in: UITraitCollection(displayScale: 2)))
        // compact matches, but phone does not specify the vertical class at all
        #expect(!phone.containsTraits(in: UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
        ])))
        #expect(!UITraitCollection().containsTraits(in: phone))
    }

    @Test("collections with the same traits are equal and hash alike")
    func equality() {
        let scale = UITraitCollection(displayScale: 2)
        let direction = UITraitCollection(layoutDirection: .leftToRight)
        let a = UITraitCollection(traitsFrom: [scale, direction])
        let b = UITraitCollection(traitsFrom: [direction, scale])
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != scale)
    }
}
