import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Validation: LayoutError reasons and paths")
struct ValidationTests {
    let fill = item(.fractionalWidth(1), .fractionalHeight(1))
    var plainGroup: Group { hGroup(.fractionalWidth(1), .absolute(44), [fill]) }

    func single(
        _ group: Group, items: Int = 1, sectionInsets: DirectionalInsets = .zero, interGroupSpacing: Double = 0
    ) -> LayoutDescription {
        LayoutDescription(sections: [
            SectionInput(
                section: Section(group: group, contentInsets: sectionInsets, interGroupSpacing: interGroupSpacing), itemCount: items)
        ])
    }

    /// Checks that `error` is at `path` and that its reason carries a NaN.
    func expectNaN(_ error: LayoutError?, at path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(error?.path.description == path, sourceLocation: sourceLocation)
        switch error?.reason {
        case .invalidDimension(let dimension)?: #expect(dimension.value.isNaN, sourceLocation: sourceLocation)
        case .invalidSpacing(let value)?: #expect(value.isNaN, sourceLocation: sourceLocation)
        case .invalidInsets(let insets)?: #expect(!insets.isFinite, sourceLocation: sourceLocation)
        case .invalidContainer(let size)?: #expect(size.width.isNaN || size.height.isNaN, sourceLocation: sourceLocation)
        default: Issue.record("expected a NaN reason, got \(String(describing: error))", sourceLocation: sourceLocation)
        }
    }

    // MARK: Dimensions

    @Test("Validation: a negative dimension names its section, group, subitem and dimension")
    func negativeDimension() {
        let bad = hGroup(.fractionalWidth(1), .absolute(44), [item(.absolute(-1), .fractionalHeight(1))])
        let description = LayoutDescription(sections: [
            SectionInput(section: Section(group: plainGroup), itemCount: 1),
            SectionInput(section: Section(group: bad), itemCount: 1),
        ])
        let error = layoutError(description)
        #expect(error?.reason == .invalidDimension(.absolute(-1)))
        #expect(error?.path.description == "section 1 › group › subitems[0] › widthDimension")
        #expect(error?.description.hasPrefix("section 1 › group › subitems[0] › widthDimension: ") == true)
    }

    @Test("Validation: NaN and infinite dimensions are rejected")
    func nanAndInfiniteDimensions() {
        expectNaN(
            layoutError(single(hGroup(.fractionalWidth(1), .estimated(.nan), [fill]))), at: "section 0 › group › heightDimension")
        let infinite = layoutError(single(hGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(.infinity), .absolute(1))])))
        #expect(infinite?.reason == .invalidDimension(.fractionalWidth(.infinity)))
        #expect(infinite?.path.description == "section 0 › group › subitems[0] › widthDimension")
        let negativeEstimate = layoutError(
            single(hGroup(.fractionalWidth(1), .absolute(44), [item(.absolute(10), .uniformAcrossSiblings(estimate: -5))])))
        #expect(negativeEstimate?.reason == .invalidDimension(.uniformAcrossSiblings(estimate: -5)))
        #expect(negativeEstimate?.path.description == "section 0 › group › subitems[0] › heightDimension")
    }

    @Test("Validation: a fraction of zero or below is a nonPositiveFraction")
    func nonPositiveFractions() {
        let zero = layoutError(single(hGroup(.fractionalWidth(1), .fractionalHeight(0), [fill])))
        #expect(zero?.reason == .nonPositiveFraction(.fractionalHeight(0)))
        #expect(zero?.path.description == "section 0 › group › heightDimension")
        let negative = layoutError(single(hGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(-0.5), .absolute(1))])))
        #expect(negative?.reason == .nonPositiveFraction(.fractionalWidth(-0.5)))
        #expect(negative?.path.description == "section 0 › group › subitems[0] › widthDimension")
    }

    @Test("Validation: a zero absolute or estimated dimension is allowed")
    func zeroPointsAllowed() throws {
        let solution = try LayoutSolver.solve(
            single(hGroup(.fractionalWidth(1), .absolute(0), [item(.estimated(0), .absolute(0))])), in: container(375, 812))
        expectFrame(frame(solution, 0, 0), 0, 0, 0, 0)
    }

    @Test("Validation: paths follow nesting (subitems of subitems)")
    func nestedPath() {
        let inner = vGroup(.fractionalWidth(0.5), .fractionalHeight(1), [item(.fractionalWidth(1), .absolute(-3))])
        let error = layoutError(single(hGroup(.fractionalWidth(1), .absolute(44), [fill, inner.asSubitem])))
        #expect(error?.reason == .invalidDimension(.absolute(-3)))
        #expect(error?.path.description == "section 0 › group › subitems[1] › subitems[0] › heightDimension")
    }

    @Test("Validation: groups nested past LayoutLimits.maximumDepth (64) are nestingTooDeep, naming the 65th")
    func nestingTooDeep() throws {
        var group = vGroup(.fractionalWidth(1), .absolute(44), [fill])
        for _ in 1..<64 { group = vGroup(.fractionalWidth(1), .absolute(44), [group.asSubitem]) }
        // 64 levels solve: every level is 375 × 44 at the origin, and so is the cell.
        expectFrame(frame(try LayoutSolver.solve(single(group), in: container(375, 812)), 0, 0), 0, 0, 375, 44)
        let deeper = vGroup(.fractionalWidth(1), .absolute(44), [group.asSubitem])
        let error = layoutError(single(deeper))
        #expect(error?.reason == .nestingTooDeep(limit: 64))
        #expect(error?.path.description == "section 0 › group" + String(repeating: " › subitems[0]", count: 64))
    }

    // MARK: Groups

    @Test("Validation / M-17: a count group's count must be at least 1")
    func countBelowOne() {
        let zero = layoutError(single(countGroup(.horizontal, .fractionalWidth(1), .absolute(44), fill, count: 0)))
        #expect(zero?.reason == .invalidCount(0))
        #expect(zero?.path.description == "section 0 › group › count")
        let negative = layoutError(single(repeatingGroup(.vertical, .fractionalWidth(1), .absolute(44), fill, count: -2)))
        #expect(negative?.reason == .invalidCount(-2))
        #expect(negative?.path.description == "section 0 › group › count")
    }

    @Test("Validation: a count group's subitem is validated as subitems[0]")
    func countSubitemPath() {
        let error = layoutError(
            single(countGroup(.horizontal, .fractionalWidth(1), .absolute(44), item(.fractionalWidth(1), .absolute(-1)), count: 2)))
        #expect(error?.reason == .invalidDimension(.absolute(-1)))
        #expect(error?.path.description == "section 0 › group › subitems[0] › heightDimension")
    }

    @Test("Validation: a group needs at least one subitem")
    func emptySubitems() {
        let top = layoutError(single(hGroup(.fractionalWidth(1), .absolute(44), [])))
        #expect(top?.reason == .emptyGroup)
        #expect(top?.path.description == "section 0 › group")
        let nested = layoutError(
            single(hGroup(.fractionalWidth(1), .absolute(44), [fill, vGroup(.absolute(10), .absolute(10), []).asSubitem])))
        #expect(nested?.reason == .emptyGroup)
        #expect(nested?.path.description == "section 0 › group › subitems[1]")
    }

    @Test("Validation / S-20: a custom group that returns no frames cannot lay out its items")
    func customGroupWithoutFrames() throws {
        let group = Group(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), arrangement: .custom(id: 99))
        let error = layoutError(single(group, items: 3))
        #expect(error?.reason == .groupPlacesNoItems)
        #expect(error?.path.description == "section 0 › group")
        // Without items there is nothing to place, so no error.
        let empty = try LayoutSolver.solve(single(group, items: 0), in: container(375, 812))
        expectFrame(empty.sectionFrame(0), 0, 0, 375, 0)
    }

    @Test("Validation: a group that would hold more than 65 536 cells is too dense")
    func groupTooDense() {
        // 0.001-pt items in a 375-pt group would need 375 000 cells.
        let error = layoutError(single(hGroup(.fractionalWidth(1), .absolute(44), [item(.absolute(0.001), .absolute(1))])))
        #expect(error?.reason == .groupTooDense(limit: 65536))
        #expect(error?.path.description == "section 0 › group")
    }

    @Test("Validation: a count group whose count exceeds 65 536 copies is too dense (rejected before placing them)")
    func countTooDense() {
        for arrangement in [Arrangement.equalSlots(axis: .horizontal, fill, count: 1 << 40), .repeating(axis: .vertical, fill, count: .max)] {
            let group = Group(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), arrangement: arrangement)
            let error = layoutError(single(group))
            #expect(error?.reason == .groupTooDense(limit: 65536))
            #expect(error?.path.description == "section 0 › group")
        }
    }

    // MARK: Spacing

    @Test("Validation: infinite or NaN interItemSpacing (negative is valid: issue 17)")
    func interItemSpacing() {
        let infinite = layoutError(single(hGroup(.fractionalWidth(1), .absolute(44), [fill], spacing: .fixed(-.infinity))))
        #expect(infinite?.reason == .invalidSpacing(-.infinity))
        #expect(infinite?.path.description == "section 0 › group › interItemSpacing")
        let nested = vGroup(.fractionalWidth(1), .fractionalHeight(1), [fill], spacing: .flexible(.nan))
        expectNaN(
            layoutError(single(hGroup(.fractionalWidth(1), .absolute(44), [nested.asSubitem]))),
            at: "section 0 › group › subitems[0] › interItemSpacing")
    }

    @Test("Validation: infinite or NaN edge spacing names the edge (negative is valid: issue 17)")
    func edgeSpacing() {
        let leading = layoutError(
            single(
                hGroup(
                    .fractionalWidth(1), .absolute(44),
                    [item(.absolute(10), .absolute(10), edges: EdgeSpacing(leading: .flexible(.infinity)))])))
        #expect(leading?.reason == .invalidSpacing(.infinity))
        #expect(leading?.path.description == "section 0 › group › subitems[0] › edgeSpacing › leading")
        let nested = vGroup(.absolute(10), .absolute(10), [fill], edges: EdgeSpacing(bottom: .fixed(.nan)))
        expectNaN(
            layoutError(single(hGroup(.fractionalWidth(1), .absolute(44), [nested.asSubitem]))),
            at: "section 0 › group › subitems[0] › edgeSpacing › bottom")
        let top = layoutError(single(hGroup(.fractionalWidth(1), .absolute(44), [fill], edges: EdgeSpacing(top: .fixed(-.infinity)))))
        #expect(top?.reason == .invalidSpacing(-.infinity))
        #expect(top?.path.description == "section 0 › group › edgeSpacing › top")
    }

    @Test("Validation: infinite or NaN interGroupSpacing (negative is valid: issue 17)")
    func interGroupSpacing() {
        let infinite = layoutError(single(plainGroup, interGroupSpacing: -.infinity))
        #expect(infinite?.reason == .invalidSpacing(-.infinity))
        #expect(infinite?.path.description == "section 0 › interGroupSpacing")
        expectNaN(layoutError(single(plainGroup, interGroupSpacing: .nan)), at: "section 0 › interGroupSpacing")
    }

    @Test("Validation: NaN or infinite interSectionSpacing (negative is valid: issue 17)")
    func interSectionSpacing() {
        func description(_ spacing: Double) -> LayoutDescription {
            LayoutDescription(
                sections: [SectionInput(section: Section(group: plainGroup), itemCount: 1)],
                configuration: LayoutConfiguration(interSectionSpacing: spacing))
        }
        let infinite = layoutError(description(-.infinity))
        #expect(infinite?.reason == .invalidSpacing(-.infinity))
        #expect(infinite?.path.description == "configuration › interSectionSpacing")
        expectNaN(layoutError(description(.nan)), at: "configuration › interSectionSpacing")
        #expect(layoutError(description(.infinity))?.reason == .invalidSpacing(.infinity))
    }

    // MARK: Insets

    @Test("Validation: NaN or infinite insets on a section, a group or an item")
    func invalidInsets() {
        expectNaN(layoutError(single(plainGroup, sectionInsets: insets(top: .nan))), at: "section 0 › contentInsets")
        let groupInsets = insets(trailing: .infinity)
        let group = layoutError(single(hGroup(.fractionalWidth(1), .absolute(44), [fill], insets: groupInsets)))
        #expect(group?.reason == .invalidInsets(groupInsets))
        #expect(group?.path.description == "section 0 › group › contentInsets")
        expectNaN(
            layoutError(single(hGroup(.fractionalWidth(1), .absolute(44), [item(.absolute(10), .absolute(10), insets: insets(leading: .nan))]))),
            at: "section 0 › group › subitems[0] › contentInsets")
    }

    // MARK: Item counts and sections

    @Test("Validation: a negative item count")
    func negativeItemCount() {
        let error = layoutError(single(plainGroup, items: -1))
        #expect(error?.reason == .negativeItemCount(-1))
        #expect(error?.path.description == "section 0")
    }

    @Test("Validation / M-24: a nil section with items is missingSection; with zero items it is fine")
    func nilSections() throws {
        let missing = layoutError(
            LayoutDescription(sections: [
                SectionInput(section: Section(group: plainGroup), itemCount: 1), SectionInput(section: nil, itemCount: 2),
            ]))
        #expect(missing?.reason == .missingSection)
        #expect(missing?.path.description == "section 1")
        let solution = try LayoutSolver.solve(
            LayoutDescription(sections: [SectionInput(section: nil, itemCount: 0)]), in: container(375, 812))
        #expect(solution.cell(section: 0, item: 0) == nil)
        expectSize(solution.contentSize, 375, 0)
    }

    // MARK: Container

    @Test("Validation: a negative, NaN or infinite container size")
    func invalidContainer() {
        let description = single(plainGroup)
        let negative = layoutError(description, in: container(-1, 812))
        #expect(negative?.reason == .invalidContainer(Size(width: -1, height: 812)))
        #expect(negative?.path.description == "container")
        expectNaN(layoutError(description, in: container(375, .nan)), at: "container")
        #expect(layoutError(description, in: container(.infinity, 812))?.reason == .invalidContainer(Size(width: .infinity, height: 812)))
        expectNaN(layoutError(description, in: container(375, 812, safeArea: insets(leading: .nan))), at: "container")
    }

    @Test("Validation: a zero-size container lays out without crashing and gives finite frames")
    func zeroSizeContainer() throws {
        let leading = item(.fractionalWidth(0.7), .fractionalHeight(1), insets: DirectionalInsets(all: 10))
        let trailing = countGroup(
            .vertical, .fractionalWidth(0.3), .fractionalHeight(1),
            item(.fractionalWidth(1), .fractionalHeight(0.3), insets: DirectionalInsets(all: 10)), count: 2, spacing: .fixed(8))
        let sections = [
            Section(
                group: hGroup(.fractionalWidth(1), .fractionalHeight(0.4), [leading, trailing.asSubitem]),
                contentInsets: DirectionalInsets(all: 10), interGroupSpacing: 5),
            Section(group: countGroup(.horizontal, .fractionalWidth(1), .absolute(44), fill, count: 4, spacing: .fixed(8))),
            Section(
                group: hGroup(
                    .fractionalWidth(1), .fractionalWidth(0.2),
                    [item(.fractionalWidth(0.25), .absolute(20), edges: EdgeSpacing(leading: .flexible(0), top: .flexible(1)))],
                    spacing: .flexible(2))),
            Section(group: repeatingGroup(.horizontal, .fractionalWidth(1), .absolute(30), fill, count: 3, spacing: .fixed(4))),
        ]
        let description = LayoutDescription(
            sections: sections.map { SectionInput(section: $0, itemCount: 7) },
            configuration: LayoutConfiguration(interSectionSpacing: 6))
        for host in [container(0, 0), container(0, 0, scale: 3, direction: .rightToLeft)] {
            let solution = try LayoutSolver.solve(description, in: host)
            #expect(solution.contentSize.width.isFinite && solution.contentSize.height.isFinite)
            for section in 0..<4 {
                for index in 0..<7 {
                    let cell = try #require(solution.cell(section: section, item: index))
                    #expect(cell.frame.isFinite)
                    #expect(cell.frame.width >= 0 && cell.frame.height >= 0)
                }
            }
            let everything = Rect(x: -1000, y: -1000, width: 10_000, height: 10_000)
            #expect(solution.elements(in: everything) == bruteForceCells(solution, in: everything))
        }
    }

    // MARK: Reasons raised outside the solver

    @Test("Messages of the reasons the layout and self-sizing raise: section count, decoration kind, preferred size")
    func outsideReasonMessages() {
        #expect(
            LayoutError(.negativeSectionCount(-2), at: LayoutPath(.dataSource)).description
                == "data source: the data source reported -2 sections; counts cannot be negative")
        #expect(
            LayoutError(.unregisteredDecorationKind("background"), at: LayoutPath(.section(1), .decorationItem(0))).description
                == "section 1 › decorationItems[0]: no view is registered for decoration kind 'background'; "
                + "call register(_:forDecorationViewOfKind:) on the layout")
        let preferred = LayoutError(
            .invalidPreferredSize(Size(width: -1, height: .nan)), at: LayoutPath(.element(.cell(section: 0, item: 3))))
        #expect(preferred.description.hasPrefix("cell (0, 3): preferred size "))
        #expect(preferred.description.hasSuffix(" must be finite and >= 0; the estimate is kept"))
    }
}
