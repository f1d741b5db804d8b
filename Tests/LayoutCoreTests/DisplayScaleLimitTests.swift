import LayoutTestSupport
import Testing

@testable import LayoutCore

/// The display scales the engine lays out (issue 20): `LayoutLimits.displayScales`, 1 … 32
/// pixels per point, and 0 for no snapping.
@Suite("Display scale limits")
struct DisplayScaleLimitTests {
    /// Three items a third of a 100-point container wide, 10 high: x = 0, 33.3…, 66.6….
    static let thirds = LayoutDescription(sections: [
        SectionInput(
            section: Section(group: hGroup(.fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])),
            itemCount: 3)
    ])

    @Test(
        "display scales: a scale outside 1 … 32 (overflowing or collapsing the pixel grid) is invalidDisplayScale",
        arguments: [1e308, 1e300, 33, 0.999, 0.001, 1e-9, -1, .nan, .infinity])
    func outsideTheRange(scale: Double) {
        var host = container(100, 800)
        host.pixelGrid = PixelGrid(scale: scale)
        let error = layoutError(Self.thirds, in: host)
        #expect(error?.path.description == "container › displayScale")
        if case .invalidDisplayScale(let reported) = error?.reason {
            #expect(reported.isNaN ? scale.isNaN : reported == scale)
        } else {
            Issue.record("scale \(scale): \(String(describing: error))")
        }
        #expect(error?.message.hasSuffix("must be from 1 to 32 pixels per point") == true)
    }

    @Test("display scales: 1 and 32, the ends of the range, snap to their grids; 0 does not snap")
    func endsOfTheRange() throws {
        // Width 100 / 3 = 33.333…; the second item's x is 33.333…, the third's 66.666….
        // Scale 1: floor → x 0, 33, 66; width 33.
        let one = try LayoutSolver.solve(Self.thirds, in: container(100, 800, scale: 1))
        expectFrame(frame(one, 0, 1), 33, 0, 33, 10)
        expectFrame(frame(one, 0, 2), 66, 0, 33, 10)
        // Scale 32: 33.333… × 32 = 1066.67 → 1066 / 32 = 33.3125; 66.666… × 32 = 2133.33 →
        // 2133 / 32 = 66.65625; the width floors like the first x, to 33.3125.
        let finest = try LayoutSolver.solve(Self.thirds, in: container(100, 800, scale: 32))
        expectFrame(frame(finest, 0, 1), 33.3125, 0, 33.3125, 10)
        expectFrame(frame(finest, 0, 2), 66.65625, 0, 33.3125, 10)
        // Scale 0 (no snapping): the thirds, to the last bits of their floating-point sums.
        let exact = try LayoutSolver.solve(Self.thirds, in: container(100, 800))
        expectFrame(frame(exact, 0, 2), 200.0 / 3, 0, 100.0 / 3, 10, within: .rounding)
    }
}
