import CompositionalLayout
import Foundation
import LayoutFile
import LayoutRendering
import LayoutTestSupport
import Testing

/// `complayout render --format html` of a file with an `update`: the page draws the layout
/// after it and plays it from the pairs of `lastUpdateAnimations` (issue 19, item 2).
@MainActor
@Suite("HTML page of an update")
struct UpdatePageTests {
    /// Three rows 50 points high in a 390 × 844 view with no safe area, at the top; the first
    /// row is deleted and a row is inserted at the end.
    static let file = LayoutFileSamples.threeRows + """

        update:
          - deleteItems: [[0, 0]]
          - insertItems: [[0, 2]]
        """

    /// The pairs `{a: [x, y, width, height, alpha] at the start, b: … at the end}`, worked out
    /// from the rule: row i before the update is at y = 50·i, row j after it at y = 50·j.
    /// Old row 1 (y 50) becomes row 0 (y 0); old row 2 (y 100) becomes row 1 (y 50); old row
    /// 0 is deleted and fades out where it was (y 0, alpha 1 → 0); new row 2 is inserted and
    /// fades in where it ends (y 100, alpha 0 → 1).
    static let expectedPairs = [
        "{a:[0,50,390,50,1],b:[0,0,390,50,1]}",
        "{a:[0,0,390,50,1],b:[0,0,390,50,0]}",
        "{a:[0,100,390,50,1],b:[0,50,390,50,1]}",
        "{a:[0,100,390,50,0],b:[0,100,390,50,1]}",
    ]

    @Test("the page holds each element's (initial, final) frame and alpha, and a player")
    func pairsInPage() throws {
        let hosted = try LayoutFileDocument.decode(text: Self.file, fileName: "rows.yaml").makeHostedLayout()
        let update = try #require(SceneUpdate(lastUpdateOf: hosted.collectionView))
        let page = HTMLRenderer(title: "rows", update: update).render(LayoutScene(collectionView: hosted.collectionView))
        for pair in Self.expectedPairs {
            #expect(page.contains(pair), "missing \(pair)")
        }
        #expect(page.components(separatedBy: "{a:[").count - 1 == 4)
        #expect(page.contains("id=\"play\"") && page.contains("id=\"progress\""))
        // One moving box per pair.
        #expect((0..<4).allSatisfy { page.contains("id=\"u\($0)\"") } && !page.contains("id=\"u4\""))
    }

    @Test("a page without an update has no player")
    func noUpdate() throws {
        let plain = Self.file.components(separatedBy: "update:")[0]
        let view = try LayoutFileDocument.decode(text: plain, fileName: "rows.yaml").makeHostedLayout().collectionView
        #expect(SceneUpdate(lastUpdateOf: view) == nil)
        let page = HTMLRenderer(title: "rows").render(LayoutScene(collectionView: view))
        #expect(!page.contains("id=\"play\"") && !page.contains("update:["))
    }

    @Test("complayout render --format html of the file writes the pairs")
    func tool() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("rows.yaml", Self.file)
        let result = try ToolRunner.run(["render", path, "--format", "html"])
        #expect(result.status == 0, "\(result.stderr)")
        for pair in Self.expectedPairs {
            #expect(result.stdout.contains(pair), "missing \(pair)")
        }
    }
}
