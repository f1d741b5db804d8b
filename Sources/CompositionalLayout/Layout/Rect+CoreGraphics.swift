internal import LayoutCore

extension Rect {
    /// The engine's rectangle for a Core Graphics rectangle (standardized: sizes >= 0).
    init(_ rect: CGRect) {
        let r = rect.standardized
        self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }
}

extension CGRect {
    /// The Core Graphics rectangle for an engine rectangle.
    init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
