//! CompositionalLayout: UIKit's compositional layout API, on any platform Swift runs on.
//
// | folder        | what it holds                                                          |
// |---------------|------------------------------------------------------------------------|
// | Geometry/     | value types UIKit defines and Foundation lacks off Apple platforms     |
// | Enums/        | UIKit's enumerations used by the layout API                            |
// | Traits/       | UITraitCollection                                                      |
// | Description/  | NSCollectionLayout* classes: what a layout is made of                  |
// | Layout/       | UICollectionViewLayout, UICollectionViewCompositionalLayout, snapshots |
// | Attributes/   | UICollectionViewLayoutAttributes                                       |
// | Host/         | the headless UICollectionView, its data source, screen and device      |
// | Views/        | headless UIView, UIScrollView, cells and their configurations          |
//
// Diffable data sources' snapshots come from the DiffableSnapshots module, re-exported here.
//
// Classes here are the user-facing, mutable objects. At `prepare()` they are copied into
// LayoutCore's value types, solved there, and read back as layout attributes on demand.
// They and the protocols a layout hands out are `@preconcurrency @MainActor`, as UIKit's
// imported ones are;
// UITraitCollection and the value types (geometry, enums) are nonisolated and `Sendable`.
// Docs/ARCHITECTURE.md, "Concurrency", says what is safe from which context.
@_exported import DiffableSnapshots
@_exported import Foundation
