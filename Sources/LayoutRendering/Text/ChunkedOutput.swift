import Foundation

/// Text gathered into chunks and handed to a sink each time a chunk fills: how writers of
/// output of any length (JSON of every element, the SVG of a whole layout) work in the memory
/// of one chunk. Without a sink it gathers everything, for output wanted as one string.
///
/// Appending never fails; handing a chunk on may, so writers append a piece (an element) and
/// then call ``flushIfFull()``, and ``flush()`` once at the end.
///
/// ```swift
/// var output = ChunkedOutput { bytes in try file.write(bytes) }
/// for element in elements {
///     output.append("<rect/>\n")
///     try output.flushIfFull()
/// }
/// try output.flush()
/// ```
public struct ChunkedOutput {
    /// The size a chunk reaches before ``flushIfFull()`` hands it on.
    public let chunkSize: Int
    /// The memory written into: the gathered bytes are its first `count`, the rest is room
    /// (so appending is a copy, not an array append).
    private var storage: [UInt8] = []
    /// How many bytes are gathered.
    private var count = 0
    private let sink: ((UnsafeRawBufferPointer) throws -> Void)?

    /// Output handed to `sink` in chunks of about `chunkSize` bytes (64 KiB by default).
    public init(chunkSize: Int = 1 << 16, sink: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.chunkSize = max(1, chunkSize)
        self.sink = sink
        // A chunk and a piece past it, up to a megabyte; more as it is needed.
        storage = Array(repeating: 0, count: min(self.chunkSize, 1 << 20) + 4096)
    }

    /// Output that keeps everything, for ``text``.
    public init() {
        chunkSize = .max
        sink = nil
    }

    /// What was gathered and not yet handed on, as UTF-8 text: everything, without a sink.
    public var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Appends `text` as UTF-8.
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    /// Appends `text`, a literal.
    @inline(__always)
    public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(bytes: $0) }
    }

    /// Appends one byte.
    @inline(__always)
    public mutating func append(byte: UInt8) {
        let start = count
        write(upTo: 1) { target in
            target[start] = byte
            return start + 1
        }
    }

    /// Appends `bytes` as they are.
    @inline(__always)
    public mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let start = count
        write(upTo: bytes.count) { target in
            guard let base = target.baseAddress else { return start }
            (base + start).update(from: source, count: bytes.count)
            return start + bytes.count
        }
    }

    /// Appends `value` as ``RenderNumber`` writes it: at most four decimals, shortest form,
    /// `0` for NaN and infinities.
    public mutating func append(number value: Double) {
        RenderNumber.append(value, to: &self)
    }

    /// Appends `value` as ``RenderNumber`` writes it.
    public mutating func append(number value: CGFloat) {
        RenderNumber.append(Double(value), to: &self)
    }

    /// Appends `value` in decimal.
    public mutating func append(_ value: Int) {
        let start = count
        // A sign and 20 digits hold any 64-bit value.
        write(upTo: 21) { target in
            var end = start
            if value < 0 {
                target[end] = UInt8(ascii: "-")
                end += 1
            }
            return Self.write(digitsOf: UInt64(value.magnitude), into: target, at: end)
        }
    }

    /// Appends `units` ten-thousandths as a decimal with at most four places and no trailing
    /// zeros (`12.5`, `-0.0001`, `3`); 0 for 0.
    mutating func append(tenThousandths units: Int64) {
        let start = count
        // A sign, 15 digits before the point (2^63 ten-thousandths), the point and 4 places.
        write(upTo: 21) { target in
            var end = start
            if units < 0 {
                target[end] = UInt8(ascii: "-")
                end += 1
            }
            let magnitude = units.magnitude
            end = Self.write(digitsOf: magnitude / 10_000, into: target, at: end)
            var fraction = magnitude % 10_000
            guard fraction != 0 else { return end }
            target[end] = UInt8(ascii: ".")
            var places = 4
            while fraction % 10 == 0 {
                fraction /= 10
                places -= 1
            }
            // The fraction's digits right-aligned in its places, leading zeros included:
            // 0.0025 is 25 in four places.
            end += 1 + places
            var position = end
            for _ in 0..<places {
                position -= 1
                target[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
            }
            return end
        }
    }

    /// Writes the decimal digits of `value` into `target` from `start`, returning where
    /// they end.
    @inline(__always)
    private static func write(digitsOf value: UInt64, into target: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var length = 1
        var probe = value
        while probe >= 10 {
            probe /= 10
            length += 1
        }
        var rest = value
        var position = start + length
        repeat {
            position -= 1
            target[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        return start + length
    }

    /// Makes room for `length` more bytes and lets `body` write them into the storage
    /// after the gathered bytes; `body` returns where what it wrote ends.
    @inline(__always)
    private mutating func write(upTo length: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        if count + length > storage.count { grow(toHold: count + length) }
        count = storage.withUnsafeMutableBufferPointer { body($0) }
    }

    /// Widens the storage to hold at least `needed` bytes, at least doubling it.
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        storage.append(contentsOf: repeatElement(0, count: max(needed, 2 * storage.count, 256) - storage.count))
    }

    /// Calls `body` with the bytes gathered and not yet handed on.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// Forgets what was gathered and not handed on, keeping the memory: output used as a
    /// scratch line, written and read again for each element.
    mutating func removeAll() {
        count = 0
    }

    /// Hands the gathered bytes to the sink if they fill a chunk.
    @inline(__always)
    public mutating func flushIfFull() throws {
        if count >= chunkSize { try flush() }
    }

    /// Hands everything gathered to the sink (nothing without one).
    public mutating func flush() throws {
        guard let sink, count > 0 else { return }
        try withBytes { try sink(UnsafeRawBufferPointer($0)) }
        count = 0
    }
}
