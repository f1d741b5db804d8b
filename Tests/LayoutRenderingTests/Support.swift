import CompositionalLayout
import Foundation
import LayoutExamples
import LayoutRendering
import LayoutTestSupport
import Testing

extension TestHost {
    /// A host as the rendering tests draw it: 200 × 300 at 2× unless given, with the layout
    /// direction set as a trait and the safe area applied before the first pass.
    static func forRendering(
        _ layout: UICollectionViewLayout, itemCounts: [Int], width: CGFloat = 200, height: CGFloat = 300,
        scale: CGFloat = 2, safeArea: UIEdgeInsets = .zero, rightToLeft: Bool = false
    ) -> TestHost {
        TestHost(
            layout, itemCounts: itemCounts, width: width, height: height, scale: scale,
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight, safeArea: safeArea)
    }

    /// An example laid out as the CLI lays it out (390 × 844 at 3× unless given), then
    /// measured by its rule in a second pass if it self-sizes.
    static func forRendering(example: LayoutExample, width: CGFloat = 390, height: CGFloat = 844) -> TestHost {
        let host = forRendering(example.makeLayout(), itemCounts: example.itemCounts, width: width, height: height, scale: 3)
        if let preferredSize = example.preferredSize {
            host.collectionView.preferredSizeProvider = preferredSize
            host.collectionView.layoutIfNeeded()
        }
        return host
    }

    /// What the renderers draw of the view, as it is now.
    var scene: LayoutScene { LayoutScene(collectionView: collectionView) }
}

/// A layout of `count`-item rows of equal cells `height` points high.
@MainActor
func gridLayout(columns: Int, height: CGFloat, spacing: CGFloat = 0) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
        repeatingSubitem: item, count: columns)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    return UICollectionViewCompositionalLayout(section: section)
}

/// Runs the installed `tool` with `arguments`: its exit status and standard error, or `nil`
/// when it is not installed or cannot be started.
func run(tool: String, _ arguments: [String]) -> (status: Int32, errors: String)? {
    guard let path = ProcessRunner.executable(named: tool), let result = try? ProcessRunner.run(path, arguments) else {
        return nil
    }
    return (result.status, String(decoding: result.errors, as: UTF8.self))
}
