@testable import CompositionalLayout
import Testing

/// The values an attributes object holds keep a kind, an index path that is not a pair, a
/// transform and an opacity in one shared reference (`Extras`); the kinds' extras are shared
/// between elements through a `KindTable`.
@Suite("Attribute values: extras")
struct AttributesValuesTests {
    private typealias Values = UICollectionViewLayoutAttributes.Values
    private typealias Extras = UICollectionViewLayoutAttributes.Extras

    @Test("kind, a three-index path and opacity share the extras and each reads back as set")
    func extrasHoldEverythingRare() {
        var values = Values()
        values.kind = "badge"
        values.indexPath = IndexPath(indexes: [1, 2, 3])
        values.alpha = 0.5
        #expect(values.kind == "badge")
        #expect(Array(values.indexPath) == [1, 2, 3])
        #expect(values.alpha == 0.5)
        // Back to a pair and to opacity 1: the kind stays.
        values.indexPath = IndexPath(item: 4, section: 5)
        values.alpha = 1
        #expect(values.kind == "badge")
        #expect(values.indexPath == IndexPath(item: 4, section: 5))
        // Values made another way with the same contents are identical, whatever extras hold them.
        var other = Values()
        other.indexPath = IndexPath(item: 4, section: 5)
        other.kind = "bad" + "ge"
        #expect(values.isIdentical(to: other))
        other.kind = "header"
        #expect(!values.isIdentical(to: other))
    }

    @Test("the empty index path and a pair hold no extras: a cell's values are plain numbers")
    func pairsAndEmptyPathsHoldNoExtras() {
        var values = Values()
        #expect(values.indexPath == IndexPath())
        values.indexPath = IndexPath(indexes: [7])
        values.indexPath = IndexPath()
        // Identical to values that never held a one-index path: same fields, no extras.
        #expect(values.isIdentical(to: Values()))
        values.indexPath = IndexPath(item: 0, section: 0)
        // (0, 0) as a pair is not the empty path.
        #expect(!values.isIdentical(to: Values()))
        #expect(values.indexPath == IndexPath(item: 0, section: 0))
    }

    @Test("a kind table hands out one extras per kind, up to its capacity")
    func kindTableSharesExtras() throws {
        var table = Extras.KindTable()
        let none = table.extras(holding: nil)
        #expect(none == nil)
        let made = table.extras(holding: "header")
        let header = try #require(made)
        let headerAgain = table.extras(holding: "head" + "er")
        #expect(headerAgain === header)
        #expect(header.kind == "header" && header.opacity == nil && header.otherIndexes == nil)
        // 16 kinds are held ("header" and k0 … k14); the 17th, k15, gets new extras each time.
        for k in 0..<15 { _ = table.extras(holding: "k\(k)") }
        let (held, heldAgain) = (table.extras(holding: "k14"), table.extras(holding: "k14"))
        #expect(held != nil && held === heldAgain)
        let (first, second) = (table.extras(holding: "k15"), table.extras(holding: "k15"))
        #expect(first != nil && second != nil && first !== second)
        #expect(first?.kind == "k15" && second?.kind == "k15")
    }

    @Test("the values' numbers hold no reference, and the numbers and the extras rebuild the values")
    func plainNumbersApartFromExtras() {
        // The layout's hot paths copy the two parts apart, so that a copy of the numbers is a
        // copy of bytes: a struct holding a reference is copied through its value witnesses.
        #expect(_isPOD(Values.Plain.self))
        #expect(!_isPOD(Values.self))
        var values = Values()
        values.kind = "badge"
        values.indexPath = IndexPath(item: 2, section: 1)
        values.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        values.zIndex = 5
        let rebuilt = Values(plain: values.plain, extras: values.extras)
        #expect(rebuilt.isIdentical(to: values))
        #expect(rebuilt.kind == "badge" && rebuilt.indexPath == IndexPath(item: 2, section: 1))
        // Frame (1, 2, 3, 4) as written, z-index 5.
        #expect(rebuilt.frame == CGRect(x: 1, y: 2, width: 3, height: 4) && rebuilt.zIndex == 5)
        // The same numbers without the extras are other values: the kind is gone.
        let withoutExtras = Values(plain: values.plain, extras: nil)
        #expect(!withoutExtras.isIdentical(to: values) && withoutExtras.kind == nil)
    }
}
