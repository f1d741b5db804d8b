import CompositionalLayout

extension AttributesJSON {
    /// Writes the attributes JSON one element at a time, so a layout of any size is written
    /// in the memory of one output chunk: the document's head when created, each element as
    /// it is appended, the end on ``finish()``.
    ///
    /// Elements are written in the order given, which must be that of
    /// ``AttributesJSON/areInIncreasingOrder(_:_:)``: `LayoutFrames.forEachFrameInIndexPathOrder(in:_:)`
    /// yields a layout's elements so. The text is what JSON with sorted keys and two-space
    /// indentation reads, the bytes ``AttributesJSON/encode(contentSize:elements:)`` returns.
    ///
    /// ```swift
    /// var writer = AttributesJSON.Writer(contentSize: frames.contentSize, output: ChunkedOutput { try file.write($0) })
    /// try frames.forEachFrameInIndexPathOrder(in: everything) { element in
    ///     writer.append(element)
    ///     try writer.flushIfFull()
    /// }
    /// writer.finish()
    /// try writer.flush()
    /// ```
    public struct Writer {
        /// Where the text goes.
        public private(set) var output: ChunkedOutput
        /// How many elements were appended.
        public private(set) var elementCount = 0

        /// Starts the document of content `contentSize` in `output`.
        public init(contentSize: CGSize, output: ChunkedOutput) {
            self.output = output
            self.output.append("{\n  \"contentSize\" : {\n    \"height\" : ")
            appendNumber(contentSize.height)
            self.output.append(",\n    \"width\" : ")
            appendNumber(contentSize.width)
            self.output.append("\n  },\n  \"elements\" : [\n")
        }

        /// Appends `element`: category, frame, index path, kind (supplementary and
        /// decoration views) and zIndex, keys in that (sorted) order.
        public mutating func append(_ element: ElementFrame) {
            if elementCount > 0 { output.append(",\n") }
            elementCount += 1
            switch element.category {
            case .cell: output.append("    {\n      \"category\" : \"cell\",\n      \"frame\" : {\n        \"height\" : ")
            case .supplementaryView:
                output.append("    {\n      \"category\" : \"supplementaryView\",\n      \"frame\" : {\n        \"height\" : ")
            case .decorationView:
                output.append("    {\n      \"category\" : \"decorationView\",\n      \"frame\" : {\n        \"height\" : ")
            }
            let frame = element.frame
            appendNumber(frame.height)
            output.append(",\n        \"width\" : ")
            appendNumber(frame.width)
            output.append(",\n        \"x\" : ")
            appendNumber(frame.minX)
            output.append(",\n        \"y\" : ")
            appendNumber(frame.minY)
            output.append("\n      },\n      \"indexPath\" : [\n        ")
            let indexPath = element.indexPath
            output.append(indexPath.section)
            output.append(",\n        ")
            output.append(indexPath.item)
            output.append("\n      ],\n")
            if let kind = element.kind {
                output.append("      \"kind\" : \"")
                appendEscaped(kind)
                output.append("\",\n")
            }
            output.append("      \"zIndex\" : ")
            output.append(element.zIndex)
            output.append("\n    }")
        }

        /// Ends the element list and the document (no newline after the closing brace).
        public mutating func finish() {
            output.append("\n  ]\n}")
        }

        /// Hands the text written so far on if it fills a chunk of the output.
        public mutating func flushIfFull() throws {
            try output.flushIfFull()
        }

        /// Hands all the text written so far on.
        public mutating func flush() throws {
            try output.flush()
        }

        /// `value` rounded to four decimals (``RenderNumber/rounded(_:)``; 0 for NaN and
        /// infinities), written as the
        /// shortest decimal that reads back as that `Double` — Swift's `description` without
        /// a trailing `.0` — with the common case (under 10^11 points: at most 15 significant
        /// digits, so the four-place decimal is that shortest form) written without a
        /// `String`.
        private mutating func appendNumber(_ value: CGFloat) {
            let scaled = (Double(value) * 10_000).rounded(.toNearestOrAwayFromZero)
            guard Swift.abs(scaled) < 1e15 else {
                // No frame gets near 1e304 points (the engine stops at 1e15), where scaling
                // overflows; such a value is written as 0, as NaN and infinities are.
                let rounded = RenderNumber.rounded(Double(value))
                guard rounded.isFinite else { return output.append("0") }
                var text = rounded.description
                if text.hasSuffix(".0") { text.removeLast(2) }
                return output.append(text)
            }
            output.append(tenThousandths: Int64(scaled))
        }

        /// `text` inside JSON quotes: `"` and `\` escaped, control characters as `\b`, `\t`,
        /// `\n`, `\f`, `\r` or `\u00XX` (lower-case hex), everything else as its UTF-8.
        private mutating func appendEscaped(_ text: String) {
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): output.append("\\\"")
                case UInt8(ascii: "\\"): output.append("\\\\")
                case 0x08: output.append("\\b")
                case 0x09: output.append("\\t")
                case 0x0A: output.append("\\n")
                case 0x0C: output.append("\\f")
                case 0x0D: output.append("\\r")
                case 0..<0x20:
                    output.append("\\u00")
                    output.append(byte: hex[Int(byte >> 4)])
                    output.append(byte: hex[Int(byte & 0xF)])
                default: output.append(byte: byte)
                }
            }
        }
    }
}
