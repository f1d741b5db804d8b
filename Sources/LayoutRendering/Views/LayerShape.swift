import Foundation
import UIKitViews

/// The outline of a layer's bounds as Core Animation rounds it: ``LayerShape/radius`` at the
/// corners ``LayerShape/corners`` names (`maskedCorners`), the radius no more than half the
/// shorter side, as Core Animation clamps it.
struct LayerShape {
    /// The bounds rectangle in the current coordinates.
    var box: CGRect
    /// The corner radius, clamped.
    var radius: Double
    /// The corners rounded.
    var corners: CACornerMask

    init(_ layer: CALayer, box: CGRect) {
        self.box = box
        let requested = Double(layer.cornerRadius)
        let limit = Double(min(box.width, box.height)) / 2
        radius = requested.isFinite ? max(0, min(requested, limit)) : 0
        corners = layer.maskedCorners
    }

    /// Writes the opening of a `rect` or `path` element for the outline inset by `inset` on
    /// every side (its radius reduced as much), without closing it, so that the caller adds
    /// paint attributes and `/>`.
    func write(into output: inout ChunkedOutput, inset: Double) {
        let x = Double(box.minX) + inset
        let y = Double(box.minY) + inset
        let width = max(0, Double(box.width) - 2 * inset)
        let height = max(0, Double(box.height) - 2 * inset)
        let r = max(0, radius - inset)
        let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if r == 0 || corners.isSuperset(of: all) {
            output.append("<rect")
            if x != 0 { output.number(" x=\"", x) }
            if y != 0 { output.number(" y=\"", y) }
            output.number(" width=\"", width)
            output.number(" height=\"", height)
            if r > 0 { output.number(" rx=\"", r) }
            return
        }
        let topLeft = corners.contains(.layerMinXMinYCorner) ? r : 0
        let topRight = corners.contains(.layerMaxXMinYCorner) ? r : 0
        let bottomLeft = corners.contains(.layerMinXMaxYCorner) ? r : 0
        let bottomRight = corners.contains(.layerMaxXMaxYCorner) ? r : 0
        let right = x + width
        let bottom = y + height
        output.append("<path d=\"M")
        output.listed(x + topLeft)
        output.listed(y)
        output.append("H")
        output.listed(right - topRight)
        Self.arc(topRight, to: right, y + topRight, into: &output)
        output.append("V")
        output.listed(bottom - bottomRight)
        Self.arc(bottomRight, to: right - bottomRight, bottom, into: &output)
        output.append("H")
        output.listed(x + bottomLeft)
        Self.arc(bottomLeft, to: x, bottom - bottomLeft, into: &output)
        output.append("V")
        output.listed(y + topLeft)
        Self.arc(topLeft, to: x + topLeft, y, into: &output)
        output.append("Z\"")
    }

    /// A clockwise quarter circle of `radius` to (`x`, `y`); nothing when the corner is square.
    private static func arc(_ radius: Double, to x: Double, _ y: Double, into output: inout ChunkedOutput) {
        guard radius > 0 else { return }
        output.append("A")
        output.listed(radius)
        output.listed(radius)
        output.append("0 0 1 ")
        output.listed(x)
        output.listed(y)
    }
}
