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

    private var isActive: Bool { scale.isFinite && scale > 0 }

    private static let noise = 1e-6

    private func pixels(_ value: Double) -> Double {
        let raw = value * scale
        let nearest = raw.rounded()
        return Swift.abs(raw - nearest) < Self.noise ? nearest : raw
    }

    /// `value` floored to a whole number of pixels.
    public func floor(_ value: Double) -> Double {
        guard isActive, value.isFinite else { return value }
        return pixels(value).rounded(.down) / scale
    }

    /// `value` rounded to the nearest pixel, halves away from zero.
    public func round(_ value: Double) -> Double {
        guard isActive, value.isFinite else { return value }
        let px = pixels(value)
        let half = (px * 2).rounded() / 2
        let snapped = Swift.abs(px - half) < Self.noise ? half : px
        return snapped.rounded(.toNearestOrAwayFromZero) / scale
    }

    /// A cell frame as UIKit reports it: origin and size floored independently.
    public func snapCell(_ rect: Rect) -> Rect {
        Rect(x: floor(rect.minX), y: floor(rect.minY), width: floor(rect.width), height: floor(rect.height))
    }

    /// A supplementary frame: origin rounded to the nearest pixel, size floored.
    public func snapSupplementary(_ rect: Rect) -> Rect {
        Rect(x: round(rect.minX), y: round(rect.minY), width: floor(rect.width), height: floor(rect.height))
    }
}
