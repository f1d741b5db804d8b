import CompositionalLayout

/// A layout shipped with the tool: how to build it and how many items each section has.
public struct LayoutExample: Sendable {
    /// The name used on the command line.
    public let name: String
    /// One line saying what the layout shows and where it comes from.
    public let summary: String
    /// The number of items in each section.
    public let itemCounts: [Int]
    /// Builds a fresh layout object. Layout objects are main-actor isolated, as in UIKit, so
    /// this runs on the main actor; the example itself is `Sendable` and can be listed or
    /// looked up anywhere.
    public let makeLayout: @MainActor @Sendable () -> UICollectionViewLayout
    /// How the example's self-sizing elements measure, standing in for the cells and views
    /// an app would size with Auto Layout: given the attributes the layout proposes (its
    /// estimates on estimated axes), the size the element needs. It depends only on what it
    /// is given (element kind and index path), so every run measures the same sizes. Install
    /// it as a collection view's `preferredSizeProvider`; only the estimated axes of the
    /// answer are taken. `nil` (the default) for examples without self-sizing elements. It
    /// reads main-actor attributes, so it runs on the main actor.
    public let preferredSize: (@MainActor @Sendable (UICollectionViewLayoutAttributes) -> CGSize)?

    /// Creates an example; `preferredSize` is its measuring rule, if it has self-sizing
    /// elements.
    public init(
        name: String, summary: String, itemCounts: [Int],
        preferredSize: (@MainActor @Sendable (UICollectionViewLayoutAttributes) -> CGSize)? = nil,
        makeLayout: @escaping @MainActor @Sendable () -> UICollectionViewLayout
    ) {
        self.name = name
        self.summary = summary
        self.itemCounts = itemCounts
        self.preferredSize = preferredSize
        self.makeLayout = makeLayout
    }

    /// Every built-in example, in the order `complayout examples` lists them.
    public static let all: [LayoutExample] = [
        .list, .perSectionColumns, .quarterGrid, .twoColumn, .insetItemsGrid, .nestedGroups, .horizontalConfiguration,
        .itemBadges, .sectionHeadersFooters, .pinnedSectionHeaders, .sectionBackground, .layoutHeaderFooter,
        .orthogonalSections, .orthogonalBehaviors, .appStore, .selfSizing, .listPlain, .listGrouped, .listInsetGrouped,
        .listSidebar, .listMixed, .grid, .distinctSections, .adaptiveSections, .conferenceNewsFeed,
        .conferenceVideoSessions, .photoMosaic, .waterfall, .selfSizingFeed, .tagCloud, .registeredCells, .millionGrid,
    ]

    /// The example called `name`, if there is one.
    public static func named(_ name: String) -> LayoutExample? {
        all.first { $0.name == name }
    }
}
