/// Replacing a constraint by one that differs only in its constant, in place.
extension Tableau {
    // MARK: - Replacing

    /// Replaces `old` by `new` (see `Solver.replace(_:with:)`): in place when both are the same required equality
    /// but for the constant, else by removing `old` and adding `new` (`old` comes back if `new` is refused).
    mutating func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
        guard !isEditConstraint(old), let slot = records.slot(of: old) else { throw .unknownConstraint }
        if old === new { return }
        try validate(new.content)
        guard records[new] == nil else { throw .duplicateConstraint }
        if new.terms.elementsEqual(old.terms), replaceConstant(at: slot, with: new.content) {
            records.replaceOwner(at: slot, with: new.content, owner: new, tagging: new)
            return
        }
        try remove(old)
        do {
            try add(new)
        } catch {
            try? add(old)
            throw error
        }
    }

    /// Gives the constraint in `slot` the constant of `content`, in place (`replaceConstantInPlace`), when it is an
    /// active required equality and `content` has its terms (by fingerprint), relation and strength. Returns false
    /// otherwise or when the new constant cannot hold, the constraint keeping its old one.
    mutating func replaceConstant(at slot: Int32, with content: ConstraintContent) -> Bool {
        guard let record = records[slot], record.dormantSlot < 0, record.marker >= 0,
            kinds[Int(record.marker)] == .dummy, record.relation == .equal, content.relation == .equal,
            ConstraintTable.code(of: content.strength) == record.strengthCode,
            record.fingerprint == ConstraintRecord.fingerprint(of: content.terms),
            replaceConstantInPlace(of: record, by: content.constant - record.constant)
        else { return false }
        records.modify(slot) { $0.constant = content.constant }
        return true
    }

    /// Moves a required equality's constant by `amount` where its rows are: the equation with the new constant is the
    /// old one with its marker read as `marker + amount` (`shiftMarker`, as an edit's suggested value); then the dual
    /// simplex restores feasibility, and dormant inequalities the solution now crosses join the
    /// tableau. The cost is what moves: removing the constraint instead left its variables free for a moment, and a
    /// root's width pin that every autoresized row holds then walked them one degenerate pivot at a time (a
    /// resize quadratic in the rows). Returns false when the new constant cannot hold (the caller then removes and
    /// adds, which finds and explains the conflict), having changed no constraint and left the solution optimal.
    ///
    /// The shift and the dual simplex run outside any transaction, as an edit's suggestion does: a window resized
    /// moves every autoresized row, and logging each pivoted row for an undo that almost never happens was a
    /// tenth of the resize's time and, at 100,000 views, 11.5 MB at its peak. When the constant cannot hold, the
    /// shift is taken back instead (`restoreAfterRefusedShift`): the same system, optimal again, though not
    /// necessarily in the same basis. Only the dormant inequalities' activations, which may fail part way, are
    /// tried in a transaction.
    mutating func replaceConstantInPlace(of record: ConstraintRecord, by amount: Double) -> Bool {
        if amount == 0 { return true }
        settleDormant()
        let m = record.marker
        // A redundant equality's row (a basic dummy, which holds dummies only) can take no pivot: off zero, the new
        // constant contradicts the constraints it was redundant with. Any other broken row is the dual simplex's.
        func contradicts(_ r: Int32, shiftedBy shift: Double) -> Bool {
            kinds[Int(r)] == .dummy && basic[Int(r)] && !nearZero(rows[Int(r)].constant + shift)
        }
        if basic[Int(m)] && contradicts(m, shiftedBy: -amount)
            || columns[Int(m)].contains(where: { contradicts($0, shiftedBy: rows[Int($0)].coefficient(of: m) * amount) })
        {
            return false
        }
        shiftMarker(m, by: amount)
        guard dualOptimize() else {
            restoreAfterRefusedShift(of: m, by: amount)
            return false
        }
        refreshValues()
        let pushed = violatedDormant()
        if !pushed.isEmpty {
            beginTransaction()
            guard activateAll(pushed) else {
                rollback()
                restoreAfterRefusedShift(of: m, by: amount)
                return false
            }
            commit()
        }
        unsettleDormant()
        return true
    }

    /// Takes back a marker's shift by `amount` that the dual simplex (or a dormant inequality) could not make
    /// feasible: the shift reversed, every restricted row left negative noted (a safeguard: in exact arithmetic only
    /// rows that hold the marker can be, and those the reversal notes), and the dual simplex run again, which
    /// succeeds since the old constant held. Dormant inequalities are checked again at the next change (the optimum
    /// may be another of equal cost). The scan is linear in the symbols, beside the removal and addition that
    /// follow a refusal.
    private mutating func restoreAfterRefusedShift(of m: Int32, by amount: Double) {
        shiftMarker(m, by: -amount)
        for s in kinds.indices where basic[s] { noteFeasibility(Int32(s)) }
        _ = dualOptimize()
        unsettleDormant()
    }
}
