import Foundation
import Testing
@testable import UIKitViews

/// Images made from the bytes of PNG, JPEG and GIF files: their size read from the header, the
/// bytes kept, bad bytes refused.
@MainActor
@Suite("Views: images from data")
struct UIImageDataTests {
    /// The first 24 bytes of a PNG file of `width` × `height` pixels: the signature, then the
    /// IHDR chunk's length (13), type and the two big-endian sizes.
    nonisolated static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Data(bytes + [8, 6, 0, 0, 0])  // bit depth, colour type, compression, filter, interlace
    }

    /// A JPEG file's start: SOI, an APP0 segment of 16 bytes, then a start of frame `marker`
    /// (0xC0 baseline, 0xC2 progressive) of `height` × `width`.
    nonisolated static func jpeg(marker: UInt8 = 0xC0, width: UInt16, height: UInt16) -> Data {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let frame: [UInt8] = [
            0xFF, marker, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3,
        ]
        return Data([0xFF, 0xD8] + app0 + frame + [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
    }

    @Test("a PNG's size is read from IHDR and divided by the scale")
    func pngSize() throws {
        // 0x012C = 300 and 0xC8 = 200 pixels.
        let data = Self.png(width: 300, height: 200)
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 300, height: 200) && image.scale == 1)
        // At scale 2: 300 / 2 = 150, 200 / 2 = 100 points.
        let retina = try #require(UIImage(data: data, scale: 2))
        #expect(retina.size == CGSize(width: 150, height: 100) && retina.scale == 2)
        // At scale 3: 300 / 3 = 100 and 200 / 3 ≈ 66.667 points.
        let three = try #require(UIImage(data: data, scale: 3))
        #expect(three.size.width == 100 && abs(three.size.height - 200.0 / 3) < 1e-9)
        // A scale that is not positive and finite counts as 1.
        #expect(UIImage(data: data, scale: 0)?.size == CGSize(width: 300, height: 200))
        #expect(UIImage(data: data, scale: .nan)?.scale == 1)
    }

    @Test("a JPEG's size is read from its first start of frame, baseline or progressive, past fill bytes")
    func jpegSize() throws {
        // Height 0x00F0 = 240, width 0x0140 = 320.
        #expect(UIImage(data: Self.jpeg(width: 320, height: 240))?.size == CGSize(width: 320, height: 240))
        #expect(UIImage(data: Self.jpeg(marker: 0xC2, width: 320, height: 240), scale: 2)?.size == CGSize(width: 160, height: 120))
        // Fill bytes (0xFF repeated) before a marker are skipped: 4 × 3 pixels.
        let filled = Data([0xFF, 0xD8, 0xFF, 0xFF, 0xFF, 0xC0, 0x00, 0x0B, 8, 0, 3, 0, 4, 1, 1, 0x11, 0])
        #expect(UIImage(data: filled)?.size == CGSize(width: 4, height: 3))
        // A DHT segment (0xC4) is not a frame: it is skipped by its length (2 + 2 bytes).
        let huffmanFirst = Data([0xFF, 0xD8, 0xFF, 0xC4, 0x00, 0x04, 0, 0, 0xFF, 0xC0, 0x00, 0x0B, 8, 0, 7, 0, 9, 1, 1, 0x11, 0])
        #expect(UIImage(data: huffmanFirst)?.size == CGSize(width: 9, height: 7))
    }

    @Test("a GIF's size is its logical screen's, little-endian")
    func gifSize() {
        // "GIF89a", width 0x000A = 10, height 0x0105 = 261.
        let data = Data(Array("GIF89a".utf8) + [0x0A, 0x00, 0x05, 0x01, 0, 0, 0])
        #expect(UIImage(data: data)?.size == CGSize(width: 10, height: 261))
        #expect(UIImage(data: Data(Array("GIF87a".utf8) + [1, 0, 1, 0]))?.size == CGSize(width: 1, height: 1))
    }

    @Test(
        "bytes that are not an image, or whose header is cut short or says nothing, make no image",
        arguments: [
            Data(), Data("hello, world, this is not an image".utf8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            png(width: 0, height: 10), png(width: 10, height: 0), png(width: 0x8000_0000, height: 1),
            png(width: 300, height: 200).prefix(23), jpeg(width: 320, height: 0), jpeg(width: 0, height: 10),
            jpeg(width: 320, height: 240).prefix(26), Data([0xFF, 0xD8]), Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08]),
            Data([0xFF, 0xD8, 0xFF, 0xD9]), Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01, 0xFF, 0xC0]),
            Data([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF]), Data([0xFF, 0xD8, 0x00, 0xC0]), Data([0xFF, 0xD8] + [UInt8](repeating: 0xFF, count: 64)),
            Data(Array("GIF89a".utf8) + [0, 0, 5, 0]), Data(Array("GIF88a".utf8) + [1, 0, 1, 0]), Data(Array("GIF89a".utf8) + [1, 0]),
        ])
    func malformed(data: Data) {
        #expect(UIImage(data: data) == nil)
        #expect(UIImage(data: data, scale: 2) == nil)
    }

    @Test("a file's image takes its scale from an @2x or @3x name; a missing file makes none")
    func contentsOfFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("UIImageDataTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = Self.png(width: 300, height: 150)
        for name in ["icon.png", "icon@2x.png", "icon@3x.png", "notes.txt"] {
            try (name == "notes.txt" ? Data("text".utf8) : data).write(to: directory.appendingPathComponent(name))
        }
        // 300 × 150 pixels: 300 × 150 points at 1x, 150 × 75 at 2x, 100 × 50 at 3x.
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("icon.png").path)?.size == CGSize(width: 300, height: 150))
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("icon@2x.png").path)?.size == CGSize(width: 150, height: 75))
        let three = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("icon@3x.png").path))
        #expect(three.size == CGSize(width: 100, height: 50) && three.scale == 3)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("notes.txt").path) == nil)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
    }

    @Test("the bytes are kept: pngData gives a PNG's bytes back, jpegData a JPEG's; nothing is encoded")
    func encodedData() throws {
        let pngBytes = Self.png(width: 2, height: 2), jpegBytes = Self.jpeg(width: 2, height: 2)
        let png = try #require(UIImage(data: pngBytes)), jpeg = try #require(UIImage(data: jpegBytes))
        #expect(png.pngData() == pngBytes && png.jpegData(compressionQuality: 0.8) == nil)
        #expect(jpeg.jpegData(compressionQuality: 1) == jpegBytes && jpeg.pngData() == nil)
        #expect(UIImage(systemName: "star")?.pngData() == nil && png.fileData == pngBytes)
        // Equal bytes and scale make equal images; another scale does not.
        #expect(UIImage(data: pngBytes) == png && UIImage(data: pngBytes, scale: 2) != png)
        #expect(png.withRenderingMode(.alwaysTemplate).size == CGSize(width: 2, height: 2))
    }

    @Test("an image view's intrinsic size and initial frame are its image's size, none for symbols")
    func imageViewSize() throws {
        let image = try #require(UIImage(data: Self.png(width: 120, height: 90), scale: 3))
        // 120 / 3 = 40, 90 / 3 = 30.
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
        view.image = UIImage(systemName: "star")
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.image = nil
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }
}
