internal import LayoutCore

/// The attribute objects a layout hands out, with what it keeps to hand them out again: the
/// objects of the elements it showed last (``KeptAttributes``), the objects of lookups that
/// keep nothing (``AttributesPool``), and the counts tests read.
///
/// One value in one stored property of the layout, changed through one mutating call per
/// query or lookup: the run time checks every access to a class's stored property that
/// another access could overlap (`swift_beginAccess`, about 100 instructions), so a lookup
/// pays that once, not once per property it touches. The engine's elements come in through
/// closures, and the changes the layout makes to their values (a visible-items handler's)
/// through another; nothing here calls back into the layout otherwise. The store makes the
/// values of the elements' attributes itself, with the kinds' shared extras it holds.
struct AttributesStore {
    typealias Values = UICollectionViewLayoutAttributes.Values
    typealias Object = UICollectionViewLayoutAttributes

    /// How many attribute objects were made for answers: what tests count to show that a
    /// scroll step makes objects only for elements shown for the first time.
    private(set) var made = 0
    /// How many of the objects made were allocated; the others were taken from objects no
    /// caller held any more.
    private(set) var allocated = 0
    /// The elements shown last.
    private(set) var kept = KeptAttributes()
    /// An emptied set whose arrays have the capacity of an earlier one: the next query that
    /// visits the engine collects into it, then it and ``kept`` change places.
    private var spare = KeptAttributes()
    /// Objects handed out for lookups that keep nothing, taken back once their callers let
    /// them go.
    private var pool = AttributesPool()
    /// While the collection view reads what it shows (`displayedElements(in:)`), how far each
    /// element of an orthogonal row that an answer includes is moved on screen by its row's
    /// offset; `nil` otherwise.
    var recordedRowShifts: [ElementKey: CGPoint]?
    /// The extras of the kinds met so far, which the values of every element of a kind share.
    private var kinds = UICollectionViewLayoutAttributes.Extras.KindTable()

    /// A new object for `element` as the engine placed it, of `subclass` when given, made
    /// outside any store: for an answer the layout must give while its store is in use (app
    /// code the store runs asking for it). Neither counted nor pooled nor kept.
    static func unkeptObject(placing element: borrowing PlacedElement, as subclass: Object.Type?) -> Object {
        var kinds = UICollectionViewLayoutAttributes.Extras.KindTable()
        return UICollectionViewLayoutAttributes.make(holding: Values(placing: element, kinds: &kinds), as: subclass)
    }

    /// A new object holding `values`, of `subclass` or, when it is `nil`, of
    /// `UICollectionViewLayoutAttributes` itself: then one released by every caller when the
    /// pool has one, otherwise a new allocation. Either way an object no one else holds, so
    /// it counts as made.
    mutating func make(_ values: Values, as subclass: Object.Type?) -> Object {
        make(plain: values.plain, extras: values.extras, as: subclass)
    }

    /// ``make(_:as:)`` for values given as their plain numbers and their extras apart (see
    /// `Values.plain`).
    private mutating func make(plain: Values.Plain, extras: Object.Extras?, as subclass: Object.Type?) -> Object {
        made += 1
        if subclass == nil, let object = pool.take() {
            object.replaceValues(plain: plain, extras: extras)
            return object
        }
        allocated += 1
        return UICollectionViewLayoutAttributes.make(holding: Values(plain: plain, extras: extras), as: subclass)
    }

    /// A new object for `element`, holding the values of its attributes as the engine placed
    /// it (see ``make(_:as:)``).
    mutating func make(placing element: borrowing PlacedElement, as subclass: Object.Type?) -> Object {
        make(Values(placing: element, kinds: &kinds), as: subclass)
    }

    /// The answer to a rectangle query: from what is kept when `rect` lies inside it and was
    /// kept in `stamp`, otherwise from a visit of the engine whose elements are kept instead.
    ///
    /// - Parameters:
    ///   - axis: The axis the content scrolls along, and `reachesAhead` whether a visit may
    ///     search further along it than `rect` (see `KeptAttributes.band(for:axis:reachesAhead:)`).
    ///   - adjust: Changes the values of an element's attributes made from the engine's
    ///     placement (what a visible-items handler set); `nil` when nothing changes them.
    ///   - visit: Calls its second argument with every cell the engine finds in its first, as
    ///     plain values (section, item, placement, row shift), and its third with every other
    ///     element, all in the engine's order (`LayoutSolution.forEachElement(in:visible:rowOffsets:cells:others:)`).
    mutating func objects(
        in rect: Rect, stamp: KeptAttributes.Stamp, axis: Axis, reachesAhead: Bool, subclass: Object.Type?,
        adjust: ((inout Values) -> Void)?,
        visit: (Rect, (_ section: Int, _ item: Int, _ cell: PlacedCell, _ rowShift: Point) -> Void, (PlacedElement) -> Void)
            -> Void
    ) -> [Object] {
        var answer: [Object] = []
        // Room for a screenful (a phone's viewport holds a few dozen elements), so that a
        // typical query does not grow the array five times on the way.
        answer.reserveCapacity(32)
        // The engine answers nothing for a rectangle that is not finite; nothing is kept.
        guard rect.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return answer }
        if kept.answers(rect, in: stamp) {
            answerFromKept(rect, into: &answer, subclass: subclass)
            return answer
        }
        let band = kept.band(for: rect, axis: axis, reachesAhead: reachesAhead)
        spare.start(stamp: stamp, band: band, query: rect)
        var full = false
        // The values go on as their plain numbers and their extras apart (see `Values.plain`);
        // a cell's hold no extras unless a visible-items handler set some.
        visit(band) { section, item, cell, rowShift in
            let plain = Values.Plain(placingCell: cell, section: section, item: item)
            if let adjust {
                var values = Values(plain: plain, extras: nil)
                adjust(&values)
                collect(
                    plain: values.plain, extras: values.extras, section: section, item: item, frame: cell.frame,
                    rowShift: rowShift, query: rect, subclass: subclass, into: &answer, full: &full)
            } else {
                collect(
                    plain: plain, extras: nil, section: section, item: item, frame: cell.frame, rowShift: rowShift,
                    query: rect, subclass: subclass, into: &answer, full: &full)
            }
        } _: { element in
            var values = Values(placing: element, kinds: &kinds)
            adjust?(&values)
            collect(
                plain: values.plain, extras: values.extras, section: element.section, item: element.item,
                frame: element.frame, rowShift: element.rowShift, query: rect, subclass: subclass, into: &answer,
                full: &full)
        }
        if full {
            // What was kept stays.
            kept.noteQuery(rect)
        } else {
            spare.finish()
            swap(&kept, &spare)
            spare.removeAll()
        }
        return answer
    }

    /// The answer to `layoutAttributesForItem(at:)` for (`section`, `item`): the kept object
    /// when the cell is kept and was kept in `generation` (a cell never pins, so the visible
    /// rectangle does not matter), otherwise an object not kept, holding the values of the
    /// cell as `placing` gives it, changed by `adjust`; `nil` when `placing` gives nothing (no
    /// such cell). The values are written into the object where it holds them.
    mutating func cellObject(
        section: Int, item: Int, generation: UInt64, subclass: Object.Type?, placing: () -> PlacedCell?,
        adjust: (inout Values) -> Void
    ) -> Object? {
        if kept.stamp?.generation == generation,
            let index = kept.index(of: .cell, kind: nil, section: section, item: item)
        {
            return keptObject(at: index, subclass: subclass)
        }
        guard let cell = placing() else { return nil }
        made += 1
        let object: Object
        // Not kept, so held by the caller alone once returned: the pool takes it back when
        // the caller lets it go.
        if subclass == nil, let reclaimed = pool.reclaim() {
            object = reclaimed
        } else {
            allocated += 1
            object = subclass?.init() ?? Object()
            pool.offer(object)
        }
        object.replaceValues { values in
            values.replace(placingCell: cell, section: section, item: item)
            adjust(&values)
        }
        return object
    }

    /// The answer to the supplementary and decoration lookups: the kept object when the
    /// element is kept and was kept in `stamp`, otherwise a new object (not kept) holding the
    /// values of the element `placing` gives, changed by `adjust` if any, or `nil` when it
    /// gives nothing.
    mutating func object(
        of category: UICollectionElementCategory, kind: String, section: Int, item: Int, stamp: KeptAttributes.Stamp,
        subclass: Object.Type?, placing: () -> PlacedElement?, adjust: ((inout Values) -> Void)?
    ) -> Object? {
        if kept.stamp == stamp, let index = kept.index(of: category, kind: kind, section: section, item: item) {
            return keptObject(at: index, subclass: subclass)
        }
        guard let element = placing() else { return nil }
        var values = Values(placing: element, kinds: &kinds)
        adjust?(&values)
        return make(values, as: subclass)
    }

    /// Takes the next element a query's visit finds, at (`section`, `item`) with the values
    /// `plain` and `extras`, placed at `frame` and moved on screen by `rowShift`: appends its
    /// object to `answer` when its shown frame meets `query` (the kept object if its values
    /// are unchanged, a new one otherwise), and adds it to the set collected in ``spare``
    /// unless that set is `full`, which it sets once the set holds
    /// `KeptAttributes.maximumCount` elements.
    private mutating func collect(
        plain: Values.Plain, extras: Object.Extras?, section: Int, item: Int, frame: Rect, rowShift: Point,
        query: Rect, subclass: Object.Type?, into answer: inout [Object], full: inout Bool
    ) {
        let shown = frame.offsetBy(dx: rowShift.x, dy: rowShift.y)
        var object = kept.reusableObject(plain: plain, extras: extras, section: section, item: item)
        if shown.intersects(query) {
            let answered = object ?? makeReplacingKept(plain: plain, extras: extras, as: subclass)
            answer.append(answered)
            object = answered
            if recordedRowShifts != nil, rowShift != .zero {
                recordedRowShifts?[ElementKey(Values(plain: plain, extras: extras))] = CGPoint(rowShift)
            }
        }
        guard !full else { return }
        full = !spare.append(
            section: section, item: item, shown: shown, rowShift: rowShift, object: object, plain: plain, extras: extras)
        // More elements than are kept: the collected set is dropped at once, so that the
        // objects only it held can be taken for the elements still to come.
        if full { spare.removeAll() }
    }

    /// Appends the object of every kept entry whose shown frame meets `rect` to `answer`, in
    /// entry order, making the objects no answer included yet.
    private mutating func answerFromKept(_ rect: Rect, into answer: inout [Object], subclass: Object.Type?) {
        kept.noteQuery(rect)
        for index in kept.entries.indices where kept.entries[index].shown.intersects(rect) {
            answer.append(keptObject(at: index, subclass: subclass))
            let shift = kept.entries[index].rowShift
            if recordedRowShifts != nil, shift != .zero {
                recordedRowShifts?[ElementKey(kept.entries[index].values)] = CGPoint(shift)
            }
        }
    }

    /// The object of the kept entry at `index`, made if no answer included it yet. Inlined, so
    /// that a lookup of an element kept with its object pays no call.
    @inline(__always)
    private mutating func keptObject(at index: Int, subclass: Object.Type?) -> Object {
        if let object = kept.entries[index].object { return object }
        return makeKeptObject(at: index, subclass: subclass)
    }

    /// Makes the object of the kept entry at `index`, which has none yet, and records it.
    private mutating func makeKeptObject(at index: Int, subclass: Object.Type?) -> Object {
        let object = make(plain: kept.entries[index].plain, extras: kept.entries[index].extras, as: subclass)
        kept.setObject(object, at: index)
        return object
    }

    /// ``make(_:as:)`` for a query that visits the engine, taking first an object of the
    /// entries it replaces that no one else holds.
    private mutating func makeReplacingKept(plain: Values.Plain, extras: Object.Extras?, as subclass: Object.Type?)
        -> Object
    {
        if subclass == nil, let object = kept.takeUnsharedObject() {
            made += 1
            object.replaceValues(plain: plain, extras: extras)
            return object
        }
        return make(plain: plain, extras: extras, as: subclass)
    }
}
