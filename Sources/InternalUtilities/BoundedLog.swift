/// The last `capacity` values appended, oldest first: a record of reports (diagnostics,
/// rejected answers, misuse) that app code can make without end and that must not grow
/// without bound.
///
/// The values sit in a ring: appending to a full log overwrites the oldest value in O(1), and
/// the log reads as a collection from the oldest value kept to the newest.
///
/// ```
/// capacity 3, after appending a b c d:  storage [d b c], oldest at 1  ->  b c d
/// ```
package struct BoundedLog<Element> {
    /// The most values kept; 0 keeps none.
    package let capacity: Int
    /// The values kept, in the order they were written into the ring.
    private var storage: [Element] = []
    /// Where the oldest value sits in `storage` once the ring is full; 0 until then.
    private var oldest = 0

    /// An empty log that keeps the last `capacity` values (none for a capacity of 0 or less).
    package init(capacity: Int) {
        self.capacity = Swift.max(0, capacity)
    }

    /// Appends `element`, dropping the oldest value when the log is full.
    package mutating func append(_ element: Element) {
        guard capacity > 0 else { return }
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[oldest] = element
            oldest = oldest + 1 == capacity ? 0 : oldest + 1
        }
    }
}

extension BoundedLog: RandomAccessCollection {
    /// The position of the oldest value kept.
    package var startIndex: Int { 0 }

    /// The position after the newest value.
    package var endIndex: Int { storage.count }

    /// The value at `position`, counted from the oldest value kept.
    package subscript(position: Int) -> Element {
        let index = oldest + position
        return storage[index < storage.count ? index : index - storage.count]
    }
}

extension BoundedLog: Sendable where Element: Sendable {}
