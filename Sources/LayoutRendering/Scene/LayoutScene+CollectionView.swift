import CompositionalLayout
import Foundation

extension LayoutScene {
    /// Reads the scene of `collectionView` as it is laid out now (laying it out first if
    /// needed): its elements in `region` (the whole content by default; give a region for
    /// very large layouts), its viewport, insets, orthogonal rows at their offsets, pinned
    /// items where the offset puts them, and the separators of list rows.
    ///
    /// Reading changes nothing in the collection view. Built on the main actor, where the
    /// view lives; the scene itself can go anywhere.
    @MainActor
    public init(collectionView: UICollectionView, region: CGRect? = nil) {
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        let compositional = layout as? UICollectionViewCompositionalLayout
        let size = collectionView.contentSize
        let everything = CGRect(x: -1e9, y: -1e9, width: 2e9 + Double(size.width), height: 2e9 + Double(size.height))
        let attributes = layout.layoutAttributesForElements(in: region ?? everything) ?? []
        let rowGeometries = collectionView.orthogonalRowGeometries
        let pinGeometries = collectionView.pinnedBoundaryItemGeometries
        let pinnedKeys = Set(pinGeometries.map { PinKey(kind: $0.kind, section: $0.indexPath.section) })
        // One row per section. Looked up per element, never iterated, so the scene's order does
        // not depend on hashing.
        let rowsBySection = Dictionary(uniqueKeysWithValues: rowGeometries.map { ($0.section, $0) })

        var elements: [SceneElement] = attributes.map { attributes in
            let category = SceneElement.Category(attributes.representedElementCategory)
            let section = attributes.indexPath.section
            let item = attributes.indexPath.item
            let kind = attributes.representedElementKind
            var separators: [CGRect] = []
            if category == .cell, let lines = compositional?.listSeparators(forItemAt: attributes.indexPath) {
                separators = [lines.top?.frame, lines.bottom?.frame].compactMap { $0 }
            }
            let isPinned =
                category == .supplementaryView && item == 0
                && kind.map { pinnedKeys.contains(PinKey(kind: $0, section: section)) } ?? false
            return SceneElement(
                category: category, kind: kind, section: section, item: item, frame: attributes.frame,
                zIndex: attributes.zIndex, isHidden: attributes.isHidden, alpha: Double(attributes.alpha),
                rowSection: rowsBySection[section].flatMap { $0.scrolls(attributes) ? section : nil },
                isPinned: isPinned, separators: separators)
        }
        elements.sort { $0.paintsBefore($1) }

        let vertical = compositional?.configuration.scrollDirection != .horizontal
        let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let axis: Axis = vertical ? .vertical : .horizontal
        var pinnedIndices: [PinKey: Int] = [:]
        for (index, element) in elements.enumerated() where element.isPinned {
            if let kind = element.kind { pinnedIndices[PinKey(kind: kind, section: element.section)] = index }
        }
        let pins: [ScenePin] = pinGeometries.compactMap { geometry in
            // A pinned item outside `region` is not in the scene, so it has no pin either.
            guard let index = pinnedIndices[PinKey(kind: geometry.kind, section: geometry.indexPath.section)] else {
                return nil
            }
            return ScenePin(element: index, geometry: geometry)
        }
        let rows = rowGeometries.map { geometry in
            let horizontal = geometry.scrollDirection == .horizontal
            return SceneRow(
                section: geometry.section, behavior: SceneRow.Behavior(geometry.behavior),
                axis: horizontal ? .horizontal : .vertical, frame: geometry.frame,
                contentFrameAtRest: geometry.contentFrameAtRest,
                offset: Double(horizontal ? geometry.offset.x : geometry.offset.y),
                restingOffsets: geometry.restingOffsets.map { Double(horizontal ? $0.x : $0.y) })
        }
        self.init(
            scrollAxis: axis, isRightToLeft: rightToLeft, displayScale: Double(collectionView.traitCollection.displayScale),
            contentSize: size, viewport: collectionView.bounds, safeAreaInsets: Insets(collectionView.safeAreaInsets),
            adjustedContentInsets: Insets(collectionView.adjustedContentInset), elements: elements, rows: rows, pins: pins,
            region: region)
    }
}

/// A boundary item's identity: its kind and section (its item is always 0).
private struct PinKey: Hashable {
    var kind: String
    var section: Int
}

extension LayoutScene.Insets {
    /// The scene's insets for UIKit's.
    init(_ insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}

extension SceneElement.Category {
    /// The scene's category for UIKit's.
    init(_ category: UICollectionElementCategory) {
        switch category {
        case .cell: self = .cell
        case .supplementaryView: self = .supplementaryView
        case .decorationView: self = .decorationView
        }
    }
}

extension SceneRow.Behavior {
    /// The scene's behaviour for UIKit's; `.none` (not a row) never reaches a scene.
    init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        switch behavior {
        case .none, .continuous: self = .continuous
        case .continuousGroupLeadingBoundary: self = .continuousGroupLeadingBoundary
        case .paging: self = .paging
        case .groupPaging: self = .groupPaging
        case .groupPagingCentered: self = .groupPagingCentered
        }
    }
}
