import CompositionalLayout
import Foundation
import LayoutExamples
import LayoutRendering
import LayoutTestSupport
import Testing

/// The HTML page in a real browser (Debian's `chromium`, headless, running the page's
/// script): pinned headers and footers land where the layout reports them at several
/// offsets, and rows come to rest where the layout would rest them. Under `CI=true` (which
/// `.ci/run` sets, after installing chromium) the suite always runs and a missing browser
/// fails it; elsewhere it is skipped when chromium is not installed.
@MainActor
@Suite(.enabled(if: chromium != nil || runsUnderCI, "chromium is not installed (apt-get install chromium)"))
struct BrowserTests {
    @Test("hovering an element shows its attributes; the example's section header is pinned at the top at 400")
    func hoverAndExample() throws {
        let example = try #require(LayoutExample.named("pinned-section-headers"))
        let hosted = TestHost.forRendering(example: example)
        let page = HTMLRenderer().render(hosted.scene)
        // After load: scroll the page to 400, tell the script, and report what it did.
        let lines = try run(
            page,
            harness: """
                var scroller = document.getElementById("scroller");
                scroller.scrollTop = 400;
                scroller.dispatchEvent(new Event("scroll"));
                var out = scene.pins.map(function (p) { return "pin " + p.el + " " + document.getElementById("e" + p.el).style.top; });
                document.getElementById("e3").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
                out.push("info " + document.getElementById("info").textContent.split("\\n")[0]);
                report(out);
                """)
        hosted.collectionView.contentOffset = CGPoint(x: 0, y: 400)
        let scrolled = hosted.scene
        let expected = scrolled.pins.map {
            "pin \($0.element) \(RenderNumber.px(Double(scrolled.elements[$0.element].frame.minY)))"
        }
        #expect(Array(lines.dropLast()) == expected)
        // Hovering an element shows its attributes in the panel.
        #expect(lines.last == "info " + AttributesText.summary(of: scrolled.elements[3]).firstLine)
        #expect(lines.contains("pin \(scrolled.pins[1].element) 400px"), "section 1's header is pinned at the top")
    }

    @Test(
        "scrolled in chromium, pinned headers and footers land where the layout reports them",
        arguments: [(horizontal: false, rightToLeft: false), (horizontal: true, rightToLeft: true)])
    func pinsInBrowser(_ setting: (horizontal: Bool, rightToLeft: Bool)) throws {
        // Sections of 1, 6 and 2 items (110, 360 and 160 points: shorter and longer than the
        // 200-point view) at 2×, under half-point insets: the page scrolls by whole CSS pixels,
        // so the content offsets are half points (whole device pixels) and so are the origins.
        let hosted = TestHost.forRendering(
            pinnedHeaderLayout(footer: true, horizontal: setting.horizontal), itemCounts: [1, 6, 2], width: 200,
            height: 200, scale: 2, rightToLeft: setting.rightToLeft)
        hosted.collectionView.contentInset = UIEdgeInsets(top: 12.5, left: 7.5, bottom: 5, right: 9)
        let page = HTMLRenderer().render(hosted.scene)
        let offsets = [-7, 0, 25, 81, 110, 133, 250, 331, 430]
        // For each offset: scroll the page there, tell the script, and report the content
        // offset it is at and where each pin's element is (style.top or style.left).
        let lines = try run(
            page,
            harness: """
                var scroller = document.getElementById("scroller"), y = scene.axis === "y", out = [];
                [\(offsets.map(String.init).joined(separator: ","))].forEach(function (offset) {
                  if (y) scroller.scrollTop = offset + scene.inset[0]; else scroller.scrollLeft = offset + scene.inset[1];
                  scroller.dispatchEvent(new Event("scroll"));
                  var line = "offset " + (y ? scroller.scrollTop - scene.inset[0] : scroller.scrollLeft - scene.inset[1]);
                  scene.pins.forEach(function (p) {
                    var style = document.getElementById("e" + p.el).style;
                    line += " " + (y ? style.top : style.left);
                  });
                  out.push(line);
                });
                report(out);
                """)
        #expect(lines.count == offsets.count)
        let inset = setting.horizontal ? 7.5 : 12.5
        // The layout's frames at the offsets the page reached (the requested ones, to the CSS pixel).
        let expected = try zip(lines, offsets).map { line, requested in
            let offset = try #require(line.split(separator: " ").dropFirst().first.flatMap { Double($0) })
            #expect(abs(offset - Double(requested)) <= 0.5, "the page scrolled to \(offset) for \(requested)")
            hosted.collectionView.contentOffset = setting.horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
            let scene = hosted.scene
            #expect(scene.pins.count == 6)
            let reported =
                hosted.collectionView.collectionViewLayout.layoutAttributesForElements(
                    in: CGRect(x: -1e4, y: -1e4, width: 3e4, height: 3e4)) ?? []
            let origins = try scene.pins.map { pin in
                let element = scene.elements[pin.element]
                let attributes = try #require(
                    reported.first {
                        $0.representedElementKind == element.kind && $0.indexPath.section == element.section
                    })
                let origin = Double(setting.horizontal ? attributes.frame.minX : attributes.frame.minY)
                return RenderNumber.px(origin + inset)
            }
            return (["offset \(RenderNumber.format(offset))"] + origins).joined(separator: " ")
        }
        #expect(lines == expected)
    }

    @Test(
        "a row scrolled in chromium comes to rest where the layout rests it when released there",
        arguments: [
            (UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, [45, 130, 263], [45, 130, 263]),
            (.continuousGroupLeadingBoundary, [30, 130, 250], [0, 160, 240]), (.paging, [60, 130, 230], [0, 200, 200]),
            (.groupPaging, [30, 130, 250], [0, 160, 240]),
        ])
    func rowSnapping(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, _ offsets: [Int], _ resting: [Int]
    ) throws {
        // Six 80-point groups in a 200-point row: content 480, at most 280 of offset; pages at
        // 0, 200 and the end 280; groups at 0, 80, 160, 240 and the end 280. Continuous stays
        // where it is put; the others go to the nearest of theirs (130: page 200, group 160;
        // 230: page 200; 250: group 240). CSS snaps to the nearest resting offset the scene
        // lists, so the offsets are ones where the layout's choice for a release without
        // velocity is the nearest too (released at 270, paging rests at 200 in the layout, one
        // page per gesture, but 280 is nearer).
        let hosted = TestHost.forRendering(rowLayout(behavior), itemCounts: [6], width: 200, height: 300)
        let page = HTMLRenderer().render(hosted.scene)
        // Scroll the row to each offset in turn, give snapping 300 ms, report where it rests.
        let rests = try run(
            page,
            harness: """
                var row = document.getElementById("row0"), offsets = [\(offsets.map(String.init).joined(separator: ","))], out = [];
                function next() {
                  if (offsets.length === 0) return report(out);
                  row.scrollLeft = offsets.shift();
                  setTimeout(function () { out.push(String(Math.round(row.scrollLeft))); next(); }, 300);
                }
                next();
                """)
        let expected = offsets.map { offset in
            let rest = hosted.collectionView.orthogonalRestingOffset(
                forSection: 0, releasedAt: CGPoint(x: CGFloat(offset), y: 0), velocity: .zero)
            return RenderNumber.format(Double(rest.x))
        }
        #expect(expected == resting.map(String.init), "\(behavior)")
        #expect(rests == expected, "\(behavior)")
    }

    /// Loads `page` in headless chromium with `harness` run after the page's own script, and
    /// returns the lines the harness passed to `report(lines)`.
    private func run(_ page: String, harness: String) throws -> [String] {
        let marker = "harness"
        let page = page.replacingOccurrences(
            of: "</body>",
            with: """
                <script>
                function report(lines) {
                  var pre = document.createElement("pre");
                  pre.id = "\(marker)";
                  pre.textContent = lines.join("\\n");
                  document.body.appendChild(pre);
                }
                \(harness)
                </script>
                </body>
                """)
        let executable = try #require(chromium, "CI=true runs the browser tests, and chromium is not installed")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = URL(fileURLWithPath: try directory.write("page.html", page))
        // ProcessRunner, not Foundation's Process, which LeakSanitizer reports (see ProcessRunner).
        let result = try ProcessRunner.run(
            executable.path,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(directory.path)/profile",
                "--virtual-time-budget=3000", "--window-size=800,950", "--dump-dom", file.absoluteString,
            ])
        let dom = String(decoding: result.output, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"\(marker)\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            Issue.record("the page's script wrote nothing; DOM: \(dom.suffix(500))")
            return []
        }
        return dom[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    }
}

/// Debian's chromium, if installed.
let chromium: URL? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].map(URL.init(fileURLWithPath:)).first {
    FileManager.default.isExecutableFile(atPath: $0.path)
}
