/// "Did you mean …?" for a name a person typed: the closest of the names that exist, if it
/// is close enough to be a typo. Used for unknown devices, examples, and the keys and words
/// of layout files.
public enum Suggestion {
    /// The candidate at the smallest ``editDistance(_:_:)`` from `word`, ignoring case, if
    /// that distance is at most a third of the word's length (at least 2 edits are allowed);
    /// ties go to the earlier candidate, so the answer never depends on hashing.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let target = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, candidate.lowercased())
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, target.count / 3) else { return nil }
        return best.candidate
    }

    /// The Levenshtein distance between `a` and `b`: the fewest insertions, deletions and
    /// substitutions of one character each that turn `a` into `b`. Characters are what a
    /// reader sees as one (an accented letter is one, however it is encoded). O(|a|·|b|)
    /// time, O(|b|) space.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        var current = previous
        for i in a.indices {
            current[0] = i + 1
            for j in b.indices {
                let substitution = previous[j] + (a[i] == b[j] ? 0 : 1)
                current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
