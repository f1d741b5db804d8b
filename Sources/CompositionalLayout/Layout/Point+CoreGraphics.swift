internal import LayoutCore

extension Point {
    /// The engine's point for a Core Graphics point.
    init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension CGPoint {
    /// The Core Graphics point for an engine point.
    init(_ point: Point) {
        self.init(x: point.x, y: point.y)
    }
}
