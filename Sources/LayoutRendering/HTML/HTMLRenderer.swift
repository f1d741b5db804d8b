import Foundation

/// Writes a ``LayoutScene`` as one self-contained HTML page (inline style sheet and script,
/// nothing fetched) that scrolls like the collection view:
///
/// * the viewport is a box of the collection view's size that scrolls its content, insets
///   included, starting at the scene's content offset;
/// * pinned items follow the scroll: the script reads each item's origin off the straight
///   pieces the layout computed (`PinnedBoundaryItemGeometry.positions`, whole device
///   pixels), so the page holds no pinning rule and rounds nothing;
/// * each orthogonal row is its own scrolling box, starting at the row's offset, snapping
///   where the row may rest (CSS scroll snapping on marks at ``SceneRow/restingOffsets``: page
///   starts for `.paging`, group starts or centres for the group behaviours, one page per
///   gesture for the paging ones, none for `.continuous`);
/// * hovering an element shows its attributes in the side panel (and as a tooltip);
/// * with an ``update``, the page shows the layout after it and a player: a slider and a
///   play button that move each element of the update from its initial frame and alpha to
///   its final ones (straight interpolation; the pairs come from the scene update).
///
/// With a ``drawing`` (the content's views drawn as SVG, ``ContentDrawingRenderer``), the page
/// shows it in the scrolling content under the elements, whose boxes then only outline what
/// is hovered; the drawing scrolls with the content, and shows pinned items and orthogonal rows
/// where the scene's offsets put them.
///
/// No layout is computed in the page: every frame comes from the scene. Text goes through
/// ``HTMLText/escape(_:)`` and numbers through ``RenderNumber``.
public struct HTMLRenderer: Sendable {
    /// The page's title (and heading).
    public var title: String

    /// The batch update the page plays; `nil` for none.
    public var update: SceneUpdate?

    /// A drawing of (part of) the content, shown under the elements; `nil` draws the elements
    /// as boxes.
    public var drawing: Drawing?

    /// An SVG document of the rectangle ``frame`` of the content (in content coordinates).
    public struct Drawing: Sendable {
        /// The SVG document.
        public var svg: String
        /// The part of the content it draws.
        public var frame: CGRect

        /// A drawing of `frame` of the content.
        public init(svg: String, frame: CGRect) {
            self.svg = svg
            self.frame = frame
        }
    }

    /// A renderer whose pages are titled `title`, playing `update` if given, showing
    /// `drawing` if given.
    public init(title: String = "Layout", update: SceneUpdate? = nil, drawing: Drawing? = nil) {
        self.title = title
        self.update = update
        self.drawing = drawing
    }

    /// The page of `scene`.
    public func render(_ scene: LayoutScene) -> String {
        render(scene, elements: SceneElementList(scene.elements))
    }

    /// The page of `scene` drawn with `elements`.
    public func render(_ scene: LayoutScene, elements: some SceneElements) -> String {
        var page = Page(scene: scene, elements: elements, update: update, drawing: drawing, output: ChunkedOutput())
        // Gathered output hands nothing on, so writing it cannot fail.
        try? page.write(title: title)
        return page.output.text
    }

    /// Writes the page of `scene` drawn with `elements` to `sink`, 64 KiB at a time, as the
    /// elements are written: a page of any size in the memory of one chunk. An error the
    /// sink throws stops the writing and is rethrown.
    public func render(
        _ scene: LayoutScene, elements: some SceneElements, to sink: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        var page = Page(
            scene: scene, elements: elements, update: update, drawing: drawing, output: ChunkedOutput(sink: sink))
        try page.write(title: title)
        try page.output.flush()
    }
}

/// One page being written.
private struct Page<Elements: SceneElements> {
    let scene: LayoutScene
    let elements: Elements
    let update: SceneUpdate?
    let drawing: HTMLRenderer.Drawing?
    var output: ChunkedOutput
    /// Where an element's tooltip and label are written before they are escaped into the
    /// output.
    var scratch = ChunkedOutput()

    private var insets: LayoutScene.Insets { scene.adjustedContentInsets }

    mutating func write(title: String) throws {
        let viewport = scene.viewport
        output.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        output.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        output.append("<title>\(HTMLText.escape(title))</title>\n<style>\n\(PageResources.styleSheet)\(update == nil ? "" : PageResources.updateStyleSheet)</style>\n</head>\n<body>\n<main>\n")
        output.append("<div class=\"device\" style=\"width:\(px(viewport.width));height:\(px(viewport.height))\">\n")
        output.append("<div id=\"scroller\" class=\"scroller\">\n")
        let canvas = CGSize(
            width: Double(scene.contentSize.width) + insets.left + insets.right,
            height: Double(scene.contentSize.height) + insets.top + insets.bottom)
        output.append("<div class=\"canvas\(drawing == nil ? "" : " drawn")\" style=\"width:\(px(canvas.width));height:\(px(canvas.height))\">\n")
        output.append(
            "<div class=\"content\" style=\"\(box(CGRect(origin: .zero, size: scene.contentSize), in: contentOrigin))\"></div>\n")
        if let drawing {
            output.append("<div class=\"drawing\" style=\"\(box(drawing.frame, in: contentOrigin))\">")
            // The document without its XML declaration and namespace (HTML gives inline `svg`
            // its own): an `svg` element of the page, which names no address.
            let svg = drawing.svg
            let body = svg.hasPrefix("<?xml") ? String(svg.drop { $0 != "\n" }.dropFirst()) : svg
            output.append(body.replacingOccurrences(of: " xmlns=\"http://www.w3.org/2000/svg\"", with: ""))
            output.append("</div>\n")
            try output.flushIfFull()
        }
        var writtenRows: Set<Int> = []
        try elements.forEachElement { index, element in
            if let section = element.rowSection, let row = scene.row(ofSection: section) {
                guard writtenRows.insert(section).inserted else { return }
                try writeRow(row)
            } else {
                writeElement(element, index: index, origin: contentOrigin)
            }
            try output.flushIfFull()
        }
        if let update { try writeUpdateLayer(update) }
        output.append("</div>\n</div>\n")
        writeSafeArea()
        output.append("</div>\n")
        writePanel(title: title)
        output.append("</main>\n<script>\nconst scene = \(sceneData());\n\(PageResources.script)</script>\n</body>\n</html>\n")
    }

    /// The elements of `update`, one box each, drawn where they end; the script moves them
    /// while the update plays, when they take the place of the elements drawn after it.
    private mutating func writeUpdateLayer(_ update: SceneUpdate) throws {
        output.append("<div id=\"update\" class=\"update-layer\">\n")
        for (index, movement) in update.movements.enumerated() {
            let style = ElementPalette.style(of: movement.category, kind: movement.kind)
            let label = [movement.indexPathBefore, movement.indexPathAfter].map { path in
                path.map { "\($0[0])\u{00B7}\($0[1])" } ?? "\u{2205}"
            }.joined(separator: "\u{2192}")
            let name = movement.kind.map { "\(movement.category.rawValue) \($0)" } ?? movement.category.rawValue
            let info = HTMLText.escape("\(name) \(label)")
            output.append("<div id=\"u\(index)\" class=\"el \(style.className)\" style=\"\(box(movement.finalFrame, in: contentOrigin))\" ")
            output.append("title=\"\(info)\" data-info=\"\(info)\"><span>\(HTMLText.escape(label))</span></div>\n")
            try output.flushIfFull()
        }
        output.append("</div>\n")
    }

    /// Where content coordinate (0, 0) is in the canvas: after the insets.
    private var contentOrigin: CGPoint { CGPoint(x: insets.left, y: insets.top) }

    private mutating func writeRow(_ row: SceneRow) throws {
        let horizontal = row.axis == .horizontal
        var classes = "row " + (horizontal ? "x" : "y")
        if !row.restingOffsets.isEmpty { classes += " snaps" }
        let paging = row.behavior != .continuous && row.behavior != .continuousGroupLeadingBoundary
        let content =
            horizontal
            ? CGSize(width: row.contentLength, height: row.frame.height)
            : CGSize(width: row.frame.width, height: row.contentLength)
        output.append("<div id=\"row\(row.section)\" class=\"\(classes)\" title=\"\(HTMLText.escape(SVGRenderer.describe(row)))\" ")
        output.append("style=\"\(box(row.frame, in: contentOrigin))\">\n")
        output.append("<div class=\"row-content\" style=\"width:\(px(content.width));height:\(px(content.height))\">\n")
        // Row coordinates: the content's start on the row's axis, the box's edge across it.
        let origin =
            horizontal
            ? CGPoint(x: -row.contentFrameAtRest.minX, y: -row.frame.minY)
            : CGPoint(x: -row.frame.minX, y: -row.contentFrameAtRest.minY)
        try elements.forEachElement(inRowOfSection: row.section) { index, element in
            writeElement(element, index: index, origin: origin)
            try output.flushIfFull()
        }
        for offset in row.restingOffsets {
            let position = px(row.scrollPosition(forOffset: offset))
            output.append("<i class=\"snap\(paging ? " stop" : "")\" style=\"\(horizontal ? "left" : "top"):\(position)\"></i>\n")
        }
        output.append("</div>\n</div>\n")
    }

    private mutating func writeElement(_ element: SceneElement, index: Int, origin: CGPoint) {
        ElementMarkup.write(element, index: index, origin: origin, to: &output, scratch: &scratch)
    }

    private mutating func writeSafeArea() {
        let safe = scene.safeAreaInsets
        let size = scene.viewport.size
        let bands = [
            CGRect(x: 0, y: 0, width: Double(size.width), height: safe.top),
            CGRect(x: 0, y: Double(size.height) - safe.bottom, width: Double(size.width), height: safe.bottom),
            CGRect(x: 0, y: safe.top, width: safe.left, height: Double(size.height) - safe.top - safe.bottom),
            CGRect(
                x: Double(size.width) - safe.right, y: safe.top, width: safe.right,
                height: Double(size.height) - safe.top - safe.bottom),
        ]
        for band in bands where band.width > 0 && band.height > 0 {
            output.append("<div class=\"unsafe\" style=\"\(box(band, in: .zero))\"></div>\n")
        }
        let area = safe.inset(CGRect(origin: .zero, size: size))
        output.append("<div class=\"safe\" title=\"safe area\" style=\"\(box(area, in: .zero))\"></div>\n")
    }

    private mutating func writePanel(title: String) {
        output.append("<aside>\n<h1>\(HTMLText.escape(title))</h1>\n")
        output.append("<p class=\"hint\">Scroll the view and its rows; hover an element to see its attributes.</p>\n")
        output.append("<pre id=\"info\">\(HTMLText.escape(AttributesText.lines(of: scene).prefix(4).joined(separator: "\n")))</pre>\n")
        if let update {
            output.append("<div class=\"player\"><button id=\"play\" type=\"button\">Play update</button>")
            output.append("<input id=\"progress\" type=\"range\" min=\"0\" max=\"1000\" value=\"1000\" ")
            output.append("aria-label=\"update progress\"></div>\n")
            let count = update.movements.count
            output.append("<p class=\"hint\">The layout after its update; the slider moves the \(count) element\(count == 1 ? "" : "s") ")
            output.append("of the update from where they start to where they end.</p>\n")
        }
        output.append("<p id=\"status\"></p>\n<ul class=\"legend\">\n")
        var legend: [(name: String, style: ElementPalette.Style)] = []
        for entry in elements.kinds {
            let name = entry.kind.map { kind in "\(entry.category.rawValue) \(kind)" } ?? entry.category.rawValue
            guard !legend.contains(where: { $0.name == name }) else { continue }
            legend.append((name, ElementPalette.style(of: entry.category, kind: entry.kind)))
        }
        for entry in legend.sorted(by: { $0.name < $1.name }) {
            output.append("<li><span class=\"swatch \(entry.style.className)\"></span>\(HTMLText.escape(entry.name))</li>\n")
        }
        output.append("</ul>\n</aside>\n")
    }

    /// `left`, `top`, `width` and `height` of `rect` placed at `origin`.
    private func box(_ rect: CGRect, in origin: CGPoint) -> String {
        var output = ChunkedOutput()
        ElementMarkup.appendBox(rect, in: origin, to: &output)
        return output.text
    }

    private func px(_ value: CGFloat) -> String { RenderNumber.px(Double(value)) }
    private func px(_ value: Double) -> String { RenderNumber.px(value) }

    /// The numbers the script needs, as a JavaScript object literal (numbers and fixed words
    /// only, so nothing in it needs escaping).
    private func sceneData() -> String {
        func n(_ value: Double) -> String { RenderNumber.format(value) }
        func n(_ value: CGFloat) -> String { RenderNumber.format(Double(value)) }
        // Each pin: its element, pixels per point, and its pieces [offset, origin, slope] in pixels.
        let pins = scene.pins.map { pin in
            let pieces = pin.geometry.positions.map { "[\(n($0.offset)),\(n($0.origin)),\(n($0.slope))]" }
            return "{el:\(pin.element),k:\(n(pin.geometry.pixelsPerPoint)),at:[\(pieces.joined(separator: ","))]}"
        }
        let rows = scene.rows.map { row in
            "{section:\(row.section),axis:\"\(row.axis == .horizontal ? "x" : "y")\","
                + "scroll:\(n(row.scrollPosition(forOffset: row.offset))),base:\(n(row.scrollPosition(forOffset: 0)))}"
        }
        let i = scene.adjustedContentInsets
        return "{axis:\"\(scene.scrollAxis == .vertical ? "y" : "x")\","
            + "inset:[\(n(i.top)),\(n(i.left)),\(n(i.bottom)),\(n(i.right))],"
            + "offset:[\(n(scene.viewport.minX)),\(n(scene.viewport.minY))],\npins:[\(pins.joined(separator: ",\n"))],\n"
            + "rows:[\(rows.joined(separator: ",\n"))]"
            + (update.map { ",\nupdate:[\(movements(of: $0).joined(separator: ",\n"))]" } ?? "") + "}"
    }

    /// Each movement of the update as `{a:[x,y,width,height,alpha],b:[…]}`: where it starts
    /// and where it ends, in content coordinates.
    private func movements(of update: SceneUpdate) -> [String] {
        func n(_ value: Double) -> String { RenderNumber.format(value) }
        func n(_ value: CGFloat) -> String { RenderNumber.format(Double(value)) }
        func state(_ frame: CGRect, _ alpha: Double) -> String {
            "[\(n(frame.minX)),\(n(frame.minY)),\(n(frame.width)),\(n(frame.height)),\(n(alpha))]"
        }
        return update.movements.map { movement in
            "{a:\(state(movement.initialFrame, movement.initialAlpha)),b:\(state(movement.finalFrame, movement.finalAlpha))}"
        }
    }
}

/// An element's markup on the page, written straight into the output: outside the generic
/// page, so it runs as it is compiled whatever elements the page draws.
private enum ElementMarkup {
    /// Writes `element`, the page's element number `index`, placed at `origin`; its tooltip
    /// and label go through `scratch` (kept from element to element) to be escaped.
    static func write(
        _ element: SceneElement, index: Int, origin: CGPoint, to output: inout ChunkedOutput, scratch: inout ChunkedOutput
    ) {
        output.append("<div id=\"e")
        output.append(index)
        output.append("\" class=\"el ")
        output.append(ElementPalette.style(of: element).className)
        if element.category == .decorationView { output.append(" deco") }
        if element.isPinned { output.append(" pinned") }
        if element.isHidden { output.append(" hidden") }
        output.append("\" style=\"")
        appendBox(element.frame, in: origin, to: &output)
        if element.alpha < 1 {
            output.append(";opacity:")
            output.append(number: max(0, element.alpha))
        }
        scratch.removeAll()
        AttributesText.appendSummary(of: element, to: &scratch)
        output.append("\" title=\"")
        scratch.withBytes { HTMLText.append(escaping: $0, to: &output) }
        output.append("\" data-info=\"")
        scratch.withBytes { HTMLText.append(escaping: $0, to: &output) }
        output.append("\">")
        if let label = SVGRenderer.label(for: element) {
            output.append("<span style=\"font-size:")
            output.append(number: label.size)
            output.append("px\">")
            scratch.removeAll()
            label.appendText(to: &scratch)
            scratch.withBytes { HTMLText.append(escaping: $0, to: &output) }
            output.append("</span>")
        }
        output.append("</div>\n")
        for separator in element.separators {
            output.append("<div class=\"sep\" style=\"")
            appendBox(separator, in: origin, to: &output)
            output.append("\"></div>\n")
        }
    }

    /// Appends `left`, `top`, `width` and `height` of `rect` placed at `origin` to `output`.
    static func appendBox(_ rect: CGRect, in origin: CGPoint, to output: inout ChunkedOutput) {
        output.append("left:")
        output.append(number: rect.minX + origin.x)
        output.append("px;top:")
        output.append(number: rect.minY + origin.y)
        output.append("px;width:")
        output.append(number: rect.width)
        output.append("px;height:")
        output.append(number: rect.height)
        output.append("px")
    }
}

/// The page's fixed text: its style sheet and script.
private enum PageResources {
    static let styleSheet: String = {
        var css = """
            *{box-sizing:border-box}
            body{margin:0;font:13px/1.4 'DejaVu Sans',Verdana,sans-serif;color:#1d232b;background:#e9ebef}
            main{display:flex;gap:24px;padding:24px;align-items:flex-start}
            .device{position:relative;flex:none;background:#fff;box-shadow:0 0 0 2px #e0245e,0 8px 24px rgba(0,0,0,.18)}
            .scroller{position:absolute;left:0;top:0;width:100%;height:100%;overflow:auto;scrollbar-width:none;overscroll-behavior:contain}
            .scroller::-webkit-scrollbar,.row::-webkit-scrollbar{display:none}
            .canvas{position:relative;overflow:hidden}
            .content{position:absolute;background:#f5f6f8}
            .el{position:absolute;display:flex;align-items:center;justify-content:center;overflow:hidden;white-space:nowrap}
            .el.deco{align-items:flex-start;justify-content:flex-start;padding:3px}
            .el:hover{outline:2px solid #e0245e;outline-offset:-2px}
            .el.hidden{background:none!important;box-shadow:none!important;border:1px dashed #8a909a}
            .row{position:absolute;scrollbar-width:none;overscroll-behavior:contain}
            .row.x{overflow-x:auto;overflow-y:hidden}
            .row.y{overflow-y:auto;overflow-x:hidden}
            .row.x.snaps{scroll-snap-type:x mandatory}
            .row.y.snaps{scroll-snap-type:y mandatory}
            .row-content{position:relative}
            .snap{position:absolute;left:0;top:0;width:1px;height:1px;scroll-snap-align:start;pointer-events:none}
            .snap.stop{scroll-snap-stop:always}
            .sep{position:absolute;background:#8a909a;pointer-events:none}
            .unsafe{position:absolute;background:rgba(21,154,85,.10);pointer-events:none}
            .safe{position:absolute;outline:1px dashed #159a55;pointer-events:none}
            aside{width:320px;flex:none}
            aside h1{font-size:16px;margin:0 0 8px}
            .hint{color:#5b6470;margin:0 0 8px}
            #info{background:#fff;padding:8px;border-radius:4px;min-height:5em;white-space:pre-wrap;font-size:12px;margin:0}
            .legend{list-style:none;padding:0;margin:8px 0 0}
            .legend li{display:flex;align-items:center;gap:6px;margin:2px 0;word-break:break-all}
            .swatch{position:static;width:14px;height:14px;flex:none}
            #status{white-space:pre-line;font-size:12px;color:#5b6470}
            .drawing{position:absolute;pointer-events:none}
            .drawing>svg{display:block}
            .canvas.drawn .el{background:none!important;box-shadow:none!important}
            .canvas.drawn .el>span{visibility:hidden}


            """
        for style in ElementPalette.all {
            css += ".\(style.className){background:\(style.fill);box-shadow:inset 0 0 0 1px \(style.stroke)}\n"
            css += ".\(style.className).pinned{box-shadow:inset 0 0 0 2px \(style.stroke)}\n"
        }
        return css
    }()

    /// The rules of the update player, on pages that play one: while it plays, the layer of
    /// moving elements takes the place of those drawn after the update.
    static let updateStyleSheet = """
        .update-layer{display:none}
        .canvas.playing .update-layer{display:block}
        .canvas.playing>.el,.canvas.playing>.row,.canvas.playing>.sep{visibility:hidden}
        .player{display:flex;gap:8px;align-items:center;margin:8px 0}
        .player input{flex:1}

        """

    /// Moves pinned items as the viewport scrolls (reading each one's origin off the pieces
    /// Swift computed, with the arithmetic of ``PinnedPositions/origin(atOffset:)``), starts the
    /// viewport and rows at the scene's offsets, fills the panel on hover, and plays the
    /// update: at progress `t` (0 to 1) each of its elements is at `a + (b − a)·t`, frame and
    /// alpha, with the elements drawn after the update hidden until `t` reaches 1.
    ///
    /// The page scrolls by whole CSS pixels; with insets on the pixel grid the content offset
    /// times `k` is then a whole number of device pixels, and `origin` gives exactly the frame
    /// the layout reports at that offset. At an offset between device pixels (a zoomed page,
    /// insets off the grid) an item on a rising piece moves with the offset, within a pixel
    /// of the reported frame; on a flat piece it stays exactly where it is reported.
    static let script = """
        (function () {
          "use strict";
          var scroller = document.getElementById("scroller");
          var status = document.getElementById("status");
          var info = document.getElementById("info");
          function fmt(v) { return String(Math.round(v * 10000) / 10000); }
          function origin(pin, offset) {
            var m = offset * pin.k, v = pin.at[0][1];
            for (var i = 0; i < pin.at.length && pin.at[i][0] <= m; i++) {
              var piece = pin.at[i];
              v = piece[1] + piece[2] * (m - piece[0]);
            }
            return v / pin.k;
          }
          var rowStatus = {};
          function showStatus() {
            var text = "contentOffset " + fmt(scroller.scrollLeft - scene.inset[1]) + ", " + fmt(scroller.scrollTop - scene.inset[0]);
            scene.rows.forEach(function (r) { text += "\\nrow " + r.section + " offset " + fmt(rowStatus[r.section]); });
            status.textContent = text;
          }
          function update() {
            var y = scene.axis === "y";
            var offset = y ? scroller.scrollTop - scene.inset[0] : scroller.scrollLeft - scene.inset[1];
            scene.pins.forEach(function (p) {
              var el = document.getElementById("e" + p.el);
              if (!el) return;
              var v = origin(p, offset);
              if (y) el.style.top = (v + scene.inset[0]) + "px"; else el.style.left = (v + scene.inset[1]) + "px";
            });
            showStatus();
          }
          scroller.scrollLeft = scene.offset[0] + scene.inset[1];
          scroller.scrollTop = scene.offset[1] + scene.inset[0];
          scene.rows.forEach(function (r) {
            var box = document.getElementById("row" + r.section);
            if (!box) return;
            function read() { rowStatus[r.section] = (r.axis === "x" ? box.scrollLeft : box.scrollTop) - r.base; showStatus(); }
            if (r.axis === "x") box.scrollLeft = r.scroll; else box.scrollTop = r.scroll;
            box.addEventListener("scroll", read, { passive: true });
            read();
          });
          scroller.addEventListener("scroll", update, { passive: true });
          update();
          var progress = document.getElementById("progress");
          var play = document.getElementById("play");
          var canvas = document.querySelector(".canvas");
          function show(t) {
            scene.update.forEach(function (m, i) {
              var el = document.getElementById("u" + i);
              if (!el) return;
              function at(k) { return m.a[k] + (m.b[k] - m.a[k]) * t; }
              el.style.left = (at(0) + scene.inset[1]) + "px";
              el.style.top = (at(1) + scene.inset[0]) + "px";
              el.style.width = at(2) + "px";
              el.style.height = at(3) + "px";
              el.style.opacity = String(Math.max(0, at(4)));
            });
            canvas.classList.toggle("playing", t < 1);
          }
          if (progress && play && scene.update) {
            progress.addEventListener("input", function () { show(progress.value / 1000); });
            play.addEventListener("click", function () {
              var start = null;
              function step(now) {
                if (start === null) start = now;
                var t = Math.min(1, (now - start) / 600);
                progress.value = String(Math.round(t * 1000));
                show(t);
                if (t < 1) window.requestAnimationFrame(step);
              }
              show(0);
              window.requestAnimationFrame(step);
            });
          }
          document.addEventListener("mouseover", function (event) {
            var target = event.target && event.target.closest ? event.target.closest(".el[data-info]") : null;
            if (target) info.textContent = target.getAttribute("data-info");
          });
        })();

        """
}
