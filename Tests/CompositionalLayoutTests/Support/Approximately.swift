import Foundation

/// Tolerance for results that go through `sin`/`cos` (e.g. `cos(π/2)` is 6.1e-17, not 0).
let rotationTolerance: CGFloat = 1e-12

/// Whether `lhs` and `rhs` differ by at most `tolerance`.
func isApproximately(_ lhs: CGFloat, _ rhs: CGFloat, within tolerance: CGFloat = rotationTolerance) -> Bool {
    abs(lhs - rhs) <= tolerance
}

/// Whether both coordinates of `lhs` and `rhs` differ by at most `tolerance`.
func isApproximately(_ lhs: CGPoint, _ rhs: CGPoint, within tolerance: CGFloat = rotationTolerance) -> Bool {
    isApproximately(lhs.x, rhs.x, within: tolerance) && isApproximately(lhs.y, rhs.y, within: tolerance)
}

/// Whether origin and size of `lhs` and `rhs` differ by at most `tolerance` in every component.
func isApproximately(_ lhs: CGRect, _ rhs: CGRect, within tolerance: CGFloat = rotationTolerance) -> Bool {
    isApproximately(lhs.origin, rhs.origin, within: tolerance)
        && isApproximately(lhs.width, rhs.width, within: tolerance)
        && isApproximately(lhs.height, rhs.height, within: tolerance)
}
