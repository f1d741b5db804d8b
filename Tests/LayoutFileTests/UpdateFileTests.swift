import CompositionalLayout
import Foundation
import LayoutFile
import LayoutTestSupport
import Testing

/// A layout file's `update`: decoded, written back, checked, and applied to the hosted view
/// as one batch update (issue 19, item 2).
@MainActor
@Suite("Update in a layout file")
struct UpdateFileTests {
    /// Three rows 50 points high in a 390-wide view with no safe area.
    static let rows = LayoutFileSamples.threeRows

    static let everyOperation = rows + """

        update:
          - deleteItems: [[0, 0]]
          - insertItems: [[0, 2], [1, 0]]
          - moveItem: {from: [0, 1], to: [0, 0]}
          - reloadItems: [[0, 2]]
          - deleteSections: [4]
          - insertSections: [{at: 1, section: {numberOfItems: 1, mediaItems: true}}]
          - moveSection: {from: 2, to: 3}
        """

    @Test("every operation decodes to its value, and the document reads back equal from JSON and YAML")
    func roundTrip() throws {
        let document = try LayoutFileDocument.decode(text: Self.everyOperation, fileName: "u.yaml")
        let path = { (section: Int, item: Int) in IndexPathSpec(section: section, item: item) }
        #expect(
            document.update == [
                .deleteItems([path(0, 0)]),
                .insertItems([path(0, 2), path(1, 0)]),
                .moveItem(from: path(0, 1), to: path(0, 0)),
                .reloadItems([path(0, 2)]),
                .deleteSections([4]),
                .insertSections([
                    InsertedSectionSpec(at: 1, section: SectionEntry(numberOfItems: 1, section: SectionSpec(base: .mediaItems)))
                ]),
                .moveSection(from: 2, to: 3),
            ])
        for format in LayoutFileFormat.allCases {
            let text = String(decoding: try document.encoded(as: format), as: UTF8.self)
            let again = try LayoutFileDocument.decode(text: text, fileName: "u.\(format.rawValue)")
            #expect(again == document, "\(format):\n\(text)")
        }
    }

    @Test("malformed entries are reported at their line and column")
    func malformed() {
        // Columns: `  - ` is 4 wide, so a key starts at column 5 and its value two past its colon.
        let text = Self.rows + """

            update:
              - deleteItems: [[0]]
              - insertItems: [[0, 1]]
                reloadItems: [[0, 2]]
              - moveSection: {from: -1, to: 0}
              - moveItem: {from: [0, 1]}
              - insertSection: []
            """
        #expect(
            diagnostics(text) == [
                "layout.yaml:11:19: error: update[0].deleteItems[0]: an index path is a list of two integers, [section, item]; found 1",
                "layout.yaml:12:5: error: update[1]: an update entry has exactly one of the keys `insertItems`, `deleteItems`, "
                    + "`moveItem`, `reloadItems`, `insertSections`, `deleteSections`, `moveSection`; found 2",
                "layout.yaml:14:25: error: update[2].moveSection.from: must be >= 0, found -1",
                "layout.yaml:15:15: error: update[3].moveItem: missing required key `to`",
                "layout.yaml:16:5: error: update[4]: unknown key `insertSection`; did you mean `insertSections`?",
            ])
    }

    @Test("an update the view refuses is the view's Invalid update message, reported at `update`")
    func refusedUpdate() throws {
        let text = Self.rows + """

            update:
              - deleteItems: [[0, 5]]
            """
        let document = try LayoutFileDocument.decode(text: text, fileName: "layout.yaml")
        let error = #expect(throws: LayoutFileError.self) { try document.makeHostedLayout() }
        let first = try #require(error?.diagnostics.first)
        #expect((first.line, first.column, first.path) == (11, 3, "update"))
        #expect(
            first.message
                == "the view refused the update: attempt to delete item 5 from section 0 which only contains 3 items before the update")
    }

    @Test("the hosted view shows the data after the update, and its animations pair each row's frames")
    func applied() throws {
        let text = Self.rows + """

            update:
              - deleteItems: [[0, 0]]
              - insertItems: [[0, 2]]
            """
        let hosted = try LayoutFileDocument.decode(text: text, fileName: "layout.yaml").makeHostedLayout()
        let view = hosted.collectionView
        // 3 − 1 deleted + 1 inserted = 3 rows: y 0, 50, 100; content 3 × 50 = 150 high.
        #expect(view.numberOfItems(inSection: 0) == 3)
        #expect(view.contentSize == CGSize(width: 390, height: 150))
        let pairs = view.lastUpdateAnimations.map { animation in
            "\(animation.indexPathBeforeUpdate.map { "\($0.item)" } ?? "-")→\(animation.indexPathAfterUpdate.map { "\($0.item)" } ?? "-") "
                + "y \(animation.initialAttributes.frame.minY)→\(animation.finalAttributes.frame.minY) "
                + "alpha \(animation.initialAttributes.alpha)→\(animation.finalAttributes.alpha)"
        }
        // Old row 1 (y 50) is row 0 (y 0); old row 0 fades out where it was (y 0); old row 2
        // (y 100) is row 1 (y 50); row 2 is inserted and fades in where it ends (y 100).
        #expect(
            Set(pairs) == [
                "1→0 y 50.0→0.0 alpha 1.0→1.0", "0→- y 0.0→0.0 alpha 1.0→0.0", "2→1 y 100.0→50.0 alpha 1.0→1.0",
                "-→2 y 100.0→100.0 alpha 0.0→1.0",
            ])
        #expect(pairs.count == 4)
    }
}
