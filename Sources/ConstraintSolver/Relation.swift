/// How a constraint's expression relates to zero.
public enum Relation: Hashable, Sendable {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual
}
