/// "Did you mean …?" for unknown keys and values: the closest candidate by edit distance,
/// ignoring case, if it is close enough to be a typo.
enum Suggestion {
    /// The candidate at the smallest Levenshtein distance from `word` (case-insensitive),
    /// if that distance is at most a third of the word's length (at least 2); ties go to
    /// the earlier candidate.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        let limit = max(2, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = Self.distance(target, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance (insertions, deletions and substitutions each cost 1).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
