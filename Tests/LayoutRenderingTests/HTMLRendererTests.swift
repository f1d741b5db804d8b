import CompositionalLayout
import Foundation
import LayoutExamples
import LayoutRendering
import LayoutTestSupport
import Testing

@MainActor
@Suite struct HTMLRendererTests {
    @Test("the page holds every element once, at its frame, after the insets")
    func everyElement() throws {
        let hosted = TestHost.forRendering(
            gridLayout(columns: 2, height: 100), itemCounts: [4], safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let scene = hosted.scene
        let html = HTMLRenderer().render(scene)
        for index in scene.elements.indices {
            #expect(html.components(separatedBy: "id=\"e\(index)\"").count == 2)
        }
        #expect(!html.contains("id=\"e\(scene.elements.count)\""))
        // Cell 0·3 is at (100, 100) in content; the canvas starts 20 points higher.
        #expect(html.contains("style=\"left:100px;top:120px;width:100px;height:100px\" title=\"cell 0·3"))
        #expect(html.contains("<div class=\"device\" style=\"width:200px;height:300px\">"))
        #expect(html.contains("offset:[0,-20]"))
    }

    @Test("the page is self-contained: no network, no external files")
    func selfContained() throws {
        let hosted = TestHost.forRendering(example: try #require(LayoutExample.named("app-store")))
        let html = HTMLRenderer().render(hosted.scene)
        for forbidden in ["http", "<link", "src=", "@import", "url("] {
            #expect(!html.contains(forbidden), "\(forbidden)")
        }
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<style>") && html.contains("<script>"))
    }

    @Test("element kinds and the title are escaped")
    func escaping() {
        let kind = "<img onerror=\"x\">&'"
        let element = SceneElement(
            category: .supplementaryView, kind: kind, section: 0, item: 0, frame: CGRect(x: 0, y: 0, width: 390, height: 40))
        let scene = LayoutScene(
            scrollAxis: .vertical, isRightToLeft: false, displayScale: 1, contentSize: CGSize(width: 390, height: 40),
            viewport: CGRect(x: 0, y: 0, width: 390, height: 40), safeAreaInsets: .zero, adjustedContentInsets: .zero,
            elements: [element])
        let html = HTMLRenderer(title: "</title><script>").render(scene)
        #expect(!html.contains("<img"))
        #expect(!html.contains("</title><script>"))
        #expect(html.contains("&lt;img onerror=&quot;x&quot;&gt;&amp;&#39;"))
        #expect(HTMLText.escape("a<b>\"c\"&'d'\u{01}") == "a&lt;b&gt;&quot;c&quot;&amp;&#39;d&#39;\u{FFFD}")
    }

    @Test(
        "each row scrolls in its own box and snaps where it may rest",
        arguments: [
            (UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, "row x", 0, false),
            (.continuousGroupLeadingBoundary, "row x snaps", 5, false), (.paging, "row x snaps", 3, true),
            (.groupPaging, "row x snaps", 5, true),
            // Centred: 60 points of centring at each end, so 400 of offset and six resting places.
            (.groupPagingCentered, "row x snaps", 6, true),
        ] as [(UICollectionLayoutSectionOrthogonalScrollingBehavior, String, Int, Bool)])
    func rowSnapping(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, _ classes: String, _ marks: Int, _ stops: Bool
    )
        throws
    {
        // Six 80-point groups in a 200-point row: content 480, at most 280 of offset.
        let hosted = TestHost.forRendering(rowLayout(behavior), itemCounts: [6], width: 200, height: 300)
        hosted.collectionView.setOrthogonalScrollOffset(CGPoint(x: 40, y: 0), forSection: 0)
        let html = HTMLRenderer().render(hosted.scene)
        #expect(html.contains("<div id=\"row0\" class=\"\(classes)\""))
        let markup = stops ? "<i class=\"snap stop\"" : "<i class=\"snap\""
        #expect(html.components(separatedBy: markup).count - 1 == marks)
        #expect(html.contains("{section:0,axis:\"x\",scroll:40,base:0}"))
        if behavior == .paging {
            #expect(html.contains("<i class=\"snap stop\" style=\"left:200px\"></i>"))
            #expect(html.contains("<i class=\"snap stop\" style=\"left:280px\"></i>"))
        }
    }

    @Test("pinned items carry the pieces of their positions to the script, in pixels")
    func pinData() {
        let hosted = TestHost.forRendering(pinnedHeaderLayout(), itemCounts: [2, 2], width: 200, height: 100, scale: 1)
        let scene = hosted.scene
        let html = HTMLRenderer().render(scene)
        // Sections are 30 + 2 × 50 = 130 long: section 0 spans 0 … 130, section 1 130 … 260.
        // At offset t the visible rectangle is t … t + 100, so a 30-point header sits at
        // clamp(t, natural, section end − 30): section 0's from 0 to 100, section 1's from
        // 130 to 230, following the offset in between (1 pixel per point at 1×).
        #expect(html.contains("{el:\(scene.pins[0].element),k:1,at:[[0,0,1],[100,100,0]]}"))
        #expect(html.contains("{el:\(scene.pins[1].element),k:1,at:[[130,130,1],[230,230,0]]}"))
    }
}

@Suite struct HTMLTextTests {
    @Test("DEL and C0 controls but tab, line feed and carriage return become U+FFFD; the rest is copied")
    func controls() {
        #expect(HTMLText.escape("a\u{7F}b\u{1F}\t\n\r·🙂") == "a\u{FFFD}b\u{FFFD}\t\n\r·🙂")
        #expect(HTMLText.escape("") == "")
        #expect(HTMLText.escape(">") == "&gt;")
    }
}
