import LayoutCore

/// The content size covers what the spec says it must (SC-13, SC-14, SC-17):
///
/// * its cross length is the container's;
/// * on the main axis, every group of an ordinary (non-row) section — the track, in content
///   space — and every decoration and extending boundary item (at its natural place), of
///   sections and of the layout.
///
/// Exceptions, by the spec: cells larger than their group overflow it (S-15), so groups and
/// not cells are checked; a section with negative main-axis content insets places its groups
/// before its start and can be shorter than nothing, moving every later section, so a
/// layout with one is not checked on the main axis; boundary items with a main-axis offset or negative main-axis insets
/// are moved or grown past their place, and those whose own main-axis insets exceed their
/// length keep a zero length at their top inset, past their place (B-9); rows scroll on the cross axis, so only their
/// thickness counts; item and group supplementaries may sit anywhere their anchors say.
extension InvariantChecker {
    func checkContentSize(of solution: LayoutSolution, catalogue: [PlacedElement], phase: String) {
        let axis = solution.scrollAxis
        let content = solution.contentSize
        expect(
            content.length(along: axis.cross) == fuzzCase.container.size.length(along: axis.cross),
            "content size covers the spec's elements", "\(phase): cross length \(content) for container \(fuzzCase.container.size)")
        let end = content.length(along: axis)
        expect(end.isFinite && end >= 0, "content size covers the spec's elements", "\(phase): main length \(end)")
        let scale = fuzzCase.container.pixelGrid.scale
        let tolerance = (scale.isFinite && scale > 0 ? 2 / scale : 0) + 1e-9 * max(1, abs(end))
        func inside(_ low: Double, _ high: Double, limit: Double) -> Bool {
            low >= -tolerance && high <= limit + tolerance
        }
        let negativeInsets = fuzzCase.layout.sections.contains {
            guard let insets = $0.section?.contentInsets else { return false }
            return insets.leadingEdge(along: axis) < 0 || insets.trailingEdge(along: axis) < 0
        }
        guard !negativeInsets else { return }
        for (s, geometry) in solution.sections.enumerated() {
            guard let section = fuzzCase.layout.sections[s].section, section.orthogonalScrolling == .none else { continue }
            var groups = Array(0..<min(geometry.groupCount, 4))
            if geometry.groupCount > 4 {
                groups += fuzzCase.sampledSections.contains(s) ? [geometry.groupCount - 1] : Array(4..<geometry.groupCount)
            }
            for k in groups {
                let start = solution.contentGroupOrigin(k, inSection: s).value(along: axis)
                let length = geometry.solvedGroup(k).boxSize.length(along: axis)
                expect(
                    inside(start, start + length, limit: end), "content size covers the spec's elements",
                    "\(phase): section \(s) group \(k) spans \(start) … \(start + length), content \(end)")
            }
        }
        let presentedEnd = solution.presentedContentSize.length(along: axis)
        for element in catalogue where mustBeCovered(element, axis: axis) {
            let f = element.frame
            expect(
                inside(f.min(along: axis), f.max(along: axis), limit: presentedEnd), "content size covers the spec's elements",
                "\(phase): \(element.text) outside content length \(presentedEnd)", key: ElementKey(element))
        }
    }

    /// Decorations and extending boundary items without offsets or negative main insets.
    private func mustBeCovered(_ element: PlacedElement, axis: Axis) -> Bool {
        let items: [BoundaryItem]
        switch element.category {
        case .cell: return false
        case .decorationView:
            return fuzzCase.layout.sections[element.section].section != nil
        case .supplementaryView:
            guard element.item == 0 else { return false }
            let layoutWide = fuzzCase.layout.configuration.boundaryItems.filter { $0.kind == element.kind }
            if element.section == 0, !layoutWide.isEmpty {
                items = layoutWide
            } else {
                items = fuzzCase.layout.sections[element.section].section?.boundaryItems.filter { $0.kind == element.kind } ?? []
            }
        }
        guard let item = items.first else { return false }
        let (before, after): (Edges, Edges) = axis == .vertical ? (.top, .bottom) : (.leading, .trailing)
        let onMainEdge = item.alignment.edges.contains(before) || item.alignment.edges.contains(after)
        let insets = item.contentInsets
        let insetsSwallowIt = element.frame.size.length(along: axis) == 0 && insets.total(along: axis) > 0
        return item.extendsBoundary && onMainEdge && item.offset.value(along: axis) == 0 && !insetsSwallowIt
            && insets.leadingEdge(along: axis) >= 0 && insets.trailingEdge(along: axis) >= 0
    }
}
