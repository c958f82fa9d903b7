/// Why a solver call was refused. After any error the solver is exactly as it was before the call.
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicts` lists the required constraints it conflicts with (the ones the simplex's infeasibility
    /// certificate names, in the order they were added; a minimal set in every case tried) followed by the
    /// refused constraint itself.
    case unsatisfiable(conflicts: [Constraint])
    /// The constraint was added already.
    case duplicateConstraint
    /// The constraint is not in the solver.
    case unknownConstraint
    /// The variable is an edit variable already.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// Edit variables cannot be required.
    case requiredEditVariable
    /// A coefficient, constant, suggested value or strength is NaN or infinite (or a priority is not above 0 and at most 1000).
    case invalidNumber(String)
    /// The variable was made by another solver (or was removed from this one).
    case foreignVariable(Variable)
    /// The variable cannot be removed: a constraint or an edit still uses it.
    case variableInUse(Variable)

    /// A short English explanation.
    public var description: String {
        switch self {
        case .unsatisfiable(let c): "unsatisfiable required constraint (\(c.count) constraints conflict)"
        case .duplicateConstraint: "the constraint was added already"
        case .unknownConstraint: "the constraint is not in the solver"
        case .duplicateEditVariable: "the variable is an edit variable already"
        case .unknownEditVariable: "the variable is not an edit variable"
        case .requiredEditVariable: "an edit variable cannot be required"
        case .invalidNumber(let what): "not a finite number: \(what)"
        case .foreignVariable(let v): "variable \(v) belongs to another solver or was removed"
        case .variableInUse(let v): "variable \(v) is still used by a constraint or an edit"
        }
    }
}
