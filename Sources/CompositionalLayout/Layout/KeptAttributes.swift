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
/// identical to what was kept for it keeps its object (``reusableObject(plain:extras:section:item:)``),
/// the others get a new one when an answer includes them. A scroll step therefore allocates
/// only for elements shown for the first time, and what is kept is bounded by what the last
/// query reached (at most ``maximumCount`` elements; a larger answer keeps nothing new).
///
/// Each element is one entry of one array (``entries``): where it is shown, what its attributes
/// were given, and its object. A visit builds the values of an element once and moves them
/// into its entry, the plain numbers and the extras apart (see `Values.plain`), so that no
/// copy, move or destruction of an entry goes through a type's value witnesses but the
/// array's own.
struct KeptAttributes {
    /// What the kept values were computed from. `generation` counts the layout's changes that
    /// can change an element's values or shown frame (a `prepare()` that solved, a
    /// measurement, a row offset, a visible-items pass); `visible` is the rectangle pinned
    /// elements stay in, for a layout that pins anything (`nil` otherwise).
    struct Stamp: Equatable {
        var generation: UInt64
        var visible: Rect?
    }

    /// Where one kept element is, what its attributes were given, and its object.
    struct Entry {
        var section: Int
        var item: Int
        /// Its frame moved by its row's shift, in the collection view's coordinates: what a
        /// query's rectangle must meet.
        var shown: Rect
        /// How far its orthogonal row's offset moves it on screen (zero outside rows).
        var rowShift: Point
        /// The object handed out for it, once an answer included it.
        var object: UICollectionViewLayoutAttributes?
        /// What its attributes were given: the plain numbers, and the extras apart.
        var plain: UICollectionViewLayoutAttributes.Values.Plain
        var extras: UICollectionViewLayoutAttributes.Extras?

        /// What its attributes were given.
        var values: UICollectionViewLayoutAttributes.Values {
            UICollectionViewLayoutAttributes.Values(plain: plain, extras: extras)
        }
    }

    /// The most elements kept: a query that meets more keeps nothing new.
    static let maximumCount = 4096

    private(set) var stamp: Stamp?
    /// The rectangle the entries were found in (the collection view's coordinates).
    private(set) var band = Rect.zero
    /// The rectangle of the last query answered, kept or not: where the next band reaches.
    private var lastQuery: Rect?
    private(set) var entries: [Entry] = []
    /// An open-addressing table over `entries`: entry index + 1, 0 for an empty slot; its
    /// count is a power of two at least twice the entry count. Built by the first lookup
    /// that needs it (`isIndexed`): the lookups of a jump all fall outside the entries'
    /// range, and a set that only jumps replace is never indexed.
    private var slots: [Int32] = []
    private var isIndexed = false
    /// The least and the greatest (section, item) of the entries: a lookup outside them
    /// finds nothing without probing `slots` (a jump's elements are all outside).
    private var lowest = (Int.max, Int.max)
    private var highest = (Int.min, Int.min)
    /// The objects below this index have not been offered by ``takeUnsharedObject()`` yet.
    private var unsharedCursor = 0

    /// The number of objects held (entries an answer included).
    var objectCount: Int { entries.reduce(0) { $0 + ($1.object == nil ? 0 : 1) } }

    /// Whether a query of `rect` made in `stamp` is answered from the entries.
    func answers(_ rect: Rect, in stamp: Stamp) -> Bool {
        self.stamp == stamp && band.minX <= rect.minX && rect.maxX <= band.maxX && band.minY <= rect.minY
            && rect.maxY <= band.maxY
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

    /// Records that a query of `rect` was answered without changing the entries.
    mutating func noteQuery(_ rect: Rect) {
        lastQuery = rect
    }

    /// Records `object` as the object of the entry at `index`.
    mutating func setObject(_ object: UICollectionViewLayoutAttributes, at index: Int) {
        entries[index].object = object
    }

    /// The object kept for the element whose values are now `plain` and `extras`, at
    /// (`section`, `item`), if its kept values are identical: the object it was last handed
    /// out as, which it keeps while it is unchanged. Whatever the stamp, since the values are
    /// compared. Mutating so that a query reading the entries it replaces, which it also takes
    /// objects from, reads them where they are (a non-mutating call on a captured value copies
    /// it, retaining its arrays, per element).
    @inline(__always)
    mutating func reusableObject(
        plain: UICollectionViewLayoutAttributes.Values.Plain,
        extras: UICollectionViewLayoutAttributes.Extras?, section: Int, item: Int
    ) -> UICollectionViewLayoutAttributes? {
        // Every element of a jump lies outside the entries: tested where the query's visit
        // calls, and nothing of the values is read.
        guard (section, item) >= lowest, (section, item) <= highest else { return nil }
        return keptObject(plain: plain, extras: extras, section: section, item: item)
    }

    /// ``reusableObject(plain:extras:section:item:)`` for an element inside the entries' range.
    private mutating func keptObject(
        plain: UICollectionViewLayoutAttributes.Values.Plain,
        extras: UICollectionViewLayoutAttributes.Extras?, section: Int, item: Int
    ) -> UICollectionViewLayoutAttributes? {
        guard let index = index(of: plain.category, kind: extras?.kind, section: section, item: item),
            let object = entries[index].object, entries[index].plain.isIdentical(to: plain),
            UICollectionViewLayoutAttributes.Extras.areIdentical(entries[index].extras, extras)
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
            // Tested where the entry holds it, and moved out only when taken: a copy would
            // retain it, and count as a second reference.
            if isKnownUniquelyReferenced(&entries[unsharedCursor].object),
                entries[unsharedCursor].object.map({ type(of: $0) == UICollectionViewLayoutAttributes.self }) == true
            {
                return entries[unsharedCursor].object.take()
            }
        }
        return nil
    }

    /// The index of the entry of the element of `category` and `kind` at (`section`, `item`).
    mutating func index(of category: UICollectionElementCategory, kind: borrowing String?, section: Int, item: Int)
        -> Int?
    {
        guard (section, item) >= lowest, (section, item) <= highest else { return nil }
        if !isIndexed { buildIndex() }
        let mask = slots.count - 1
        var slot = Self.hash(category, section, item) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            // Fields read in place: a copy of the values would retain what they hold.
            if entries[index].item == item, entries[index].section == section,
                entries[index].plain.category == category, category == .cell || entries[index].extras?.kind == kind
            {
                return index
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Fills `slots` with the entries.
    private mutating func buildIndex() {
        var capacity = 16
        while capacity < 2 * entries.count { capacity *= 2 }
        if slots.count == capacity {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            slots = Array(repeating: 0, count: capacity)
        }
        slots.withUnsafeMutableBufferPointer { slots in
            let mask = capacity - 1
            for index in entries.indices {
                var slot = Self.hash(entries[index].plain.category, entries[index].section, entries[index].item) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(index + 1)
            }
        }
        isIndexed = true
    }

    private static func hash(_ category: UICollectionElementCategory, _ section: Int, _ item: Int) -> Int {
        var bits = UInt64(truncatingIfNeeded: item) &* 0x9E37_79B9_7F4A_7C15
        bits ^= UInt64(truncatingIfNeeded: section) &* 0xC2B2_AE3D_27D4_EB4F
        bits ^= UInt64(category.rawValue)
        bits ^= bits >> 29
        return Int(truncatingIfNeeded: bits)
    }

    // MARK: Building a set

    /// Starts collecting the elements of a visit of `band` made in `stamp`, for a query of
    /// `query`, into a set emptied by ``removeAll()`` (its arrays keep their capacity).
    mutating func start(stamp: Stamp, band: Rect, query: Rect) {
        self.stamp = stamp
        self.band = band
        lastQuery = query
        if entries.capacity < 64 { entries.reserveCapacity(64) }
    }

    /// Adds the next element visited, at (`section`, `item`), shown at `shown` and moved on
    /// screen by `rowShift`, with the values `plain` and `extras` and its object if it has one
    /// already; `false`, adding nothing, when the set holds ``maximumCount`` elements already.
    /// The entry is made where the array holds it: an ``Entry`` copied or moved whole goes
    /// through its value witnesses.
    mutating func append(
        section: Int, item: Int, shown: Rect, rowShift: Point, object: UICollectionViewLayoutAttributes?,
        plain: UICollectionViewLayoutAttributes.Values.Plain, extras: UICollectionViewLayoutAttributes.Extras?
    ) -> Bool {
        guard entries.count < Self.maximumCount else { return false }
        let path = (section, item)
        if path < lowest { lowest = path }
        if path > highest { highest = path }
        entries.append(
            Entry(
                section: section, item: item, shown: shown, rowShift: rowShift, object: object, plain: plain,
                extras: extras))
        return true
    }

    /// Ends the set started by ``start(stamp:band:query:)``: its objects can be taken
    /// (``takeUnsharedObject()``) once a query replaces it.
    mutating func finish() {
        unsharedCursor = entries.count
    }

    /// Forgets every entry, its values and its object, keeping the array's capacity for the
    /// next set.
    mutating func removeAll() {
        stamp = nil
        band = .zero
        lastQuery = nil
        entries.removeAll(keepingCapacity: true)
        isIndexed = false
        lowest = (Int.max, Int.max)
        highest = (Int.min, Int.min)
        unsharedCursor = 0
    }
}
