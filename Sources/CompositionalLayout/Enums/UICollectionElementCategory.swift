/// The kind of view a set of layout attributes describes.
public enum UICollectionElementCategory: UInt, Sendable {
    /// A cell.
    case cell = 0
    /// A supplementary view.
    case supplementaryView
    /// A decoration view.
    case decorationView
}
