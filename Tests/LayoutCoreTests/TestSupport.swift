import LayoutTestSupport
import Testing

@testable import LayoutCore

// Shared builders for the LayoutCore tests; the expectations (`expectFrame`, `expectSize`,
// `expectValue`) and their tolerance policy are LayoutTestSupport's.
//
// Every expected frame in these tests is computed by hand from the rule named in the test,
// with the arithmetic written next to it. Unless a test is about pixel snapping, containers
// use `PixelGrid.none`, so reported frames are the exact solved values.

// MARK: - Model builders

/// An item subitem.
func item(
    _ width: Dimension, _ height: Dimension, insets: DirectionalInsets = .zero, edges: EdgeSpacing = .none
) -> Subitem {
    .item(Item(size: LayoutSize(width: width, height: height), contentInsets: insets, edgeSpacing: edges))
}

/// A `horizontal(layoutSize:subitems:)` group.
func hGroup(
    _ width: Dimension, _ height: Dimension, _ subitems: [Subitem], spacing: Spacing? = nil,
    insets: DirectionalInsets = .zero, edges: EdgeSpacing = .none
) -> Group {
    Group(
        size: LayoutSize(width: width, height: height), arrangement: .subitems(axis: .horizontal, subitems),
        interItemSpacing: spacing, contentInsets: insets, edgeSpacing: edges)
}

/// A `vertical(layoutSize:subitems:)` group.
func vGroup(
    _ width: Dimension, _ height: Dimension, _ subitems: [Subitem], spacing: Spacing? = nil,
    insets: DirectionalInsets = .zero, edges: EdgeSpacing = .none
) -> Group {
    Group(
        size: LayoutSize(width: width, height: height), arrangement: .subitems(axis: .vertical, subitems),
        interItemSpacing: spacing, contentInsets: insets, edgeSpacing: edges)
}

/// A deprecated `horizontal/vertical(layoutSize:subitem:count:)` group (equal slots).
func countGroup(
    _ axis: Axis, _ width: Dimension, _ height: Dimension, _ subitem: Subitem, count: Int,
    spacing: Spacing? = nil, insets: DirectionalInsets = .zero
) -> Group {
    Group(
        size: LayoutSize(width: width, height: height), arrangement: .equalSlots(axis: axis, subitem, count: count),
        interItemSpacing: spacing, contentInsets: insets)
}

/// An iOS 16 `horizontal/vertical(layoutSize:repeatingSubitem:count:)` group.
func repeatingGroup(
    _ axis: Axis, _ width: Dimension, _ height: Dimension, _ subitem: Subitem, count: Int,
    spacing: Spacing? = nil, insets: DirectionalInsets = .zero
) -> Group {
    Group(
        size: LayoutSize(width: width, height: height), arrangement: .repeating(axis: axis, subitem, count: count),
        interItemSpacing: spacing, contentInsets: insets)
}

extension Group {
    /// The group used as a subitem of another group.
    var asSubitem: Subitem { .group(self) }
}

/// Insets from their four edges, in UIKit's argument order.
func insets(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> DirectionalInsets {
    DirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

/// A container with no snapping unless `scale` is given.
func container(
    _ width: Double, _ height: Double, safeArea: DirectionalInsets = .zero, layoutMargins: DirectionalInsets = .zero,
    readableContent: DirectionalInsets = .zero, scale: Double = 0, direction: LayoutDirection = .leftToRight
) -> Container {
    Container(
        size: Size(width: width, height: height), safeAreaInsets: safeArea, layoutMargins: layoutMargins,
        readableContentInsets: readableContent, pixelGrid: scale > 0 ? PixelGrid(scale: scale) : .none,
        layoutDirection: direction)
}

/// Solves one section of `items` items whose group is `group`.
func solveSection(
    _ group: Group, items: Int, in container: Container = container(375, 812), sectionInsets: DirectionalInsets = .zero,
    interGroupSpacing: Double = 0, reference: ContentInsetsReference = .automatic,
    configuration: LayoutConfiguration = LayoutConfiguration()
) throws -> LayoutSolution {
    let section = Section(
        group: group, contentInsets: sectionInsets, interGroupSpacing: interGroupSpacing,
        contentInsetsReference: reference)
    let description = LayoutDescription(
        sections: [SectionInput(section: section, itemCount: items)], configuration: configuration)
    return try LayoutSolver.solve(description, in: container)
}

/// The reported frame of a cell, or `nil` when there is no such cell.
func frame(_ solution: LayoutSolution, _ section: Int, _ item: Int) -> Rect? {
    solution.cell(section: section, item: item)?.frame
}

/// The error `LayoutSolver.solve` throws for `description`, or `nil` if it succeeds.
func layoutError<Hooks: SolverHooks>(
    _ description: LayoutDescription, in container: Container = container(375, 812), hooks: Hooks
) -> LayoutError? {
    do {
        _ = try LayoutSolver.solve(description, in: container, hooks: hooks)
        return nil
    } catch {
        return error
    }
}

/// The error `LayoutSolver.solve` throws for `description` without hooks, or `nil`.
func layoutError(_ description: LayoutDescription, in container: Container = container(375, 812)) -> LayoutError? {
    layoutError(description, in: container, hooks: NoHooks())
}

/// Every cell whose reported frame intersects `rect`, found by asking `cell(section:item:)`
/// for every index path: the reference `elements(in:)` must agree with.
func bruteForceCells(_ solution: LayoutSolution, in rect: Rect) -> [PlacedElement] {
    var result: [PlacedElement] = []
    for section in solution.sections.indices {
        for item in 0..<(solution.itemCount(inSection: section) ?? 0) {
            if let cell = solution.cell(section: section, item: item), cell.frame.intersects(rect) {
                result.append(cell)
            }
        }
    }
    return result
}

/// The (section, item) pairs of `elements`, for readable comparisons.
func indexPaths(_ elements: [PlacedElement]) -> [[Int]] {
    elements.map { [$0.section, $0.item] }
}
