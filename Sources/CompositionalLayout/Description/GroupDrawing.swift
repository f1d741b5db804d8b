internal import LayoutCore

/// The ASCII drawing `visualDescription()` ends with: the group solved in a nominal container
/// and drawn in character cells, in the box style of UIKit's own header diagrams: `+` at the
/// corners, `-` and `|` on the edges, `~` inside each item.
///
/// ```
/// +-----------------------------+-----------------------------+
/// |~~~~~~~~~~~~~~~~~~~~~~~~~~~~~|~~~~~~~~~~~~~~~~~~~~~~~~~~~~~|
/// +-----------------------------+-----------------------------+
/// ```
///
/// The container is ``containerSide`` points square (fractions of it are what fractional
/// dimensions resolve to); a character is ``pointsPerColumn`` points wide and
/// ``pointsPerRow`` high. Estimated dimensions are drawn at their estimates. A group the
/// engine rejects is not drawn.
@MainActor
struct GroupDrawing {
    /// The side of the square container the group is solved in, in points.
    static let containerSide = 360.0
    /// Points per character column.
    static let pointsPerColumn = 6.0
    /// Points per character row (characters are about twice as tall as wide).
    static let pointsPerRow = 12.0

    /// The drawing's lines; empty when the group could not be solved.
    private(set) var lines: [String] = []

    init(_ group: NSCollectionLayoutGroup) {
        guard let solved = Self.solve(group) else { return }
        let width = Self.column(solved.boxSize.width), height = Self.row(solved.boxSize.height)
        guard width > 0, height > 0, width <= 400, height <= 400 else { return }
        var canvas = [[Character]](repeating: [Character](repeating: " ", count: width + 1), count: height + 1)
        for slot in solved.slots {
            Self.drawBox(slot.frameInGroup, on: &canvas)
        }
        lines = canvas.map { String(String($0).reversed().drop { $0 == " " }.reversed()) }
    }

    /// The group's first instance, solved in the nominal container; `nil` if the engine
    /// rejects the group.
    private static func solve(_ group: NSCollectionLayoutGroup) -> SolvedGroup? {
        var snapshot = LayoutSnapshot()
        guard let section = try? snapshot.convert(NSCollectionLayoutSection(group: group), index: 0) else { return nil }
        let description = LayoutDescription(sections: [SectionInput(section: section, itemCount: 10_000)])
        let hooks = CustomGroupHooks(
            providers: snapshot.customProviders, traitCollection: UITraitCollection(), answers: CustomGroupAnswers())
        let container = Container(size: Size(width: containerSide, height: containerSide))
        guard let solution = try? LayoutSolver.solve(description, in: container, hooks: hooks) else { return nil }
        return solution.sections.first?.template
    }

    /// The column of an x coordinate.
    private static func column(_ x: Double) -> Int { Int((x / pointsPerColumn).rounded()) }

    /// The row of a y coordinate.
    private static func row(_ y: Double) -> Int { Int((y / pointsPerRow).rounded()) }

    /// Draws `frame` (in points) as a box at least one cell wide and high.
    private static func drawBox(_ frame: Rect, on canvas: inout [[Character]]) {
        let left = max(0, column(frame.origin.x)), top = max(0, row(frame.origin.y))
        let right = min(canvas[0].count - 1, max(left + 1, column(frame.origin.x + frame.size.width)))
        let bottom = min(canvas.count - 1, max(top + 1, row(frame.origin.y + frame.size.height)))
        guard left < right, top < bottom else { return }
        for y in top...bottom {
            for x in left...right {
                let onVertical = x == left || x == right, onHorizontal = y == top || y == bottom
                let mark: Character = onVertical && onHorizontal ? "+" : onHorizontal ? "-" : onVertical ? "|" : "~"
                canvas[y][x] = merged(canvas[y][x], mark)
            }
        }
    }

    /// What a cell shows when `mark` is drawn over `existing`: edges win over fill, and where
    /// a horizontal and a vertical edge of neighbouring boxes cross, a corner.
    private static func merged(_ existing: Character, _ mark: Character) -> Character {
        switch (existing, mark) {
        case (" ", _), ("~", _): return mark
        case (_, "~"), ("+", _): return existing
        case ("-", "|"), ("|", "-"): return "+"
        default: return mark
        }
    }
}
