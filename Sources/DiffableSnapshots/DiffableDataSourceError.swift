/// A misuse of a snapshot that UIKit answers with an exception (or, for items that are already
/// in a snapshot, with a console warning), reported here instead of stopping the process.
///
/// UIKit raises `NSInternalInconsistencyException` when a snapshot is asked something it cannot
/// do: identifiers that repeat, items appended when there is no section, a destination that is
/// not in the snapshot, and so on. Here the call that would raise changes nothing, answers an
/// empty value where it returns one, and reports this error, carrying UIKit's reason text, to
/// the reporter in effect (see `collecting(_:)`): a test can observe it, and the process goes on.
public struct DiffableDataSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of misuse; each has UIKit's reason text in `message`.
    public enum Reason: Hashable, Sendable {
        /// The identifiers given to one call repeat, or (in a section snapshot) some are already
        /// in it: "Fatal: supplied item identifiers are not unique. …".
        case duplicateIdentifiers
        /// Section identifiers appended or inserted are already in the snapshot.
        case sectionIdentifiersAlreadyExist
        /// Item identifiers appended or inserted are already in the snapshot. UIKit logs this
        /// and moves the existing items into place, as the call here does: the only reason that
        /// does not leave the snapshot unchanged.
        case itemIdentifiersAlreadyExist
        /// Items appended to a snapshot without sections.
        case noSections
        /// A section that the call names, or that must hold the destination item, is not in
        /// the snapshot.
        case sectionNotFound
        /// An item that the call names is not in the snapshot.
        case itemNotFound
        /// The destination of an insertion is among the identifiers inserted.
        case destinationAmongInsertedIdentifiers
        /// An item or section is moved relative to itself.
        case moveRelativeToItself
        /// A diffable data source's cell provider returned no cell for an item.
        case cellProviderReturnedNil
        /// The view asked a diffable data source for a supplementary view, and it has no
        /// supplementary view provider.
        case noSupplementaryViewProvider
    }

    /// The kind of misuse.
    public let reason: Reason
    /// The Swift member that was misused, for example `appendItems(_:toSection:)`.
    public let operation: String
    /// UIKit's exception reason (or console message) for this misuse, with the identifiers
    /// written as Swift describes them.
    public let message: String

    /// Whether UIKit stops the process for this misuse; false only for identifiers that UIKit
    /// moves into place with a warning.
    public var isFatalInUIKit: Bool { reason != .itemIdentifiersAlreadyExist }

    /// The operation and UIKit's message.
    public var description: String { "\(operation): \(message)" }

    /// Creates an error; snapshots report these, tests compare them.
    public init(_ reason: Reason, operation: String, message: String) {
        self.reason = reason
        self.operation = operation
        self.message = message
    }
}
