internal import LayoutCore

/// Why a compositional layout cannot be laid out, with the path of the offending object, for
/// example `section 2 › group › subitems[1] › widthDimension`.
///
/// UIKit raises an exception for most of these; here `prepare()` records the error in
/// `UICollectionViewCompositionalLayout.preparationError` and lays out nothing, and
/// `validate()` throws it. The error reports what the engine found: its reasons, paths and
/// messages are the engine's, given here in this module's own types.
public struct CompositionalLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The engine's error this error reports.
    let engineError: LayoutError

    /// Reports an engine error.
    init(_ error: LayoutError) {
        engineError = error
    }

    /// Reports `reason` at `path`.
    init(_ reason: LayoutError.Reason, at path: LayoutPath) {
        engineError = LayoutError(reason, at: path)
    }

    /// What is wrong.
    public var reason: Reason { Reason(engineError.reason) }
    /// Where it is.
    public var path: Path { Path(engineError.path) }
    /// What is wrong, in words, without the path.
    public var message: String { engineError.message }
    /// A readable message naming the offending object: the path, then the message.
    public var description: String { engineError.description }

    /// Whether two errors name the same object for the same reason. An error whose reason
    /// carries NaN equals itself (its messages are equal), although the reasons are not.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.path == rhs.path && (lhs.reason == rhs.reason || lhs.description == rhs.description)
    }

    /// Hashes the path, which equal errors share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
    }
}
