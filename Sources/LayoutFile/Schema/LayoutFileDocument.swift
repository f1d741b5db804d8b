/// A layout file: the host, the layout's configuration and sections, and how its
/// self-sizing elements measure. JSON and YAML files share this one schema; keys follow
/// UIKit's property and parameter names.
///
/// ```yaml
/// version: 1
/// host: {width: 390, height: 844}
/// sections:
///   - numberOfItems: 20
///     group:
///       horizontal:
///         layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
///         subitems:
///           - layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}
/// ```
///
/// Read one with ``load(contentsOf:)`` or ``decode(_:fileName:format:)``; lay it out with
/// ``makeHostedLayout(measuringEverything:)``. The document is a value: a tool may change it
/// (for example its ``host``) between decoding and laying out.
public struct LayoutFileDocument: Hashable, Sendable, Encodable {
    /// The format version this build reads and writes.
    public static let currentVersion = 1

    /// `version`: the format's version; must be ``currentVersion``.
    public var version: Int
    /// `host`; `nil` takes every default.
    public var host: HostSpec?
    /// `configuration`; `nil` takes UIKit's defaults.
    public var configuration: ConfigurationSpec?
    /// `sections`, in order.
    public var sections: [SectionEntry]
    /// `measuredSizes`; `nil` leaves self-sizing elements at their estimates.
    public var measuredSizes: MeasuredSizesSpec?
    /// `update`: one batch update applied once the layout is laid out (see
    /// ``UpdateOperationSpec``); `nil` for none. `sections` describe the data before it.
    public var update: [UpdateOperationSpec]?
    /// Where the document was decoded from; `nil` for a document built in code. Not encoded.
    public var source: LayoutFileSource?

    /// Creates a document.
    public init(
        version: Int = LayoutFileDocument.currentVersion, host: HostSpec? = nil, configuration: ConfigurationSpec? = nil,
        sections: [SectionEntry], measuredSizes: MeasuredSizesSpec? = nil,
        update: [UpdateOperationSpec]? = nil
    ) {
        self.version = version
        self.host = host
        self.configuration = configuration
        self.sections = sections
        self.measuredSizes = measuredSizes
        self.update = update
    }

    /// The document's keys, in the order they are written.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, host, configuration, sections, measuredSizes, update
    }

    /// Whether the documents describe the same layout; where they came from (``source``)
    /// does not count, so a decoded document equals the same document built in code.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.version == rhs.version && lhs.host == rhs.host && lhs.configuration == rhs.configuration
            && lhs.sections == rhs.sections && lhs.measuredSizes == rhs.measuredSizes
            && lhs.update == rhs.update
    }

    /// Hashes what the document describes (not its source).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        hasher.combine(host)
        hasher.combine(configuration)
        hasher.combine(sections)
        hasher.combine(measuredSizes)
        hasher.combine(update)
    }
}
