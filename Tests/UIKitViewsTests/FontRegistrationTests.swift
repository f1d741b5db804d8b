import FontFixtures
import Foundation
import Testing
@testable import UIKitViews

// The synthetic font (FontFixtures.SyntheticFont): 1000 units an em, A 600, B 650, C 700,
// A-B kerned by −30 (its GPOS), weight class 600, PostScript name "Test-Semibold".
@MainActor
@Suite("Font registration")
struct FontRegistrationTests {
    /// A new directory holding `files` (name, bytes).
    private func directory(_ files: [(String, [UInt8])]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: url.appendingPathComponent(name)) }
        return url
    }

    @Test("a registered font is found by PostScript and full name and measures with its advances")
    func registeredByName() throws {
        let url = try directory([("Test.otf", SyntheticFont.font(SyntheticFont.tables())), ("notes.txt", [1, 2])])
        #expect(try UIFont.registerFonts(at: url) == 1)
        let font = try #require(UIFont(name: "Test-Semibold", size: 10))
        #expect(font.widthMetrics.advance(of: "A") == 600)
        #expect(UIFont(name: "Test Semibold", size: 10)?.widthMetrics.advance(of: "C") == 700)
        let label = UILabel()
        label.traitCollection = UITraitCollection(displayScale: 2)
        label.font = font
        label.text = "AB"
        // (600 + 650 − 30) × 10 / 1000 = 12.2 points = 24.4 pixels → 25: 12.5.
        #expect(label.intrinsicContentSize.width == 12.5)
    }

    @Test("an unknown name still makes a font, measured with Inter Regular")
    func unknownName() throws {
        let font = try #require(UIFont(name: "NoSuchFont-Regular", size: 17))
        // Inter Regular's H: 2084 units.
        #expect(font.widthMetrics.advance(of: "H") == 2084)
    }

    @Test("a file that is not a font is a typed error; a missing path too")
    func errors() throws {
        let url = try directory([("Broken.ttf", [0, 1, 0, 0, 0])])
        let file = url.appendingPathComponent("Broken.ttf")
        #expect(throws: UIFontRegistrationError.self) { try UIFont.registerFonts(at: file) }
        let missing = url.appendingPathComponent("missing.otf")
        #expect(throws: UIFontRegistrationError.unreadable(missing)) { try UIFont.registerFonts(at: missing) }
        // A directory's unreadable files are skipped.
        #expect(try UIFont.registerFonts(at: url) == 0)
    }

    @Test("the system font takes SF Pro Text below 20 points and SF Pro Display from 20, nearest weight")
    func systemFontFaces() throws {
        let registry = FontRegistry()
        let text = SyntheticFont.font(SyntheticFont.tables(replacing: ["name": SyntheticFont.name(family: "SF Pro Text")]))
        let display = SyntheticFont.font(
            SyntheticFont.tables(replacing: ["name": SyntheticFont.name(family: "SF Pro Display"), "hmtx": SyntheticFont.hmtx(a: 555)]))
        let url = try directory([("SF-Pro-Text-Semibold.otf", text), ("SF-Pro-Display-Semibold.otf", display)])
        #expect(try registry.register(url, skippingUnreadable: false) == 2)
        // Both faces are weight 600: the regular system font (400) takes them, the nearest.
        #expect(UIFont.systemFont(ofSize: 17).widthMetrics(in: registry).advance(of: "A") == 600)
        #expect(UIFont.systemFont(ofSize: 20).widthMetrics(in: registry).advance(of: "A") == 555)
        // A font by name does not take the system faces: Inter Regular's H, 2084.
        #expect(UIFont(name: "Avenir", size: 17)?.widthMetrics(in: registry).advance(of: "H") == 2084)
    }

    @Test("COMPLAYOUT_FONTS: files and directories, read on first use, unreadable entries skipped")
    func environmentVariable() throws {
        let url = try directory([("Test.otf", SyntheticFont.font(SyntheticFont.tables()))])
        let registry = FontRegistry(environment: ["COMPLAYOUT_FONTS": "/no/such/dir::\(url.path)"])
        #expect(registry.face(named: "Test-Semibold")?.metrics.advance(of: "B") == 650)
        // A registration after the scan comes after the variable's faces: the later face of a
        // name wins. Here the same file again, so B is still 650.
        #expect(try registry.register(url, skippingUnreadable: false) == 1)
        #expect(registry.face(named: "Test-Semibold")?.metrics.advance(of: "B") == 650)
        #expect(FontRegistry(environment: [:]).face(named: "Test-Semibold") == nil)
    }

    @Test("system font weights take the nearest built-in Inter face")
    func systemWeights() {
        // H advances read with fontTools from Inter-*.otf (fonts-inter 4.0~beta7): Regular 2084,
        // Medium 2090, Semi Bold 2095, Bold 2101.
        let registry = FontRegistry(environment: [:])
        let expected: [(UIFont.Weight, Int)] = [
            (.ultraLight, 2084), (.light, 2084), (.regular, 2084), (.medium, 2090), (.semibold, 2095), (.bold, 2101),
            (.heavy, 2101), (.black, 2101),
        ]
        for (weight, advance) in expected {
            #expect(UIFont.systemFont(ofSize: 17, weight: weight).widthMetrics(in: registry).advance(of: "H") == advance)
        }
    }

    @Test("a single-file SF Pro family serves the system font when no optical size is registered")
    func singleFileSFPro() throws {
        let registry = FontRegistry(environment: [:])
        let file = SyntheticFont.font(SyntheticFont.tables(replacing: ["name": SyntheticFont.name(family: "SF Pro")]))
        let url = try directory([("SF-Pro.ttf", file)])
        #expect(try registry.register(url, skippingUnreadable: false) == 1)
        #expect(UIFont.systemFont(ofSize: 17).widthMetrics(in: registry).advance(of: "A") == 600)
        #expect(UIFont.systemFont(ofSize: 34).widthMetrics(in: registry).advance(of: "A") == 600)
    }
}
