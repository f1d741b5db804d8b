import Testing
import UIKitViews

/// Whether two components agree within a millionth (the conversions divide).
private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

/// The components of `color` as an array, red, green, blue, alpha.
private func components(_ color: UIColor) -> [CGFloat] { [color.red, color.green, color.blue, color.alpha] }

@Suite("UIColor helpers screens use")
struct UIColorHelperTests {
    @Test(
        "hue, saturation and brightness convert to RGB by the standard sectors",
        arguments: [
            // hue 0.5 → h = 3, sector 3, f = 0: p = 0, q = 1 → (p, q, v) = (0, 1, 1), cyan.
            (0.5, 1.0, 1.0, [0.0, 1.0, 1.0]),
            // hue 1/12 → h = 0.5, sector 0: p = 0.8 × 0.5 = 0.4, t = 0.8 × (1 − 0.25) = 0.6 → (v, t, p).
            (1.0 / 12, 0.5, 0.8, [0.8, 0.6, 0.4]),
            // hue 0.75 → h = 4.5, sector 4: p = 1 × 0.75, t = 1 × (1 − 0.125) = 0.875 → (t, p, v).
            (0.75, 0.25, 1.0, [0.875, 0.75, 1.0]),
            // hue 1 is hue 0: red. Saturation above 1 counts as 1.
            (1.0, 3.0, 1.0, [1.0, 0.0, 0.0]),
            // No saturation: a gray of the brightness.
            (0.3, 0.0, 0.6, [0.6, 0.6, 0.6]),
        ] as [(Double, Double, Double, [Double])])
    func hueSaturationBrightness(hue: Double, saturation: Double, brightness: Double, rgb: [Double]) {
        let color = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 0.5)
        let expected: [CGFloat] = rgb.map { CGFloat($0) } + [0.5]
        let matches = zip(components(color), expected).allSatisfy { close($0, $1) }
        #expect(matches, "\(components(color))")
    }

    @Test("getRed and getHue write the components back; (0.8, 0.6, 0.4) is hue 1/12, saturation 0.5, brightness 0.8")
    func readBack() {
        let color = UIColor(red: 0.8, green: 0.6, blue: 0.4, alpha: 0.9)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        let read: [CGFloat] = [r, g, b, a]
        #expect(read == [0.8, 0.6, 0.4, 0.9])
        var (h, s, v): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
        #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        // Red is largest: (0.6 − 0.4) / (0.8 − 0.4) = 0.5 sixths of a turn = 1/12.
        let twelfth: CGFloat = 1.0 / 12
        #expect(close(h, twelfth) && close(s, 0.5) && close(v, 0.8) && a == 0.9)
        // Blue largest, hue 4/6 + (r − g)/Δ/6: (0.2, 0.2, 1.0) → 4/6.
        #expect(UIColor(red: 0.2, green: 0.2, blue: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil))
        let twoThirds: CGFloat = 4.0 / 6
        #expect(close(h, twoThirds) && close(s, 0.8))
        var white: CGFloat = 0
        UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: nil)
        #expect(white == 0.25)
    }

    @Test("withAlphaComponent keeps a dynamic color dynamic; a provider is asked for light and dark")
    func alphaAndDynamic() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        let light = components(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        let dark = components(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        let lightBlue: [CGFloat] = [0, 122 / 255, 1, 0.5]
        let darkBlue: [CGFloat] = [10 / 255, 132 / 255, 1, 0.5]
        #expect(light == lightBlue)
        #expect(dark == darkBlue)
        let adaptive = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        #expect(adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
        #expect(adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        #expect(UIColor.red.withAlphaComponent(0.2) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.2))
    }

    @Test("named colors are nil without an asset catalogue; the tint color is the system blue's values")
    func namedAndTint() {
        #expect(UIColor(named: "AccentColor") == nil)
        #expect(UIColor(named: "AccentColor", in: nil, compatibleWith: nil) == nil)
        #expect(components(UIColor.tintColor) == components(UIColor.systemBlue))
        #expect(UIColor.tintColor.systemName == "tintColor")
    }
}

@Suite("UIImage.SymbolConfiguration")
struct SymbolConfigurationTests {
    @Test("the initializers screens use store what they are given")
    func initializers() {
        let font = UIFont.systemFont(ofSize: 13)
        let byFont = UIImage.SymbolConfiguration(font: font, scale: .small)
        #expect(byFont.font == font && byFont.scale == .small && byFont.pointSize == nil)
        let palette = UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue])
        #expect(palette.paletteColors == [.systemRed, .systemBlue])
        #expect(UIImage.SymbolConfiguration(hierarchicalColor: .systemPink).hierarchicalColor == .systemPink)
        #expect(UIImage.SymbolConfiguration.preferringMulticolor().prefersMulticolor)
        #expect(UIImage.SymbolConfiguration.unspecified == UIImage.SymbolConfiguration(scale: .unspecified))
    }

    @Test("applying puts the other configuration's settings over these; a size replaces every size")
    func applying() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let scaled = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(scaled == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
        let styled = scaled.applying(UIImage.SymbolConfiguration(textStyle: .body))
        #expect(styled.pointSize == nil && styled.textStyle == .body && styled.weight == .bold && styled.scale == .large)
        let colored = styled.applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemRed))
        #expect(colored.hierarchicalColor == .systemRed && colored.textStyle == .body)
        #expect(base.applying(nil) == base)
    }

    @Test("a symbol image takes a configuration applied over its own; other images answer nil")
    func applyingToImages() throws {
        let star = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        let bold = star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold))
        #expect(bold?.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 17, weight: .bold))
        #expect(UIImage(named: "photo")?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)) == nil)
    }
}

/// A row whose custom action is a method, as app code writes it.
@MainActor
private final class Row {
    var reads = 0
    func markRead() { reads += 1 }
}

@MainActor
@Suite("UIMenu and accessibility custom actions")
struct MenuAndAccessibilityTests {
    @Test("a menu keeps its children and options; replacing children keeps the rest")
    func menus() {
        let name = UIAction(title: "Name", state: .on) { _ in }
        let date = UIAction(title: "Date") { _ in }
        let sort = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: .singleSelection, children: [name, date])
        #expect(sort.children.count == 2 && sort.title == "Sort")
        #expect(sort.selectedElements.first === name && sort.selectedElements.count == 1)
        #expect(UIMenu.Options.displayInline.rawValue == 1 && UIMenu.Options.singleSelection.rawValue == 32)
        let replaced = sort.replacingChildren([date])
        #expect(replaced.identifier == sort.identifier && replaced.options == .singleSelection)
        #expect(replaced.children.count == 1 && replaced.children.first === date)
        #expect(UIMenu().identifier != UIMenu().identifier && UIMenu().preferredElementSize == .automatic)
        let deferred = UIDeferredMenuElement { completion in completion([date]) }
        var provided: [UIMenuElement] = []
        deferred.elementProvider { provided = $0 }
        #expect(deferred.isCached && provided.count == 1 && !UIDeferredMenuElement.uncached { _ in }.isCached)
    }

    @Test("custom actions perform their handler or their selector; a named selector fails")
    func customActions() {
        let row = Row()
        let view = UIView()
        view.accessibilityTraits = [.button, .header]
        #expect(view.accessibilityTraits.rawValue == 1 + 65_536)
        let byHandler = UIAccessibilityCustomAction(name: "Flag") { _ in false }
        let bySelector = UIAccessibilityCustomAction(name: "Mark as Read", target: row, selector: Selector(Row.markRead))
        let named = UIAccessibilityCustomAction(name: "Delete", target: row, selector: "deleteRow")
        view.accessibilityCustomActions = [byHandler, bySelector, named]
        #expect(view.accessibilityCustomActions?.map { $0.simulatePerform() } == [false, true, false])
        #expect(row.reads == 1)
    }
}
