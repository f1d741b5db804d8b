import Foundation
import Testing

@testable import LayoutRendering

/// The byte appends writers build on: every value is written in place, and chunks are handed
/// on whole.
@Suite struct ChunkedOutputTests {
    @Test("integers: sign and every digit, the extremes of 64 bits included")
    func integers() {
        var output = ChunkedOutput()
        for value in [0, 7, 10, -42, 1_000_000, Int.max, Int.min] {
            output.append(value)
            output.append(byte: UInt8(ascii: " "))
        }
        // Int.max is 2^63 − 1 = 9223372036854775807; Int.min is −2^63 = −9223372036854775808.
        #expect(output.text == "0 7 10 -42 1000000 9223372036854775807 -9223372036854775808 ")
    }

    @Test("numbers as RenderNumber writes them: four places, no trailing zeros, the fraction's leading zeros kept")
    func numbers() {
        var output = ChunkedOutput()
        // 0.0025 is 25 ten-thousandths: "0." then 25 in four places, "0025".
        // -12.5 is -125000 ten-thousandths: "-12" then 5000 in four places, "5" once the zeros go.
        // 100/3 = 33.33333…, 333333.33… ten-thousandths rounded to 333333: "33.3333".
        // CGFloat 0.0001 is 1 ten-thousandth: "0.0001". NaN is written as 0.
        for value in [0.0025, -12.5, 100.0 / 3, 3, -0.00004] {
            output.append(number: value)
            output.append(byte: UInt8(ascii: ","))
        }
        output.append(number: CGFloat(0.0001))
        output.append(byte: UInt8(ascii: ","))
        output.append(number: Double.nan)
        #expect(output.text == "0.0025,-12.5,33.3333,3,0,0.0001,0")
    }

    @Test("text without a sink is kept whole however much is appended")
    func growth() {
        var output = ChunkedOutput()
        let line: StaticString = "0123456789abcdef"
        // 1,000 lines of 16 bytes: 16,000 bytes, past any first room the output makes.
        for _ in 0..<1000 { output.append(line) }
        #expect(output.text.utf8.count == 16_000)
        #expect(output.text == String(repeating: "0123456789abcdef", count: 1000))
        let bytes: [UInt8] = [0xC2, 0xB7]
        bytes.withUnsafeBufferPointer { output.append(bytes: $0) }
        output.append(bytes: UnsafeBufferPointer(start: nil, count: 0))
        #expect(output.text.hasSuffix("f\u{00B7}"))
    }

    @Test("a sink gets a chunk once it is full, and the rest on flush")
    func chunks() throws {
        var chunks: [String] = []
        var output = ChunkedOutput(chunkSize: 8) { chunks.append(String(decoding: $0, as: UTF8.self)) }
        output.append("abcde")
        try output.flushIfFull()  // 5 < 8: kept
        #expect(chunks.isEmpty)
        output.append(12_345)
        try output.flushIfFull()  // 10 ≥ 8: handed on
        output.append("xyz")
        try output.flush()
        try output.flush()  // nothing left: no empty chunk
        #expect(chunks == ["abcde12345", "xyz"])
    }

    @Test("a scratch line is forgotten and reused")
    func scratch() {
        var output = ChunkedOutput()
        output.append("first")
        output.removeAll()
        output.append("2nd")
        #expect(output.withBytes { Array($0) } == Array("2nd".utf8))
        #expect(output.text == "2nd")
    }
}
