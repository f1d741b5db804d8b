/// A container that would show its children in columns. Headless it is a plain container:
/// it exists so that ``UIViewController/splitViewController`` can find one app code made.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {}
