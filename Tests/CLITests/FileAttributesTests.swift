import Foundation
import LayoutTestSupport
import Testing

/// `complayout attributes FILE` run through the built tool: the JSON of a tiny layout file
/// whose frames are worked out by hand (``LayoutFileFixtures/tiny``), written to standard
/// output or to a file, and the host options laid over the file's own host.
@Suite("complayout attributes FILE")
struct FileAttributesTests {
    private typealias Fixtures = LayoutFileFixtures

    @Test("The file's own host: 200 × 100 @2, frames as worked out in the fixture")
    func ownHost() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", Fixtures.tiny)
        let result = try ToolRunner.run(["attributes", path])
        #expect(result == ToolRunner.Result(status: 0, stdout: Fixtures.tinyAttributes, stderr: ""))
    }

    @Test("The same layout written as JSON gives the same bytes")
    func jsonFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write(
            "tiny.json",
            """
            {"version": 1,
             "host": {"width": 200, "height": 100, "scale": 2, "safeAreaInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0}},
             "sections": [{
               "numberOfItems": 3, "interGroupSpacing": 10,
               "contentInsets": {"top": 10, "leading": 10, "bottom": 10, "trailing": 10},
               "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top",
                 "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 20}}}],
               "group": {"horizontal": {
                 "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 30}},
                 "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"fractionalHeight": 1}}}]}}
             }]}

            """)
        let result = try ToolRunner.run(["attributes", path])
        #expect(result == ToolRunner.Result(status: 0, stdout: Fixtures.tinyAttributes, stderr: ""))
    }

    @Test("-o writes the same JSON to a file, prints nothing, and leaves no temporary file")
    func outputFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", Fixtures.tiny)
        let result = try ToolRunner.run(["attributes", path, "-o", directory.file("out.json")])
        #expect(result == ToolRunner.Result(status: 0, stdout: "", stderr: ""))
        #expect(directory.text("out.json") == Fixtures.tinyAttributes)
        #expect(try directory.contents() == ["out.json", "tiny.yaml"])
    }

    @Test("--width replaces the file's width and keeps the rest of its host")
    func width() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", Fixtures.tiny)
        let result = try ToolRunner.run(["attributes", path, "--width", "300"])
        // The inset box is 300 − 20 = 280: items 140 wide at x 10 and 150, the header 280.
        // Heights come from the file, so the content is still 110 high.
        let expected = Fixtures.document(
            width: "300", height: "110",
            elements: [
                Fixtures.cell(0, 0, x: "10", y: "30", width: "140", height: "30"),
                Fixtures.cell(0, 1, x: "150", y: "30", width: "140", height: "30"),
                Fixtures.cell(0, 2, x: "10", y: "70", width: "140", height: "30"),
                Fixtures.supplementary("header", 0, 0, x: "10", y: "0", width: "280", height: "20"),
            ])
        #expect(result == ToolRunner.Result(status: 0, stdout: expected, stderr: ""))
    }

    @Test("--device iphone-se lays the file out on 375 points at @2; --scale 3 then overrides the scale")
    func device() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", Fixtures.tiny)
        let result = try ToolRunner.run(["attributes", path, "--device", "iphone-se"])
        // 375 − 20 = 355: items 177.5 wide (355 px at @2, on the grid) at x 10 and 187.5;
        // the SE's 20-point top safe area moves the resting offset, not the frames.
        let expected = Fixtures.document(
            width: "375", height: "110",
            elements: [
                Fixtures.cell(0, 0, x: "10", y: "30", width: "177.5", height: "30"),
                Fixtures.cell(0, 1, x: "187.5", y: "30", width: "177.5", height: "30"),
                Fixtures.cell(0, 2, x: "10", y: "70", width: "177.5", height: "30"),
                Fixtures.supplementary("header", 0, 0, x: "10", y: "0", width: "355", height: "20"),
            ])
        #expect(result == ToolRunner.Result(status: 0, stdout: expected, stderr: ""))
        let sharper = try ToolRunner.run(["attributes", path, "--device", "iphone-se", "--scale", "3"])
        // At @3, 177.5 is 532.5 px: floored to 532 px = 177.3333; 187.5 is 562.5 px → 562 px
        // = 187.3333.
        let expectedSharper = Fixtures.document(
            width: "375", height: "110",
            elements: [
                Fixtures.cell(0, 0, x: "10", y: "30", width: "177.3333", height: "30"),
                Fixtures.cell(0, 1, x: "187.3333", y: "30", width: "177.3333", height: "30"),
                Fixtures.cell(0, 2, x: "10", y: "70", width: "177.3333", height: "30"),
                Fixtures.supplementary("header", 0, 0, x: "10", y: "0", width: "355", height: "20"),
            ])
        #expect(sharper == ToolRunner.Result(status: 0, stdout: expectedSharper, stderr: ""))
    }

    @Test("--rtl mirrors the file's layout: item 0 on the right")
    func rightToLeft() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", Fixtures.tiny)
        let result = try ToolRunner.run(["attributes", path, "--rtl"])
        // x' = 200 − maxX: item 0 (10 … 100) → 100, item 1 (100 … 190) → 10, the header
        // (10 … 190) stays at 10.
        let expected = Fixtures.document(
            width: "200", height: "110",
            elements: [
                Fixtures.cell(0, 0, x: "100", y: "30", width: "90", height: "30"),
                Fixtures.cell(0, 1, x: "10", y: "30", width: "90", height: "30"),
                Fixtures.cell(0, 2, x: "100", y: "70", width: "90", height: "30"),
                Fixtures.supplementary("header", 0, 0, x: "10", y: "0", width: "180", height: "20"),
            ])
        #expect(result == ToolRunner.Result(status: 0, stdout: expected, stderr: ""))
    }

    @Test("--items replaces the file's item count: one group, a shorter content")
    func items() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", Fixtures.tiny)
        let result = try ToolRunner.run(["attributes", path, "--items", "1"])
        // One item: one group at 30, the section ends at 30 + 30 + 10 = 70.
        let expected = Fixtures.document(
            width: "200", height: "70",
            elements: [
                Fixtures.cell(0, 0, x: "10", y: "30", width: "90", height: "30"),
                Fixtures.supplementary("header", 0, 0, x: "10", y: "0", width: "180", height: "20"),
            ])
        #expect(result == ToolRunner.Result(status: 0, stdout: expected, stderr: ""))
    }

    @Test("A file with problems: each printed as validate prints it (file first, for editors), status 1, no output file")
    func badFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("bad.yaml", "version: 1\nsectons: []\nhost: {width: -1}\n")
        let result = try ToolRunner.run(["attributes", path, "-o", directory.file("out.json")])
        let expected = ToolRunner.Result(
            status: 1, stdout: "",
            stderr: """
                \(path):2:1: error: unknown key `sectons`; did you mean `sections`?
                \(path):3:15: error: host.width: must be >= 0, found -1

                """)
        #expect(result == expected)
        #expect(try directory.contents() == ["bad.yaml"])
    }

    @Test("A missing file and an unknown device: one line each, status 1")
    func missingFileAndUnknownDevice() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.file("missing.yaml")
        let noFile = try ToolRunner.run(["attributes", missing])
        #expect(noFile == ToolRunner.Result(status: 1, stdout: "", stderr: "\(missing): error: no such file\n"))
        let path = try directory.write("tiny.yaml", Fixtures.tiny)
        let device = try ToolRunner.run(["attributes", path, "--device", "pixel-8"])
        #expect(
            device
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "Error: unknown device 'pixel-8'. Known devices: iphone-se, iphone-15, iphone-15-pro, "
                        + "iphone-15-pro-max, iphone-16, iphone-16-pro, iphone-16-pro-max, ipad-pro-11, ipad-pro-12.9.\n"))
    }
}
