/// The solver's tolerance: a coefficient or a constant whose magnitude is at most this is
/// taken as zero. Coefficients that cancel to within it are dropped from rows, a row constant
/// below `-nearZero` makes the row infeasible, and an artificial phase that ends above it
/// proves a conflict.
///
/// The values a layout solves are points (a few thousand at most) with coefficients near 1, so
/// 1e-8 is far above the rounding of a few hundred pivots (about 1e-13 of such values) and far
/// below the smallest difference a display can show (a third of a point).
let nearZero = 1.0e-8
