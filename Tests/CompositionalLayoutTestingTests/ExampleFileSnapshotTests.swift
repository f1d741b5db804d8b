import CompositionalLayout
import CompositionalLayoutTesting
import Foundation
import LayoutFile
import SnapshotTesting
import Testing

/// Every layout file in `Examples/`, laid out in its own host and measured, drawn as SVG and
/// compared with its reference picture in `__Snapshots__/ExampleFileSnapshotTests/` (the
/// rendering of each example; re-record with `SNAPSHOT_TESTING_RECORD=all`). The frames
/// themselves are checked against the Swift examples and hand-computed values elsewhere
/// (`ExampleFilesTests`, `GalleryExampleTests`, `SampleLayoutTests`).
@MainActor
@Suite struct ExampleFileSnapshotTests {
    /// The `Examples/` folder of this repository.
    nonisolated static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// The layout files, by name.
    nonisolated static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }()

    @Test("Examples/ holds the files this suite draws")
    func filesFound() {
        #expect(Self.files.count == 26, "found \(Self.files)")
    }

    @Test("each example file draws as its reference SVG", arguments: files)
    func drawing(_ file: String) throws {
        let document = try LayoutFileDocument.load(contentsOf: Self.folder.appendingPathComponent(file))
        let hosted = try document.makeHostedLayout()
        // The million-item grid is drawn for its first two screens (a whole drawing would be
        // some 200 MB).
        let long = hosted.collectionView.contentSize.height > 50 * hosted.collectionView.bounds.height
        let region = long ? CGRect(x: 0, y: 0, width: hosted.collectionView.bounds.width, height: 2 * 844) : nil
        assertSnapshot(
            of: hosted.collectionView, as: .svg(options: .init(title: file), region: region), named: file,
            testName: "example")
    }
}
