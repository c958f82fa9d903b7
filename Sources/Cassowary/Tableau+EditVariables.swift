/// Edit variables: a stay of a given strength whose constant `suggestValue` moves (dual simplex).
extension Tableau {
    // MARK: - Edit variables

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try validate(variable)
        guard edits[variable.index] == nil else { throw .duplicateEditVariable }
        guard !strength.isRequired else { throw .requiredEditVariable }
        let current = value(of: variable)
        let constraint = Constraint(Expression([Term(variable)], constant: -current), .equal, strength: strength)
        try add(constraint)
        edits[variable.index] = EditRecord(constraint: constraint, constant: current)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try validate(variable)
        guard let edit = edits[variable.index] else { throw .unknownEditVariable }
        if let slot = records.slot(of: edit.constraint) { removeRecord(slot) }
        edits[variable.index] = nil
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        variable.owner == owner && edits[variable.index] != nil
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try validate(variable)
        guard value.isFinite else { throw .invalidNumber("suggested value \(value) for \(variable)") }
        guard var edit = edits[variable.index],
            let record = records[edit.constraint]
        else { throw .unknownEditVariable }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.index] = edit
        if delta == 0 { return }

        // The new constant is the old one with `plus` read as `plus + delta` (or `minus` as `minus - delta`).
        let plus = record.marker
        let minus = record.other
        let (symbol, amount) = !basic[Int(plus)] && basic[Int(minus)] ? (minus, -delta) : (plus, delta)
        assert(undoLog == nil)
        shiftMarker(symbol, by: amount)
        dualOptimize()
        unsettleDormant()
    }
}
