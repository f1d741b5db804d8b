/// A menu element whose elements are provided later, when the menu is shown: a menu that
/// loads its entries. Menus are not shown headless; the provider is stored, for app code and
/// tests to call.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// The closure type that provides elements: it calls its completion with them.
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

    /// The closure that provides the elements.
    public let elementProvider: ElementProvider

    /// Whether the elements, once provided, are kept for later showings (`init(_:)`) or asked
    /// for each time (``uncached(_:)``).
    public let isCached: Bool

    /// Creates an element whose provider is asked once; its elements are kept.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(elementProvider: elementProvider, isCached: true)
    }

    private init(elementProvider: @escaping ElementProvider, isCached: Bool) {
        self.elementProvider = elementProvider
        self.isCached = isCached
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// An element whose provider is asked each time the menu is shown.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(elementProvider: elementProvider, isCached: false)
    }
}
