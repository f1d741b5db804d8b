import CompositionalLayout
import Foundation
import LayoutExamples
import LayoutRendering
import LayoutTestSupport
import Testing

/// The scene read from a collection view, and the rules it carries for renderers checked
/// against the layout itself.
@MainActor
@Suite struct LayoutSceneTests {
    @Test("the scene lists every element the layout reports, in painting order")
    func everyElementInOrder() throws {
        let example = try #require(LayoutExample.named("section-background"))
        let hosted = TestHost.forRendering(example: example)
        let scene = hosted.scene
        let reported =
            hosted.collectionView.collectionViewLayout.layoutAttributesForElements(
                in: CGRect(x: -1e6, y: -1e6, width: 3e6, height: 3e6)) ?? []
        #expect(scene.elements.count == reported.count)
        for (a, b) in zip(scene.elements, scene.elements.dropFirst()) {
            #expect(a.paintsBefore(b))
        }
        // Backgrounds paint first: the layout lifts everything else above them.
        #expect(scene.elements.first?.category == .decorationView)
        #expect(scene.contentSize == hosted.collectionView.contentSize)
        #expect(scene.viewport == hosted.collectionView.bounds)
    }

    @Test("the positions the scene carries give the reported frames at every offset, both ways, headers and footers")
    func pinRuleMatchesLayout() throws {
        for horizontal in [false, true] {
            for rightToLeft in [false, true] {
                let layout = pinnedHeaderLayout(footer: true, horizontal: horizontal)
                let hosted = TestHost.forRendering(layout, itemCounts: [2, 3, 1], width: 120, height: 120, scale: 2, rightToLeft: rightToLeft)
                let atRest = hosted.scene
                #expect(atRest.pins.count == 6)
                let length = horizontal ? hosted.collectionView.contentSize.width : hosted.collectionView.contentSize.height
                var offset: CGFloat = -30
                while offset <= length + 30 {
                    hosted.collectionView.contentOffset = horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
                    let scrolled = hosted.scene
                    // The page is built once, at rest, and moves pins as it scrolls.
                    let predicted = atRest.pinnedFrames(atContentOffset: hosted.collectionView.contentOffset)
                    for (pin, frame) in zip(scrolled.pins, predicted) {
                        let element = scrolled.elements[pin.element]
                        let setting = "\(horizontal ? "horizontal" : "vertical") \(rightToLeft ? "rtl" : "ltr") offset \(offset)"
                        #expect(element.frame == frame, "\(setting): \(AttributesText.line(for: element)) predicted \(frame)")
                    }
                    offset += 7.5
                }
            }
        }
    }

    @Test("the pinned positions follow the example with pinned section headers")
    func pinRuleOnExample() throws {
        let hosted = TestHost.forRendering(example: try #require(LayoutExample.named("pinned-section-headers")))
        let atRest = hosted.scene
        for offset in stride(from: 0.0, through: 1000, by: 37) {
            hosted.collectionView.contentOffset = CGPoint(x: 0, y: offset)
            let scrolled = hosted.scene
            let predicted = atRest.pinnedFrames(atContentOffset: hosted.collectionView.contentOffset)
            #expect(scrolled.pins.map { scrolled.elements[$0.element].frame } == predicted, "offset \(offset)")
        }
    }

    @Test(
        "each row rests only at its resting offsets",
        arguments: [
            UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary, .paging, .groupPaging,
            .groupPagingCentered,
        ])
    func restingOffsets(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws {
        for rightToLeft in [false, true] {
            let hosted = TestHost.forRendering(
                rowLayout(behavior, spacing: 10), itemCounts: [7], width: 200, height: 300, rightToLeft: rightToLeft)
            let row = try #require(hosted.scene.rows.first)
            #expect(row.restingOffsets.count >= 2)
            let sign: CGFloat = rightToLeft ? -1 : 1
            for distance in stride(from: 0.0, through: 500, by: 3.5) {
                let rest = hosted.collectionView.orthogonalRestingOffset(
                    forSection: 0, releasedAt: CGPoint(x: sign * distance, y: 0), velocity: .zero)
                #expect(
                    row.restingOffsets.contains(Double(rest.x)), "\(behavior) released at \(sign * distance) rests at \(rest.x)")
            }
            // Every resting offset is a scroll position inside the row's content.
            for offset in row.restingOffsets {
                let position = row.scrollPosition(forOffset: offset)
                #expect(position >= 0 && position <= row.contentLength - Double(row.frame.width) + 0.5)
            }
        }
    }

    @Test("a continuous row rests anywhere, so it has no resting offsets")
    func continuousRow() throws {
        let hosted = TestHost.forRendering(rowLayout(.continuous), itemCounts: [7], width: 200, height: 300)
        #expect(try #require(hosted.scene.rows.first).restingOffsets.isEmpty)
    }

    @Test("a right-to-left row at rest is scrolled to the far end of its content")
    func rightToLeftRow() throws {
        let hosted = TestHost.forRendering(rowLayout(.groupPaging), itemCounts: [5], width: 200, height: 300, rightToLeft: true)
        let row = try #require(hosted.scene.rows.first)
        #expect(row.contentFrameAtRest == CGRect(x: -200, y: 0, width: 400, height: 50))
        #expect(row.scrollPosition(forOffset: 0) == 200)
        #expect(row.restingOffsets == [0, -80, -160, -200])
    }

    @Test("a region limits the scene to the elements in it, and pins to the pinned items among them")
    func region() {
        let hosted = TestHost.forRendering(pinnedHeaderLayout(), itemCounts: [2, 2, 2], width: 200, height: 100, scale: 1)
        // Section 1 spans 130 … 260.
        let scene = LayoutScene(collectionView: hosted.collectionView, region: CGRect(x: 0, y: 140, width: 200, height: 100))
        #expect(
            scene.elements.map(AttributesText.line(for:)) == [
                "cell 1·0 frame 0 160 200 50 z 0", "cell 1·1 frame 0 210 200 50 z 0",
                "supplementaryView 1·0 header frame 0 130 200 30 z 1 pinned",
            ])
        #expect(scene.pins.map(\.element) == [2])
        #expect(scene.pins.first?.group == 1)
    }

    @Test("the attribute text lists the view, rows, pins and elements with stable numbers")
    func attributeText() {
        let hosted = TestHost.forRendering(gridLayout(columns: 3, height: 50), itemCounts: [4], width: 200, height: 100, scale: 3)
        #expect(
            AttributesText.text(of: hosted.scene) == """
                content 200 100
                viewport 0 0 200 100 scale 3 vertical ltr
                safeArea top 0 left 0 bottom 0 right 0
                adjustedContentInset top 0 left 0 bottom 0 right 0
                cell 0·0 frame 0 0 66.6667 50 z 0
                cell 0·1 frame 66.6667 0 66.6667 50 z 0
                cell 0·2 frame 133.3333 0 66.6667 50 z 0
                cell 0·3 frame 0 50 66.6667 50 z 0

                """)
    }
}
