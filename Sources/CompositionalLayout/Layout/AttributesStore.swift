internal import LayoutCore

/// The attribute objects a layout hands out, with what it keeps to hand them out again: the
/// objects of the elements it showed last (``KeptAttributes``), the objects of lookups that
/// keep nothing (``AttributesPool``), and the counts tests read.
///
/// One value in one stored property of the layout, changed through one mutating call per
/// query or lookup: the run time checks every access to a class's stored property that
/// another access could overlap (`swift_beginAccess`, about 100 instructions), so a lookup
/// pays that once, not once per property it touches. The engine's elements and their values
/// come in through closures; nothing here calls back into the layout otherwise.
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

    /// A new object holding `values`, of `subclass` when given, made outside any store: for
    /// an answer the layout must give while its store is in use (app code the store runs
    /// asking for it). Neither counted nor pooled nor kept.
    static func unkeptObject(_ values: Values, as subclass: Object.Type?) -> Object {
        UICollectionViewLayoutAttributes.make(holding: values, as: subclass)
    }

    /// A new object holding `values`, of `subclass` or, when it is `nil`, of
    /// `UICollectionViewLayoutAttributes` itself: then one released by every caller when the
    /// pool has one, otherwise a new allocation. Either way an object no one else holds, so
    /// it counts as made.
    mutating func make(_ values: Values, as subclass: Object.Type?) -> Object {
        made += 1
        if subclass == nil, let object = pool.take() {
            object.replaceValues(with: values)
            return object
        }
        allocated += 1
        return UICollectionViewLayoutAttributes.make(holding: values, as: subclass)
    }

    /// The answer to a rectangle query: from what is kept when `rect` lies inside it and was
    /// kept in `stamp`, otherwise from a visit of the engine whose elements are kept instead.
    ///
    /// - Parameters:
    ///   - axis: The axis the content scrolls along, and `reachesAhead` whether a visit may
    ///     search further along it than `rect` (see `KeptAttributes.band(for:axis:reachesAhead:)`).
    ///   - visit: Calls its second argument with every element the engine finds in its
    ///     first, in the engine's order, and the values of the element's attributes.
    mutating func objects(
        in rect: Rect, stamp: KeptAttributes.Stamp, axis: Axis, reachesAhead: Bool, subclass: Object.Type?,
        visit: (Rect, (PlacedElement, consuming Values) -> Void) -> Void
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
        visit(band) { element, values in
            let shown = element.frame.offsetBy(dx: element.rowShift.x, dy: element.rowShift.y)
            var object = kept.reusableObject(for: values, section: element.section, item: element.item)
            if shown.intersects(rect) {
                let answered = object ?? makeReplacingKept(values, as: subclass)
                answer.append(answered)
                object = answered
                if recordedRowShifts != nil, element.rowShift != .zero {
                    recordedRowShifts?[ElementKey(element)] = CGPoint(element.rowShift)
                }
            }
            guard !full else { return }
            let entry = KeptAttributes.Entry(
                section: element.section, item: element.item, shown: shown, rowShift: element.rowShift, object: object)
            full = !spare.append(entry, values: values)
            // More elements than are kept: the collected set is dropped at once, so that the
            // objects only it held can be taken for the elements still to come.
            if full { spare.removeAll() }
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
    /// element is kept and was kept in `stamp`, otherwise a new object holding what
    /// `placing` gives (not kept), or `nil` when it gives nothing.
    mutating func object(
        of category: UICollectionElementCategory, kind: String, section: Int, item: Int, stamp: KeptAttributes.Stamp,
        subclass: Object.Type?, placing: () -> Values?
    ) -> Object? {
        if kept.stamp == stamp, let index = kept.index(of: category, kind: kind, section: section, item: item) {
            return keptObject(at: index, subclass: subclass)
        }
        guard let values = placing() else { return nil }
        return make(values, as: subclass)
    }

    /// Appends the object of every kept entry whose shown frame meets `rect` to `answer`, in
    /// entry order, making the objects no answer included yet.
    private mutating func answerFromKept(_ rect: Rect, into answer: inout [Object], subclass: Object.Type?) {
        kept.noteQuery(rect)
        for index in kept.entries.indices where kept.entries[index].shown.intersects(rect) {
            answer.append(keptObject(at: index, subclass: subclass))
            let shift = kept.entries[index].rowShift
            if recordedRowShifts != nil, shift != .zero {
                recordedRowShifts?[ElementKey(kept.values[index])] = CGPoint(shift)
            }
        }
    }

    /// The object of the kept entry at `index`, made if no answer included it yet.
    private mutating func keptObject(at index: Int, subclass: Object.Type?) -> Object {
        if let object = kept.entries[index].object { return object }
        let object = make(kept.values[index], as: subclass)
        kept.setObject(object, at: index)
        return object
    }

    /// ``make(_:as:)`` for a query that visits the engine, taking first an object of the
    /// entries it replaces that no one else holds.
    private mutating func makeReplacingKept(_ values: Values, as subclass: Object.Type?) -> Object {
        if subclass == nil, let object = kept.takeUnsharedObject() {
            made += 1
            object.replaceValues(with: values)
            return object
        }
        return make(values, as: subclass)
    }
}
