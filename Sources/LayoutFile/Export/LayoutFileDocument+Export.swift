import CompositionalLayout
import Foundation

extension LayoutFileDocument {
    /// Exports a collection view showing a compositional layout as a layout file that lays
    /// out to the same frames, and lists what the file could not hold.
    ///
    /// The view is laid out first. What is exported:
    ///
    /// - **sections**: one entry per section of the data source, with its item count and the
    ///   section object the section provider returned when the layout was last prepared for
    ///   this view. A provider that answers differently in other environments is not asked
    ///   again: the file describes this host, and has no variants. A section made by
    ///   `list(using:layoutEnvironment:)` is written as `list:` and one made by
    ///   `orthogonalLayoutSectionForMediaItems()` as `mediaItems: true`, each with the
    ///   section properties the app changed afterwards. Values equal to their defaults are
    ///   left out.
    /// - **custom groups**: the frames their item provider returned for this host.
    /// - **configuration**: the properties that differ from UIKit's defaults.
    /// - **host**: size, display scale and safe area always; layout margins when the app set
    ///   them; the content inset, the screen size, the layout direction, the size classes,
    ///   the content offset and the orthogonal rows' offsets when they differ from the file
    ///   format's defaults.
    /// - **measuredSizes**: every size the layout took from the view's
    ///   `preferredSizeProvider`, as `overrides`.
    ///
    /// - Returns: the document and the warnings, each naming the file path of a part that
    ///   could not be written (closures, list properties that act outside layout, values out
    ///   of the format's range).
    /// - Throws: ``LayoutFileExportError``: the layout is not compositional or cannot be
    ///   prepared, or the exported document would not read back.
    @MainActor
    public static func export(_ collectionView: UICollectionView) throws(LayoutFileExportError) -> LayoutFileExport {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout else {
            throw .notACompositionalLayout
        }
        collectionView.layoutIfNeeded()
        if let error = layout.preparationError { throw .layoutFailed(error.description) }
        let sectionObjects = layout.preparedSections ?? []
        var exporter = LayoutExporter(layout: layout)
        var sections: [SectionEntry] = []
        for index in 0..<collectionView.numberOfSections {
            guard sectionObjects.indices.contains(index), let section = sectionObjects[index] else {
                throw .missingSection(index)
            }
            sections.append(
                SectionEntry(
                    numberOfItems: collectionView.numberOfItems(inSection: index),
                    section: exporter.section(section, index: index)))
        }
        let configuration = exporter.configuration(layout.configuration)
        var warnings = exporter.warnings
        let host = HostSpec(exporting: collectionView, sectionCount: sections.count, warnings: &warnings)
        let measured = layout.measuredSizes.map { measured in
            MeasuredSizeOverrideSpec(
                section: measured.indexPath.section, item: measured.indexPath.item, elementKind: measured.elementKind,
                width: number(measured.size.width), height: number(measured.size.height))
        }
        if collectionView.preferredSizeProvider != nil {
            warnings.append(.preferredSizeProvider(measuredSizes: measured.count))
        }
        let document = LayoutFileDocument(
            host: host, configuration: configuration, sections: sections,
            measuredSizes: measured.isEmpty ? nil : MeasuredSizesSpec(overrides: measured))
        // What the decoder would reject (a negative custom frame size, a NaN) is caught here
        // rather than by whoever reads the file.
        do {
            _ = try LayoutFileDocument.decode(try document.encoded(as: .json), fileName: "export.json", format: .json)
        } catch let error as LayoutFileError {
            throw .unreadable(error.diagnostics.map(\.description))
        } catch {
            throw .unreadable([String(describing: error)])
        }
        return LayoutFileExport(document: document, warnings: warnings)
    }

    /// Exports a collection view as ``export(_:)`` does, when the file can hold all of its
    /// layout.
    ///
    /// ```swift
    /// let document = try LayoutFileDocument(exporting: collectionView)
    /// try document.encoded(as: .yaml).write(to: URL(fileURLWithPath: "layout.yaml"))
    /// ```
    ///
    /// - Throws: ``LayoutFileExportError/notExpressible(_:)`` with the warnings when
    ///   anything could not be written (use ``export(_:)`` to take the document anyway), or
    ///   any other error of ``export(_:)``.
    @MainActor
    public init(exporting collectionView: UICollectionView) throws(LayoutFileExportError) {
        let export = try Self.export(collectionView)
        guard export.warnings.isEmpty else { throw .notExpressible(export.warnings) }
        self = export.document
    }
}

extension HostSpec {
    /// The host a collection view is: its values that the file's defaults would not give.
    @MainActor
    init(exporting view: UICollectionView, sectionCount: Int, warnings: inout [LayoutFileExportWarning]) {
        func lengths(_ insets: UIEdgeInsets, _ key: String) -> EdgeInsetsSpec {
            var spec = EdgeInsetsSpec(
                top: number(insets.top), left: number(insets.left), bottom: number(insets.bottom), right: number(insets.right))
            let edges: [(WritableKeyPath<EdgeInsetsSpec, Double>, String)] = [
                (\.top, "top"), (\.left, "left"), (\.bottom, "bottom"), (\.right, "right"),
            ]
            for (edge, name) in edges where !(spec[keyPath: edge] >= 0) || !spec[keyPath: edge].isFinite {
                warnings.append(
                    .valueNotWritten(
                        path: "host.\(key).\(name)",
                        reason: "\(key) must be finite and >= 0 in a layout file, found \(spec[keyPath: edge]); written as 0"))
                spec[keyPath: edge] = 0
            }
            return spec
        }
        let size = view.frame.size
        self.init(
            width: number(size.width), height: number(size.height), scale: number(view.traitCollection.displayScale),
            safeAreaInsets: lengths(view.safeAreaInsets, "safeAreaInsets"))
        if view.layoutMarginsAreSet { layoutMargins = lengths(view.layoutMargins, "layoutMargins") }
        if view.contentInset != .zero { contentInset = lengths(view.contentInset, "contentInset") }
        if view.screenSize != size {
            screen = SizeValueSpec(width: number(view.screenSize.width), height: number(view.screenSize.height))
        }
        if view.effectiveUserInterfaceLayoutDirection != .leftToRight {
            layoutDirection = view.effectiveUserInterfaceLayoutDirection
        }
        let horizontal = view.traitCollection.horizontalSizeClass
        if horizontal != Self.defaultHorizontalSizeClass { horizontalSizeClass = horizontal }
        let vertical = view.traitCollection.verticalSizeClass
        if vertical != Self.defaultVerticalSizeClass { verticalSizeClass = vertical }
        if view.contentOffset != HostedLayout.restingOffset(of: view) {
            contentOffset = PointSpec(x: number(view.contentOffset.x), y: number(view.contentOffset.y))
        }
        var offsets: [OrthogonalScrollOffsetSpec] = []
        for section in 0..<sectionCount where view.orthogonalContentSize(forSection: section) != nil {
            let offset = view.orthogonalScrollOffset(forSection: section)
            if offset != .zero { offsets.append(OrthogonalScrollOffsetSpec(section: section, x: number(offset.x), y: number(offset.y))) }
        }
        if !offsets.isEmpty { orthogonalScrollOffsets = offsets }
    }
}
