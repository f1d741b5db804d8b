import CompositionalLayout
import Foundation
import LayoutExamples
import LayoutFile
import LayoutTestSupport
import Testing

/// The layout files of `Examples/` (issue 10, Must deliver 6): what the folder must hold,
/// and for each file the built-in Swift example it writes out, by name.
enum ExampleFiles {
    /// The repository's `Examples/` folder, found from this source file's path
    /// (`Tests/LayoutFileTests/ExampleFilesTests.swift`).
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples", isDirectory: true)

    /// Every layout file `Examples/` must hold, each named after a `LayoutExample`.
    static let layoutFiles: [String] = [
        "list.yaml", "grid.yaml", "inset-items-grid.yaml", "two-column.yaml", "distinct-sections.yaml",
        "adaptive-sections.yaml", "item-badges.yaml", "section-headers-footers.yaml", "pinned-section-headers.yaml",
        "section-background.yaml", "nested-groups.yaml", "orthogonal-sections.yaml", "orthogonal-behaviors.yaml",
        "conference-news-feed.yaml", "conference-video-sessions.yaml", "app-store.yaml", "photo-mosaic.yaml",
        "waterfall.yaml", "self-sizing-feed.yaml", "tag-cloud.yaml", "registered-cells.yaml", "update-feed.yaml",
        "million-grid.yaml",
        "list-inset-grouped.json", "settings.yaml", "inbox.yaml",
    ]

    /// The file too large to enumerate element by element.
    static let millionGrid = "million-grid.yaml"

    /// The file that lists a batch update; it has no Swift twin.
    static let updateFeed = "update-feed.yaml"

    /// The files whose cells show list content (issue 29); they have no Swift twin, and their
    /// frames are checked against hand-worked values (`FileContentTests`).
    static let contentFiles = ["settings.yaml", "inbox.yaml"]

    /// The files with a Swift twin.
    static let twinnedFiles = layoutFiles.filter { $0 != updateFeed && !contentFiles.contains($0) }

    /// The files compared element by element with their Swift examples.
    static let enumerableFiles = twinnedFiles.filter { $0 != millionGrid }

    /// The host every example file declares: the 390 × 844 phone at 3× the Swift examples'
    /// own tests use, with no safe area and the content at its top.
    static let standardHost = HostSpec(
        width: 390, height: 844, scale: 3, safeAreaInsets: EdgeInsetsSpec(), contentOffset: PointSpec())

    /// The file's name without its extension: the name of its Swift example.
    static func exampleName(_ fileName: String) -> String {
        (fileName as NSString).deletingPathExtension
    }
}

/// Each file of `Examples/` decodes without a diagnostic and, laid out and measured, gives
/// the same frames as the Swift `LayoutExample` of the same name hosted the same way: every
/// element's category, kind, index path, frame and zIndex, and the content size.
@MainActor
@Suite("Example files")
struct ExampleFilesTests {
    // MARK: The folder

    @Test("Examples/ holds exactly the expected layout files, its README and the example package")
    func folderContents() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ExampleFiles.folder.path)
            .filter { !$0.hasPrefix(".") }
        #expect(Set(names) == Set(ExampleFiles.layoutFiles + ["README.md", "ScreenPackage"]))
        #expect(Set(ExampleFiles.layoutFiles).count == ExampleFiles.layoutFiles.count)
    }

    @Test("Examples/README.md has one table row per layout file, in the folder's order")
    func readmeTable() throws {
        let readme = try String(contentsOf: ExampleFiles.folder.appendingPathComponent("README.md"), encoding: .utf8)
        // A row starts with the file's name as a link: | [`list.yaml`](list.yaml) | …
        let rows = readme.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| [`"), let end = line.dropFirst(4).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 4)..<end])
        }
        #expect(rows == ExampleFiles.layoutFiles)
    }

    // MARK: Each file

    @Test(
        "the file decodes without diagnostics, declares the standard host, and has its Swift example's item counts",
        arguments: ExampleFiles.twinnedFiles)
    func decodes(_ fileName: String) throws {
        let document = try load(fileName)
        #expect(document.source?.warnings == [])
        #expect(document.host == ExampleFiles.standardHost)
        let example = try #require(LayoutExample.named(ExampleFiles.exampleName(fileName)), "no Swift example \(fileName)")
        #expect(document.sections.map(\.numberOfItems) == example.itemCounts)
        // Measuring changes frames, so a file measures exactly when its example does.
        #expect((document.measuredSizes != nil) == (example.preferredSize != nil))
    }

    @Test("the file's frames equal its Swift example's, laid out and measured", arguments: ExampleFiles.enumerableFiles)
    func sameFramesAsSwift(_ fileName: String) throws {
        let document = try load(fileName)
        let example = try #require(LayoutExample.named(ExampleFiles.exampleName(fileName)))
        try expectSameFrames(document, example)
    }

    @Test("adaptive-sections follows the width as the Swift section provider does", arguments: [800.0, 801, 1000])
    func adaptiveWidths(_ width: Double) throws {
        var document = try load("adaptive-sections.yaml")
        document.host = document.host?.overriding(with: HostSpec(width: width))
        try expectSameFrames(document, .adaptiveSections)
    }

    @Test("million-grid: the first and last screens and the content size equal the Swift example's")
    func millionGrid() throws {
        let document = try load(ExampleFiles.millionGrid)
        let fromFile = try document.makeHostedLayout()
        let swift = SwiftExampleHost(.millionGrid, host: try #require(document.host))
        let size = fromFile.collectionView.contentSize
        #expect(size == swift.collectionView.contentSize)
        #expect(size == CGSize(width: 390, height: 46_000_116))
        let firstScreen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let lastScreen = CGRect(x: 0, y: size.height - 844, width: 390, height: 844)
        for screen in [firstScreen, lastScreen] {
            let fileElements = placedFrames(of: fromFile.collectionView, in: screen)
            let swiftElements = placedFrames(of: swift.collectionView, in: screen)
            #expect(fileElements.count >= 18, "screen \(screen) shows too little")
            expectSameElements(fileElements, swiftElements, "screen \(screen)")
        }
        // The very last item is on the last screen.
        #expect(placedFrames(of: fromFile.collectionView, in: lastScreen).contains { $0.item == 999_999 })
    }

    @Test("update-feed: after its update, every cell is where the data after the update puts it")
    func updateFeed() throws {
        let document = try load(ExampleFiles.updateFeed)
        #expect(document.source?.warnings == [])
        #expect(document.host == ExampleFiles.standardHost)
        let hosted = try document.makeHostedLayout()
        let view = hosted.collectionView
        // After: posts 6 − 1 deleted + 1 inserted − 1 moved out + 1 moved in = 6; the
        // inserted stories, 2; the photos (section 1 before), 4.
        #expect((0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } == [6, 2, 4])
        // Posts: 8 + 6 × 60 + 5 × 8 + 8 = 416; stories one row of 120; photos two rows of 100.
        #expect(view.contentSize == CGSize(width: 390, height: 416 + 120 + 200))
        var expected: [PlacedFrame] = []
        for item in 0..<6 {
            // x = leading inset 16, width 390 − 32 = 358; y = 8 + 68·item.
            expected.append(cell(0, item, CGRect(x: 16, y: 8 + 68 * Double(item), width: 358, height: 60)))
        }
        for item in 0..<2 {
            // Half of 390 is 195, less the item's insets of 4: x 195·item + 4, width 187; y 416 + 4.
            expected.append(cell(1, item, CGRect(x: 195 * Double(item) + 4, y: 420, width: 187, height: 112)))
        }
        for item in 0..<4 {
            // Two to a row: x 195·(item % 2) + 2, width 191; y 536 + 100·(item / 2) + 2.
            let x = 195 * Double(item % 2) + 2, y = 536 + 100 * Double(item / 2) + 2
            expected.append(cell(2, item, CGRect(x: x, y: y, width: 191, height: 96)))
        }
        #expect(frames(of: view).elements == expected.sorted())
        // Before the update: 10 cells shown; after it: 12. Living on (same item): posts
        // 0→1, 2→3, 4→2, 5→5 and the 4 photos; going: post 1 (deleted) and post 3 (reloaded);
        // coming: post 0 (inserted), post 4 (the reloaded one) and the 2 stories. 8 + 2 + 4 = 14.
        let animations = view.lastUpdateAnimations
        #expect(animations.count == 14)
        // Post 4 (y 8 + 68·4 = 280) moves up to row 2 (y 8 + 68·2 = 144).
        let moved = try #require(animations.first { $0.indexPathBeforeUpdate == IndexPath(item: 4, section: 0) })
        #expect(moved.indexPathAfterUpdate == IndexPath(item: 2, section: 0))
        #expect(moved.initialAttributes.frame.minY == 280 && moved.finalAttributes.frame.minY == 144)
    }

    private func cell(_ section: Int, _ item: Int, _ frame: CGRect) -> PlacedFrame {
        PlacedFrame(category: 0, kind: "", section: section, item: item, frame: frame, zIndex: 0)
    }

    // MARK: Support

    /// Loads `Examples/<fileName>`, failing the test with the diagnostics if it does not
    /// decode.
    private func load(_ fileName: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> LayoutFileDocument
    {
        do {
            return try LayoutFileDocument.load(contentsOf: ExampleFiles.folder.appendingPathComponent(fileName))
        } catch {
            Issue.record("\(fileName) has diagnostics:\n\(error.description)", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// Lays out `document` (measuring everything) and `example` in the document's host
    /// (measured the same way) and compares every element and the content size.
    private func expectSameFrames(
        _ document: LayoutFileDocument, _ example: LayoutExample, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let fromFile = try document.makeHostedLayout()
        let swift = SwiftExampleHost(example, host: try #require(document.host))
        let fileFrames = frames(of: fromFile.collectionView)
        let swiftFrames = frames(of: swift.collectionView)
        #expect(fromFile.warnings.isEmpty, sourceLocation: sourceLocation)
        #expect(fileFrames.contentSize == swiftFrames.contentSize, "\(example.name)", sourceLocation: sourceLocation)
        #expect(
            fileFrames.elements.filter { $0.category == 0 }.count == example.itemCounts.reduce(0, +),
            "\(example.name): not every cell was laid out", sourceLocation: sourceLocation)
        expectSameElements(fileFrames.elements, swiftFrames.elements, example.name, sourceLocation: sourceLocation)
        // The file's host also stands for the bare view the examples' own tests use
        // (MeasuredExample in CompositionalLayoutTests): at 390 wide, the same frames.
        if document.host?.width == 390 {
            let bare = SwiftExampleHost(example)
            let bareFrames = frames(of: bare.collectionView)
            #expect(
                fileFrames.contentSize == bareFrames.contentSize, "\(example.name), bare view",
                sourceLocation: sourceLocation)
            expectSameElements(
                fileFrames.elements, bareFrames.elements, "\(example.name), bare view", sourceLocation: sourceLocation)
        }
        expectSameScrolling(fromFile.collectionView, swift.collectionView, example.name, sourceLocation: sourceLocation)
    }

    /// What frames at rest cannot show: pinned elements after a vertical scroll, and how
    /// orthogonal rows scroll and come to rest (their behaviour), compared between the two
    /// views. Each view is put back at its offsets afterwards.
    private func expectSameScrolling(
        _ fromFile: UICollectionView, _ fromSwift: UICollectionView, _ label: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(fromFile.numberOfSections == fromSwift.numberOfSections, sourceLocation: sourceLocation)
        for section in 0..<fromFile.numberOfSections {
            let rowSize = fromFile.orthogonalContentSize(forSection: section)
            #expect(
                rowSize == fromSwift.orthogonalContentSize(forSection: section), "\(label) row \(section)",
                sourceLocation: sourceLocation)
            guard rowSize != nil else { continue }
            // Released at rest and flicked both ways, from a point inside the first group.
            for (x, velocity) in [(100.0, 0.0), (100, 1.5), (250, -1.5)] {
                let release = CGPoint(x: x, y: 0)
                let speed = CGPoint(x: velocity, y: 0)
                #expect(
                    fromFile.orthogonalRestingOffset(forSection: section, releasedAt: release, velocity: speed)
                        == fromSwift.orthogonalRestingOffset(forSection: section, releasedAt: release, velocity: speed),
                    "\(label) row \(section) released at \(x) with velocity \(velocity)", sourceLocation: sourceLocation)
            }
        }
        let size = fromFile.contentSize
        guard size.height > fromFile.bounds.height else { return }
        let original = (fromFile.contentOffset, fromSwift.contentOffset)
        // Part way down the first screen, where a pinned header has left its section's top.
        let scrolled = CGPoint(x: 0, y: min(300, size.height - fromFile.bounds.height))
        fromFile.contentOffset = scrolled
        fromSwift.contentOffset = scrolled
        expectSameElements(
            frames(of: fromFile).elements, frames(of: fromSwift).elements, "\(label) at offset \(scrolled.y)",
            sourceLocation: sourceLocation)
        fromFile.contentOffset = original.0
        fromSwift.contentOffset = original.1
        fromFile.layoutIfNeeded()
        fromSwift.layoutIfNeeded()
    }

    /// Checks that two sorted element lists are equal, recording their counts and the first
    /// element that differs, so a failure shows where the file and the code part ways.
    private func expectSameElements(
        _ fromFile: [PlacedFrame], _ fromSwift: [PlacedFrame], _ label: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(fromFile.count == fromSwift.count, "\(label): element counts", sourceLocation: sourceLocation)
        if let index = zip(fromFile.indices, fromSwift.indices).first(where: { fromFile[$0] != fromSwift[$1] })?.0 {
            Issue.record(
                "\(label): element \(index) differs\nfile:  \(fromFile[index])\nswift: \(fromSwift[index])",
                sourceLocation: sourceLocation)
        }
    }

    /// The elements of `collectionView` in `rect`, sorted as ``frames(of:)`` sorts them.
    private func placedFrames(of collectionView: UICollectionView, in rect: CGRect) -> [PlacedFrame] {
        (collectionView.collectionViewLayout.layoutAttributesForElements(in: rect) ?? []).map { attributes in
            let category: Int
            switch attributes.representedElementCategory {
            case .cell: category = 0
            case .supplementaryView: category = 1
            case .decorationView: category = 2
            }
            return PlacedFrame(
                category: category, kind: attributes.representedElementKind ?? "", section: attributes.indexPath.section,
                item: attributes.indexPath.item, frame: attributes.frame, zIndex: attributes.zIndex)
        }.sorted()
    }
}

/// A Swift example shown the way a file is: in the view `host` describes, with the
/// example's item counts and measuring rule; when it has one, every self-sizing element
/// is measured by scrolling through the content, as ``HostedLayout/measureEverything()``
/// does for a file.
@MainActor
struct SwiftExampleHost {
    let collectionView: UICollectionView
    let dataSource: FixedCountDataSource

    init(_ example: LayoutExample, host: HostSpec) {
        self.init(example, view: host.makeCollectionView(collectionViewLayout: example.makeLayout()))
        collectionView.applyScrollOffsets(of: host.collectionViewHost)
        collectionView.layoutIfNeeded()
    }

    /// The example in a bare 390 × 844 view at scale 3 (no safe area, margins, screen or
    /// size classes set), as the examples' own tests show them.
    init(_ example: LayoutExample) {
        let host = TestHost(
            example.makeLayout(), itemCounts: example.itemCounts, width: 390, height: 844, scale: 3,
            preferredSize: example.preferredSize)
        collectionView = host.collectionView
        dataSource = host.dataSource
        if example.preferredSize != nil { HostedLayout.measureEverything(in: collectionView) }
    }

    private init(_ example: LayoutExample, view: UICollectionView) {
        collectionView = view
        dataSource = FixedCountDataSource(example.itemCounts)
        collectionView.dataSource = dataSource
        collectionView.preferredSizeProvider = example.preferredSize
        collectionView.layoutIfNeeded()
        if example.preferredSize != nil { HostedLayout.measureEverything(in: collectionView) }
    }
}
