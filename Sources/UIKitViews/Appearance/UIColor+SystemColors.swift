// UIKit's named colors, with the light and dark values UIKit resolves them to.
//
// Sources:
// [HIG]  Apple, Human Interface Guidelines, "Color", the tables "iOS, iPadOS system colors" and
//        "iOS, iPadOS system gray colors" (revision of June 2023, after the December 2022
//        correction of mint's dark value), default (not increased-contrast) values. That
//        revision's iOS row gives brown's light red as 165; its macOS row, and UIKit's
//        `systemBrown` as printed on iOS, give 162, which is used here.
// [UIE]  The UI element colors (labels, fills, backgrounds, separators, link) have no numbers
//        in Apple's documentation ("UI element colors" names them only). The values are those
//        `resolvedColor(with:)` prints on iOS 13 and later in light and dark appearance, as
//        tabulated by Noah Gilmore ("Backwards compatibility for iOS 13 system colors",
//        noahgilmore.com, 2019; light values also in his ColorCompatibility library) and
//        quoted in answers printing them, e.g. `secondaryLabel` light 0.235294 0.235294
//        0.262745 0.6, dark 0.921569 0.921569 0.960784 0.6, and
//        `secondarySystemGroupedBackground` dark 0.109804 0.109804 0.117647 1.
//
// Components are written as 0…255 with an opacity; `r / 255` is what UIKit stores.

extension UIColor {
    /// A dynamic system color from 8-bit light and dark components and opacities.
    private static func system(
        _ name: String, light: (Int, Int, Int, CGFloat), dark: (Int, Int, Int, CGFloat)
    ) -> UIColor {
        func components(_ value: (Int, Int, Int, CGFloat)) -> Components {
            Components(
                red: CGFloat(value.0) / 255, green: CGFloat(value.1) / 255, blue: CGFloat(value.2) / 255, alpha: value.3)
        }
        return UIColor(light: components(light), dark: components(dark), systemName: name)
    }

    // MARK: Fixed colors (the same in every appearance)

    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// A gray of brightness 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// A gray of brightness 1/2.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// A gray of brightness 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Pure red, (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green, (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue, (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan, (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow, (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta, (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange, (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple, (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown, (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // MARK: Labels [UIE]

    /// Primary text: black in light, white in dark.
    public static let label = system("label", light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// Secondary text: #3C3C43 at 60 % in light, #EBEBF5 at 60 % in dark.
    public static let secondaryLabel = system("secondaryLabel", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    /// Tertiary text: #3C3C43 at 30 %, #EBEBF5 at 30 %.
    public static let tertiaryLabel = system("tertiaryLabel", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// Quaternary text: #3C3C43 at 18 %, #EBEBF5 at 16 %.
    public static let quaternaryLabel = system(
        "quaternaryLabel", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    /// Placeholder text in fields: #3C3C43 at 30 %, #EBEBF5 at 30 %.
    public static let placeholderText = system(
        "placeholderText", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// Links: #007AFF in light, #0984FF in dark.
    public static let link = system("link", light: (0, 122, 255, 1), dark: (9, 132, 255, 1))

    // MARK: Fills [UIE]

    /// Fill of thin and small shapes: #787880 at 20 %, at 36 % in dark.
    public static let systemFill = system("systemFill", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    /// Fill of medium shapes: #787880 at 16 %, at 32 % in dark.
    public static let secondarySystemFill = system(
        "secondarySystemFill", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    /// Fill of large shapes: #767680 at 12 %, at 24 % in dark.
    public static let tertiarySystemFill = system(
        "tertiarySystemFill", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    /// Fill of large areas with complex content: #747480 at 8 % in light, #767680 at 18 % in
    /// dark.
    public static let quaternarySystemFill = system(
        "quaternarySystemFill", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))

    // MARK: Backgrounds [UIE]

    /// The background of plain content: white in light, black in dark.
    public static let systemBackground = system("systemBackground", light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    /// Content over the main background: #F2F2F7 in light, #1C1C1E in dark.
    public static let secondarySystemBackground = system(
        "secondarySystemBackground", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// Content over the secondary background: white in light, #2C2C2E in dark.
    public static let tertiarySystemBackground = system(
        "tertiarySystemBackground", light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    /// The background of grouped content: #F2F2F7 in light, black in dark.
    public static let systemGroupedBackground = system(
        "systemGroupedBackground", light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    /// Rows of grouped content: white in light, #1C1C1E in dark.
    public static let secondarySystemGroupedBackground = system(
        "secondarySystemGroupedBackground", light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    /// Content inside grouped rows: #F2F2F7 in light, #2C2C2E in dark.
    public static let tertiarySystemGroupedBackground = system(
        "tertiarySystemGroupedBackground", light: (242, 242, 247, 1), dark: (44, 44, 46, 1))

    // MARK: Separators [UIE]

    /// Thin borders and dividers that let what is behind show: #3C3C43 at 29 % in light,
    /// #545458 at 60 % in dark.
    public static let separator = system("separator", light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    /// Borders and dividers that hide what is behind: #C6C6C8 in light, #38383A in dark.
    public static let opaqueSeparator = system(
        "opaqueSeparator", light: (198, 198, 200, 1), dark: (56, 56, 58, 1))

    // MARK: System colors [HIG]

    /// Red: #FF3B30 in light, #FF453A in dark.
    public static let systemRed = system("systemRed", light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    /// Orange: #FF9500 in light, #FF9F0A in dark.
    public static let systemOrange = system("systemOrange", light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    /// Yellow: #FFCC00 in light, #FFD60A in dark.
    public static let systemYellow = system("systemYellow", light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    /// Green: #34C759 in light, #30D158 in dark.
    public static let systemGreen = system("systemGreen", light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    /// Mint: #00C7BE in light, #66D4CF in dark.
    public static let systemMint = system("systemMint", light: (0, 199, 190, 1), dark: (102, 212, 207, 1))
    /// Teal: #30B0C7 in light, #40C8E0 in dark.
    public static let systemTeal = system("systemTeal", light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
    /// Cyan: #32ADE6 in light, #64D2FF in dark.
    public static let systemCyan = system("systemCyan", light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
    /// Blue: #007AFF in light, #0A84FF in dark.
    public static let systemBlue = system("systemBlue", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    /// Indigo: #5856D6 in light, #5E5CE6 in dark.
    public static let systemIndigo = system("systemIndigo", light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    /// Purple: #AF52DE in light, #BF5AF2 in dark.
    public static let systemPurple = system("systemPurple", light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    /// Pink: #FF2D55 in light, #FF375F in dark.
    public static let systemPink = system("systemPink", light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    /// Brown: #A2845E in light, #AC8E68 in dark.
    public static let systemBrown = system("systemBrown", light: (162, 132, 94, 1), dark: (172, 142, 104, 1))

    // MARK: System grays [HIG]

    /// The base gray, #8E8E93 in both appearances.
    public static let systemGray = system("systemGray", light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
    /// #AEAEB2 in light, #636366 in dark.
    public static let systemGray2 = system("systemGray2", light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    /// #C7C7CC in light, #48484A in dark.
    public static let systemGray3 = system("systemGray3", light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    /// #D1D1D6 in light, #3A3A3C in dark.
    public static let systemGray4 = system("systemGray4", light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    /// #E5E5EA in light, #2C2C2E in dark.
    public static let systemGray5 = system("systemGray5", light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    /// #F2F2F7 in light, #1C1C1E in dark.
    public static let systemGray6 = system("systemGray6", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
}
