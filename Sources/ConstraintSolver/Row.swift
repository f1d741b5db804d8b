/// One symbol's coefficient in a row.
struct Cell {
    /// The symbol's number.
    var symbol: Int
    /// Its coefficient, never within ``nearZero`` of 0.
    var coefficient: Double
}

/// A row of the tableau, `basic = constant + Σ coefficient · symbol`, or the objective or a
/// new constraint being built (`0 = constant + Σ …`). The basic symbol is kept outside the row.
///
/// The cells are sorted by symbol, so that adding a multiple of another row is one merge and a
/// lookup is a binary search: rows of a layout have a handful of cells, and a sorted array
/// beats a hash table there in time and memory.
struct Row {
    /// The parametric symbols with their coefficients, by ascending symbol.
    var cells: [Cell] = []
    /// The constant.
    var constant: Double = 0

    /// The position of `symbol` in the cells, or where it would be inserted.
    func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let s = cells[middle].symbol
            if s == symbol { return (middle, true) }
            if s < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The coefficient of `symbol` (0 when the row does not hold it).
    func coefficient(of symbol: Int) -> Double {
        let p = position(of: symbol)
        return p.found ? cells[p.index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell if the sum is within ``nearZero`` of 0.
    /// Returns +1 when a cell appeared, -1 when one vanished, 0 otherwise.
    @discardableResult
    mutating func add(_ coefficient: Double, times symbol: Int) -> Int {
        let p = position(of: symbol)
        if p.found {
            let sum = cells[p.index].coefficient + coefficient
            if abs(sum) <= nearZero {
                cells.remove(at: p.index)
                return -1
            }
            cells[p.index].coefficient = sum
            return 0
        }
        guard abs(coefficient) > nearZero else { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: p.index)
        return 1
    }

    /// Adds `factor` times the row (`sourceCells`, `sourceConstant`) to this one: one merge of
    /// the two sorted arrays into `scratch`, copied back into the cells' buffer, so that no call
    /// allocates once the buffers are large enough. `changed` hears each symbol that appears in
    /// (`true`) or vanishes from (`false`) the row.
    @inline(__always)
    mutating func add(
        _ factor: Double, times sourceCells: [Cell], constant sourceConstant: Double, scratch: inout [Cell],
        changed: (_ symbol: Int, _ appeared: Bool) -> Void
    ) {
        let n = cells.count
        let m = sourceCells.count
        if scratch.count < n + m {
            scratch.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: n + m - scratch.count))
        }
        var k = 0
        scratch.withUnsafeMutableBufferPointer { out in
            cells.withUnsafeBufferPointer { a in
                sourceCells.withUnsafeBufferPointer { b in
                    var i = 0
                    var j = 0
                    while i < n || j < m {
                        if j == m || (i < n && a[i].symbol < b[j].symbol) {
                            out[k] = a[i]
                            k += 1
                            i += 1
                        } else if i == n || a[i].symbol > b[j].symbol {
                            let c = factor * b[j].coefficient
                            if abs(c) > nearZero {
                                out[k] = Cell(symbol: b[j].symbol, coefficient: c)
                                k += 1
                                changed(b[j].symbol, true)
                            }
                            j += 1
                        } else {
                            let c = a[i].coefficient + factor * b[j].coefficient
                            if abs(c) > nearZero {
                                out[k] = Cell(symbol: a[i].symbol, coefficient: c)
                                k += 1
                            } else {
                                changed(a[i].symbol, false)
                            }
                            i += 1
                            j += 1
                        }
                    }
                }
            }
        }
        cells.removeAll(keepingCapacity: true)
        if cells.capacity < k { cells.reserveCapacity(Swift.max(8, 2 * k)) }
        cells.append(contentsOf: scratch[..<k])
        constant += factor * sourceConstant
    }
}
