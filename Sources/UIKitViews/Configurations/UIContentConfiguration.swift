/// A description of a view's content (its text, images, layout settings) from which the
/// view that shows it is made, as cells use through `contentConfiguration`.
///
/// Conforming types are usually structs: configurations are cheap values the app fills in
/// and sets, and the cell makes or updates its content view from them.
public protocol UIContentConfiguration {
    /// Makes a new content view that shows this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// This configuration as it should look in `state` (selected, highlighted, …): a copy
    /// with the state's styling applied to what the app left at its defaults.
    func updated(for state: UIConfigurationState) -> Self
}
