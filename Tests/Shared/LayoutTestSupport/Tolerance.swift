import Foundation

/// How far a computed number may be from the number a test worked out by hand.
///
/// One policy for every test target:
///
/// - **Exact, the default.** The values layout tests use (whole points, halves, quarters,
///   eighths, the pixel sizes of 1× and 2× screens) are exact in binary floating point, and
///   so is every sum, difference and product of them the rules make. A hand computation of
///   such a value gives the same bits as the engine, and a frame one bit away is another
///   frame; so expectations compare with `==` unless they say otherwise.
/// - **``rounding`` where the rule's own arithmetic cannot be exact:** decimal fractions
///   (`.fractionalHeight(0.4)` of 844 is 337.6), thirds (370 / 3 on a 3× screen), a
///   deceleration rate of 0.998. A double holds none of these, and the engine and the hand
///   computation round them at different steps, so the last bits may differ. The call site
///   states the tolerance and says in its comment which value is inexact.
/// - **``trigonometry``** for results that go through `sin` and `cos` (`cos(π/2)` is 6.1e-17,
///   not 0).
///
/// A tolerance is a strict bound: values are accepted when they differ by less than it.
public struct Tolerance: Sendable, CustomStringConvertible {
    /// The largest difference not accepted, in points; zero for an exact comparison.
    public let bound: Double

    /// No difference at all: the value must be the expected one, bit for bit (`0 == -0`).
    public static let exact = Tolerance(bound: 0)

    /// Less than a billionth of a point: far below the smallest pixel (a third of a point),
    /// and roughly ten times the last-bit error of a few operations on coordinates of up to
    /// a million points (one unit in the last place there is 1.2e-10).
    public static let rounding = Tolerance(bound: 1e-9)

    /// Less than 1e-12: for results of `sin` and `cos` on small coordinates.
    public static let trigonometry = Tolerance(bound: 1e-12)

    /// Whether `actual` is `expected` under this tolerance.
    public func accepts(_ actual: Double, _ expected: Double) -> Bool {
        bound == 0 ? actual == expected : abs(actual - expected) < bound
    }

    /// `exactly`, or `within` and the bound.
    public var description: String { bound == 0 ? "exactly" : "within \(bound)" }
}

/// Whether `lhs` is `rhs` under `tolerance` (by default ``Tolerance/trigonometry``).
public func isApproximately(_ lhs: CGFloat, _ rhs: CGFloat, within tolerance: Tolerance = .trigonometry) -> Bool {
    tolerance.accepts(Double(lhs), Double(rhs))
}

/// Whether both coordinates of `lhs` are those of `rhs` under `tolerance`.
public func isApproximately(_ lhs: CGPoint, _ rhs: CGPoint, within tolerance: Tolerance = .trigonometry) -> Bool {
    isApproximately(lhs.x, rhs.x, within: tolerance) && isApproximately(lhs.y, rhs.y, within: tolerance)
}

/// Whether the origin and size of `lhs` are those of `rhs` under `tolerance`, component by
/// component.
public func isApproximately(_ lhs: CGRect, _ rhs: CGRect, within tolerance: Tolerance = .trigonometry) -> Bool {
    isApproximately(lhs.origin, rhs.origin, within: tolerance) && isApproximately(lhs.width, rhs.width, within: tolerance)
        && isApproximately(lhs.height, rhs.height, within: tolerance)
}
