/// An event delivered to the responder chain: touches, presses, motion.
///
/// There are no events headless; the type exists so that `hitTest(_:with:)` and
/// `point(inside:with:)` keep UIKit's signatures and overrides of them compile. Hit tests run
/// here are always given `nil`.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Creates an event that carries nothing.
    public override init() {
        super.init()
    }
}
