/// What a reusable view is registered and queued under: the category of element it shows, its
/// element kind (the cell kind for cells, the decoration kind for decorations) and its reuse
/// identifier (the kind again for decorations, which UIKit registers by kind only).
struct ReuseKey: Hashable {
    var category: UICollectionElementCategory
    var kind: String
    var identifier: String

    /// The key of cells registered under `identifier`.
    static func cell(_ identifier: String) -> ReuseKey {
        ReuseKey(category: .cell, kind: CollectionViewError.cellKind, identifier: identifier)
    }

    /// The key of supplementary views of `kind` registered under `identifier`.
    static func supplementary(_ kind: String, _ identifier: String) -> ReuseKey {
        ReuseKey(category: .supplementaryView, kind: kind, identifier: identifier)
    }

    /// The key of decoration views of `kind`.
    static func decoration(_ kind: String) -> ReuseKey {
        ReuseKey(category: .decorationView, kind: kind, identifier: kind)
    }
}
