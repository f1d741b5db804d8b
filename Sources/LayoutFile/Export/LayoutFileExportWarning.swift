/// Something a layout built in Swift had that an exported layout file cannot hold.
///
/// The exporter never drops a part of the layout without saying so: each loss is one of
/// these, with the path in the exported file where the part would have been. Most of them
/// change nothing about the frames in the exported host (a closure that only runs after
/// layout, a color); the description of each case says what a reader of the file loses.
public enum LayoutFileExportWarning: Hashable, Sendable, CustomStringConvertible {
    /// A section's `visibleItemsInvalidationHandler` is a closure; the file has no way to
    /// write it, so the exported layout shows the elements where the layout put them,
    /// without the handler's changes.
    case visibleItemsInvalidationHandler(section: Int)
    /// The collection view's `preferredSizeProvider` is a closure. The sizes it answered
    /// so far (`measuredSizes`, that many) are written as `measuredSizes.overrides`, so the
    /// exported host gives the same frames; elements it was never asked about keep their
    /// estimates in the file.
    case preferredSizeProvider(measuredSizes: Int)
    /// A custom group's item provider returned different frames for different group sizes
    /// (its groups have estimated sizes and were measured); a file's custom group has one
    /// set of frames, so the first answer was written.
    case customGroupFramesVary(path: String)
    /// A custom group's item provider was never called: no cell of the exported host reaches
    /// the group (its section is empty, or the section's items end before it). The group was
    /// written with no frames, which changes nothing in this host but is not the group the
    /// app would give for more items.
    case customGroupNotLaidOut(path: String)
    /// A list section whose row group was changed after `list(using:layoutEnvironment:)`
    /// (for example its row item's insets); a file's `list` always has the list's own rows,
    /// so the change was not written.
    case listGroupChanged(section: Int)
    /// A property of a list section's `UICollectionLayoutListConfiguration` that only acts
    /// outside layout (`separatorConfiguration`, `itemSeparatorHandler`, `backgroundColor`,
    /// the swipe action providers); the file's `list` has no key for it. Frames are
    /// unchanged; separators reported by `listSeparators(forItemAt:)` may differ.
    case listConfigurationProperty(section: Int, property: String)
    /// A value the format cannot hold (a negative host inset, a deceleration rate of 1 or
    /// more, inter-item spacing on a custom group); it was left out, with the reason.
    case valueNotWritten(path: String, reason: String)

    /// The path in the exported file that the warning concerns.
    public var path: String {
        switch self {
        case .visibleItemsInvalidationHandler(let section): return "sections[\(section)]"
        case .preferredSizeProvider: return "measuredSizes"
        case .customGroupFramesVary(let path), .customGroupNotLaidOut(let path): return path
        case .listGroupChanged(let section): return "sections[\(section)].list"
        case .listConfigurationProperty(let section, _): return "sections[\(section)].list"
        case .valueNotWritten(let path, _): return path
        }
    }

    /// `path: what was lost`, one line.
    public var description: String {
        let message: String
        switch self {
        case .visibleItemsInvalidationHandler:
            message = "the visibleItemsInvalidationHandler closure is not written; frames are exported without its changes"
        case .preferredSizeProvider(let count):
            message =
                "the preferredSizeProvider closure is not written; the \(count) size\(count == 1 ? "" : "s") it answered "
                + "are written as measuredSizes.overrides"
        case .customGroupFramesVary:
            message = "the custom group's item provider returned different frames for different group sizes; the first are written"
        case .customGroupNotLaidOut:
            message = "the custom group was never laid out (no cell reaches it), so its provider was never asked; it is written with no frames"
        case .listGroupChanged:
            message = "the list section's row group was changed after it was made; the file's list has the list's own rows"
        case .listConfigurationProperty(_, let property):
            message = "the list configuration's \(property) has no key in the file format and is not written"
        case .valueNotWritten(_, let reason):
            message = reason
        }
        return "\(path): warning: \(message)"
    }
}

/// Why a collection view could not be exported to a layout file.
public enum LayoutFileExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The view's layout is not a `UICollectionViewCompositionalLayout`.
    case notACompositionalLayout
    /// The layout could not be prepared; the engine's error, as `preparationError` gives it.
    case layoutFailed(String)
    /// The section provider returned no section for this index.
    case missingSection(Int)
    /// ``LayoutFileDocument/init(exporting:)`` was asked for an exact export and these
    /// parts could not be written. ``LayoutFileDocument/export(_:)`` returns them instead.
    case notExpressible([LayoutFileExportWarning])
    /// The exported document did not read back (a value out of the format's range, such
    /// as a negative frame size returned by a custom group's provider); the diagnostics of
    /// reading it.
    case unreadable([String])

    /// What went wrong, one line per problem.
    public var description: String {
        switch self {
        case .notACompositionalLayout:
            return "the collection view's layout is not a UICollectionViewCompositionalLayout"
        case .layoutFailed(let message):
            return "the layout cannot be prepared: \(message)"
        case .missingSection(let index):
            return "the section provider returned no section for section \(index)"
        case .notExpressible(let warnings):
            return (["the layout has parts a layout file cannot hold:"] + warnings.map(\.description))
                .joined(separator: "\n")
        case .unreadable(let diagnostics):
            return (["the exported file does not read back:"] + diagnostics).joined(separator: "\n")
        }
    }
}

/// An exported layout file and what it could not hold.
public struct LayoutFileExport: Hashable, Sendable {
    /// The document: host, configuration, one section per section of the collection view,
    /// and the measured sizes the layout holds.
    public var document: LayoutFileDocument
    /// What the document could not hold, in section order.
    public var warnings: [LayoutFileExportWarning]

    /// Creates an export result.
    public init(document: LayoutFileDocument, warnings: [LayoutFileExportWarning]) {
        self.document = document
        self.warnings = warnings
    }
}
