//! UIKitViews: UIKit's views, headless, on any platform Swift runs on.
//
// | folder          | what it holds                                                          |
// |-----------------|------------------------------------------------------------------------|
// | Geometry/       | value types UIKit defines and Foundation lacks off Apple platforms     |
// | Traits/         | UITraitCollection and the enumerations its traits take                 |
// | Appearance/     | colours and visual effects                                             |
// | View/           | UIView: geometry, hierarchy, margins, safe area, traits, animation     |
// | Layers/         | CALayer and CGColor, as views read them                                |
// | AutoLayout/     | anchors, constraints, layout guides, priorities                        |
// | Scrolling/      | UIScrollView and its delegate                                          |
// | Content/        | fonts, images, image views                                             |
// | Text/           | labels and text attributes                                             |
// | Stacks/         | UIStackView                                                            |
// | Controls/       | UIControl and target–action, buttons, switches, segmented controls,    |
// |                 | text fields, pickers, sliders, steppers, UIAction, menus               |
// | Configurations/ | content, background and swipe-action configurations; their states      |
// | Screen/         | UIScreen, UIWindow, UIDevice and the device presets                    |
//
// The module knows neither the layout engine nor the collection view: CompositionalLayout
// builds on it and re-exports it. Views are `@preconcurrency @MainActor`, as UIKit's imported
// ones are; UITraitCollection and the value types are nonisolated and `Sendable`.
@_exported import Foundation
