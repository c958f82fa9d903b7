/// Removing a constraint and the symbols it brought.
extension Tableau {
    // MARK: - Removing

    /// Removes a constraint the user added (an edit variable's own constraint is unknown here).
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard !isEditConstraint(constraint), let slot = records.slot(of: constraint) else { throw .unknownConstraint }
        removeRecord(slot)
    }

    /// Removes the constraint whose record is in `slot` (nothing when there is none).
    mutating func removeRecord(_ slot: Int32) {
        guard let held = records[slot] else { return }
        let strength = records.strength(at: slot)
        let record = records.remove(slot)!
        if held.dormantSlot >= 0 {
            dormant.remove(record.dormantSlot)
            return
        }
        if !record.errors.isEmpty {
            let level = levelIndex(for: strength.priority)
            for e in record.errors {
                if let row = basicRow(e) {
                    objectiveAdd(level, row, times: -strength.weight)
                } else {
                    objectiveAdd(level, e, -strength.weight)
                }
            }
        }
        let m = record.marker
        if boundMarkers[m]?.slot == slot { boundMarkers[m] = nil }
        if basic[Int(m)] {
            // Factored rows that refer to the basic marker take its row, which holds without the constraint.
            let row = deleteRow(m)
            substitute(m, row, factoredRowsTake: row)
            keepSpare(row)
        } else {
            let (factored, restricted) = markerLeavingRows(m)
            var done = false
            // A redundant required equality (a basic dummy) that leaned on this constraint takes over its
            // role: its dummy leaves the basis, fixed at 0, and dummy rows keep holding dummies only.
            if let dummyRow = columns[Int(m)].filter({ kinds[Int($0)] == .dummy }).min() {
                let row = deleteRow(dummyRow)
                let solved = solve(row, subject: dummyRow, for: m)
                substitute(m, solved, factoredRowsTake: solved)
                done = true
            }
            for x in factored where !done && removeThroughFactoredRow(marker: m, leaving: x) {
                done = true
                break
            }
            if !done, let leaving = restricted {
                let row = deleteRow(leaving)
                let solved = solve(row, subject: leaving, for: m)
                substitute(m, solved, factoredRowsTake: solved)
            }
        }
        optimize()
        unsettleDormant()
        // The constraint's symbols serve later ones (an error that some row still holds stays).
        for s in [record.marker, record.other] where s >= 0 && isUnused(s) { releaseSymbol(s) }
    }

    /// The rows in which the marker can be made basic before it is dropped: user-variable rows first,
    /// lowest rank first (their variable keeps its value, so nothing moves), and a restricted row that keeps
    /// every restricted symbol non-negative: the shortest such among a few holders (so that the marker's row,
    /// substituted into the others, is short), else the one Cassowary would choose.
    func markerLeavingRows(_ m: Int32) -> (factored: [Int32], restricted: Int32?) {
        var factored: [Int32] = []
        var restricted: [Int32] = []
        var first: Int32 = -1
        var firstRatio = Double.infinity
        var second: Int32 = -1
        var secondRatio = Double.infinity
        for holder in columns[Int(m)] {
            let row = rows[Int(holder)]
            if kinds[Int(holder)] == .external {
                factored.append(holder)
                continue
            }
            restricted.append(holder)
            let c = row.coefficient(of: m)
            if c < 0 {
                let ratio = -row.constant / c
                if ratio < firstRatio || (ratio == firstRatio && holder < first) {
                    firstRatio = ratio
                    first = holder
                }
            } else {
                let ratio = row.constant / c
                if ratio < secondRatio || (ratio == secondRatio && holder < second) {
                    secondRatio = ratio
                    second = holder
                }
            }
        }
        // No finite ratio (coefficients so small that every ratio overflowed): any restricted holder will do.
        if first < 0 && second < 0, let any = restricted.first { first = any }
        // Lowest rank first: no other user-variable row holding m is below it, so it can usually be solved for m
        // as it is written (see `removeThroughFactoredRow`).
        factored.sort { (ranks[Int($0)], $0) < (ranks[Int($1)], $1) }
        if restricted.count > 1 && restricted.count <= 16 {
            restricted.sort { (rows[Int($0)].count, $0) < (rows[Int($1)].count, $1) }
            for r in restricted
            where rows[Int(r)].count < rows[Int(first >= 0 ? first : second)].count
                && keepsFeasible(pivotingIn: m, at: r, among: restricted)
            {
                return (factored, r)
            }
        }
        return (factored, first >= 0 ? first : (second >= 0 ? second : nil))
    }

    /// Whether making `m` basic in the row of `r` (whose basic symbol leaves at 0) keeps the constants of the
    /// other restricted rows holding `m` non-negative.
    func keepsFeasible(pivotingIn m: Int32, at r: Int32, among holders: [Int32]) -> Bool {
        let value = -rows[Int(r)].constant / rows[Int(r)].coefficient(of: m)
        return holders.allSatisfy { h in
            h == r || rows[Int(h)].constant + rows[Int(h)].coefficient(of: m) * value >= -epsilon
        }
    }

    /// Makes marker `m` basic in the factored row of `leaving` (which becomes parametric at its current
    /// value) and substitutes it away everywhere. Returns false, changing nothing, when the row only seems to
    /// hold `m` (its references cancel it out).
    ///
    /// Restricted rows and the objective take the row expanded into parametric symbols. User-variable rows
    /// take it as it is written (a link of a chain: `m = x - left - width - 8`) when that is exact: when no
    /// row it refers to holds `m`, and every other user-variable row holding `m` ranks above `x` (so it may
    /// refer to what `x`'s row refers to). Otherwise they take the expansion too.
    mutating func removeThroughFactoredRow(marker m: Int32, leaving x: Int32) -> Bool {
        let aboveX = columns[Int(m)].allSatisfy {
            $0 == x || kinds[Int($0)] != .external || ranks[Int($0)] > ranks[Int(x)]
        }
        // Only user-variable rows above x hold m (and the objective does not): then nothing x's row refers to
        // holds it, and no row needs the expansion.
        let onlyAbove =
            aboveX && objectiveRefs[Int(m)] == 0
            && columns[Int(m)].allSatisfy { kinds[Int($0)] == .external }
        var full = rows.copy(x)
        var reached: [Int32] = []
        if !onlyAbove { (full, reached, _) = expanded(full, foldingOffsets: false, watching: [m]) }
        guard !nearZero(full.coefficient(of: m)) else { return false }
        let asWritten = reached.isEmpty && aboveX
        refreshValues()
        let value = values[Int(x)]
        let own = deleteRow(x)
        // x is parametric from now on, at its value: every row refers to it shifted.
        func solvedForMarker(_ row: SparseRow) -> SparseRow {
            var solved = solve(row, subject: x, for: m)
            solved.constant += solved.coefficient(of: x) * value
            return solved
        }
        let solved = solvedForMarker(full)
        let short = asWritten ? solvedForMarker(own) : solved
        for holder in columns[Int(x)] {
            shiftConstant(holder, by: rows[Int(holder)].coefficient(of: x) * value)
        }
        logOffset(x)
        offsets[Int(x)] = value
        substitute(m, solved, factoredRowsTake: short)
        return true
    }
}
