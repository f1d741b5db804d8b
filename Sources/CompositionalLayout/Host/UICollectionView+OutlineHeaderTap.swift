/// A tap on an outline header: a list cell whose outline disclosure has the header style
/// toggles its item's expansion wherever it is tapped, and is not selected.
extension UICollectionView {
    /// The outline disclosure that makes the cell shown for `indexPath` an outline header, if
    /// any: a list cell's disclosure of style `.header`, or `.automatic` while the cell shows a
    /// header's list content (`UIListContentConfiguration.header()` and the other header
    /// presets), shown in the cell's editing state.
    func headerOutlineDisclosure(at indexPath: IndexPath) -> UICellAccessory? {
        guard let cell = viewStore.view(for: ElementKey(.cell, at: indexPath))?.view as? UICollectionViewListCell else {
            return nil
        }
        let showsHeaderContent = (cell.contentConfiguration as? UIListContentConfiguration)?.isHeader ?? false
        let isEditing = cell.collectionViewStates.isEditing
        return cell.accessories.first { accessory in
            guard case .outlineDisclosure(let options) = accessory.options else { return false }
            switch accessory.displayedState {
            case .always: break
            case .whenEditing: guard isEditing else { return false }
            case .whenNotEditing: guard !isEditing else { return false }
            }
            switch options.style {
            case .header: return true
            case .cell: return false
            case .automatic: return showsHeaderContent
            }
        }
    }

    /// Runs a tap on the outline header `disclosure` of the item at `indexPath`: its action
    /// handler when it has one, otherwise the data source's toggle of the item (a diffable data
    /// source's section snapshot handlers are asked and told as for a tap on the chevron).
    func tapOutlineHeader(_ disclosure: UICellAccessory, at indexPath: IndexPath) {
        if let actionHandler = disclosure.actionHandler {
            actionHandler()
        } else if let outlines = dataSource as? OutlineTogglingDataSource {
            outlines.toggleOutlineItem(at: indexPath)
        }
    }
}

/// A data source that keeps outlines and can expand or collapse one of their items: the
/// diffable data source, whose section snapshots hold them.
@MainActor
protocol OutlineTogglingDataSource: AnyObject {
    /// Expands the item at `indexPath` if it is collapsed and collapses it if it is expanded,
    /// as a tap on its outline disclosure does; answers whether it changed.
    @discardableResult
    func toggleOutlineItem(at indexPath: IndexPath) -> Bool
}
