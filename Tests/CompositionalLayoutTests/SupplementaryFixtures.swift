import CompositionalLayout
import Testing

/// Layouts and builders shared by the boundary-item, pinning, decoration and query tests.
@MainActor
enum SupplementaryFixtures {
    static let header = UICollectionView.elementKindSectionHeader
    static let footer = UICollectionView.elementKindSectionFooter
    static let background = "background"

    /// A placeholder view class for decoration registrations.
    final class BackgroundView {}

    /// A boundary item of `width` × `.absolute(height)` at `alignment`.
    static func boundary(
        _ kind: String, width: NSCollectionLayoutDimension = .fractionalWidth(1), height: CGFloat,
        alignment: NSRectAlignment, offset: CGPoint = .zero
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .absolute(height)),
            elementKind: kind, alignment: alignment, absoluteOffset: offset)
    }

    /// sections.md SC-E1: insets (10, 16, 20, 16), rows of 44 with 8 between them, a 40-pt
    /// header and a 30-pt footer.
    static func scE1Section(pinHeader: Bool = false) -> NSCollectionLayoutSection {
        let section = Fixtures.rows(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 16)
        section.interGroupSpacing = 8
        let header = boundary(Self.header, height: 40, alignment: .top)
        header.pinToVisibleBounds = pinHeader
        section.boundarySupplementaryItems = [header, boundary(Self.footer, height: 30, alignment: .bottom)]
        return section
    }

    /// The SC-E1 layout: a fresh SC-E1 section for every index, 24 points between sections.
    static func scE1Layout(pinHeader: Bool = false) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        return UICollectionViewCompositionalLayout(
            sectionProvider: { _, _ in scE1Section(pinHeader: pinHeader) }, configuration: configuration)
    }
}

/// Whether two rectangles intersect by Core Graphics' rule: touching edges count.
func touches(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
}

/// What identifies an element: its category, kind and index path.
struct ElementKey: Hashable, Comparable, CustomStringConvertible {
    let category: Int
    let kind: String
    let section: Int
    let item: Int

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        switch attributes.representedElementCategory {
        case .cell: category = 0
        case .supplementaryView: category = 1
        case .decorationView: category = 2
        }
        kind = attributes.representedElementKind ?? ""
        section = attributes.indexPath.section
        item = attributes.indexPath.item
    }

    static func < (a: ElementKey, b: ElementKey) -> Bool {
        (a.section, a.category, a.kind, a.item) < (b.section, b.category, b.kind, b.item)
    }

    var description: String { "\(["cell", "supplementary", "decoration"][category]) \(kind) (\(section), \(item))" }
}

/// The attributes by element key, recording an issue for every key that occurs more than once:
/// a layout must never report two elements with the same category, kind and index path (UIKit
/// would show one view for both). The first of duplicates is kept.
@MainActor
func elementsByKey(
    _ attributes: [UICollectionViewLayoutAttributes], _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) -> [ElementKey: UICollectionViewLayoutAttributes] {
    var byKey: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    for element in attributes {
        let key = ElementKey(element)
        if let first = byKey[key] {
            Issue.record(
                "duplicate element \(key): \(first.frame) and \(element.frame) \(context())", sourceLocation: sourceLocation)
        } else {
            byKey[key] = element
        }
    }
    return byKey
}
