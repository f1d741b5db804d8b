import CompositionalLayout
import Foundation
import LayoutFile
import Testing

/// One laid-out element, identified the way UIKit identifies it.
struct PlacedFrame: Hashable, CustomStringConvertible, Comparable {
    var category: Int
    var kind: String
    var section: Int
    var item: Int
    var frame: CGRect
    var zIndex: Int

    var description: String {
        let name = ["cell", "supplementary", "decoration"][category]
        return "\(name) \(kind) [\(section), \(item)] x \(frame.minX) y \(frame.minY) w \(frame.width) h \(frame.height) z \(zIndex)"
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.category, lhs.kind, lhs.section, lhs.item) < (rhs.category, rhs.kind, rhs.section, rhs.item)
    }
}

/// Every element of a laid-out view, sorted by category, kind and index path; the content
/// size first.
@MainActor
func frames(of collectionView: UICollectionView) -> (contentSize: CGSize, elements: [PlacedFrame]) {
    collectionView.layoutIfNeeded()
    let size = collectionView.contentSize
    let everything = CGRect(x: -1e7, y: -1e7, width: 2e7 + size.width, height: 2e7 + size.height)
    let attributes = collectionView.collectionViewLayout.layoutAttributesForElements(in: everything) ?? []
    let elements = attributes.map { attributes -> PlacedFrame in
        let category: Int
        switch attributes.representedElementCategory {
        case .cell: category = 0
        case .supplementaryView: category = 1
        case .decorationView: category = 2
        }
        return PlacedFrame(
            category: category, kind: attributes.representedElementKind ?? "", section: attributes.indexPath.section,
            item: attributes.indexPath.item, frame: attributes.frame, zIndex: attributes.zIndex)
    }
    return (size, elements.sorted())
}

/// A Swift-written layout hosted as `host` describes, with `counts` items per section.
@MainActor
struct SwiftHosted {
    let collectionView: UICollectionView
    let dataSource: FixedCountDataSource

    init(
        _ layout: UICollectionViewLayout, counts: [Int], host: HostSpec = HostSpec(),
        preferredSize: ((UICollectionViewLayoutAttributes) -> CGSize)? = nil
    ) {
        collectionView = host.makeCollectionView(collectionViewLayout: layout)
        dataSource = FixedCountDataSource(counts)
        collectionView.dataSource = dataSource
        collectionView.preferredSizeProvider = preferredSize
        collectionView.layoutIfNeeded()
        if preferredSize != nil { HostedLayout.measureEverything(in: collectionView) }
        collectionView.applyScrollOffsets(of: host.collectionViewHost)
        collectionView.layoutIfNeeded()
    }
}

/// Decodes `text` (YAML unless the name says otherwise), failing the test on errors.
func document(_ text: String, fileName: String = "layout.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws -> LayoutFileDocument
{
    do {
        return try LayoutFileDocument.decode(Data(text.utf8), fileName: fileName)
    } catch {
        Issue.record("unexpected diagnostics:\n\(error.description)", sourceLocation: sourceLocation)
        throw error
    }
}

/// The diagnostics decoding `text` gives, as printed lines; empty when it decodes.
func diagnostics(_ text: String, fileName: String = "layout.yaml") -> [String] {
    do {
        _ = try LayoutFileDocument.decode(Data(text.utf8), fileName: fileName)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// The frames of the file's layout.
@MainActor
func fileFrames(_ text: String, fileName: String = "layout.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws -> (contentSize: CGSize, elements: [PlacedFrame])
{
    let hosted = try document(text, fileName: fileName, sourceLocation: sourceLocation).makeHostedLayout()
    return frames(of: hosted.collectionView)
}

/// Checks that the file and the Swift layout give the same content size and frames, and
/// that there is something to compare.
@MainActor
func expectSameFrames(
    file text: String, swift layout: UICollectionViewLayout, counts: [Int], host: HostSpec = HostSpec(),
    preferredSize: ((UICollectionViewLayoutAttributes) -> CGSize)? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let fromFile = try fileFrames(text, sourceLocation: sourceLocation)
    let hosted = SwiftHosted(layout, counts: counts, host: host, preferredSize: preferredSize)
    let fromSwift = frames(of: hosted.collectionView)
    #expect(!fromFile.elements.isEmpty, "nothing was laid out", sourceLocation: sourceLocation)
    #expect(fromFile.contentSize == fromSwift.contentSize, sourceLocation: sourceLocation)
    #expect(fromFile.elements.count == fromSwift.elements.count, sourceLocation: sourceLocation)
    for (fileElement, swiftElement) in zip(fromFile.elements, fromSwift.elements) where fileElement != swiftElement {
        Issue.record("file: \(fileElement)\nswift: \(swiftElement)", sourceLocation: sourceLocation)
        break
    }
    withExtendedLifetime(hosted) {}
}
