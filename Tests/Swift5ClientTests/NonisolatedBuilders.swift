// Layout code written the way iOS apps write it in the Swift 5 language mode: none of these
// declarations is isolated to the main actor, yet each builds UIKit's main-actor layout
// objects synchronously. UIKit's classes are imported from Objective-C as
// `@preconcurrency @MainActor`, so a Swift 5 client compiles this without a diagnostic; this
// target is compiled in the Swift 5 mode (Package.swift) and must build without warnings.
import CompositionalLayout

/// An app protocol whose conformers describe one section each.
protocol SectionLayoutProviding {
    func layoutSection() -> NSCollectionLayoutSection
}

/// A nonisolated struct conforming to the app protocol: rows of `rowHeight` points, two
/// columns, 10 points between rows.
struct TwoColumnRows: SectionLayoutProviding {
    var rowHeight: CGFloat

    func layoutSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return section
    }
}

/// An app enum whose cases are the screen's sections.
enum FeedSection: Int, CaseIterable {
    case banner
    case rows
}

extension FeedSection {
    /// The section's layout, built in an extension of the enum (nonisolated).
    func layoutSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        switch self {
        case .banner:
            let width = environment.container.effectiveContentSize.width
            return makeSection(itemWidth: .fractionalWidth(1.0), height: width / 2)
        case .rows:
            return TwoColumnRows(rowHeight: 60).layoutSection()
        }
    }
}

/// A free function with a main-actor default argument, as real apps write them.
func makeSection(
    itemWidth: NSCollectionLayoutDimension = .fractionalWidth(1.0), height: CGFloat = 44,
    insets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: itemWidth, heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = insets
    return section
}

/// A helper class that assembles the whole layout, with main-actor objects in its stored
/// properties' initial values.
final class FeedLayoutBuilder {
    let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
    var interSectionSpacing: CGFloat = 20

    func makeLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = interSectionSpacing
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        configuration.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                FeedSection(rawValue: index)?.layoutSection(environment: environment)
            },
            configuration: configuration)
    }
}

/// A data source declared without isolation; UIKit's protocol makes it main-actor isolated.
final class CountsDataSource: UICollectionViewDataSource {
    let counts: [Int]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
}

/// Target–action as a Swift 5 app writes it on Linux: `#selector(method)` becomes
/// `Selector(method)`, formed inside a main-actor class.
@MainActor
final class Swift5ActionTarget {
    var count = 0
    func increment() { count += 1 }
    func incrementSender(_ sender: UIControl) { count += sender.tag }
    var selectors: [Selector] { [Selector(increment), Selector(incrementSender), Selector(Self.increment)] }
}
