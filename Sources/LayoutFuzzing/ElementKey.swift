import LayoutCore

/// What names an element for the host: its category, kind and index path. Two elements
/// with the same key are a duplicate.
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
    /// Cell, supplementary or decoration.
    public var category: ElementCategory
    /// The element kind (`nil` for cells).
    public var kind: String?
    /// The section.
    public var section: Int
    /// The item.
    public var item: Int

    /// The key of `element`.
    public init(_ element: PlacedElement) {
        self.init(category: element.category, kind: element.kind, section: element.section, item: element.item)
    }

    /// Creates a key.
    public init(category: ElementCategory, kind: String?, section: Int, item: Int) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
    }

    /// For example `supplementaryView 'header' (0, 0)`.
    public var description: String {
        "\(category)" + (kind.map { " '\($0)'" } ?? "") + " (\(section), \(item))"
    }
}

/// A failed check: what was checked, what went wrong, and the element it concerns.
public struct FuzzFailure: Hashable, Sendable, CustomStringConvertible {
    /// The invariant, e.g. `rect query equals brute force`.
    public var check: String
    /// What went wrong.
    public var message: String
    /// The element concerned, if any.
    public var key: ElementKey?

    /// Creates a failure.
    public init(check: String, message: String, key: ElementKey? = nil) {
        self.check = check
        self.message = message
        self.key = key
    }

    /// One line.
    public var description: String {
        "[\(check)] " + (key.map { "\($0): " } ?? "") + message
    }
}

extension PlacedElement {
    /// The frame where the element is shown: its frame moved by its row's offset.
    var shownFrame: Rect { frame.offsetBy(dx: rowShift.x, dy: rowShift.y) }

    /// One line, with full-precision numbers.
    var text: String {
        let f = frame
        var result = "\(ElementKey(self)) frame (\(f.minX), \(f.minY), \(f.width), \(f.height)) z \(zIndex)"
        if rowShift != .zero { result += " rowShift (\(rowShift.x), \(rowShift.y))" }
        if !selfSizingAxes.isEmpty { result += " selfSizing \(selfSizingAxes.rawValue)" }
        return result
    }
}
