/// The solver's tableau (work in progress).
struct Tableau {
    mutating func makeVariable(_ name: String) -> Variable { fatalError("solver not yet implemented") }
    func name(of variable: Variable) -> String { "" }
    mutating func add(_ constraint: Constraint) throws(SolverError) { fatalError() }
    mutating func remove(_ constraint: Constraint) throws(SolverError) { fatalError() }
    func hasConstraint(_ constraint: Constraint) -> Bool { false }
    func constraintsInOrder() -> [Constraint] { [] }
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {}
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {}
    func hasEditVariable(_ variable: Variable) -> Bool { false }
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {}
    mutating func value(of variable: Variable) -> Double { 0 }
    mutating func fetchChanges() -> [(variable: Variable, value: Double)] { [] }
}
