internal import LayoutCore

/// Why a compositional layout cannot be laid out, with the path of the offending object, for
/// example `section 2 › group › subitems[1] › widthDimension`.
///
/// UIKit raises an exception for most of these; here `prepare()` records the error in
/// `UICollectionViewCompositionalLayout.preparationError` and lays out nothing, and
/// `validate()` throws it.
public struct CompositionalLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// A dimension is negative, NaN or infinite.
        case invalidDimension
        /// A fractional dimension is zero or negative.
        case nonPositiveFraction
        /// A spacing is negative, NaN or infinite.
        case invalidSpacing
        /// Insets contain a NaN or infinite value.
        case invalidInsets
        /// A count-based group has a count below 1.
        case invalidCount
        /// A group has no subitems.
        case emptyGroup
        /// The data source reported a negative number of items.
        case negativeItemCount
        /// The data source reported a negative number of sections.
        case negativeSectionCount
        /// The section provider returned `nil` for a section that has items.
        case missingSection
        /// A section's group places no cells, so its items cannot be laid out.
        case groupPlacesNoItems
        /// A group would hold more cells than one group may.
        case groupTooDense
        /// A custom group's provider returned a frame that is not finite or has a negative size.
        case invalidCustomItem
        /// The collection view's size is negative, NaN or infinite.
        case invalidContainer
        /// A supplementary or decoration item has an empty element kind.
        case emptyElementKind
        /// Two supplementary definitions of a section would make elements of the same kind
        /// at the same index path.
        case duplicateElementKind
        /// A boundary supplementary item is aligned to `.none`.
        case boundaryAlignmentNone
        /// An anchor or boundary offset is NaN or infinite.
        case invalidOffset
        /// A decoration's element kind was never registered with
        /// `register(_:forDecorationViewOfKind:)`.
        case unregisteredDecorationKind
    }

    /// What is wrong.
    public let reason: Reason
    /// Where it is.
    public let path: String
    /// A readable message naming the offending object.
    public let description: String

    init(reason: Reason, path: String, description: String) {
        self.reason = reason
        self.path = path
        self.description = description
    }

    init(_ error: LayoutError) {
        let reason: Reason
        switch error.reason {
        case .invalidDimension: reason = .invalidDimension
        case .nonPositiveFraction: reason = .nonPositiveFraction
        case .invalidSpacing: reason = .invalidSpacing
        case .invalidInsets: reason = .invalidInsets
        case .invalidCount: reason = .invalidCount
        case .emptyGroup: reason = .emptyGroup
        case .negativeItemCount: reason = .negativeItemCount
        case .missingSection: reason = .missingSection
        case .groupPlacesNoItems: reason = .groupPlacesNoItems
        case .groupTooDense: reason = .groupTooDense
        case .invalidCustomItem: reason = .invalidCustomItem
        case .invalidContainer: reason = .invalidContainer
        case .emptyElementKind: reason = .emptyElementKind
        case .duplicateElementKind: reason = .duplicateElementKind
        case .boundaryAlignmentNone: reason = .boundaryAlignmentNone
        case .invalidOffset: reason = .invalidOffset
        }
        self.init(reason: reason, path: error.path, description: error.description)
    }
}
