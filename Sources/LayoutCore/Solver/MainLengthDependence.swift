/// Whether a section's sizes depend on the container's length along the main axis: a
/// fractional dimension of that axis anywhere in it (`.fractionalHeight` in a vertical
/// layout), or a custom group, whose provider may read it. A section that does not can be
/// kept when only that length changes.
enum MainLengthDependence {
    /// Whether `section` depends on the main-axis length of its container.
    static func check(_ section: Section, mainAxis: Axis) -> Bool {
        if section.boundaryItems.contains(where: { depends($0.size, mainAxis) }) { return true }
        var pending: [Group] = [section.group]
        while let group = pending.popLast() {
            if depends(group.size, mainAxis) { return true }
            if group.supplementaryItems.contains(where: { depends($0.size, mainAxis) }) { return true }
            if group.arrangement.isCustom { return true }
            for subitem in group.arrangement.subitems {
                switch subitem {
                case .group(let nested): pending.append(nested)
                case .item(let item):
                    if depends(item.size, mainAxis) || item.supplementaryItems.contains(where: { depends($0.size, mainAxis) }) {
                        return true
                    }
                }
            }
        }
        return false
    }

    private static func depends(_ size: LayoutSize, _ mainAxis: Axis) -> Bool {
        for dimension in [size.width, size.height] {
            switch (dimension, mainAxis) {
            case (.fractionalHeight, .vertical), (.fractionalWidth, .horizontal): return true
            default: continue
            }
        }
        return false
    }
}
