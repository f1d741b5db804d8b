#if !canImport(CoreGraphics)
/// A 2D affine transform: a 3 × 3 matrix whose last column is fixed at (0, 0, 1).
///
/// Points are treated as row vectors `[x y 1]` multiplied on the left of the matrix
///
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
///
/// so a point maps to `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. This is the convention
/// of Core Graphics, which this type stands in for where Core Graphics is unavailable.
public struct CGAffineTransform: Hashable, Sendable {
    /// Horizontal scale (and rotation) factor: how much `x` contributes to `x'`.
    public var a: CGFloat
    /// Vertical shear (and rotation) factor: how much `x` contributes to `y'`.
    public var b: CGFloat
    /// Horizontal shear (and rotation) factor: how much `y` contributes to `x'`.
    public var c: CGFloat
    /// Vertical scale (and rotation) factor: how much `y` contributes to `y'`.
    public var d: CGFloat
    /// Horizontal translation added after the linear part.
    public var tx: CGFloat
    /// Vertical translation added after the linear part.
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform from its six matrix entries, in the order `a, b, c, d, tx, ty`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Creates the identity transform, which leaves every point where it is.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform that multiplies `x` by `sx` and `y` by `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that moves every point by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that rotates about the origin by `angle` radians.
    ///
    /// A positive angle turns the x axis towards the y axis: `(1, 0)` maps to
    /// `(cos angle, sin angle)`. With UIKit's y-down coordinates that reads as clockwise.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform()

    /// Whether all six entries equal the identity's.
    public var isIdentity: Bool {
        self == .identity
    }

    /// The transform that applies `self` first and then `other`.
    ///
    /// In matrix terms this is the product `self × other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// The transform that undoes this one.
    ///
    /// A transform whose determinant `a·d − b·c` is zero squashes the plane onto a line or a
    /// point and has no inverse; as in Core Graphics, such a transform is returned unchanged.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }

    /// The transform that scales by `(sx, sy)` first and then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// The transform that moves by `(tx, ty)` first and then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The transform that rotates by `angle` radians first and then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension CGPoint {
    /// The point moved by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size treated as a vector and mapped by the linear part of `t` (the translation
    /// is ignored): `(a·width + c·height, b·width + d·height)`. Components may turn negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest upright rectangle holding the four corners of this rectangle mapped by `t`.
    ///
    /// The result is standardized (non-negative width and height). After a rotation that is
    /// not a multiple of a right angle the box is larger than the rotated rectangle itself.
    /// The null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let p1 = CGPoint(x: minX, y: minY).applying(t)
        let p2 = CGPoint(x: maxX, y: minY).applying(t)
        let p3 = CGPoint(x: minX, y: maxY).applying(t)
        let p4 = CGPoint(x: maxX, y: maxY).applying(t)
        let left = Swift.min(p1.x, p2.x, p3.x, p4.x)
        let top = Swift.min(p1.y, p2.y, p3.y, p4.y)
        let right = Swift.max(p1.x, p2.x, p3.x, p4.x)
        let bottom = Swift.max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
#endif
