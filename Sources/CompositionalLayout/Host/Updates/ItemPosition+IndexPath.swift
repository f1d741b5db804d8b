internal import LayoutCore

extension ItemPosition {
    /// The index path of the item at this position.
    var indexPath: IndexPath { IndexPath(item: item, section: section) }
}
