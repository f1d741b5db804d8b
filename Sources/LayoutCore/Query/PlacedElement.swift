/// The kind of element a frame belongs to.
public enum ElementCategory: Hashable, Sendable {
    /// A cell.
    case cell
    /// A supplementary view (badge, header, footer).
    case supplementaryView
    /// A decoration view (section background).
    case decorationView
}

/// One laid-out element as the host sees it, in *presented* coordinates: content space
/// mirrored for right-to-left and snapped to the pixel grid.
public struct PlacedElement: Hashable, Sendable {
    /// The element's category.
    public var category: ElementCategory
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int
    /// The element kind of a supplementary or decoration; `nil` for cells.
    public var kind: String?
    /// The presented frame.
    public var frame: Rect
    /// The zIndex.
    public var zIndex: Int
    /// How far its orthogonal row's offset currently moves it on screen; zero outside rows.
    /// `frame` stays where the element sits with the row at rest (O-7).
    public var rowShift: Point
    /// The axes on which the element sizes itself (estimated or uniform-across-siblings
    /// dimensions): the host measures it when it is shown.
    public var selfSizingAxes: SelfSizingAxes

    /// Creates a placed element.
    public init(
        category: ElementCategory, section: Int, item: Int, kind: String? = nil, frame: Rect, zIndex: Int,
        rowShift: Point = .zero, selfSizingAxes: SelfSizingAxes = []
    ) {
        self.category = category
        self.section = section
        self.item = item
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
        self.rowShift = rowShift
        self.selfSizingAxes = selfSizingAxes
    }
}
