import ChoiceStreams
import PropertyBased

@testable import LayoutCore

/// Adds every kind of element besides cells to a generated layout, read from a choice stream:
/// item supplementaries (on each item blueprint, kinds shared between items), group
/// supplementaries (one kind per group blueprint), section boundary items, layout-wide
/// boundary items and section background decorations, with anchors, offsets, content insets,
/// pinning and, now and then, an orthogonal row. Kinds follow the validation rules (K-16), so
/// a decorated case still solves when the plain one did.
///
/// Sizes and insets are kept small but not fitted: an inset may exceed the element, an
/// anchor offset may push it outside its container, a decoration's insets may exceed a small
/// section. Layout-wide boundary items use their own kinds ("layout-…"), apart from the
/// section ones.
struct SupplementaryDecoder {
    var stream: ChoiceStream

    static let itemKinds = ["badge", "mark"]
    static let boundaryKinds = ["header", "footer", "side"]
    static let layoutBoundaryKinds = ["layout-header", "layout-footer"]
    static let decorationKinds = ["background", "frame"]

    /// `layoutCase` with supplementaries, boundary items and decorations added.
    mutating func decorate(_ layoutCase: LayoutCase) -> LayoutCase {
        var result = layoutCase
        var groupKindCounter = 0
        for index in result.layout.sections.indices {
            guard var section = result.layout.sections[index].section else { continue }
            section.group = decorate(section.group, groupKindCounter: &groupKindCounter)
            if stream.chance(0.6) {
                let count = stream.int(in: 1...Self.boundaryKinds.count)
                section.boundaryItems = Self.boundaryKinds.prefix(count).map { boundary(kind: $0) }
            }
            if stream.chance(0.5) {
                let count = stream.int(in: 1...Self.decorationKinds.count)
                section.decorationItems = Self.decorationKinds.prefix(count).map { kind in
                    DecorationItem(kind: kind, zIndex: stream.int(in: -1...1), contentInsets: insets(upTo: 24))
                }
            }
            if stream.chance(0.15) {
                section.orthogonalScrolling = stream.pick([
                    .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
                ])
            }
            result.layout.sections[index].section = section
        }
        if stream.chance(0.4) {
            let count = stream.int(in: 1...Self.layoutBoundaryKinds.count)
            result.layout.configuration.boundaryItems = Self.layoutBoundaryKinds.prefix(count).map { boundary(kind: $0) }
        }
        return result
    }

    private mutating func decorate(_ group: Group, groupKindCounter: inout Int) -> Group {
        var group = group
        if stream.chance(0.25) {
            group.supplementaryItems = [supplementary(kind: "group-\(groupKindCounter)")]
            groupKindCounter += 1
        }
        func decorate(_ subitem: Subitem) -> Subitem {
            switch subitem {
            case .group(let nested):
                return .group(self.decorate(nested, groupKindCounter: &groupKindCounter))
            case .item(var item):
                if stream.chance(0.35) {
                    let count = stream.int(in: 1...Self.itemKinds.count)
                    item.supplementaryItems = Self.itemKinds.prefix(count).map { supplementary(kind: $0) }
                }
                return .item(item)
            }
        }
        switch group.arrangement {
        case .subitems(let axis, let subitems): group.arrangement = .subitems(axis: axis, subitems.map(decorate))
        case .equalSlots(let axis, let subitem, let count):
            group.arrangement = .equalSlots(axis: axis, decorate(subitem), count: count)
        case .repeating(let axis, let subitem, let count):
            group.arrangement = .repeating(axis: axis, decorate(subitem), count: count)
        case .custom: break
        }
        return group
    }

    private mutating func supplementary(kind: String) -> SupplementaryItem {
        SupplementaryItem(
            kind: kind, size: size(), containerAnchor: anchor(), itemAnchor: stream.chance(0.3) ? anchor() : nil,
            zIndex: stream.int(in: 0...2), contentInsets: stream.chance(0.3) ? insets(upTo: 8) : .zero)
    }

    private mutating func boundary(kind: String) -> BoundaryItem {
        let alignments: [BoundaryAlignment] = [
            .top, .topLeading, .leading, .bottomLeading, .bottom, .bottomTrailing, .trailing, .topTrailing,
        ]
        return BoundaryItem(
            kind: kind, size: size(), alignment: stream.pick(alignments),
            offset: stream.chance(0.3) ? Point(x: stream.length(in: -20...20), y: stream.length(in: -20...20)) : .zero,
            extendsBoundary: !stream.chance(0.3), pinToVisibleBounds: stream.chance(0.3), zIndex: stream.int(in: 0...2),
            contentInsets: stream.chance(0.3) ? insets(upTo: 8) : .zero)
    }

    /// Absolute, fractional (of the element's container) or estimated, on each axis.
    private mutating func size() -> LayoutSize {
        func dimension(_ axis: Axis) -> Dimension {
            switch stream.int(in: 0...3) {
            case 0, 1: return .absolute(stream.length(in: 0...60))
            case 2:
                let f = stream.fraction(upTo: 1) ?? 1
                return axis == .horizontal ? .fractionalWidth(f) : .fractionalHeight(f)
            default: return .estimated(stream.length(in: 0...60))
            }
        }
        return LayoutSize(width: dimension(.horizontal), height: dimension(.vertical))
    }

    private mutating func anchor() -> Anchor {
        var edges: Edges = []
        for edge in [Edges.top, .leading, .bottom, .trailing] where stream.chance(0.35) { edges.insert(edge) }
        if stream.chance(0.5) {
            return Anchor(edges: edges, offset: Point(x: stream.length(in: -12...12), y: stream.length(in: -12...12)))
        }
        let fractions = [-0.5, 0, 0.5, 1]
        return Anchor(
            edges: edges, offset: Point(x: stream.pick(fractions), y: stream.pick(fractions)), isFractionalOffset: true)
    }

    private mutating func insets(upTo limit: Double) -> DirectionalInsets {
        DirectionalInsets(
            top: stream.length(in: 0...limit), leading: stream.length(in: 0...limit),
            bottom: stream.length(in: 0...limit), trailing: stream.length(in: 0...limit))
    }
}

extension Gen where Value == LayoutCase {
    /// Layouts drawn according to `profile`, with supplementaries, boundary items and
    /// decorations added (`SupplementaryDecoder`). Cases that no longer solve only because of
    /// what was added (none are known) are kept, so that the properties report them.
    static func decoratedLayoutCase(_ profile: LayoutProfile = .general) -> Generator<
        LayoutCase, some Sequence & SendableMetatype
    > {
        zip(layoutCase(profile), Gen<Int>.int(in: 0...ChoiceStream.maximum).array(of: 0...400))
            .map { layoutCase, choices in
                var decoder = SupplementaryDecoder(stream: ChoiceStream(choices))
                return decoder.decorate(layoutCase)
            }
    }
}
