internal import ConstraintSolver

/// The Auto Layout engine of one view hierarchy (or of one view being measured): it owns a
/// `ConstraintSystem`, the four variables of each item that takes part (UIKit's engine keeps
/// `minX`, `minY`, `width` and `height` per view and guide, the origin in the coordinates of
/// the view's superview or the guide's owning view), and a record of each constraint it
/// holds.
///
/// Changes reach it incrementally: a constraint activated, deactivated or changed, an
/// intrinsic size invalidated or a translated frame moved is added to or removed from the
/// system alone (``counters`` counts the work), never by rebuilding the system. Items join
/// when a constraint first uses one of their variables and leave when the last one goes, so
/// views that take part in no constraint cost nothing.
///
/// The engine makes the constraints UIKit makes itself (see ``ImplicitConstraintOrigin``):
/// a translated autoresizing mask, the intrinsic content size at the hugging and compression
/// resistance priorities, the guides' rectangles, and the size of the hierarchy's topmost
/// view. When required constraints cannot all hold, it breaks one as UIKit does and reports the
/// conflict on ``reportingView``.
@MainActor
final class LayoutEngine {
    /// What the engine solves for.
    enum Role {
        /// The layout of a hierarchy, from its topmost view, whose size is given.
        case layout
        /// The fitting size of a view, whose size follows its content and a target.
        case fitting
    }

    /// Work done, for tests and the benchmark: the system is never rebuilt, so these grow
    /// only by what changed.
    struct Counters: Equatable {
        /// Constraints added to the system (an app's or one the engine made).
        var constraintsAdded = 0
        /// Constraints removed from the system.
        var constraintsRemoved = 0
        /// Values suggested for edit variables (fitting targets).
        var valuesSuggested = 0
        /// Times the engine brought itself up to date.
        var synchronizations = 0
    }

    /// One view or guide that takes part.
    @MainActor
    final class Item {
        /// The view or guide. Held weakly: the hierarchy owns it.
        weak var object: AnyObject?
        /// Its variables.
        let variables: ItemVariables
        /// How many constraints (not its own) use its variables.
        var references = 0
        /// The constraints the engine made for it, by origin.
        var implicitConstraints: [NSLayoutConstraint] = []
        /// The width its intrinsic size was measured for, for text that wraps; `nil` when it
        /// was measured at its own bounds.
        var intrinsicLayoutWidth: CGFloat?
        /// The solved rectangle last given to the view as its frame.
        var appliedSolution: CGRect?

        init(object: AnyObject, variables: ItemVariables) {
            self.object = object
            self.variables = variables
        }
    }

    /// What the engine keeps for a constraint it holds.
    @MainActor
    final class Record {
        /// The constraint.
        let constraint: NSLayoutConstraint
        /// The view whose coordinates the constraint is expressed in: the view it is installed
        /// on, or for one the engine made, the view the rule relates to.
        weak var container: UIView?
        /// The item the engine made the constraint for, whose own references it does not count.
        let owner: ObjectIdentifier?
        /// Its handle in the system; `nil` while it is broken or cannot be expressed.
        var handle: ConstraintHandle?
        /// The items whose variables it uses (the owner excluded).
        var referencedItems: [ObjectIdentifier] = []
        /// The variables it uses, for `constraintsAffectingLayout(for:)`.
        var variables: [Variable] = []
        /// The order in which the engine took the constraint in.
        let sequence: Int
        /// The constraint's revision when it was taken in.
        let revision: Int

        init(constraint: NSLayoutConstraint, container: UIView, owner: ObjectIdentifier?, sequence: Int) {
            self.constraint = constraint
            self.container = container
            self.owner = owner
            self.sequence = sequence
            self.revision = constraint.revision
        }
    }

    /// What the engine solves for.
    let role: Role
    /// The view the engine belongs to: the hierarchy's topmost view, or the view measured.
    private(set) weak var root: UIView?
    /// The system.
    var system = ConstraintSystem()
    /// The items, by identity.
    private(set) var items: [ObjectIdentifier: Item] = [:]
    /// The records, by the identity of their constraint.
    private(set) var records: [ObjectIdentifier: Record] = [:]
    /// The records that use each item's variables.
    private var recordsUsingItem: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    /// The constraint behind each handle.
    private var constraintOfHandle: [ConstraintHandle: ObjectIdentifier] = [:]
    /// App constraints deactivated or changed since the last synchronization.
    var changedConstraints: [NSLayoutConstraint] = []
    /// Items whose own constraints must be made again, in the order they became stale.
    var staleItems: [ObjectIdentifier] = []
    /// Items whose intrinsic size depends on the width they are given (wrapping text).
    var widthDependentItems: Set<ObjectIdentifier> = []
    /// The work done so far.
    var counters = Counters()
    /// The next record's sequence number.
    private var nextSequence = 0
    /// A fitting engine's width target.
    var widthTarget: FittingTarget?
    /// A fitting engine's height target.
    var heightTarget: FittingTarget?

    /// The most times the engine measures wrapping text again for the width it was given,
    /// per synchronization: UIKit's second layout pass for multi-line labels, bounded.
    static let maximumWidthPasses = 3

    /// An engine for `root`.
    init(role: Role, root: UIView) {
        self.role = role
        self.root = root
    }

    /// The view conflicts are reported on.
    var reportingView: UIView? { root }

    // MARK: Items

    /// The item of `object`, made (with the constraints UIKit makes for it) when it is new.
    @discardableResult
    func item(for object: AnyObject) -> Item {
        let id = ObjectIdentifier(object)
        if let item = items[id] {
            if item.object === object { return item }
            // The object the item stood for is gone and another took its address.
            removeItem(id)
        }
        let variables = ItemVariables(
            minX: system.makeVariable(), minY: system.makeVariable(), width: system.makeVariable(),
            height: system.makeVariable())
        let item = Item(object: object, variables: variables)
        items[id] = item
        if role == .layout {
            if let view = object as? UIView {
                view.autoLayout.layoutEngine = self
            } else if let guide = object as? UILayoutGuide {
                guide.layoutEngine = self
            }
        }
        refreshImplicitConstraints(of: item)
        return item
    }

    /// The item of `object` when it takes part.
    func existingItem(for object: AnyObject) -> Item? {
        guard let item = items[ObjectIdentifier(object)], item.object === object else { return nil }
        return item
    }

    /// Forgets `item` once nothing uses it, with the constraints made for it.
    private func releaseIfUnused(_ id: ObjectIdentifier) {
        guard let item = items[id], item.references <= 0, item.object !== root else { return }
        removeItem(id)
    }

    /// Forgets `id`'s item: the constraints that use it are taken out (an app's constraint
    /// still installed waits for the engine again), then the constraints made for it.
    func removeItem(_ id: ObjectIdentifier) {
        guard let item = items[id] else { return }
        items[id] = nil
        for recordID in recordsUsingItem[id] ?? [] {
            guard let record = records[recordID] else { continue }
            let constraint = record.constraint
            remove(record)
            if constraint.origin == nil, let view = constraint.installedOn { view.awaitEngine(constraint) }
        }
        for constraint in item.implicitConstraints {
            if let record = records[ObjectIdentifier(constraint)] { remove(record) }
        }
        item.implicitConstraints = []
        widthDependentItems.remove(id)
        recordsUsingItem[id] = nil
        if let view = item.object as? UIView, view.autoLayoutStorage?.layoutEngine === self {
            view.autoLayoutStorage?.layoutEngine = nil
        } else if let guide = item.object as? UILayoutGuide, guide.layoutEngine === self {
            guide.layoutEngine = nil
        }
    }

    // MARK: Constraints

    /// Takes `constraint` in, expressed in `container`'s coordinates; `owner` is the item the
    /// engine made it for. A constraint that cannot be expressed (an item gone, a guide without
    /// a view) is kept without effect.
    func add(_ constraint: NSLayoutConstraint, in container: UIView, owner: ObjectIdentifier? = nil) {
        let id = ObjectIdentifier(constraint)
        guard records[id] == nil else { return }
        let record = Record(constraint: constraint, container: container, owner: owner, sequence: nextSequence)
        nextSequence += 1
        records[id] = record
        if owner == nil, role == .layout { constraint.layoutEngine = self }
        var translator = ConstraintTranslator(engine: self, container: container)
        guard let solverConstraint = translator.translate(constraint) else { return }
        record.variables = translator.variables
        record.referencedItems = translator.referencedItems.filter { $0 != owner }
        for item in record.referencedItems {
            items[item]?.references += 1
            recordsUsingItem[item, default: []].insert(id)
        }
        addResolvingConflicts(record, solverConstraint)
    }

    /// Takes `record`'s constraint out of the system and forgets it; items no longer used
    /// leave.
    func remove(_ record: Record) {
        let id = ObjectIdentifier(record.constraint)
        guard records[id] === record else { return }
        records[id] = nil
        if let handle = record.handle {
            try? system.remove(handle)
            constraintOfHandle[handle] = nil
            counters.constraintsRemoved += 1
        }
        if record.constraint.layoutEngine === self { record.constraint.layoutEngine = nil }
        for item in record.referencedItems {
            items[item]?.references -= 1
            recordsUsingItem[item]?.remove(id)
        }
        for item in record.referencedItems { releaseIfUnused(item) }
    }

    /// Adds `solverConstraint` for `record`. When it cannot hold with the required constraints
    /// already in the system, one of those is broken, as UIKit does: the most recently added
    /// app constraint the explanation names (constraints UIKit made are broken only when the
    /// explanation names no app constraint), and the new one is added again; after a few
    /// rounds, or when nothing else can give, the new one is broken (it keeps no handle). Each
    /// break is reported; a constraint the solver refuses for another reason (a value that is
    /// not finite) takes no part.
    private func addResolvingConflicts(_ record: Record, _ solverConstraint: Constraint) {
        for _ in 0..<8 {
            do throws(SolverError) {
                let handle = try system.add(solverConstraint)
                record.handle = handle
                constraintOfHandle[handle] = ObjectIdentifier(record.constraint)
                counters.constraintsAdded += 1
                return
            } catch {
                guard case .unsatisfiable(let conflicting) = error else { return }
                let involved = conflicting.compactMap { constraintOfHandle[$0] }.compactMap { records[$0] }
                let appConstraints = involved.filter { $0.constraint.origin == nil }
                let victim = (appConstraints.isEmpty ? involved : appConstraints).max { $0.sequence < $1.sequence }
                report(involved + [record], broken: victim ?? record)
                guard let victim, let handle = victim.handle else { return }
                try? system.remove(handle)
                constraintOfHandle[handle] = nil
                counters.constraintsRemoved += 1
                victim.handle = nil
            }
        }
    }

    /// Records the conflict among `records` on ``reportingView`` and prints it as UIKit does.
    private func report(_ involved: [Record], broken: Record) {
        let conflict = ConstraintConflict(
            constraints: involved.sorted { $0.sequence < $1.sequence }.map(\.constraint), broken: broken.constraint)
        reportingView?.autoLayout.constraintConflicts.append(conflict)
        conflict.printLog()
    }

    /// Tells the engine that an app constraint it holds was deactivated or changed.
    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        changedConstraints.append(constraint)
    }

    // MARK: Reading the solution

    /// The rectangle solved for `object`, in the coordinates of its superview (a guide: of its
    /// owning view); `nil` when it takes no part.
    func solvedFrame(of object: AnyObject) -> CGRect? {
        guard let item = existingItem(for: object) else { return nil }
        let v = item.variables
        return CGRect(
            x: system.value(of: v.minX), y: system.value(of: v.minY), width: system.value(of: v.width),
            height: system.value(of: v.height))
    }

    /// Whether the solution leaves one of `object`'s variables free to take other values: a
    /// variable no constraint held uses, or one the system finds free.
    func hasAmbiguousLayout(_ object: AnyObject) -> Bool {
        guard let v = existingItem(for: object)?.variables else { return false }
        var used = Set<Variable>()
        for record in records.values where record.handle != nil { used.formUnion(record.variables) }
        return [v.minX, v.minY, v.width, v.height].contains { !used.contains($0) || system.isAmbiguous($0) }
    }

    /// The constraints held (broken ones excluded) that use `object`'s variables along `axis`,
    /// in the order the engine took them in.
    func constraintsAffecting(_ object: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let v = existingItem(for: object)?.variables else { return [] }
        let variables = axis == .horizontal ? [v.minX, v.width] : [v.minY, v.height]
        return records.values
            .filter { $0.handle != nil && $0.variables.contains(where: variables.contains) }
            .sorted { $0.sequence < $1.sequence }
            .map(\.constraint)
    }
}

/// The variables of one item: its origin in its container's coordinates and its size.
struct ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
}
