/// The kinds of symbol in the tableau (Badros, Borning and Stuckey 2001, §2 and §3).
///
/// Symbols are numbered from 0 in the order the system makes them; a symbol's number indexes
/// the system's per-symbol arrays (its kind, its row, its column), and it orders a row's
/// cells and breaks the simplex's ties (Bland's rule).
enum SymbolKind: UInt8 {
    /// A variable of the user's: unrestricted in sign.
    case external
    /// The slack of an inequality (`expression + slack == 0`), or the artificial variable of
    /// the phase that looks for a feasible row: restricted to be at least 0.
    case slack
    /// An error of a non-required constraint, weighed in the objective: at least 0.
    case error
    /// The marker of a required equality: restricted to 0, so it never enters the basis;
    /// it records which constraints a row combines.
    case dummy

    /// Whether the symbol must be at least 0 (every kind but an external variable).
    var isRestricted: Bool { self != .external }

    /// Whether the simplex may bring the symbol into the basis to improve the objective.
    var canEnter: Bool { self == .slack || self == .error }
}
