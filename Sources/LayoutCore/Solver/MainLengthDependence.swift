/// Whether a section's sizes depend on the container's length along the main axis. Only the
/// top-level group and the boundary items resolve against the container; everything nested
/// resolves against its parent. So a section depends on that length when one of those has a
/// fraction of it (`.fractionalHeight` in a vertical layout), or when it has a custom group,
/// whose provider may read anything. A section that does not can be kept when only that
/// length changes.
enum MainLengthDependence {
    /// Whether `section` depends on the main-axis length of its container.
    static func check(_ section: Section, mainAxis: Axis) -> Bool {
        depends(section.group.size, mainAxis) || section.boundaryItems.contains { depends($0.size, mainAxis) }
            || section.containsCustomGroup
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
