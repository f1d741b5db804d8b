@testable import LayoutCore

/// Which layouts a generator produces. Each property picks the profile it holds for.
struct LayoutProfile: Sendable {
    /// The group arrangements a generated group may use.
    enum Kind: Sendable, CaseIterable {
        /// `Arrangement.subitems`: repeat the subitems while they fit.
        case subitems
        /// `Arrangement.equalSlots`: the deprecated `subitem:count:` groups.
        case equalSlots
        /// `Arrangement.repeating`: `repeatingSubitem:count:`.
        case repeating
    }

    /// The deepest group nesting: 1 means only top-level groups of items.
    var maxDepth = 3
    /// When true every subitem fits its parent group on both axes (fractions along an
    /// axis sum to at most 1, absolute sizes and edge spacing stay inside the box, insets
    /// are no larger than the box), and section insets fit the container's cross axis.
    /// UIKit lets oversized items overflow their group, so properties about containment
    /// only hold for such layouts.
    var fitting = false
    /// The arrangements groups are drawn from.
    var kinds: [Kind] = Kind.allCases
    /// The scroll axes drawn from.
    var scrollAxes: [Axis] = [.vertical, .horizontal]
    /// The layout directions drawn from.
    var directions: [LayoutDirection] = [.leftToRight, .rightToLeft]
    /// The display scales drawn from; 0 disables pixel snapping.
    var scales: [Double] = [1, 2, 3]
    /// The largest number of items in one section.
    var maxItems = 300

    /// Everything the generators can produce.
    static let general = LayoutProfile()
    /// Layouts whose subitems all fit in their groups and whose groups fit the container.
    static let fitting = LayoutProfile(fitting: true)
}
