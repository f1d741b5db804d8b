/// A system of linear constraints with required and prioritized strengths, solved
/// incrementally by the Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary
/// linear arithmetic constraint solving algorithm", 2001).
///
/// The system keeps a simplex tableau in solved form: every row gives a basic symbol as a
/// constant plus a combination of parametric symbols, which are 0 in the current solution, so
/// a basic variable's value is its row's constant. Each mutating call (adding or removing a
/// constraint, suggesting a value for an edit variable) changes the tableau and re-optimises
/// from where it stands, never from scratch: a new constraint's row is solved for one of its
/// symbols and substituted into the rows that hold it, then the primal simplex optimises; a
/// suggestion changes row constants and the dual simplex restores feasibility. The solution is
/// always up to date after a call.
///
/// ```
/// var system = ConstraintSystem()
/// let x = system.makeVariable()
/// try system.add(Constraint(LinearExpression([(x, 1)], constant: -10), .greaterThanOrEqual))
/// system.value(of: x)   // 10: x >= 10 and nothing pulls it further
/// ```
///
/// The system is a value: copying it copies the constraints and the solution.
public struct ConstraintSystem: Sendable {
    // MARK: Symbols (indexed by symbol number)

    /// Each symbol's kind.
    var kinds: [SymbolKind] = []
    /// The slot of the row each symbol is basic in, or -1 for a parametric symbol.
    var rowOfSymbol: [Int] = []
    /// The first node of each symbol's column, or -1: the slots of the rows that hold the
    /// symbol as a parameter (unordered), the column index that lets a substitution visit only
    /// the rows it changes. Dummy symbols have none (see ``hasColumn(_:)``).
    var columnHeads: [Int32] = []

    // MARK: Column nodes

    /// The nodes of all columns' linked lists, in one array so that no column allocates.
    var columnNodes: [ColumnNode] = []
    /// The first free node, or -1.
    var freeColumnNode: Int32 = -1
    /// The constraint each slack, error or dummy symbol belongs to, or -1.
    var owners: [Int] = []
    /// Marks for one pass over the objective (a symbol is marked when its stamp equals
    /// ``stamp``), so that no pass clears an array.
    var stamps: [UInt32] = []
    /// The mark of the current pass over the objective.
    var stamp: UInt32 = 0

    // MARK: Rows (indexed by slot)

    /// The rows; a slot's row is meaningful while ``basicOfSlot`` holds a symbol for it.
    var rows: [Row] = []
    /// Each slot's basic symbol, or -1 for a free slot.
    var basicOfSlot: [Int] = []
    /// Free slots, reused before the arrays grow.
    var freeSlots: [Int] = []
    /// The objective: one row per non-required priority in the system, highest first.
    var objective: [ObjectiveLevel] = []
    /// The objective of the artificial phase while one runs.
    var artificialObjective: Row?
    /// Basic symbols whose row may have become infeasible, for the dual simplex.
    var infeasible: [Int] = []
    /// The merge buffer of ``Row/add(_:times:constant:scratch:changed:)``.
    var scratch: [Cell] = []

    // MARK: The user's objects

    /// The symbol of each variable, by variable index.
    var variableSymbols: [Int] = []
    /// The constraints by handle index; `nil` once removed.
    var constraints: [ConstraintRecord?] = []
    /// The edit constraint of each variable, by variable index.
    var edits: [EditRecord?] = []
    /// The work counters.
    var counters = SolverStatistics()

    /// An empty system.
    public init() {}

    /// A new variable, 0 until a constraint says otherwise.
    public mutating func makeVariable() -> Variable {
        let variable = Variable(index: variableSymbols.count)
        variableSymbols.append(makeSymbol(.external, owner: -1))
        edits.append(nil)
        return variable
    }

    /// The variable's value in the current solution (0 for a variable no constraint mentions,
    /// or one that another system made).
    public func value(of variable: Variable) -> Double {
        guard variable.index < variableSymbols.count else { return 0 }
        let slot = rowOfSymbol[variableSymbols[variable.index]]
        return slot < 0 ? 0 : rows[slot].constant
    }

    /// Whether the constraint `handle` names is in the system.
    public func contains(_ handle: ConstraintHandle) -> Bool {
        handle.index >= 0 && handle.index < constraints.count && constraints[handle.index] != nil
    }

    /// The work done since the system was made.
    public var statistics: SolverStatistics {
        var result = counters
        result.rows = basicOfSlot.count - freeSlots.count
        return result
    }
}

/// One entry of a column: a row's slot and the next node of the same column (-1 at the end).
struct ColumnNode {
    /// The slot of a row that holds the column's symbol.
    var slot: Int32
    /// The next node, or -1.
    var next: Int32
}

/// What the system keeps of a constraint: the symbols it brought to the tableau.
struct ConstraintRecord {
    /// The symbol that marks the constraint's row: the slack of an inequality, the dummy of a
    /// required equality, the positive error of a non-required equality.
    var marker: Int
    /// The constraint's second symbol (the error of a non-required inequality, the negative
    /// error of a non-required equality), or -1.
    var other: Int
    /// The constraint's strength.
    var strength: Strength
}

/// An edit variable's constraint `variable == value` and the value last suggested.
struct EditRecord {
    /// The edit constraint.
    var handle: ConstraintHandle
    /// The value the constraint holds the variable to.
    var value: Double
}
