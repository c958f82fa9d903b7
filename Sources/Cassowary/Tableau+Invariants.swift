/// A self-check of the tableau's invariants, for tests and debugging.
extension Tableau {
    /// The first broken invariant, described, or nil when the tableau is consistent: indexes agree with rows,
    /// restricted rows hold only parametric symbols and are feasible, user-variable rows refer only to lower
    /// ranks, and the objective holds only parametric symbols.
    mutating func brokenInvariant() -> String? {
        settleDormant()
        for s in rows.indices {
            guard let row = basicRow(Int32(s)) else { continue }
            let subject = Int32(s)
            for t in row.symbols {
                if !columns.contains(subject, in: Int(t)) { return "column of \(t) misses row \(s)" }
                if t == subject { return "row \(s) refers to itself" }
                if basic[Int(t)] {
                    if kinds[s] != .external {
                        return "row \(s) (\(kinds[s])) refers to basic \(t) (\(kinds[Int(t)]))"
                    }
                    if kinds[Int(t)] == .external && ranks[Int(t)] >= ranks[s] {
                        return "row \(s) refers to basic \(t) of rank not below"
                    }
                } else if kinds[s] == .external && kinds[Int(t)] == .external && ranks[Int(t)] >= ranks[s] {
                    return "row \(s) refers to parametric \(t) of rank not below"
                }
            }
            if kinds[s] == .dummy && (abs(row.constant) > 1e-6 || row.symbols.contains(where: { kinds[Int($0)] != .dummy })) {
                return "dummy row \(s) holds more than dummies"
            }
            if kinds[s] != .external && row.constant < -1e-6 { return "row \(s) (\(kinds[s])) infeasible: \(row.constant)" }
        }
        for t in 0..<columns.symbolCount {
            if let problem = columns.brokenColumn(t) { return problem }
            for holder in columns[t] where basicRow(holder)?.contains(Int32(t)) != true {
                return "column of \(t) lists \(holder), which does not hold it"
            }
        }
        let basicUsers = kinds.indices.filter { kinds[$0] == .external && basic[$0] }.count
        if basicUsers != basicUserVariables { return "\(basicUserVariables) basic user variables counted, \(basicUsers) found" }
        for level in levels {
            for t in level.row.symbols where basic[Int(t)] {
                return "objective at \(level.priority) refers to basic \(t)"
            }
        }
        for t in kinds.indices where !basic[t] && isEnteringCandidate(Int32(t)) {
            return "not optimal: \(t) (\(kinds[t])) would improve the objective"
        }
        refreshValues()
        var memo: [Int32: Double] = [:]
        for t in kinds.indices where kinds[t] == .external {
            let v = valueFromScratch(Int32(t), memo: &memo)
            if abs(v - values[t]) > 1e-6 * max(1, abs(v)) { return "value of \(t) is \(values[t]), rows say \(v)" }
        }
        let held = records.all.sorted { $0.record.order < $1.record.order }
        for (_, record) in held where record.dormantSlot < 0 {
            if let problem = identityBroken(record) { return problem }
        }
        for level in levels {
            var expected = SparseRow()
            for (slot, record) in held where records.strength(at: slot).priority == level.priority {
                for e in record.errors {
                    var unit = SparseRow()
                    unit.add(e, records.strength(at: slot).weight)
                    let x = expanded(unit, foldingOffsets: false)
                    expected.constant += x.constant
                    for (i, t) in x.symbols.enumerated() { expected.add(t, x.coefficient(at: i)) }
                }
            }
            for (i, t) in level.row.symbols.enumerated() { expected.add(t, -level.row.coefficient(at: i)) }
            // The objective's constant is not maintained (no decision reads it): compare the costs only.
            if expected.coefficients.contains(where: { abs($0) > 1e-6 }) {
                return
                    "objective at \(level.priority) is off by \(expected.constant) + \(Array(zip(expected.symbols, expected.coefficients)))"
            }
        }
        // Required constraints hold, and so do dormant ones (their error is zero by definition).
        for (slot, record) in held where record.isRequired || record.dormantSlot >= 0 {
            guard let c = content(of: slot) else { continue }
            var v = c.constant
            for t in c.terms { v += t.coefficient * values[Int(t.variable.index)] }
            let holds =
                switch c.relation {
                case .equal: abs(v) < 1e-6
                case .lessThanOrEqual: v <= 1e-6
                case .greaterThanOrEqual: v >= -1e-6
                }
            if !holds { return "required \(record.owner) is off by \(v)" }
        }
        return nil
    }

    /// Whether the constraint of `record`, with its marker and error terms, still reads `0 == 0` once every
    /// basic symbol is replaced by its row: the tableau must represent each constraint exactly.
    /// The content of the constraint in `slot` where the tableau can tell it: a dormant one's, or a `Constraint`'s
    /// (a row added by content keeps its terms only in the rows).
    func content(of slot: Int32) -> ConstraintContent? {
        guard let record = records[slot] else { return nil }
        if record.dormantSlot >= 0, let (entry, bound) = dormant.entry(at: record.dormantSlot) {
            return dormantContent(of: slot, entry, bound)
        }
        guard let constraint = record.owner as? Constraint else { return nil }
        return constraint.content.withConstant(record.constant)
    }

    mutating func identityBroken(_ record: ConstraintRecord) -> String? {
        guard let c = (record.owner as? Constraint)?.content.withConstant(record.constant) else { return nil }
        var raw = SparseRow(constant: c.constant)
        for term in c.terms { raw.add(term.variable.index, term.coefficient) }
        if let edit = edits.values.first(where: { $0.constraint === record.owner }) { raw.constant = -edit.constant }
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = c.relation == .lessThanOrEqual ? 1 : -1
            raw.add(record.marker, sign)
            if record.other >= 0 { raw.add(record.other, -sign) }
        case .equal:
            if record.other >= 0 {
                raw.add(record.marker, -1)
                raw.add(record.other, 1)
            } else {
                raw.add(record.marker, 1)
            }
        }
        let e = expanded(raw, foldingOffsets: true)
        if abs(e.constant) > 1e-6 || e.coefficients.contains(where: { abs($0) > 1e-6 }) {
            return "\(record.owner) is no longer represented: it reads \(e.constant) + \(Array(zip(e.symbols, e.coefficients)))"
        }
        return nil
    }

    /// The value of a user variable computed from the rows alone, ignoring every cache.
    func valueFromScratch(_ s: Int32, memo: inout [Int32: Double]) -> Double {
        if let v = memo[s] { return v }
        guard let row = basicRow(s) else { return offsets[Int(s)] }
        var v = row.constant
        for (k, t) in row.symbols.enumerated() where basic[Int(t)] {
            v += row.coefficient(at: k) * (kinds[Int(t)] == .external ? valueFromScratch(t, memo: &memo) : rows[Int(t)].constant)
        }
        memo[s] = v
        return v
    }
}
