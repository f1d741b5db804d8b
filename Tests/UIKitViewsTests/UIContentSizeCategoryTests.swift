import Testing
@testable import UIKitViews

@Suite("UIContentSizeCategory")
struct UIContentSizeCategoryTests {
    /// Every category this package names, smallest first, with UIKit's identifying string.
    static let all: [(UIContentSizeCategory, String)] = [
        (.unspecified, "_UICTContentSizeCategoryUnspecified"),
        (.extraSmall, "UICTContentSizeCategoryXS"),
        (.small, "UICTContentSizeCategoryS"),
        (.medium, "UICTContentSizeCategoryM"),
        (.large, "UICTContentSizeCategoryL"),
        (.extraLarge, "UICTContentSizeCategoryXL"),
        (.extraExtraLarge, "UICTContentSizeCategoryXXL"),
        (.extraExtraExtraLarge, "UICTContentSizeCategoryXXXL"),
        (.accessibilityMedium, "UICTContentSizeCategoryAccessibilityM"),
        (.accessibilityLarge, "UICTContentSizeCategoryAccessibilityL"),
        (.accessibilityExtraLarge, "UICTContentSizeCategoryAccessibilityXL"),
        (.accessibilityExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXL"),
        (.accessibilityExtraExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXXL"),
    ]

    @Test("each category carries UIKit's string and is rebuilt from it")
    func rawValues() {
        for (category, raw) in Self.all {
            #expect(category.rawValue == raw)
            #expect(UIContentSizeCategory(rawValue: raw) == category)
            #expect(UIContentSizeCategory(raw) == category)
        }
        #expect(Set(Self.all.map(\.0)).count == 13)
    }

    @Test("only the five accessibility sizes are accessibility categories")
    func accessibility() {
        // the last five of the thirteen
        let flagged = Self.all.filter { $0.0.isAccessibilityCategory }.map(\.0)
        #expect(flagged == Self.all.suffix(5).map(\.0))
        #expect(!UIContentSizeCategory("SomethingElse").isAccessibilityCategory)
    }
}
