import InternalUtilities
import Testing

@Suite("Suggestion")
struct SuggestionTests {
    @Test("The closest name within a third of the length (at least 2 edits), ignoring case, ties to the first")
    func closest() {
        let names = ["list", "list-plain", "two-column", "quarter-grid"]
        // "lsit" → "list": 2 substitutions (s→i, i→s), within max(2, 4 / 3) = 2.
        #expect(Suggestion.closest(to: "lsit", among: names) == "list")
        // "two-colum" → "two-column": 1 insertion, within max(2, 9 / 3) = 3.
        #expect(Suggestion.closest(to: "Two-Colum", among: names) == "two-column")
        // "grid" is 4 edits from "list" (g→l, r→i, i→s, d→t), its nearest: more than 2.
        #expect(Suggestion.closest(to: "grid", among: names) == nil)
        // "" is 4 deletions from "list", more than 2.
        #expect(Suggestion.closest(to: "", among: names) == nil)
        // "ab" is 1 edit from both "ac" and "ad": the earlier wins.
        #expect(Suggestion.closest(to: "ab", among: ["ad", "ac"]) == "ad")
    }

    @Test(
        "Edit distance counts insertions, deletions and substitutions of characters",
        arguments: [
            ("kitten", "sitting", 3),  // k→s, e→i, +g
            ("", "abc", 3),  // three insertions
            ("abc", "", 3),  // three deletions
            ("flaw", "lawn", 2),  // −f, +n
            ("same", "same", 0),
            ("e\u{301}", "\u{E9}", 0),  // é decomposed and precomposed are one equal character
        ])
    func distance(a: String, b: String, expected: Int) {
        #expect(Suggestion.editDistance(a, b) == expected)
    }
}
