#if canImport(QuartzCore)
@_exported import QuartzCore
#else
/// A 3D homogeneous transform: a 4 × 4 matrix applied to row vectors `[x y z w]`.
///
/// The layout only reads its affine part (`m11 m12 m21 m22 m41 m42`); the rest is kept so that
/// code written for Core Animation, which this type stands in for, compiles and round-trips.
public struct CATransform3D: Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4.
    public var m34: CGFloat
    /// Row 4, column 1: the x translation.
    public var m41: CGFloat
    /// Row 4, column 2: the y translation.
    public var m42: CGFloat
    /// Row 4, column 3: the z translation.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// Creates a matrix of zeros, as the zero-initialiser of Core Animation's C struct does.
    ///
    /// This is *not* the identity; use ``CATransform3DIdentity`` for that.
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 0
        )
    }
}

/// The transform that leaves every point where it is: ones on the diagonal, zeros elsewhere.
public let CATransform3DIdentity = CATransform3DMakeScale(1, 1, 1)

/// The 3D form of a 2D affine transform: `a b` and `c d` fill the top-left 2 × 2 block,
/// `tx ty` the first two entries of the last row, and the z axis is left alone.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1
    )
}

/// Whether `t` equals the identity entry for entry.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `t` is exactly the 3D form of some 2D affine transform: every entry outside the
/// affine part (`m11 m12 m21 m22 m41 m42`) matches the identity.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0
        && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (`m11 m12 m21 m22 m41 m42` as `a b c d tx ty`).
///
/// Every other entry is dropped, so for a transform that is not affine (see
/// ``CATransform3DIsAffine(_:)``) the result is only the 2D shadow of the 3D transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// A transform that scales x, y and z by `sx`, `sy` and `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(
        m11: sx, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: sy, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: sz, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )
}

/// A transform that moves every point by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: tx, m42: ty, m43: tz, m44: 1
    )
}

/// Whether `a` and `b` are equal entry for entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}
#endif
