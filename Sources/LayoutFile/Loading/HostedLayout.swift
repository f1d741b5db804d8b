import CompositionalLayout
import Foundation

/// A layout file laid out: the headless collection view, its layout and the data source
/// that feeds it. Keep this value while using the view: the view holds its data source
/// weakly, as UIKit's does, and this value is what keeps it alive.
@MainActor
public struct HostedLayout {
    /// The collection view, laid out, at the file's content offset and orthogonal offsets.
    public let collectionView: UICollectionView
    /// The layout built from the file.
    public let layout: UICollectionViewCompositionalLayout
    /// The data source reporting the file's item counts (each section's `numberOfItems`).
    /// When the file gives its cells content, the view's data source is another one, which
    /// reads these counts and configures the cells (see ``LayoutFileDocument/hasContent``).
    public let dataSource: FixedCountDataSource
    /// The view's data source when the file gives content; kept here, as the view holds it
    /// weakly.
    let contentSource: LayoutFileContentSource?
    /// Problems that did not stop the layout: the decoder's warnings, then those found
    /// while hosting (an orthogonal offset for a section that is not a row).
    public let warnings: [LayoutFileDiagnostic]

    /// The most viewports ``measureEverything()`` scrolls through.
    public static let maximumMeasuringViewports = 100_000

    /// Measures every self-sizing element along the layout's scroll axis; see
    /// ``measureEverything(in:)``.
    public func measureEverything() {
        Self.measureEverything(in: collectionView)
    }

    /// Measures every self-sizing element of `collectionView` along its layout's scroll
    /// axis: the view only measures what its bounds show, so this scrolls from the resting
    /// offset one viewport at a time until the end of the content (which moves as elements
    /// are measured), at most ``maximumMeasuringViewports`` times, then scrolls back to the
    /// offset the view had. Elements of orthogonal rows beyond the view's width are
    /// measured only if their row's offset shows them.
    public static func measureEverything(in collectionView: UICollectionView) {
        let horizontal =
            (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection
            == .horizontal
        let original = collectionView.contentOffset
        let inset = collectionView.adjustedContentInset
        let resting = restingOffset(of: collectionView)
        let viewport = horizontal ? collectionView.bounds.width : collectionView.bounds.height
        collectionView.contentOffset = resting
        collectionView.layoutIfNeeded()
        if viewport > 0 {
            var offset = horizontal ? resting.x : resting.y
            for _ in 0..<maximumMeasuringViewports {
                let size = collectionView.contentSize
                let end = horizontal ? size.width + inset.right : size.height + inset.bottom
                guard offset + viewport < end else { break }
                offset += viewport
                collectionView.contentOffset = horizontal ? CGPoint(x: offset, y: resting.y) : CGPoint(x: resting.x, y: offset)
                collectionView.layoutIfNeeded()
            }
        }
        collectionView.contentOffset = original
        collectionView.layoutIfNeeded()
    }

    /// The content offset at which `collectionView` shows the start of its content: minus
    /// its adjusted content insets' top and left.
    static func restingOffset(of collectionView: UICollectionView) -> CGPoint {
        let inset = collectionView.adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }
}

extension LayoutFileDocument {
    /// Lays the file out: builds the layout (``makeLayout()``), a headless collection view
    /// set up as `host` describes, and a data source with the file's item counts (which, when
    /// the file gives content, dequeues list cells and supplementary views configured with
    /// it, so that they size themselves as an app's do); installs
    /// `measuredSizes` as the view's `preferredSizeProvider`; lays the view out; with
    /// `measuringEverything` (and measured sizes or content), measures every self-sizing element along
    /// the scroll axis, starting from the resting offset as an app opening the screen does
    /// (what is measured first decides where a flowing section's items go, so a file exported
    /// from a view measured that way lays out as that view did); then applies the content
    /// offset and the orthogonal offsets
    /// (`UICollectionView.applyScrollOffsets(of:)`); then performs the file's `update`, if
    /// any, as one batch update (its animations are the view's `lastUpdateAnimations`).
    ///
    /// - Throws: the engine's error when the layout cannot be prepared (a group that places
    ///   no items, a list in a horizontal layout, a variant that matches nothing, …) or when
    ///   it rejects a measured size, placed on the file's node where the path leads, or on
    ///   the nearest node the file has; the view's error when it refuses the `update`.
    @MainActor
    public func makeHostedLayout(measuringEverything: Bool = true) throws(LayoutFileError) -> HostedLayout {
        let choices = VariantChoices()
        let entries = SectionEntries(sections)
        let layout = makeLayout(recordingChoicesIn: choices, sections: entries)
        let spec = self.host ?? HostSpec()
        let host = spec.collectionViewHost
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.apply(host)
        let dataSource = FixedCountDataSource(sections.map(\.numberOfItems))
        let contentSource =
            hasContent ? LayoutFileContentSource(counts: dataSource, sections: entries, collectionView: collectionView) : nil
        collectionView.dataSource = contentSource ?? dataSource
        if let measuredSizes { collectionView.preferredSizeProvider = measuredSizes.makePreferredSizeProvider() }
        let measuring = measuringEverything && (measuredSizes != nil || contentSource != nil)
        if measuring { collectionView.contentOffset = HostedLayout.restingOffset(of: collectionView) }
        collectionView.layoutIfNeeded()
        if let error = layout.preparationError {
            throw LayoutFileError(diagnostics: [diagnostic(for: error, choices: choices.chosen)])
        }
        var warnings = source?.warnings ?? []
        if measuring {
            HostedLayout.measureEverything(in: collectionView)
        }
        // Measuring an element that starts above the visible area moves the content offset
        // (the view keeps what is shown in place), so the offset the file gives is set again
        // once the measurements are in: the view ends where the file says.
        let ignored = Set(collectionView.applyScrollOffsets(of: host))
        if let rejected = layout.rejectedMeasurements.first {
            throw LayoutFileError(diagnostics: [rejectedMeasurementDiagnostic(rejected)])
        }
        for (index, offset) in (spec.orthogonalScrollOffsets ?? []).enumerated() where ignored.contains(offset.section) {
            warnings.append(
                diagnostic(
                    at: "host.orthogonalScrollOffsets[\(index)]",
                    message: "section \(offset.section) does not scroll orthogonally; its offset has no effect",
                    severity: .warning))
        }
        try applyUpdate(to: collectionView, dataSource: dataSource, entries: entries)
        return HostedLayout(
            collectionView: collectionView, layout: layout, dataSource: dataSource, contentSource: contentSource,
            warnings: warnings)
    }

    /// A diagnostic at the file's node `path` (or its nearest ancestor in the file).
    func diagnostic(at path: String, message: String, severity: LayoutFileDiagnostic.Severity = .error)
        -> LayoutFileDiagnostic
    {
        let found = source?.nearestLocation(of: path)
        return LayoutFileDiagnostic(
            file: source?.fileName ?? "layout", line: found?.location.line, column: found?.location.column,
            path: found?.path ?? path, message: message, severity: severity)
    }

    private func rejectedMeasurementDiagnostic(_ error: CompositionalLayoutError) -> LayoutFileDiagnostic {
        diagnostic(at: "measuredSizes", message: "the layout rejected a measured size: \(error.description)")
    }
}
