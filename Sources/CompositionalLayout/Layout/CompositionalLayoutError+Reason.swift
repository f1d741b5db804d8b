internal import LayoutCore

extension CompositionalLayoutError {
    /// What can be wrong, with the offending value.
    public enum Reason: Hashable, Sendable {
        /// A dimension is negative, NaN or infinite; the payload is its `dimension`.
        case invalidDimension(CGFloat)
        /// A fractional dimension is zero or negative; the payload is its `dimension`.
        case nonPositiveFraction(CGFloat)
        /// A spacing is NaN or infinite, or a list header's top padding is negative, NaN or
        /// infinite. Negative spacings are valid.
        case invalidSpacing(CGFloat)
        /// Insets contain a NaN or infinite value.
        case invalidInsets(NSDirectionalEdgeInsets)
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
        /// A group would place more cells than one group may hold.
        case groupTooDense(limit: Int)
        /// A custom group's provider returned a frame that is not finite or has a negative size.
        case invalidCustomItem(CGRect)
        /// The collection view's size is negative, NaN or infinite.
        case invalidContainer(CGSize)
        /// A supplementary or decoration item has an empty element kind.
        case emptyElementKind
        /// An element kind is used by two supplementary items of one section whose views would
        /// have the same kind and index path.
        case duplicateElementKind(String)
        /// A boundary item has the alignment `.none`.
        case boundaryAlignmentNone
        /// An anchor or boundary offset is NaN or infinite.
        case invalidOffset(CGPoint)
        /// A decoration's element kind has no registered view.
        case unregisteredDecorationKind(String)
        /// A preferred size (a self-sizing answer) is negative, NaN or infinite; the estimate
        /// is kept.
        case invalidPreferredSize(CGSize)
        /// Groups are nested deeper than the limit.
        case nestingTooDeep(limit: Int)
        /// A length in the layout, or a coordinate of the laid-out content, is beyond `limit`
        /// points, where positions can no longer be told apart.
        case coordinatesTooLarge(limit: CGFloat)
        /// The trait collection's display scale is outside the scales laid out (1 to 32
        /// pixels per point, `LayoutLimits.displayScales`), or 0 (unspecified).
        case invalidDisplayScale(CGFloat)
        /// A section has so many groups that its group supplementary views cannot be numbered
        /// within `Int.max`.
        case indexPathsTooLarge
        /// A list section is used in a layout that scrolls horizontally; lists are vertical.
        case listNeedsVerticalScrolling
        /// Item edits name an item the section does not have, before or after the update.
        case editedItemOutOfRange(Int)
        /// Item edits name one item twice among the items removed, or among those added.
        case itemEditedTwice(Int)
    }
}

extension CompositionalLayoutError.Reason {
    /// The reason for the engine's `reason`.
    init(_ reason: LayoutError.Reason) {
        switch reason {
        case .invalidDimension(let dimension): self = .invalidDimension(CGFloat(dimension.value))
        case .nonPositiveFraction(let dimension): self = .nonPositiveFraction(CGFloat(dimension.value))
        case .invalidSpacing(let spacing): self = .invalidSpacing(CGFloat(spacing))
        case .invalidInsets(let insets):
            self = .invalidInsets(
                NSDirectionalEdgeInsets(
                    top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
        case .invalidCount(let count): self = .invalidCount(count)
        case .emptyGroup: self = .emptyGroup
        case .negativeItemCount(let count): self = .negativeItemCount(count)
        case .negativeSectionCount(let count): self = .negativeSectionCount(count)
        case .missingSection: self = .missingSection
        case .groupPlacesNoItems: self = .groupPlacesNoItems
        case .groupTooDense(let limit): self = .groupTooDense(limit: limit)
        case .invalidCustomItem(let frame): self = .invalidCustomItem(CGRect(frame))
        case .invalidContainer(let size): self = .invalidContainer(CGSize(width: size.width, height: size.height))
        case .emptyElementKind: self = .emptyElementKind
        case .duplicateElementKind(let kind): self = .duplicateElementKind(kind)
        case .boundaryAlignmentNone: self = .boundaryAlignmentNone
        case .invalidOffset(let offset): self = .invalidOffset(CGPoint(x: offset.x, y: offset.y))
        case .unregisteredDecorationKind(let kind): self = .unregisteredDecorationKind(kind)
        case .invalidPreferredSize(let size): self = .invalidPreferredSize(CGSize(width: size.width, height: size.height))
        case .nestingTooDeep(let limit): self = .nestingTooDeep(limit: limit)
        case .coordinatesTooLarge(let limit): self = .coordinatesTooLarge(limit: CGFloat(limit))
        case .invalidDisplayScale(let scale): self = .invalidDisplayScale(CGFloat(scale))
        case .indexPathsTooLarge: self = .indexPathsTooLarge
        case .listNeedsVerticalScrolling: self = .listNeedsVerticalScrolling
        case .editedItemOutOfRange(let item): self = .editedItemOutOfRange(item)
        case .itemEditedTwice(let item): self = .itemEditedTwice(item)
        }
    }
}
