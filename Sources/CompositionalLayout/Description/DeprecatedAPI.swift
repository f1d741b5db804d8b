// UIKit's deprecated API (`subitem:` + `count`, `supplementariesFollowContentInsets`) is
// called on purpose inside this package: the layout-file format spells it as Apple did,
// examples reproduce Apple's sample code as written, and tests check its behaviour. Calling a
// deprecated symbol directly warns at every build; reaching it through a protocol the class
// already satisfies calls the same public code without the warning.

/// The deprecated equal-slot group factories.
@MainActor
package protocol EqualSlotGroupFactory {
    static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
}

extension NSCollectionLayoutGroup: EqualSlotGroupFactory {}

/// The deprecated `supplementariesFollowContentInsets`.
@MainActor
package protocol SupplementariesFollowingContentInsets: AnyObject {
    var supplementariesFollowContentInsets: Bool { get set }
}

extension NSCollectionLayoutSection: SupplementariesFollowingContentInsets {}

/// Calls of UIKit's deprecated layout API without deprecation warnings, for this package's
/// loader, examples and tests.
package enum DeprecatedAPI {
    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)`.
    @MainActor
    package static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        let factory: any EqualSlotGroupFactory.Type = NSCollectionLayoutGroup.self
        return factory.horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)`.
    @MainActor
    package static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        let factory: any EqualSlotGroupFactory.Type = NSCollectionLayoutGroup.self
        return factory.vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// Sets `section.supplementariesFollowContentInsets`.
    @MainActor
    package static func setSupplementariesFollowContentInsets(_ value: Bool, on section: NSCollectionLayoutSection) {
        let settable: any SupplementariesFollowingContentInsets = section
        settable.supplementariesFollowContentInsets = value
    }
}
