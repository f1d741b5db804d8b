import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Reference insets: SC-2, SC-6")
struct ReferenceInsetsTests {
    let group = hGroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])

    /// W = 400; safe area leading/trailing 10, layout margins 25 / 35, readable content 60 / 80.
    let host = container(
        400, 800, safeArea: insets(top: 44, leading: 10, bottom: 34, trailing: 10),
        layoutMargins: insets(leading: 25, trailing: 35), readableContent: insets(leading: 60, trailing: 80))

    @Test("SC-2 / SC-E2: the safe area is the default reference (landscape iPhone)")
    func safeAreaDefault() throws {
        // W = 844, safe area left = right = 47, section insets 16: box x = 47 + 16 = 63, width 844 − 94 − 32 = 718.
        let solution = try solveSection(
            group, items: 2, in: container(844, 390, safeArea: insets(leading: 47, trailing: 47)),
            sectionInsets: insets(leading: 16, trailing: 16))
        expectFrame(frame(solution, 0, 0), 63, 0, 718, 50)
        expectFrame(frame(solution, 0, 1), 63, 50, 718, 50)
        expectSize(solution.contentSize, 844, 100)
    }

    @Test("SC-2 / SC-E2: a section with reference .none ignores the safe area")
    func sectionNone() throws {
        // Box x = 16, width 844 − 32 = 812; content size still (844, 100).
        let solution = try solveSection(
            group, items: 2, in: container(844, 390, safeArea: insets(leading: 47, trailing: 47)),
            sectionInsets: insets(leading: 16, trailing: 16), reference: .none)
        expectFrame(frame(solution, 0, 0), 16, 0, 812, 50)
        expectFrame(frame(solution, 0, 1), 16, 50, 812, 50)
        expectSize(solution.contentSize, 844, 100)
    }

    @Test("SC-2: .layoutMargins uses the layout margins (measured from the bounds)")
    func layoutMargins() throws {
        // x = 25, width 400 − 25 − 35 = 340.
        let solution = try solveSection(group, items: 1, in: host, reference: .layoutMargins)
        expectFrame(frame(solution, 0, 0), 25, 0, 340, 50)
    }

    @Test("SC-2: .readableContent uses the readable content guide's insets")
    func readableContent() throws {
        // x = 60, width 400 − 60 − 80 = 260.
        let solution = try solveSection(group, items: 1, in: host, reference: .readableContent)
        expectFrame(frame(solution, 0, 0), 60, 0, 260, 50)
    }

    @Test("SC-2: a section's .automatic follows the configuration's reference")
    func automaticFollowsConfiguration() throws {
        // Configuration .layoutMargins → (25, 0, 340, 50); .none → (0, 0, 400, 50);
        // .automatic → the safe area → (10, 0, 380, 50). The section keeps its default .automatic.
        let margins = try solveSection(group, items: 1, in: host, configuration: LayoutConfiguration(contentInsetsReference: .layoutMargins))
        expectFrame(frame(margins, 0, 0), 25, 0, 340, 50)
        let none = try solveSection(group, items: 1, in: host, configuration: LayoutConfiguration(contentInsetsReference: .none))
        expectFrame(frame(none, 0, 0), 0, 0, 400, 50)
        let automatic = try solveSection(group, items: 1, in: host, configuration: LayoutConfiguration(contentInsetsReference: .automatic))
        expectFrame(frame(automatic, 0, 0), 10, 0, 380, 50)
        let defaults = try solveSection(group, items: 1, in: host)
        expectFrame(frame(defaults, 0, 0), 10, 0, 380, 50)
    }

    @Test("SC-2: an explicit section reference overrides the configuration's")
    func explicitSectionReferenceWins() throws {
        let solution = try solveSection(
            group, items: 1, in: host, reference: .safeArea,
            configuration: LayoutConfiguration(contentInsetsReference: .layoutMargins))
        expectFrame(frame(solution, 0, 0), 10, 0, 380, 50)
    }

    @Test("SC-2: reference insets apply on the cross axis only; the safe area's top does not move the first section")
    func mainAxisSafeAreaIgnored() throws {
        // Safe area top 44 is the scroll view's business: the first item is at y = 0.
        let solution = try solveSection(group, items: 1, in: host)
        expectFrame(frame(solution, 0, 0), 10, 0, 380, 50)
    }

    @Test("SC-6: a top-level group narrower than the layout box sits at its leading edge")
    func narrowGroupAtLeadingEdge() throws {
        // Box from 10 + 30 = 40; group 200 wide sits at x = 40, not centred.
        let narrow = hGroup(.absolute(200), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solveSection(narrow, items: 1, in: host, sectionInsets: insets(leading: 30))
        expectFrame(frame(solution, 0, 0), 40, 0, 200, 50)
    }
}
