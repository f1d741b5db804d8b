import Testing
@testable import CompositionalLayout

/// The app-style classes of AppStyleClasses.swift compile and behave as they would in UIKit.
@MainActor
@Suite("Views: classes written as iOS apps write them")
struct AppStyleClassesTests {
    @Test("a manual-layout cell lays out its badge, tracks selection and reuse, and prefers its height")
    func profileCell() throws {
        let cell = ProfileCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        cell.layoutIfNeeded()
        // The badge sits 20 points in from the content view's trailing edge: x = 200 − 20.
        #expect(cell.badge.frame == CGRect(x: 180, y: 4, width: 16, height: 16))
        #expect(cell.layer.cornerRadius == 12 && cell.clipsToBounds)

        cell.isSelected = true
        cell.isSelected = false
        #expect(cell.selectionChanges == [true, false])
        #expect(cell.contentView.alpha == 1)

        cell.prepareForReuse()
        #expect(cell.reuseCount == 1)

        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = CGRect(x: 0, y: 100, width: 200, height: 44)
        cell.apply(attributes)
        #expect(cell.appliedIndexPaths == [IndexPath(item: 3, section: 1)])
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        #expect(preferred !== attributes)
        #expect(preferred.frame == CGRect(x: 0, y: 100, width: 200, height: 88))
        #expect(preferred.indexPath == IndexPath(item: 3, section: 1))
        #expect(attributes.frame.size.height == 44)
    }

    @Test("a cell resized by the collection view relays out its content")
    func profileCellResize() {
        let cell = ProfileCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        cell.layoutIfNeeded()
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.layoutIfNeeded()
        // The content view followed the cell (320 wide): x = 320 − 20.
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(cell.badge.frame == CGRect(x: 300, y: 4, width: 16, height: 16))
    }

    @Test("a list cell configures itself from its state at each layout pass that follows a change")
    func settingsCell() throws {
        let cell = SettingsCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        cell.title = "Wi-Fi"
        cell.layoutIfNeeded()
        #expect(cell.updates.count == 1)
        var content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Wi-Fi")
        #expect(content.textProperties.color == .black)
        #expect(cell.backgroundConfiguration?.backgroundColor == .white)
        #expect(cell.accessories.map(\.accessoryType) == [.disclosureIndicator])
        #expect(cell.contentView is UIListContentView)

        cell.isSelected = true
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        // Two changes, one update.
        #expect(cell.updates.count == 2)
        #expect(cell.updates.last?.isSelected == true && cell.updates.last?.isHighlighted == true)
        content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.textProperties.color == .white)
        #expect(cell.backgroundConfiguration?.backgroundColor == .black)

        cell.collectionViewStates.isEditing = true
        cell.layoutIfNeeded()
        #expect(cell.accessories.map(\.accessoryType) == [.delete, .reorder])
    }

    @Test("a header view resets on reuse")
    func header() {
        let header = SectionHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 40))
        header.prepareForReuse()
        #expect(header.resets == 1)
        #expect(SectionHeaderView.elementKind == "UICollectionElementKindSectionHeader")
        #expect(header.reuseIdentifier == nil)
        header.reuseIdentifier = "header"
        #expect(header.reuseIdentifier == "header")
    }

    @Test("a custom content configuration makes its view once, then updates it, and sizes the cell")
    func customContentConfiguration() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        cell.contentConfiguration = BadgeConfiguration(count: 1)
        let view = try #require(cell.contentView as? BadgeContentView)
        cell.contentConfiguration = BadgeConfiguration(count: 5)
        #expect(cell.contentView === view)
        #expect(view.appliedCounts == [1, 5])
        // The content view reports (44, 20 + 5); the cell measures by it on its self-sizing
        // height and holds its width.
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        attributes.selfSizingAxes = .height
        #expect(cell.preferredLayoutAttributesFitting(attributes).size == CGSize(width: 100, height: 25))

        cell.isHighlighted = true
        cell.layoutIfNeeded()
        let updated = try #require(cell.contentConfiguration as? BadgeConfiguration)
        #expect(updated.isHighlighted)
    }

    @Test("a custom view's overrides of frame, color, size, tint, traits and hit-testing are called")
    func ringView() {
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        ring.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        ring.sizeToFit()
        // 40 + 2 · 4 = 48 each way, from the origin.
        #expect(ring.frame == CGRect(x: 0, y: 0, width: 48, height: 48))
        #expect(ring.frameChanges == 2)
        ring.backgroundColor = .black
        #expect(ring.layer.borderColor == UIColor.black.cgColor)
        ring.tintColor = .white
        ring.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(ring.tintChanges == 1)
        #expect(ring.traitChanges == [.dark])
        // Corners of the 48 × 48 bounds lie outside the circle of radius 24 around (24, 24).
        #expect(ring.hitTest(CGPoint(x: 24, y: 24), with: nil) === ring)
        #expect(ring.hitTest(CGPoint(x: 1, y: 1), with: nil) == nil)
        ring.ringWidth = 6
        #expect(ring.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 52, height: 52))
    }

    @Test("a scroll view subclass lays out pages and hears every offset change")
    func pagerView() {
        let pager = PagerView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        pager.isPagingEnabled = true
        let pages = [UIView(), UIView(), UIView()]
        pages.forEach(pager.addSubview)
        pager.layoutIfNeeded()
        #expect(pager.contentSize == CGSize(width: 300, height: 50))
        #expect(pages[2].frame == CGRect(x: 200, y: 0, width: 100, height: 50))
        pager.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
        pager.scrollRectToVisible(pages[2].frame, animated: false)
        pager.setContentOffset(.zero, animated: true)
        #expect(pager.offsets == [CGPoint(x: 100, y: 0), CGPoint(x: 200, y: 0), .zero])
    }
}
