import LayoutCore

/// Makes one thing of a valid case invalid (`Invalidity`). Each change touches exactly one
/// object, so the engine's first validation error must be the one the invalidity names.
extension CaseGenerator {
    mutating func apply(_ invalidity: Invalidity, to layout: inout LayoutDescription, container: inout Container) {
        if layout.sections.isEmpty || !layout.sections.contains(where: { $0.section != nil }) {
            let group = Group(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                arrangement: .subitems(axis: .horizontal, [.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))]))
            layout.sections.append(SectionInput(section: Section(group: group), itemCount: 1))
        }
        let candidates = layout.sections.indices.filter { layout.sections[$0].section != nil }
        let index = rng.pick(candidates)
        var section = layout.sections[index].section!
        switch invalidity {
        case .negativeDimension:
            section.group.size.width = .absolute(-rng.length(0.5...100))
        case .zeroFraction:
            section.group.size.height = .fractionalHeight(0)
        case .nanDimension:
            section.group.size.width = .estimated(.nan)
        case .nonFiniteSpacing:
            section.interGroupSpacing = rng.pick([.nan, .infinity, -.infinity])
        case .nanInsets:
            section.contentInsets.leading = .nan
        case .zeroCount:
            section.group.arrangement = .repeating(axis: .vertical, .item(item()), count: 0)
        case .emptyGroup:
            section.group.arrangement = .subitems(axis: .horizontal, [])
        case .negativeItemCount:
            layout.sections[index].itemCount = -rng.int(1...100)
        case .missingSection:
            layout.sections[index] = SectionInput(section: nil, itemCount: rng.int(1...10))
            return
        case .emptyKind:
            section.boundaryItems.append(BoundaryItem(
                kind: "", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), alignment: .top))
        case .duplicateKind:
            section.boundaryItems = [boundaryItem(kind: "twice"), boundaryItem(kind: "twice")]
        case .alignmentNone:
            section.boundaryItems = [BoundaryItem(
                kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), alignment: .none)]
        case .infiniteOffset:
            section.boundaryItems = [BoundaryItem(
                kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), alignment: .top,
                offset: Point(x: 0, y: .infinity))]
        case .nestingTooDeep:
            section.group = deepChain(depth: LayoutLimits.maximumDepth + rng.int(1...40))
        case .lengthTooLarge:
            section.group.size.height = .absolute(LayoutLimits.maximumCoordinate * rng.double(1.5...1e6))
        case .invalidContainer:
            container.size.width = rng.chance(0.5) ? -rng.length(1...400) : .nan
        }
        layout.sections[index].section = section
    }
}
