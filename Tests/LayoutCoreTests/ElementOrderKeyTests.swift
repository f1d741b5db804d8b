import LayoutCore
import Testing

@Suite("ElementOrderKey: the index-path order of elements")
struct ElementOrderKeyTests {
    @Test("By section; then cells, supplementary views, decorations; then kind; then item")
    func order() {
        let listed = [
            ElementOrderKey(section: 0, category: .cell, kind: nil, item: 0),
            ElementOrderKey(section: 0, category: .cell, kind: nil, item: 1),
            ElementOrderKey(section: 0, category: .supplementaryView, kind: "badge", item: 0),
            ElementOrderKey(section: 0, category: .supplementaryView, kind: "badge", item: 1),
            ElementOrderKey(section: 0, category: .supplementaryView, kind: "header", item: 0),
            ElementOrderKey(section: 0, category: .decorationView, kind: "background", item: 0),
            ElementOrderKey(section: 1, category: .cell, kind: nil, item: 0),
        ]
        #expect(listed.reversed().sorted() == listed)
        for (earlier, later) in zip(listed, listed.dropFirst()) {
            #expect(earlier < later)
            #expect(!(later < earlier))
        }
    }

    @Test("A cell's missing kind is the empty kind, and a key is not before itself")
    func cellKind() {
        let cell = ElementOrderKey(section: 2, category: .cell, kind: nil, item: 5)
        #expect(cell.kind == "")
        #expect(cell == ElementOrderKey(section: 2, category: .cell, kind: "", item: 5))
        #expect(!(cell < cell))
    }

    @Test("A placed element's key is its section, category, kind and item")
    func placedElement() {
        let element = PlacedElement(
            category: .supplementaryView, section: 3, item: 4, kind: "footer",
            frame: Rect(x: 0, y: 0, width: 10, height: 10), zIndex: 0)
        #expect(ElementOrderKey(element) == ElementOrderKey(section: 3, category: .supplementaryView, kind: "footer", item: 4))
    }
}
