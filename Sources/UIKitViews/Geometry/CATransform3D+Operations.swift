#if !canImport(QuartzCore)
// Core Animation's transform functions, for carousel code in visible-items handlers.
//
// Points are row vectors multiplied on the left, `[x y z 1] × M`, so the translation sits in
// the last row (`m41 m42 m43`) and `A × B` applies A first, then B. Each function that
// changes an existing transform puts its own step *before* it: `CATransform3DScale(t, …)`
// is `scale × t`, so the scale happens first and `t`'s translation is not scaled.

/// A transform that rotates by `angle` radians about the axis `(x, y, z)` through the origin.
///
/// A positive angle turns counterclockwise when the axis points at the viewer (about z:
/// the x axis towards the y axis, which reads clockwise in UIKit's y-down coordinates). The
/// axis need not be of unit length; an axis of length zero gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    let versine = 1 - cosine
    // The row-vector form of the rotation about a unit axis: the transpose of the usual
    // column-vector (Rodrigues) matrix.
    return CATransform3D(
        m11: ux * ux * versine + cosine, m12: ux * uy * versine + uz * sine, m13: ux * uz * versine - uy * sine, m14: 0,
        m21: ux * uy * versine - uz * sine, m22: uy * uy * versine + cosine, m23: uy * uz * versine + ux * sine, m24: 0,
        m31: ux * uz * versine + uy * sine, m32: uy * uz * versine - ux * sine, m33: uz * uz * versine + cosine, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )
}

/// The transform that applies `a` first and then `b`: the matrix product `a × b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let rowsA = a.rows, rowsB = b.rows
    var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
        for column in 0..<4 {
            product[row][column] =
                rowsA[row][0] * rowsB[0][column] + rowsA[row][1] * rowsB[1][column]
                + rowsA[row][2] * rowsB[2][column] + rowsA[row][3] * rowsB[3][column]
        }
    }
    return CATransform3D(rows: product)
}

/// `t` preceded by a scale of `(sx, sy, sz)`: `scale × t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` preceded by a move of `(tx, ty, tz)`: `translation × t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` preceded by a rotation of `angle` radians about `(x, y, z)`: `rotation × t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The transform that undoes `t`, or `t` itself when it has no inverse (its determinant is
/// zero or not finite), as Core Animation returns it.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var left = t.rows
    var right: [[CGFloat]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    for column in 0..<4 {
        var pivotRow = column
        for row in column + 1..<4 where abs(left[row][column]) > abs(left[pivotRow][column]) {
            pivotRow = row
        }
        let pivot = left[pivotRow][column]
        guard pivot != 0, pivot.isFinite else { return t }
        left.swapAt(column, pivotRow)
        right.swapAt(column, pivotRow)
        for index in 0..<4 {
            left[column][index] /= pivot
            right[column][index] /= pivot
        }
        for row in 0..<4 where row != column {
            let factor = left[row][column]
            guard factor != 0 else { continue }
            for index in 0..<4 {
                left[row][index] -= factor * left[column][index]
                right[row][index] -= factor * right[column][index]
            }
        }
    }
    let inverse = CATransform3D(rows: right)
    return inverse.rows.allSatisfy { $0.allSatisfy(\.isFinite) } ? inverse : t
}

extension CATransform3D {
    /// The entries as four rows of four.
    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// A transform from four rows of four entries.
    fileprivate init(rows: [[CGFloat]]) {
        self.init(
            m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
            m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
            m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
            m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3]
        )
    }
}
#endif
