//! UIKit: the module a file beginning `import UIKit` gets where Apple's UIKit does not exist
//! (Linux, Windows, Android, WebAssembly, AppKit-only macOS).
//
// It re-exports what `import CompositionalLayout` gives — the compositional layout, the
// headless UICollectionView and its cells, the diffable data source, UIKit's views
// (UIKitViews) and snapshots (DiffableSnapshots) — and Foundation, which Apple's UIKit
// re-exports too, so screen code shared with an iOS app compiles here unchanged.
//
// Where Apple's UIKit exists (iOS, iPadOS, Mac Catalyst, tvOS, visionOS, watchOS) the module
// is empty and Package.swift gives it no dependency; clients depend on the `UIKit` product
// only for the platforms without it, so Apple's module is the only UIKit those builds see.
// Docs/DECISIONS.md, "`import UIKit` on Linux", says why.
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
@_exported import CompositionalLayout
@_exported import Foundation
#endif
