/// A description the engine cannot lay out, with the path of the offending object.
///
/// `path` names the object the way a reader finds it in their code, for example
/// `section 2 › group › subitems[1] › widthDimension`. This is the one vocabulary of errors:
/// the facade reports these reasons and paths, and the messages are written here only.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// A dimension is negative, NaN or infinite.
        case invalidDimension(Dimension)
        /// A fractional dimension is zero or negative.
        case nonPositiveFraction(Dimension)
        /// A spacing is NaN or infinite, or a padding (a list header's top padding) is
        /// negative, NaN or infinite. Negative spacings are valid.
        case invalidSpacing(Double)
        /// Insets contain a NaN or infinite value.
        case invalidInsets(DirectionalInsets)
        /// A count-based group has a count below 1.
        case invalidCount(Int)
        /// A group has no subitems.
        case emptyGroup
        /// The data source reported a negative number of items.
        case negativeItemCount(Int)
        /// The data source reported a negative number of sections.
        case negativeSectionCount(Int)
        /// The section provider returned no section for a section that has items.
        case missingSection
        /// A section's group places no cell, so its items can never be laid out.
        case groupPlacesNoItems
        /// A group would place more cells than the engine allows in one group.
        case groupTooDense(limit: Int)
        /// A custom group's hook returned a frame that is not finite or has a negative size.
        case invalidCustomItem(Rect)
        /// The container size is negative, NaN or infinite.
        case invalidContainer(Size)
        /// A supplementary or decoration item has an empty element kind.
        case emptyElementKind
        /// An element kind is used by two supplementary definitions of one section that
        /// would produce elements with the same kind and index path (K-16).
        case duplicateElementKind(String)
        /// A boundary item has the alignment `.none`.
        case boundaryAlignmentNone
        /// An anchor or boundary offset is NaN or infinite.
        case invalidOffset(Point)
        /// A decoration's element kind has no registered view.
        case unregisteredDecorationKind(String)
        /// A preferred size (a self-sizing measurement) is negative, NaN or infinite; the
        /// estimate is kept.
        case invalidPreferredSize(Size)
        /// Groups are nested deeper than the engine's limit.
        case nestingTooDeep(limit: Int)
        /// A length in the description, or a coordinate of the laid-out content, is beyond
        /// `LayoutLimits.maximumCoordinate`, where positions can no longer be told apart.
        case coordinatesTooLarge(limit: Double)
        /// The display scale is outside `LayoutLimits.displayScales` and not 0 (0 means no
        /// pixel snapping).
        case invalidDisplayScale(Double)
        /// A section has so many groups that its group supplementaries' index paths (group ×
        /// instances per group + instance) would pass `Int.max`.
        case indexPathsTooLarge
        /// A list section is used in a layout that scrolls horizontally; lists are vertical.
        case listNeedsVerticalScrolling
        /// Item edits name an item the section does not have: a deletion or move source past
        /// its items before the update, an insertion or move destination past them after it,
        /// or a section that does not exist.
        case editedItemOutOfRange(Int)
        /// Item edits name one item twice: two removals (deletions or move sources) of one
        /// item before the update, or two arrivals (insertions or move destinations) at one
        /// index after it.
        case itemEditedTwice(Int)
    }

    /// What is wrong.
    public var reason: Reason
    /// Where it is.
    public var path: LayoutPath

    /// Creates an error.
    public init(_ reason: Reason, at path: LayoutPath) {
        self.reason = reason
        self.path = path
    }

    /// A readable message naming the offending object.
    public var description: String {
        "\(path): \(message)"
    }

    /// What is wrong, in words, without the path.
    public var message: String {
        switch reason {
        case .invalidDimension(let d):
            return "dimension \(d) must be a finite number >= 0"
        case .nonPositiveFraction(let d):
            return "fractional dimension \(d) must be greater than 0"
        case .invalidSpacing(let v):
            return v.isFinite ? "padding \(v) must be >= 0" : "spacing \(v) must be a finite number"
        case .invalidInsets(let i):
            return "insets \(i) must be finite"
        case .invalidCount(let n):
            return "count \(n) must be at least 1"
        case .emptyGroup:
            return "a group needs at least one subitem"
        case .negativeItemCount(let n):
            return "the data source reported \(n) items; counts cannot be negative"
        case .negativeSectionCount(let n):
            return "the data source reported \(n) sections; counts cannot be negative"
        case .missingSection:
            return "the section provider returned nil for a section that has items"
        case .groupPlacesNoItems:
            return "the section's group places no items, so its items cannot be laid out"
        case .groupTooDense(let limit):
            return "the group would hold more than \(limit) items; check for tiny or zero subitem sizes"
        case .invalidCustomItem(let r):
            return "custom item frame \(r) must be finite with a size >= 0"
        case .invalidContainer(let s):
            return "container size \(s) must be finite and >= 0"
        case .emptyElementKind:
            return "the element kind must not be empty"
        case .duplicateElementKind(let kind):
            return "the element kind '\(kind)' is used by more than one supplementary item of the section"
        case .boundaryAlignmentNone:
            return "a boundary supplementary item needs an alignment other than .none"
        case .invalidOffset(let p):
            return "offset \(p) must be finite"
        case .unregisteredDecorationKind(let kind):
            return "no view is registered for decoration kind '\(kind)'; "
                + "call register(_:forDecorationViewOfKind:) on the layout"
        case .invalidDisplayScale(let scale):
            let range = LayoutLimits.displayScales
            return "display scale \(scale) must be from \(Int(range.lowerBound)) to \(Int(range.upperBound)) pixels per point"
        case .coordinatesTooLarge(let limit):
            return "the layout reaches beyond \(limit) points, where frames can no longer be told apart"
        case .indexPathsTooLarge:
            return "the section has too many groups to number their supplementary views within Int.max"
        case .listNeedsVerticalScrolling:
            return "a list section needs a vertically scrolling layout; set the configuration's scrollDirection to .vertical"
        case .editedItemOutOfRange(let item):
            return "the edits name item \(item), which the section does not have "
                + "(deletions and move sources count items before the update, insertions and destinations after it)"
        case .itemEditedTwice(let item):
            return "the edits name item \(item) twice among the items removed, or among the items added"
        case .nestingTooDeep(let limit):
            return "groups are nested more than \(limit) deep"
        case .invalidPreferredSize(let s):
            return "preferred size \(s) must be finite and >= 0; the estimate is kept"
        }
    }
}
