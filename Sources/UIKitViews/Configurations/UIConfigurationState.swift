/// The state a configuration is updated for: the view's traits, its system states (selected,
/// highlighted, …) and any custom states the app adds.
public protocol UIConfigurationState {
    /// Creates a state with `traitCollection` and no other state set.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state describes.
    var traitCollection: UITraitCollection { get set }
    /// The custom state stored under `key`, or `nil`.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
