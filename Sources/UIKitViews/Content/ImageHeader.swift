/// What an image file's header says: its format and its size in pixels.
///
/// Only the header is read, never the pixels: PNG's `IHDR` chunk, the first start-of-frame
/// segment of a JPEG, GIF's logical screen descriptor. Anything else, a header cut short, or a
/// size of zero reads as `nil`; the reader never traps and stops after at most one pass over
/// the bytes.
struct ImageHeader: Hashable, Sendable {
    /// The file formats whose headers are read.
    enum Format: Hashable, Sendable {
        case png
        case jpeg
        case gif
    }

    /// The format the bytes are in.
    var format: Format
    /// The width in pixels, at least 1.
    var width: Int
    /// The height in pixels, at least 1.
    var height: Int

    /// The header of `bytes`, or `nil` when they are not a PNG, JPEG or GIF file whose size
    /// can be read.
    init?(_ bytes: [UInt8]) {
        if let size = Self.pngSize(bytes) {
            self.init(format: .png, size: size)
        } else if let size = Self.jpegSize(bytes) {
            self.init(format: .jpeg, size: size)
        } else if let size = Self.gifSize(bytes) {
            self.init(format: .gif, size: size)
        } else {
            return nil
        }
    }

    private init(format: Format, size: (width: Int, height: Int)) {
        self.format = format
        width = size.width
        height = size.height
    }

    /// PNG: the 8-byte signature, then the `IHDR` chunk (length, type, width and height as
    /// big-endian 32-bit numbers). The format allows 1 to 2³¹ − 1 on each axis.
    private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let chunkType: [UInt8] = [0x49, 0x48, 0x44, 0x52]  // "IHDR"
        guard bytes.count >= 24, bytes.starts(with: signature), Array(bytes[12..<16]) == chunkType else { return nil }
        let width = bigEndian(bytes, at: 16, count: 4), height = bigEndian(bytes, at: 20, count: 4)
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else { return nil }
        return (width, height)
    }

    /// JPEG: the start-of-image marker, then segments up to the first start of frame (any of
    /// SOF0…SOF15 but DHT, JPG and DAC), whose height and width follow the sample precision.
    /// A height of 0 (given later by a DNL segment) is not read.
    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            index += 2
            switch marker {
            case 0xFF:
                index -= 1  // a fill byte: the next 0xFF starts the marker
            case 0x01, 0xD0...0xD7:
                continue  // markers without a length
            case 0xD9, 0xDA:
                return nil  // end of image, or scan data, before any frame header
            default:
                guard index + 1 < bytes.count else { return nil }
                let length = bigEndian(bytes, at: index, count: 2)
                guard length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    guard length >= 7, index + 6 < bytes.count else { return nil }
                    let height = bigEndian(bytes, at: index + 3, count: 2), width = bigEndian(bytes, at: index + 5, count: 2)
                    guard width > 0, height > 0 else { return nil }
                    return (width, height)
                }
                index += length
            }
        }
        return nil
    }

    /// GIF: "GIF87a" or "GIF89a", then the logical screen's width and height as little-endian
    /// 16-bit numbers.
    private static func gifSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)), bytes[4] == 0x37 || bytes[4] == 0x39,
            bytes[5] == 0x61
        else { return nil }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8, height = Int(bytes[8]) | Int(bytes[9]) << 8
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// The unsigned big-endian number of `count` bytes at `index` (the caller checks the range).
    private static func bigEndian(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
        bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
