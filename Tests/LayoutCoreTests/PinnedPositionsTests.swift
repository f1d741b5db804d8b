import Testing

@testable import LayoutCore

/// Where pinned items are at every scroll offset (B-10, B-11, OB-5): the pinning rule run
/// over functions of the offset, and the pieces renderers get from it. Expected values are
/// worked out by hand from the rule in `LayoutSolution+Pinning.swift`.
@Suite("Pinning: positions at every offset")
struct PinnedPositionsTests {
    private typealias Line = PiecewiseLinear.Line

    @Test("max(min(t + 10, 50), 20) bends where the terms cross: 20 until t = 10, then t + 10 until t = 40, then 50")
    func clampOfALine() {
        let t = PiecewiseLinear(Line(slope: 1, intercept: 0))
        let f = PiecewiseLinear.maximum(
            PiecewiseLinear.minimum(t + 10, PiecewiseLinear(50)), PiecewiseLinear(20))
        // t + 10 = 20 at t = 10; t + 10 = 50 at t = 40.
        #expect(f.breakpoints == [10, 40])
        #expect(
            f.lines == [Line(slope: 0, intercept: 20), Line(slope: 1, intercept: 10), Line(slope: 0, intercept: 50)])
    }

    @Test("a falling line (a right-to-left window) clamped: 70 until t = 30, then 100 − t until t = 70, then 30")
    func clampOfAFallingLine() {
        let f = PiecewiseLinear.maximum(
            PiecewiseLinear.minimum(PiecewiseLinear(Line(slope: -1, intercept: 100)), PiecewiseLinear(70)),
            PiecewiseLinear(30))
        // 100 − t = 70 at t = 30; 100 − t = 30 at t = 70.
        #expect(f.breakpoints == [30, 70])
        #expect(
            f.lines == [Line(slope: 0, intercept: 70), Line(slope: -1, intercept: 100), Line(slope: 0, intercept: 30)])
    }

    @Test("the minimum of two clamps keeps the lower at every point and merges where they agree")
    func minimumOfTwoClamps() {
        let t = PiecewiseLinear(Line(slope: 1, intercept: 0))
        // f = clamp(t, 0, 100); g = clamp(t − 20, 10, 50), which is 10 until t = 30, t − 20
        // until t = 70, then 50.
        let f = PiecewiseLinear.minimum(PiecewiseLinear.maximum(t, PiecewiseLinear(0)), PiecewiseLinear(100))
        let g = PiecewiseLinear.minimum(PiecewiseLinear.maximum(t - 20, PiecewiseLinear(10)), PiecewiseLinear(50))
        let h = PiecewiseLinear.minimum(f, g)
        // t < 0: min(0, 10) = 0; 0 … 10: t; 10 … 30: 10 (g flat); 30 … 70: t − 20; then 50.
        #expect(h.breakpoints == [0, 10, 30, 70])
        #expect(
            h.lines == [
                Line(slope: 0, intercept: 0), Line(slope: 1, intercept: 0), Line(slope: 0, intercept: 10),
                Line(slope: 1, intercept: -20), Line(slope: 0, intercept: 50),
            ])
    }

    @Test("pieces give the origin: the first piece's before it, then origin + slope × (offset − start), in pixels")
    func evaluatingPieces() {
        let positions = PinnedPositions(
            pieces: [.init(offset: -100, origin: 60, slope: 1), .init(offset: 100, origin: 260, slope: 0)],
            pixelsPerPoint: 2)
        // Offset −80 pt = −160 px: before the first piece, 60 px = 30 pt.
        #expect(positions.origin(atOffset: -80) == 30)
        // 10 pt = 20 px: 60 + (20 − (−100)) = 180 px = 90 pt.
        #expect(positions.origin(atOffset: 10) == 90)
        // 75 pt = 150 px: past the last piece's start, flat: 260 px = 130 pt.
        #expect(positions.origin(atOffset: 75) == 130)
    }

    /// One section of two 50-point cells with a pinned 30-point header and a pinned 20-point
    /// footer in a 100 × 100 container at 2×: header 0 … 30, cells 30 … 130, footer 130 … 150.
    private func headerAndFooter(_ axis: Axis, _ direction: LayoutDirection = .leftToRight) throws -> LayoutSolution {
        func size(_ length: Double) -> LayoutSize {
            axis == .vertical
                ? LayoutSize(width: .fractionalWidth(1), height: .absolute(length))
                : LayoutSize(width: .absolute(length), height: .fractionalHeight(1))
        }
        let group = Group(
            size: size(50), arrangement: .subitems(axis: .horizontal, [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let section = Section(
            group: group,
            boundaryItems: [
                BoundaryItem(
                    kind: "header", size: size(30), alignment: axis == .vertical ? .top : .leading,
                    pinToVisibleBounds: true),
                BoundaryItem(
                    kind: "footer", size: size(20), alignment: axis == .vertical ? .bottom : .trailing,
                    pinToVisibleBounds: true),
            ])
        return try LayoutSolver.solve(
            LayoutDescription(
                sections: [SectionInput(section: section, itemCount: 2)],
                configuration: LayoutConfiguration(scrollAxis: axis)),
            in: container(100, 100, scale: 2, direction: direction))
    }

    @Test("B-10, OB-5: a header follows the offset from 0 to 100, its footer rises with the view's bottom from −50 to 50")
    func headerAndFooterVertical() throws {
        let items = try headerAndFooter(.vertical).pinnedBoundaryItems(
            visibleAtZeroOffset: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(items.map(\.kind) == ["header", "footer"])
        // Header at min(max(0, t), 150 − 30, E − 30), E the footer's start: E − 30 = t + 50
        // > t until the footer reaches its natural 130 at t = 50, then 100. So clamp(t, 0, 100):
        // at 2 px per point it rises 1 px per px from 0 px and stays at 200 px from 200 px.
        #expect(
            items[0].positions.pieces == [.init(offset: 0, origin: 0, slope: 1), .init(offset: 200, origin: 200, slope: 0)])
        // Footer at max(min(130, t + 100 − 20), 30): t + 80 between t = −50 (30, under the
        // header's natural end) and t = 50 (130, its natural place).
        #expect(
            items[1].positions.pieces == [.init(offset: -100, origin: 60, slope: 1), .init(offset: 100, origin: 260, slope: 0)])
        #expect(items[1].naturalFrame == Rect(x: 0, y: 130, width: 100, height: 20))
        #expect(items[1].pinningBounds == Rect(x: 0, y: 0, width: 100, height: 150))
        #expect(items[1].frame(atOffset: 20) == Rect(x: 0, y: 100, width: 100, height: 20))
    }

    @Test("B-11, mirrored: right to left, the footer on the left follows the offset from 0 to 100, the header from −50")
    func headerAndFooterRightToLeft() throws {
        let items = try headerAndFooter(.horizontal, .rightToLeft).pinnedBoundaryItems(
            visibleAtZeroOffset: Rect(x: 0, y: 0, width: 100, height: 100))
        // Content 150 wide, mirrored: x = 150 − (content start + length). The window's content
        // start is 150 − (t + 100) = 50 − t, so the header's content start is
        // clamp(50 − t, 0, 100) and it is shown at 120 − that: 20 until t = −50, then 70 + t
        // until t = 50, then 120.
        #expect(
            items[0].positions.pieces == [.init(offset: -100, origin: 40, slope: 1), .init(offset: 100, origin: 240, slope: 0)])
        // The footer's content start is max(min(130, 150 − t − 20), 30): 130 − t from t = 0 to
        // t = 100; shown at 130 − that: t from 0 to 100.
        #expect(
            items[1].positions.pieces == [.init(offset: 0, origin: 0, slope: 1), .init(offset: 200, origin: 200, slope: 0)])
    }
}
