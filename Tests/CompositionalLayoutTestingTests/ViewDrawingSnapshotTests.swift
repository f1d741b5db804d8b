import CompositionalLayout
import CompositionalLayoutTesting
import Foundation
import LayoutRendering
import LayoutTestSupport
import SnapshotTesting
import Testing

/// The drawing strategies as an app team uses them: a view controller shown on a device
/// preset, light and dark, at a text size, drawn to SVG and PNG. The drawn elements are checked
/// against the frames worked out by hand; one drawing is also kept as a reference file.
@MainActor
@Suite struct ViewDrawingSnapshotTests {
    /// A profile screen: a title at the top of the safe area, inset 16 points, in the body
    /// style that follows the text size; a 60-point avatar symbol under it; a rounded card.
    final class ProfileViewController: UIViewController {
        let titleLabel = UILabel()
        let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
        let card = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            titleLabel.font = .preferredFont(forTextStyle: .body)
            titleLabel.adjustsFontForContentSizeCategory = true
            titleLabel.text = "Profile"
            card.backgroundColor = .secondarySystemBackground
            card.layer.cornerRadius = 12
            for subview in [titleLabel, avatar, card] as [UIView] { view.addSubview(subview) }
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let top = view.safeAreaInsets.top
            let width = view.bounds.width
            titleLabel.frame = CGRect(x: 16, y: top, width: width - 32, height: 44)
            avatar.frame = CGRect(x: 16, y: top + 52, width: 60, height: 60)
            card.frame = CGRect(x: 16, y: top + 124, width: width - 32, height: 100)
        }
    }

    /// What `strategy` makes of `value`.
    func snapshot<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) -> Format? {
        var result: Format?
        strategy.snapshot(value).run { result = $0 }
        return result
    }


    @Test("on an iPhone SE the controller's views are drawn in a 375 × 667 window at their frames")
    func iPhoneSELight() throws {
        let screen = SnapshotScreen(device: .iPhoneSE3)
        let svg = try #require(snapshot(ProfileViewController(), as: .drawing(on: screen)))
        let root = try parseXML(svg)
        #expect(root.attributes["viewBox"] == "0 0 375 667")
        // The safe area's top is 20 on the SE: the title at (16, 20), the avatar at
        // (16, 20 + 52 = 72), the card at (16, 20 + 124 = 144), 375 − 32 = 343 wide.
        let groups = root.descendants.filter { $0.name == "g" }
        let transforms = groups.compactMap { $0.attributes["transform"] }
        #expect(transforms.contains("translate(16 20)"))
        #expect(transforms.contains("translate(16 72)"))
        #expect(transforms.contains("translate(16 144)"))
        let texts = root.descendants.filter { $0.name == "text" }
        let title = try #require(texts.first { $0.text == "Profile" })
        // Body at the large size: 17 points, .label light is black.
        #expect(title.attributes["font-size"] == "17" && title.attributes["fill"] == "#000000")
        #expect(texts.contains { $0.text == "person.crop.circle" })
        let card = try #require(groups.first { $0.attributes["transform"] == "translate(16 144)" })
        let cardShape = try #require(card.children.first { $0.name == "rect" })
        #expect(cardShape.attributes["width"] == "343" && cardShape.attributes["rx"] == "12")
        #expect(cardShape.attributes["fill"] == "#f2f2f7")  // secondarySystemBackground, light
    }

    @Test("dark appearance and a larger text size reach the drawn colors and fonts")
    func darkAndLargerText() throws {
        let screen = SnapshotScreen(device: .iPhoneSE3, style: .dark, contentSize: .extraExtraLarge)
        let svg = try #require(snapshot(ProfileViewController(), as: .drawing(on: screen)))
        let root = try parseXML(svg)
        let title = try #require(root.descendants.first { $0.name == "text" && $0.text == "Profile" })
        // Body at extra-extra-large is 21 points (DynamicTypeSizes); .label dark is white.
        #expect(title.attributes["font-size"] == "21" && title.attributes["fill"] == "#ffffff")
        // systemBackground dark: black, over the whole 375 × 667 view.
        let rects = root.descendants.filter { $0.name == "rect" }
        #expect(rects.contains { $0.attributes["fill"] == "#000000" && $0.attributes["height"] == "667" })
    }

    @Test(
        "the PNG strategy rasterizes the drawing at the device's scale",
        .enabled(if: runsUnderCI || PNGRasterizer().isAvailable, "rsvg-convert is not installed (apt-get install librsvg2-bin)"))
    func png() throws {
        let screen = SnapshotScreen(device: .iPhoneSE3)
        let png = try #require(snapshot(ProfileViewController(), as: .drawingPNG(on: screen)))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // The IHDR chunk's width and height (big-endian at bytes 16 and 20): 375 · 2 = 750 by
        // 667 · 2 = 1334.
        let bytes = Array(png)
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 750 && height == 1334)
    }

    @Test("a collection view is drawn by the view strategies, veiled over its whole content")
    func collectionViewVeiled() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let host = SnapshotHost(size: CGSize(width: 390, height: 844), itemCounts: [30])
        let strategy = Snapshotting<UICollectionView, String>.drawing(
            options: ViewDrawingRenderer.Options(contentOutsideBounds: .veiled))
        let svg = try #require(host.withCollectionView(for: layout) { snapshot($0, as: strategy) })
        // 30 rows of 100 points: the canvas reaches 3000 points down.
        #expect(try parseXML(svg).attributes["viewBox"] == "0 0 390 3000")
    }

    @Test func profileOnIPhone15() {
        assertSnapshot(of: ProfileViewController(), as: .drawing)
    }
}
