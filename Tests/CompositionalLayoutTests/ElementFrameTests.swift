import Foundation
import Testing

@testable import CompositionalLayout

/// `ElementFrame` keeps a two-index path as its section and item: every index path still
/// reads back as given, and frames compare as their index paths do.
@Suite("Element frames")
struct ElementFrameTests {
    private func frame(_ indexPath: IndexPath) -> ElementFrame {
        ElementFrame(indexPath: indexPath, category: .cell, kind: nil, frame: CGRect(x: 1, y: 2, width: 3, height: 4), zIndex: 0)
    }

    @Test("index paths of any length read back as given")
    func roundTrip() {
        for path in [IndexPath(item: 7, section: 3), IndexPath(), IndexPath(index: 5), IndexPath(indexes: [1, 2, 3])] {
            #expect(frame(path).indexPath == path)
        }
        var changed = frame(IndexPath(indexes: [1, 2, 3]))
        changed.indexPath = IndexPath(item: 0, section: 4)
        #expect(changed.indexPath == IndexPath(item: 0, section: 4))
        #expect(changed == frame(IndexPath(item: 0, section: 4)))
        changed.indexPath = IndexPath(index: 9)
        #expect(changed.indexPath == IndexPath(index: 9))
    }

    @Test("frames are equal exactly when their index paths are")
    func equality() {
        #expect(frame(IndexPath(item: 1, section: 2)) == frame(IndexPath(indexes: [2, 1])))
        #expect(frame(IndexPath(item: 1, section: 2)) != frame(IndexPath(item: 2, section: 1)))
        // [0, 0] and the empty path differ, though both store section 0 and item 0.
        #expect(frame(IndexPath(item: 0, section: 0)) != frame(IndexPath()))
        #expect(frame(IndexPath(index: 0)) != frame(IndexPath()))
        #expect(frame(IndexPath(indexes: [1, 2, 3])) == frame(IndexPath(indexes: [1, 2, 3])))
    }
}
