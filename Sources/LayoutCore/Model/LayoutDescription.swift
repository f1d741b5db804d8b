/// Everything the solver needs: sections, their item counts, and the configuration.
public struct LayoutDescription: Hashable, Sendable {
    /// One entry per section, in order.
    public var sections: [SectionInput]
    /// Layout-wide settings.
    public var configuration: LayoutConfiguration

    /// Creates a description.
    public init(sections: [SectionInput], configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.sections = sections
        self.configuration = configuration
    }
}

/// A section's description with the number of items the data source gives it. A `nil`
/// description stands for a section the provider returned nothing for.
public struct SectionInput: Hashable, Sendable {
    /// The section's description, if the provider returned one.
    public var section: Section?
    /// The number of items in the section.
    public var itemCount: Int

    /// Creates a section input.
    public init(section: Section?, itemCount: Int) {
        self.section = section
        self.itemCount = itemCount
    }
}
