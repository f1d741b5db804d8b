/// An array stored as pages of `pageSize` elements, so that a copy shares its pages and a
/// write to a copy copies only the page written (and the page table): the storage of a
/// `ChunkTree`, whose solution stays alive beside its edited copy during a batch update.
/// A write to a copy of n elements costs O(n / pageSize + pageSize) instead of O(n).
struct PagedArray<Element: Sendable>: Sendable {
    /// The number of elements a page holds.
    static var pageSize: Int { 64 }

    private var pages: [[Element]] = []

    /// The number of elements: every page but the last is full.
    var count: Int {
        guard let last = pages.last else { return 0 }
        return (pages.count - 1) * Self.pageSize + last.count
    }

    /// An empty array.
    init() {}

    /// The element at `index` (`0..<count`), read in place: a member read through it
    /// (`array[i].field[j]`, `array[i].method()`) copies neither the element nor what it
    /// holds, where a copy of an element holding arrays retains and releases each of them.
    @inline(__always)
    subscript(index: Int) -> Element {
        _read { yield pages[index / Self.pageSize][index % Self.pageSize] }
        _modify { yield &pages[index / Self.pageSize][index % Self.pageSize] }
    }

    /// Adds `element` at the end.
    mutating func append(_ element: Element) {
        if count % Self.pageSize == 0 {
            var page: [Element] = []
            page.reserveCapacity(Self.pageSize)
            pages.append(page)
        }
        pages[pages.count - 1].append(element)
    }
}
