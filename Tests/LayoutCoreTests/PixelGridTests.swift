import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Pixel snapping: OB-9")
struct PixelGridTests {
    let grid = PixelGrid(scale: 3)

    /// The OB-8 row without orthogonal scrolling: section insets 16, a 375 × 40 group (wider than
    /// the 343 box) of 4 count slots with spacing 8 → slot (375 − 24) / 4 = 87.75 at
    /// x = 16, 111.75, 207.5, 303.25, y = 16.
    func ob8Row(scale: Double, direction: LayoutDirection = .leftToRight) throws -> LayoutSolution {
        let group = countGroup(
            .horizontal, .absolute(375), .absolute(40), item(.fractionalWidth(1), .fractionalHeight(1)), count: 4,
            spacing: .fixed(8))
        return try solveSection(
            group, items: 4, in: container(375, 812, scale: scale, direction: direction),
            sectionInsets: DirectionalInsets(all: 16))
    }

    @Test("OB-9: without a pixel grid the OB-8 row keeps its exact values")
    func unsnappedRow() throws {
        let solution = try ob8Row(scale: 0)
        expectFrame(frame(solution, 0, 0), 16, 16, 87.75, 40)
        expectFrame(frame(solution, 0, 1), 111.75, 16, 87.75, 40)
        expectFrame(frame(solution, 0, 2), 207.5, 16, 87.75, 40)
        expectFrame(frame(solution, 0, 3), 303.25, 16, 87.75, 40)
    }

    @Test("OB-9: at scale 3 cell origin and size are floored independently (OB-8 row)")
    func snappedRow() throws {
        // x: 16 → 48 px → 16; 111.75 → 335.25 px → 335 px; 207.5 → 622.5 → 622; 303.25 → 909.75 → 909 = 303.
        // width 87.75 → 263.25 px → 263 px; y 16 → 48 px; height 40 → 120 px.
        let solution = try ob8Row(scale: 3)
        expectFrame(frame(solution, 0, 0), 16, 16, 263.0 / 3, 40)
        expectFrame(frame(solution, 0, 1), 335.0 / 3, 16, 263.0 / 3, 40)
        expectFrame(frame(solution, 0, 2), 622.0 / 3, 16, 263.0 / 3, 40)
        expectFrame(frame(solution, 0, 3), 303, 16, 263.0 / 3, 40)
    }

    @Test("OB-9: right-to-left frames are mirrored first, then snapped")
    func mirroredThenSnapped() throws {
        // Mirror: x' = 375 − (x + 87.75) = 271.25, 175.5, 79.75, −16.
        // Floor at scale 3: 813.75 → 813 px = 271; 526.5 → 526 px; 239.25 → 239 px; −48 px = −16.
        // (Snapping first would give 375 − (16 + 263/3) = 271.333… for item 0.)
        let solution = try ob8Row(scale: 3, direction: .rightToLeft)
        expectFrame(frame(solution, 0, 0), 271, 16, 263.0 / 3, 40)
        expectFrame(frame(solution, 0, 1), 526.0 / 3, 16, 263.0 / 3, 40)
        expectFrame(frame(solution, 0, 2), 239.0 / 3, 16, 263.0 / 3, 40)
        expectFrame(frame(solution, 0, 3), -16, 16, 263.0 / 3, 40)
    }

    @Test("OB-9: 76.75 floors to 76.667 and 278.25 to 278 at scale 3")
    func floorValues() {
        expectValue(grid.floor(76.75), 230.0 / 3)  // 230.25 px → 230 px
        expectValue(grid.floor(278.25), 278)  // 834.75 px → 834 px
        expectValue(grid.floor(-0.1), -1.0 / 3)  // −0.3 px → −1 px (floor, not truncation)
    }

    @Test("OB-9: PixelGrid.round takes halves away from zero (−22.5 px → −23 px, 265.5 px → 266 px)")
    func roundHalvesAwayFromZero() {
        expectValue(grid.round(-7.5), -23.0 / 3)  // −22.5 px
        expectValue(grid.round(88.5), 266.0 / 3)  // 265.5 px
        expectValue(grid.round(-7.4), -22.0 / 3)  // −22.2 px
        expectValue(grid.round(88.4), 265.0 / 3)  // 265.2 px
    }

    @Test("OB-9: supplementary frames round the origin and floor the size")
    func snapSupplementary() {
        // x −7.5 → −23 px, y 88.5 → 266 px, width 87.75 → 263 px, height 76.75 → 230 px.
        let snapped = grid.snapSupplementary(Rect(x: -7.5, y: 88.5, width: 87.75, height: 76.75))
        expectFrame(snapped, -23.0 / 3, 266.0 / 3, 263.0 / 3, 230.0 / 3)
    }

    @Test("OB-9: floating-point noise within a millionth of a pixel counts as that pixel (1/3 × 3 floors to 1)")
    func noiseTolerance() {
        // (1/3 − 1e-12) × 3 = 1 − 3e-12 px → 1 px, not 0.
        expectValue(grid.floor(1.0 / 3.0 - 1e-12), 1.0 / 3)
        expectValue(grid.floor(1.0 / 3.0), 1.0 / 3)
        // A real shortfall is not noise: (1/3 − 0.001) × 3 = 0.997 px → 0 px.
        expectValue(grid.floor(1.0 / 3.0 - 0.001), 0)
        // A half blurred by noise still rounds away from zero: 0.5 px − 3e-12 → 1 px.
        expectValue(grid.round(0.5 / 3.0 - 1e-12), 1.0 / 3)
    }

    @Test("OB-9: thirds of a 100-pt row snap to whole thirds despite summing error")
    func thirdsSnapCleanly() throws {
        // W = 100: widths 100/3 (100 px), x = 0, 100/3, 200/3 (0, 100, 200 px) whatever the rounding of the sums.
        let group = hGroup(.fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1))])
        let solution = try solveSection(group, items: 3, in: container(100, 300, scale: 3))
        expectFrame(frame(solution, 0, 0), 0, 0, 100.0 / 3, 10)
        expectFrame(frame(solution, 0, 1), 100.0 / 3, 0, 100.0 / 3, 10)
        expectFrame(frame(solution, 0, 2), 200.0 / 3, 0, 100.0 / 3, 10)
    }

    @Test("whole pixel counts are recognised without rounding: 2^52 and beyond are whole, halves below it are not")
    func wholePixelCounts() {
        for whole in [0, -0.0, 3, -4, 0x1p52 - 1, 0x1p52, 0x1p52 + 2, 1e300, .infinity, -.infinity] as [Double] {
            #expect(PixelGrid.isWhole(whole), "\(whole)")
        }
        // 2^52 − 0.5 is the largest double below 2^52 that is not whole (spacing 0.5 there).
        for fractional in [2.5, -0.25, 1e-300, 0x1p52 - 0.5, -(0x1p51 + 0.5), .nan] as [Double] {
            #expect(!PixelGrid.isWhole(fractional), "\(fractional)")
        }
    }

    @Test("values already on the pixel grid come back bit for bit, signed zeros included")
    func onGridValuesUnchanged() {
        // 16 × 3 = 48 px, 122 × 3 = 366 px: whole, so floor and round give 48 / 3 = 16 and 366 / 3 = 122.
        #expect(grid.floor(16) == 16 && grid.round(16) == 16)
        #expect(grid.floor(122) == 122 && grid.round(-122) == -122)
        // 0.5 × 2 = 1 px at scale 2: 0.5 exactly.
        #expect(PixelGrid(scale: 2).floor(0.5) == 0.5 && PixelGrid(scale: 2).round(-0.5) == -0.5)
        // −0 × 3 = −0 px: the sign survives.
        #expect(grid.floor(-0.0).sign == .minus && grid.round(-0.0).sign == .minus)
        #expect(grid.floor(0).sign == .plus)
        // 10^15 × 3 = 3 × 10^15 px (below 2^53, exact): 10^15 again.
        #expect(grid.floor(1e15) == 1e15 && grid.round(1e15) == 1e15)
        // 2^51 × 3 = 1.5 × 2^52 px, at or beyond 2^52 and so whole: 2^51 again.
        #expect(grid.floor(0x1p51) == 0x1p51)
    }

    @Test("OB-9: a scale that is not a positive finite number disables snapping")
    func inactiveScales() {
        for scale in [0, -2, Double.nan, Double.infinity] {
            let inactive = PixelGrid(scale: scale)
            #expect(inactive.floor(111.75) == 111.75)
            #expect(inactive.round(-7.5) == -7.5)
        }
        #expect(PixelGrid.none.floor(87.75) == 87.75)
    }

    @Test("OB-9: the presented content size is floored; the solved one is not")
    func presentedContentSize() throws {
        // Section insets 16 + group 40.5 + 16 = 72.5 → 217.5 px → 217 px. Width 375 stays.
        let group = hGroup(.fractionalWidth(1), .absolute(40.5), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solveSection(group, items: 1, in: container(375, 812, scale: 3), sectionInsets: DirectionalInsets(all: 16))
        expectSize(solution.contentSize, 375, 72.5)
        expectSize(solution.presentedContentSize, 375, 217.0 / 3)
    }
}
