import CompositionalLayout
import LayoutFile
import Testing

@testable import complayout

/// `HostOptions` parsed from arguments and resolved, without running the tool.
@Suite("HostOptions")
@MainActor
struct HostOptionsTests {
    /// The host the options describe over `base` (an example's host unless given).
    private func resolve(_ arguments: [String], over base: HostSpec = HostOptions.exampleHost) throws
        -> CollectionViewHost
    {
        base.overriding(with: try HostOptions.parse(arguments).overrides()).collectionViewHost
    }

    @Test("No options: the tool's defaults, unchanged (375 × 812 @3, no safe area, left to right, rest, own counts)")
    func defaults() throws {
        #expect(try HostOptions.parse([]).overrides() == HostSpec())
        let host = try resolve([])
        #expect(host.screenSize == nil && host.horizontalSizeClass == .unspecified && host.verticalSizeClass == .unspecified)
        #expect(host.size == CGSize(width: 375, height: 812) && host.displayScale == 3)
        #expect(host.safeAreaInsets == .zero && host.layoutDirection == .leftToRight)
        #expect(host.contentOffset == nil && host.orthogonalScrollOffsets.isEmpty)
        #expect(try HostOptions.parse([]).itemCounts(overriding: [3, 4]) == [3, 4])
    }

    @Test("A device sets size, scale and safe area; landscape turns them")
    func device() throws {
        let se = try resolve(["--device", "iPhone SE"])
        #expect(se.screenSize == CGSize(width: 375, height: 667))
        #expect(se.size == CGSize(width: 375, height: 667) && se.displayScale == 2)
        #expect(se.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let turned = try resolve(["--device", "iphone15promax", "--landscape"])
        #expect(turned.screenSize == CGSize(width: 932, height: 430))
        #expect(turned.size == CGSize(width: 932, height: 430) && turned.displayScale == 3)
        #expect(turned.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test("Explicit numbers override the device; the rest is kept")
    func overrides() throws {
        let arguments = [
            "--device", "ipad-pro-11", "--width", "500", "--scale", "1", "--safe-area", "1,2,3,4", "--rtl",
            "--offset", "-10,20.5", "--items", "7",
        ]
        let host = try resolve(arguments)
        #expect(host.screenSize == CGSize(width: 834, height: 1194))
        #expect(host.size == CGSize(width: 500, height: 1194) && host.displayScale == 1)
        #expect(host.safeAreaInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(host.layoutDirection == .rightToLeft)
        #expect(host.contentOffset == CGPoint(x: -10, y: 20.5))
        #expect(try HostOptions.parse(arguments).itemCounts(overriding: [1, 2, 3]) == [7, 7, 7])
    }

    @Test("Options apply over a base (a layout file's host), only where given")
    func overBase() throws {
        let base = HostSpec(width: 320, scale: 2, orthogonalScrollOffsets: [OrthogonalScrollOffsetSpec(section: 1, x: 30)])
        let host = try resolve(["--height", "400"], over: base)
        #expect(host.size == CGSize(width: 320, height: 400) && host.displayScale == 2)
        #expect(host.orthogonalScrollOffsets == [1: CGPoint(x: 30, y: 0)])
    }

    @Test("An unknown device is a ToolError with a suggestion")
    func unknownDevice() throws {
        #expect(throws: ToolError.self) { try resolve(["--device", "iphone-17"]) }
        do {
            _ = try resolve(["--device", "ipad-pro-13"])
            Issue.record("no error for ipad-pro-13")
        } catch {
            #expect("\(error)".hasPrefix("unknown device 'ipad-pro-13'; did you mean 'ipad-pro-11'?"))
        }
    }

    @Test("Insets and points accept spaces, one number for every edge, and reject the rest")
    func parsing() {
        #expect(HostOptions.insets("8") == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(HostOptions.insets(" 1, 2 ,3,4 ") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        for bad in ["", "1,2", "1,2,3", "1,2,3,4,5", "-1", "a", "1,,2,3", "inf"] {
            #expect(HostOptions.insets(bad) == nil, "\(bad)")
        }
        #expect(HostOptions.point("-5, 7") == CGPoint(x: -5, y: 7))
        for bad in ["", "1", "1,2,3", "x,y", "nan,0"] {
            #expect(HostOptions.point(bad) == nil, "\(bad)")
        }
    }

    @Test("Settings applied to a collection view: device traits, then size, safe area, scale and direction")
    func applyToCollectionView() throws {
        let host = try resolve(["--device", "iphone-15", "--landscape", "--width", "800", "--rtl"])
        let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: Self.section()))
        collectionView.apply(host)
        #expect(collectionView.frame.size == CGSize(width: 800, height: 393))
        #expect(collectionView.screenSize == CGSize(width: 852, height: 393))
        #expect(collectionView.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(collectionView.traitCollection.displayScale == 3)
        #expect(collectionView.traitCollection.horizontalSizeClass == .compact)
        #expect(collectionView.traitCollection.verticalSizeClass == .compact)
        #expect(collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    private static func section() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
