import CompositionalLayout
import Foundation
import LayoutRendering
import LayoutTestSupport
import Testing

/// The pinned items' positions as the HTML page receives them, read back out of the page and
/// evaluated the way its script does, against the frames `layoutAttributesForElements(in:)`
/// reports with the view scrolled there: at every offset on the pixel grid from before the
/// content's start to past its end, in both scroll axes and both reading directions, on 1×,
/// 2× and 3× grids, with content insets.
@MainActor
@Suite struct PinnedPageDataTests {
    /// One layout to check.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Items per section: 1 makes a section shorter than the view, 6 a taller one.
        var itemCounts: [Int]
        /// Pinned headers and footers per section (each its own kind and length).
        var headers = 1, footers = 1
        var layoutWide = false
        /// Moves the first header back along the main axis (a header that starts before the
        /// content, whose pinned origin crosses 0).
        var headerOffset: CGFloat = 0
        var viewLength: CGFloat = 120
        var insets = UIEdgeInsets(top: 12, left: 7, bottom: 5, right: 9)
        var scales: [CGFloat]

        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "header and footer in short and tall sections", itemCounts: [1, 6, 2], scales: [1, 3]),
        Case(name: "with layout-wide header and footer", itemCounts: [2, 6, 1], layoutWide: true, scales: [2]),
        Case(
            name: "two headers and two footers in a view shorter than them", itemCounts: [1, 6, 2], headers: 2, footers: 2,
            viewLength: 60, scales: [1, 2]),
        Case(
            name: "a header pulled before the content, half-point insets at 1×", itemCounts: [3, 2], headerOffset: -15,
            insets: UIEdgeInsets(top: 0.5, left: 0.5, bottom: 0, right: 0), scales: [1]),
    ]

    @Test("the page's pinned positions give the reported frames at every offset on the pixel grid", arguments: cases)
    func pageDataMatchesLayout(_ testCase: Case) throws {
        for horizontal in [false, true] {
            for rightToLeft in [false, true] {
                for scale in testCase.scales {
                    try check(testCase, horizontal: horizontal, rightToLeft: rightToLeft, scale: scale)
                }
            }
        }
    }

    private func check(_ testCase: Case, horizontal: Bool, rightToLeft: Bool, scale: CGFloat) throws {
        let setting = "\(horizontal ? "horizontal" : "vertical") \(rightToLeft ? "rtl" : "ltr") \(scale)×"
        let layout = pinningLayout(testCase, horizontal: horizontal)
        let hosted = TestHost.forRendering(
            layout, itemCounts: testCase.itemCounts, width: horizontal ? testCase.viewLength : 100,
            height: horizontal ? 100 : testCase.viewLength, scale: scale, rightToLeft: rightToLeft)
        hosted.collectionView.contentInset = testCase.insets
        let scene = hosted.scene
        let pins = try pagePins(HTMLRenderer().render(scene))
        let expectedPins =
            testCase.itemCounts.count * (testCase.headers + testCase.footers) + (testCase.layoutWide ? 2 : 0)
        try #require(pins.count == expectedPins, "\(setting): \(pins.count) pins in the page")
        let length = horizontal ? hosted.collectionView.contentSize.width : hosted.collectionView.contentSize.height
        // Every offset on the pixel grid from a view's length before the content to 20 past it.
        let first = Int(((-testCase.viewLength - 20) * scale).rounded(.down))
        let last = Int(((length + 20) * scale).rounded(.up))
        let everything = CGRect(x: -1e4, y: -1e4, width: 3e4, height: 3e4)
        var mismatches: [String] = []
        for pixel in first...last {
            let offset = CGFloat(pixel) / scale
            hosted.collectionView.contentOffset = horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
            let reported = hosted.collectionView.collectionViewLayout.layoutAttributesForElements(in: everything) ?? []
            for (pin, page) in zip(scene.pins, pins) {
                let element = scene.elements[pin.element]
                let attributes = try #require(
                    reported.first {
                        $0.representedElementKind == element.kind
                            && $0.indexPath == IndexPath(item: element.item, section: element.section)
                    }, "\(setting) offset \(offset): \(AttributesText.line(for: element)) not reported")
                let origin = horizontal ? attributes.frame.minX : attributes.frame.minY
                if page.origin(atOffset: Double(offset)) != Double(origin)
                    || pin.geometry.frame(atContentOffset: hosted.collectionView.contentOffset) != attributes.frame
                {
                    mismatches.append(
                        "offset \(offset): \(AttributesText.line(for: element)) reported at \(attributes.frame), page "
                            + "\(page.origin(atOffset: Double(offset))), geometry "
                            + "\(pin.geometry.frame(atContentOffset: hosted.collectionView.contentOffset))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(setting): \(mismatches.count) mismatches, first \(mismatches.prefix(3))")
    }

    /// One pin of the page's script data.
    struct PagePin {
        var element: Int
        var pixelsPerPoint: Double
        var pieces: [[Double]]

        /// The script's `origin(pin, offset)`, operation for operation.
        func origin(atOffset offset: Double) -> Double {
            let m = offset * pixelsPerPoint
            var value = pieces[0][1]
            for piece in pieces {
                guard piece[0] <= m else { break }
                value = piece[1] + piece[2] * (m - piece[0])
            }
            return value / pixelsPerPoint
        }
    }

    /// The pins of the script data in `page`: `{el:3,k:2,at:[[0,0,1],[200,200,0]]}`.
    private func pagePins(_ page: String) throws -> [PagePin] {
        var pins: [PagePin] = []
        var rest = page[...]
        while let start = rest.range(of: "{el:") {
            let end = try #require(rest.range(of: "]]}", range: start.upperBound..<rest.endIndex))
            let text = rest[start.upperBound..<end.lowerBound]
            let parts = text.components(separatedBy: ",k:")
            let unit = try #require(parts.last?.components(separatedBy: ",at:[["))
            let pieces = try unit[1].components(separatedBy: "],[").map { piece in
                try piece.split(separator: ",").map { try #require(Double($0)) }
            }
            pins.append(
                PagePin(
                    element: try #require(Int(parts[0])), pixelsPerPoint: try #require(Double(unit[0])), pieces: pieces))
            rest = rest[end.upperBound...]
        }
        return pins
    }

    /// Sections of 50-point cells with pinned headers (30, then 24 points) and footers (20,
    /// then 16 points); optionally a pinned layout-wide header (26) and footer (18).
    private func pinningLayout(_ testCase: Case, horizontal: Bool) -> UICollectionViewCompositionalLayout {
        func size(_ length: CGFloat) -> NSCollectionLayoutSize {
            horizontal
                ? NSCollectionLayoutSize(widthDimension: .absolute(length), heightDimension: .fractionalHeight(1))
                : NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(length))
        }
        func pinned(_ kind: String, _ length: CGFloat, start: Bool, offset: CGFloat = 0)
            -> NSCollectionLayoutBoundarySupplementaryItem
        {
            let alignment: NSRectAlignment = horizontal ? (start ? .leading : .trailing) : (start ? .top : .bottom)
            let item = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(length), elementKind: kind, alignment: alignment,
                absoluteOffset: horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset))
            item.pinToVisibleBounds = true
            return item
        }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(50), repeatingSubitem: item, count: 1)
        let headers = [("header", 30.0), ("subheader", 24.0)].prefix(testCase.headers)
        let footers = [("footer", 20.0), ("subfooter", 16.0)].prefix(testCase.footers)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        if horizontal { configuration.scrollDirection = .horizontal }
        if testCase.layoutWide {
            configuration.boundarySupplementaryItems = [
                pinned("layout-header", 26, start: true), pinned("layout-footer", 18, start: false),
            ]
        }
        return UICollectionViewCompositionalLayout(
            sectionProvider: { index, _ in
                let section = NSCollectionLayoutSection(group: group)
                section.boundarySupplementaryItems =
                    headers.enumerated().map { rank, header in
                        pinned(header.0, header.1, start: true, offset: rank == 0 && index == 0 ? testCase.headerOffset : 0)
                    } + footers.map { pinned($0.0, $0.1, start: false) }
                return section
            }, configuration: configuration)
    }
}
