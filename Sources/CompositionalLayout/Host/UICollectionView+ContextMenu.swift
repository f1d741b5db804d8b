/// Context menus: headless no finger long-presses, so ``simulateContextMenu(at:)`` (beyond
/// UIKit) asks the delegate for the configuration UIKit would ask for, and makes its menu.
extension UICollectionView {
    /// Long-presses at `point` (content coordinates), as a finger would, and answers the menu
    /// the delegate configures for the item there (or for the space between items), with its
    /// configuration; `nil` when the delegate configures none.
    public func simulateContextMenu(at point: CGPoint) -> (configuration: UIContextMenuConfiguration, menu: UIMenu?)? {
        guard let delegate = collectionViewDelegate else { return nil }
        let indexPaths = indexPathForItem(at: point).map { [$0] } ?? []
        let configuration = callingOut(.delegate) {
            delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        }
        guard let configuration else { return nil }
        return (configuration, callingOut(.delegate) { configuration.makeMenu() })
    }
}
