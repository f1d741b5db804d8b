extension Sequence where Element: Hashable {
    /// The elements that occur more than once, each once, in the order their repeats are
    /// found; empty when all are distinct. O(n) time, O(n) temporary memory.
    ///
    /// Both sets are made large enough for every element first: a set that grows rehashes,
    /// and a rehash that meets two equal elements hashed apart (an identifier type whose `==`
    /// and `hash` disagree) traps. Without growth, such elements are only compared.
    @inlinable
    func repeatedElements() -> [Element] {
        let elements = Array(self)
        var seen = Set<Element>(minimumCapacity: elements.count)
        var repeated: [Element] = []
        var listed = Set<Element>(minimumCapacity: elements.count)
        for element in elements where !seen.insert(element).inserted && listed.insert(element).inserted {
            repeated.append(element)
        }
        return repeated
    }
}
