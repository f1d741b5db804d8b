import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// A `preferredSizeProvider` that answers with `answer` and records what it was asked.
@MainActor
final class RecordingProvider {
    /// The size to answer for proposed attributes; changeable between layout passes.
    var answer: (UICollectionViewLayoutAttributes) -> CGSize
    /// Copies of the attributes the provider was asked with, in asking order.
    private(set) var asked: [UICollectionViewLayoutAttributes] = []

    init(_ answer: @escaping (UICollectionViewLayoutAttributes) -> CGSize) {
        self.answer = answer
    }

    /// The closure to install as the collection view's `preferredSizeProvider`.
    var closure: (UICollectionViewLayoutAttributes) -> CGSize {
        { attributes in
            self.asked.append(attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes)
            return self.answer(attributes)
        }
    }

    /// The index paths of the cells asked, in asking order.
    var cellsAsked: [IndexPath] {
        asked.filter { $0.representedElementCategory == .cell }.map(\.indexPath)
    }

    /// Forgets what was asked so far.
    func reset() {
        asked = []
    }
}

/// A test host (scale 3 unless given) whose `preferredSizeProvider` records what it is asked
/// and is installed before the first layout pass, so the first `layoutIfNeeded()` already
/// measures.
@MainActor
struct SelfSizingHost: HostedCollectionView {
    let collectionView: UICollectionView
    let dataSource: FixedCountDataSource
    let provider: RecordingProvider

    init(
        _ layout: UICollectionViewLayout, itemCounts: [Int], width: CGFloat = 375, height: CGFloat = 812,
        scale: CGFloat = 3, dataSource: FixedCountDataSource? = nil,
        answer: @escaping (UICollectionViewLayoutAttributes) -> CGSize
    ) {
        provider = RecordingProvider(answer)
        let host = TestHost(
            layout, itemCounts: itemCounts, width: width, height: height, scale: scale, dataSource: dataSource,
            preferredSize: provider.closure)
        collectionView = host.collectionView
        self.dataSource = host.dataSource
    }
}

/// Index paths of section `section`, items `items`.
func indexPaths(_ items: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: section) }
}

/// Whether every component of `rect` is a finite number.
func isFinite(_ rect: CGRect) -> Bool {
    rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
}

/// Self-sizing lists: an item `1.0 × .estimated(estimate)` in a group `1.0 × .estimated(estimate)`,
/// one item per row.
@MainActor
enum SelfSizingFixtures {
    static func list(estimate: CGFloat = 44, insets: NSDirectionalEdgeInsets = .zero) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)))
        item.contentInsets = insets
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    static func listLayout(estimate: CGFloat = 44) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: list(estimate: estimate))
    }
}
