package import Cassowary

/// The solver system a laid-out tree's engine holds, replayed on a bare `Solver`: the benchmark's measure of what
/// the UIKit layer adds for screens whose constraints UIKit makes itself (a stack view's), which cannot be written
/// by hand as the card list's are. Not for apps: the package's own tools only.
package struct ReplayedSystem {
    /// The bare solver, empty until `replay(shuffledBy:)`.
    package let solver = Solver()
    /// The engine's constraints in the order it added them, rewritten on `solver`'s variables.
    package private(set) var constraints: [Cassowary.Constraint] = []
    /// The root's four pins (x, y, width, height) among `constraints`.
    package private(set) var rootPins: [Cassowary.Constraint] = []
    private var variables: [Int: Variable] = [:]
    private var rowsOfConstraint: [ObjectIdentifier: [Cassowary.Constraint]] = [:]
    private var rowsHeldBy: [ObjectIdentifier: [Cassowary.Constraint]] = [:]
    private var slotsOfItem: [ObjectIdentifier: [Int]] = [:]

    /// The system of `root`'s engine (nil when `root` is not the root of a laid-out tree): every constraint it holds,
    /// each user constraint's rows and each view's variables noted for `rows(of:)` and `frameVariables(of:)`.
    package init?(root: UIView) {
        guard let engine = root.engine, !engine.isFitting else { return nil }
        var rewritten: [ObjectIdentifier: Cassowary.Constraint] = [:]
        var rewrittenRows: [Int32: Cassowary.Constraint] = [:]
        for (slot, owner, row) in engine.rowsInOrder() {
            let copy = Self.copy(of: row) { variable(forSlot: $0.slot) }
            if owner === row { rewritten[ObjectIdentifier(row)] = copy }
            rewrittenRows[slot] = copy
            constraints.append(copy)
        }
        rootPins = engine.rootPins.compactMap { rewritten[ObjectIdentifier($0)] }
        engine.forEachInstalled { c, rows in
            let copies = rows.compactMap { rewrittenRows[$0] }
            rowsOfConstraint[ObjectIdentifier(c)] = copies
            if let holder = c.container { rowsHeldBy[ObjectIdentifier(holder), default: []] += copies }
        }
        root.forEachInSubtree { v in
            if let vars = engine.variables(of: v as LayoutItem) {
                slotsOfItem[ObjectIdentifier(v)] = [vars.minX.slot, vars.minY.slot, vars.width.slot, vars.height.slot]
            }
        }
    }

    /// `constraint` written on other variables: each of its variables replaced by `variable(_:)`'s answer.
    package static func copy(
        of constraint: Cassowary.Constraint, on variable: (Variable) -> Variable
    ) -> Cassowary.Constraint {
        let e = constraint.expression
        let terms = e.terms.map { Term(variable($0.variable), $0.coefficient) }
        return Cassowary.Constraint(Expression(terms, constant: e.constant), constraint.relation, strength: constraint.strength)
    }

    private mutating func variable(forSlot slot: Int) -> Variable {
        if let v = variables[slot] { return v }
        let v = solver.makeVariable()
        variables[slot] = v
        return v
    }

    /// Adds `order` (every constraint, by default in the engine's order) to `solver` and reads the solution.
    package func replay(_ order: [Cassowary.Constraint]? = nil) throws {
        for c in order ?? constraints { try solver.add(c) }
        _ = solver.fetchChanges()
    }

    /// The rows of a user constraint, on `solver`'s variables.
    package func rows(of constraint: NSLayoutConstraint) -> [Cassowary.Constraint] {
        rowsOfConstraint[ObjectIdentifier(constraint)] ?? []
    }

    /// The rows of every constraint held inside `view`'s subtree (`view`'s own included): the system a fitting
    /// solve of `view` starts from.
    package func rows(heldWithin view: UIView) -> [Cassowary.Constraint] {
        var result: [Cassowary.Constraint] = []
        view.forEachInSubtree { result += rowsHeldBy[ObjectIdentifier($0)] ?? [] }
        return result
    }

    /// A view's frame variables (x and y in its superview, width, height), on `solver`'s variables.
    package func frameVariables(of view: UIView) -> [Variable] {
        (slotsOfItem[ObjectIdentifier(view)] ?? []).compactMap { variables[$0] }
    }
}

extension UIView {
    /// What the solver of the engine this view's tree is laid out by holds (nil before the first layout), for the
    /// benchmarks' account of memory (`layout-benchmark --census`). Not for apps: the package's own tools only.
    package var engineComposition: Solver.Composition? { engine?.solver.composition }
}
