/// An array stored as pages of `pageSize` elements, so that a copy shares its pages and a
/// write to a copy copies only the page written (and the page table): the storage of a
/// `ChunkTree`, whose solution stays alive beside its edited copy during a batch update.
/// A write to a copy of n elements costs O(n / pageSize + pageSize) instead of O(n).
///
/// The page size is a power of two chosen per array: a `ChunkTree` keeps its inner nodes
/// four to a page, each node's records in one run that never crosses a page.
struct PagedArray<Element: Sendable>: Sendable {
    /// The base-2 logarithm of `pageSize`.
    private let pageShift: Int
    private var pages: [[Element]] = []

    /// The number of elements a page holds.
    var pageSize: Int { 1 << pageShift }

    /// The number of elements: every page but the last is full.
    var count: Int {
        guard let last = pages.last else { return 0 }
        return ((pages.count - 1) << pageShift) + last.count
    }

    /// An empty array of pages of 2^`pageShift` elements (64 unless told).
    init(pageShift: Int = 6) {
        self.pageShift = pageShift
    }

    /// The element at `index` (`0..<count`), read in place: a member read through it
    /// (`array[i].field[j]`, `array[i].method()`) copies neither the element nor what it
    /// holds, where a copy of an element holding arrays retains and releases each of them.
    @inline(__always)
    subscript(index: Int) -> Element {
        _read { yield pages[index >> pageShift][index & (pageSize - 1)] }
        _modify { yield &pages[index >> pageShift][index & (pageSize - 1)] }
    }

    /// Calls `body` with the page holding `index` (`0..<count`) as a buffer and `index`'s
    /// position in it. The buffer is read without bounds checks, so a read through it does
    /// not touch the page's array header, most often a cache line apart from the element: a
    /// caller reads only positions it knows the page holds.
    @inline(__always)
    func withPage<R>(of index: Int, _ body: (UnsafeBufferPointer<Element>, Int) -> R) -> R {
        pages[index >> pageShift].withUnsafeBufferPointer { body($0, index & (pageSize - 1)) }
    }

    /// Calls `body` with the element at `index` (`0..<count`), read in place from its page
    /// as `withPage(of:_:)` reads it: neither the element nor what it holds is copied, and
    /// the page's header is not read.
    @inline(__always)
    func withElement<R>(at index: Int, _ body: (Element) -> R) -> R {
        withPage(of: index) { page, position in body(page[position]) }
    }

    /// Adds `element` at the end.
    mutating func append(_ element: Element) {
        if count & (pageSize - 1) == 0 {
            var page: [Element] = []
            page.reserveCapacity(pageSize)
            pages.append(page)
        }
        pages[pages.count - 1].append(element)
    }
}
