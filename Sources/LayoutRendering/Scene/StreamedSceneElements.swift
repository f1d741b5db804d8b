import CompositionalLayout
import Foundation

/// The elements of a laid-out collection view's region, read from its layout as they are
/// drawn rather than held: a drawing of any number of elements in the memory of a few.
///
/// Painting order (``SceneElement/paintsBefore(_:)``) is zIndex, then category, then the order
/// the layout lists a category's elements in (`LayoutFrames.forEachFrameInIndexPathOrder`).
/// So the elements are drawn in one pass over the layout per zIndex and category present
/// (one or two in most layouts), after a first pass that counts them, finds how far they
/// reach, and numbers the pinned ones; each orthogonal row is one more pass over its own
/// section. Nothing is sorted and no element is kept.
///
/// The elements are the layout's values (`frameSnapshot()`), with what the sections'
/// visible-items handlers changed applied (`VisibleItemAdjustments`): what its attributes
/// report, so the drawing is the one ``LayoutScene/init(collectionView:region:)`` makes.
/// Built and walked on the main actor, where the view lives (list separators are the
/// layout's to compute).
///
/// ```swift
/// let (scene, elements) = StreamedSceneElements.scene(of: collectionView, region: nil)
/// try SVGRenderer().render(scene, elements: elements) { bytes in try file.write(bytes) }
/// ```
@MainActor
public struct StreamedSceneElements: @MainActor SceneElements {
    /// A place in painting order before index-path order: zIndex, then category.
    private struct PaintKey: Hashable, Comparable {
        var zIndex: Int
        var rank: Int

        static func < (a: PaintKey, b: PaintKey) -> Bool {
            a.zIndex != b.zIndex ? a.zIndex < b.zIndex : a.rank < b.rank
        }
    }

    private let frames: LayoutFrames
    /// The rectangle read: the scene's region, or the whole content and far around it.
    private let rect: CGRect
    private let reader: SceneElementReader
    private let adjustments: VisibleItemAdjustments
    /// Every zIndex and category present, in painting order.
    private let keys: [PaintKey]
    /// The index of the first element of each key.
    private let firstIndex: [PaintKey: Int]
    /// For each orthogonal row's section, how many elements of each key come in earlier
    /// sections.
    private let before: [Int: [PaintKey: Int]]

    /// How many elements there are.
    public let count: Int
    /// How far the frames of the elements outside orthogonal rows reach.
    public let extentOutsideRows: SceneExtent?
    /// Every category and kind the elements have, in the order the layout lists them first.
    public let kinds: [SceneElementKind]
    /// The pinned elements' indices, by kind and section.
    let pinnedIndices: [PinKey: Int]

    /// The scene of `collectionView` as it is laid out now (laid out first if needed), with
    /// no elements of its own, and its elements in `region` (the whole content when `nil`)
    /// to draw from: the pair renderers take (`SVGRenderer.render(_:elements:to:)`). The
    /// scene's pins index these elements. `nil` unless the view's layout is a prepared
    /// compositional layout, whose frames can be read as values.
    public static func scene(of collectionView: UICollectionView, region: CGRect?) -> (
        scene: LayoutScene, elements: StreamedSceneElements
    )? {
        guard let elements = StreamedSceneElements(collectionView, region: region) else { return nil }
        let scene = LayoutScene(
            collectionView: collectionView, reader: elements.reader, elements: [], pinnedIndices: elements.pinnedIndices,
            region: region)
        return (scene, elements)
    }

    /// Reads what the layout shows in `region` and makes the first pass: counts, extent,
    /// kinds and pinned elements.
    private init?(_ collectionView: UICollectionView, region: CGRect?) {
        collectionView.layoutIfNeeded()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
            let frames = layout.frameSnapshot()
        else { return nil }
        let reader = SceneElementReader(collectionView)
        let rect = region ?? LayoutScene.everything(ofContent: collectionView.contentSize)
        let adjustments = VisibleItemAdjustments(layout, frames: frames, bounds: collectionView.bounds)
        self.frames = frames
        self.reader = reader
        self.rect = rect
        self.adjustments = adjustments

        var counts: [PaintKey: Int] = [:]
        // The last element's key and how many of it came so far, written back to `counts`
        // when the key changes: consecutive elements mostly share one.
        var currentKey: PaintKey?
        var currentCount = 0
        var before: [Int: [PaintKey: Int]] = [:]
        var extent: SceneExtent?
        var kinds: [SceneElementKind] = []
        var seenKinds: Set<SceneElementKind> = []
        var lastKind: SceneElementKind?
        var pinned: [(key: PinKey, paint: PaintKey, rank: Int)] = []
        var total = 0
        var section = -1
        frames.forEachFrameInIndexPathOrder(in: rect) { plain in
            let element = Self.adjusted(plain, by: adjustments)
            let indexPath = element.indexPath
            if indexPath.section != section {
                section = indexPath.section
                if reader.rowSection(category: .cell, section: section, kind: nil) != nil {
                    if let currentKey { counts[currentKey] = currentCount }
                    before[section] = counts
                }
            }
            let key = Self.key(of: element)
            if key != currentKey {
                if let currentKey { counts[currentKey] = currentCount }
                currentKey = key
                currentCount = counts[key, default: 0]
            }
            let rank = currentCount
            currentCount += 1
            total += 1
            if reader.rowSection(category: element.category, section: section, kind: element.kind) == nil {
                if extent == nil { extent = SceneExtent(element.frame) } else { extent?.formUnion(element.frame) }
            }
            let kind = SceneElementKind(category: SceneElement.Category(element.category), kind: element.kind)
            if kind != lastKind {
                lastKind = kind
                if seenKinds.insert(kind).inserted { kinds.append(kind) }
            }
            if let name = element.kind,
                reader.isPinned(category: element.category, section: section, item: indexPath.item, kind: name)
            {
                pinned.append((PinKey(kind: name, section: section), key, rank))
            }
        }
        if let currentKey { counts[currentKey] = currentCount }
        keys = counts.keys.sorted()
        var firstIndex: [PaintKey: Int] = [:]
        var next = 0
        for key in keys {
            firstIndex[key] = next
            next += counts[key, default: 0]
        }
        self.firstIndex = firstIndex
        self.before = before
        count = total
        extentOutsideRows = extent
        self.kinds = kinds
        var pinnedIndices: [PinKey: Int] = [:]
        for entry in pinned { pinnedIndices[entry.key] = firstIndex[entry.paint, default: 0] + entry.rank }
        self.pinnedIndices = pinnedIndices
    }

    /// Calls `body` with every element and its index, in painting order: one pass over the
    /// layout per zIndex and category.
    public func forEachElement<Failure: Error>(_ body: (_ index: Int, _ element: SceneElement) throws(Failure) -> Void)
        throws(Failure)
    {
        var memory = ListSectionMemory()
        for key in keys {
            var index = firstIndex[key, default: 0]
            try frames.forEachFrameInIndexPathOrder(in: rect) { (element) throws(Failure) in
                guard Self.key(of: element, by: adjustments) == key else { return }
                try body(index, sceneElement(element, memory: &memory))
                index += 1
            }
        }
    }

    /// Calls `body` with every element of the orthogonal row of `section` and its index, in
    /// painting order: one pass over that section per zIndex and category.
    public func forEachElement<Failure: Error>(
        inRowOfSection section: Int, _ body: (_ index: Int, _ element: SceneElement) throws(Failure) -> Void
    ) throws(Failure) {
        guard let earlier = before[section] else { return }
        var memory = ListSectionMemory()
        for key in keys {
            var index = firstIndex[key, default: 0] + earlier[key, default: 0]
            try frames.forEachFrameInIndexPathOrder(in: rect, sections: section..<section + 1) { (element) throws(Failure) in
                guard Self.key(of: element, by: adjustments) == key else { return }
                // The section's elements that stay put (its header, its background) count too.
                defer { index += 1 }
                guard reader.rowSection(category: element.category, section: section, kind: element.kind) != nil else {
                    return
                }
                try body(index, sceneElement(element, memory: &memory))
            }
        }
    }

    /// The scene element of `plain`, with what a visible-items handler changed.
    private func sceneElement(_ plain: ElementFrame, memory: inout ListSectionMemory) -> SceneElement {
        guard let attributes = adjustments[plain] else { return reader.element(plain, memory: &memory) }
        return reader.element(
            category: plain.category, kind: plain.kind, indexPath: plain.indexPath, frame: attributes.frame,
            zIndex: attributes.zIndex, isHidden: attributes.isHidden, alpha: Double(attributes.alpha), memory: &memory)
    }

    /// `plain` with the frame and zIndex a visible-items handler gave it.
    private static func adjusted(_ plain: ElementFrame, by adjustments: VisibleItemAdjustments) -> ElementFrame {
        guard let attributes = adjustments[plain] else { return plain }
        var element = plain
        element.frame = attributes.frame
        element.zIndex = attributes.zIndex
        return element
    }

    private static func key(of element: ElementFrame) -> PaintKey {
        PaintKey(zIndex: element.zIndex, rank: SceneElement.Category(element.category).paintRank)
    }

    /// The key of `plain` with the zIndex a visible-items handler gave it.
    private static func key(of plain: ElementFrame, by adjustments: VisibleItemAdjustments) -> PaintKey {
        let zIndex = adjustments[plain]?.zIndex ?? plain.zIndex
        return PaintKey(zIndex: zIndex, rank: SceneElement.Category(plain.category).paintRank)
    }
}
