import CompositionalLayout
import Testing

/// Issue 17 §1: layout code in the Swift 5 language mode builds UIKit's main-actor objects
/// from nonisolated code without diagnostics (`NonisolatedBuilders.swift`), and lays out as
/// the same code does anywhere else. The tests themselves run on the main actor, where a
/// collection view lives.
@MainActor
@Suite("Swift 5 clients: layouts built by nonisolated code")
struct Swift5ClientTests {
    /// Lays the feed out in a 390 × 844 view (scale 3, no safe area) with 1 banner and 4 rows.
    private static func laidOutFeed() -> (UICollectionView, CountsDataSource) {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FeedLayoutBuilder().makeLayout())
        let dataSource = CountsDataSource([1, 4])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    @Test("The helper class, enum extension, struct and free function lay out the feed")
    func feedFrames() {
        let (collectionView, dataSource) = Self.laidOutFeed()
        defer { withExtendedLifetime(dataSource) {} }
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        // The layout-wide header: full width, 30 high, at the top; sections start below it.
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 30))
        // Banner: 16-point side insets leave 358; its height is half the container width,
        // 390 / 2 = 195; it starts under the header at y 30.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 16, y: 30, width: 358, height: 195))
        // Rows start after the 20-point section spacing: 30 + 195 + 20 = 245; two columns of
        // 390 × 0.5 = 195, rows 60 high and 10 apart (second row at 245 + 70 = 315).
        let expected = [
            CGRect(x: 0, y: 245, width: 195, height: 60), CGRect(x: 195, y: 245, width: 195, height: 60),
            CGRect(x: 0, y: 315, width: 195, height: 60), CGRect(x: 195, y: 315, width: 195, height: 60),
        ]
        for (item, frame) in expected.enumerated() {
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 1))?.frame == frame)
        }
        // Content: 315 + 60 = 375.
        #expect(collectionView.contentSize == CGSize(width: 390, height: 375))
    }

    @Test("A default argument's dimension reaches the section")
    func defaultArguments() {
        let section = makeSection()
        let item = section.group.subitems[0]
        #expect(item.layoutSize.widthDimension.isFractionalWidth)
        #expect(item.layoutSize.widthDimension.dimension == 1)
        #expect(section.group.layoutSize.heightDimension.dimension == 44)
        #expect(section.contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    @Test("A struct conforming to an app protocol builds its section through the existential")
    func protocolExistential() {
        let providers: [any SectionLayoutProviding] = [TwoColumnRows(rowHeight: 80)]
        let section = providers[0].layoutSection()
        #expect(section.interGroupSpacing == 10)
        #expect(section.group.layoutSize.heightDimension.dimension == 80)
    }

    @Test("A Swift 5 cell built with anchors and a closure action records its constraints and runs its action")
    func anchoredCell() {
        let cell = Swift5AnchoredCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.constraints.count == 5)
        cell.actionButton.sendActions(for: .touchUpInside)
        #expect(cell.taps == 1)
    }

    @Test("Selectors made as a Swift 5 app makes them perform their methods")
    func selectorsFromMethods() {
        let target = Swift5ActionTarget()
        let control = UIControl(frame: .zero)
        control.tag = 5
        for selector in target.selectors {
            _ = selector.perform(target: target, sender: control, event: nil)
        }
        // increment (+1), incrementSender (+ tag 5), the unbound increment on the target (+1).
        #expect(target.count == 7)
    }
}

/// Issue 27: target–action written in the Swift 5 mode, `Selector(method)` for
/// `#selector(method)`, runs when a user toggles a switch and taps a segment.
@MainActor
@Suite("Swift 5 clients: target–action on controls")
struct Swift5TargetActionTests {
    @Test("A switch and a segmented control perform the panel's methods, in registration order")
    func settingsPanel() {
        let panel = Swift5SettingsPanel(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        defer { panel.removeTargets() }
        panel.notificationsSwitch.simulateToggle()
        panel.sortPicker.simulateTap(onSegmentAt: 1)
        panel.sortPicker.simulateTap(onSegmentAt: 1)
        panel.notificationsSwitch.simulateToggle()
        #expect(panel.log == ["notifications on", "sort Date", "refresh", "notifications off"])
        #expect(panel.notificationsSwitch.reportedErrors.isEmpty && panel.sortPicker.reportedErrors.isEmpty)
    }
}
