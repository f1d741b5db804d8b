import CompositionalLayout
import LayoutTestSupport
import Testing

/// Device presets: the catalog's values, forgiving lookup, and applying one to a host.
@MainActor
@Suite("Device presets")
struct DevicePresetTests {
    /// The catalog, value by value, as documented in `DevicePreset+Catalog.swift`: identifier,
    /// portrait size, scale, portrait insets, landscape insets, landscape horizontal size
    /// class.
    private static let table: [(String, CGFloat, CGFloat, CGFloat, [CGFloat], [CGFloat], UIUserInterfaceSizeClass)] = [
        ("iphone-se", 375, 667, 2, [20, 0, 0, 0], [0, 0, 0, 0], .compact),
        ("iphone-15", 393, 852, 3, [59, 0, 34, 0], [0, 59, 21, 59], .compact),
        ("iphone-15-pro", 393, 852, 3, [59, 0, 34, 0], [0, 59, 21, 59], .compact),
        ("iphone-15-pro-max", 430, 932, 3, [59, 0, 34, 0], [0, 59, 21, 59], .regular),
        ("iphone-16", 393, 852, 3, [59, 0, 34, 0], [0, 59, 21, 59], .compact),
        ("iphone-16-pro", 402, 874, 3, [62, 0, 34, 0], [0, 62, 21, 62], .compact),
        ("iphone-16-pro-max", 440, 956, 3, [62, 0, 34, 0], [0, 62, 21, 62], .regular),
        ("ipad-pro-11", 834, 1194, 2, [24, 0, 20, 0], [24, 0, 20, 0], .regular),
        ("ipad-pro-12.9", 1024, 1366, 2, [24, 0, 20, 0], [24, 0, 20, 0], .regular),
    ]

    private static func insets(_ values: [CGFloat]) -> UIEdgeInsets {
        UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    @Test("The catalog holds the documented values, in order")
    func catalog() {
        #expect(DevicePreset.all.map(\.identifier) == Self.table.map(\.0))
        for (preset, row) in zip(DevicePreset.all, Self.table) {
            #expect(preset.portraitSize == CGSize(width: row.1, height: row.2), "\(row.0)")
            #expect(preset.scale == row.3, "\(row.0)")
            #expect(preset.portraitSafeAreaInsets == Self.insets(row.4), "\(row.0)")
            #expect(preset.landscapeSafeAreaInsets == Self.insets(row.5), "\(row.0)")
            let phone = preset.idiom == .phone
            #expect(phone == row.0.hasPrefix("iphone"), "\(row.0)")
            // iPhones: compact width, regular height in portrait, compact height in landscape;
            // iPads: regular both ways in both orientations.
            #expect(preset.portraitSizeClasses.horizontal == (phone ? .compact : .regular), "\(row.0)")
            #expect(preset.portraitSizeClasses.vertical == .regular, "\(row.0)")
            #expect(preset.landscapeSizeClasses.horizontal == row.6, "\(row.0)")
            #expect(preset.landscapeSizeClasses.vertical == (phone ? .compact : .regular), "\(row.0)")
        }
    }

    @Test("No two presets answer to the same name")
    func namesAreUnique() {
        var seen: [String: String] = [:]
        for preset in DevicePreset.all {
            for name in Set(([preset.identifier, preset.name] + preset.aliases).map(DevicePreset.normalizedName)) {
                #expect(seen[name] == nil, "\(name) names \(seen[name] ?? "") and \(preset.identifier)")
                seen[name] = preset.identifier
            }
        }
    }

    @Test("Names are forgiving: case, spaces and punctuation do not matter")
    func forgivingNames() {
        #expect(DevicePreset.named("iphone-15") == .iPhone15)
        #expect(DevicePreset.named("iPhone 15") == .iPhone15)
        #expect(DevicePreset.named("IPHONE15") == .iPhone15)
        #expect(DevicePreset.named("iphone15pro-max") == .iPhone15ProMax)
        #expect(DevicePreset.named("iPhone 15 Pro Max") == .iPhone15ProMax)
        #expect(DevicePreset.named("iPhone SE (3rd generation)") == .iPhoneSE3)
        #expect(DevicePreset.named("iphone-se-3") == .iPhoneSE3)
        #expect(DevicePreset.named("iPad Pro 12.9-inch") == .iPadPro12_9)
        #expect(DevicePreset.named("ipad pro 12.9") == .iPadPro12_9)
        #expect(DevicePreset.named("ipad_pro_11") == .iPadPro11)
        #expect(DevicePreset.named("") == nil)
        #expect(DevicePreset.named("---") == nil)
        #expect(DevicePreset.named("iphone-15-pro-maxx") == nil)
    }

    @Test("An unknown name: the error suggests the closest identifier and lists them all")
    func unknownName() {
        let known = DevicePreset.all.map(\.identifier)
        #expect(throws: UnknownDeviceError(name: "iphone-15-pro-mx", suggestion: "iphone-15-pro-max", knownIdentifiers: known)) {
            try DevicePreset.lookUp("iphone-15-pro-mx")
        }
        #expect(throws: UnknownDeviceError(name: "iPhone SE 2", suggestion: "iphone-se", knownIdentifiers: known)) {
            try DevicePreset.lookUp("iPhone SE 2")
        }
        #expect(throws: UnknownDeviceError(name: "pixel-8", suggestion: nil, knownIdentifiers: known)) {
            try DevicePreset.lookUp("pixel-8")
        }
        let error = UnknownDeviceError(name: "iphone-14", suggestion: "iphone-15", knownIdentifiers: ["iphone-se", "iphone-15"])
        #expect(error.description == "unknown device 'iphone-14'; did you mean 'iphone-15'? Known devices: iphone-se, iphone-15.")
        let plain = UnknownDeviceError(name: "x", suggestion: nil, knownIdentifiers: ["iphone-se"])
        #expect(plain.description == "unknown device 'x'. Known devices: iphone-se.")
    }

    @Test("Orientation turns the screen and picks the insets and size classes")
    func orientation() {
        let device = DevicePreset.iPhone15ProMax
        #expect(device.screenSize(in: .portrait) == CGSize(width: 430, height: 932))
        #expect(device.screenSize(in: .landscape) == CGSize(width: 932, height: 430))
        #expect(device.safeAreaInsets(in: .landscape) == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let traits = device.traitCollection(in: .landscape)
        #expect(traits.displayScale == 3 && traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .compact)
        // Only scale and size classes are specified.
        #expect(traits.layoutDirection == .unspecified && traits.preferredContentSizeCategory == .unspecified)
        // A preset given in landscape order is stored upright.
        let sideways = DevicePreset(
            identifier: "x", name: "X", idiom: .phone, portraitSize: CGSize(width: 800, height: 400), scale: 2,
            portraitSafeAreaInsets: .zero, landscapeSafeAreaInsets: .zero,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact))
        #expect(sideways.portraitSize == CGSize(width: 400, height: 800))
    }

    @Test("apply(_:in:) sets frame, screen size, safe area, scale and size classes, and keeps other traits")
    func applyToHost() {
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 50)), itemCounts: [3])
        let collectionView = host.collectionView
        collectionView.traitCollection = UITraitCollection(traitsFrom: [
            collectionView.traitCollection, UITraitCollection(layoutDirection: .rightToLeft),
        ])
        collectionView.apply(.iPhoneSE3)
        #expect(collectionView.frame.size == CGSize(width: 375, height: 667))
        #expect(collectionView.screenSize == CGSize(width: 375, height: 667))
        #expect(collectionView.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(collectionView.traitCollection.displayScale == 2)
        #expect(collectionView.traitCollection.horizontalSizeClass == .compact)
        #expect(collectionView.traitCollection.verticalSizeClass == .regular)
        #expect(collectionView.traitCollection.layoutDirection == .rightToLeft)
        // The SE's 375-point screen gets 16-point system margins; the view rests below the
        // 20-point status bar.
        #expect(collectionView.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: -20))

        collectionView.apply(.iPhone15, in: .landscape)
        #expect(collectionView.frame.size == CGSize(width: 852, height: 393))
        #expect(collectionView.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(collectionView.traitCollection.displayScale == 3)
        #expect(collectionView.traitCollection.verticalSizeClass == .compact)
        // 393 points in portrait: 20-point margins, kept in landscape.
        #expect(collectionView.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    }

    @Test("A layout on a preset: rows take the width and the @2x grid")
    func layoutOnPreset() {
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 50.3)), itemCounts: [2])
        host.collectionView.apply(.iPhoneSE3)
        // 50.3 at @2x floors to 100 px = 50; the second row starts at 50.3 → 100.6 px → 50.
        expectFrame(host.frame(0, 0), 0, 0, 375, 50)
        expectFrame(host.frame(0, 1), 0, 50, 375, 50)
    }
}
