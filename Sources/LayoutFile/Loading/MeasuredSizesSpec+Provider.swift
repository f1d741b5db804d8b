import CompositionalLayout
import Foundation

extension MeasuredSizesSpec {
    /// The size the element of `attributes` measures at, by the rules of the type's
    /// documentation: the most specific matching rule decides; an axis it leaves out, or
    /// an element no rule matches, keeps the proposed size.
    ///
    /// This indexes the overrides on every call; ``makePreferredSizeProvider()`` indexes
    /// them once.
    @MainActor
    public func preferredSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize {
        MeasuredSizeRules(self).preferredSize(for: attributes)
    }

    /// A closure for a collection view's `preferredSizeProvider` that measures by these
    /// rules.
    @MainActor
    public func makePreferredSizeProvider() -> (UICollectionViewLayoutAttributes) -> CGSize {
        let rules = MeasuredSizeRules(self)
        return { rules.preferredSize(for: $0) }
    }
}

/// Measured sizes with the overrides indexed by element.
struct MeasuredSizeRules {
    private struct Key: Hashable {
        var section: Int
        var item: Int
        var kind: String?
    }

    private let spec: MeasuredSizesSpec
    private let overrides: [Key: MeasuredSizeSpec]

    init(_ spec: MeasuredSizesSpec) {
        self.spec = spec
        var overrides: [Key: MeasuredSizeSpec] = [:]
        // A later override of the same element replaces an earlier one.
        for entry in spec.overrides ?? [] {
            overrides[Key(section: entry.section, item: entry.item, kind: entry.elementKind)] = MeasuredSizeSpec(
                width: entry.width, height: entry.height)
        }
        self.overrides = overrides
    }

    @MainActor
    func preferredSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize {
        let proposed = attributes.size
        guard let rule = rule(for: attributes) else { return proposed }
        return CGSize(
            width: rule.width.map { CGFloat($0) } ?? proposed.width,
            height: rule.height.map { CGFloat($0) } ?? proposed.height)
    }

    /// The rule deciding the element's size: its override, then the cycle (cells) or the
    /// entry for its kind (supplementary views), then `default`.
    @MainActor
    func rule(for attributes: UICollectionViewLayoutAttributes) -> MeasuredSizeSpec? {
        let indexPath = attributes.indexPath
        let kind: String?
        switch attributes.representedElementCategory {
        case .cell: kind = nil
        case .supplementaryView: kind = attributes.representedElementKind
        case .decorationView: return nil
        }
        if let match = overrides[Key(section: indexPath.section, item: indexPath.item, kind: kind)] {
            return match
        }
        if let kind {
            if let size = spec.supplementaries?[kind] { return size }
        } else if let cycle = spec.cycle, !cycle.isEmpty {
            return cycle[indexPath.item % cycle.count]
        }
        return spec.default
    }
}
