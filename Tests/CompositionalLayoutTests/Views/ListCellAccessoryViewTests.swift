@testable import CompositionalLayout
import Testing

/// A list cell's accessories as subviews: their symbols, colors, frames in the slots the layout
/// reserves, and visibility in the cell's editing state. The cell is 390 × 44 at scale 3 with
/// 20-point horizontal margins; the standard accessory width is 24 at the default text size.
@MainActor
@Suite("List cell accessory views")
struct ListCellAccessoryViewTests {
    /// A laid-out list cell with `accessories`.
    func cell(_ accessories: [UICellAccessory], editing: Bool = false) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.traitCollection = UITraitCollection(displayScale: 3)
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        cell.collectionViewStates.isEditing = editing
        cell.accessories = accessories
        cell.layoutIfNeeded()
        return cell
    }

    @Test("system accessories are symbol image views of the standard size, centred in their slots on each edge")
    func systemAccessories() throws {
        let cell = cell([.delete(displayed: .always), .multiselect(displayed: .always), .checkmark(), .disclosureIndicator()])
        let views = try cell.accessoryViews.map { try #require($0 as? UIImageView) }
        #expect(views.allSatisfy { $0.superview === cell })
        // Leading, 16 apart from the margin: delete at 20, multiselect at 20 + 24 + 16 = 60;
        // y = (44 − 24) / 2 = 10.
        #expect(views[0].frame == CGRect(x: 20, y: 10, width: 24, height: 24))
        #expect(views[1].frame == CGRect(x: 60, y: 10, width: 24, height: 24))
        // Trailing, 8 apart, the last at the margin: disclosure at 390 − 20 − 24 = 346,
        // checkmark at 346 − 8 − 24 = 314.
        #expect(views[3].frame == CGRect(x: 346, y: 10, width: 24, height: 24))
        #expect(views[2].frame == CGRect(x: 314, y: 10, width: 24, height: 24))
        // The content view between: 20 + 24 + 16 + 24 = 84 from the left, 20 + 24 + 8 + 24 = 76
        // from the right: 390 − 84 − 76 = 230 wide.
        #expect(cell.contentView.frame == CGRect(x: 84, y: 0, width: 230, height: 44))
        #expect(views.map { $0.image?.name } == ["minus.circle.fill", "circle", "checkmark", "chevron.right"])
        #expect(views[0].tintColor == .systemRed && views[1].tintColor == .tertiaryLabel)
        #expect(views[2].tintColor == cell.tintColor && views[3].tintColor == .tertiaryLabel)
        #expect(views.allSatisfy { !$0.isHidden && $0.image?.isSymbolImage == true })
    }

    @Test("the other system symbols and their colors")
    func otherSymbols() throws {
        let cell = cell([
            .insert(displayed: .always), .detail(), .reorder(displayed: .always),
            .checkmark(options: .init(tintColor: .systemOrange)),
        ])
        let views = try cell.accessoryViews.map { try #require($0 as? UIImageView) }
        #expect(views.map { $0.image?.name } == ["plus.circle.fill", "info.circle", "line.3.horizontal", "checkmark"])
        #expect(views[0].tintColor == .systemGreen && views[1].tintColor == cell.tintColor)
        #expect(views[2].tintColor == .tertiaryLabel && views[3].tintColor == .systemOrange)
        // Trailing from the margin: checkmark 346, reorder 314, detail 314 − 32 = 282.
        #expect(views.map(\.frame.minX) == [20, 282, 314, 346])
    }

    @Test("accessories not displayed in the editing state are hidden and leave no room; hidden ones keep theirs")
    func editingState() throws {
        let accessories: [UICellAccessory] = [.delete(), .disclosureIndicator(displayed: .whenNotEditing)]
        let resting = cell(accessories)
        #expect(resting.accessoryViews[0].isHidden && !resting.accessoryViews[1].isHidden)
        #expect(resting.accessoryViews[1].frame.minX == 346)
        // Not editing: no leading accessory, so the content starts at 0; it is
        // 390 − (20 + 24) = 346 wide.
        #expect(resting.contentView.frame == CGRect(x: 0, y: 0, width: 346, height: 44))
        let editing = cell(accessories, editing: true)
        #expect(!editing.accessoryViews[0].isHidden && editing.accessoryViews[1].isHidden)
        #expect(editing.accessoryViews[0].frame == CGRect(x: 20, y: 10, width: 24, height: 24))
        // Leaving editing brings the disclosure back.
        editing.collectionViewStates.isEditing = false
        editing.layoutIfNeeded()
        #expect(editing.accessoryViews[0].isHidden && !editing.accessoryViews[1].isHidden)
        // An accessory its options hide is hidden in its slot: the content still ends at 346.
        let hidden = cell([.disclosureIndicator(options: .init(isHidden: true))])
        #expect(hidden.accessoryViews[0].isHidden && hidden.contentView.frame.width == 346)
    }

    @Test("a custom view keeps its size when it maintains it, centred in its reserved width; otherwise its intrinsic size")
    func customViews() throws {
        final class Badge: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
        }
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 18))
        let badge = Badge()
        let cell = cell([
            .customView(configuration: .init(customView: fixed, placement: .leading(), reservedLayoutWidth: .custom(40), maintainsFixedSize: true)),
            .customView(configuration: .init(customView: badge, placement: .trailing(), tintColor: .systemPurple)),
        ])
        #expect(cell.accessoryViews[0] === fixed && fixed.superview === cell)
        // Slot 20…60 (40 wide): x = 20 + (40 − 30) / 2 = 25, y = (44 − 18) / 2 = 13.
        #expect(fixed.frame == CGRect(x: 25, y: 13, width: 30, height: 18))
        // Slot max(24, 50) = 50 wide at 370 − 50 = 320; y = (44 − 20) / 2 = 12.
        #expect(badge.frame == CGRect(x: 320, y: 12, width: 50, height: 20) && badge.tintColor == .systemPurple)
        // Replacing the accessories takes the old views out.
        cell.accessories = []
        #expect(fixed.superview == nil && badge.superview == nil && cell.accessoryViews.isEmpty)
    }

    @Test("a label accessory is a secondary-label-colored label of its text's size at the trailing margin")
    func label() throws {
        let cell = cell([.label(text: "12")])
        let label = try #require(cell.accessoryViews.first as? UILabel)
        let size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(label.text == "12" && label.textColor == .secondaryLabel && label.font == .preferredFont(forTextStyle: .body))
        #expect(label.frame.size == size)
        // Centred in a slot of max(24, text width) ending at 390 − 20 = 370, on the 1/3-point grid.
        let slotWidth = max(24, size.width)
        #expect(abs(label.frame.midX - (370 - slotWidth / 2)) <= 1.0 / 3)
        #expect(abs(label.frame.midY - 22) <= 1.0 / 3)
    }

    @Test("the outline disclosure turns a quarter turn while expanded; multiselect fills while selected")
    func states() throws {
        let cell = cell([.multiselect(displayed: .always), .outlineDisclosure()])
        let multiselect = try #require(cell.accessoryViews[0] as? UIImageView)
        let outline = try #require(cell.accessoryViews[1] as? UIImageView)
        #expect(outline.image?.name == "chevron.right" && outline.transform == .identity)
        cell.collectionViewStates.isExpanded = true
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(outline.transform == CGAffineTransform(rotationAngle: .pi / 2))
        // Placed by bounds and centre: a 24 × 24 square centred at (346 + 12, 22).
        #expect(outline.bounds.size == CGSize(width: 24, height: 24) && outline.center == CGPoint(x: 358, y: 22))
        #expect(multiselect.image?.name == "checkmark.circle.fill" && multiselect.tintColor == cell.tintColor)
    }

    @Test("right to left mirrors the slots; indentation moves leading accessories when they are indented")
    func mirroringAndIndentation() {
        let cell = cell([.delete(displayed: .always), .disclosureIndicator()])
        cell.indentationLevel = 2
        cell.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        // Indentation 2 × 10 = 20: delete's slot starts 20 + 20 = 40 from the leading (right)
        // edge: x = 390 − 40 − 24 = 326. The disclosure's 346 mirrors to 390 − 346 − 24 = 20.
        #expect(cell.accessoryViews[0].frame.minX == 326 && cell.accessoryViews[1].frame.minX == 20)
        cell.indentsAccessories = false
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        // Not indented: 390 − 20 − 24 = 346.
        #expect(cell.accessoryViews[0].frame.minX == 346)
    }
}
