/// A container that would show its children behind a tab bar. Headless it is a plain
/// container: it exists so that ``UIViewController/tabBarController`` can find one app code
/// made.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {}
