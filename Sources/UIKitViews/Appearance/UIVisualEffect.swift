/// A visual effect (a blur or vibrancy) that UIKit applies to what a view draws; stored here
/// for the app, such as a list's separator effect, and never drawn.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Creates an effect.
    nonisolated public override init() {
        super.init()
    }
}
