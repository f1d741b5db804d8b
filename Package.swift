// swift-tools-version: 6.1
import PackageDescription

/// The platforms without Apple's UIKit, where the `UIKit` module stands in for it. Mac Catalyst
/// is a platform of its own in SwiftPM, so `.macOS` here means AppKit-only macOS.
let platformsWithoutUIKit: [Platform] = [.linux, .macOS, .windows, .android, .wasi, .openbsd]

let package = Package(
    name: "CompositionalLayout",
    products: [
        .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
        // `import UIKit` where Apple's UIKit is missing; depend on it only for those platforms
        // (see README, "Sharing screen code with an iOS app").
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitViews", targets: ["UIKitViews"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "LayoutFile", targets: ["LayoutFile"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .library(name: "CompositionalLayoutTesting", targets: ["CompositionalLayoutTesting"]),
        .executable(name: "complayout", targets: ["complayout"]),
        .executable(name: "layout-fuzz", targets: ["layout-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Without its default trait the checker does not shrink a failing case: it reports the
        // case (and its seed) at once, where shrinking under a sanitizer could run for hours.
        // A test being debugged opts in with the `.shrinking` trait.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1", traits: []),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        // `swift package generate-documentation`: the DocC catalogs under Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Small helpers several modules share (the chunk bitsets, "did you mean"): no
        // Foundation, Embedded-Swift clean like the engine; public only to the package's own
        // modules (not a product), @inlinable where the engine's hot paths call it.
        .target(name: "InternalUtilities"),
        // The pure engine: value types and functions only, no Foundation.
        .target(name: "LayoutCore", dependencies: ["InternalUtilities"]),
        // The Cassowary constraint solver Auto Layout is solved with (issue 28): incremental simplex
        // with required and prioritized strengths and edit variables. Pure like the engine: no
        // Foundation, no classes, Embedded-Swift clean; knows nothing of views.
        .target(name: "ConstraintSolver"),
        // Text measured: OpenType metrics read from font files (cmap, hmtx, kerning), the
        // built-in Inter metrics and line layout (breaking, truncation, alignment). Pure like
        // the engine: no Foundation, no classes, Embedded-Swift clean.
        .target(name: "TextMeasurement", exclude: ["BuiltIn/LICENSE-Inter.txt"]),
        // Diffable data sources' values: snapshots, section snapshots and the identity diff
        // between snapshots. Knows no layout and no view; CompositionalLayout re-exports it.
        .target(
            name: "DiffableSnapshots", dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]
        ),
        // Headless UIKit views: UIView and its geometry, hierarchy, margins, safe area, traits and
        // animation blocks; scroll view, labels, images, stack views, controls; fonts, colours;
        // Auto Layout's anchors, constraints and guides; content and background configurations;
        // screens, windows and device presets. Knows neither the engine nor the collection view.
        .target(name: "UIKitViews", dependencies: ["InternalUtilities", "ConstraintSolver", "TextMeasurement"]),
        // UIKit's collection view on top of the views: the NSCollectionLayout* description, the
        // compositional layout and its attributes, the headless UICollectionView, its cells and
        // the diffable data source. Re-exports UIKitViews and DiffableSnapshots.
        .target(
            name: "CompositionalLayout", dependencies: ["InternalUtilities", "LayoutCore", "DiffableSnapshots", "UIKitViews"]
        ),
        // `import UIKit` off Apple's platforms: re-exports CompositionalLayout (with the views and
        // snapshots it re-exports) and Foundation. SwiftPM has no condition on a target or a
        // product, only on a dependency, so the dependency is conditional and the source is
        // empty on the platforms that have Apple's UIKit; a client depends on the product under
        // the same condition, so that Apple's module is the only UIKit there.
        // It also brings `_Testing_UIKit`, the cross-import overlay Swift Testing asks for when a
        // file imports both Testing and UIKit, which exists only beside Apple's UIKit.
        .target(
            name: "UIKit",
            dependencies: [
                .target(name: "CompositionalLayout", condition: .when(platforms: platformsWithoutUIKit)),
                .target(name: "_Testing_UIKit", condition: .when(platforms: platformsWithoutUIKit)),
                // Packages that test `canImport(UIKit)` must be compiled before this module
                // exists in the build's module directory, or they take it for Apple's UIKit and
                // fail (swift-property-based, swift-snapshot-testing and its custom-dump): a
                // dependency orders them first. It costs clients of this product their build.
                .product(
                    name: "PropertyBased", package: "swift-property-based", condition: .when(platforms: platformsWithoutUIKit)),
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(platforms: platformsWithoutUIKit)),
            ]
        ),
        .target(name: "_Testing_UIKit"),
        // Layout files (JSON and YAML): the schema, decoding with located diagnostics, and the
        // loader that builds the Apple-API objects and a host.
        .target(
            name: "LayoutFile",
            dependencies: ["CompositionalLayout", "InternalUtilities", .product(name: "Yams", package: "Yams")]
        ),
        // Pictures and dumps of a laid-out collection view: attributes JSON, SVG, HTML, PNG; and
        // drawings of view hierarchies as UIKit shows them.
        // Drawings of views (Views/) import only UIKitViews and TextMeasurement: they know no
        // collection view, which is drawn as the scroll view and subviews it is.
        .target(
            name: "LayoutRendering", dependencies: ["CompositionalLayout", "LayoutCore", "UIKitViews", "TextMeasurement"]
        ),
        // Snapshot strategies (.attributes, .svg) for asserting layouts on Linux.
        .target(
            name: "CompositionalLayoutTesting",
            dependencies: [
                "CompositionalLayout", "LayoutRendering",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // Layouts shipped with the tool, written against the Apple API.
        .target(name: "LayoutExamples", dependencies: ["CompositionalLayout"]),
        // Seeded layout generator and invariant checker, shared by `layout-fuzz` and the tests.
        .target(name: "LayoutFuzzing", dependencies: ["InternalUtilities", "LayoutCore"]),
        .executableTarget(
            name: "layout-fuzz",
            dependencies: ["LayoutFuzzing", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The performance benchmark (issue 11): one process per (workload, N), JSON lines for
        // the peer harness in ../shared/peers. `swift run -c release LayoutBenchmarks W2 1000000`.
        .executableTarget(
            name: "LayoutBenchmarks", dependencies: ["CompositionalLayout", "LayoutCore", "LayoutRendering"],
            path: "Benchmarks/LayoutBenchmarks"
        ),
        // The identity diff of diffable data sources beside its floor and Swift's own diff, and a
        // data source's whole apply to a view (issue 19):
        // `swift run -c release SnapshotBenchmarks`.
        .executableTarget(
            name: "SnapshotBenchmarks", dependencies: ["DiffableSnapshots", "CompositionalLayout", "InternalUtilities"],
            path: "Benchmarks/SnapshotBenchmarks"
        ),
        // The constraint solver on a list cell's system, fresh and after a text change, and on a
        // chain of 10,000 constraints (issue 28); Benchmarks/kiwisolver runs the same systems
        // through kiwisolver: `swift build -c release --product SolverBenchmarks`.
        .executableTarget(name: "SolverBenchmarks", dependencies: ["ConstraintSolver"], path: "Benchmarks/SolverBenchmarks"),
        // Writes the built-in Inter metrics of TextMeasurement from Inter's font files (see its
        // header for the command).
        .executableTarget(name: "generate-font-metrics", dependencies: ["TextMeasurement"], path: "Tools/generate-font-metrics"),
        .executableTarget(
            name: "complayout",
            dependencies: [
                "InternalUtilities", "CompositionalLayout", "LayoutRendering", "LayoutExamples", "LayoutFile",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Random choices for generated layouts, shared by the property and round-trip tests.
        .target(name: "ChoiceStreams", path: "Tests/Shared/ChoiceStreams"),
        .testTarget(name: "InternalUtilitiesTests", dependencies: ["InternalUtilities"]),
        // What the test targets share: expectations under one tolerance policy, the test host
        // (a headless collection view around a layout) and a parsed XML tree for SVG output.
        .target(
            name: "LayoutTestSupport", dependencies: ["LayoutCore", "CompositionalLayout"],
            path: "Tests/Shared/LayoutTestSupport"
        ),
        // A tiny font file assembled byte by byte, for the font reader's and registration's tests.
        .target(name: "FontFixtures", path: "Tests/Shared/FontFixtures"),
        .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement", "FontFixtures"]),
        .testTarget(name: "LayoutCoreTests", dependencies: ["InternalUtilities", "LayoutCore", "LayoutTestSupport"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "DiffableSnapshotsTests", dependencies: ["DiffableSnapshots", "InternalUtilities"]),
        .testTarget(
            name: "CompositionalLayoutTests",
            dependencies: [
                "InternalUtilities", "LayoutCore", "CompositionalLayout", "UIKitViews", "LayoutExamples", "LayoutTestSupport",
            ]
        ),
        .testTarget(name: "UIKitViewsTests", dependencies: ["UIKitViews", "LayoutTestSupport", "FontFixtures"]),
        .testTarget(
            name: "PropertyTests",
            dependencies: [
                "LayoutCore", "CompositionalLayout", "LayoutExamples", "ChoiceStreams",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "CLITests",
            dependencies: [
                "complayout", "CompositionalLayout", "LayoutExamples", "LayoutFile", "LayoutRendering", "LayoutTestSupport",
            ]
        ),
        .testTarget(
            name: "LayoutRenderingTests",
            dependencies: ["CompositionalLayout", "LayoutRendering", "LayoutExamples", "LayoutTestSupport"]
        ),
        .testTarget(
            name: "CompositionalLayoutTestingTests",
            dependencies: [
                "CompositionalLayout", "CompositionalLayoutTesting", "LayoutFile", "LayoutRendering", "LayoutTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "LayoutFuzzingTests", dependencies: ["LayoutCore", "LayoutFuzzing"]),
        // Checks of the repository itself: Docs/RULES.md lists every rule id the code cites.
        .testTarget(name: "RepositoryTests"),
        // Layout code as Swift 5 apps write it: UIKit's main-actor classes built from
        // nonisolated code, which must compile in this mode without a diagnostic (issue 17).
        // Screen code that begins `import UIKit` (issue 27) is in this target too.
        .testTarget(
            name: "Swift5ClientTests",
            dependencies: ["CompositionalLayout", .target(name: "UIKit", condition: .when(platforms: platformsWithoutUIKit))],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Whole screens as iOS apps write them (issue 27): view controllers in files that begin
        // `import UIKit`, built in the Swift 5 mode, loaded in a window and driven headless.
        .testTarget(
            name: "ScreenTests",
            dependencies: ["LayoutTestSupport", .target(name: "UIKit", condition: .when(platforms: platformsWithoutUIKit))],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "LayoutFileTests",
            dependencies: [
                "CompositionalLayout", "LayoutFile", "LayoutExamples", "ChoiceStreams", "LayoutTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
    ]
)
