import CompositionalLayout
import Foundation

// Shorthands for writing the Swift side of equivalence tests against the Apple API.

@MainActor
func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

@MainActor
func item(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
    NSCollectionLayoutItem(layoutSize: size(width, height))
}

@MainActor
func layout(_ section: NSCollectionLayoutSection) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(section: section)
}

/// The deprecated equal-slot factories, called through a protocol so the test target
/// compiles without deprecation warnings (the library does the same).
@MainActor
protocol DeprecatedGroupFactories {
    static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
}

extension NSCollectionLayoutGroup: DeprecatedGroupFactories {}

/// The deprecated section property, reached the same way.
@MainActor
protocol DeprecatedSectionProperties: AnyObject {
    var supplementariesFollowContentInsets: Bool { get set }
}

extension NSCollectionLayoutSection: DeprecatedSectionProperties {}

@MainActor
let deprecatedGroups: any DeprecatedGroupFactories.Type = NSCollectionLayoutGroup.self
