import CompositionalLayout
import LayoutRendering

/// The attributes JSON of a laid-out collection view, written element by element as the
/// layout produces them: in the order of `AttributesJSON.areInIncreasingOrder`, straight from
/// the layout's frames (`LayoutFrames.forEachFrameInIndexPathOrder`), in 64 KiB chunks. Nothing
/// is collected, so the memory used does not grow with the layout, and the first bytes are
/// out as soon as the layout is.
@MainActor
struct AttributesStream {
    /// The content size the view reports.
    let contentSize: CGSize
    /// The layout's frames, as its attributes report them.
    let frames: LayoutFrames
    /// How many items (cells) the view has: what the progress line counts towards.
    let itemCount: Int

    /// The rectangle the elements are read in: the whole content and far around it, as the
    /// tool has always queried it.
    var everything: CGRect {
        CGRect(x: -1e9, y: -1e9, width: 2e9 + Double(contentSize.width), height: 2e9 + Double(contentSize.height))
    }

    /// Reads what it needs of `collectionView`'s layout (laid out first if needed).
    ///
    /// - Throws: ``ToolError`` when the view's layout is not a compositional layout that is
    ///   prepared (the tool makes no other).
    init(_ collectionView: UICollectionView) throws {
        collectionView.layoutIfNeeded()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
            let frames = layout.frameSnapshot()
        else { throw ToolError("the layout could not be read: it is not a prepared compositional layout") }
        contentSize = collectionView.contentSize
        self.frames = frames
        var items = 0
        for section in 0..<frames.numberOfSections {
            items = items.addingReportingOverflow(frames.numberOfItems(inSection: section)).partialValue
        }
        itemCount = items
    }

    /// Writes the JSON and a final newline to `destination`, reporting progress (cells
    /// written of the items) on standard error when it is a terminal. Stops at the first
    /// failure to write, rethrown (``OutputClosed`` when the reader of a pipe has gone).
    func write(to destination: OutputFile) throws {
        let progress = ProgressReporter.standardError(label: "writing attributes", total: itemCount)
        defer { progress.finish() }
        var writer = AttributesJSON.Writer(
            contentSize: contentSize, output: ChunkedOutput { bytes in try destination.write(bytes) })
        try frames.forEachFrameInIndexPathOrder(in: everything) { element in
            writer.append(element)
            try writer.flushIfFull()
            if element.category == .cell { progress.advance() }
        }
        writer.finish()
        try writer.flush()
        try destination.write("\n")
    }
}
