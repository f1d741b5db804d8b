/// A misuse of the collection view that UIKit stops the app for, reported by the headless view
/// instead, with UIKit's reason text, while the view goes on with a defined fallback (named
/// for each reason). Beyond UIKit.
///
/// Read them from ``UICollectionView/reportedErrors``:
///
/// ```swift
/// collectionView.layoutIfNeeded()
/// #expect(collectionView.reportedErrors.isEmpty, "\(collectionView.reportedErrors)")
/// ```
public struct CollectionViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// A view of `elementKind` (``CollectionViewError/cellKind`` for cells) was dequeued
        /// with `identifier`, under which no class is registered. A plain cell or reusable view,
        /// never reused, is returned instead.
        case unregisteredReuseIdentifier(elementKind: String, identifier: String)
        /// A view of `elementKind` was dequeued with `identifier`, under which a nib (named
        /// `nibName`, `nil` for one made from data) is registered. Nib files are not loaded
        /// headless; a plain cell or reusable view, never reused, is returned instead.
        case nibNotLoadable(elementKind: String, identifier: String, nibName: String?)
        /// The class registered for `identifier` is not a cell (for a cell identifier) or not
        /// a reusable view (for a supplementary or decoration kind). A plain view is returned
        /// instead.
        case notAReusableViewClass(elementKind: String, identifier: String)
        /// The data source's `collectionView(_:cellForItemAt:)` returned a cell this view did
        /// not dequeue for the request. The cell returned is shown, and never reused.
        case cellNotDequeued(indexPath: IndexPath)
        /// The data source returned a supplementary view this view did not dequeue for the
        /// request, or does not implement `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
        /// The view returned (a plain view when the method is missing) is shown, and never
        /// reused.
        case supplementaryViewNotDequeued(elementKind: String, indexPath: IndexPath)
        /// A view of `elementKind` was dequeued for `indexPath` but not returned to the view:
        /// outside a request of the view, or besides the view returned. It goes back to its
        /// reuse queue unshown.
        case dequeuedViewNotReturned(elementKind: String, indexPath: IndexPath)
        /// A cell or supplementary registration used to dequeue was created while the view was
        /// asking for a view. It works as one created beforehand.
        case registrationCreatedDuringRequest(elementKind: String)
        /// `scrollToItem(at:at:animated:)` was given an index path the layout has no item for.
        /// Nothing scrolls.
        case scrollToInvalidIndexPath(IndexPath)
        /// A scroll position names more than one position on the same axis. That axis is not
        /// scrolled.
        case conflictingScrollPositions(UICollectionView.ScrollPosition)
        /// The delegate kept scrolling the view from `scrollViewDidScroll(_:)`, each scroll
        /// telling it again, `depth` times in a row; the view stopped telling it about further
        /// scrolls of that chain (UIKit recurses until the stack overflows).
        case scrollNotificationsNestedTooDeeply(depth: Int)
        /// After a batch update, section `section` holds `after` items, which is not `before`
        /// plus the items inserted and moved in, minus those deleted and moved out. The view
        /// falls back to `reloadData()`: it shows the data source as it is, and the completion
        /// handler gets `false`.
        case invalidItemCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
        /// After a batch update the data source reports `after` sections, which is not `before`
        /// plus those inserted minus those deleted. The view falls back to `reloadData()`.
        case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
        /// A batch update names item `indexPath` for `action` in a section that holds `count`
        /// items: before the update for deletions, reloads and the sources of moves, after it
        /// (`afterUpdate`) for insertions and the destinations of moves. The view falls back to
        /// `reloadData()`.
        case updateItemOutOfRange(action: UICollectionViewUpdateItem.Action, indexPath: IndexPath, count: Int, afterUpdate: Bool)
        /// A batch update names section `section` for `action` while there are `count`
        /// sections (before or after the update, as for items). The view falls back to
        /// `reloadData()`.
        case updateSectionOutOfRange(action: UICollectionViewUpdateItem.Action, section: Int, count: Int, afterUpdate: Bool)
        /// Two changes of one batch update cannot both apply (see ``UpdateConflict``). The
        /// view falls back to `reloadData()`, and the completion handlers get `false`.
        case conflictingUpdate(UpdateConflict)
        /// The data source answered a negative count: of sections (`section` is `nil`) or of
        /// the items of `section`. The view counts 0.
        case negativeCount(section: Int?, count: Int)
        /// A layout that is the layout of another live collection view was given to this one
        /// (UIKit ties a layout to one view). This view keeps the layout it had; a view created
        /// with it gets a plain ``UICollectionViewLayout`` and shows nothing.
        case layoutOfAnotherView
    }

    /// Two changes of one batch update that cannot both apply, named as UIKit's exceptions
    /// name them. Item index paths are two indexes long; a section named as an index path
    /// has the item `NSNotFound`, as in UIKit's messages.
    public enum UpdateConflict: Hashable, Sendable {
        /// The same item or section is deleted and reloaded.
        case deleteAndReload(IndexPath)
        /// The same item is deleted (or reloaded) and moved away.
        case deleteAndMove(IndexPath)
        /// The same item is inserted and the destination of a move.
        case insertAndMove(IndexPath)
        /// An item is moved out of a section the update deletes.
        case moveFromDeletedSection(Int)
        /// An item is moved into a section the update inserts.
        case moveIntoInsertedSection(Int)
        /// One item is moved to two places.
        case moveToTwoPlaces(from: IndexPath, to: IndexPath, alsoTo: IndexPath)
        /// Two items are moved to one place.
        case twoMovesToOnePlace(from: IndexPath, alsoFrom: IndexPath, to: IndexPath)
        /// The same section is deleted (or reloaded) and moved away.
        case sectionDeleteAndMove(Int)
        /// The same section is inserted and the destination of a section move.
        case sectionInsertAndMove(Int)
        /// One section is moved to two places.
        case sectionMoveToTwoPlaces(from: Int, to: Int, alsoTo: Int)
        /// Two sections are moved to one place.
        case twoSectionMovesToOnePlace(from: Int, alsoFrom: Int, to: Int)
        /// The same item is named twice for `action` (a deletion or an insertion). Beyond
        /// UIKit, which raises nothing and corrupts its state for repeated deletions.
        case repeatedIndexPath(action: UICollectionViewUpdateItem.Action, IndexPath)

        /// UIKit's exception text (our own where UIKit has none).
        var description: String {
            let describe = CollectionViewError.describe
            return switch self {
            case .deleteAndReload(let indexPath): "attempt to delete and reload the same index path (\(describe(indexPath)))"
            case .deleteAndMove(let indexPath): "attempt to perform a delete and a move from the same index path (\(describe(indexPath)))"
            case .insertAndMove(let indexPath): "attempt to perform an insert and a move to the same index path (\(describe(indexPath)))"
            case .moveFromDeletedSection(let section): "cannot move an item from a deleted section (\(section))"
            case .moveIntoInsertedSection(let section): "cannot move an item into a newly inserted section (\(section))"
            case .moveToTwoPlaces(let from, let to, let alsoTo):
                "attempt to move item at index path \(describe(from)) to both \(describe(to)) and \(describe(alsoTo))"
            case .twoMovesToOnePlace(let from, let alsoFrom, let to):
                "attempt to move both item at index path \(describe(from)) and \(describe(alsoFrom)) to \(describe(to))"
            case .sectionDeleteAndMove(let section): "attempt to perform a delete and a move from the same section (\(section))"
            case .sectionInsertAndMove(let section): "attempt to perform an insert and a move to the same section (\(section))"
            case .sectionMoveToTwoPlaces(let from, let to, let alsoTo):
                "attempt to move section \(from) to both section \(to) and section \(alsoTo)"
            case .twoSectionMovesToOnePlace(let from, let alsoFrom, let to):
                "attempt to move both section \(from) and section \(alsoFrom) to section \(to)"
            case .repeatedIndexPath(let action, let indexPath):
                "attempt to \(CollectionViewError.verb(action)) the same index path more than once (\(describe(indexPath)))"
            }
        }
    }

    /// The element kind UIKit names cells by in its messages.
    public static let cellKind = "UICollectionElementKindCell"

    /// What went wrong.
    public let reason: Reason

    /// Creates a report of `reason`.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// The reason in words: UIKit's exception text where UIKit has one.
    public var description: String {
        switch reason {
        case .unregisteredReuseIdentifier(let kind, let identifier):
            "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class "
                + "for the identifier or connect a prototype cell in a storyboard"
        case .nibNotLoadable(let kind, let identifier, let nibName):
            "could not load the nib " + (nibName.map { "'\($0)' " } ?? "") + "registered for a view of kind: \(kind) "
                + "with identifier \(identifier) - nib files cannot be loaded headless; register the view's class "
                + "or use a registration instead"
        case .notAReusableViewClass(let kind, let identifier):
            "the class registered for a view of kind: \(kind) with identifier \(identifier) is not a "
                + (kind == Self.cellKind ? "UICollectionViewCell" : "UICollectionReusableView")
        case .cellNotDequeued:
            "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells "
                + "must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
        case .supplementaryViewNotDequeued(let kind, let indexPath):
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),"
                + "\(Self.describe(indexPath))) was not retrieved by calling "
                + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil"
        case .dequeuedViewNotReturned:
            "Expected dequeued view to be returned to the collection view in preparation for display. When the "
                + "collection view's data source is asked to provide a view for a given index path, ensure that a "
                + "single view is dequeued and returned to the collection view. Avoid dequeuing views without a "
                + "request from the collection view. For retrieving an existing view in the collection view, use "
                + "-[UICollectionView cellForItemAtIndexPath:] or "
                + "-[UICollectionView supplementaryViewForElementKind:atIndexPath:]."
        case .registrationCreatedDuringRequest:
            "Attempted to dequeue a cell using a registration that was created inside "
                + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell "
                + "provider. Creating a new registration each time a cell is requested will prevent reuse and cause "
                + "created cells to remain inaccessible in memory for the lifetime of the collection view. "
                + "Registrations should be created up front and reused."
        case .scrollToInvalidIndexPath(let indexPath):
            "attempt to scroll to invalid index path: \(Self.describe(indexPath))"
        case .conflictingScrollPositions(let position):
            "UICollectionViewScrollPosition: attempt to use a scroll position with multiple "
                + (position.namesSeveralVerticalPositions ? "vertical" : "horizontal") + " positioning styles"
        case .scrollNotificationsNestedTooDeeply(let depth):
            "scrollViewDidScroll(_:) scrolled the view again \(depth) times in a row; further scrolls of that "
                + "chain were not reported to the delegate"
        case .invalidItemCount(let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
            "Invalid update: invalid number of items in section \(section).  The number of items contained in an "
                + "existing section after the update (\(after)) must be equal to the number of items contained in that "
                + "section before the update (\(before)), plus or minus the number of items inserted or deleted from that "
                + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or "
                + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case .invalidSectionCount(let after, let before, let inserted, let deleted):
            "Invalid update: invalid number of sections.  The number of sections contained in the collection view after "
                + "the update (\(after)) must be equal to the number of sections contained in the collection view before "
                + "the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, "
                + "\(deleted) deleted)."
        case .updateItemOutOfRange(let action, let indexPath, let count, let afterUpdate):
            afterUpdate
                ? "attempt to \(Self.verb(action)) item \(Self.index(1, of: indexPath)) into section "
                    + "\(Self.index(0, of: indexPath)), but there are only \(count) items in section "
                    + "\(Self.index(0, of: indexPath)) after the update"
                : "attempt to \(Self.verb(action)) item \(Self.index(1, of: indexPath)) from section "
                    + "\(Self.index(0, of: indexPath)) which only contains \(count) items before the update"
        case .updateSectionOutOfRange(let action, let section, let count, let afterUpdate):
            afterUpdate
                ? "attempt to \(Self.verb(action)) section \(section) but there are only \(count) sections after the update"
                : "attempt to \(Self.verb(action)) section \(section), but there are only \(count) sections before the update"
        case .conflictingUpdate(let conflict):
            conflict.description
        case .negativeCount(let section, let count):
            section.map { "the data source answered a negative number of items (\(count)) in section \($0); counted as 0" }
                ?? "the data source answered a negative number of sections (\(count)); counted as 0"
        case .layoutOfAnotherView:
            "the layout is already the layout of another collection view; a layout lays out one collection view"
        }
    }

    /// Index `position` of `indexPath`, or NSNotFound when it is shorter.
    private static func index(_ position: Int, of indexPath: IndexPath) -> Int {
        position < indexPath.count ? indexPath[position] : NSNotFound
    }

    /// The verb of `action` in UIKit's update messages.
    fileprivate static func verb(_ action: UICollectionViewUpdateItem.Action) -> String {
        switch action {
        case .insert: "insert"
        case .delete: "delete"
        case .reload: "reload"
        case .move: "move"
        case .none: "update"
        }
    }

    /// An index path as UIKit prints it in these messages: `{length = 2, path = 0 - 3}`.
    static func describe(_ indexPath: IndexPath) -> String {
        "{length = \(indexPath.count), path = " + indexPath.map(String.init).joined(separator: " - ") + "}"
    }
}
