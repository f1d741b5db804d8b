// The built-in device presets and where each value comes from.
//
// | preset | portrait points | scale | safe area, portrait (t,l,b,r) | safe area, landscape (t,l,b,r) | size classes (w/h), portrait → landscape |
// |---|---|---|---|---|---|
// | iphone-se         | 375 × 667   | 2 | 20, 0, 0, 0  | 0, 0, 0, 0    | C/R → C/C |
// | iphone-15         | 393 × 852   | 3 | 59, 0, 34, 0 | 0, 59, 21, 59 | C/R → C/C |
// | iphone-15-pro     | 393 × 852   | 3 | 59, 0, 34, 0 | 0, 59, 21, 59 | C/R → C/C |
// | iphone-15-pro-max | 430 × 932   | 3 | 59, 0, 34, 0 | 0, 59, 21, 59 | C/R → R/C |
// | iphone-16         | 393 × 852   | 3 | 59, 0, 34, 0 | 0, 59, 21, 59 | C/R → C/C |
// | iphone-16-pro     | 402 × 874   | 3 | 62, 0, 34, 0 | 0, 62, 21, 62 | C/R → C/C |
// | iphone-16-pro-max | 440 × 956   | 3 | 62, 0, 34, 0 | 0, 62, 21, 62 | C/R → R/C |
// | ipad-pro-11       | 834 × 1194  | 2 | 24, 0, 20, 0 | 24, 0, 20, 0  | R/R → R/R |
// | ipad-pro-12.9     | 1024 × 1366 | 2 | 24, 0, 20, 0 | 24, 0, 20, 0  | R/R → R/R |
//
// Sources (public material; each preset's doc comment says which applies to which value):
//
// [HIG]     Apple, Human Interface Guidelines, "Adaptivity and Layout" / "Layout", table of
//           device dimensions: 11" iPad Pro 834 × 1194 pt @2x, 12.9" iPad Pro 1024 × 1366 pt
//           @2x; iPhone 8 / SE class 375 × 667 pt @2x (750 × 1334 px).
//           https://developer.apple.com/design/human-interface-guidelines/layout
// [HACK14]  Geoff Hackworth, "How iOS Apps Adapt to the various iPhone 14 Screen Sizes"
//           (2022): iPhone 14 Pro 1179 × 2556 px = 393 × 852 pt, iPhone 14 Pro Max
//           1290 × 2796 px = 430 × 932 pt, both @3x. The iPhone 15, 15 Pro and 16 reuse the
//           14 Pro's panel and the 15 Pro Max the 14 Pro Max's (pixel sizes in [UYL]).
// [UYL]     Keith Harrison, useyourloaf.com, "iPhone 15 Screen Sizes" and "iPhone 16 Screen
//           Sizes" (2023, 2024): pixel sizes and safe-area insets, as tabulated in pixels
//           (points × 3) by a public project that cites those posts: iPhone 15, 15 Pro,
//           15 Pro Max, 16: portrait 177/102 px (59/34 pt), landscape 177/177/63 px
//           (59/59/21 pt left/right/bottom); iPhone 16 Pro 1206 × 2622 px, 16 Pro Max
//           1320 × 2868 px, both 186/102 px portrait and 186/186/63 px landscape (62/34 and
//           62/62/21 pt). A swift-snapshot-testing configuration that cites the iPhone 16
//           post gives the same 402 × 874 pt and 62/34, 0/62/21/62 for the 16 Pro.
// [CSL]     csl.cool, "iOS Layout Adaptation" (2023-09-15): a Dynamic Island iPhone printing
//           `UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)` in portrait and
//           `UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)` in landscape.
// [SST]     pointfreeco/swift-snapshot-testing, `ViewImageConfig` (Sources/SnapshotTesting/
//           Common/View.swift): iPhone 8 (375 × 667, the SE 2nd/3rd generation's screen)
//           safe area top 20 in portrait and zero in landscape, size classes compact/regular
//           and compact/compact; iPad Pro 11" safe area top 24, bottom 20 in both
//           orientations, regular/regular.
// [SIZE]    The HIG's size-class table, as quoted by baolei.org ("iOS size class study") and
//           quadsofttech.com ("What are iOS size classes"): every iPhone is compact width,
//           regular height in portrait; in landscape the Plus and Max models are regular
//           width, the others compact width; both compact height. A full-screen iPad is
//           regular/regular in both orientations.
//
// Chosen values (no source states them for that exact model):
//
// - ipad-pro-12.9 safe area 24/20: [SST]'s own `iPadPro12_9` still lists 20/0, the 1st and
//   2nd generation (home button). The 3rd generation onwards has the 11-inch model's Face ID
//   design (status bar 24, home indicator 20), and a public `iPadPro12_9Borderless`
//   swift-snapshot-testing extension uses 24/20 for it; we follow that.
// - iphone-16-pro-max landscape regular width: by the [SIZE] rule for Max models (it is wider
//   in landscape than the 15 Pro Max, which is regular).

extension DevicePreset {
    /// iPhone SE (3rd generation): 375 × 667 points @2x, a home button and no sensor housing.
    ///
    /// Size and scale: [HIG] (the iPhone 8 class screen, 750 × 1334 px). Safe area: the 20-point
    /// status bar in portrait, none in landscape (iPhones hide the status bar in compact
    /// height) [SST]. Size classes: compact/regular, then compact/compact [SST], [SIZE].
    public static let iPhoneSE3 = DevicePreset(
        identifier: "iphone-se", name: "iPhone SE (3rd generation)",
        aliases: ["iphone-se-3", "iphone-se-3rd-generation", "iphone-se-3rd-gen"], idiom: .phone,
        portraitSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeAreaInsets: .zero,
        portraitSizeClasses: .phonePortrait, landscapeSizeClasses: .phoneLandscape)

    /// iPhone 15: 393 × 852 points @3x with the Dynamic Island.
    ///
    /// Size and scale: [HACK14] (the 14 Pro's 1179 × 2556 px panel) and [UYL]. Safe area: 59
    /// top and 34 bottom in portrait; 59 left and right and 21 bottom in landscape [UYL],
    /// [CSL]. Size classes: compact width in both orientations [SIZE].
    public static let iPhone15 = dynamicIslandPhone(
        identifier: "iphone-15", name: "iPhone 15", size: CGSize(width: 393, height: 852), sensorInset: 59,
        regularWidthInLandscape: false)

    /// iPhone 15 Pro: the same screen as the iPhone 15 (393 × 852 points @3x), with the same
    /// insets and size classes. Sources as for ``iPhone15``.
    public static let iPhone15Pro = dynamicIslandPhone(
        identifier: "iphone-15-pro", name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), sensorInset: 59,
        regularWidthInLandscape: false)

    /// iPhone 15 Pro Max: 430 × 932 points @3x with the Dynamic Island.
    ///
    /// Size and scale: [HACK14] (the 14 Pro Max's 1290 × 2796 px panel) and [UYL]. Safe area:
    /// as the iPhone 15 (59/34 portrait, 59/59/21 landscape) [UYL]. Size classes: regular
    /// width in landscape, as every Max model [SIZE].
    public static let iPhone15ProMax = dynamicIslandPhone(
        identifier: "iphone-15-pro-max", name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932),
        sensorInset: 59, regularWidthInLandscape: true)

    /// iPhone 16: the iPhone 15's screen and insets (393 × 852 points @3x, 59/34 and
    /// 59/59/21) [UYL]; compact width in both orientations [SIZE].
    public static let iPhone16 = dynamicIslandPhone(
        identifier: "iphone-16", name: "iPhone 16", size: CGSize(width: 393, height: 852), sensorInset: 59,
        regularWidthInLandscape: false)

    /// iPhone 16 Pro: 402 × 874 points @3x (1206 × 2622 px); safe area 62 top and 34 bottom
    /// in portrait, 62 left and right and 21 bottom in landscape [UYL]; compact width in both
    /// orientations [SIZE].
    public static let iPhone16Pro = dynamicIslandPhone(
        identifier: "iphone-16-pro", name: "iPhone 16 Pro", size: CGSize(width: 402, height: 874), sensorInset: 62,
        regularWidthInLandscape: false)

    /// iPhone 16 Pro Max: 440 × 956 points @3x (1320 × 2868 px); insets as the 16 Pro [UYL].
    /// Regular width in landscape is chosen by the [SIZE] rule for Max models.
    public static let iPhone16ProMax = dynamicIslandPhone(
        identifier: "iphone-16-pro-max", name: "iPhone 16 Pro Max", size: CGSize(width: 440, height: 956),
        sensorInset: 62, regularWidthInLandscape: true)

    /// iPad Pro 11-inch (1st generation onwards, Face ID): 834 × 1194 points @2x [HIG]; safe
    /// area 24 top (status bar) and 20 bottom (home indicator) in both orientations [SST];
    /// regular/regular [SST], [SIZE].
    public static let iPadPro11 = faceIDPad(
        identifier: "ipad-pro-11", name: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1194))

    /// iPad Pro 12.9-inch (3rd generation onwards, Face ID): 1024 × 1366 points @2x [HIG];
    /// safe area 24 top and 20 bottom in both orientations (chosen, see the note at the top
    /// of this file); regular/regular [SIZE].
    public static let iPadPro12_9 = faceIDPad(
        identifier: "ipad-pro-12.9", name: "iPad Pro 12.9-inch", size: CGSize(width: 1024, height: 1366))

    /// Every built-in preset, iPhones from small to large, then iPads.
    public static let all: [DevicePreset] = [
        .iPhoneSE3, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16, .iPhone16Pro, .iPhone16ProMax, .iPadPro11,
        .iPadPro12_9,
    ]

    /// An iPhone with a sensor housing at the top: `sensorInset` at the top in portrait and
    /// on both sides in landscape, 34 (portrait) or 21 (landscape) for the home indicator.
    private static func dynamicIslandPhone(
        identifier: String, name: String, size: CGSize, sensorInset: CGFloat, regularWidthInLandscape: Bool
    ) -> DevicePreset {
        DevicePreset(
            identifier: identifier, name: name, idiom: .phone, portraitSize: size, scale: 3,
            portraitSafeAreaInsets: UIEdgeInsets(top: sensorInset, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: sensorInset, bottom: 21, right: sensorInset),
            portraitSizeClasses: .phonePortrait,
            landscapeSizeClasses: regularWidthInLandscape ? .wideLandscape : .phoneLandscape)
    }

    /// An iPad with Face ID: 24 for the status bar and 20 for the home indicator in both
    /// orientations, regular in both directions.
    private static func faceIDPad(identifier: String, name: String, size: CGSize) -> DevicePreset {
        let insets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let regular = SizeClasses(horizontal: .regular, vertical: .regular)
        return DevicePreset(
            identifier: identifier, name: name, idiom: .pad, portraitSize: size,
            scale: 2, portraitSafeAreaInsets: insets, landscapeSafeAreaInsets: insets, portraitSizeClasses: regular,
            landscapeSizeClasses: regular)
    }
}

extension DevicePreset.SizeClasses {
    /// Every iPhone in portrait.
    fileprivate static let phonePortrait = Self(horizontal: .compact, vertical: .regular)
    /// iPhones other than Plus and Max models in landscape.
    fileprivate static let phoneLandscape = Self(horizontal: .compact, vertical: .compact)
    /// Plus and Max iPhones in landscape.
    fileprivate static let wideLandscape = Self(horizontal: .regular, vertical: .compact)
}
