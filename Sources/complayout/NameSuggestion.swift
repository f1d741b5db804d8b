/// "Did you mean" for names typed on the command line (examples; devices have their own in
/// `DevicePreset.lookUp(_:)`).
enum NameSuggestion {
    /// The name in `candidates` closest to `name` by edit distance, if it is close enough to
    /// be a likely typo: at most a third of `name`'s length, and at least 2 edits allowed.
    /// Ties go to the earlier candidate, so the answer does not depend on hashing.
    static func closest(to name: String, among candidates: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, name.count / 3) else { return nil }
        return best.name
    }

    /// The Levenshtein distance between `a` and `b`, counting Unicode scalars.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
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
