import Testing
@testable import CompositionalLayout

/// Cell accessories: kinds, when they show, and the defaults of their options.
@MainActor
@Suite("Views: cell accessories")
struct UICellAccessoryTests {
    @Test("each factory makes its kind, shown when UIKit shows it by default")
    func factories() {
        let cases: [(UICellAccessory, UICellAccessory.AccessoryType, UICellAccessory.DisplayedState)] = [
            (.disclosureIndicator(), .disclosureIndicator, .always),
            (.detail(), .detail, .always),
            (.checkmark(), .checkmark, .always),
            (.delete(), .delete, .whenEditing),
            (.insert(), .insert, .whenEditing),
            (.reorder(), .reorder, .whenEditing),
            (.multiselect(), .multiselect, .whenEditing),
            (.outlineDisclosure(), .outlineDisclosure, .always),
            (.label(text: "12"), .label, .always),
            (.checkmark(displayed: .whenNotEditing), .checkmark, .whenNotEditing),
        ]
        for (accessory, type, displayed) in cases {
            #expect(accessory.accessoryType == type)
            #expect(accessory.displayedState == displayed)
        }
    }

    @Test("options left nil take their defaults: shown, standard width, the cell's tint")
    func optionDefaults() {
        let disclosure = UICellAccessory.DisclosureIndicatorOptions()
        #expect(!disclosure.isHidden && disclosure.reservedLayoutWidth == .standard && disclosure.tintColor == nil)
        let reorder = UICellAccessory.ReorderOptions()
        #expect(reorder.showsVerticalSeparator)
        let outline = UICellAccessory.OutlineDisclosureOptions()
        #expect(outline.style == .automatic)
        let label = UICellAccessory.LabelOptions()
        #expect(label.font == .preferredFont(forTextStyle: .body) && label.adjustsFontForContentSizeCategory)
        let delete = UICellAccessory.DeleteOptions(isHidden: true, reservedLayoutWidth: .custom(30), backgroundColor: .black)
        #expect(delete.isHidden && delete.reservedLayoutWidth == .custom(30) && delete.backgroundColor == .black)
    }

    @Test("an accessory keeps the options and text it was made with")
    func keptOptions() {
        let accessory = UICellAccessory.label(text: "Unread", options: .init(tintColor: .black))
        guard case .label(let text, let options) = accessory.options else {
            Issue.record("a label accessory keeps its text and options")
            return
        }
        #expect(text == "Unread" && options.tintColor == .black)
    }

    @Test("a custom view accessory takes its placement's displayed state; positions are found by kind")
    func customViews() {
        let badge = UIView()
        let configuration = UICellAccessory.CustomViewConfiguration(
            customView: badge, placement: .trailing(displayed: .whenEditing))
        #expect(!configuration.maintainsFixedSize && configuration.reservedLayoutWidth == .standard)
        let accessory = UICellAccessory.customView(configuration: configuration)
        #expect(accessory.accessoryType == .customView(badge))
        #expect(accessory.displayedState == .whenEditing)
        let accessories: [UICellAccessory] = [.disclosureIndicator(), .checkmark()]
        #expect(UICellAccessory.Placement.position(before: .checkmark())(accessories) == 1)
        #expect(UICellAccessory.Placement.position(after: .disclosureIndicator())(accessories) == 1)
        #expect(UICellAccessory.Placement.position(before: .delete())(accessories) == 0)
        #expect(UICellAccessory.Placement.position(after: .delete())(accessories) == 2)
        guard case .leading(let displayed, let position) = UICellAccessory.Placement.leading() else {
            Issue.record("leading placement")
            return
        }
        #expect(displayed == .always && position(accessories) == 2)
    }

    @Test("an accessory keeps its action handler, which nothing calls headless")
    func actionHandler() {
        var taps = 0
        let accessory = UICellAccessory.delete { taps += 1 }
        #expect(taps == 0)
        accessory.actionHandler?()
        #expect(taps == 1)
        #expect(UICellAccessory.checkmark().actionHandler == nil)
    }
}
