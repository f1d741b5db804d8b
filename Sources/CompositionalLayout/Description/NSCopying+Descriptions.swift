// NSCopying for the value-like description classes and the configuration. Each copy is a new
// object with equal values; objects inside (a size's dimensions, an edge spacing's spacings, a
// configuration's boundary items) are copied too, so nothing is shared with the original.
// The item classes and sections copy in their own files.

extension NSCollectionLayoutDimension: @preconcurrency NSCopying {
    /// A new dimension of the same kind and value.
    public func copy(with zone: NSZone? = nil) -> Any { copyDimension() }
    /// ``copy(with:)`` without a zone.
    public func copy() -> Any { copyDimension() }
    /// The copy, typed.
    func copyDimension() -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: kind, dimension: dimension) }
}

extension NSCollectionLayoutSize: @preconcurrency NSCopying {
    /// A new size with copies of both dimensions.
    public func copy(with zone: NSZone? = nil) -> Any { copySize() }
    /// ``copy(with:)`` without a zone.
    public func copy() -> Any { copySize() }
    /// The copy, typed.
    func copySize() -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: widthDimension.copyDimension(), heightDimension: heightDimension.copyDimension())
    }
}

extension NSCollectionLayoutSpacing: @preconcurrency NSCopying {
    /// A new spacing of the same kind and value.
    public func copy(with zone: NSZone? = nil) -> Any { copySpacing() }
    /// ``copy(with:)`` without a zone.
    public func copy() -> Any { copySpacing() }
    /// The copy, typed.
    func copySpacing() -> NSCollectionLayoutSpacing { isFixedSpacing ? .fixed(spacing) : .flexible(spacing) }
}

extension NSCollectionLayoutEdgeSpacing: @preconcurrency NSCopying {
    /// A new edge spacing with copies of its four spacings.
    public func copy(with zone: NSZone? = nil) -> Any { copyEdgeSpacing() }
    /// ``copy(with:)`` without a zone.
    public func copy() -> Any { copyEdgeSpacing() }
    /// The copy, typed.
    func copyEdgeSpacing() -> NSCollectionLayoutEdgeSpacing {
        NSCollectionLayoutEdgeSpacing(
            leading: leading?.copySpacing(), top: top?.copySpacing(), trailing: trailing?.copySpacing(),
            bottom: bottom?.copySpacing())
    }
}

extension NSCollectionLayoutAnchor: @preconcurrency NSCopying {
    /// A new anchor on the same edges with the same offset.
    public func copy(with zone: NSZone? = nil) -> Any { copyAnchor() }
    /// ``copy(with:)`` without a zone.
    public func copy() -> Any { copyAnchor() }
    /// The copy, typed.
    func copyAnchor() -> NSCollectionLayoutAnchor {
        isAbsoluteOffset
            ? NSCollectionLayoutAnchor(edges: edges, absoluteOffset: offset)
            : NSCollectionLayoutAnchor(edges: edges, fractionalOffset: offset)
    }
}

extension NSCollectionLayoutGroupCustomItem: @preconcurrency NSCopying {
    /// A new custom item with the same frame and zIndex.
    public func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutGroupCustomItem(frame: frame, zIndex: zIndex) }
    /// ``copy(with:)`` without a zone.
    public func copy() -> Any { copy(with: nil) }
}

extension UICollectionLayoutSectionOrthogonalScrollingProperties: @preconcurrency NSCopying {
    /// New properties with the same rate and bounce.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionLayoutSectionOrthogonalScrollingProperties()
        copy.decelerationRate = decelerationRate
        copy.bounce = bounce
        return copy
    }
    /// ``copy(with:)`` without a zone.
    public func copy() -> Any { copy(with: nil) }
}

extension UICollectionViewCompositionalLayoutConfiguration: @preconcurrency NSCopying {
    /// A new configuration with the same settings and copies of the boundary items. The
    /// layout keeps such a copy of the configuration it is given.
    public func copy(with zone: NSZone? = nil) -> Any { copyConfiguration() }
    /// ``copy(with:)`` without a zone.
    public func copy() -> Any { copyConfiguration() }
    /// The copy, typed.
    func copyConfiguration() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems.map { $0.copyBoundary() }
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
