//! LayoutCore is the pure compositional-layout engine.
//
// | folder    | what it holds                                                        |
// |-----------|----------------------------------------------------------------------|
// | Geometry/ | points, sizes, rects, directional insets, axes, the pixel grid       |
// | Model/    | the validated value-type description of a layout                     |
// | Solver/   | dimensions -> groups -> sections -> whole layout, as pure functions  |
// | Query/    | index path -> frame and rect -> elements over a solved layout        |
//
// The module imports nothing (not even Foundation), holds no classes and no stored
// closures, so it can later be compiled for WebAssembly and embedded targets.
