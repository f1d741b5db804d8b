/// Unpresented frames in content space (not mirrored, not snapped): what the solver
/// computed, for checks that compare solved geometry with itself.
extension LayoutSolution {
    /// The content-space frame of the cell at (`section`, `item`), or `nil` when there is none.
    public func contentFrame(ofItem item: Int, inSection section: Int) -> Rect? {
        guard sections.indices.contains(section), let frame = sections[section].cellFrameInSection(ofItem: item) else {
            return nil
        }
        return contentRect(frame, sectionStart: sectionStart(section))
    }

    /// The content-space origin of group `group`'s box in section `section`.
    public func contentGroupOrigin(_ group: Int, inSection section: Int) -> Point {
        contentRect(Rect(origin: sections[section].groupOrigin(group), size: .zero), sectionStart: sectionStart(section))
            .origin
    }
}
