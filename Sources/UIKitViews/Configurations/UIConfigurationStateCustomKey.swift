/// The name of an app-defined state kept in a configuration state (its subscript), such as
/// "is favorite".
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a key from its name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
