extension Validation {
    /// A list section scrolls vertically, and its header's top padding, when set, is a
    /// finite length ≥ 0.
    static func validateList(of section: Section, in configuration: LayoutConfiguration, at path: LayoutPath)
        throws(LayoutError)
    {
        guard let list = section.list else { return }
        guard configuration.scrollAxis == .vertical else {
            throw LayoutError(.listNeedsVerticalScrolling, at: path.appending(.list))
        }
        if let padding = list.headerTopPadding {
            try validatePadding(padding, at: path.appending(.list).appending(.headerTopPadding))
        }
    }
}
