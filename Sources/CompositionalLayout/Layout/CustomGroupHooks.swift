internal import LayoutCore

/// Answers the solver's requests for custom group frames by calling the user's providers
/// with an environment whose container is the group.
///
/// The providers are main-actor code (they build `NSCollectionLayoutGroupCustomItem`s), so
/// the conformance is isolated to the main actor: the compiler lets the solver use these
/// hooks only where it runs on the main actor, in `prepare()` and `setMeasuredSize`.
struct CustomGroupHooks: @MainActor SolverHooks {
    let providers: [NSCollectionLayoutGroupCustomItemProvider]
    let traitCollection: UITraitCollection
    /// What the providers answered, kept for exporters.
    let answers: CustomGroupAnswers
    /// The collection view the providers are called for (through its `callingOut`), if any.
    weak var collectionView: UICollectionView?

    @MainActor
    func customItems(forGroup id: Int, size: Size, contentInsets: DirectionalInsets) -> [CustomItem] {
        guard providers.indices.contains(id) else { return [] }
        let container = LayoutContainerValue(
            contentSize: CGSize(width: size.width, height: size.height),
            contentInsets: NSDirectionalEdgeInsets(
                top: contentInsets.top, leading: contentInsets.leading, bottom: contentInsets.bottom,
                trailing: contentInsets.trailing))
        let environment = LayoutEnvironmentValue(container: container, traitCollection: traitCollection)
        let provider = providers[id]
        let items =
            collectionView.map { $0.callingOut(.customGroupItemProvider) { provider(environment) } } ?? provider(environment)
        answers.record(items, forGroup: id)
        return items.map { item in
            CustomItem(
                frame: Rect(
                    x: Double(item.frame.origin.x), y: Double(item.frame.origin.y),
                    width: Double(item.frame.size.width), height: Double(item.frame.size.height)),
                zIndex: item.zIndex)
        }
    }
}

/// The first frames each custom group's provider returned during one `prepare()` (and the
/// measurements after it), and whether a later call returned other frames: the solver asks
/// again for every distinct group size, so a provider whose frames follow the group's size
/// answers differently when group sizes differ.
@MainActor
final class CustomGroupAnswers {
    private(set) var first: [Int: [NSCollectionLayoutGroupCustomItem]] = [:]
    private(set) var varied: Set<Int> = []

    nonisolated init() {}

    func record(_ items: [NSCollectionLayoutGroupCustomItem], forGroup id: Int) {
        guard let previous = first[id] else {
            first[id] = items
            return
        }
        let same =
            previous.count == items.count
            && zip(previous, items).allSatisfy { $0.frame == $1.frame && $0.zIndex == $1.zIndex }
        if !same { varied.insert(id) }
    }
}
