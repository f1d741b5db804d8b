/// The values of two ascending sequences as one ascending array without repeats: O(m + n).
public func mergedAscendingDistinct<A: Collection, B: Collection>(_ a: A, _ b: B) -> [A.Element]
where A.Element: Comparable, B.Element == A.Element {
    var result: [A.Element] = []
    result.reserveCapacity(a.count + b.count)
    var i = a.startIndex
    var j = b.startIndex
    while i != a.endIndex || j != b.endIndex {
        let next: A.Element
        if j == b.endIndex || (i != a.endIndex && a[i] <= b[j]) {
            next = a[i]
            a.formIndex(after: &i)
        } else {
            next = b[j]
            b.formIndex(after: &j)
        }
        if result.last != next { result.append(next) }
    }
    return result
}
