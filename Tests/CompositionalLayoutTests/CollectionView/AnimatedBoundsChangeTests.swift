import CompositionalLayout
import Testing

/// A layout that records the bounds-change hooks the view calls, in order, and answers as
/// apps' layouts do during a rotation: an item entering the bounds starts at its new place
/// with alpha 0.5, one leaving them ends at its new place.
@MainActor
final class BoundsHookRecordingLayout: UICollectionViewCompositionalLayout {
    var calls: [String] = []
    private var isAnimatingBoundsChange = false

    override func prepare() {
        calls.append("prepare")
        super.prepare()
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        calls.append("prepare(forAnimatedBoundsChange:) \(Self.describe(oldBounds))")
        isAnimatingBoundsChange = true
        super.prepare(forAnimatedBoundsChange: oldBounds)
    }

    override func finalizeAnimatedBoundsChange() {
        calls.append("finalizeAnimatedBoundsChange")
        isAnimatingBoundsChange = false
        super.finalizeAnimatedBoundsChange()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        calls.append("appearing \(itemIndexPath.item)")
        guard isAnimatingBoundsChange,
            let now = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        now.alpha = 0.5
        return now
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        calls.append("disappearing \(itemIndexPath.item)")
        guard isAnimatingBoundsChange else { return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
        return layoutAttributesForItem(at: itemIndexPath)
    }

    static func describe(_ rect: CGRect) -> String {
        "\(rect.minX) \(rect.minY) \(rect.width) \(rect.height)"
    }
}

/// Rows of 50 points, full width, in a view of `size`, laid out; the fixture keeps the data
/// source (the view holds it weakly).
@MainActor
private final class RowsFixture {
    let layout = BoundsHookRecordingLayout(section: BatchUpdateFixture.section())
    let view: UICollectionView
    let source: FixedCountDataSource

    init(_ size: CGSize, items: Int = 10) {
        view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        source = FixedCountDataSource([items])
        view.dataSource = source
        view.layoutIfNeeded()
        layout.calls = []
    }
}

/// Each animation as "before>after x y width height > x y width height alpha a>b".
@MainActor
private func described(_ view: UICollectionView) -> [String] {
    view.lastUpdateAnimations.map { animation in
        let path = { (indexPath: IndexPath?) in indexPath.map { "\($0.item)" } ?? "-" }
        let initial = animation.initialAttributes, final = animation.finalAttributes
        return "\(path(animation.indexPathBeforeUpdate))>\(path(animation.indexPathAfterUpdate)) "
            + "\(BoundsHookRecordingLayout.describe(initial.frame)) > \(BoundsHookRecordingLayout.describe(final.frame)) "
            + "alpha \(initial.alpha)>\(final.alpha)"
    }
}

/// How a change of the view's size is made, and whether it is an animated one.
enum SizeChange: String, CaseIterable, CustomTestStringConvertible {
    case plain, zeroDuration, withoutAnimationInsideBlock, animated

    var testDescription: String { rawValue }

    @MainActor
    func apply(_ change: @escaping () -> Void) {
        switch self {
        case .plain: change()
        case .zeroDuration: UIView.animate(withDuration: 0, animations: change)
        case .withoutAnimationInsideBlock: UIView.animate(withDuration: 0.3) { UIView.performWithoutAnimation(change) }
        case .animated: UIView.animate(withDuration: 0.3, animations: change)
        }
    }
}

@MainActor
@Suite("Animated bounds changes")
struct AnimatedBoundsChangeTests {
    @Test("A size change in an animation block: prepare, prepare(forAnimatedBoundsChange:), the leaving items' hooks, finalize")
    func shrinking() {
        // 100 × 175 shows rows 0–3 (0, 50, 100, 150; row 4 at 200 is out).
        let fixture = RowsFixture(CGSize(width: 100, height: 175))
        let (view, layout) = (fixture.view, fixture.layout)
        UIView.animate(withDuration: 0.3) { view.frame = CGRect(x: 0, y: 0, width: 150, height: 75) }
        view.layoutIfNeeded()
        // 150 × 75 shows rows 0 (0–50) and 1 (50–100): rows 2 and 3 leave the bounds.
        #expect(
            layout.calls == [
                "prepare", "prepare(forAnimatedBoundsChange:) 0.0 0.0 100.0 175.0", "disappearing 2", "disappearing 3",
                "finalizeAnimatedBoundsChange",
            ])
        // Rows 0 and 1 widen from 100 to 150 in place; rows 2 and 3 end where the layout puts
        // them now (its answer, taken after prepare() for the new bounds): 150 wide.
        #expect(
            described(view) == [
                "0>0 0.0 0.0 100.0 50.0 > 0.0 0.0 150.0 50.0 alpha 1.0>1.0",
                "1>1 0.0 50.0 100.0 50.0 > 0.0 50.0 150.0 50.0 alpha 1.0>1.0",
                "2>- 0.0 100.0 100.0 50.0 > 0.0 100.0 150.0 50.0 alpha 1.0>1.0",
                "3>- 0.0 150.0 100.0 50.0 > 0.0 150.0 150.0 50.0 alpha 1.0>1.0",
            ])
        #expect(view.isAnimatingUpdate)
        view.layoutIfNeeded()
        #expect(!view.isAnimatingUpdate)
        #expect(view.reportedErrors.isEmpty, "\(view.reportedErrors)")
    }

    @Test("Growing: the items entering the bounds start at the appearing hook's answer")
    func growing() {
        // 100 × 75 shows rows 0 and 1; 150 × 175 shows rows 0–3.
        let fixture = RowsFixture(CGSize(width: 100, height: 75))
        let (view, layout) = (fixture.view, fixture.layout)
        UIView.animate(withDuration: 0.3) {
            view.frame = CGRect(x: 0, y: 0, width: 150, height: 175)
            view.layoutIfNeeded()
        }
        #expect(
            layout.calls == [
                "prepare", "prepare(forAnimatedBoundsChange:) 0.0 0.0 100.0 75.0", "appearing 2", "appearing 3",
                "finalizeAnimatedBoundsChange",
            ])
        // Rows 2 and 3 (at 100 and 150, now 150 wide) start there with the hook's alpha 0.5.
        #expect(
            described(view) == [
                "0>0 0.0 0.0 100.0 50.0 > 0.0 0.0 150.0 50.0 alpha 1.0>1.0",
                "1>1 0.0 50.0 100.0 50.0 > 0.0 50.0 150.0 50.0 alpha 1.0>1.0",
                "->2 0.0 100.0 150.0 50.0 > 0.0 100.0 150.0 50.0 alpha 0.5>1.0",
                "->3 0.0 150.0 150.0 50.0 > 0.0 150.0 150.0 50.0 alpha 0.5>1.0",
            ])
    }

    @Test("The compositional layout's own hooks answer nil in a bounds change: elements appear and leave in place")
    func compositionalDefaults() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 175),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: BatchUpdateFixture.section()))
        let source = FixedCountDataSource([10])
        view.dataSource = source
        view.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) { view.frame = CGRect(x: 0, y: 0, width: 150, height: 75) }
        view.layoutIfNeeded()
        // nil: a leaving row ends where it was (100 wide, at 100 and 150).
        #expect(
            described(view) == [
                "0>0 0.0 0.0 100.0 50.0 > 0.0 0.0 150.0 50.0 alpha 1.0>1.0",
                "1>1 0.0 50.0 100.0 50.0 > 0.0 50.0 150.0 50.0 alpha 1.0>1.0",
                "2>- 0.0 100.0 100.0 50.0 > 0.0 100.0 100.0 50.0 alpha 1.0>1.0",
                "3>- 0.0 150.0 100.0 50.0 > 0.0 150.0 100.0 50.0 alpha 1.0>1.0",
            ])
        withExtendedLifetime(source) {}
    }

    @Test("Several size changes in one block make one animated change, from the bounds before the first")
    func severalChanges() {
        let fixture = RowsFixture(CGSize(width: 100, height: 175))
        let (view, layout) = (fixture.view, fixture.layout)
        UIView.animate(withDuration: 0.3) {
            view.frame = CGRect(x: 0, y: 0, width: 120, height: 175)
            view.frame = CGRect(x: 0, y: 0, width: 150, height: 75)
        }
        view.layoutIfNeeded()
        #expect(
            layout.calls == [
                "prepare", "prepare(forAnimatedBoundsChange:) 0.0 0.0 100.0 175.0", "disappearing 2", "disappearing 3",
                "finalizeAnimatedBoundsChange",
            ])
    }

    @Test("Only a size change inside an animation block with a duration calls the hooks", arguments: SizeChange.allCases)
    func onlyAnimated(_ how: SizeChange) {
        let fixture = RowsFixture(CGSize(width: 100, height: 175))
        let (view, layout) = (fixture.view, fixture.layout)
        how.apply { view.frame = CGRect(x: 0, y: 0, width: 150, height: 75) }
        view.layoutIfNeeded()
        let hooks = layout.calls.filter { $0.hasPrefix("prepare(forAnimatedBoundsChange:)") || $0 == "finalizeAnimatedBoundsChange" }
        #expect(hooks.count == (how == .animated ? 2 : 0), "\(layout.calls)")
        #expect(view.lastUpdateAnimations.count == (how == .animated ? 4 : 0))
        // Laid out for the new width either way: row 1 at 50, 150 wide.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 50, width: 150, height: 50))
    }

    @Test("A size change animated from app code the view calls during a pass stays animated when the pass applies it")
    func fromDataSource() {
        /// Ten items; once armed, the count animates the view's size change.
        final class Source: UICollectionViewDataSource {
            var armed = false
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                if armed {
                    armed = false
                    UIView.animate(withDuration: 0.3) { collectionView.frame = CGRect(x: 0, y: 0, width: 150, height: 75) }
                }
                return 10
            }
        }
        let layout = BoundsHookRecordingLayout(section: BatchUpdateFixture.section())
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 175), collectionViewLayout: layout)
        let source = Source()
        view.dataSource = source
        view.layoutIfNeeded()
        layout.calls = []
        source.armed = true
        view.reloadData()
        view.layoutIfNeeded()
        // The prepare that asked the count is followed by the one for the new bounds, with the
        // hooks of the change: rows 2 and 3 (at 100 and 150) leave the 75-point bounds.
        #expect(
            layout.calls == [
                "prepare", "prepare", "prepare(forAnimatedBoundsChange:) 0.0 0.0 100.0 175.0", "disappearing 2",
                "disappearing 3", "finalizeAnimatedBoundsChange",
            ])
        #expect(view.bounds.size == CGSize(width: 150, height: 75))
    }

    @Test("An animated scroll (same size) the layout does not invalidate for calls no hook")
    func animatedScroll() {
        let fixture = RowsFixture(CGSize(width: 100, height: 175))
        let (view, layout) = (fixture.view, fixture.layout)
        UIView.animate(withDuration: 0.3) { view.contentOffset = CGPoint(x: 0, y: 100) }
        view.layoutIfNeeded()
        #expect(!layout.calls.contains { $0.hasPrefix("prepare(forAnimatedBoundsChange:)") })
        #expect(view.lastUpdateAnimations.isEmpty)
    }
}

@MainActor
@Suite("Animation blocks")
struct AnimationBlockTests {
    @Test("The block runs at once; its duration is inherited inside; the completion runs at the next layout pass with true")
    func blockAndCompletion() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var inside: [TimeInterval] = []
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.25,
            animations: {
                inside.append(UIView.inheritedAnimationDuration)
                UIView.performWithoutAnimation { inside.append(UIView.inheritedAnimationDuration) }
                view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            },
            completion: { finished.append($0) })
        #expect(inside == [0.25, 0])
        #expect(view.frame.width == 20)
        #expect(UIView.inheritedAnimationDuration == 0)
        #expect(finished.isEmpty)
        view.layoutIfNeeded()
        #expect(finished == [true])
        view.layoutIfNeeded()
        #expect(finished == [true])
    }
}
