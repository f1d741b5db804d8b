import Foundation

/// The scene as stable text, one line per fact, for snapshot tests and terminals: the
/// viewport and insets, the content size, each orthogonal row, each pinned item's natural
/// frame and bounds, then each element in painting order with its separators. Numbers go through
/// ``RenderNumber``; nothing depends on the platform or on hashing.
///
/// ```
/// content 390 844
/// viewport 0 0 390 844 scale 3 vertical ltr
/// cell 0·0 frame 0 0 195 195 z 0
/// supplementaryView 0·0 UICollectionElementKindSectionHeader frame 0 0 390 44 z 0 pinned
/// ```
public enum AttributesText {
    /// The text of `scene`, ending in a newline.
    public static func text(of scene: LayoutScene) -> String {
        lines(of: scene).map { $0 + "\n" }.joined()
    }

    /// The lines of `scene`, without newlines.
    public static func lines(of scene: LayoutScene) -> [String] {
        var lines: [String] = []
        lines.append("content \(n(scene.contentSize.width)) \(n(scene.contentSize.height))")
        lines.append(
            "viewport \(rect(scene.viewport)) scale \(n(scene.displayScale)) \(scene.scrollAxis.rawValue) "
                + (scene.isRightToLeft ? "rtl" : "ltr"))
        lines.append("safeArea \(insets(scene.safeAreaInsets))")
        lines.append("adjustedContentInset \(insets(scene.adjustedContentInsets))")
        for row in scene.rows {
            lines.append(
                "row \(row.section) \(row.behavior.rawValue) \(row.axis.rawValue) frame \(rect(row.frame)) content "
                    + "\(rect(row.contentFrameAtRest)) offset \(n(row.offset)) rests "
                    + (row.restingOffsets.isEmpty ? "anywhere" : row.restingOffsets.map(n).joined(separator: " ")))
        }
        for pin in scene.pins where scene.elements.indices.contains(pin.element) {
            let element = scene.elements[pin.element]
            lines.append(
                "pin \(label(of: element)) \(pin.edge.rawValue) natural \(rect(pin.naturalFrame)) within "
                    + rect(pin.pinningBounds))
        }
        for element in scene.elements {
            lines.append(line(for: element))
            for separator in element.separators {
                lines.append("  separator \(rect(separator))")
            }
        }
        return lines
    }

    /// One element's line: category, index path, kind, frame, zIndex, then the flags that
    /// differ from a plain element (pinned, row, hidden, alpha).
    public static func line(for element: SceneElement) -> String {
        var line = "\(element.category.rawValue) \(label(of: element)) frame \(rect(element.frame)) z \(element.zIndex)"
        if element.isPinned { line += " pinned" }
        if let row = element.rowSection { line += " row \(row)" }
        if element.isHidden { line += " hidden" }
        if element.alpha != 1 { line += " alpha \(n(element.alpha))" }
        return line
    }

    /// A one-line description for tooltips: category, index path and kind, frame, zIndex.
    public static func summary(of element: SceneElement) -> String {
        var output = ChunkedOutput()
        appendSummary(of: element, to: &output)
        return output.text
    }

    /// Appends ``summary(of:)`` of `element` to `output`, as it is (not escaped).
    static func appendSummary(of element: SceneElement, to output: inout ChunkedOutput) {
        output.append(element.category.rawValue)
        output.append(byte: UInt8(ascii: " "))
        appendLabel(of: element, to: &output)
        let frame = element.frame
        output.append("\nframe x ")
        output.append(number: frame.minX)
        output.append(" y ")
        output.append(number: frame.minY)
        output.append(" w ")
        output.append(number: frame.width)
        output.append(" h ")
        output.append(number: frame.height)
        output.append("\nzIndex ")
        output.append(element.zIndex)
        if element.isPinned { output.append(" \u{00B7} pinned") }
        if let row = element.rowSection {
            output.append(" \u{00B7} scrolls with row ")
            output.append(row)
        }
        if element.isHidden { output.append(" \u{00B7} hidden") }
        if element.alpha != 1 {
            output.append(" \u{00B7} alpha ")
            output.append(number: element.alpha)
        }
    }

    /// `0·3`, followed by the kind for supplementary and decoration views.
    static func label(of element: SceneElement) -> String {
        var output = ChunkedOutput()
        appendLabel(of: element, to: &output)
        return output.text
    }

    /// Appends ``label(of:)`` of `element` to `output`.
    static func appendLabel(of element: SceneElement, to output: inout ChunkedOutput) {
        appendLabel(section: element.section, item: element.item, kind: element.kind?[...], to: &output)
    }

    /// Appends `section·item`, then a space and `kind` if there is one: the index-path label
    /// (``SceneElement/indexPathLabel``) and what follows it in tooltips and drawn labels.
    static func appendLabel(section: Int, item: Int, kind: Substring?, to output: inout ChunkedOutput) {
        output.append(section)
        output.append("\u{00B7}")
        output.append(item)
        guard var kind else { return }
        output.append(byte: UInt8(ascii: " "))
        kind.withUTF8 { output.append(bytes: $0) }
    }

    /// `x y width height`.
    static func rect(_ rect: CGRect) -> String {
        "\(n(rect.minX)) \(n(rect.minY)) \(n(rect.width)) \(n(rect.height))"
    }

    private static func insets(_ insets: LayoutScene.Insets) -> String {
        "top \(n(insets.top)) left \(n(insets.left)) bottom \(n(insets.bottom)) right \(n(insets.right))"
    }

    private static func n(_ value: Double) -> String { RenderNumber.format(value) }
    private static func n(_ value: CGFloat) -> String { RenderNumber.format(Double(value)) }
}
