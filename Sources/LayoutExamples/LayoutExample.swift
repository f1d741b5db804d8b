import CompositionalLayout

/// A layout shipped with the tool: how to build it and how many items each section has.
public struct LayoutExample: Sendable {
    /// The name used on the command line.
    public let name: String
    /// One line saying what the layout shows and where it comes from.
    public let summary: String
    /// The number of items in each section.
    public let itemCounts: [Int]
    /// Builds a fresh layout object.
    public let makeLayout: @Sendable () -> UICollectionViewLayout

    /// Creates an example.
    public init(
        name: String, summary: String, itemCounts: [Int], makeLayout: @escaping @Sendable () -> UICollectionViewLayout
    ) {
        self.name = name
        self.summary = summary
        self.itemCounts = itemCounts
        self.makeLayout = makeLayout
    }

    /// Every built-in example, in the order `complayout examples` lists them.
    public static let all: [LayoutExample] = [
        .list, .perSectionColumns, .quarterGrid, .twoColumn, .insetItemsGrid, .nestedGroups, .horizontalConfiguration,
        .itemBadges, .sectionHeadersFooters, .pinnedSectionHeaders, .sectionBackground, .layoutHeaderFooter,
        .orthogonalSections, .orthogonalBehaviors, .appStore,
    ]

    /// The example called `name`, if there is one.
    public static func named(_ name: String) -> LayoutExample? {
        all.first { $0.name == name }
    }
}
