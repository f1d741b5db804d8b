import CompositionalLayout
import LayoutExamples
import LayoutFile

/// An example laid out in a headless collection view as a host says, measured if it sizes
/// itself, and scrolled to the host's offsets. Built on the main actor, where the layout
/// objects live.
@MainActor
struct ExampleRender {
    /// The laid-out view.
    let collectionView: UICollectionView
    /// The data source with the example's (or the options') item counts; the view holds it
    /// weakly, so this value keeps it alive.
    let dataSource: FixedCountDataSource

    /// Lays out `example` with `itemCounts` in a collection view set up as `host` says
    /// (`UICollectionView.apply(_:)`); then, for self-sizing examples, measures every
    /// element; then scrolls to the host's content and orthogonal offsets
    /// (`applyScrollOffsets(of:)`). Long steps report progress on standard error when it is
    /// a terminal.
    init(example: LayoutExample, host: CollectionViewHost, itemCounts: [Int]) throws {
        let layout = example.makeLayout()
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.apply(host)
        dataSource = FixedCountDataSource(itemCounts)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        if let compositional = layout as? UICollectionViewCompositionalLayout, let error = compositional.preparationError {
            throw ToolError("the example cannot be laid out: \(error)")
        }
        if let preferredSize = example.preferredSize {
            collectionView.preferredSizeProvider = preferredSize
            ProgressReporter.whileRunning("measuring") { HostedLayout.measureEverything(in: collectionView) }
            if let compositional = layout as? UICollectionViewCompositionalLayout,
                let rejected = compositional.rejectedMeasurements.first
            {
                throw ToolError("the example's measuring rule gave a size the layout rejected: \(rejected)")
            }
        }
        collectionView.applyScrollOffsets(of: host)
    }
}
