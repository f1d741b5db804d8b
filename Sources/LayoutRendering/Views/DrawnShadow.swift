import UIKitViews

/// A layer's shadow as an SVG drop shadow: the shape of what the layer and its sublayers draw,
/// moved by the offset (positive heights move it down, as on iOS) and blurred.
///
/// Core Animation's `shadowRadius` is the blur's radius; SVG's blur takes a standard deviation,
/// taken here as half the radius (an approximation: Core Animation documents no kernel).
struct DrawnShadow {
    /// The horizontal offset, in points.
    var offsetX: Double
    /// The vertical offset, in points (down is positive).
    var offsetY: Double
    /// The Gaussian blur's standard deviation, in points.
    var standardDeviation: Double
    /// The color with the layer's shadow opacity applied.
    var color: DrawnColor

    /// The shadow of `layer`, or `nil` when it shows none (no opacity, no color).
    init?(_ layer: CALayer) {
        let opacity = Double(layer.shadowOpacity)
        guard opacity.isFinite, opacity > 0, let color = DrawnColor(layer.shadowColor) else { return nil }
        let offset = layer.shadowOffset
        let radius = Double(layer.shadowRadius)
        offsetX = offset.width.isFinite ? Double(offset.width) : 0
        offsetY = offset.height.isFinite ? Double(offset.height) : 0
        standardDeviation = radius.isFinite ? max(0, radius) / 2 : 0
        self.color = color.fading(by: opacity)
    }
}
