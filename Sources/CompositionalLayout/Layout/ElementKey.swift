internal import LayoutCore

/// Identifies an element across queries and layout passes: category, kind and index path.
struct ElementKey: Hashable {
    var category: UICollectionElementCategory
    var kind: String?
    var indexPath: IndexPath

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind
        indexPath = attributes.indexPath
    }

    /// The key of the element attributes holding `values` describe.
    init(_ values: borrowing UICollectionViewLayoutAttributes.Values) {
        category = values.category
        kind = values.kind
        indexPath = values.indexPath
    }

    /// The key of the element of `category` and `kind` at `indexPath`.
    init(_ category: UICollectionElementCategory, kind: String? = nil, at indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// Hashes what `==` compares; a two-index path as its two numbers, which costs a fraction
    /// of `IndexPath`'s own hashing.
    func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(kind)
        if indexPath.count == 2 {
            hasher.combine(indexPath.section)
            hasher.combine(indexPath.item)
        } else {
            hasher.combine(indexPath)
        }
    }

    /// Whether the element comes before `other` in the engine's index-path order
    /// (``ElementOrderKey``).
    func precedesInIndexPathOrder(_ other: ElementKey) -> Bool {
        orderKey < other.orderKey
    }

    private var orderKey: ElementOrderKey {
        ElementOrderKey(section: indexPath.section, category: ElementCategory(category), kind: kind, item: indexPath.item)
    }

    init(_ element: PlacedElement) {
        category = UICollectionElementCategory(element.category)
        kind = element.reportedKind
        indexPath = IndexPath(item: element.item, section: element.section)
    }

    /// The engine's name for the element, when it is one that can be measured.
    var measuredElement: MeasuredElement? {
        guard indexPath.count == 2 else { return nil }
        switch category {
        case .cell: return .cell(section: indexPath.section, item: indexPath.item)
        case .supplementaryView:
            return .supplementary(kind: kind ?? "", section: indexPath.section, item: indexPath.item)
        case .decorationView: return nil
        }
    }
}
