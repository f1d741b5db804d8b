/// The display's pixel grid: `scale` pixels per point.
///
/// UIKit aligns frames to this grid (observed.md OB-9): a cell's origin and size are each
/// floored to whole pixels, independently, so `x = 111.75, width = 87.75` at scale 3 becomes
/// `x = 111.667, width = 87.667`. Supplementary origins are rounded to the nearest pixel,
/// halves away from zero. A scale that is not a positive finite number disables snapping.
///
/// Values are first cleaned of floating-point noise (anything within a millionth of a pixel
/// of a whole pixel counts as that pixel), so that `1/3 × 3` floors to 1 and not to 0.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point.
    public var scale: Double

    /// Creates a grid with `scale` pixels per point.
    public init(scale: Double) {
        self.scale = scale
    }

    /// A grid that leaves every value untouched.
    public static let none = PixelGrid(scale: 0)

    /// Whether snapping applies: `scale` is positive and finite (written as two comparisons,
    /// which NaN fails, rather than `isFinite`, which compiles to a dozen integer operations).
    private var isActive: Bool { scale > 0 && scale < .infinity }

    private static let noise = 1e-6

    /// `raw` (a value times `scale`) cleaned of noise: the nearest whole pixel when within
    /// `noise` of it.
    private static func pixels(_ raw: Double) -> Double {
        let nearest = raw.rounded()
        return Swift.abs(raw - nearest) < noise ? nearest : raw
    }

    /// Whether `x` is a whole number (or infinite), without a call into the math library:
    /// every double of magnitude 2^52 or more is whole; below that, adding 2^52 rounds the
    /// magnitude to a whole number (the spacing of doubles in [2^52, 2^53) is 1) and
    /// subtracting it again is exact, so the result equals the magnitude only when it was
    /// already whole. NaN is not whole.
    @inline(__always)
    static func isWhole(_ x: Double) -> Bool {
        let magnitude = x.magnitude
        return magnitude >= 0x1p52 || (magnitude + 0x1p52) - 0x1p52 == magnitude
    }

    /// `value` floored to a whole number of pixels.
    ///
    /// Values already on the grid take a short path with the same result, bit for bit: when
    /// `raw = value × scale` is whole (or infinite), `raw.rounded()` is `raw` itself, so
    /// `pixels` returns `raw` (the difference is 0, or NaN for an infinity, which is not
    /// below the noise either way), and `raw.rounded(.down)` is `raw` again: the result is
    /// `raw / scale`. Signed zeros survive both ways (−0 × scale is −0, which every rounding
    /// keeps).
    public func floor(_ value: Double) -> Double {
        isActive ? floorOnActiveGrid(value) : value
    }

    /// ``floor(_:)`` once `isActive` is known.
    @inline(__always)
    private func floorOnActiveGrid(_ value: Double) -> Double {
        guard value.magnitude < .infinity else { return value }
        let raw = value * scale
        if Self.isWhole(raw) { return raw / scale }
        return Self.pixels(raw).rounded(.down) / scale
    }

    /// `value` rounded to the nearest pixel, halves away from zero.
    ///
    /// As in ``floor(_:)``, a whole `raw = value × scale` gives `raw / scale` directly, bit
    /// for bit what the rounding below gives: `pixels` returns `raw`; `raw × 2` is whole
    /// (or infinite), so `half` is `raw` (or infinite, whose distance to `raw` is not below
    /// the noise), `snapped` is `raw` either way, and rounding it changes nothing.
    public func round(_ value: Double) -> Double {
        isActive ? roundOnActiveGrid(value) : value
    }

    /// ``round(_:)`` once `isActive` is known.
    @inline(__always)
    private func roundOnActiveGrid(_ value: Double) -> Double {
        guard value.magnitude < .infinity else { return value }
        let raw = value * scale
        if Self.isWhole(raw) { return raw / scale }
        let px = Self.pixels(raw)
        let half = (px * 2).rounded() / 2
        let snapped = Swift.abs(px - half) < Self.noise ? half : px
        return snapped.rounded(.toNearestOrAwayFromZero) / scale
    }

    /// A cell frame as UIKit reports it: origin and size floored independently.
    public func snapCell(_ rect: Rect) -> Rect {
        snapCellInlined(rect)
    }

    /// ``snapCell(_:)`` inlined into its caller: for the lookup of one cell, where the call
    /// costs as much as the snapping. A visit of many cells calls ``snapCell(_:)``: inlined
    /// into its loop, the snapping made the loop cost more than the calls it saved.
    @inline(__always)
    func snapCellInlined(_ rect: Rect) -> Rect {
        guard isActive else { return rect }
        return Rect(
            x: floorOnActiveGrid(rect.minX), y: floorOnActiveGrid(rect.minY), width: floorOnActiveGrid(rect.width),
            height: floorOnActiveGrid(rect.height))
    }

    /// A supplementary frame: origin rounded to the nearest pixel, size floored.
    public func snapSupplementary(_ rect: Rect) -> Rect {
        guard isActive else { return rect }
        return Rect(
            x: roundOnActiveGrid(rect.minX), y: roundOnActiveGrid(rect.minY), width: floorOnActiveGrid(rect.width),
            height: floorOnActiveGrid(rect.height))
    }
}
