/// The longest strictly increasing subsequence of distinct values, by patience sorting: which
/// elements belong to it. O(m log L) for m values and a subsequence of length L, and O(m) when
/// each value extends the longest run found so far (few moves), because that case skips the
/// search. `searchSteps` counts the binary-search steps taken.
@inlinable
func longestIncreasingSubsequence(of values: [Int], searchSteps: inout Int) -> [Bool] {
    // tails[l] is the index of the smallest value ending an increasing run of length l + 1;
    // predecessor[k] the index of the element before values[k] in its run.
    var tails: [Int] = []
    var predecessor = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var length = tails.count
        if let last = tails.last, value < values[last] {
            var low = 0
            var high = tails.count - 1
            while low < high {
                searchSteps += 1
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            length = low
        }
        if length > 0 { predecessor[index] = tails[length - 1] }
        if length == tails.count { tails.append(index) } else { tails[length] = index }
    }
    var member = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
        member[index] = true
        index = predecessor[index]
    }
    return member
}
