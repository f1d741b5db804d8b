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

    @MainActor
    func customItems(forGroup id: Int, size: Size, contentInsets: DirectionalInsets) -> [CustomItem] {
        guard providers.indices.contains(id) else { return [] }
        let container = LayoutContainerValue(
            contentSize: CGSize(width: size.width, height: size.height),
            contentInsets: NSDirectionalEdgeInsets(
                top: contentInsets.top, leading: contentInsets.leading, bottom: contentInsets.bottom,
                trailing: contentInsets.trailing))
        let environment = LayoutEnvironmentValue(container: container, traitCollection: traitCollection)
        return providers[id](environment).map { item in
            CustomItem(
                frame: Rect(
                    x: Double(item.frame.origin.x), y: Double(item.frame.origin.y),
                    width: Double(item.frame.size.width), height: Double(item.frame.size.height)),
                zIndex: item.zIndex)
        }
    }
}
