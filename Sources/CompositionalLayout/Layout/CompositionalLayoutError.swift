public import LayoutCore

/// Why a compositional layout cannot be laid out, with the path of the offending object, for
/// example `section 2 › group › subitems[1] › widthDimension`.
///
/// UIKit raises an exception for most of these; here `prepare()` records the error in
/// `UICollectionViewCompositionalLayout.preparationError` and lays out nothing, and
/// `validate()` throws it. The reasons are the engine's (`LayoutError.Reason`), so the layout
/// and the engine share one vocabulary.
public struct CompositionalLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What can be wrong: the engine's reasons, with the offending value.
    public typealias Reason = LayoutError.Reason

    /// The engine's error this error reports.
    public let underlying: LayoutError

    /// What is wrong.
    public var reason: Reason { underlying.reason }
    /// Where it is.
    public var path: String { underlying.path }
    /// A readable message naming the offending object.
    public var description: String { underlying.description }

    /// Wraps an engine error.
    init(_ error: LayoutError) {
        underlying = error
    }

    /// Whether two errors name the same object for the same reason. Unlike `LayoutError`'s
    /// `==`, an error whose reason carries NaN equals itself.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.path == rhs.path && (lhs.reason == rhs.reason || lhs.description == rhs.description)
    }

    /// Hashes the path, which equal errors share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
    }
}
