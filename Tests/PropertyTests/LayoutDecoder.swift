import ChoiceStreams
@testable import LayoutCore

/// Turns streams of random choices into a container, a configuration and sections,
/// following a `LayoutProfile`.
///
/// Ranges (STYLE §6 and the property-test brief): 1…4 sections, 0…300 items each, groups
/// nested at most three deep, fractional dimensions 0.05…1, absolute and estimated
/// dimensions 0…200, spacing and insets ≥ 0, container 0…1200 × 0…1200, scale 1, 2 or 3.
///
/// In fitting mode the decoder tracks the size every box resolves to and keeps each
/// subitem, its edge spacing and its content insets inside the room its parent leaves.
struct LayoutDecoder {
    let profile: LayoutProfile
    var stream: ChoiceStream

    /// The nesting probability of a subitem that may be a group.
    private static let nestingChance = 0.35

    // MARK: Container and configuration

    /// The container and configuration of a layout.
    mutating func environment() -> (Container, LayoutConfiguration) {
        let size = Size(width: stream.length(in: 0...1200), height: stream.length(in: 0...1200))
        let scale = stream.pick(profile.scales)
        let direction = stream.pick(profile.directions)
        let axis = stream.pick(profile.scrollAxes)
        let interSectionSpacing = spacingValue(limit: .infinity)
        var safeArea = DirectionalInsets.zero
        if stream.chance(0.3) {
            // Safe-area insets reach the layout on the cross axis only (SC-2); in fitting
            // mode they take at most a quarter of it on each side.
            let cross = axis.cross
            let crossLimit = profile.fitting ? size.length(along: cross) / 4 : 48
            let mainLimit = 48.0
            func limit(_ edgeAxis: Axis) -> Double { edgeAxis == cross ? min(48, crossLimit) : mainLimit }
            safeArea = DirectionalInsets(
                top: stream.length(in: 0...limit(.vertical)), leading: stream.length(in: 0...limit(.horizontal)),
                bottom: stream.length(in: 0...limit(.vertical)), trailing: stream.length(in: 0...limit(.horizontal)))
        }
        let container = Container(
            size: size, safeAreaInsets: safeArea, pixelGrid: PixelGrid(scale: scale), layoutDirection: direction)
        return (container, LayoutConfiguration(scrollAxis: axis, interSectionSpacing: interSectionSpacing))
    }

    // MARK: Sections

    /// A section input with `itemCount` items in `container`.
    mutating func sectionInput(itemCount: Int, container: Container, configuration: LayoutConfiguration)
        -> SectionInput
    {
        if itemCount == 0, stream.chance(0.1) {
            return SectionInput(section: nil, itemCount: 0)
        }
        return SectionInput(section: section(container: container, configuration: configuration), itemCount: itemCount)
    }

    private mutating func section(container: Container, configuration: LayoutConfiguration) -> Section {
        let main = configuration.scrollAxis
        let cross = main.cross
        let reference = stream.pick([ContentInsetsReference.automatic, .automatic, .none, .safeArea])
        let resolvedReference = reference == .automatic ? configuration.contentInsetsReference : reference
        let referenceInsets = container.insets(for: resolvedReference)
        let crossRoom = container.size.length(along: cross) - referenceInsets.total(along: cross)

        var insets = DirectionalInsets.zero
        if stream.chance(0.5) {
            // Fitting: the cross-axis insets leave room for the groups (each takes at most
            // half of what the reference insets leave).
            func limit(_ edgeAxis: Axis) -> Double {
                profile.fitting && edgeAxis == cross ? max(0, min(40, crossRoom / 2)) : 40
            }
            insets = DirectionalInsets(
                top: stream.length(in: 0...limit(.vertical)), leading: stream.length(in: 0...limit(.horizontal)),
                bottom: stream.length(in: 0...limit(.vertical)), trailing: stream.length(in: 0...limit(.horizontal)))
        }
        let interGroupSpacing = spacingValue(limit: .infinity)

        // The top-level group resolves against the section's layout box (S-1, SC-6, S-3).
        let layoutBoxCross = max(0, crossRoom - insets.total(along: cross))
        let groupContainer = Size(
            main: container.size.length(along: main) - insets.total(along: main), cross: layoutBoxCross, axis: main)
        let limit = Size(main: .infinity, cross: layoutBoxCross, axis: main)
        let size = LayoutSize(
            width: dimension(along: .horizontal, container: groupContainer, limit: limit.width),
            height: dimension(along: .vertical, container: groupContainer, limit: limit.height))
        let group = groupBody(depth: 1, size: size, box: size.resolve(in: groupContainer), edges: .none)
        return Section(
            group: group, contentInsets: insets, interGroupSpacing: interGroupSpacing, contentInsetsReference: reference
        )
    }

    // MARK: Groups and items

    /// A group of `size` whose box resolved to `box`, with its arrangement and subitems.
    private mutating func groupBody(depth: Int, size: LayoutSize, box: Size, edges: EdgeSpacing) -> Group {
        let insets = contentInsets(box: box)
        let effective = GroupSolver<NoHooks>.effectiveInsets(insets, for: size)
        let inner = Size(
            width: max(0, box.width - effective.total(along: .horizontal)),
            height: max(0, box.height - effective.total(along: .vertical)))
        let axis = stream.pick([Axis.horizontal, .vertical])
        let kind = stream.pick(profile.kinds)
        let innerLength = inner.length(along: axis)
        let arrangement: Arrangement
        let spacing: Spacing?
        switch kind {
        case .subitems:
            spacing = interItemSpacing(limit: .infinity)
            let count = stream.int(in: 1...3)
            let subitems = (0..<count).map { _ in
                subitem(depth: depth + 1, container: inner, limit: inner, slot: nil)
            }
            arrangement = .subitems(axis: axis, subitems)
        case .repeating:
            let count = stream.int(in: 1...4)
            // Fitting: the spacing takes at most half the group; each copy gets an equal
            // share of the rest (S-19 leaves fitting to the caller).
            spacing = interItemSpacing(limit: count > 1 ? innerLength / Double(2 * (count - 1)) : .infinity)
            let gaps = Double(count - 1) * (spacing?.minimum ?? 0)
            let perCopy = max(0, (innerLength - gaps) / Double(count))
            let limit = Size(main: perCopy, cross: inner.length(along: axis.cross), axis: axis)
            arrangement = .repeating(
                axis: axis, subitem(depth: depth + 1, container: inner, limit: limit, slot: nil), count: count)
        case .equalSlots:
            let count = stream.int(in: 1...4)
            spacing = interItemSpacing(limit: count > 1 ? innerLength / Double(2 * (count - 1)) : .infinity)
            let gaps = Double(count - 1) * (spacing?.minimum ?? 0)
            let slot = max(0, (innerLength - gaps) / Double(count))
            // The subitem's other dimension resolves against count × slot (OB-2); its own
            // length along the axis is replaced by the slot (S-16).
            let container = Size(main: Double(count) * slot, cross: inner.length(along: axis.cross), axis: axis)
            let limit = Size(main: slot, cross: inner.length(along: axis.cross), axis: axis)
            arrangement = .equalSlots(
                axis: axis, subitem(depth: depth + 1, container: container, limit: limit, slot: (axis, slot)),
                count: count)
        }
        return Group(
            size: size, arrangement: arrangement, interItemSpacing: spacing, contentInsets: insets, edgeSpacing: edges)
    }

    /// A subitem at `depth` whose fractions resolve against `container` and which, in
    /// fitting mode, takes at most `limit` including its edge spacing. `slot` is the slot
    /// length of an equal-slots parent, which replaces the subitem's own length on its axis.
    private mutating func subitem(depth: Int, container: Size, limit: Size, slot: (axis: Axis, length: Double)?)
        -> Subitem
    {
        let edges = edgeSpacing(limit: limit)
        func room(_ axis: Axis) -> Double {
            limit.length(along: axis) - (edges.before(along: axis)?.minimum ?? 0)
                - (edges.after(along: axis)?.minimum ?? 0)
        }
        let isGroup = depth <= profile.maxDepth && stream.chance(Self.nestingChance)
        let size = LayoutSize(
            width: dimension(along: .horizontal, container: container, limit: room(.horizontal)),
            height: dimension(along: .vertical, container: container, limit: room(.vertical)))
        var box = size.resolve(in: container)
        if let slot {
            let length = max(
                0,
                slot.length - (edges.before(along: slot.axis)?.minimum ?? 0)
                    - (edges.after(along: slot.axis)?.minimum ?? 0))
            box = Size(main: length, cross: box.length(along: slot.axis.cross), axis: slot.axis)
        }
        if isGroup {
            return .group(groupBody(depth: depth, size: size, box: box, edges: edges))
        }
        return .item(Item(size: size, contentInsets: contentInsets(box: box), edgeSpacing: edges))
    }

    // MARK: Numbers

    /// A dimension along `axis`. In fitting mode its resolved length is at most `limit`.
    private mutating func dimension(along axis: Axis, container: Size, limit: Double) -> Dimension {
        let kind = stream.int(in: 0...9)
        if profile.fitting {
            let base = container.length(along: axis)
            let upTo = min(200, max(0, limit))
            if kind < 5, let f = stream.fraction(upTo: base > 0 ? limit / base : 1) {
                return axis == .horizontal ? .fractionalWidth(f) : .fractionalHeight(f)
            }
            return kind < 8 ? .absolute(stream.length(in: 0...upTo)) : .estimated(stream.length(in: 0...upTo))
        }
        switch kind {
        case 0..<5:
            let f = stream.fraction(upTo: 1) ?? 1
            // Fractions may refer to the other axis (M-9), though most layouts do not.
            let crossing = stream.chance(0.15)
            return (axis == .horizontal) != crossing ? .fractionalWidth(f) : .fractionalHeight(f)
        case 5..<8:
            return .absolute(stream.length(in: 0...200))
        default:
            return .estimated(stream.length(in: 0...200))
        }
    }

    /// A spacing value ≥ 0, zero half of the time; in fitting mode at most `limit`.
    private mutating func spacingValue(limit: Double) -> Double {
        guard stream.chance(0.5) else { return 0 }
        let upper = profile.fitting ? min(24, max(0, limit)) : 24
        return stream.length(in: 0...upper)
    }

    /// `nil`, fixed or flexible spacing between subitems.
    private mutating func interItemSpacing(limit: Double) -> Spacing? {
        switch stream.int(in: 0...2) {
        case 0: return nil
        case 1: return .fixed(spacingValue(limit: limit))
        default: return .flexible(spacingValue(limit: limit))
        }
    }

    /// Edge spacing for a subitem, absent most of the time. In fitting mode each edge takes
    /// at most a quarter of `limit` on its axis.
    private mutating func edgeSpacing(limit: Size) -> EdgeSpacing {
        guard stream.chance(0.3) else { return .none }
        func edge(_ axis: Axis) -> Spacing? {
            let upper = profile.fitting ? min(12, max(0, limit.length(along: axis) / 4)) : 12
            switch stream.int(in: 0...2) {
            case 0: return nil
            case 1: return .fixed(stream.length(in: 0...upper))
            default: return .flexible(stream.length(in: 0...upper))
            }
        }
        return EdgeSpacing(
            leading: edge(.horizontal), top: edge(.vertical), trailing: edge(.horizontal), bottom: edge(.vertical))
    }

    /// Content insets for an element whose box is `box`, absent most of the time. In
    /// fitting mode each edge takes at most half the box on its axis.
    private mutating func contentInsets(box: Size) -> DirectionalInsets {
        guard stream.chance(0.4) else { return .zero }
        func upper(_ axis: Axis) -> Double { profile.fitting ? min(16, box.length(along: axis) / 2) : 16 }
        return DirectionalInsets(
            top: stream.length(in: 0...upper(.vertical)), leading: stream.length(in: 0...upper(.horizontal)),
            bottom: stream.length(in: 0...upper(.vertical)), trailing: stream.length(in: 0...upper(.horizontal)))
    }
}
