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
    private var bytes: [UInt8] = []
    private let sink: ((UnsafeRawBufferPointer) throws -> Void)?

    /// Output handed to `sink` in chunks of about `chunkSize` bytes (64 KiB by default).
    public init(chunkSize: Int = 1 << 16, sink: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.chunkSize = max(1, chunkSize)
        self.sink = sink
        bytes.reserveCapacity(self.chunkSize + 4096)
    }

    /// Output that keeps everything, for ``text``.
    public init() {
        chunkSize = .max
        sink = nil
    }

    /// What was gathered and not yet handed on, as UTF-8 text: everything, without a sink.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `text` as UTF-8.
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `text`, a literal.
    public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends one byte.
    @inline(__always)
    public mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends `bytes` as they are.
    public mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes.append(contentsOf: bytes)
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
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        append(digitsOf: UInt64(value.magnitude))
    }

    /// Appends the decimal digits of `value`, without a sign.
    mutating func append(digitsOf value: UInt64) {
        guard value >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        // 20 digits hold any 64-bit value.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = value
            var start = 20
            while rest > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends `units` ten-thousandths as a decimal with at most four places and no trailing
    /// zeros (`12.5`, `-0.0001`, `3`); 0 for 0.
    mutating func append(tenThousandths units: Int64) {
        if units < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = units.magnitude
        append(digitsOf: magnitude / 10_000)
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var places = 4
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        // Leading zeros of the fraction: 0.0025 is 25 in four places.
        var divisor: UInt64 = 1
        for _ in 1..<places { divisor *= 10 }
        while divisor > fraction {
            bytes.append(UInt8(ascii: "0"))
            divisor /= 10
        }
        append(digitsOf: fraction)
    }

    /// Calls `body` with the bytes gathered and not yet handed on.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer(body)
    }

    /// Forgets what was gathered and not handed on, keeping the memory: output used as a
    /// scratch line, written and read again for each element.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Hands the gathered bytes to the sink if they fill a chunk.
    @inline(__always)
    public mutating func flushIfFull() throws {
        if bytes.count >= chunkSize { try flush() }
    }

    /// Hands everything gathered to the sink (nothing without one).
    public mutating func flush() throws {
        guard let sink, !bytes.isEmpty else { return }
        try bytes.withUnsafeBytes { try sink($0) }
        bytes.removeAll(keepingCapacity: true)
    }
}
