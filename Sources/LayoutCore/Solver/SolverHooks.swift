/// The solver's only way to call back into the caller: custom groups ask it for frames.
///
/// Implementations must be deterministic for the same arguments; the solver calls the hook
/// once per distinct custom group and geometry, not once per repetition (S-21).
public protocol SolverHooks {
    /// The frames of custom group `id` whose box is `size` and whose own content insets are
    /// `contentInsets`. Frames are relative to the group's origin inside those insets.
    func customItems(forGroup id: Int, size: Size, contentInsets: DirectionalInsets) -> [CustomItem]
}

/// Hooks for layouts without custom groups: every custom group is empty.
public struct NoHooks: SolverHooks {
    /// Creates the empty hooks.
    public init() {}

    /// Returns no frames.
    public func customItems(forGroup id: Int, size: Size, contentInsets: DirectionalInsets) -> [CustomItem] {
        []
    }
}
