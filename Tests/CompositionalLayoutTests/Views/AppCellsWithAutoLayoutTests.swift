import Testing
@testable import CompositionalLayout
@testable import UIKitViews

/// The cells of AppCellsWithAutoLayout.swift compile against the public API and behave as
/// documented: constraints recorded and installed where UIKit installs them, content kept,
/// actions performed, sizes as the headless rules give them.
@MainActor
@Suite("Views: cells with content views and Auto Layout, as apps write them")
struct AppCellsWithAutoLayoutTests {
    @Test("an anchored cell installs its constraints on the content view and its thumbnail")
    func articleCellConstraints() {
        let cell = ArticleCell(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        // Ten relate two subviews or a subview and the content view's margins guide; the
        // thumbnail's width constant and its height-to-width ratio concern it alone.
        #expect(cell.contentView.constraints.count == 10)
        #expect(cell.thumbnailView.constraints.count == 2)
        #expect(cell.contentView.constraints.allSatisfy { $0.isActive && $0.installedOn === cell.contentView })
        #expect(cell.contentView.layoutGuides == [cell.contentView.layoutMarginsGuide])
        #expect(!cell.titleLabel.translatesAutoresizingMaskIntoConstraints)
        #expect(cell.subtitleBottom.priority == UILayoutPriority(999))
        #expect(cell.subtitleBottom.relation == .lessThanOrEqual)
        // System spacing: 8 × 1.5.
        let titleLeading = cell.contentView.constraints.first {
            $0.firstItem === cell.titleLabel && $0.firstAttribute == .leading
        }
        #expect(titleLeading?.constant == 12)
        #expect(titleLeading?.secondItem === cell.thumbnailView)
        #expect(cell.titleLabel.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(cell.subtitleLabel.contentCompressionResistancePriority(for: .vertical) == .defaultLow)
    }

    @Test("the coder initializer sets the cell up too")
    func articleCellFromCoder() throws {
        let cell = try #require(ArticleCell(coder: NSCoder()))
        #expect(cell.contentView.constraints.count == 10)
        #expect(cell.subtitleLabel.numberOfLines == 0)
    }

    @Test("configuring and reusing an anchored cell sets and clears its content")
    func articleCellContent() {
        let cell = ArticleCell(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        cell.configure(title: "Layouts", subtitle: "Without a screen", imageName: "cover")
        #expect(cell.titleLabel.text == "Layouts")
        #expect(cell.titleLabel.font == .preferredFont(forTextStyle: .headline))
        #expect(cell.subtitleLabel.textColor == .secondaryLabel)
        #expect(cell.thumbnailView.image == UIImage(named: "cover"))
        #expect(cell.thumbnailView.layer.cornerRadius == 8 && cell.thumbnailView.clipsToBounds)
        cell.prepareForReuse()
        #expect(cell.titleLabel.text == nil && cell.subtitleLabel.text == nil && cell.thumbnailView.image == nil)
    }

    @Test("taking a label out of the cell uninstalls the constraints that reach it")
    func articleCellRemoval() {
        let cell = ArticleCell(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        cell.titleLabel.removeFromSuperview()
        // The title's leading, trailing and top, and the subtitle's leading, trailing and top
        // (all tied to the title) go: 10 − 6 = 4 remain.
        #expect(cell.contentView.constraints.count == 4)
        #expect(cell.contentView.constraints.allSatisfy {
            $0.firstItem !== cell.titleLabel && $0.secondItem !== cell.titleLabel
        })
    }

    @Test("constraints do not size a cell headless: it keeps the size it is proposed")
    func articleCellSelfSizing() {
        let cell = ArticleCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        cell.configure(title: "A title long enough to wrap onto a second line", subtitle: "Subtitle", imageName: "x")
        let proposed = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        proposed.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.apply(proposed)
        // The content view has no intrinsic size and does not override sizeThatFits(_:), so the
        // fitting size is its own: the proposed 375 × 44.
        #expect(cell.preferredLayoutAttributesFitting(proposed).frame.size == CGSize(width: 375, height: 44))
    }

    @Test("a stack-view cell arranges its views and toggles its button")
    func profileStackCell() {
        let cell = ProfileStackCell(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(cell.rowStack.arrangedSubviews == [cell.avatarView, cell.textStack, cell.followButton])
        #expect(cell.rowStack.subviews == cell.rowStack.arrangedSubviews)
        #expect(cell.textStack.arrangedSubviews == [cell.nameLabel, cell.handleLabel])
        #expect(cell.textStack.axis == .vertical && cell.textStack.spacing == 2)
        #expect(cell.rowStack.alignment == .center && cell.rowStack.isLayoutMarginsRelativeArrangement)
        #expect(cell.rowStack.customSpacing(after: cell.textStack) == 16)
        #expect(cell.rowStack.customSpacing(after: cell.avatarView) == UIStackView.spacingUseDefault)
        #expect(cell.rowStack.directionalLayoutMargins
            == NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        #expect(cell.contentView.constraints.count == 4)
        #expect(cell.avatarView.constraints.count == 2)
        #expect(cell.contentView.constraints.last?.priority == .defaultHigh)
        #expect(cell.followButton.contentHuggingPriority(for: .horizontal) == .required)
        #expect(cell.avatarView.image == UIImage(systemName: "person.crop.circle"))

        #expect(cell.followButton.titleLabel?.text == "Follow")
        cell.followButton.sendActions(for: .touchUpInside)
        #expect(cell.followTaps == 1 && cell.followButton.isSelected)
        #expect(cell.followButton.currentTitle == "Following")
        #expect(cell.followButton.titleLabel?.text == "Following")
    }

    @Test("a header ties its title and button to its margins and safe area guides")
    func titledHeader() {
        let header = TitledHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(header.constraints.count == 6)
        #expect(header.layoutGuides == [header.layoutMarginsGuide, header.safeAreaLayoutGuide])
        // Default margins of 8: 390 − 16 = 374 wide, 44 − 16 = 28 high.
        #expect(header.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 28))
        let baseline = header.constraints.first { $0.firstAttribute == .firstBaseline }
        #expect(baseline?.constant == 8 && baseline?.secondItem === header.safeAreaLayoutGuide)
        var seeAll = 0
        header.onSeeAll = { seeAll += 1 }
        header.seeAllButton.sendActions(for: .touchUpInside)
        #expect(seeAll == 1)
    }

    @Test("a header laid out by hand places its label by sizeThatFits and its button is hit")
    func frameLayoutHeader() {
        let header = FrameLayoutHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        header.titleLabel.text = "Recent"
        header.layoutIfNeeded()
        // Inside the 8-point margins: x 8 … 382, y 8 … 36. The button takes the last 60 points.
        #expect(header.actionButton.frame == CGRect(x: 322, y: 8, width: 60, height: 28))
        // "Recent" in Inter Regular (2816 units an em): R 1800 + e 1640 + c 1572 + e 1640 + n 1648
        // + t 1024 = 9324 units, kerning R-e −16 → 9308; × 17 / 2816 = 56.19 points = 168.57
        // pixels → 169 wide; one 17-point line 61 / 3 high, centred on y 22.
        #expect(header.titleLabel.frame == CGRect(x: 8, y: 22 - 61.0 / 6, width: 169.0 / 3, height: 61.0 / 3))
        #expect(header.hitTest(CGPoint(x: 330, y: 20), with: nil) === header.actionButton)
        // The label ignores touches, as UIKit's do: the header is hit.
        #expect(header.hitTest(CGPoint(x: 20, y: 20), with: nil) === header)
        #expect(header.hitTest(CGPoint(x: 385, y: 20), with: nil) === header)
    }

    @Test("a list cell configures its default content from its item at the next layout pass")
    func settingsToggleCell() throws {
        let cell = SettingsToggleCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        cell.item = ("Notifications", "On", "bell")
        cell.layoutIfNeeded()
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Notifications" && content.secondaryText == "On")
        #expect(content.image == UIImage(systemName: "bell"))
        #expect(content.imageProperties.tintColor == .systemBlue)
        #expect(content.textProperties.numberOfLines == 1)
        #expect(cell.accessories.map(\.accessoryType) == [.disclosureIndicator])
        #expect(cell.contentView is UIListContentView)
    }

    @Test("a padding label's text rectangle sizes it")
    func paddingLabel() {
        let label = PaddingLabel()
        label.text = "Hi"
        // "Hi" in Inter Regular: H 2084 + i 668 = 2752 units × 17 / 2816 = 16.61 points = 49.84
        // pixels → 50 wide, 61 / 3 high; the insets add 8 + 8 and 4 + 4.
        #expect(label.intrinsicContentSize == CGSize(width: 50.0 / 3 + 16, height: 61.0 / 3 + 8))
        label.insets = .zero
        #expect(label.intrinsicContentSize == CGSize(width: 50.0 / 3, height: 61.0 / 3))
    }

    @Test("a view requiring constraint-based layout sets its constraints up at its first pass")
    func countBadge() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = CountBadgeView()
        container.addSubview(badge)
        #expect(badge.constraints.isEmpty)
        container.layoutIfNeeded()
        #expect(badge.constraintUpdates == 1)
        // centre x, centre y, width ≥ height and the height constant all concern the badge.
        #expect(badge.constraints.count == 4)
        badge.setNeedsUpdateConstraints()
        container.layoutIfNeeded()
        #expect(badge.constraintUpdates == 2 && badge.constraints.count == 4)
    }
}
