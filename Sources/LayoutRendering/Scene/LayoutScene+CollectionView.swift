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
        let size = collectionView.contentSize
        let attributes = layout.layoutAttributesForElements(in: region ?? Self.everything(ofContent: size)) ?? []
        let reader = SceneElementReader(collectionView)
        var elements: [SceneElement] = attributes.map { attributes in
            reader.element(
                category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                indexPath: attributes.indexPath, frame: attributes.frame, zIndex: attributes.zIndex,
                isHidden: attributes.isHidden, alpha: Double(attributes.alpha))
        }
        elements.sort { $0.paintsBefore($1) }
        var pinnedIndices: [PinKey: Int] = [:]
        for (index, element) in elements.enumerated() where element.isPinned {
            if let kind = element.kind { pinnedIndices[PinKey(kind: kind, section: element.section)] = index }
        }
        self.init(collectionView: collectionView, reader: reader, elements: elements, pinnedIndices: pinnedIndices, region: region)
    }

    /// The scene of `collectionView` with `elements` (empty when they are streamed) and the
    /// pins of the pinned elements at `pinnedIndices` (a pinned item outside the region is
    /// not drawn, so it has no pin either).
    @MainActor
    init(
        collectionView: UICollectionView, reader: SceneElementReader, elements: [SceneElement],
        pinnedIndices: [PinKey: Int], region: CGRect?
    ) {
        let compositional = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        let axis = Axis(compositional?.configuration.scrollDirection ?? .vertical)
        let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let pins: [ScenePin] = reader.pins.compactMap { geometry in
            guard let index = pinnedIndices[PinKey(kind: geometry.kind, section: geometry.indexPath.section)] else {
                return nil
            }
            return ScenePin(element: index, geometry: geometry)
        }
        let rows = reader.rows.map { geometry in
            let horizontal = geometry.scrollDirection == .horizontal
            return SceneRow(
                section: geometry.section, behavior: SceneRow.Behavior(geometry.behavior),
                axis: Axis(geometry.scrollDirection), frame: geometry.frame,
                contentFrameAtRest: geometry.contentFrameAtRest,
                offset: Double(horizontal ? geometry.offset.x : geometry.offset.y),
                restingOffsets: geometry.restingOffsets.map { Double(horizontal ? $0.x : $0.y) })
        }
        self.init(
            scrollAxis: axis, isRightToLeft: rightToLeft, displayScale: Double(collectionView.traitCollection.displayScale),
            contentSize: collectionView.contentSize, viewport: collectionView.bounds,
            safeAreaInsets: Insets(collectionView.safeAreaInsets),
            adjustedContentInsets: Insets(collectionView.adjustedContentInset), elements: elements, rows: rows, pins: pins,
            region: region)
    }

    /// The rectangle a scene without a region reads: the content of `size` and far around it.
    static func everything(ofContent size: CGSize) -> CGRect {
        CGRect(x: -1e9, y: -1e9, width: 2e9 + Double(size.width), height: 2e9 + Double(size.height))
    }
}

extension LayoutScene.Insets {
    /// The scene's insets for UIKit's.
    init(_ insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}

extension LayoutScene.Axis {
    /// The axis along which content scrolling in `direction` moves.
    init(_ direction: UICollectionView.ScrollDirection) {
        switch direction {
        case .vertical: self = .vertical
        case .horizontal: self = .horizontal
        }
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
