import CompositionalLayout

// The format spells UIKit's deprecated API as Apple did (`subitem:` + `count`,
// `supplementariesFollowContentInsets`), so the loader must call it. Calling a deprecated
// symbol directly warns at every build; reaching it through a protocol the class already
// satisfies calls the same code without the warning, which would otherwise be noise in a
// module whose job is to expose that API.

/// The deprecated equal-slot group factories.
@MainActor
protocol EqualSlotGroupFactory {
    static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
}

extension NSCollectionLayoutGroup: EqualSlotGroupFactory {}

/// The deprecated `supplementariesFollowContentInsets`.
@MainActor
protocol SupplementariesFollowingContentInsets: AnyObject {
    var supplementariesFollowContentInsets: Bool { get set }
}

extension NSCollectionLayoutSection: SupplementariesFollowingContentInsets {}

enum DeprecatedAPI {
    /// `NSCollectionLayoutGroup.horizontal/vertical(layoutSize:subitem:count:)`.
    @MainActor
    static func equalSlotGroup(
        horizontal: Bool, layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        let factory: any EqualSlotGroupFactory.Type = NSCollectionLayoutGroup.self
        return horizontal
            ? factory.horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
            : factory.vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// Sets `section.supplementariesFollowContentInsets`.
    @MainActor
    static func setSupplementariesFollowContentInsets(_ value: Bool, on section: NSCollectionLayoutSection) {
        let settable: any SupplementariesFollowingContentInsets = section
        settable.supplementariesFollowContentInsets = value
    }
}
