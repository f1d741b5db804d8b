import InternalUtilities
import LayoutCore

/// Builds a `FuzzCase` from a seed. Everything the engine supports is reachable: groups
/// nested to depth 4 (subitems, equal slots, repeating and custom), every dimension kind,
/// fixed and flexible inter-item, inter-group, inter-section and edge spacing (negative
/// included), insets at every level (negative and
/// larger than the container included), item and group supplementaries, section and
/// layout-wide boundary items (pinned, estimated, offset), decorations, orthogonal rows of
/// every behaviour with offsets, right-to-left, both scroll axes, item counts from 0 to
/// `Int.max`, containers from 0 × 0, and tag clouds (flowing sections). About one case in
/// twelve is made invalid on purpose (`Invalidity`).
public struct CaseGenerator {
    var rng: SplitMix64
    /// Which sections become tag clouds, and their groups, are drawn from a stream of their
    /// own, so every other draw — and the case of every seed kept as a regression — is what
    /// it was before tag clouds were generated.
    var flowRng: SplitMix64
    /// The share of sections (with items, not rows or lists) made tag clouds.
    var tagCloudShare = 0.06
    var limits = LimitExpectation()
    /// Group-level kinds used so far in the current section (each on one blueprint only).
    var groupKindCounter = 0
    var sampled: Set<Int> = []
    /// Whether lengths may be zero, tiny or huge. Off while building a section too large to
    /// enumerate: there a huge or zero-length element would make every query rectangle hold
    /// billions of elements, legitimately.
    var extremeLengths = true

    /// Item counts above this are checked on samples (`FuzzCase.sampledSections`).
    public static let enumerationLimit = 5_000

    /// Creates a generator for `seed`.
    public init(seed: UInt64) {
        rng = SplitMix64.stream(seed, 1)
        flowRng = SplitMix64.stream(seed, 44)
    }

    /// The case for `seed`: the same seed always gives the same case.
    public static func generate(seed: UInt64) -> FuzzCase {
        var generator = CaseGenerator(seed: seed)
        return generator.makeCase(seed: seed)
    }

    /// The case for `seed` with no tag cloud: what the generator made before it made them.
    static func generateWithoutTagClouds(seed: UInt64) -> FuzzCase {
        var generator = CaseGenerator(seed: seed)
        generator.tagCloudShare = 0
        return generator.makeCase(seed: seed)
    }

    mutating func makeCase(seed: UInt64) -> FuzzCase {
        var container = makeContainer()
        var configuration = LayoutConfiguration(
            scrollAxis: rng.chance(0.7) ? .vertical : .horizontal,
            interSectionSpacing: rng.chance(0.5) ? 0 : signed(rng.length(0...40)),
            contentInsetsReference: reference(automatic: false))
        let sectionCount = rng.chance(0.03) ? 0 : rng.chance(0.1) ? rng.int(5...8) : rng.int(1...4)
        var inputs: [SectionInput] = []
        for index in 0..<sectionCount {
            inputs.append(makeSectionInput(index: index, container: container, axis: configuration.scrollAxis))
        }
        if rng.chance(0.2) { configuration.boundaryItems = layoutBoundaryItems() }
        var layout = LayoutDescription(sections: inputs, configuration: configuration)
        var invalidity: Invalidity?
        if rng.chance(1.0 / 12) {
            let chosen = rng.pick(Invalidity.allCases)
            apply(chosen, to: &layout, container: &container)
            invalidity = chosen
        }
        let sectionZeroKinds = layout.sections.first?.section.map(Self.kinds(in:)) ?? []
        if layout.configuration.boundaryItems.contains(where: { sectionZeroKinds.contains($0.kind) }) {
            // A layout-wide kind reused in section 0 is a duplicate kind at (0, 0). With another
            // invalidity already chosen, the layout-wide kinds are made unique instead, so the
            // engine's first error is the chosen one.
            if invalidity == nil {
                invalidity = .duplicateKind
            } else {
                for index in layout.configuration.boundaryItems.indices {
                    layout.configuration.boundaryItems[index].kind = "layout-\(index)"
                }
            }
        }
        var offsets: [Int: Double] = [:]
        for (index, input) in layout.sections.enumerated() {
            if let section = input.section, section.orthogonalScrolling != .none { offsets[index] = rowOffset() }
        }
        return FuzzCase(
            seed: seed, layout: layout, container: container, hooks: FuzzHooks(seed: seed), rowOffsets: offsets,
            visible: visibleRect(container: container), invalidity: invalidity, limits: limits, sampledSections: sampled)
    }

    // MARK: Environment

    mutating func makeContainer() -> Container {
        let size: Size
        switch rng.int(0...19) {
        case 0: size = .zero
        case 1: size = Size(width: rng.length(0...40), height: rng.length(0...40))
        case 2: size = Size(width: rng.length(0...4000), height: rng.length(0...4000))
        default: size = Size(width: rng.pick([320, 375, 390, 414, 768, 1024]), height: rng.pick([480, 667, 812, 844, 1024]))
        }
        if min(size.width, size.height) < 1 { limits.mayBeTooDense = true }
        let safeArea = rng.chance(0.6) ? .zero : containerInsets(size)
        let margins = rng.chance(0.5) ? DirectionalInsets(all: 8) : containerInsets(size)
        let readable = rng.chance(0.5) ? margins : containerInsets(size)
        return Container(
            size: size, safeAreaInsets: safeArea, layoutMargins: margins, readableContentInsets: readable,
            pixelGrid: PixelGrid(scale: rng.pick([0, 1, 2, 3, 3])),
            layoutDirection: rng.chance(0.25) ? .rightToLeft : .leftToRight)
    }

    /// Host insets: usually small, sometimes larger than the container.
    mutating func containerInsets(_ size: Size) -> DirectionalInsets {
        if rng.chance(0.1) {
            limits.mayBeTooDense = true
            return DirectionalInsets(
                top: rng.length(0...(size.height + 200)), leading: rng.length(0...(size.width + 200)),
                bottom: rng.length(0...(size.height + 200)), trailing: rng.length(0...(size.width + 200)))
        }
        return DirectionalInsets(
            top: rng.length(0...60), leading: rng.length(0...40), bottom: rng.length(0...40), trailing: rng.length(0...40))
    }

    mutating func reference(automatic: Bool) -> ContentInsetsReference {
        var options: [ContentInsetsReference] = [.none, .safeArea, .layoutMargins, .readableContent]
        if automatic { options += [.automatic, .automatic] }
        return rng.pick(options)
    }

    mutating func visibleRect(container: Container) -> Rect? {
        guard rng.chance(0.5) else { return nil }
        let size = container.size
        let start = rng.chance(0.1) ? -rng.length(0...500) : rng.length(0...5000)
        return rng.chance(0.5)
            ? Rect(x: 0, y: start, width: size.width, height: size.height)
            : Rect(x: start, y: 0, width: size.width, height: size.height)
    }

    mutating func rowOffset() -> Double {
        switch rng.int(0...11) {
        case 0: return 0
        case 1: return .nan
        case 2: return rng.pick([-1e300, 1e300, -1e16, 1e16])
        case 3: return -rng.length(0...300)
        default: return rng.length(0...3000)
        }
    }

    // MARK: Sections

    mutating func makeSectionInput(index: Int, container: Container, axis: Axis) -> SectionInput {
        groupKindCounter = 0
        let count = itemCount()
        extremeLengths = count <= Self.enumerationLimit
        defer { extremeLengths = true }
        if count == 0, rng.chance(0.2) { return SectionInput(section: nil, itemCount: 0) }
        var section = Section(
            group: rng.chance(0.01) ? deepChain(depth: LayoutLimits.maximumDepth) : group(depth: 1),
            contentInsets: insets(), interGroupSpacing: rng.chance(0.5) ? 0 : signed(rng.length(0...30)),
            contentInsetsReference: reference(automatic: true))
        if rng.chance(0.35) { section.boundaryItems = boundaryItems() }
        if rng.chance(0.3) { section.decorationItems = decorationItems(avoiding: section.boundaryItems.map(\.kind)) }
        section.supplementaryContentInsetsReference = reference(automatic: true)
        section.supplementariesFollowContentInsets = rng.chance(0.7)
        if rng.chance(0.25) {
            section.orthogonalScrolling = rng.pick([
                .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
            ])
            section.rowScrolling = RowScrolling(
                decelerationRate: rng.chance(0.7) ? nil : rng.pick([0, 0.5, 0.99, 0.998, 1, 2]),
                bounce: rng.pick([.automatic, .always, .never]))
        }
        if axis == .vertical, rng.chance(0.15) { section.list = listStyle() }
        if count > 0, section.orthogonalScrolling == .none, section.list == nil, flowRng.chance(tagCloudShare) {
            section.group = tagGroup()
        }
        if count > Self.enumerationLimit { makeSampled(&section, index: index, count: count, axis: axis) }
        return SectionInput(section: section, itemCount: count)
    }

    /// A list style of any appearance: its space before the section moves everything after it.
    mutating func listStyle() -> ListStyle {
        ListStyle(
            appearance: rng.pick(ListAppearance.allCases),
            headerMode: rng.pick([.none, .supplementary, .firstItemInSection]), hasFooter: rng.chance(0.5),
            headerTopPadding: rng.chance(0.5) ? nil : rng.pick([0, rng.length(0...60)]))
    }

    mutating func itemCount() -> Int {
        switch rng.int(0...99) {
        case 0..<12: return 0
        case 12..<52: return rng.int(1...12)
        case 52..<84: return rng.int(13...120)
        case 84..<97: return rng.int(121...1500)
        case 97: return rng.int(1501...Self.enumerationLimit)
        default: return rng.pick([rng.int((Self.enumerationLimit + 1)...1_000_000), rng.int(1_000_001...Int(1e12)), Int.max - rng.int(0...1)])
        }
    }

    /// A section of more items than can be enumerated: its top-level group gets absolute
    /// lengths of at least a point on both axes, so that a query rectangle holds few groups,
    /// and the generator works out whether its content must pass the coordinate limit.
    mutating func makeSampled(_ section: inout Section, index: Int, count: Int, axis: Axis) {
        sampled.insert(index)
        let width = rng.length(1...300), height = rng.length(1...300)
        section.group.size = LayoutSize(width: .absolute(width), height: .absolute(height))
        limits.mayExceedCoordinates = true
        let track = section.orthogonalScrolling == .none ? axis : axis.cross
        // A group holds at most `maximumCapacity` cells, so there are at least this many groups.
        let groups = Double(count) / Double(LayoutLimits.maximumCapacity)
        if groups * (track == .horizontal ? width : height) > LayoutLimits.maximumCoordinate * 1.01 {
            limits.mustExceedCoordinates = true
        }
    }

    // MARK: Groups and items

    mutating func group(depth: Int) -> Group {
        let axis: Axis = rng.chance(0.5) ? .horizontal : .vertical
        let arrangement: Arrangement
        switch rng.int(0...19) {
        case 0...1: arrangement = .equalSlots(axis: axis, subitem(depth: depth + 1), count: rng.int(1...6))
        case 2...3: arrangement = .repeating(axis: axis, subitem(depth: depth + 1), count: rng.int(1...6))
        case 4: arrangement = .custom(id: rng.int(0...3))
        default: arrangement = .subitems(axis: axis, (0..<rng.int(1...3)).map { _ in subitem(depth: depth + 1) })
        }
        var group = Group(
            size: layoutSize(), arrangement: arrangement, interItemSpacing: spacing(nilShare: 0.4),
            contentInsets: insets(), edgeSpacing: edgeSpacing())
        if rng.chance(0.12) { group.supplementaryItems = groupSupplementaries() }
        return group
    }

    /// A tag cloud's group: a line of fixed length (a fraction of the section, or absolute)
    /// whose items are estimated along it, so it holds as many measured tags as fit and the
    /// section flows; one to three tag blueprints, fixed or flexible spacing, sometimes edge
    /// spacing and a thickness that grows with the tags.
    mutating func tagGroup() -> Group {
        let axis: Axis = flowRng.chance(0.7) ? .horizontal : .vertical
        // One kind of thickness for every tag, and with estimated thicknesses every length
        // estimated too, so the tags that size themselves do so on the same axes
        // (`Section.flowAxis`).
        let thickness = flowRng.int(0...2)
        let tags = (0..<flowRng.int(1...3)).map {
            tag(along: axis, estimated: $0 == 0 || thickness == 1 || flowRng.chance(0.85), thickness: thickness)
        }
        let line: Dimension
        if flowRng.chance(0.2) {
            line = .absolute(flowRng.length(100...900))
        } else {
            line =
                axis == .horizontal
                ? .fractionalWidth(flowRng.pick([1, 1, 0.5, 0.8])) : .fractionalHeight(flowRng.pick([1, 0.5]))
        }
        let across: Dimension = flowRng.chance(0.7) ? .estimated(flowRng.length(20...48)) : .absolute(flowRng.length(20...60))
        let spacing: Spacing = flowRng.chance(0.75) ? .fixed(flowRng.length(0...12)) : .flexible(flowRng.length(0...12))
        return Group(
            size: axis == .horizontal ? LayoutSize(width: line, height: across) : LayoutSize(width: across, height: line),
            arrangement: .subitems(axis: axis, tags), interItemSpacing: spacing)
    }

    /// One tag blueprint of a tag cloud whose line runs along `axis`: estimated (or absolute)
    /// along it; across it fixed (`thickness` 0), estimated (1) or filling the line (2).
    mutating func tag(along axis: Axis, estimated: Bool, thickness: Int) -> Subitem {
        let length = flowRng.length(16...140)
        let along: Dimension = estimated ? .estimated(length) : .absolute(length)
        let across: Dimension
        switch thickness {
        case 0: across = .absolute(32)
        case 1: across = .estimated(flowRng.length(20...48))
        default: across = axis == .horizontal ? .fractionalHeight(1) : .fractionalWidth(1)
        }
        var item = Item(
            size: axis == .horizontal ? LayoutSize(width: along, height: across) : LayoutSize(width: across, height: along))
        if flowRng.chance(0.15) {
            item.edgeSpacing = EdgeSpacing(leading: .fixed(flowRng.length(0...6)), trailing: .flexible(0))
        }
        return .item(item)
    }

    /// A chain of single-subitem groups `depth` deep ending in an item.
    mutating func deepChain(depth: Int) -> Group {
        var group = Group(size: layoutSize(), arrangement: .subitems(axis: .horizontal, [.item(item())]))
        for _ in 1..<depth {
            group = Group(
                size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                arrangement: .subitems(axis: rng.chance(0.5) ? .horizontal : .vertical, [.group(group)]))
        }
        return group
    }

    mutating func subitem(depth: Int) -> Subitem {
        depth >= 4 || rng.chance(0.65) ? .item(item()) : .group(group(depth: depth))
    }

    mutating func item() -> Item {
        var item = Item(size: layoutSize(), contentInsets: insets(), edgeSpacing: edgeSpacing())
        if rng.chance(0.15) { item.supplementaryItems = itemSupplementaries() }
        return item
    }

    mutating func layoutSize() -> LayoutSize {
        LayoutSize(width: dimension(), height: dimension())
    }

    mutating func dimension() -> Dimension {
        switch rng.int(0...19) {
        case 0...5: return .fractionalWidth(fraction())
        case 6...8: return .fractionalHeight(fraction())
        case 9...13: return .absolute(points())
        case 14...17: return .estimated(points())
        default: return .uniformAcrossSiblings(estimate: points())
        }
    }

    mutating func fraction() -> Double {
        let common: [Double] = [1, 0.5, 1.0 / 3, 0.25, 2.0 / 3, 0.75, 0.2]
        if rng.chance(0.6) { return rng.pick(common) }
        if rng.chance(0.05), extremeLengths {
            limits.mayBeTooDense = true
            return rng.double(0.001...0.05)
        }
        return rng.double(0.05...1.3)
    }

    mutating func points() -> Double {
        switch extremeLengths ? rng.int(0...39) : rng.int(3...39) {
        case 0:
            limits.mayBeTooDense = true
            return 0
        case 1:
            limits.mayBeTooDense = true
            return rng.double(0...1)
        case 2:
            limits.mayExceedCoordinates = true
            return rng.double(1e11...1e15)
        case 3: return rng.length(400...5000)
        default: return rng.length(1...250)
        }
    }

    mutating func insets() -> DirectionalInsets {
        switch rng.int(0...19) {
        case 0...11: return .zero
        case 12: return DirectionalInsets(all: -rng.length(0...20))
        case 13 where extremeLengths:
            limits.mayBeTooDense = true
            return DirectionalInsets(
                top: rng.length(100...2000), leading: rng.length(100...2000), bottom: rng.length(0...2000),
                trailing: rng.length(0...2000))
        default:
            return DirectionalInsets(
                top: rng.length(0...20), leading: rng.length(0...20), bottom: rng.length(0...20), trailing: rng.length(0...20))
        }
    }

    mutating func spacing(nilShare: Double) -> Spacing? {
        if rng.chance(nilShare) { return nil }
        let value = rng.chance(0.2) ? 0 : signed(rng.length(0...24))
        return rng.chance(0.5) ? .fixed(value) : .flexible(value)
    }

    /// `magnitude`, made negative in a fifth of the cases: negative spacings overlap what
    /// they separate (issue 17). Not while `extremeLengths` is off: a negative spacing can
    /// stack groups at one place (as zero lengths do), and in a section too large to
    /// enumerate every query would then look at its full budget of elements.
    mutating func signed(_ magnitude: Double) -> Double {
        let negative = rng.chance(0.2)
        return negative && extremeLengths ? -magnitude : magnitude
    }

    mutating func edgeSpacing() -> EdgeSpacing {
        guard rng.chance(0.2) else { return .none }
        return EdgeSpacing(
            leading: spacing(nilShare: 0.5), top: spacing(nilShare: 0.5), trailing: spacing(nilShare: 0.5),
            bottom: spacing(nilShare: 0.5))
    }
}
