@testable import CompositionalLayout
import Testing

/// Background configurations shown as views: the system background view at the back of the
/// cell, its frame, colors, corners, stroke, image and custom view, and the list presets'
/// colors per state.
@MainActor
@Suite("Cell background views")
struct CellBackgroundViewTests {
    /// A 390 × 44 cell at scale 3, laid out with `configuration`.
    func cell(_ configuration: UIBackgroundConfiguration?, list: Bool = false) -> UICollectionViewCell {
        let cell = list ? UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44)) : UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.traitCollection = UITraitCollection(displayScale: 3)
        cell.backgroundConfiguration = configuration
        cell.layoutIfNeeded()
        return cell
    }

    @Test("the background view is at the back, inset by the insets, with the fill's color and corners and the stroke outside")
    func frameColorCornersStroke() throws {
        var configuration = UIBackgroundConfiguration.listGroupedCell()
        configuration.cornerRadius = 10
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 16, bottom: 4, trailing: 8)
        configuration.strokeColor = .systemRed
        configuration.strokeWidth = 1
        configuration.strokeOutset = 2
        let cell = cell(configuration)
        let background = try #require(cell.subviews.first as? SystemBackgroundView)
        #expect(cell.subviews.map(ObjectIdentifier.init) == [background, cell.contentView].map(ObjectIdentifier.init))
        // x = 16, y = 2, width = 390 − 16 − 8 = 366, height = 44 − 2 − 4 = 38.
        #expect(background.frame == CGRect(x: 16, y: 2, width: 366, height: 38))
        #expect(background.fillView.frame == CGRect(x: 0, y: 0, width: 366, height: 38))
        #expect(background.fillView.backgroundColor == .secondarySystemGroupedBackground)
        #expect(background.fillView.layer.cornerRadius == 10 && background.fillView.clipsToBounds)
        let stroke = try #require(background.strokeView)
        // Outset by 2 on every side: (−2, −2, 366 + 4 = 370, 38 + 4 = 42); corners 10 + 2 = 12.
        #expect(stroke.frame == CGRect(x: -2, y: -2, width: 370, height: 42))
        #expect(stroke.layer.borderWidth == 1 && stroke.layer.cornerRadius == 12)
        #expect(stroke.layer.borderColor == UIColor.systemRed.resolvedColor(with: cell.traitCollection).cgColor)
        #expect(stroke.backgroundColor == nil)
    }

    @Test("margins are added on the edges that ask for them, and right to left swaps leading and trailing")
    func marginsAndDirection() throws {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)
        configuration.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 3, leading: 20, bottom: 3, trailing: 10)
        cell.backgroundConfiguration = configuration
        cell.layoutIfNeeded()
        // Leading 5 + 20 = 25, trailing 0 + 10 = 10; top and bottom add nothing: 390 − 35 = 355.
        #expect(cell.subviews.first?.frame == CGRect(x: 25, y: 0, width: 355, height: 44))
        cell.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        cell.layoutIfNeeded()
        // The trailing 10 is on the left now.
        #expect(cell.subviews.first?.frame == CGRect(x: 10, y: 0, width: 355, height: 44))
    }

    @Test("insets that are not finite count as 0; insets wider than the cell leave an empty background")
    func badInsets() {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: .nan, leading: .infinity, bottom: 50, trailing: 400)
        configuration.cornerRadius = -4
        configuration.strokeWidth = .nan
        let cell = cell(configuration)
        let background = cell.subviews.first as? SystemBackgroundView
        // Width 390 − 0 − 400 < 0 → 0; height 44 − 0 − 50 < 0 → 0.
        #expect(background?.frame == CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(background?.fillView.layer.cornerRadius == 0 && background?.strokeView == nil)
    }

    @Test("a list preset turns systemGray4 when selected or highlighted, unless the app set its own color")
    func presetStates() throws {
        let cell = cell(.listPlainCell())
        let background = try #require(cell.subviews.first as? SystemBackgroundView)
        #expect(background.fillView.backgroundColor == .systemBackground)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(background.fillView.backgroundColor == .systemGray4)
        cell.isSelected = false
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(background.fillView.backgroundColor == .systemGray4)
        cell.isHighlighted = false
        cell.layoutIfNeeded()
        #expect(background.fillView.backgroundColor == .systemBackground)
        // The app's color is kept in every state (forum thread 761936).
        var blue = UIBackgroundConfiguration.listGroupedCell()
        blue.backgroundColor = .systemBlue
        cell.backgroundConfiguration = blue
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(background.fillView.backgroundColor == .systemBlue)
    }

    @Test("the presets' colors per state", arguments: [false, true])
    func presetTable(selected: Bool) {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = selected
        let gray: UIColor = .systemGray4
        #expect(UIBackgroundConfiguration.listCell().updated(for: state).backgroundColor == (selected ? gray : .systemBackground))
        #expect(
            UIBackgroundConfiguration.listGroupedCell().updated(for: state).backgroundColor
                == (selected ? gray : .secondarySystemGroupedBackground))
        // A selected sidebar cell takes the tint (nil); an accompanied one turns gray.
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: state).backgroundColor == (selected ? nil : .clear))
        #expect(UIBackgroundConfiguration.listAccompaniedSidebarCell().updated(for: state).backgroundColor == (selected ? gray : .clear))
        // Headers, footers and clear() do not change.
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().updated(for: state) == .listPlainHeaderFooter())
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().updated(for: state) == .listGroupedHeaderFooter())
        #expect(UIBackgroundConfiguration.clear().updated(for: state) == .clear())
        // A view's state reads the same way.
        var viewState = UIViewConfigurationState(traitCollection: UITraitCollection())
        viewState.isHighlighted = selected
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: viewState).backgroundColor == (selected ? gray : .systemBackground))
    }

    @Test("a nil color is the cell's tint; a selected sidebar cell shows its tint")
    func tint() throws {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = nil
        let cell = cell(configuration)
        cell.tintColor = .systemPink
        cell.layoutIfNeeded()
        let background = try #require(cell.subviews.first as? SystemBackgroundView)
        #expect(background.fillView.backgroundColor == .systemPink)
        cell.backgroundConfiguration = .listSidebarCell()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(background.fillView.backgroundColor == .systemPink)
    }

    @Test("the image and the custom view fill the background, the custom view above the image; both go with the configuration")
    func imageAndCustomView() throws {
        var configuration = UIBackgroundConfiguration.clear()
        let custom = UIView()
        configuration.customView = custom
        configuration.image = UIImage(named: "Texture")
        configuration.imageContentMode = .scaleAspectFill
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let cell = cell(configuration)
        let background = try #require(cell.subviews.first as? SystemBackgroundView)
        let imageView = try #require(background.imageView)
        // 390 − 8 = 382 wide, 44 − 8 = 36 high, at the fill's origin.
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 382, height: 36) && custom.frame == imageView.frame)
        #expect(imageView.image == UIImage(named: "Texture") && imageView.contentMode == .scaleAspectFill)
        #expect(background.fillView.subviews.map(ObjectIdentifier.init) == [imageView, custom].map(ObjectIdentifier.init))
        cell.backgroundConfiguration = nil
        cell.layoutIfNeeded()
        #expect(background.superview == nil && cell.subviews.count == 1)
    }

    @Test("a plain cell without a configuration has no background view; a list cell shows its style's default")
    func defaults() throws {
        #expect(cell(nil).subviews.count == 1)
        let list = try #require(cell(nil, list: true) as? UICollectionViewListCell)
        let background = try #require(list.subviews.first as? SystemBackgroundView)
        #expect(background.frame == list.bounds && background.fillView.backgroundColor == .systemBackground)
        list.listAppearance = .insetGrouped
        list.isSelected = true
        list.layoutIfNeeded()
        #expect(background.fillView.backgroundColor == .systemGray4)
        list.isSelected = false
        list.layoutIfNeeded()
        #expect(background.fillView.backgroundColor == .secondarySystemGroupedBackground)
        // Background views replace the default.
        list.backgroundView = UIView()
        list.layoutIfNeeded()
        #expect(background.superview == nil && list.subviews.first === list.backgroundView)
    }
}
