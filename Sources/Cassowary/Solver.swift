/// An incremental Cassowary solver with strictly ordered priorities.
///
/// Make variables with `makeVariable(_:)`, add and remove `Constraint`s at any time, mark variables
/// as edit variables and suggest values for them, and read the solution with `value(of:)` or, for
/// only what moved, `fetchChanges()`. Every call either succeeds or throws a `SolverError` and leaves
/// the solver exactly as it was. The same calls in the same order give the same solution, bit for bit.
public final class Solver {
    /// Unchecked for exclusivity: no method calls back out while it changes the tableau, so accesses never
    /// overlap, and the runtime check cost as much as adding a short constraint's row.
    @exclusivity(unchecked) var tableau: Tableau

    /// An empty solver.
    public init() {
        tableau = Tableau()
    }

    /// Makes room for about `variables` more variables and `constraints` more constraints, so that adding them
    /// does not grow the solver's tables one step at a time (as `Array.reserveCapacity` does for an array). A hint
    /// for a solver built in one go; the solver works the same without it, and with a wrong guess.
    public func reserveCapacity(variables: Int, constraints: Int) {
        tableau.reserveCapacity(variables: max(0, variables), constraints: max(0, constraints))
    }

    /// A new variable, with a name used in descriptions.
    public func makeVariable(_ name: String = "") -> Variable {
        tableau.makeVariable(name)
    }

    /// The variable at `slot` (see `Variable.slot`), for a client that keeps slots, in fewer bytes than variables,
    /// and makes the variables back. A slot this solver never handed out makes a variable every call refuses.
    package func variable(atSlot slot: Int32) -> Variable {
        Variable(index: slot, owner: tableau.owner)
    }

    /// Forgets `variable`, so that its storage serves later variables and constraints (a long-lived solver whose
    /// views come and go stays flat). Only a variable that no constraint (added, dormant or internal) and no edit
    /// uses can go: remove those first, else `.variableInUse`. Do not use its handle again: it is refused until
    /// its slot is reused, and then names the new variable. The symbols of a removed constraint are reused without
    /// asking.
    public func removeVariable(_ variable: Variable) throws(SolverError) {
        try tableau.removeVariable(variable)
    }

    /// The name given to `variable` when it was made.
    public func name(of variable: Variable) -> String {
        tableau.name(of: variable)
    }

    /// Adds a constraint. A required constraint that cannot hold throws `.unsatisfiable` with the
    /// constraints it conflicts with; the solver is then unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try tableau.add(constraint)
    }

    /// Removes a constraint that was added.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        try tableau.remove(constraint)
    }

    /// Replaces `old`, which was added, by `new`. When they are the same required equality but for the constant (a
    /// view's frame pinned to a new size, a constant changed), the change is made in place: the solution moves as
    /// far as the new constant asks and no further, costing what moves (as `suggestValue` does). Otherwise `old` is
    /// removed and `new` added. Throws as `add` would, and `old` is then kept (when it had to be taken out for the
    /// attempt, it is added again, and comes last in `constraints`).
    public func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
        try tableau.replace(old, with: new)
    }

    /// Adds a constraint given by its content, for `owner`, and returns the slot that names it until it is removed
    /// (`remove(row:of:)`): for a client that keeps its constraints in its own objects (the layout engine's
    /// `NSLayoutConstraint`s), so that the solver keeps no second object with the same terms. Throws as `add` does;
    /// a conflict names owners in `conflictOwners` (the `.unsatisfiable` error lists only `Constraint` objects).
    package func add(_ content: consuming ConstraintContent, owner: AnyObject) throws(SolverError) -> Int32 {
        try tableau.add(Addition(content: content, owner: owner, tagging: nil))
    }

    /// Whether `slot` names a constraint that `owner` added by content and that is still held.
    package func holds(row slot: Int32, of owner: AnyObject) -> Bool {
        tableau.records[slot]?.owner === owner
    }

    /// Removes the constraint that `owner` added by content in `slot` (nothing if the slot holds none of its).
    package func remove(row slot: Int32, of owner: AnyObject) {
        guard holds(row: slot, of: owner) else { return }
        tableau.removeRecord(slot)
    }

    /// Gives the constraint that `owner` added by content in `slot` the constant of `content`, in place, as
    /// `replace` does for a required equality whose constant alone changed. Returns false when that does not apply
    /// (another relation, strength or terms, or the new constant cannot hold), with the same constraints held and
    /// the solution optimal (a refused constant is taken back, so the tableau's basis may differ): the caller then
    /// removes the row and adds the new one.
    package func replaceConstant(row slot: Int32, of owner: AnyObject, with content: ConstraintContent) -> Bool {
        guard holds(row: slot, of: owner), content.constant.isFinite else { return false }
        return tableau.replaceConstant(at: slot, with: content)
    }

    /// Every constraint held, `Constraint` objects and rows added by content alike, as its slot and owner, in the
    /// order they were added (an edit variable's own constraint is not listed).
    package var rowsInOrder: [(slot: Int32, owner: AnyObject)] {
        tableau.records.all.sorted { $0.record.order < $1.record.order }
            .filter { !(($0.record.owner as? Constraint).map(tableau.isEditConstraint) ?? false) }
            .map { ($0.slot, $0.record.owner) }
    }

    /// The owners of the constraints the last refused addition conflicted with, the refused one last (see
    /// `add(_:owner:)`).
    package var conflictOwners: [AnyObject] { tableau.conflictOwners }

    /// Whether the constraint has been added (and not removed).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tableau.hasConstraint(constraint)
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] {
        tableau.constraintsInOrder()
    }

    /// Makes `variable` an edit variable at `strength` (which must not be required). Until a value is
    /// suggested it is held at its current value.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try tableau.addEditVariable(variable, strength: strength)
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try tableau.removeEditVariable(variable)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.hasEditVariable(variable)
    }

    /// Suggests a value for an edit variable; the solution follows at once.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try tableau.suggestValue(value, for: variable)
    }

    /// `fetchChanges()` without an array: calls `body` with each variable whose value differs from the value last
    /// reported, in the order of their creation, and its new value. `body` must not call the solver.
    package func forEachChange(_ body: (Variable, Double) -> Void) {
        let owner = tableau.owner
        tableau.reportChanges { body(Variable(index: $0, owner: owner), $1) }
    }

    /// For each of `variables`, whether the solver's current basis proves it determined: the same value in every
    /// solution that is optimal for the constraints' priorities. One pass, however many variables are asked. A
    /// false answer means only that the basis does not show it; a probe (a constraint below every priority that
    /// tries to move the variable) gives the exact answer for those.
    public func provablyDetermined(_ variables: [Variable]) -> [Bool] {
        tableau.provedFixed(variables.map { (try? tableau.validate($0)) == nil ? -1 : $0.index })
    }

    /// The solved value of `variable`.
    public func value(of variable: Variable) -> Double {
        tableau.value(of: variable)
    }

    /// The variables whose value differs from the value this method last reported for them (0 for a variable
    /// never reported), with their new values, in the order of their creation. A variable that moved and came
    /// back between two calls is not listed, nor one that a refused call moved and put back. Costs what
    /// changed, not the size of the system.
    public func fetchChanges() -> [(variable: Variable, value: Double)] {
        tableau.fetchChanges()
    }
}
