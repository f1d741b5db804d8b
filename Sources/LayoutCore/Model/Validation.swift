/// Checks a description before it is solved, so that the solver only sees sane numbers.
/// Errors carry the path of the first offending object.
public enum Validation {
    /// Validates every section and the configuration.
    public static func validate(_ description: LayoutDescription) throws(LayoutError) {
        try validateSpacing(
            description.configuration.interSectionSpacing, at: LayoutPath(.configuration, .property(.interSectionSpacing)))
        try validateLayoutBoundaryItems(description.configuration.boundaryItems)
        // The description last checked: sections of one kind are checked once.
        var checked: Section?
        for (index, input) in description.sections.enumerated() {
            guard input.itemCount >= 0 else {
                throw LayoutError(.negativeItemCount(input.itemCount), at: LayoutPath(.section(index)))
            }
            guard let section = input.section else {
                if input.itemCount > 0 { throw LayoutError(.missingSection, at: LayoutPath(.section(index))) }
                continue
            }
            // A section described like the one checked before it was checked with it.
            if let checked, checked == section { continue }
            let path = LayoutPath(.section(index))
            try validate(section, at: path)
            try validateList(of: section, in: description.configuration, at: path)
            checked = section
        }
        if let first = description.sections.first?.section {
            try validateLayoutKinds(description.configuration.boundaryItems, against: first)
        }
    }

    /// Validates the container the layout is solved in.
    public static func validate(_ container: Container) throws(LayoutError) {
        let size = container.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw LayoutError(.invalidContainer(size), at: LayoutPath(.container))
        }
        try validateMagnitude(size.width, at: LayoutPath(.container))
        try validateMagnitude(size.height, at: LayoutPath(.container))
        let scale = container.pixelGrid.scale
        guard scale == 0 || LayoutLimits.displayScales.contains(scale) else {
            throw LayoutError(.invalidDisplayScale(scale), at: LayoutPath(.container, .property(.displayScale)))
        }
        for insets in [container.safeAreaInsets, container.layoutMargins, container.readableContentInsets] {
            try validateInsets(insets, at: LayoutPath(.container))
        }
    }

    /// Validates one section description.
    public static func validate(_ section: Section, at path: LayoutPath) throws(LayoutError) {
        try validateDepth(of: section.group, at: path.appending(.group))
        try validateInsets(section.contentInsets, at: path.appending(.contentInsets))
        try validateSpacing(section.interGroupSpacing, at: path.appending(.interGroupSpacing))
        try validate(section.group, at: path.appending(.group))
        try validateSupplementaries(of: section, at: path)
    }

    static func validate(_ group: Group, at path: LayoutPath) throws(LayoutError) {
        try validateSize(group.size, at: path)
        try validateInsets(group.contentInsets, at: path.appending(.contentInsets))
        try validateEdgeSpacing(group.edgeSpacing, at: path.appending(.edgeSpacing))
        if let spacing = group.interItemSpacing {
            try validateSpacing(spacing.minimum, at: path.appending(.interItemSpacing))
        }
        switch group.arrangement {
        case .subitems(_, let subitems):
            guard !subitems.isEmpty else { throw LayoutError(.emptyGroup, at: path) }
            for (index, subitem) in subitems.enumerated() {
                try validate(subitem, at: path.appending(.subitem(index)))
            }
        case .equalSlots(_, let subitem, let count), .repeating(_, let subitem, let count):
            guard count >= 1 else { throw LayoutError(.invalidCount(count), at: path.appending(.count)) }
            try validate(subitem, at: path.appending(.subitem(0)))
        case .custom:
            break
        }
    }

    static func validate(_ subitem: Subitem, at path: LayoutPath) throws(LayoutError) {
        switch subitem {
        case .group(let group):
            try validate(group, at: path)
        case .item(let item):
            try validateSize(item.size, at: path)
            try validateInsets(item.contentInsets, at: path.appending(.contentInsets))
            try validateEdgeSpacing(item.edgeSpacing, at: path.appending(.edgeSpacing))
        }
    }

    static func validateSize(_ size: LayoutSize, at path: LayoutPath) throws(LayoutError) {
        try validateDimension(size.width, at: path.appending(.widthDimension))
        try validateDimension(size.height, at: path.appending(.heightDimension))
    }

    static func validateDimension(_ dimension: Dimension, at path: LayoutPath) throws(LayoutError) {
        let value = dimension.value
        guard value.isFinite else { throw LayoutError(.invalidDimension(dimension), at: path) }
        if dimension.isFractional, value <= 0 {
            throw LayoutError(.nonPositiveFraction(dimension), at: path)
        }
        guard value >= 0 else { throw LayoutError(.invalidDimension(dimension), at: path) }
        try validateMagnitude(value, at: path)
    }

    /// Rejects a spacing that is NaN, infinite or past the coordinate limit. Negative
    /// spacings are allowed, as UIKit allows them: the elements they separate overlap.
    static func validateSpacing(_ value: Double, at path: LayoutPath) throws(LayoutError) {
        guard value.isFinite else { throw LayoutError(.invalidSpacing(value), at: path) }
        try validateMagnitude(value, at: path)
    }

    /// Rejects a padding (a length added before something) that is negative, NaN, infinite
    /// or past the coordinate limit.
    static func validatePadding(_ value: Double, at path: LayoutPath) throws(LayoutError) {
        guard value.isFinite, value >= 0 else { throw LayoutError(.invalidSpacing(value), at: path) }
        try validateMagnitude(value, at: path)
    }

    /// Rejects a finite length beyond `LayoutLimits.maximumCoordinate` (either sign).
    static func validateMagnitude(_ value: Double, at path: LayoutPath) throws(LayoutError) {
        guard abs(value) <= LayoutLimits.maximumCoordinate else {
            throw LayoutError(.coordinatesTooLarge(limit: LayoutLimits.maximumCoordinate), at: path)
        }
    }

    static func validateEdgeSpacing(_ spacing: EdgeSpacing, at path: LayoutPath) throws(LayoutError) {
        let edges: [(LayoutPath.Property, Spacing?)] = [
            (.leading, spacing.leading), (.top, spacing.top), (.trailing, spacing.trailing), (.bottom, spacing.bottom),
        ]
        for (name, edge) in edges {
            if let edge { try validateSpacing(edge.minimum, at: path.appending(name)) }
        }
    }

    static func validateInsets(_ insets: DirectionalInsets, at path: LayoutPath) throws(LayoutError) {
        guard insets.isFinite else { throw LayoutError(.invalidInsets(insets), at: path) }
        for edge in [insets.top, insets.leading, insets.bottom, insets.trailing] {
            try validateMagnitude(edge, at: path)
        }
    }

    /// Rejects a group tree deeper than `LayoutLimits.maximumDepth`, walking it without
    /// recursion; the path names the first group past the limit.
    static func validateDepth(of group: Group, at path: LayoutPath) throws(LayoutError) {
        var pending: [(group: Group, depth: Int, path: LayoutPath)] = [(group, 1, path)]
        while let (next, depth, nextPath) = pending.popLast() {
            guard depth <= LayoutLimits.maximumDepth else {
                throw LayoutError(.nestingTooDeep(limit: LayoutLimits.maximumDepth), at: nextPath)
            }
            for (index, subitem) in next.arrangement.subitems.enumerated() {
                if case .group(let nested) = subitem { pending.append((nested, depth + 1, nextPath.appending(.subitem(index)))) }
            }
        }
    }
}
