extension Sequence where Element: Hashable {
    /// The elements that occur more than once, each once, in the order their repeats are
    /// found; empty when all are distinct. O(n) time, O(n) temporary memory.
    @inlinable
    func repeatedElements() -> [Element] {
        var seen = Set<Element>(minimumCapacity: underestimatedCount)
        var repeated: [Element] = []
        var listed = Set<Element>()
        for element in self where !seen.insert(element).inserted && listed.insert(element).inserted {
            repeated.append(element)
        }
        return repeated
    }
}
