/// A value kept out of line, so that copies share it until one of them writes: what lets a
/// million sections described alike, or solved alike, hold one description or one solution
/// between them and cost a reference each.
///
/// The value lives in a one-element array: copy-on-write and a shared identity without a
/// class, and no exclusivity check on reads (an array's elements are reached through its
/// buffer, not through a class's stored property).
struct Shared<Value: Hashable & Sendable>: Hashable, Sendable {
    private var storage: [Value]

    /// Keeps `value` out of line.
    init(_ value: Value) {
        storage = [value]
    }

    /// The value; a write to a shared one copies it first.
    var value: Value {
        _read { yield storage[0] }
        @inline(__always) _modify { yield &storage[0] }
    }

    /// Whether `self` and `other` hold the same storage (not merely equal values).
    func isIdentical(to other: Shared) -> Bool {
        storage.withUnsafeBufferPointer { mine in
            other.storage.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }

    /// The address of the storage, to count how many distinct values a collection of copies
    /// holds (tests and the benchmark count sharing with it).
    var storageIdentity: UInt {
        storage.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    /// Equal values, and at once when the storage is the same (`Array`'s `==` compares
    /// buffers before elements).
    static func == (lhs: Shared, rhs: Shared) -> Bool {
        lhs.storage == rhs.storage
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(storage[0])
    }
}
