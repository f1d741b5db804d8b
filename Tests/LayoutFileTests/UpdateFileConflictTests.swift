import CompositionalLayout
import Foundation
import LayoutFile
import LayoutTestSupport
import Testing

/// Conflicting changes in a layout file's `update` (issue 26, C): the view refuses them with
/// UIKit's text, and the diagnostic points at the entry that conflicts with an earlier one.
@MainActor
@Suite("Conflicting updates in a layout file")
struct UpdateFileConflictTests {
    /// The first problem of hosting `update` (entries from line 11) after three rows, as
    /// `line:column: path: message`.
    static func firstProblem(_ update: String) throws -> String {
        let text = LayoutFileSamples.threeRows + "\nupdate:\n" + update
        let document = try LayoutFileDocument.decode(text: text, fileName: "layout.yaml")
        let error = #expect(throws: LayoutFileError.self) { try document.makeHostedLayout() }
        let first = try #require(error?.diagnostics.first)
        return "\(first.line ?? 0):\(first.column ?? 0): \(first.path): \(first.message)"
    }

    @Test("Delete and move from the same index path: located at the move's source")
    func deleteAndMove() throws {
        // `  - moveItem: {from: ` is 21 characters: the source's value starts at column 22.
        let problem = try Self.firstProblem(
            """
              - deleteItems: [[0, 1]]
              - moveItem: {from: [0, 1], to: [0, 0]}
            """)
        #expect(
            problem
                == "12:22: update[1].moveItem.from: the view refused the update: attempt to perform a delete and a move "
                + "from the same index path ({length = 2, path = 0 - 1})")
    }

    @Test("Insert and move to the same index path: located at the move's destination")
    func insertAndMove() throws {
        // `  - moveItem: {from: [0, 2], to: ` is 33 characters: the destination starts at 34.
        let problem = try Self.firstProblem(
            """
              - insertItems: [[0, 0]]
              - moveItem: {from: [0, 2], to: [0, 0]}
            """)
        #expect(
            problem
                == "12:34: update[1].moveItem.to: the view refused the update: attempt to perform an insert and a move "
                + "to the same index path ({length = 2, path = 0 - 0})")
    }

    @Test("Two moves to one destination: located at the second move")
    func twoMovesToOnePlace() throws {
        // `  - moveItem: ` is 14 characters: the move's mapping starts at column 15.
        let problem = try Self.firstProblem(
            """
              - moveItem: {from: [0, 0], to: [0, 2]}
              - moveItem: {from: [0, 1], to: [0, 2]}
            """)
        #expect(
            problem
                == "12:15: update[1].moveItem: the view refused the update: attempt to move both item at index path "
                + "{length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to {length = 2, path = 0 - 2}")
    }

    @Test("The same index path deleted twice: located at its second mention")
    func sameIndexPathDeletedTwice() throws {
        // `  - deleteItems: [[0, 0], ` is 26 characters: the second path starts at column 27.
        let problem = try Self.firstProblem("  - deleteItems: [[0, 0], [0, 0]]")
        #expect(
            problem
                == "11:27: update[0].deleteItems[1]: the view refused the update: attempt to delete the same index path "
                + "more than once ({length = 2, path = 0 - 0})")
    }
}
