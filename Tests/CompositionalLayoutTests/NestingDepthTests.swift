import CompositionalLayout
import Foundation
import LayoutCore
import LayoutExamples
import Testing

/// Groups nested deeper than `LayoutLimits.maximumDepth` are a typed error, found without
/// recursion, on any thread (reliability issue: a 4,000-deep group on a secondary thread
/// crashed with a stack overflow in the snapshot conversion and the kind validation).
@MainActor
@Suite("Nesting depth")
struct NestingDepthTests {
    /// A vertical group `depth` levels deep (the outermost is level 1), one 44-point item at
    /// the bottom, every group `.fractionalWidth(1) × .absolute(44)`.
    private static func nested(depth: Int) -> NSCollectionLayoutGroup {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        var group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        for _ in 1..<depth {
            group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [group])
        }
        return group
    }

    /// The engine's description of `nested(depth:)`: one section of one item.
    private nonisolated static func nestedDescription(depth: Int) -> LayoutDescription {
        let size = LayoutSize(width: .fractionalWidth(1), height: .absolute(44))
        var group = Group(size: size, arrangement: .subitems(axis: .vertical, [.item(Item(size: size))]))
        for _ in 1..<depth {
            group = Group(size: size, arrangement: .subitems(axis: .vertical, [.group(group)]))
        }
        return LayoutDescription(sections: [SectionInput(section: Section(group: group), itemCount: 1)])
    }

    /// The error solving `description` in a 375 × 812 container throws, if any.
    private nonisolated static func solvingError(_ description: LayoutDescription) -> LayoutError? {
        do {
            _ = try LayoutSolver.solve(description, in: Container(size: Size(width: 375, height: 812)))
            return nil
        } catch {
            return error
        }
    }

    /// The path of the group at level `level`: `section 0 › group` then `› subitems[0]` per level.
    private static func path(level: Int) -> String {
        "section 0 › group" + String(repeating: " › subitems[0]", count: level - 1)
    }

    @Test("64 levels lay out: the one cell is 375 × 44 at the origin")
    func atTheLimit() throws {
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: Self.nested(depth: 64)))
        let host = Host(layout, itemCounts: [1])
        #expect(layout.preparationError == nil)
        // Every level is 375 × 44 at the origin, so the cell is too.
        expectFrame(host.frame(0, 0), 0, 0, 375, 44)
    }

    @Test("65 levels: nestingTooDeep(limit: 64) naming the 65th group")
    func pastTheLimit() {
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: Self.nested(depth: 65)))
        _ = Host(layout, itemCounts: [1])
        #expect(layout.preparationError?.reason == .nestingTooDeep(limit: 64))
        #expect(layout.preparationError?.path.description == Self.path(level: 65))
    }

    @Test("Reliability: a group nested 4,000 deep on a secondary thread is an error, not a stack overflow")
    func deepOnSecondaryThread() {
        // The facade is main-actor isolated, so it cannot run on another thread at all (the
        // compiler rejects it); what can is the engine. A thread with the default secondary
        // stack (512 KiB on Linux and Darwin) solves a 4,000-deep description.
        let description = UncheckedBox(Self.nestedDescription(depth: 4_000))
        let result = UncheckedBox<LayoutError?>(nil)
        // The semaphore orders every access: the thread runs while this one waits.
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = Self.solvingError(description.value)
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(result.value?.reason == .nestingTooDeep(limit: 64))
        #expect(result.value?.path.description == Self.path(level: 65))
        // The description is released here, on the main thread, after the thread used it.
    }

    @Test("Reliability: a group nested 10,000 deep on the main thread is an error, not a stack overflow")
    func deepOnMainThread() async {
        let reason = await MainActor.run { () -> CompositionalLayoutError.Reason? in
            let layout = UICollectionViewCompositionalLayout(
                section: NSCollectionLayoutSection(group: Self.nested(depth: 10_000)))
            _ = Host(layout, itemCounts: [3])
            return layout.preparationError?.reason
        }
        #expect(reason == .nestingTooDeep(limit: 64))
    }
}

/// Hands a value to a thread whose accesses a semaphore orders.
private final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
