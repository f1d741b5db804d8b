// swift-tools-version: 6.1
import PackageDescription

/// Where Apple's UIKit is missing, `import UIKit` is CompositionalLayout's UIKit module; on iOS
/// the dependency is dropped and the same files build against Apple's UIKit. (Mac Catalyst is
/// a platform of its own in SwiftPM, so `.macOS` is AppKit-only macOS.)
let headlessUIKit = Target.Dependency.product(
    name: "UIKit", package: "CompositionalLayout",
    condition: .when(platforms: [.linux, .macOS, .windows, .android, .wasi, .openbsd]))

let package = Package(
    name: "ScreenPackage",
    platforms: [.iOS(.v15)],
    products: [.library(name: "RecipeScreens", targets: ["RecipeScreens"])],
    dependencies: [
        // An app names the repository's URL and a version here instead.
        .package(name: "CompositionalLayout", path: "../.."),
    ],
    targets: [
        // The layout and screen code an iOS app links; every file begins `import UIKit`.
        .target(name: "RecipeScreens", dependencies: [headlessUIKit]),
        // The same code laid out on Linux, checked against frames worked out by hand.
        .testTarget(name: "RecipeScreensTests", dependencies: ["RecipeScreens", headlessUIKit]),
    ]
)
