import CompositionalLayout
import Foundation
import LayoutFile
import Testing

/// A collection view exported, written in a format, read back and laid out.
@MainActor
struct RoundTrip {
    /// The export of the original view.
    let export: LayoutFileExport
    /// The file's text.
    let text: String
    /// The file read back and laid out.
    let hosted: HostedLayout

    /// Exports `collectionView`, encodes the document as `format`, decodes the bytes and lays
    /// the result out. Failures are recorded and rethrown.
    init(_ collectionView: UICollectionView, format: LayoutFileFormat, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        do {
            export = try LayoutFileDocument.export(collectionView)
        } catch {
            Issue.record("export failed: \(error)", sourceLocation: sourceLocation)
            throw error
        }
        let data = try export.document.encoded(as: format)
        text = String(decoding: data, as: UTF8.self)
        let fileName = "export.\(format.rawValue)"
        do {
            let decoded = try LayoutFileDocument.decode(data, fileName: fileName)
            hosted = try decoded.makeHostedLayout()
        } catch {
            Issue.record("the exported file does not load:\n\(error)\n\(text)", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// The first difference between the original's frames and the file's, or `nil` when
    /// every element (frame, kind, index path, zIndex) and the content size are equal.
    func firstDifference(from original: UICollectionView, in rect: CGRect? = nil) -> String? {
        let before = elements(of: original, in: rect)
        let after = elements(of: hosted.collectionView, in: rect)
        if before.contentSize != after.contentSize {
            return "content size: original \(before.contentSize), file \(after.contentSize)"
        }
        if before.elements.count != after.elements.count {
            let missing = Set(before.elements).subtracting(after.elements).sorted().prefix(3)
            let extra = Set(after.elements).subtracting(before.elements).sorted().prefix(3)
            return "original has \(before.elements.count) elements, file \(after.elements.count); "
                + "only in the original: \(missing.map(\.description)); only in the file: \(extra.map(\.description))"
        }
        for (left, right) in zip(before.elements, after.elements) where left != right {
            return "original: \(left)\nfile:     \(right)"
        }
        return nil
    }

    private func elements(of view: UICollectionView, in rect: CGRect?) -> (contentSize: CGSize, elements: [PlacedFrame]) {
        guard let rect else { return frames(of: view) }
        view.layoutIfNeeded()
        let attributes = view.collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        return (view.contentSize, attributes.map(PlacedFrame.init).sorted())
    }
}

extension PlacedFrame {
    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        let category: Int
        switch attributes.representedElementCategory {
        case .cell: category = 0
        case .supplementaryView: category = 1
        case .decorationView: category = 2
        }
        self.init(
            category: category, kind: attributes.representedElementKind ?? "", section: attributes.indexPath.section,
            item: attributes.indexPath.item, frame: attributes.frame, zIndex: attributes.zIndex)
    }
}
