import LayoutCore
import Testing
@testable import CompositionalLayout

/// Reusable views and cells: their views, states, configuration updates and default sizing.
@MainActor
@Suite("UICollectionReusableView and UICollectionViewCell")
struct UICollectionViewCellTests {
    @Test("preferredLayoutAttributesFitting keeps a plain view's proposed size in a copy")
    func preferredPlain() {
        let view = UICollectionReusableView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let proposed = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        proposed.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        let preferred = view.preferredLayoutAttributesFitting(proposed)
        #expect(preferred !== proposed)
        #expect(preferred.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(preferred.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(preferred.indexPath == IndexPath(item: 0, section: 2))
    }

    @Test(
        "preferredLayoutAttributesFitting fits the self-sizing axes and holds the fixed ones",
        arguments: [
            // Proposed 375 × 44 at the origin; the view reports intrinsic (120, 77) and
            // sizeThatFits (150, 60).
            (SelfSizingAxesCase.height, true, CGSize(width: 375, height: 77)),
            (.width, true, CGSize(width: 120, height: 44)),
            (.both, true, CGSize(width: 120, height: 77)),
            (.both, false, CGSize(width: 150, height: 60)),
            (.height, false, CGSize(width: 375, height: 60)),
        ])
    func preferredFitting(axes: SelfSizingAxesCase, usesIntrinsic: Bool, expected: CGSize) {
        final class Measured: UICollectionReusableView {
            var usesIntrinsic = true
            override var intrinsicContentSize: CGSize {
                usesIntrinsic ? CGSize(width: 120, height: 77) : super.intrinsicContentSize
            }
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 150, height: 60) }
        }
        let view = Measured(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        view.usesIntrinsic = usesIntrinsic
        let proposed = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        proposed.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        proposed.selfSizingAxes = axes.axes
        #expect(view.preferredLayoutAttributesFitting(proposed).size == expected)
    }

    @Test("a cell's content view fills it and follows its size")
    func contentView() {
        let cell = UICollectionViewCell(frame: CGRect(x: 5, y: 5, width: 100, height: 50))
        #expect(cell.subviews.count == 1 && cell.subviews.first === cell.contentView)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        cell.bounds.size = CGSize(width: 200, height: 80)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(!cell.isSelected && !cell.isHighlighted)
        #expect(cell.automaticallyUpdatesContentConfiguration && cell.automaticallyUpdatesBackgroundConfiguration)
        #expect(cell.contentConfiguration == nil && cell.backgroundConfiguration == nil)
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
    }

    @Test("the background view is at the back; the selected one above it, only while selected")
    func backgroundViews() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let background = UIView()
        let selected = UIView()
        cell.selectedBackgroundView = selected
        cell.backgroundView = background
        #expect(cell.subviews.map(ObjectIdentifier.init) == [background, cell.contentView].map(ObjectIdentifier.init))
        #expect(background.frame == cell.bounds)
        cell.isSelected = true
        #expect(cell.subviews.map(ObjectIdentifier.init) == [background, selected, cell.contentView].map(ObjectIdentifier.init))
        #expect(selected.frame == cell.bounds)
        cell.isSelected = false
        #expect(selected.superview == nil)
        cell.isSelected = true
        let replacement = UIView()
        cell.backgroundView = replacement
        #expect(background.superview == nil)
        #expect(cell.subviews.map(ObjectIdentifier.init) == [replacement, selected, cell.contentView].map(ObjectIdentifier.init))
    }

    @Test("a background configuration removes the background views, and a background view the configuration")
    func backgroundConfigurationExcludesViews() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let background = UIView()
        cell.backgroundView = background
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundView == nil && background.superview == nil)
        cell.selectedBackgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
    }

    @Test("configurationState carries the traits, selection, highlight and the collection view's states")
    func configurationState() {
        let cell = UICollectionViewCell()
        cell.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        cell.isSelected = true
        cell.collectionViewStates.isExpanded = true
        cell.collectionViewStates.cellDragState = .lifting
        let state = cell.configurationState
        #expect(state.isSelected && !state.isHighlighted)
        #expect(state.isExpanded && !state.isEditing)
        #expect(state.cellDragState == .lifting && state.cellDropState == .none)
        #expect(state.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("updates run once per pass, automatic updates first, then the override, then the handler")
    func updateOrder() {
        final class Recording: UICollectionViewCell {
            var log: [String] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                let highlighted = (contentConfiguration as? BadgeConfiguration)?.isHighlighted ?? false
                log.append("update highlighted configuration: \(highlighted)")
            }
        }
        let cell = Recording(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        cell.contentConfiguration = BadgeConfiguration()
        cell.configurationUpdateHandler = { cell, state in
            (cell as? Recording)?.log.append("handler highlighted: \(state.isHighlighted)")
        }
        cell.layoutIfNeeded()
        cell.layoutIfNeeded()
        #expect(cell.log == ["update highlighted configuration: false", "handler highlighted: false"])
        cell.log = []
        cell.isHighlighted = true
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(cell.log == ["update highlighted configuration: true", "handler highlighted: true"])
        cell.log = []
        cell.automaticallyUpdatesContentConfiguration = false
        cell.isHighlighted = false
        cell.layoutIfNeeded()
        #expect(cell.log == ["update highlighted configuration: true", "handler highlighted: false"])
    }

    @Test("a change of traits asks for a configuration update")
    func traitsUpdate() {
        final class Counting: UICollectionViewCell {
            var updates = 0
            override func updateConfiguration(using state: UICellConfigurationState) { updates += 1 }
        }
        let parent = UIView()
        let cell = Counting()
        parent.addSubview(cell)
        parent.layoutIfNeeded()
        parent.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        parent.layoutIfNeeded()
        #expect(cell.updates == 2)
    }

    @Test("content configurations replace the content view unless the current view supports them")
    func contentViewReplacement() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let background = UIView()
        cell.backgroundView = background
        let plain = cell.contentView
        var content = UIListContentConfiguration.cell()
        content.text = "One"
        cell.contentConfiguration = content
        let listView = try #require(cell.contentView as? UIListContentView)
        #expect(plain.superview == nil)
        #expect(listView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(cell.subviews.map(ObjectIdentifier.init) == [background, listView].map(ObjectIdentifier.init))
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView === listView)
        #expect((listView.configuration as? UIListContentConfiguration)?.text == "Two")
        cell.contentConfiguration = BadgeConfiguration()
        #expect(cell.contentView is BadgeContentView)
        #expect(listView.superview == nil)
        cell.contentConfiguration = nil
        #expect(!(cell.contentView is UIContentView))
        #expect(cell.contentView.superview === cell)
    }

    @Test("a cell measures by its content view")
    func cellMeasuresByContent() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(cell.sizeThatFits(.zero) == CGSize(width: 100, height: 50))
        #expect(cell.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        cell.contentConfiguration = BadgeConfiguration(count: 10)
        // The badge view reports (44, 20 + 10).
        #expect(cell.intrinsicContentSize == CGSize(width: 44, height: 30))
    }

    @Test("default background configurations follow the cell's list style")
    func defaultBackgrounds() {
        #expect(UICollectionViewCell().defaultBackgroundConfiguration() == .clear())
        let listCell = UICollectionViewListCell()
        #expect(listCell.defaultBackgroundConfiguration() == .listPlainCell())
        listCell.listAppearance = .insetGrouped
        #expect(listCell.defaultBackgroundConfiguration() == .listGroupedCell())
        listCell.listAppearance = .sidebar
        #expect(listCell.defaultBackgroundConfiguration() == .listSidebarCell())
    }

    @Test("a list cell has UIKit's defaults and the content configuration of its list style")
    func listCellDefaults() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(cell.accessories.isEmpty)
        #expect(cell.indentationLevel == 0)
        #expect(cell.indentationWidth == 10)
        #expect(cell.indentsAccessories)
        #expect(cell.defaultContentConfiguration() == .cell())
        cell.listAppearance = .sidebar
        #expect(cell.defaultContentConfiguration() == .sidebarCell())
        cell.listAppearance = .sidebarPlain
        #expect(cell.defaultContentConfiguration() == .accompaniedSidebarCell())
    }
}

/// Self-sizing axes for test arguments, by name.
enum SelfSizingAxesCase: Sendable {
    case width, height, both

    var axes: SelfSizingAxes {
        switch self {
        case .width: .width
        case .height: .height
        case .both: [.width, .height]
        }
    }
}
