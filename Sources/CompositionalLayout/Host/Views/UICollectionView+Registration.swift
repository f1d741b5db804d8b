/// Registering view classes and dequeuing views, as UIKit does: a class is registered under a
/// reuse identifier (and, for supplementary views, an element kind); the data source dequeues
/// a view of it for the element the collection view asks for, and configures it.
///
/// A dequeued view is one waiting in the identifier's reuse queue (its `prepareForReuse()` is
/// called first) or a new instance of the class registered, made with the frame of the element
/// (see ``UICollectionReusableView/init(reusingFrame:)``). Either way the element's attributes
/// are applied before the view is returned, as UIKit applies them during the dequeue.
///
/// What UIKit answers with an exception is reported in ``reportedErrors`` instead
/// (``CollectionViewError``), and the view goes on with the fallback each reason names.
extension UICollectionView {
    /// Registers `cellClass` for cells dequeued with `identifier`, replacing any class or
    /// registration under it; `nil` removes the registration (and the cells waiting under it).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        register(cellClass, under: .cell(identifier))
    }

    /// Registers `viewClass` for supplementary views of `elementKind` dequeued with
    /// `identifier`; `nil` removes the registration.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        register(viewClass, under: .supplementary(elementKind, identifier))
    }

    /// Registers `nib` for cells dequeued with `identifier`, replacing any class or
    /// registration under it; `nil` removes the registration.
    ///
    /// Headless no nib file is loaded: dequeuing `identifier` reports
    /// ``CollectionViewError/Reason/nibNotLoadable(elementKind:identifier:nibName:)`` and
    /// returns a plain cell, never reused. Register the cell's class instead.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        register(nib, under: .cell(identifier))
    }

    /// Registers `nib` for supplementary views of `elementKind` dequeued with `identifier`;
    /// `nil` removes the registration. As for a cell's nib, dequeuing it reports
    /// ``CollectionViewError/Reason/nibNotLoadable(elementKind:identifier:nibName:)`` and returns
    /// a plain view, never reused.
    public func register(
        _ nib: UINib?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        register(nib, under: .supplementary(elementKind, identifier))
    }

    /// A cell of the class registered for `identifier`, for the item at `indexPath`, with the
    /// item's attributes applied. Call it from the data source's
    /// `collectionView(_:cellForItemAt:)`, once per call, and return the cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let element = ElementKey(.cell, at: indexPath)
        let view = dequeueView(under: .cell(identifier), for: element) { UICollectionViewCell(frame: $0) }
        return view as? UICollectionViewCell ?? fallback(UICollectionViewCell(), for: element)
    }

    /// A supplementary view of `elementKind` of the class registered for `identifier`, for
    /// `indexPath`, with the element's attributes applied. Call it from the data source's
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`, once per call, and return it.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let element = ElementKey(.supplementaryView, kind: elementKind, at: indexPath)
        return dequeueView(under: .supplementary(elementKind, identifier), for: element) { UICollectionReusableView(frame: $0) }
    }

    /// Records `viewClass` under `key` (`nil` forgets the registration).
    private func register(_ viewClass: AnyClass?, under key: ReuseKey) {
        viewStore.unregister(key)
        if let viewClass { viewStore.registered[key] = .viewClass(viewClass) }
    }

    /// Records `nib` under `key` (`nil` forgets the registration).
    private func register(_ nib: UINib?, under key: ReuseKey) {
        viewStore.unregister(key)
        if let nib { viewStore.registered[key] = .nib(nib) }
    }

    /// The view for `element` from the queue or registration of `key` (or the view a
    /// reconfiguration hands out again), with its attributes applied; `plain` makes the
    /// fallback when `key` has no usable registration.
    func dequeueView(
        under key: ReuseKey, for element: ElementKey, plain: (CGRect) -> UICollectionReusableView
    ) -> UICollectionReusableView {
        let request = viewStore.request.flatMap { $0.element == element ? $0 : nil }
        if let kept = request?.reconfigured, kept.reuseKey == key, request?.hasDequeued(kept.view) == false {
            // The reconfigured cell is dequeued once, like any other: the realization step
            // then finds it among the views dequeued for the request.
            viewStore.request?.dequeued.append((kept.view, key))
            return kept.view
        }
        let attributes = request?.attributes ?? attributesForDequeue(of: element)
        let frame = attributes?.frame ?? .zero
        let view: UICollectionReusableView
        if let waiting = viewStore.dequeue(key) {
            viewStore.counts.reused += 1
            callingOut(.reusableView) { waiting.prepareForReuse() }
            view = waiting
        } else if let made = makeView(registeredUnder: key, frame: frame) {
            view = made
        } else {
            return fallback(plain(frame), for: element)
        }
        if let attributes { applyAttributes(attributes, shift: request?.shift ?? .zero, to: view) }
        if request != nil {
            viewStore.request?.dequeued.append((view, key))
        } else {
            report(.dequeuedViewNotReturned(elementKind: key.kind, indexPath: element.indexPath))
            viewStore.enqueue(view, under: key)
        }
        return view
    }

    /// A new view of the class registered under `key`, or `nil` (reported) when there is none,
    /// it is not of the right kind, or a nib is registered.
    private func makeView(registeredUnder key: ReuseKey, frame: CGRect) -> UICollectionReusableView? {
        let registered: RegisteredView? =
            key.category == .decorationView
            ? collectionViewLayout.registeredDecorationKinds[key.kind].map(RegisteredView.viewClass)
            : viewStore.registered[key]
        let registeredClass: AnyClass
        switch registered {
        case nil:
            report(.unregisteredReuseIdentifier(elementKind: key.kind, identifier: key.identifier))
            return nil
        case .nib(let nib):
            report(.nibNotLoadable(elementKind: key.kind, identifier: key.identifier, nibName: nib.nibName))
            return nil
        case .viewClass(let viewClass):
            registeredClass = viewClass
        }
        let viewClass = registeredClass as? UICollectionReusableView.Type
        guard let viewClass, key.category != .cell || viewClass is UICollectionViewCell.Type else {
            report(.notAReusableViewClass(elementKind: key.kind, identifier: key.identifier))
            return nil
        }
        let view = viewClass.init(reusingFrame: frame)
        view.reuseIdentifier = key.category == .decorationView ? nil : key.identifier
        viewStore.counts.made += 1
        return view
    }

    /// `view`, never reused, counted as made and sized for `element` when its attributes are
    /// known; during a request for `element` it counts as dequeued for it.
    private func fallback<View: UICollectionReusableView>(_ view: View, for element: ElementKey) -> View {
        viewStore.counts.made += 1
        let request = viewStore.request.flatMap { $0.element == element ? $0 : nil }
        if let attributes = request?.attributes ?? attributesForDequeue(of: element) {
            applyAttributes(attributes, shift: request?.shift ?? .zero, to: view)
        }
        if request != nil { viewStore.request?.dequeued.append((view, nil)) }
        return view
    }

    /// The attributes of `element` from the layout, for a dequeue made outside a request.
    private func attributesForDequeue(of element: ElementKey) -> UICollectionViewLayoutAttributes? {
        switch element.category {
        case .cell: collectionViewLayout.layoutAttributesForItem(at: element.indexPath)
        case .supplementaryView:
            collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: element.kind ?? "", at: element.indexPath)
        case .decorationView:
            collectionViewLayout.layoutAttributesForDecorationView(ofKind: element.kind ?? "", at: element.indexPath)
        }
    }
}
