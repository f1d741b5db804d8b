/// The views a collection view shows and keeps for reuse: the classes registered, a reuse
/// queue per registration, the view shown for each element, and the request for a view under
/// way. The view owns one; the realization step (`UICollectionView+Realization`) is the only
/// code that changes which views are shown.
///
/// A queue holds at most as many views as its registration ever had shown at once, so the
/// views alive never exceed twice what a screen has shown: those shown and those waiting.
struct ReusableViewStore {
    /// A view shown for an element, with what was last applied to it.
    struct ShownView {
        /// The view.
        var view: UICollectionReusableView
        /// The queue it goes back to when it leaves, or `nil` for a view that is never reused
        /// (not dequeued from this view: a fallback, or one the data source made itself).
        var reuseKey: ReuseKey?
        /// The attributes last applied.
        var attributes: UICollectionViewLayoutAttributes
        /// How far its row's offset moves it on screen, last applied.
        var shift: CGPoint
    }

    /// A request for a view the collection view is making of its data source.
    struct Request {
        /// The element asked for.
        var element: ElementKey
        /// Its attributes, applied to the view dequeued for it.
        var attributes: UICollectionViewLayoutAttributes
        /// How far its row's offset moves it on screen.
        var shift: CGPoint
        /// The views dequeued for it so far, each with its queue (`nil` for a fallback, never
        /// reused).
        var dequeued: [(view: UICollectionReusableView, reuseKey: ReuseKey?)] = []
        /// The view a reconfiguration hands out again instead of dequeuing, if any: the first
        /// dequeue under its reuse key returns it (and lists it in `dequeued`); it stays shown
        /// until the realization step replaces it.
        var reconfigured: ShownView?

        /// Whether `view` was dequeued for this request.
        func hasDequeued(_ view: UICollectionReusableView) -> Bool {
            dequeued.contains { $0.view === view }
        }
    }

    /// What was counted, for tests that show a scroll step's work stays with what it shows.
    struct Counts: Equatable {
        /// Views asked of the data source (cells and supplementary views).
        var requested = 0
        /// Views made (instances created, fallbacks included).
        var made = 0
        /// Views handed out again from a reuse queue.
        var reused = 0
    }

    /// The classes and nibs registered, by kind and identifier (decorations are registered
    /// with the layout).
    var registered: [ReuseKey: RegisteredView] = [:]
    /// The views waiting for reuse, by registration.
    private var queues: [ReuseKey: [UICollectionReusableView]] = [:]
    /// The most views of each registration shown at once so far: the bound of its queue.
    private var peakShown: [ReuseKey: Int] = [:]
    /// The view shown for each element.
    private(set) var shown: [ElementKey: ShownView] = [:]
    /// The element each shown view shows.
    private var elementOfView: [ObjectIdentifier: ElementKey] = [:]
    /// The request under way, if any.
    var request: Request?
    /// Whether the data source answers cells from the protocol's default: the view is layout
    /// only and realizes no views. Decoration views are realized once the data source is known
    /// to answer a view of its own.
    var dataSourceLacksCells = false
    /// Whether the data source answered a cell of its own: it is known to show views.
    var dataSourceProvidesCells = false
    /// Whether the data source answered a supplementary view of its own.
    var dataSourceProvidesSupplementaryViews = false
    /// Whether the data source's last supplementary view came from the protocol's default.
    var dataSourceLacksSupplementaryViews = false
    /// Whether every shown view must be asked for again (after `reloadData()`).
    var reloadsEverything = false
    /// Items whose cells must be asked for again, replaced (`reloadItems(at:)`).
    var reloadedItems: Set<IndexPath> = []
    /// Sections whose cells must all be asked for again, replaced (a batch update's
    /// `reloadSections(_:)`), by their index after the update.
    var reloadedSections: Set<Int> = []
    /// Items whose cells must be asked for again, in place (`reconfigureItems(at:)`).
    var reconfiguredItems: Set<IndexPath> = []
    /// What was counted since the view was made.
    var counts = Counts()

    /// The view shown for `element`, if any.
    func view(for element: ElementKey) -> ShownView? {
        shown[element]
    }

    /// The element `view` shows, if it is shown.
    func element(of view: UICollectionReusableView) -> ElementKey? {
        elementOfView[ObjectIdentifier(view)]
    }

    /// Records that the view shown for `element` stands at `attributes`, moved by `shift`.
    mutating func recordPlacement(of element: ElementKey, attributes: UICollectionViewLayoutAttributes, shift: CGPoint) {
        shown[element]?.attributes = attributes
        shown[element]?.shift = shift
    }

    /// Replaces the shown views with `next`, recording how many of each registration are
    /// shown.
    mutating func show(_ next: [ElementKey: ShownView]) {
        shown = next
        elementOfView.removeAll(keepingCapacity: true)
        var perKey: [ReuseKey: Int] = [:]
        for (element, entry) in next {
            elementOfView[ObjectIdentifier(entry.view)] = element
            if let key = entry.reuseKey { perKey[key, default: 0] += 1 }
        }
        for (key, count) in perKey where count > peakShown[key, default: 0] { peakShown[key] = count }
    }

    /// Follows an update: each shown view moves to where `mapping` takes its element, and the
    /// items and sections marked to be asked for again (those the update reloads or
    /// reconfigures among them) are numbered as after it. Returns the views whose element has
    /// no place after the update, which are no longer shown.
    mutating func remap(through mapping: UpdateMapping) -> [(key: ElementKey, value: ShownView)] {
        var next: [ElementKey: ShownView] = [:]
        var left: [(key: ElementKey, value: ShownView)] = []
        for (element, entry) in shown {
            let indexPath =
                switch element.category {
                case .cell: mapping.newIndexPath(ofOld: element.indexPath)
                case .supplementaryView, .decorationView: mapping.newSupplementaryIndexPath(ofOld: element.indexPath)
                }
            if let indexPath {
                next[ElementKey(element.category, kind: element.kind, at: indexPath)] = entry
            } else {
                left.append((element, entry))
            }
        }
        show(next)
        let update = mapping.update
        reloadedItems = Set(reloadedItems.compactMap { mapping.newIndexPath(ofOld: $0) })
        reconfiguredItems = Set(reconfiguredItems.compactMap { mapping.newIndexPath(ofOld: $0) })
        for position in update.reloadedItems {
            if let new = mapping.newIndexPath(ofOld: position.indexPath) { reloadedItems.insert(new) }
        }
        for position in update.reconfiguredItems {
            if let new = mapping.newIndexPath(ofOld: position.indexPath) { reconfiguredItems.insert(new) }
        }
        reloadedSections = Set(reloadedSections.compactMap { mapping.newSection(ofOld: $0) })
        reloadedSections.formUnion(update.reloadedSections.compactMap { mapping.newSection(ofOld: $0) })
        return left
    }

    /// A view waiting under `key`, taken out of its queue.
    mutating func dequeue(_ key: ReuseKey) -> UICollectionReusableView? {
        queues[key]?.popLast()
    }

    /// Puts `view` in the queue of `key`, unless the queue is full (then the view is released).
    mutating func enqueue(_ view: UICollectionReusableView, under key: ReuseKey) {
        let bound = max(1, peakShown[key, default: 0])
        if queues[key, default: []].count < bound { queues[key, default: []].append(view) }
    }

    /// Forgets the registration of `key` and the views waiting under it.
    mutating func unregister(_ key: ReuseKey) {
        registered[key] = nil
        queues[key] = nil
    }

    /// Whether the data source is known to answer views of its own: the views shown are what
    /// the view shows (otherwise it may be layout only, and the layout answers).
    var dataSourceProvidesViews: Bool {
        dataSourceProvidesCells || dataSourceProvidesSupplementaryViews
    }

    /// Whether any view is shown.
    var isShowingViews: Bool {
        !shown.isEmpty
    }

    /// The views waiting for reuse, all queues together.
    var queuedCount: Int {
        queues.values.reduce(0) { $0 + $1.count }
    }
}
