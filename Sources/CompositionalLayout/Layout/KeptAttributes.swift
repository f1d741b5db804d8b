internal import LayoutCore

/// The attributes of the elements a layout showed last, kept so that it hands out the same
/// object for an element while the element is unchanged, as UIKit's layouts do (their callers
/// copy an object before they change it).
///
/// What is kept: every element whose shown frame (its frame moved by its row's shift, what a
/// query tests) meets ``band``, in the order the engine visits them, each with the values its
/// attributes were given and, once an answer included it, its object. `band` is the rectangle
/// the last engine visit searched: the query's own, reaching one query length further along
/// the scrolling axis while queries move by less than that (see
/// ``band(for:axis:reachesAhead:)``).
///
/// A query inside `band`, made with the same ``Stamp``, is answered from what is kept: the
/// kept elements whose shown frame meets it, in the kept order. That is the engine's answer,
/// because the engine keeps exactly the elements whose shown frame meets the rectangle, and
/// its order (section by section: cells, their and their groups' supplementaries, boundary
/// items, decorations; layout-wide items last) does not depend on the rectangle. Any other
/// query visits the engine and keeps what it finds instead: an element whose values are
/// identical to what was kept for it keeps its object (``reusableObject(for:section:item:)``),
/// the others get a new one when an answer includes them. A scroll step therefore allocates
/// only for elements shown for the first time, and what is kept is bounded by what the last
/// query reached (at most ``maximumCount`` elements; a larger answer keeps nothing new).
struct KeptAttributes {
    /// What the kept values were computed from. `generation` counts the layout's changes that
    /// can change an element's values or shown frame (a `prepare()` that solved, a
    /// measurement, a row offset, a visible-items pass); `visible` is the rectangle pinned
    /// elements stay in, for a layout that pins anything (`nil` otherwise).
    struct Stamp: Equatable {
        var generation: UInt64
        var visible: Rect?
    }

    /// One kept element.
    struct Entry {
        var section: Int
        var item: Int
        /// Its frame moved by its row's shift, in the collection view's coordinates: what a
        /// query's rectangle must meet.
        var shown: Rect
        /// How far its orthogonal row's offset moves it on screen (zero outside rows).
        var rowShift: Point
        /// What its attributes were given.
        var values: UICollectionViewLayoutAttributes.Values
    }

    /// The most elements kept: a query that meets more keeps nothing new.
    static let maximumCount = 4096

    private(set) var stamp: Stamp?
    /// The rectangle the entries were found in (the collection view's coordinates).
    private(set) var band = Rect.zero
    /// The rectangle of the last query answered, kept or not: where the next band reaches.
    private var lastQuery: Rect?
    private(set) var entries: [Entry] = []
    /// The object handed out for each entry (same index), once an answer included it. Kept
    /// apart from the entries so that handing out a kept object reads one reference, not a
    /// whole entry with its values.
    private(set) var objects: [UICollectionViewLayoutAttributes?] = []
    /// An open-addressing table over `entries`: entry index + 1, 0 for an empty slot; its
    /// count is a power of two at least twice the entry count.
    private var slots: [Int32] = []
    /// The least and the greatest (section, item) of the entries: a lookup outside them
    /// finds nothing without probing `slots` (a jump's elements are all outside).
    private var lowest = (Int.max, Int.max)
    private var highest = (Int.min, Int.min)
    /// Empty arrays with the capacity of an earlier set of entries, for the next set: a
    /// query that visits the engine allocates none of its three arrays once one has run.
    private var spareEntries: [Entry] = []
    private var spareObjects: [UICollectionViewLayoutAttributes?] = []
    private var spareSlots: [Int32] = []
    /// The objects below this index have not been offered by ``takeUnsharedObject()`` yet.
    private var unsharedCursor = 0

    /// The number of objects held (entries an answer included).
    var objectCount: Int { objects.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Whether a query of `rect` made in `stamp` is answered from the entries.
    func answers(_ rect: Rect, in stamp: Stamp) -> Bool {
        self.stamp == stamp && band.minX <= rect.minX && rect.maxX <= band.maxX && band.minY <= rect.minY
            && rect.maxY <= band.maxY
    }

    /// Appends the object of every entry whose shown frame meets `rect` to `answer`, in entry
    /// order, making the objects not made yet with `make`, and records the row shift of each
    /// such entry in an orthogonal row into `rowShifts` when it is not `nil`. Call only when
    /// ``answers(_:in:)``.
    mutating func answer(
        _ rect: Rect, into answer: inout [UICollectionViewLayoutAttributes],
        rowShifts: inout [ElementKey: CGPoint]?,
        make: (UICollectionViewLayoutAttributes.Values) -> UICollectionViewLayoutAttributes
    ) {
        lastQuery = rect
        for index in entries.indices where entries[index].shown.intersects(rect) {
            answer.append(object(at: index, make: make))
            let shift = entries[index].rowShift
            if rowShifts != nil, shift != .zero { rowShifts?[ElementKey(entries[index].values)] = CGPoint(shift) }
        }
    }

    /// The object of the entry at `index`, made with `make` if no answer included it yet.
    mutating func object(
        at index: Int, make: (UICollectionViewLayoutAttributes.Values) -> UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        if let object = objects[index] { return object }
        let object = make(entries[index].values)
        objects[index] = object
        return object
    }

    /// The object of the cell at (`section`, `item`) when it is kept and the entries were
    /// found in `generation`, made with `make` if no answer included it yet; `nil` otherwise.
    /// Mutating so that the lookup reads the entries where they are kept: a non-mutating call
    /// on the layout's stored value would copy it, retaining its arrays, on every lookup.
    mutating func cellObject(
        section: Int, item: Int, generation: UInt64,
        make: (UICollectionViewLayoutAttributes.Values) -> UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes? {
        guard stamp?.generation == generation, let index = index(of: .cell, kind: nil, section: section, item: item)
        else { return nil }
        return object(at: index, make: make)
    }

    /// The rectangle the engine should search for a query of `rect` that will be kept: `rect`
    /// itself, or, when `reachesAhead` (nothing kept depends on the scroll position) and
    /// `rect` meets the last band (the queries scroll), `rect` reaching one length of `rect`
    /// further along `axis`: ahead in the direction the queries move, or half a length each
    /// way when they stay. The following queries of a scroll are then answered from the
    /// entries until they leave it.
    func band(for rect: Rect, axis: Axis, reachesAhead: Bool) -> Rect {
        guard reachesAhead, let lastQuery, stamp != nil, rect.intersects(band) else { return rect }
        let length = rect.size.length(along: axis)
        let (start, end) = (rect.min(along: axis), rect.max(along: axis))
        let moved = start - lastQuery.min(along: axis)
        let (low, high) =
            moved > 0 ? (start, end + length) : moved < 0 ? (start - length, end) : (start - length / 2, end + length / 2)
        guard low.isFinite, high.isFinite, high - low >= length else { return rect }
        return axis == .vertical
            ? Rect(x: rect.minX, y: low, width: rect.width, height: high - low)
            : Rect(x: low, y: rect.minY, width: high - low, height: rect.height)
    }

    /// The object kept for the element whose values are now `values`, at (`section`,
    /// `item`), if its kept values are identical: the object it was last handed out as, which
    /// it keeps while it is unchanged. Whatever the stamp, since the values are compared.
    /// Mutating, as ``cellObject(section:item:generation:make:)``, so that a query reading the
    /// entries it replaces, which it also takes objects from, does not copy them per element.
    mutating func reusableObject(for values: UICollectionViewLayoutAttributes.Values, section: Int, item: Int)
        -> UICollectionViewLayoutAttributes?
    {
        guard let index = index(of: values.category, kind: values.kind, section: section, item: item),
            let object = objects[index], entries[index].values.isIdentical(to: values)
        else { return nil }
        return object
    }

    /// An object of `UICollectionViewLayoutAttributes` itself (not a subclass) that only
    /// these entries hold, taken out of them (its entry no longer has an object), or `nil`
    /// when none is left. Nothing else can see such an object, so giving it another
    /// element's values is the same as releasing it and making a new one, without the
    /// allocation. Each object is looked at once: O(1) amortized per call.
    mutating func takeUnsharedObject() -> UICollectionViewLayoutAttributes? {
        while unsharedCursor > 0 {
            unsharedCursor -= 1
            guard var object = objects[unsharedCursor] else { continue }
            objects[unsharedCursor] = nil
            if type(of: object) == UICollectionViewLayoutAttributes.self, isKnownUniquelyReferenced(&object) {
                return object
            }
            objects[unsharedCursor] = object
        }
        return nil
    }

    /// The index of the entry of the element of `category` and `kind` at (`section`, `item`).
    func index(of category: UICollectionElementCategory, kind: String?, section: Int, item: Int) -> Int? {
        guard !slots.isEmpty, (section, item) >= lowest, (section, item) <= highest else { return nil }
        let mask = slots.count - 1
        var slot = Self.hash(category, section, item) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            // Fields read in place: a copy of the entry would retain what it holds.
            if entries[index].item == item, entries[index].section == section,
                entries[index].values.category == category, category == .cell || entries[index].values.kind == kind
            {
                return index
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records that a query of `rect` was answered without changing the entries.
    mutating func noteQuery(_ rect: Rect) {
        lastQuery = rect
    }

    /// Forgets every entry and object.
    mutating func removeAll() {
        self = KeptAttributes()
    }

    private static func hash(_ category: UICollectionElementCategory, _ section: Int, _ item: Int) -> Int {
        var bits = UInt64(truncatingIfNeeded: item) &* 0x9E37_79B9_7F4A_7C15
        bits ^= UInt64(truncatingIfNeeded: section) &* 0xC2B2_AE3D_27D4_EB4F
        bits ^= UInt64(category.rawValue)
        bits ^= bits >> 29
        return Int(truncatingIfNeeded: bits)
    }

    /// The entries of one engine visit, collected until they would exceed ``maximumCount``.
    struct Builder {
        private var kept: KeptAttributes
        /// Whether more elements were met than can be kept.
        private(set) var overflowed = false

        /// Collects the elements of a visit of `band` made in `stamp`, for a query of `query`,
        /// in the spare arrays of `previous` (the entries the visit replaces).
        init(stamp: Stamp, band: Rect, query: Rect, previous: inout KeptAttributes) {
            kept = KeptAttributes()
            kept.stamp = stamp
            kept.band = band
            kept.lastQuery = query
            swap(&kept.entries, &previous.spareEntries)
            swap(&kept.objects, &previous.spareObjects)
            swap(&kept.slots, &previous.spareSlots)
            if kept.entries.capacity < 64 { kept.entries.reserveCapacity(64) }
            if kept.objects.capacity < 64 { kept.objects.reserveCapacity(64) }
        }

        /// Adds the next element visited, with its object if it has one already.
        mutating func append(_ entry: Entry, object: UICollectionViewLayoutAttributes?) {
            guard !overflowed else { return }
            guard kept.entries.count < KeptAttributes.maximumCount else {
                overflowed = true
                kept.entries = []
                kept.objects = []
                return
            }
            kept.entries.append(entry)
            kept.objects.append(object)
            let path = (entry.section, entry.item)
            if path < kept.lowest { kept.lowest = path }
            if path > kept.highest { kept.highest = path }
        }

        /// What was collected, indexed, keeping the arrays of `previous` (emptied) as its
        /// spares; `nil` when it overflowed.
        consuming func finish(replacing previous: inout KeptAttributes) -> KeptAttributes? {
            guard !overflowed else { return nil }
            var capacity = 16
            while capacity < 2 * kept.entries.count { capacity *= 2 }
            if kept.slots.count == capacity {
                for slot in kept.slots.indices { kept.slots[slot] = 0 }
            } else {
                kept.slots = Array(repeating: 0, count: capacity)
            }
            let mask = capacity - 1
            for (index, entry) in kept.entries.enumerated() {
                var slot = KeptAttributes.hash(entry.values.category, entry.section, entry.item) & mask
                while kept.slots[slot] != 0 { slot = (slot + 1) & mask }
                kept.slots[slot] = Int32(index + 1)
            }
            kept.unsharedCursor = kept.objects.count
            kept.spareEntries = previous.entries
            kept.spareObjects = previous.objects
            kept.spareSlots = previous.slots
            previous = KeptAttributes()
            kept.spareEntries.removeAll(keepingCapacity: true)
            kept.spareObjects.removeAll(keepingCapacity: true)
            return kept
        }
    }
}
