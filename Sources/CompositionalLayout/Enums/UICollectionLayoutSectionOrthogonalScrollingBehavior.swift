internal import LayoutCore

/// How a section scrolls across the layout's main axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own.
    case none = 0
    /// The row scrolls freely.
    case continuous
    /// The row scrolls freely and comes to rest on a group's leading edge.
    case continuousGroupLeadingBoundary
    /// The row pages by the collection view's width.
    case paging
    /// The row pages one group at a time.
    case groupPaging
    /// The row pages one group at a time, each group centred.
    case groupPagingCentered
}

extension OrthogonalScrolling {
    /// The engine's behaviour for UIKit's.
    init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        switch behavior {
        case .none: self = .none
        case .continuous: self = .continuous
        case .continuousGroupLeadingBoundary: self = .continuousGroupLeadingBoundary
        case .paging: self = .paging
        case .groupPaging: self = .groupPaging
        case .groupPagingCentered: self = .groupPagingCentered
        }
    }
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    /// UIKit's behaviour for the engine's.
    init(_ behavior: OrthogonalScrolling) {
        switch behavior {
        case .none: self = .none
        case .continuous: self = .continuous
        case .continuousGroupLeadingBoundary: self = .continuousGroupLeadingBoundary
        case .paging: self = .paging
        case .groupPaging: self = .groupPaging
        case .groupPagingCentered: self = .groupPagingCentered
        }
    }
}
