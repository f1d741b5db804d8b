import Foundation
import LayoutExamples
import LayoutTestSupport
import Testing

/// Runs of the built `complayout` compared whole: standard output, standard error and exit
/// status. Every expected frame is worked out by hand in the comments.
@Suite("complayout, exact output")
struct ExactOutputTests {
    @Test("`examples` prints one line per example: the name padded to the longest, two spaces, the summary")
    func examples() throws {
        let result = try ToolRunner.run(["examples"])
        let width = LayoutExample.all.map(\.name.count).max() ?? 0
        let expected = LayoutExample.all.map { example in
            example.name + String(repeating: " ", count: width - example.name.count) + "  " + example.summary + "\n"
        }.joined()
        #expect(result == ToolRunner.Result(status: 0, stdout: expected, stderr: ""))
        // Hand-checked: the first line is the list, and the summary column starts after the
        // longest name ("horizontal-configuration", 24 characters, or a longer one) plus two.
        let first = try #require(result.stdout.split(separator: "\n").first)
        #expect(first.hasPrefix("list ") && first.hasSuffix("  Full-width rows 44 pt high (seed: createBasicListLayout)"))
        #expect(first.count >= 24 + 2 + "Full-width rows 44 pt high (seed: createBasicListLayout)".count)
    }

    @Test("`devices` lists every preset with its size, scale and safe areas")
    func devices() throws {
        let result = try ToolRunner.run(["devices"])
        let expected = """
            iphone-se          375 x 667    @2x  portrait 20,0,0,0   landscape 0,0,0,0     iPhone SE (3rd generation)
            iphone-15          393 x 852    @3x  portrait 59,0,34,0  landscape 0,59,21,59  iPhone 15
            iphone-15-pro      393 x 852    @3x  portrait 59,0,34,0  landscape 0,59,21,59  iPhone 15 Pro
            iphone-15-pro-max  430 x 932    @3x  portrait 59,0,34,0  landscape 0,59,21,59  iPhone 15 Pro Max
            iphone-16          393 x 852    @3x  portrait 59,0,34,0  landscape 0,59,21,59  iPhone 16
            iphone-16-pro      402 x 874    @3x  portrait 62,0,34,0  landscape 0,62,21,62  iPhone 16 Pro
            iphone-16-pro-max  440 x 956    @3x  portrait 62,0,34,0  landscape 0,62,21,62  iPhone 16 Pro Max
            ipad-pro-11        834 x 1194   @2x  portrait 24,0,20,0  landscape 24,0,20,0   iPad Pro 11-inch
            ipad-pro-12.9      1024 x 1366  @2x  portrait 24,0,20,0  landscape 24,0,20,0   iPad Pro 12.9-inch

            """
        #expect(result == ToolRunner.Result(status: 0, stdout: expected, stderr: ""))
    }

    @Test("`attributes --example list`: the first rows and the end of the document, as printed")
    func listAttributes() throws {
        let result = try ToolRunner.run(["attributes", "--example", "list"])
        #expect(result.status == 0 && result.stderr == "")
        // 20 rows of 44 on a 375-wide view: content 375 × 880; row i at y = 44 i.
        let head = """
            {
              "contentSize" : {
                "height" : 880,
                "width" : 375
              },
              "elements" : [
            \(LayoutFileFixtures.cell(0, 0, x: "0", y: "0", width: "375", height: "44")),
            \(LayoutFileFixtures.cell(0, 1, x: "0", y: "44", width: "375", height: "44")),

            """
        let tail = """
            ,
            \(LayoutFileFixtures.cell(0, 19, x: "0", y: "836", width: "375", height: "44"))
              ]
            }

            """
        #expect(result.stdout.hasPrefix(head), "\(result)")
        #expect(result.stdout.hasSuffix(tail), "\(result)")
    }

    @Test("`--device iphone-se` lays out on 375 × 667 at @2x: quarter-grid cells floored to half points")
    func deviceSE() throws {
        let result = try ToolRunner.run(["attributes", "--example", "quarter-grid", "--device", "iphone-se", "--items", "2"])
        // Groups are a quarter of 375 wide (93.75) and a third of 667 high (222.333…); cells
        // are inset 1: x 1 and 94.75, y 1, 91.75 × 220.333…. At @2x origins and sizes floor
        // to half points: x 1 and 94.5, width 91.5, height 220. At the default @3x 812-high
        // view they would be 268.6667 high. Content: one row, 222.333… floored to 222.
        let expected = LayoutFileFixtures.document(
            width: "375", height: "222",
            elements: [
                LayoutFileFixtures.cell(0, 0, x: "1", y: "1", width: "91.5", height: "220"),
                LayoutFileFixtures.cell(0, 1, x: "94.5", y: "1", width: "91.5", height: "220"),
            ])
        #expect(result == ToolRunner.Result(status: 0, stdout: expected, stderr: ""))
    }

    @Test("`--device iphone-15 --landscape`: 852 × 393 @3x, the 59-point side insets narrow the section")
    func deviceLandscape() throws {
        let result = try ToolRunner.run([
            "attributes", "--example", "quarter-grid", "--device", "iPhone 15", "--landscape", "--items", "1",
        ])
        // The safe area's left and right (59 each) inset the content: 852 − 118 = 734 wide,
        // groups 183.5 × 131 (393 / 3). The cell: x 59 + 1 = 60, y 1, 181.5 × 129; at @3x the
        // width floors to 544 px = 181.3333. Content 852 × 131.
        let expected = LayoutFileFixtures.document(
            width: "852", height: "131",
            elements: [LayoutFileFixtures.cell(0, 0, x: "60", y: "1", width: "181.3333", height: "129")])
        #expect(result == ToolRunner.Result(status: 0, stdout: expected, stderr: ""))
    }

    @Test("Explicit numbers override the device: --width 400 keeps the SE's height and scale; --scale 3 its size")
    func explicitOverDevice() throws {
        let wider = try ToolRunner.run([
            "attributes", "--example", "quarter-grid", "--device", "iphone-se", "--width", "400", "--items", "2",
        ])
        // 400 / 4 = 100 per group: cells at x 1 and 101, 98 wide; height still 667 / 3 at @2x.
        #expect(
            wider
                == ToolRunner.Result(
                    status: 0,
                    stdout: LayoutFileFixtures.document(
                        width: "400", height: "222",
                        elements: [
                            LayoutFileFixtures.cell(0, 0, x: "1", y: "1", width: "98", height: "220"),
                            LayoutFileFixtures.cell(0, 1, x: "101", y: "1", width: "98", height: "220"),
                        ]), stderr: ""))
        let sharper = try ToolRunner.run([
            "attributes", "--example", "quarter-grid", "--device", "iphone-se", "--scale", "3", "--items", "2",
        ])
        // At @3x: 91.75 → 275 px = 91.6667, 94.75 → 284 px = 94.6667, 220.333… → 661 px =
        // 220.3333; content 667 px = 222.3333.
        #expect(
            sharper
                == ToolRunner.Result(
                    status: 0,
                    stdout: LayoutFileFixtures.document(
                        width: "375", height: "222.3333",
                        elements: [
                            LayoutFileFixtures.cell(0, 0, x: "1", y: "1", width: "91.6667", height: "220.3333"),
                            LayoutFileFixtures.cell(0, 1, x: "94.6667", y: "1", width: "91.6667", height: "220.3333"),
                        ]), stderr: ""))
    }

    @Test("`--rtl` mirrors: two-column's first item on the right")
    func rightToLeft() throws {
        let result = try ToolRunner.run(["attributes", "--example", "two-column", "--rtl", "--items", "2"])
        // Left to right the slots are x 10 and 10 + 172.5 + 10 = 192.5, 172.5 wide
        // ((375 − 20 − 10) / 2). Mirrored, item 0 takes 192.5; at @3x 577.5 px and 517.5 px
        // floor to 192.3333 and 172.3333.
        let expected = LayoutFileFixtures.document(
            width: "375", height: "44",
            elements: [
                LayoutFileFixtures.cell(0, 0, x: "192.3333", y: "0", width: "172.3333", height: "44"),
                LayoutFileFixtures.cell(0, 1, x: "10", y: "0", width: "172.3333", height: "44"),
            ])
        #expect(result == ToolRunner.Result(status: 0, stdout: expected, stderr: ""))
    }

    @Test("`--safe-area 10` insets every edge: quarter-grid's groups share 355 points")
    func safeAreaOneNumber() throws {
        let result = try ToolRunner.run(["attributes", "--example", "quarter-grid", "--safe-area", "10", "--items", "1"])
        // 375 − 20 = 355, groups 88.75 wide; the cell at x 10 + 1 = 11, 86.75 wide (260.25 px
        // → 260 = 86.6667); height 812 / 3 − 2 = 268.667 (806 px = 268.6667).
        let expected = LayoutFileFixtures.document(
            width: "375", height: "270.6667",
            elements: [LayoutFileFixtures.cell(0, 0, x: "11", y: "1", width: "86.6667", height: "268.6667")])
        #expect(result == ToolRunner.Result(status: 0, stdout: expected, stderr: ""))
    }

    @Test("`--offset` scrolls: a pinned header follows the offset, measured below the safe area")
    func offsetPinsHeader() throws {
        func headerY(_ arguments: [String], section: Int) throws -> Double? {
            let result = try ToolRunner.run(["attributes", "--example", "pinned-section-headers"] + arguments)
            #expect(result.status == 0 && result.stderr == "", "\(result)")
            return try AttributesDocument(json: result.stdout).elements.first { $0.kind == "section-header-element-kind" && $0.indexPath == [section, 0] }?
                .frame.y
        }
        // Section 0 runs from 0 to 328: header 0…44, five 44-point rows 5 apart (44…284),
        // footer 284…328. Its header pins to the top of the visible area (y 100 at offset
        // 100) but never past the section's end: at offset 300 it stops at 328 − 44 = 284.
        #expect(try headerY(["--offset", "0,100"], section: 0) == 100)
        #expect(try headerY(["--offset", "0,300"], section: 0) == 284)
        #expect(try headerY([], section: 0) == 0)
        // On an iPhone 15 the view rests at y −59 (the safe area); offset 41 shows content
        // from 41 + 59 = 100 below the safe area.
        #expect(try headerY(["--device", "iphone-15"], section: 0) == 0)
        #expect(try headerY(["--device", "iphone-15", "--offset", "0,41"], section: 0) == 100)
        // Section 1's header is not pinned yet at either offset.
        #expect(try headerY(["--offset", "0,100"], section: 1) == 328)
    }

    @Test("An unknown device: one line naming it, the closest name and every known one; exit 1; nothing on stdout")
    func unknownDevice() throws {
        let known =
            "iphone-se, iphone-15, iphone-15-pro, iphone-15-pro-max, iphone-16, iphone-16-pro, iphone-16-pro-max, "
            + "ipad-pro-11, ipad-pro-12.9"
        let typo = try ToolRunner.run(["attributes", "--example", "list", "--device", "iphone-15-pro-mx"])
        #expect(
            typo
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "Error: unknown device 'iphone-15-pro-mx'; did you mean 'iphone-15-pro-max'? Known devices: \(known).\n"))
        let unrelated = try ToolRunner.run(["attributes", "--example", "list", "--device", "galaxy-s24"])
        #expect(
            unrelated
                == ToolRunner.Result(
                    status: 1, stdout: "", stderr: "Error: unknown device 'galaxy-s24'. Known devices: \(known).\n"))
    }

    @Test("An unknown example: one line with the closest name and the command that lists them; exit 1")
    func unknownExample() throws {
        let typo = try ToolRunner.run(["attributes", "--example", "two-colum"])
        #expect(
            typo
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "Error: unknown example 'two-colum'; did you mean 'two-column'? Run 'complayout examples' to see them all.\n"))
    }
}
