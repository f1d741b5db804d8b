// Core Animation refuses NaN and infinite geometry with an exception; a headless view takes
// such a coordinate as 0 instead, so that one bad number cannot poison every frame derived
// from it.

extension CGFloat {
    /// The value, or 0 when it is NaN or infinite.
    package var finiteOrZero: CGFloat { isFinite ? self : 0 }
}

extension CGPoint {
    /// The point with each non-finite coordinate replaced by 0.
    package var finiteOrZero: CGPoint { CGPoint(x: x.finiteOrZero, y: y.finiteOrZero) }
}

extension CGSize {
    /// The size with each non-finite component replaced by 0.
    package var finiteOrZero: CGSize { CGSize(width: width.finiteOrZero, height: height.finiteOrZero) }
}

extension CGRect {
    /// The rectangle with each non-finite component replaced by 0.
    package var finiteOrZero: CGRect { CGRect(origin: origin.finiteOrZero, size: size.finiteOrZero) }
}
