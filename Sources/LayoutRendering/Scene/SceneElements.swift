import Foundation

/// The elements a renderer draws, in painting order (``SceneElement/paintsBefore(_:)``),
/// visited one at a time: held in an array (``SceneElementList``, a ``LayoutScene``'s own
/// elements) or read from the layout as they are drawn (``StreamedSceneElements``), for
/// regions too large to hold.
///
/// An element's index is its position in painting order, counting every element, those of
/// orthogonal rows included: what ``ScenePin/element`` refers to and the HTML page names
/// elements by.
public protocol SceneElements {
    /// How many elements there are.
    var count: Int { get }

    /// How far the frames of the elements outside orthogonal rows reach (their
    /// ``SceneElement/rowSection`` is `nil`), or `nil` when there is none.
    var extentOutsideRows: SceneExtent? { get }

    /// Every category and kind the elements have, each once, in no particular order.
    var kinds: [SceneElementKind] { get }

    /// Calls `body` with every element and its index, in painting order. An error `body`
    /// throws ends the walk and is rethrown.
    func forEachElement<Failure: Error>(_ body: (_ index: Int, _ element: SceneElement) throws(Failure) -> Void)
        throws(Failure)

    /// Calls `body` with every element that scrolls with the orthogonal row of `section`
    /// and its index, in painting order.
    func forEachElement<Failure: Error>(
        inRowOfSection section: Int, _ body: (_ index: Int, _ element: SceneElement) throws(Failure) -> Void
    ) throws(Failure)
}

/// The smallest and largest coordinates a set of frames reaches on each axis: a union of
/// rectangles kept as its four edges, so it is exact and the same in any order.
public struct SceneExtent: Hashable, Sendable {
    /// The least `minX`.
    public var minX: Double
    /// The least `minY`.
    public var minY: Double
    /// The greatest `maxX`.
    public var maxX: Double
    /// The greatest `maxY`.
    public var maxY: Double

    /// The extent of `frame`.
    public init(_ frame: CGRect) {
        minX = Double(frame.minX)
        minY = Double(frame.minY)
        maxX = Double(frame.maxX)
        maxY = Double(frame.maxY)
    }

    /// Widens the extent to reach `frame` too.
    public mutating func formUnion(_ frame: CGRect) {
        minX = min(minX, Double(frame.minX))
        minY = min(minY, Double(frame.minY))
        maxX = max(maxX, Double(frame.maxX))
        maxY = max(maxY, Double(frame.maxY))
    }

    /// Widens the extent to reach `other` too.
    public mutating func formUnion(_ other: SceneExtent) {
        minX = min(minX, other.minX)
        minY = min(minY, other.minY)
        maxX = max(maxX, other.maxX)
        maxY = max(maxY, other.maxY)
    }
}

/// A category of element and its kind: what the drawing style and a legend entry depend on.
public struct SceneElementKind: Hashable, Sendable {
    /// Cell, supplementary or decoration view.
    public var category: SceneElement.Category
    /// The kind; `nil` for cells.
    public var kind: String?

    /// Creates a category-and-kind pair.
    public init(category: SceneElement.Category, kind: String?) {
        self.category = category
        self.kind = kind
    }
}

/// Elements held in an array, already in painting order: a ``LayoutScene``'s own.
public struct SceneElementList: SceneElements, Sendable {
    /// The elements, in painting order.
    public var elements: [SceneElement]

    /// The elements of `elements`, which must be in painting order.
    public init(_ elements: [SceneElement]) {
        self.elements = elements
    }

    /// How many elements there are.
    public var count: Int { elements.count }

    /// How far the frames of the elements outside orthogonal rows reach.
    public var extentOutsideRows: SceneExtent? {
        var extent: SceneExtent?
        for element in elements where element.rowSection == nil {
            if extent == nil { extent = SceneExtent(element.frame) } else { extent?.formUnion(element.frame) }
        }
        return extent
    }

    /// Every category and kind the elements have, in the order they first appear.
    public var kinds: [SceneElementKind] {
        var seen: Set<SceneElementKind> = []
        var kinds: [SceneElementKind] = []
        for element in elements where seen.insert(SceneElementKind(category: element.category, kind: element.kind)).inserted {
            kinds.append(SceneElementKind(category: element.category, kind: element.kind))
        }
        return kinds
    }

    /// Calls `body` with every element and its index, in order.
    public func forEachElement<Failure: Error>(_ body: (_ index: Int, _ element: SceneElement) throws(Failure) -> Void)
        throws(Failure)
    {
        for (index, element) in elements.enumerated() { try body(index, element) }
    }

    /// Calls `body` with every element of the row of `section` and its index, in order.
    public func forEachElement<Failure: Error>(
        inRowOfSection section: Int, _ body: (_ index: Int, _ element: SceneElement) throws(Failure) -> Void
    ) throws(Failure) {
        for (index, element) in elements.enumerated() where element.rowSection == section { try body(index, element) }
    }
}
