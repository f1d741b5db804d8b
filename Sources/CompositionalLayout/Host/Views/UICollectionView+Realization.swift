/// The realization step of a layout pass: the views for what the bounds show.
///
/// For each element the layout reports in the bounds (`layoutAttributesForElements(in:)`, in
/// its order) the view keeps the view it shows, applying the attributes again when they
/// changed, or realizes one: a cell or supplementary view from the data source, a decoration
/// view from the layout's registration. A new view goes through UIKit's sequence: dequeued
/// (`prepareForReuse()` for a reused one) with its attributes applied, returned by the data
/// source, measured with `preferredLayoutAttributesFitting(_:)` when it is self-sizing and not
/// measured yet, configured for its state, announced with the delegate's `willDisplay`, and
/// added as a subview. When every element is placed the set of shown views is replaced; then
/// the views that left are removed, announced with `didEndDisplaying` and queued for reuse. So
/// while the delegate hears `willDisplay` the view still answers the views shown before, and
/// while it hears `didEndDisplaying` the new ones (as UIKit does).
///
/// Views are placed in the collection view's content coordinates: at the layout's frame, moved
/// by their orthogonal row's offset for elements of a row (UIKit hosts those in a scroll view
/// of the row; headless they are the collection view's own subviews, so a cell's `frame` reads
/// where it is shown).
extension UICollectionView {
    /// Whether the view shows views: it has a data source that answers cells.
    var realizesViews: Bool {
        dataSource != nil && !viewStore.dataSourceLacksCells
    }

    /// Called by the data source protocol's default `collectionView(_:cellForItemAt:)`: the
    /// data source answers no cells, so the view is layout only.
    func dataSourceProvidesNoCells() {
        viewStore.dataSourceLacksCells = true
    }

    /// Called by the data source protocol's default supplementary method.
    func dataSourceProvidesNoSupplementaryViews() {
        viewStore.dataSourceLacksSupplementaryViews = true
    }

    /// Realizes the views for what the bounds show (see the extension's description) and
    /// returns the elements it measured.
    func realizeViews() -> [ElementKey] {
        guard realizesViews, let dataSource else {
            retire(Array(viewStore.shown))
            viewStore.show([:])
            return []
        }
        let (elements, rowShifts) = displayedElements(in: bounds)
        // Views asked for again in place of those shown (a reload) leave first, so that they
        // can be reused for the same elements.
        let reloaded = viewStore.shown.filter { isReloaded($0.key) }
        retire(Array(reloaded))
        var previous = viewStore.shown
        for element in reloaded.keys { previous[element] = nil }
        var next: [ElementKey: ReusableViewStore.ShownView] = [:]
        next.reserveCapacity(elements.count)
        var measured: [ElementKey] = []
        // Cells first: the first cell asked for tells whether the data source answers cells
        // at all, before any supplementary view is asked for.
        for category in [UICollectionElementCategory.cell, .supplementaryView, .decorationView] {
            for attributes in elements where attributes.representedElementCategory == category {
                let element = ElementKey(attributes)
                guard next[element] == nil else { continue }
                let shift = rowShifts[element] ?? .zero
                let entry: ReusableViewStore.ShownView
                if let kept = previous[element] {
                    entry = update(kept, to: attributes, shift: shift, from: dataSource)
                } else if let made = requestView(for: attributes, shift: shift, from: dataSource, reconfiguring: nil) {
                    entry = made
                } else if viewStore.dataSourceLacksCells {
                    // The data source answers no cells: the view is layout only.
                    retire(Array(previous))
                    viewStore.show([:])
                    return measured
                } else {
                    continue
                }
                next[element] = entry
                if measure(entry, as: element) { measured.append(element) }
                if previous[element]?.view !== entry.view {
                    prepareForDisplay(entry.view, at: element)
                    addSubview(entry.view)
                }
            }
        }
        viewStore.reloadsEverything = false
        viewStore.reloadedItems = []
        viewStore.reloadedSections = []
        viewStore.reconfiguredItems = []
        viewStore.show(next)
        retire(Array(previous.filter { next[$0.key]?.view !== $0.value.view }))
        handSeparatorLines()
        return measured
    }

    /// Places the views shown where the layout now puts their elements, without asking the data
    /// source for views or measuring any: run when the pass limit stopped the passes, whose
    /// last measurements may have changed the layout after the views were placed. Elements the
    /// bounds no longer show keep their views where they are until the next pass retires them.
    func placeShownViews() {
        guard viewStore.isShowingViews else { return }
        let (elements, rowShifts) = displayedElements(in: bounds)
        for attributes in elements {
            let element = ElementKey(attributes)
            guard let entry = viewStore.view(for: element) else { continue }
            let shift = rowShifts[element] ?? .zero
            guard entry.shift != shift || !entry.attributes.isEqual(attributes) else { continue }
            applyAttributes(attributes, shift: shift, to: entry.view)
            viewStore.recordPlacement(of: element, attributes: attributes, shift: shift)
        }
        handSeparatorLines()
    }

    /// Whether the view shown for `element` must be replaced by one asked for again: after
    /// `reloadData()`, or a reload of its item or section.
    private func isReloaded(_ element: ElementKey) -> Bool {
        viewStore.reloadsEverything
            || (element.category == .cell
                && (viewStore.reloadedItems.contains(element.indexPath) || viewStore.reloadedSections.contains(element.indexPath.section)))
    }

    /// `kept`, still shown for its element, brought up to date: asked for again when its item
    /// is reconfigured (the data source gets the same cell back from its dequeue), otherwise
    /// given `attributes` and `shift` when they changed.
    private func update(
        _ kept: ReusableViewStore.ShownView, to attributes: UICollectionViewLayoutAttributes, shift: CGPoint,
        from dataSource: UICollectionViewDataSource
    ) -> ReusableViewStore.ShownView {
        var entry = kept
        let element = ElementKey(attributes)
        if element.category == .cell, viewStore.reconfiguredItems.contains(element.indexPath),
            let again = requestView(for: attributes, shift: shift, from: dataSource, reconfiguring: kept)
        {
            if again.view !== kept.view { return again }
            entry = again
            entry.attributes = kept.attributes
            entry.shift = kept.shift
        }
        if entry.shift != shift || !entry.attributes.isEqual(attributes) {
            applyAttributes(attributes, shift: shift, to: entry.view)
            entry.attributes = attributes
            entry.shift = shift
        }
        return entry
    }

    /// The view for `attributes`' element: a cell or supplementary view from `dataSource`, a
    /// decoration from the layout's registration; `nil` when the data source answers no cells.
    /// `reconfiguring` is the view a reconfiguration hands out again.
    private func requestView(
        for attributes: UICollectionViewLayoutAttributes, shift: CGPoint, from dataSource: UICollectionViewDataSource,
        reconfiguring: ReusableViewStore.ShownView?
    ) -> ReusableViewStore.ShownView? {
        let element = ElementKey(attributes)
        viewStore.request = ReusableViewStore.Request(
            element: element, attributes: attributes, shift: shift, reconfigured: reconfiguring)
        let returned: UICollectionReusableView
        switch element.category {
        case .cell:
            returned = askForView(.cellForItem) { dataSource.collectionView(self, cellForItemAt: element.indexPath) }
        case .supplementaryView:
            viewStore.dataSourceLacksSupplementaryViews = false
            returned = askForView(.supplementaryView) {
                dataSource.collectionView(self, viewForSupplementaryElementOfKind: element.kind ?? "", at: element.indexPath)
            }
        case .decorationView:
            guard viewStore.dataSourceProvidesCells || viewStore.dataSourceProvidesSupplementaryViews else {
                viewStore.request = nil
                return nil
            }
            returned = dequeueView(under: .decoration(element.kind ?? ""), for: element) { UICollectionReusableView(frame: $0) }
        }
        let request = viewStore.request
        viewStore.request = nil
        switch element.category {
        case .cell:
            if viewStore.dataSourceLacksCells { return nil }
            viewStore.dataSourceProvidesCells = true
        case .supplementaryView:
            // A data source without the supplementary method is an error only once it is known
            // to answer cells; until then it may be one that answers no views at all.
            if viewStore.dataSourceLacksSupplementaryViews {
                if !viewStore.dataSourceProvidesCells { return nil }
            } else {
                viewStore.dataSourceProvidesSupplementaryViews = true
            }
        case .decorationView:
            break
        }
        // The kept cell of a reconfiguration counts as dequeued, whether the data source
        // dequeued it again or returned it as it holds it.
        var returnedWasDequeued = request?.reconfigured?.view === returned
        var reuseKey = returnedWasDequeued ? request?.reconfigured?.reuseKey : nil
        for dequeued in request?.dequeued ?? [] {
            if dequeued.view === returned {
                returnedWasDequeued = true
                reuseKey = dequeued.reuseKey
            } else {
                report(.dequeuedViewNotReturned(elementKind: dequeued.reuseKey?.kind ?? element.kind ?? "", indexPath: element.indexPath))
                // A reconfigured cell left out is still shown: the realization step retires it.
                if let key = dequeued.reuseKey, dequeued.view !== request?.reconfigured?.view {
                    viewStore.enqueue(dequeued.view, under: key)
                }
            }
        }
        if !returnedWasDequeued || (element.category == .supplementaryView && viewStore.dataSourceLacksSupplementaryViews) {
            switch element.category {
            case .cell: report(.cellNotDequeued(indexPath: element.indexPath))
            default: report(.supplementaryViewNotDequeued(elementKind: element.kind ?? "", indexPath: element.indexPath))
            }
            applyAttributes(attributes, shift: shift, to: returned)
        }
        return ReusableViewStore.ShownView(view: returned, reuseKey: reuseKey, attributes: attributes, shift: shift)
    }

    /// Asks the data source for a view through `body`, as the app code `callback`, counting
    /// the request.
    private func askForView(_ callback: LayoutCallback, _ body: () -> UICollectionReusableView) -> UICollectionReusableView {
        viewStore.counts.requested += 1
        Self.viewRequestsUnderWay += 1
        defer { Self.viewRequestsUnderWay -= 1 }
        return callingOut(callback, body)
    }

    /// Measures the view `entry` shows for `element` with its `preferredLayoutAttributesFitting(_:)`,
    /// when the element is self-sizing and not measured since it was last invalidated, and no
    /// `preferredSizeProvider` measures instead. Returns whether it asked.
    private func measure(_ entry: ReusableViewStore.ShownView, as element: ElementKey) -> Bool {
        guard preferredSizeProvider == nil, !entry.attributes.selfSizingAxes.isEmpty, let layout = compositionalLayout else {
            return false
        }
        let view = entry.view
        return layout.measure(element) { proposed in
            callingOut(.preferredLayoutAttributesFitting) { view.preferredLayoutAttributesFitting(proposed).size }
        }
    }

    /// Brings a view about to be shown for `element` up to date (a cell's configuration for its
    /// state) and tells the delegate it will be displayed.
    private func prepareForDisplay(_ view: UICollectionReusableView, at element: ElementKey) {
        if let cell = view as? UICollectionViewCell, element.category == .cell {
            cell.isSelected = selection.contains(element.indexPath)
            cell.isHighlighted = false
            cell.collectionViewStates.isEditing = isEditing
            callingOut(.reusableView) { cell.updateConfigurationIfNeeded() }
        }
        guard let delegate = collectionViewDelegate else { return }
        callingOut(.delegate) {
            if let cell = view as? UICollectionViewCell, element.category == .cell {
                delegate.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
            } else if element.category == .supplementaryView {
                delegate.collectionView(
                    self, willDisplaySupplementaryView: view, forElementKind: element.kind ?? "", at: element.indexPath)
            }
        }
    }

    /// Takes the views of `entries` off screen: each is removed from the view, announced with
    /// the delegate's `didEndDisplaying` (in the view's element order) and put back in its reuse
    /// queue.
    func retire(_ entries: [(key: ElementKey, value: ReusableViewStore.ShownView)]) {
        for (element, entry) in entries.sorted(by: { Self.displayOrder($0.key, $1.key) }) {
            entry.view.removeFromSuperview()
            if let delegate = collectionViewDelegate {
                callingOut(.delegate) {
                    if let cell = entry.view as? UICollectionViewCell, element.category == .cell {
                        delegate.collectionView(self, didEndDisplaying: cell, forItemAt: element.indexPath)
                    } else if element.category == .supplementaryView {
                        delegate.collectionView(
                            self, didEndDisplayingSupplementaryView: entry.view, forElementOfKind: element.kind ?? "",
                            at: element.indexPath)
                    }
                }
            }
            if let key = entry.reuseKey { viewStore.enqueue(entry.view, under: key) }
        }
    }

    /// Places `view` where `attributes` put it, moved by `shift`, as UIKit applies attributes:
    /// bounds size, centre, transform, alpha, hidden and z position (the z index), then the
    /// view's own `apply(_:)`.
    func applyAttributes(_ attributes: UICollectionViewLayoutAttributes, shift: CGPoint, to view: UICollectionReusableView) {
        let center = attributes.center
        view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
        view.center = CGPoint(x: center.x + shift.x, y: center.y + shift.y)
        view.transform3D = attributes.transform3D
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.layer.zPosition = CGFloat(attributes.zIndex)
        if let cell = view as? UICollectionViewListCell, attributes.representedElementCategory == .cell,
            let list = compositionalLayout?.listConfiguration(inSection: attributes.indexPath.section)
        {
            cell.listAppearance = list.appearance
        }
        callingOut(.reusableView) { view.apply(attributes) }
    }

    /// Hands each list cell shown the separator lines its row shows, carried into the cell's
    /// coordinates, so that the cell shows them as UIKit's cells draw theirs (cells of rows
    /// outside list sections are handed none), and whether the row is its section's first or
    /// last. Asked once the views are in place, so that automatic insets follow the shown
    /// cells' text; in the view's element order.
    func handSeparatorLines() {
        guard let layout = compositionalLayout else { return }
        let listCells = viewStore.shown.filter { $0.key.category == .cell && $0.value.view is UICollectionViewListCell }
        for (element, entry) in listCells.sorted(by: { Self.displayOrder($0.key, $1.key) }) {
            guard let cell = entry.view as? UICollectionViewListCell else { continue }
            let separators = layout.listSeparators(forItemAt: element.indexPath)
            let origin = entry.attributes.frame.origin
            func line(_ separator: ListSeparator?) -> UICollectionViewListCell.SeparatorLine? {
                separator.map { .init(frame: $0.frame.offsetBy(dx: -origin.x, dy: -origin.y), color: $0.color) }
            }
            cell.separatorLines = .init(top: line(separators?.top), bottom: line(separators?.bottom))
            let count = numberOfItems(inSection: element.indexPath.section)
            cell.sectionEnds = .init(isFirst: element.indexPath.item == 0, isLast: element.indexPath.item == count - 1)
        }
    }

    /// The order the view reports elements in: cells, then supplementary views, then
    /// decorations; within each, the engine's index-path order (``ElementOrderKey``).
    static func displayOrder(_ a: ElementKey, _ b: ElementKey) -> Bool {
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        return a.precedesInIndexPathOrder(b)
    }

    /// What the layout shows in `rect`, with the row shifts of elements of orthogonal rows.
    func displayedElements(in rect: CGRect) -> (attributes: [UICollectionViewLayoutAttributes], rowShifts: [ElementKey: CGPoint]) {
        if let layout = compositionalLayout { return layout.displayedElements(in: rect) }
        return (collectionViewLayout.layoutAttributesForElements(in: rect) ?? [], [:])
    }
}
