//! _Testing_UIKit: an empty module that lets a file import both Testing and UIKit on Linux.
//
// Swift Testing declares a cross-import overlay for UIKit (the toolchain's
// Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`): whenever a file
// imports both modules, the compiler also imports that overlay, and fails when it cannot
// find it. Apple ships the overlay (image attachments of UIKit's images) only with Apple's
// UIKit, so this package's UIKit module brings an empty one along; the UIKit target depends
// on it so that it is built before any client of the UIKit product.
