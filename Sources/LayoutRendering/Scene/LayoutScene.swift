import Foundation

/// Everything a renderer draws, read once from a laid-out collection view: a `Sendable`
/// value, so SVG, HTML, text and PNG output can be made from it on any thread.
///
/// Coordinates are the collection view's content coordinates, as frames are reported
/// (mirrored for right to left, on the pixel grid). Elements are kept in painting order
/// (``SceneElement/paintsBefore(_:)``): lower zIndex first, then decorations, cells and
/// supplementary views, then by section, kind and item. A region too large to hold is drawn
/// from ``StreamedSceneElements`` instead, which reads the elements from the layout as they
/// are drawn.
///
/// ```
///  (0, 0) content ..............................
///  :  +-- viewport (bounds at the offset) --+  :
///  :  | +-- safe area -------------------+ |  :
///  :  | | [0·0][0·1]  elements           | |  :
///  :  | +--------------------------------+ |  :
///  :  +-------------------------------------+  :
///  :............................ contentSize  :
/// ```
public struct LayoutScene: Hashable, Sendable {
    /// An axis of the screen.
    public enum Axis: String, Hashable, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// Insets from the four physical edges of a rectangle.
    public struct Insets: Hashable, Sendable {
        /// From the top edge.
        public var top: Double
        /// From the left edge.
        public var left: Double
        /// From the bottom edge.
        public var bottom: Double
        /// From the right edge.
        public var right: Double

        /// No insets.
        public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)

        /// Creates insets.
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// `rect` made smaller by these insets (never below zero size).
        public func inset(_ rect: CGRect) -> CGRect {
            CGRect(
                x: rect.minX + left, y: rect.minY + top, width: max(0, rect.width - left - right),
                height: max(0, rect.height - top - bottom))
        }
    }

    /// The axis the collection view scrolls along.
    public var scrollAxis: Axis
    /// Whether the layout runs right to left.
    public var isRightToLeft: Bool
    /// The display scale: device pixels per point.
    public var displayScale: Double
    /// The size of the scrollable content, as the collection view reports it.
    public var contentSize: CGSize
    /// The visible rectangle: the collection view's bounds at its content offset.
    public var viewport: CGRect
    /// The safe-area insets, from the viewport's edges.
    public var safeAreaInsets: Insets
    /// The content insets after adding the safe area on the scrolling axis: the view rests
    /// at offset minus the top (or left) inset.
    public var adjustedContentInsets: Insets
    /// The elements, in painting order.
    public var elements: [SceneElement]
    /// The orthogonal rows, by section.
    public var rows: [SceneRow]
    /// The pinned boundary items, by section, then the layout-wide ones, each with where it
    /// is at every content offset.
    public var pins: [ScenePin]
    /// The part of the content the scene holds the elements of; `nil` for all of it.
    public var region: CGRect?

    /// Creates a scene from its parts. Give `elements` in painting order
    /// (`sorted { $0.paintsBefore($1) }`); ``ScenePin/element`` indexes them as given.
    public init(
        scrollAxis: Axis, isRightToLeft: Bool, displayScale: Double, contentSize: CGSize, viewport: CGRect,
        safeAreaInsets: Insets, adjustedContentInsets: Insets, elements: [SceneElement], rows: [SceneRow] = [],
        pins: [ScenePin] = [], region: CGRect? = nil
    ) {
        self.scrollAxis = scrollAxis
        self.isRightToLeft = isRightToLeft
        self.displayScale = displayScale
        self.contentSize = contentSize
        self.viewport = viewport
        self.safeAreaInsets = safeAreaInsets
        self.adjustedContentInsets = adjustedContentInsets
        self.elements = elements
        self.rows = rows
        self.pins = pins
        self.region = region
    }

    /// The content area the scene shows: the content, cut to `region` when there is one.
    public var shownContent: CGRect {
        let content = CGRect(origin: .zero, size: contentSize)
        guard let region else { return content }
        let cut = content.intersection(region)
        return cut.isNull ? CGRect(origin: region.origin, size: .zero) : cut
    }

    /// The safe area: the viewport minus the safe-area insets.
    public var safeArea: CGRect { safeAreaInsets.inset(viewport) }

    /// The row of `section`, if that section scrolls orthogonally.
    public func row(ofSection section: Int) -> SceneRow? {
        rows.first { $0.section == section }
    }

    /// Where an element is shown: its frame moved by its row's offset.
    public func shownFrame(of element: SceneElement) -> CGRect {
        guard let section = element.rowSection, let row = row(ofSection: section) else { return element.frame }
        return row.axis == .horizontal
            ? element.frame.offsetBy(dx: -row.offset, dy: 0) : element.frame.offsetBy(dx: 0, dy: -row.offset)
    }
}
