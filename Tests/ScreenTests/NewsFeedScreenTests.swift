import LayoutTestSupport
import Testing
import UIKit

/// Issue 28: a news feed whose cards are sized by their cells' constraints alone (no size
/// provider, no `preferredLayoutAttributesFitting` override): the collection view asks each
/// cell's content view for its height at the card's width, Auto Layout stacks the labels, and
/// the labels measure their text.
///
/// The heights, on the main screen of an iPhone 15 (scale 3), in pixels (a point is 3):
/// - a line is San Francisco's ascender plus descender, 2444/2048 of the point size, and a
///   label's height is its lines' sum rounded up to the pixel:
///   - title (title2, 22 pt, one line): 22 × 2444 / 2048 = 26.2539… pt = 78.76 px → 79 px;
///   - date (caption1, 12 pt): 12 × 2444 / 2048 = 14.3203… pt = 42.96 px → 43 px;
///   - body (body, 17 pt): 1 line 20.2871… pt = 60.86 px → 61 px; 2 lines 40.5742… pt =
///     121.72 px → 122 px; 3 lines 60.8613… pt = 182.58 px → 183 px;
/// - a card is 10 + title + 10 + date + 10 + body + 10 + 1 (separator) points, 41 pt = 123 px
///   beside the labels: 123 + 79 + 43 + body = 245 + body px: 306, 367 and 428 px for bodies of
///   1, 2 and 3 lines (102, 122⅓ and 142⅔ pt), whole pixels, so the layout's flooring keeps
///   them; a card not shown yet keeps its 100-point (300 px) estimate.
/// The section is inset 10 points and its cards 10 apart: 30 px, then each card and 30 px.
@MainActor
@Suite("Screens: a news feed sized by its cells' constraints")
struct NewsFeedScreenTests {
    /// A card's height in pixels for a body of `lines` lines (see the suite's arithmetic).
    private static func cardPixels(bodyLines lines: Int) -> CGFloat {
        245 + [61, 122, 183][lines - 1]
    }

    /// Expects item `item`'s frame to start at `pixelY` and be `pixels` high, 10 points in from
    /// the 393-point screen's sides (373 wide).
    private static func expectCard(
        _ collectionView: UICollectionView, _ item: Int, y pixelY: CGFloat, pixels: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        expectFrame(frame, 10, pixelY / 3, 373, pixels / 3, within: .rounding, sourceLocation: sourceLocation)
    }

    @Test("Each card is as high as its labels and insets; an edit re-measures one card and moves the rest; the feed scrolls to its end")
    func feed() throws {
        let controller = NewsFeedViewController()
        let window = ScreenTests.show(controller)
        defer { withExtendedLifetime(window) {} }
        let collectionView = try #require(controller.collectionView)

        // Cards start estimated at 100 points: 10 + 7 × 110 = 780 < 852, so cards 0 … 7 are
        // shown, measured and kept measured; cards 8 … 11 keep their estimate (300 px) until
        // shown, as in UIKit. Bodies of 1, 2, 3, 1, 2, 3, … lines: cards of 306, 367 and 428 px
        // in turn, each 30 px after the last: card 0 at 30 px, card 1 at 30 + 306 + 30 = 366,
        // card 2 at 366 + 367 + 30 = 763, card 3 at 763 + 428 + 30 = 1221, … card 7 at 2748
        // (367 px), card 8 at 2748 + 367 + 30 = 3145, then 300 + 30 px each.
        var y: CGFloat = 30
        for item in 0..<12 {
            let pixels = item < 8 ? Self.cardPixels(bodyLines: 1 + item % 3) : 300
            Self.expectCard(collectionView, item, y: y, pixels: pixels)
            y += pixels + 30
        }
        // Card 11 at 4135 px ends at 4435; the section's inset follows: 4465 px.
        #expect(y == 4465)
        #expect(abs(collectionView.contentSize.height - 4465.0 / 3) < 1e-9)

        // Inside card 2 (3-line body), the labels stack down the content view: the body starts
        // at 10 + 79/3 + 10 + 43/3 + 10 = 30 + 122/3 = 212/3 pt and is 183 px = 61 pt high,
        // 373 − 2 × 10 = 353 wide.
        let card = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? NewsFeedCell)
        expectFrame(card.contentView.frame, 0, 0, 373, 428.0 / 3, within: .rounding)
        expectFrame(card.bodyLabel.frame, 10, 212.0 / 3, 353, 61, within: .rounding)
        // The separator: 61 + 10 points under the body's top, 1 high, edge to edge.
        expectFrame(card.separatorView.frame, 0, 212.0 / 3 + 71, 373, 1, within: .rounding)

        // Session 2's body becomes one line: its card (shown) is measured again at 306 px
        // instead of 367, and every card after it moves up 61 px: card 2 at 366 + 306 + 30 =
        // 702 px, card 7 at 2748 − 61 = 2687 px (still below the view's 2556 px, nothing new
        // is shown), card 11 at 4135 − 61 = 4074 px, still estimated.
        var snapshot = controller.dataSource.snapshot()
        let old = NewsFeedViewController.news[1]
        let new = NewsFeedViewController.NewsItem(title: old.title, date: old.date, body: NewsFeedViewController.bodies[0])
        snapshot.insertItems([new], beforeItem: old)
        snapshot.deleteItems([old])
        controller.dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        Self.expectCard(collectionView, 1, y: 366, pixels: 306)
        Self.expectCard(collectionView, 2, y: 702, pixels: 428)
        Self.expectCard(collectionView, 7, y: 2687, pixels: 367)
        Self.expectCard(collectionView, 11, y: 4074, pixels: 300)

        // Scrolled to the last card's bottom, the cards shown on the way are measured: card 8
        // (3 lines) at 3084 px is 428, card 9 at 3084 + 428 + 30 = 3542 is 306, card 10 at 3878
        // is 367, card 11 at 3878 + 367 + 30 = 4275 is 428 and ends at 4703 px; the content is
        // 4733 px. The last card's bottom meets the view's (852 pt = 2556 px): an offset of
        // 4703 − 2556 = 2147 px, showing cards 5 (1954 − 61 = 1893 … 2321 px) to 11; card 4
        // (1496 … 1802 px) is above.
        collectionView.scrollToItem(at: IndexPath(item: 11, section: 0), at: .bottom, animated: false)
        collectionView.layoutIfNeeded()
        Self.expectCard(collectionView, 8, y: 3084, pixels: 428)
        Self.expectCard(collectionView, 9, y: 3542, pixels: 306)
        Self.expectCard(collectionView, 10, y: 3878, pixels: 367)
        Self.expectCard(collectionView, 11, y: 4275, pixels: 428)
        #expect(abs(collectionView.contentSize.height - 4733.0 / 3) < 1e-9)
        #expect(abs(collectionView.contentOffset.y - 2147.0 / 3) < 1e-9)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == Array(5...11))
        #expect(collectionView.reportedErrors.isEmpty)
        #expect(card.reportedConstraintConflicts.isEmpty)
    }
}
