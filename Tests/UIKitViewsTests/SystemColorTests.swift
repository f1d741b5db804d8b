import UIKitViews
import Testing

/// UIKit's named colors and their light and dark values (sources in `UIColor+SystemColors.swift`).
@Suite("System colors")
struct SystemColorTests {
    /// One color's expected values, 8-bit components with an opacity.
    struct Expected: CustomTestStringConvertible, Sendable {
        let name: String
        let color: UIColor
        let light: (Int, Int, Int, CGFloat)
        let dark: (Int, Int, Int, CGFloat)

        var testDescription: String { name }
    }

    static let table: [Expected] = [
        Expected(name: "label", color: .label, light: (0, 0, 0, 1), dark: (255, 255, 255, 1)),
        Expected(name: "secondaryLabel", color: .secondaryLabel, light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6)),
        Expected(name: "tertiaryLabel", color: .tertiaryLabel, light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)),
        Expected(name: "quaternaryLabel", color: .quaternaryLabel, light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16)),
        Expected(name: "placeholderText", color: .placeholderText, light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)),
        Expected(name: "link", color: .link, light: (0, 122, 255, 1), dark: (9, 132, 255, 1)),
        Expected(name: "systemFill", color: .systemFill, light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36)),
        Expected(
            name: "secondarySystemFill", color: .secondarySystemFill, light: (120, 120, 128, 0.16),
            dark: (120, 120, 128, 0.32)),
        Expected(
            name: "tertiarySystemFill", color: .tertiarySystemFill, light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24)),
        Expected(
            name: "quaternarySystemFill", color: .quaternarySystemFill, light: (116, 116, 128, 0.08),
            dark: (118, 118, 128, 0.18)),
        Expected(name: "systemBackground", color: .systemBackground, light: (255, 255, 255, 1), dark: (0, 0, 0, 1)),
        Expected(
            name: "secondarySystemBackground", color: .secondarySystemBackground, light: (242, 242, 247, 1),
            dark: (28, 28, 30, 1)),
        Expected(
            name: "tertiarySystemBackground", color: .tertiarySystemBackground, light: (255, 255, 255, 1),
            dark: (44, 44, 46, 1)),
        Expected(
            name: "systemGroupedBackground", color: .systemGroupedBackground, light: (242, 242, 247, 1), dark: (0, 0, 0, 1)),
        Expected(
            name: "secondarySystemGroupedBackground", color: .secondarySystemGroupedBackground, light: (255, 255, 255, 1),
            dark: (28, 28, 30, 1)),
        Expected(
            name: "tertiarySystemGroupedBackground", color: .tertiarySystemGroupedBackground, light: (242, 242, 247, 1),
            dark: (44, 44, 46, 1)),
        Expected(name: "separator", color: .separator, light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6)),
        Expected(name: "opaqueSeparator", color: .opaqueSeparator, light: (198, 198, 200, 1), dark: (56, 56, 58, 1)),
        Expected(name: "systemRed", color: .systemRed, light: (255, 59, 48, 1), dark: (255, 69, 58, 1)),
        Expected(name: "systemOrange", color: .systemOrange, light: (255, 149, 0, 1), dark: (255, 159, 10, 1)),
        Expected(name: "systemYellow", color: .systemYellow, light: (255, 204, 0, 1), dark: (255, 214, 10, 1)),
        Expected(name: "systemGreen", color: .systemGreen, light: (52, 199, 89, 1), dark: (48, 209, 88, 1)),
        Expected(name: "systemMint", color: .systemMint, light: (0, 199, 190, 1), dark: (102, 212, 207, 1)),
        Expected(name: "systemTeal", color: .systemTeal, light: (48, 176, 199, 1), dark: (64, 200, 224, 1)),
        Expected(name: "systemCyan", color: .systemCyan, light: (50, 173, 230, 1), dark: (100, 210, 255, 1)),
        Expected(name: "systemBlue", color: .systemBlue, light: (0, 122, 255, 1), dark: (10, 132, 255, 1)),
        Expected(name: "systemIndigo", color: .systemIndigo, light: (88, 86, 214, 1), dark: (94, 92, 230, 1)),
        Expected(name: "systemPurple", color: .systemPurple, light: (175, 82, 222, 1), dark: (191, 90, 242, 1)),
        Expected(name: "systemPink", color: .systemPink, light: (255, 45, 85, 1), dark: (255, 55, 95, 1)),
        Expected(name: "systemBrown", color: .systemBrown, light: (162, 132, 94, 1), dark: (172, 142, 104, 1)),
        Expected(name: "systemGray", color: .systemGray, light: (142, 142, 147, 1), dark: (142, 142, 147, 1)),
        Expected(name: "systemGray2", color: .systemGray2, light: (174, 174, 178, 1), dark: (99, 99, 102, 1)),
        Expected(name: "systemGray3", color: .systemGray3, light: (199, 199, 204, 1), dark: (72, 72, 74, 1)),
        Expected(name: "systemGray4", color: .systemGray4, light: (209, 209, 214, 1), dark: (58, 58, 60, 1)),
        Expected(name: "systemGray5", color: .systemGray5, light: (229, 229, 234, 1), dark: (44, 44, 46, 1)),
        Expected(name: "systemGray6", color: .systemGray6, light: (242, 242, 247, 1), dark: (28, 28, 30, 1)),
    ]

    /// Expects `color` to have the 8-bit components `value`.
    private func expectComponents(
        _ color: UIColor, _ value: (Int, Int, Int, CGFloat), sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(color.red == CGFloat(value.0) / 255, sourceLocation: sourceLocation)
        #expect(color.green == CGFloat(value.1) / 255, sourceLocation: sourceLocation)
        #expect(color.blue == CGFloat(value.2) / 255, sourceLocation: sourceLocation)
        #expect(color.alpha == value.3, sourceLocation: sourceLocation)
    }

    @Test("Each system color resolves to its light value in light and unspecified appearance, its dark value in dark",
          arguments: table)
    func resolves(_ expected: Expected) {
        #expect(expected.color.systemName == expected.name)
        expectComponents(expected.color, expected.light)
        expectComponents(expected.color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)), expected.light)
        expectComponents(expected.color.resolvedColor(with: UITraitCollection()), expected.light)
        let dark = expected.color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        expectComponents(dark, expected.dark)
        // A resolved color is plain: it resolves to itself in every appearance.
        #expect(dark.systemName == nil)
        #expect(dark.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == dark)
    }

    @Test("Fixed colors have UIKit's documented components and do not change in dark appearance")
    func fixedColors() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let table: [(UIColor, CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (.black, 0, 0, 0, 1), (.white, 1, 1, 1, 1), (.clear, 0, 0, 0, 0), (.gray, 0.5, 0.5, 0.5, 1),
            (.darkGray, 1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0, 1), (.lightGray, 2.0 / 3.0, 2.0 / 3.0, 2.0 / 3.0, 1),
            (.red, 1, 0, 0, 1), (.green, 0, 1, 0, 1), (.blue, 0, 0, 1, 1), (.cyan, 0, 1, 1, 1), (.yellow, 1, 1, 0, 1),
            (.magenta, 1, 0, 1, 1), (.orange, 1, 0.5, 0, 1), (.purple, 0.5, 0, 0.5, 1), (.brown, 0.6, 0.4, 0.2, 1),
        ]
        for (color, red, green, blue, alpha) in table {
            #expect(color.red == red && color.green == green && color.blue == blue && color.alpha == alpha)
            #expect(color.resolvedColor(with: dark) === color)
        }
    }
}
