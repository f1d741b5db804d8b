package import LayoutCore

extension ElementFrame {
    /// The element's place in the engine's index-path order, for the package's listings (the
    /// attributes JSON).
    package var orderKey: ElementOrderKey {
        ElementOrderKey(section: indexPath.section, category: ElementCategory(category), kind: kind, item: indexPath.item)
    }
}
