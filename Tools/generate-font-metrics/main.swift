// Writes the built-in font metrics (Sources/TextMeasurement/BuiltIn/Inter+*.swift) from Inter's
// font files, read with TextMeasurement's own reader:
//
//     swift run generate-font-metrics /usr/share/fonts/opentype/inter Sources/TextMeasurement/BuiltIn
//
// (Debian's fonts-inter package installs the files there.) Each face's advances for the covered
// scalars and the kerning among them go into the compact encoding `CompactMetrics` decodes:
// glyphs renumbered in scalar order, kerning grouped into classes of glyphs whose rows (first
// classes) or columns (second classes) of kerning values are the same.
import Foundation
import TextMeasurement

/// The scalar blocks compiled in.
let coveredBlocks: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0xA0...0xFF, 0x300...0x36F, 0x100...0x17F, 0x370...0x3FF, 0x400...0x4FF, 0x2000...0x206F, 0x20A0...0x20BF,
    0x2100...0x214F,
]

/// The faces: the generated file's name, the Swift constant and Inter's file.
let faces = [
    ("Inter+Regular.swift", "interRegular", "Inter-Regular.otf"),
    ("Inter+Medium.swift", "interMedium", "Inter-Medium.otf"),
    ("Inter+SemiBold.swift", "interSemiBold", "Inter-SemiBold.otf"),
    ("Inter+Bold.swift", "interBold", "Inter-Bold.otf"),
]

/// Big-endian bytes being written.
struct Writer {
    var bytes: [UInt8] = []
    mutating func u8(_ value: Int) { bytes.append(UInt8(value)) }
    mutating func u16(_ value: Int) { bytes += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    mutating func u32(_ value: UInt32) { u16(Int(value >> 16)); u16(Int(value & 0xFFFF)) }
}

/// Why a face cannot be encoded.
struct EncodingError: Error, CustomStringConvertible {
    let description: String
}

/// The compact encoding of `face`'s metrics for the covered scalars.
func encode(_ face: FontFace) throws -> [UInt8] {
    let metrics = face.metrics
    var glyphOf: [UInt32: Int] = [:]  // the font's glyph -> compact glyph
    var originals: [UInt32] = []
    var runs: [(first: UInt32, count: Int, glyph: Int)] = []
    for block in coveredBlocks {
        for scalar in block {
            guard let glyph = metrics.characterMap.glyph(for: scalar) else { continue }
            let compact = glyphOf[glyph] ?? originals.count
            if compact == originals.count {
                glyphOf[glyph] = compact
                originals.append(glyph)
            }
            if let last = runs.last, last.first + UInt32(last.count) == scalar, last.glyph + last.count == compact {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((scalar, 1, compact))
            }
        }
    }
    let count = originals.count
    var matrix = [[Int]](repeating: [Int](repeating: 0, count: count), count: count)
    for (left, first) in originals.enumerated() {
        for (right, second) in originals.enumerated() {
            matrix[left][right] = metrics.kerning.value(first, second)
        }
    }
    let (firstClass, firstCount) = classes(count) { matrix[$0] }
    let (secondClass, secondCount) = classes(count) { column in matrix.map { $0[column] } }
    guard firstCount <= 256, secondCount <= 256, count <= 0xFFFF else {
        throw EncodingError(description: "more than 256 kerning classes or 65535 glyphs")
    }
    var rows = [[(Int, Int)]](repeating: [], count: firstCount)
    var seen = Set<Int>()
    for glyph in 0..<count where seen.insert(firstClass[glyph]).inserted {
        var columns = Set<Int>()
        for other in 0..<count where matrix[glyph][other] != 0 && columns.insert(secondClass[other]).inserted {
            rows[firstClass[glyph]].append((secondClass[other], matrix[glyph][other]))
        }
    }
    var writer = Writer()
    writer.u16(metrics.unitsPerEm)
    writer.u16(runs.count)
    for run in runs {
        writer.u32(run.first)
        writer.u16(run.count)
        writer.u16(run.glyph)
    }
    writer.u16(count)
    for glyph in originals { writer.u16(Int(metrics.advances[min(Int(glyph), metrics.advances.count - 1)])) }
    writer.u16(firstCount)
    writer.u16(secondCount)
    for glyph in 0..<count {
        writer.u8(firstClass[glyph])
        writer.u8(secondClass[glyph])
    }
    for row in rows {
        writer.u16(row.count)
        for (column, value) in row.sorted(by: { $0.0 < $1.0 }) {
            writer.u8(column)
            writer.u16(Int(UInt16(bitPattern: Int16(value))))
        }
    }
    return writer.bytes
}

/// Groups `count` glyphs by their vector of kerning values: class 0 for all-zero vectors, then
/// classes in order of first appearance.
func classes(_ count: Int, vector: (Int) -> [Int]) -> ([Int], Int) {
    var classOf: [[Int]: Int] = [[Int](repeating: 0, count: count): 0]
    var result: [Int] = []
    for glyph in 0..<count {
        let key = vector(glyph)
        if let existing = classOf[key] {
            result.append(existing)
        } else {
            classOf[key] = classOf.count
            result.append(classOf.count - 1)
        }
    }
    return (result, classOf.count)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: generate-font-metrics <Inter directory> <output directory>\n".utf8))
    exit(2)
}
for (fileName, constant, fontFile) in faces {
    let path = URL(fileURLWithPath: arguments[1]).appendingPathComponent(fontFile).path
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        exit(1)
    }
    let face = try FontFace(bytes: [UInt8](data))
    let encoded = Data(try encode(face)).base64EncodedString()
    let lines = stride(from: 0, to: encoded.count, by: 100).map { start -> String in
        let from = encoded.index(encoded.startIndex, offsetBy: start)
        let to = encoded.index(from, offsetBy: min(100, encoded.count - start))
        return "    " + encoded[from..<to]
    }
    let source = """
        // Generated by Tools/generate-font-metrics from \(fontFile) (\(face.names.fullName ?? "?"), Inter 4.0 beta 7
        // as Debian's fonts-inter packages it); do not edit. Inter is © The Inter Project Authors,
        // under the SIL Open Font License 1.1 (LICENSE-Inter.txt). The encoding is CompactMetrics's.

        extension BuiltInFont {
            /// \(face.names.fullName ?? fontFile)'s horizontal metrics, encoded.
            static let \(constant): StaticString = \"\"\"
        \(lines.joined(separator: "\\\n"))
            \"\"\"
        }

        """
    let output = URL(fileURLWithPath: arguments[2]).appendingPathComponent(fileName)
    try Data(source.utf8).write(to: output)
    print("\(fileName): \(encoded.count) characters, weight \(face.weightClass ?? 0)")
}
