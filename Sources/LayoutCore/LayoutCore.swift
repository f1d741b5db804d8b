//! LayoutCore is the pure compositional-layout engine.
//
// | folder    | what it holds                                                        |
// |-----------|----------------------------------------------------------------------|
// | Geometry/ | points, sizes, rects, directional insets, axes, the pixel grid       |
// | Model/    | the validated value-type description of a layout                     |
// | Solver/   | dimensions -> groups -> sections -> whole layout, as pure functions; |
// |           | measured sizes re-solve one group                                    |
// | Solved/   | solved geometry: sections in section space, group tracks, prefix     |
// |           | sums over sections (written by Solver/, read by Query/)              |
// | Query/    | index path -> element and rect -> elements over a solved layout      |
// | Presentation/ | content space -> reported frames: mirroring, snapping, pinning,  |
// |           | row offsets and row scrolling                                        |
//
// The module imports nothing (not even Foundation), holds no classes and no stored
// closures, so it can later be compiled for WebAssembly and embedded targets.
