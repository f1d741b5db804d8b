@testable import CompositionalLayout
import Foundation
import LayoutCore
import Testing

/// The facade reports the engine's error reasons one for one (issue 25 §2): every engine
/// reason has exactly one public counterpart, and every public reason is some engine reason's.
@Suite("Error reasons, engine to facade")
struct ErrorReasonTableTests {
    /// The number of cases each reason enumeration declares.
    static let caseCount = 26

    /// One value of each engine reason, in declaration order, with the public reason it must
    /// become.
    static let table: [(engine: LayoutError.Reason, facade: CompositionalLayoutError.Reason)] = [
        (.invalidDimension(.absolute(-1)), .invalidDimension(-1)),
        (.nonPositiveFraction(.fractionalWidth(0)), .nonPositiveFraction(0)),
        (.invalidSpacing(-2), .invalidSpacing(-2)),
        (
            .invalidInsets(DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: .infinity)),
            .invalidInsets(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: .infinity))
        ),
        (.invalidCount(0), .invalidCount(0)),
        (.emptyGroup, .emptyGroup),
        (.negativeItemCount(-3), .negativeItemCount(-3)),
        (.negativeSectionCount(-4), .negativeSectionCount(-4)),
        (.missingSection, .missingSection),
        (.groupPlacesNoItems, .groupPlacesNoItems),
        (.groupTooDense(limit: 5), .groupTooDense(limit: 5)),
        (
            .invalidCustomItem(Rect(x: 1, y: 2, width: -3, height: 4)),
            .invalidCustomItem(CGRect(x: 1, y: 2, width: -3, height: 4))
        ),
        (.invalidContainer(Size(width: -1, height: 2)), .invalidContainer(CGSize(width: -1, height: 2))),
        (.emptyElementKind, .emptyElementKind),
        (.duplicateElementKind("header"), .duplicateElementKind("header")),
        (.boundaryAlignmentNone, .boundaryAlignmentNone),
        (.invalidOffset(Point(x: .infinity, y: 1)), .invalidOffset(CGPoint(x: CGFloat.infinity, y: 1))),
        (.unregisteredDecorationKind("badge"), .unregisteredDecorationKind("badge")),
        (.invalidPreferredSize(Size(width: 6, height: -7)), .invalidPreferredSize(CGSize(width: 6, height: -7))),
        (.nestingTooDeep(limit: 8), .nestingTooDeep(limit: 8)),
        (.coordinatesTooLarge(limit: 9), .coordinatesTooLarge(limit: 9)),
        (.invalidDisplayScale(64), .invalidDisplayScale(64)),
        (.indexPathsTooLarge, .indexPathsTooLarge),
        (.listNeedsVerticalScrolling, .listNeedsVerticalScrolling),
        (.editedItemOutOfRange(10), .editedItemOutOfRange(10)),
        (.itemEditedTwice(11), .itemEditedTwice(11)),
    ]

    @Test("each engine reason becomes its public counterpart, payload converted")
    func eachReasonMaps() {
        for (engine, facade) in Self.table {
            #expect(CompositionalLayoutError.Reason(engine) == facade)
        }
    }

    @Test("the table names every engine case once, and the facade's cases once each")
    func oneForOne() {
        let engineCases = Self.table.map { Self.position(of: $0.engine) }
        let facadeCases = Self.table.map { Self.position(of: CompositionalLayoutError.Reason($0.engine)) }
        #expect(engineCases == Array(0..<Self.caseCount))
        #expect(facadeCases == Array(0..<Self.caseCount))
    }

    /// The position of `reason`'s case in the engine's declaration. The switch names every
    /// case, so a reason added to the engine does not compile here until it is counted.
    static func position(of reason: LayoutError.Reason) -> Int {
        switch reason {
        case .invalidDimension: 0
        case .nonPositiveFraction: 1
        case .invalidSpacing: 2
        case .invalidInsets: 3
        case .invalidCount: 4
        case .emptyGroup: 5
        case .negativeItemCount: 6
        case .negativeSectionCount: 7
        case .missingSection: 8
        case .groupPlacesNoItems: 9
        case .groupTooDense: 10
        case .invalidCustomItem: 11
        case .invalidContainer: 12
        case .emptyElementKind: 13
        case .duplicateElementKind: 14
        case .boundaryAlignmentNone: 15
        case .invalidOffset: 16
        case .unregisteredDecorationKind: 17
        case .invalidPreferredSize: 18
        case .nestingTooDeep: 19
        case .coordinatesTooLarge: 20
        case .invalidDisplayScale: 21
        case .indexPathsTooLarge: 22
        case .listNeedsVerticalScrolling: 23
        case .editedItemOutOfRange: 24
        case .itemEditedTwice: 25
        }
    }

    /// The position of `reason`'s case in the facade's declaration; a public reason added
    /// without an engine counterpart does not compile here until it is counted, and then
    /// fails `oneForOne`.
    static func position(of reason: CompositionalLayoutError.Reason) -> Int {
        switch reason {
        case .invalidDimension: 0
        case .nonPositiveFraction: 1
        case .invalidSpacing: 2
        case .invalidInsets: 3
        case .invalidCount: 4
        case .emptyGroup: 5
        case .negativeItemCount: 6
        case .negativeSectionCount: 7
        case .missingSection: 8
        case .groupPlacesNoItems: 9
        case .groupTooDense: 10
        case .invalidCustomItem: 11
        case .invalidContainer: 12
        case .emptyElementKind: 13
        case .duplicateElementKind: 14
        case .boundaryAlignmentNone: 15
        case .invalidOffset: 16
        case .unregisteredDecorationKind: 17
        case .invalidPreferredSize: 18
        case .nestingTooDeep: 19
        case .coordinatesTooLarge: 20
        case .invalidDisplayScale: 21
        case .indexPathsTooLarge: 22
        case .listNeedsVerticalScrolling: 23
        case .editedItemOutOfRange: 24
        case .itemEditedTwice: 25
        }
    }
}
