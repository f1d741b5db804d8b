/// The section and item counts a collection view last read from its data source, kept until
/// they are invalidated (by `reloadData()` or a context that invalidates the data source
/// counts), as UIKit keeps them: the data source is asked each count once in between.
///
/// The counts before the last invalidation are kept too: a data source that reads the view's
/// count from inside its own answer to that count gets them (or 0 when there are none).
struct DataSourceCounts {
    /// The number of sections, once read.
    private(set) var sections: Int?
    /// The number of items of each section read so far (`notRead` where not read), as many
    /// entries as ``sections``: 8 bytes a section, where an optional would take 16.
    private var items: [Int] = []
    /// The counts before the last invalidation, for a data source reading its own count.
    private var previous: (sections: Int?, items: [Int]) = (nil, [])

    /// What `items` holds for a section not read yet: counts kept are never negative (the
    /// view keeps 0 for a negative answer).
    private static let notRead = -1

    /// Records the number of sections, read from the data source.
    mutating func setSections(_ count: Int) {
        sections = count
        items = Array(repeating: Self.notRead, count: max(0, count))
    }

    /// The number of items of `section` read so far, if any.
    func items(inSection section: Int) -> Int? {
        items.indices.contains(section) && items[section] != Self.notRead ? items[section] : nil
    }

    /// Records the number of items of `section`, read from the data source (never negative).
    mutating func setItems(_ count: Int, inSection section: Int) {
        guard items.indices.contains(section), count >= 0 else { return }
        items[section] = count
    }

    /// Records every count at once: `counts` holds the items of each section.
    mutating func setCounts(_ counts: [Int]) {
        setSections(counts.count)
        for (section, count) in counts.enumerated() where count >= 0 { items[section] = count }
    }

    /// The number of sections before the last invalidation, or 0.
    var previousSections: Int {
        previous.sections ?? 0
    }

    /// The number of items of `section` before the last invalidation, or 0.
    func previousItems(inSection section: Int) -> Int {
        previous.items.indices.contains(section) ? max(0, previous.items[section]) : 0
    }

    /// Forgets the counts: the next read asks the data source. What was known is kept for a
    /// data source that reads its own count while answering it.
    mutating func invalidate() {
        if sections != nil { previous = (sections, items) }
        sections = nil
        items = []
    }
}
