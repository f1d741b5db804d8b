/// One section's item edits, the one place that renumbers what a section measured and edits
/// its geometry in place. Both entry points of a data update use it: `LayoutSolution`'s
/// `applyItemEdits(_:hooks:)` and `LayoutSolver.solve(…, carried:)`.
extension SectionGeometry {
    /// Whether the section can take `edits` in place: every group holds one item, the groups
    /// neither flow nor share one length nor come from a hook, and the section has items
    /// before and after the update (so its template stands).
    func takesEditsInPlace(_ edits: SectionItemEdits) -> Bool {
        guard let section = plan.section, itemCount > 0, edits.newCount(oldCount: itemCount) > 0 else { return false }
        return capacity == 1 && track.flow == nil && !plan.sharesGroupLength && !section.containsCustomGroup
    }

    /// Throws `indexPathsTooLarge` when the section's one-item groups, `itemCount` of them,
    /// would number their group supplementaries past `Int.max` (as `SectionSolver.solve`
    /// checks).
    func checkGroupSupplementaryNumbers(itemCount: Int) throws(LayoutError) {
        guard let most = groupSupplementaryCounts.values.max() else { return }
        let base = (itemCount - 1).multipliedReportingOverflow(by: most)
        if base.overflow || base.partialValue.addingReportingOverflow(most - 1).overflow {
            throw LayoutError(.indexPathsTooLarge, at: LayoutPath(.section(index), .group))
        }
    }

    /// The section's measurements after `edits`: the measured sizes of the items that stay,
    /// at their new indexes, with those moved items bring, and the measured supplementaries
    /// that still name an element (see `renumberedSupplementaries(by:)`).
    func renumberedMeasurements(by edits: SectionItemEdits) -> SectionMeasurements {
        var renumbered = measurements
        edits.renumber(&renumbered.cells)
        renumbered.supplementaries = renumberedSupplementaries(by: edits)
        return renumbered
    }

    /// Whether `key` names a supplementary attached to an item (rather than a group's or a
    /// boundary item): one that moves with its item.
    public func isItemSupplementary(_ key: SupplementaryKey) -> Bool {
        guard groupSupplementaryCounts[key.kind] == nil else { return false }
        return plan.section?.boundaryItems.contains(where: { $0.kind == key.kind }) != true
    }

    /// The measured supplementaries that still name an element after `edits`, renumbered,
    /// with those moved items bring: O(s log k) for s measured supplementaries. Item
    /// supplementaries follow their items, boundary items stay; group supplementaries follow
    /// their group in a section of one-item groups, and otherwise stay only before the first
    /// group whose items change.
    func renumberedSupplementaries(by edits: SectionItemEdits) -> [SupplementaryKey: Size] {
        var supplementaries = edits.carriedSupplementaries
        guard !measurements.supplementaries.isEmpty else { return supplementaries }
        let oneItemGroups = capacity == 1 && track.flow == nil
        // An arrival past the last item changes the last group when it has room (or, in a
        // flowing section, may join it).
        let first = edits.firstChangedItem
        let firstChangedGroup =
            track.flow == nil ? first / Swift.max(1, capacity) : group(ofItem: Swift.min(first, itemCount - 1)) ?? 0
        for (key, size) in measurements.supplementaries {
            if let instances = groupSupplementaryCounts[key.kind] {
                let group = key.item / instances
                if oneItemGroups {
                    guard let moved = edits.newIndex(ofOld: group) else { continue }
                    let item = moved * instances + key.item % instances
                    supplementaries[SupplementaryKey(kind: key.kind, item: item)] = size
                } else if group < firstChangedGroup {
                    supplementaries[key] = size
                }
            } else if !isItemSupplementary(key) {
                supplementaries[key] = size  // a boundary item
            } else if let moved = edits.newIndex(ofOld: key.item) {
                supplementaries[SupplementaryKey(kind: key.kind, item: moved)] = size
            }
        }
        return supplementaries
    }
}

extension SectionSolver {
    /// Edits `geometry`, whose groups hold one item each (`takesEditsInPlace`), in place:
    /// its measured sizes and group extents remove and insert the edited items, and only the
    /// groups of moved items that bring a measurement are solved again: O(k log n) for k
    /// edits in a section of n items.
    func editInPlace(_ geometry: inout SectionGeometry, by edits: SectionItemEdits, work: inout WorkCounters)
        throws(LayoutError)
    {
        geometry.measurements.supplementaries = geometry.renumberedSupplementaries(by: edits)
        if !geometry.distinctGroups.isEmpty {
            var distinct: [Int: SolvedGroup] = [:]
            for (group, solution) in geometry.distinctGroups {
                if let moved = edits.newIndex(ofOld: group) { distinct[moved] = solution }
            }
            geometry.distinctGroups = distinct
        }
        // Groups are items here, so the measured sizes and the extents take the same edits.
        let count = edits.newCount(oldCount: geometry.itemCount)
        work.treeNodesTouched += edits.renumber(&geometry.measurements.cells)
        if geometry.track.extents.resizeWithoutOverrides(to: count) {
            work.treeNodesTouched += 1
        } else {
            for run in edits.removedRunsDescending {
                work.treeNodesTouched += geometry.track.extents.removeGroups(in: run)
            }
            for run in edits.addedRunsAscending {
                work.treeNodesTouched += geometry.track.extents.insertGroups(run.count, at: run.lowerBound)
            }
        }
        geometry.itemCount = count
        geometry.plan.input.itemCount = count
        // Only a moved item brings a measurement; an inserted one shows the template.
        var broughtMeasurement = Set(edits.carriedCells.keys)
        for key in edits.carriedSupplementaries.keys { broughtMeasurement.insert(key.item) }
        for group in broughtMeasurement.sorted() {
            try resolveGroup(group, of: &geometry, work: &work)
        }
        relayoutEnds(of: &geometry)
        work.sectionsEdited += 1
    }
}
