//! CompositionalLayout: UIKit's compositional layout API, on any platform Swift runs on.
//
// | folder        | what it holds                                                          |
// |---------------|------------------------------------------------------------------------|
// | Geometry/     | the layout's index paths and rectangle alignments                      |
// | Enums/        | UIKit's enumerations used by the layout API; engine mappings of others |
// | Description/  | NSCollectionLayout* classes: what a layout is made of                  |
// | Layout/       | UICollectionViewLayout, UICollectionViewCompositionalLayout, snapshots |
// | Attributes/   | UICollectionViewLayoutAttributes                                       |
// | Host/         | the headless UICollectionView, its data source, updates and views      |
// | Cells/        | UICollectionReusableView, UICollectionViewCell, list cells, accessories |
// | DiffableDataSource/ | UICollectionViewDiffableDataSource                               |
//
// UIKit's views (UIView, UIScrollView, labels, Auto Layout, traits, colours, screens) come
// from the UIKitViews module, and diffable data sources' snapshots from DiffableSnapshots;
// both are re-exported here, so `import CompositionalLayout` gives app code all of them.
//
// Classes here are the user-facing, mutable objects. At `prepare()` they are copied into
// LayoutCore's value types, solved there, and read back as layout attributes on demand.
// They and the protocols a layout hands out are `@preconcurrency @MainActor`, as UIKit's
// imported ones are;
// UITraitCollection and the value types (geometry, enums) are nonisolated and `Sendable`.
// Docs/ARCHITECTURE.md, "Concurrency", says what is safe from which context.
@_exported import DiffableSnapshots
@_exported import UIKitViews
@_exported import Foundation
