import CompositionalLayout
import LayoutRendering

/// The elements a renderer draws, counted on the progress line (standard error, when it is
/// a terminal) as the renderer visits them: `drawing elements: 412,000 of 1,000,000 (41%)`.
@MainActor
final class ProgressCountedElements: @MainActor SceneElements {
    private let base: StreamedSceneElements
    private let progress: ProgressReporter

    /// `base`, counted under `label` towards its count.
    init(_ base: StreamedSceneElements, label: String) {
        self.base = base
        progress = ProgressReporter.standardError(label: label, total: base.count)
    }

    var count: Int { base.count }
    var extentOutsideRows: SceneExtent? { base.extentOutsideRows }
    var kinds: [SceneElementKind] { base.kinds }

    func forEachElement<Failure: Error>(_ body: (_ index: Int, _ element: SceneElement) throws(Failure) -> Void)
        throws(Failure)
    {
        try base.forEachElement { (index, element) throws(Failure) in
            progress.advance()
            try body(index, element)
        }
    }

    func forEachElement<Failure: Error>(
        inRowOfSection section: Int, _ body: (_ index: Int, _ element: SceneElement) throws(Failure) -> Void
    ) throws(Failure) {
        try base.forEachElement(inRowOfSection: section) { (index, element) throws(Failure) in
            progress.advance()
            try body(index, element)
        }
    }

    /// Clears the progress line, if one was printed.
    func finish() {
        progress.finish()
    }
}
