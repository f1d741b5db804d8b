import CompositionalLayout
import Foundation
import LayoutExamples
import LayoutRendering
import LayoutTestSupport
import Testing

/// The HTML page in a real browser (Debian's `chromium`, headless, running the page's
/// script): pinned headers follow a scroll as the layout says, and rows snap where they
/// may rest. Skipped when chromium is not installed.
@MainActor
@Suite(.enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium)"))
struct BrowserTests {
    @Test("scrolled in chromium, pinned headers land where the layout puts them; hover shows attributes")
    func scrollInBrowser() throws {
        let example = try #require(LayoutExample.named("pinned-section-headers"))
        let hosted = TestHost.forRendering(example: example)
        let page = HTMLRenderer().render(hosted.scene)
        // After load: scroll the page to 400, tell the script, and write what it did.
        let harness = """
            <script>
            (function () {
              var scroller = document.getElementById("scroller");
              scroller.scrollTop = 400;
              scroller.dispatchEvent(new Event("scroll"));
              var out = scene.pins.map(function (p) { return "pin " + p.el + " " + document.getElementById("e" + p.el).style.top; });
              document.getElementById("e3").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
              out.push("info " + document.getElementById("info").textContent.split("\\n")[0]);
              var pre = document.createElement("pre");
              pre.id = "harness";
              pre.textContent = out.join("\\n");
              document.body.appendChild(pre);
            })();
            </script>
            </body>
            """
        let lines = try dumpDOM(page.replacingOccurrences(of: "</body>", with: harness), marker: "harness")
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

    @Test("rows snap by their behaviour in chromium")
    func rowSnapping() throws {
        // Six 80-point groups in a 200-point row, scrolled by script to 130.
        var results: [String] = []
        for behavior in [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .paging, .groupPaging] {
            let hosted = TestHost.forRendering(rowLayout(behavior), itemCounts: [6], width: 200, height: 300)
            let page = HTMLRenderer().render(hosted.scene)
            let harness = """
                <script>
                var row = document.getElementById("row0");
                row.scrollLeft = 130;
                setTimeout(function () {
                  var pre = document.createElement("pre");
                  pre.id = "harness";
                  pre.textContent = String(Math.round(row.scrollLeft));
                  document.body.appendChild(pre);
                }, 300);
                </script>
                </body>
                """
            results += try dumpDOM(page.replacingOccurrences(of: "</body>", with: harness), marker: "harness")
        }
        // Continuous stays at 130; paging goes to the nearest page (200 of 0, 200, 280);
        // group paging to the nearest group start (160 of 0, 80, 160, 240, 280).
        #expect(results == ["130", "200", "160"])
    }

    /// Loads `page` in headless chromium and returns the lines of the `<pre id=marker>` the
    /// page's script wrote.
    private func dumpDOM(_ page: String, marker: String) throws -> [String] {
        guard let executable = chromium else { return [] }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = URL(fileURLWithPath: try directory.write("page.html", page))
        // ProcessRunner, not Foundation's Process, which LeakSanitizer reports (see ProcessRunner).
        let result = try ProcessRunner.run(
            executable.path,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(directory.path)/profile",
                "--virtual-time-budget=2000", "--window-size=800,950", "--dump-dom", file.absoluteString,
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
