import InternalUtilities
import LayoutCore

/// Supplementary views, boundary items and decorations. Kinds follow the engine's
/// uniqueness rules (K-16): item kinds come from one pool (several blueprints may share a
/// kind, once per blueprint), each group blueprint gets kinds of its own, boundary kinds come
/// from a third pool, and decorations may reuse a boundary kind (another category).
/// Layout-wide items now and then reuse a section-0 kind, which would put two elements at
/// (0, 0): the engine rejects it with `duplicateElementKind`, so such a case is invalid.
extension CaseGenerator {
    static let itemKinds = ["badge-a", "badge-b", "badge-c"]
    static let boundaryKinds = ["header", "footer", "side", "corner"]
    static let layoutKinds = ["layout-header", "layout-footer", "layout-side"]

    mutating func itemSupplementaries() -> [SupplementaryItem] {
        var kinds = Self.itemKinds
        return (0..<rng.int(1...2)).map { _ in supplementary(kind: kinds.remove(at: rng.int(0...(kinds.count - 1)))) }
    }

    mutating func groupSupplementaries() -> [SupplementaryItem] {
        (0..<rng.int(1...2)).map { _ in
            groupKindCounter += 1
            return supplementary(kind: "group-\(groupKindCounter)")
        }
    }

    mutating func supplementary(kind: String) -> SupplementaryItem {
        SupplementaryItem(
            kind: kind, size: supplementarySize(), containerAnchor: anchor(),
            itemAnchor: rng.chance(0.5) ? nil : anchor(), zIndex: rng.int(-2...3),
            contentInsets: rng.chance(0.8) ? .zero : insets())
    }

    mutating func supplementarySize() -> LayoutSize {
        func pick(_ rng: inout SplitMix64) -> Dimension {
            switch rng.int(0...5) {
            case 0: return .fractionalWidth(rng.pick([0.25, 0.5, 1, 1.5]))
            case 1: return .fractionalHeight(rng.pick([0.25, 0.5, 1]))
            case 2: return .estimated(rng.length(1...60))
            case 3: return .uniformAcrossSiblings(estimate: rng.length(1...60))
            default: return .absolute(rng.length(0...60))
            }
        }
        return LayoutSize(width: pick(&rng), height: pick(&rng))
    }

    mutating func anchor() -> Anchor {
        let edges = Edges(rawValue: rng.int(0...15))
        guard rng.chance(0.4) else { return Anchor(edges: edges) }
        if rng.chance(0.5) {
            return Anchor(
                edges: edges, offset: Point(x: rng.double(-1...1), y: rng.double(-1...1)), isFractionalOffset: true)
        }
        return Anchor(edges: edges, offset: Point(x: rng.length(-30...30), y: rng.length(-30...30)))
    }

    mutating func boundaryItems() -> [BoundaryItem] {
        var kinds = Self.boundaryKinds
        return (0..<rng.int(1...3)).map { _ in boundaryItem(kind: kinds.remove(at: rng.int(0...(kinds.count - 1)))) }
    }

    mutating func layoutBoundaryItems() -> [BoundaryItem] {
        var kinds = Self.layoutKinds
        if rng.chance(0.15) { kinds[0] = rng.pick(Self.boundaryKinds + Self.itemKinds + ["group-1"]) }
        return (0..<rng.int(1...2)).map { _ in boundaryItem(kind: kinds.remove(at: rng.int(0...(kinds.count - 1)))) }
    }

    mutating func boundaryItem(kind: String) -> BoundaryItem {
        let alignments: [BoundaryAlignment] = [
            .top, .topLeading, .leading, .bottomLeading, .bottom, .bottomTrailing, .trailing, .topTrailing,
        ]
        let width: Dimension, height: Dimension
        switch rng.int(0...3) {
        case 0: (width, height) = (.fractionalWidth(1), .absolute(rng.length(0...80)))
        case 1: (width, height) = (.fractionalWidth(rng.pick([0.5, 1])), .estimated(rng.length(1...80)))
        case 2: (width, height) = (.absolute(rng.length(0...200)), .fractionalHeight(rng.pick([0.05, 0.1, 0.5])))
        default: (width, height) = (.estimated(rng.length(1...200)), .uniformAcrossSiblings(estimate: rng.length(1...80)))
        }
        return BoundaryItem(
            kind: kind, size: LayoutSize(width: width, height: height), alignment: rng.pick(alignments),
            offset: rng.chance(0.8) ? .zero : Point(x: rng.length(-30...30), y: rng.length(-30...30)),
            extendsBoundary: rng.chance(0.75), pinToVisibleBounds: rng.chance(0.25), zIndex: rng.int(-1...3),
            contentInsets: rng.chance(0.8) ? .zero : insets())
    }

    mutating func decorationItems(avoiding boundaryKinds: [String]) -> [DecorationItem] {
        var kinds = ["background", "highlight"]
        if rng.chance(0.2) { kinds[1] = rng.pick(Self.boundaryKinds) }
        return (0..<rng.int(1...2)).map { _ in
            let insets: DirectionalInsets
            switch rng.int(0...9) {
            case 0...5: insets = .zero
            case 6: insets = DirectionalInsets(all: rng.length(150...600))
            default: insets = DirectionalInsets(all: rng.length(0...16))
            }
            return DecorationItem(
                kind: kinds.remove(at: rng.int(0...(kinds.count - 1))), zIndex: rng.chance(0.7) ? 0 : rng.int(-1...2),
                contentInsets: insets)
        }
    }

    /// Every supplementary kind a section uses, at any level.
    static func kinds(in section: Section) -> Set<String> {
        var kinds = Set(section.boundaryItems.map(\.kind))
        var pending: [Group] = [section.group]
        while let group = pending.popLast() {
            kinds.formUnion(group.supplementaryItems.map(\.kind))
            for subitem in group.arrangement.subitems {
                switch subitem {
                case .item(let item): kinds.formUnion(item.supplementaryItems.map(\.kind))
                case .group(let nested): pending.append(nested)
                }
            }
        }
        return kinds
    }
}
