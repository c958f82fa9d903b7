/// The objective (one row per priority level), the pivot, and the primal and dual simplex that keep the
/// tableau optimal and feasible; a run that starts to cycle is stopped by `CycleGuard`.
extension Tableau {
    // MARK: - Objective

    mutating func levelIndex(for priority: Double) -> Int {
        var i = 0
        while i < levels.count && levels[i].priority > priority { i += 1 }
        if i < levels.count && levels[i].priority == priority { return i }
        levels.insert(ObjectiveLevel(priority: priority), at: i)
        undoLog?.entries.append(.levelCreated(priority))
        return i
    }

    mutating func objectiveAdd(_ level: Int, _ s: Int32, _ amount: Double) {
        if undoLog != nil {
            undoLog!.entries.append(.objective(levels[level].priority, s, levels[level].row.coefficient(of: s)))
        }
        switch levels[level].row.add(s, amount) {
        case .inserted: objectiveRefs[Int(s)] += 1
        case .removed: objectiveRefs[Int(s)] -= 1
        case .updated, .none: break
        }
        noteCandidate(s)
    }

    mutating func objectiveAdd(_ level: Int, _ row: some RowReading, times factor: Double) {
        if row.count >= 32 && levels[level].row.count < 4 * row.count {
            // A long row into a level not much longer: merged in one sweep, then its symbols are noted as
            // candidates. The undo log keeps
            // the level's old row whole (a shared copy, not a copy of its terms).
            undoLog?.entries.append(.objectiveRow(levels[level].priority, levels[level].row))
            let (result, inserted, removed) = merged(levels[level].row, row, times: factor)
            levels[level].row = result
            for t in inserted { objectiveRefs[Int(t)] += 1 }
            for t in removed { objectiveRefs[Int(t)] -= 1 }
            for t in row.symbols { noteCandidate(t) }
            return
        }
        levels[level].row.constant += factor * row.constant
        for (i, s) in row.symbols.enumerated() {
            objectiveAdd(level, s, factor * row.coefficient(at: i))
        }
    }

    mutating func substituteInObjective(_ symbol: Int32, _ row: SparseRow) {
        if objectiveRefs[Int(symbol)] == 0 { return }
        for level in levels.indices {
            let c = levels[level].row.coefficient(of: symbol)
            if c != 0 {
                objectiveAdd(level, symbol, -c)
                objectiveAdd(level, row, times: c)
            }
        }
    }

    /// The sign of the lexicographic reduced cost of a parametric symbol: the sign of its highest non-zero level.
    @inline(__always) func reducedCostSign(_ s: Int32) -> Int {
        if objectiveRefs[Int(s)] == 0 { return 0 }
        for level in levels {
            let c = level.row.coefficient(of: s)
            if c > 0 { return 1 }
            if c < 0 { return -1 }
        }
        return 0
    }

    @inline(__always) func isEnteringCandidate(_ s: Int32) -> Bool {
        if basic[Int(s)] { return false }
        switch kinds[Int(s)] {
        case .dummy: return false
        case .external: return reducedCostSign(s) != 0
        case .slack, .error: return reducedCostSign(s) < 0
        }
    }

    mutating func noteCandidate(_ s: Int32) {
        if !inEnteringHeap[Int(s)] && isEnteringCandidate(s) {
            inEnteringHeap[Int(s)] = true
            entering.push(s)
        }
    }

    /// During the artificial phase (the artificial level on top), the slack or error that this level prices
    /// negative and the fewest rows hold, or nil. Bland's rule (the smallest symbol first) would take the oldest
    /// such symbol, and in a shuffled card list the oldest are the few that fix the container's width, which every
    /// card's rows hold: each pivot on one of them rewrote a row per card, a quadratic build (issue 19). The
    /// artificial level is the row of one constraint, so the scan costs what that row holds.
    func artificialEntering() -> Int32? {
        guard !levels.isEmpty, levels[0].priority == .infinity else { return nil }
        var best: Int32 = -1
        var fewest = Int.max
        for i in 0..<levels[0].row.count where levels[0].row.coefficient(at: i) < -epsilon {
            let s = levels[0].row.symbol(at: i)
            guard !basic[Int(s)], kinds[Int(s)] == .slack || kinds[Int(s)] == .error else { continue }
            let held = columns[Int(s)].count
            if held < fewest || (held == fewest && s < best) { (best, fewest) = (s, held) }
        }
        return best < 0 ? nil : best
    }

    mutating func popEntering() -> Int32? {
        while let s = entering.pop() {
            inEnteringHeap[Int(s)] = false
            if isEnteringCandidate(s) { return s }
        }
        return nil
    }

    // MARK: - Pivoting

    /// Before a parametric user variable becomes basic, rows that refer to it shifted take it back at its value.
    mutating func unshift(_ s: Int32) {
        let o = offsets[Int(s)]
        if o == 0 { return }
        for holder in columns[Int(s)] {
            shiftConstant(holder, by: -rows[Int(holder)].coefficient(of: s) * o)
        }
        logOffset(s)
        offsets[Int(s)] = 0
    }

    /// Keeps ranks decreasing along references: parametric user variables in `row` rank below `subject`.
    mutating func lowerRanks(in row: SparseRow, below subject: Int32) {
        let limit = ranks[Int(subject)]
        for s in row.symbols where kinds[Int(s)] == .external && ranks[Int(s)] >= limit {
            logRank(s)
            ranks[Int(s)] = nextLowRank
            nextLowRank -= Tableau.rankStep
        }
    }

    /// The simplex pivot: `entering` becomes basic in the row of the restricted basic `leaving`.
    mutating func pivot(entering e: Int32, leaving b: Int32) {
        pivotWork += columns[Int(e)].count
        if kinds[Int(e)] == .external { unshift(e) }
        let row = deleteRow(b)
        let solved = solve(consume row, subject: b, for: e)
        if kinds[Int(e)] == .external { lowerRanks(in: solved, below: e) }
        insertRow(e, solved)
        // Factored rows keep referring to `e`: a basic slack or error is read from its row's constant.
        substitute(e, solved, factoredRowsTake: nil)
        keepSpare(solved)
    }

    /// Primal simplex on the lexicographic objective. A run that starts to cycle (see `CycleGuard`) stops with
    /// the solution feasible, perhaps not optimal. The artificial phase (`artificialPhase`) first enters the
    /// symbols the fewest rows hold (`artificialEntering`); should that run into an unbounded direction or start to
    /// cycle, it goes on with Bland's rule alone. A symbol blocked by several rows at zero first gets past them
    /// (`unblock`), then enters.
    mutating func optimize(artificialPhase: Bool = false) {
        var guardian = CycleGuard(rows: rows.count)
        var preferShort = artificialPhase
        var retry: Int32 = -1
        while let e = retry >= 0 ? retry : (preferShort ? artificialEntering() : nil) ?? popEntering() {
            retry = -1
            let direction: Double = reducedCostSign(e) < 0 ? 1 : -1
            var leaving: Int32 = -1
            var best = Double.infinity
            var blocking = 0
            for holder in columns[Int(e)] where kinds[Int(holder)] != .external {
                let row = rows[Int(holder)]
                let a = row.coefficient(of: e) * direction
                if a < 0 {
                    let ratio = row.constant / -a
                    if nearZero(row.constant) { blocking += 1 }
                    if ratio < best || (ratio == best && holder < leaving) {
                        best = ratio
                        leaving = holder
                    }
                }
            }
            if blocking > 1 && nearZero(best) && unblock(e, direction: direction, guardian: &guardian) {
                retry = e
                continue
            }
            if leaving < 0 {
                // Unbounded in this direction: cannot happen with non-negative errors; leave it be.
                preferShort = false
                continue
            }
            pivot(entering: e, leaving: leaving)
            if guardian.shouldStop(after: e, leaving) {
                guard preferShort else { break }
                preferShort = false
                guardian = CycleGuard(rows: rows.count)
            }
        }
    }

    /// Moves `e` past the degenerate rows that block it (restricted rows at zero that would go negative as `e`
    /// moves in `direction`) without moving anything: in each such row, a parametric slack or error that no
    /// level of the objective holds and whose coefficient is positive becomes basic instead (the one the fewest
    /// rows hold). The pivot moves no value (the row's constant is zero) and changes no reduced cost (the symbol
    /// has none), and afterwards the row grows with `e`. Returns whether it made any such pivot.
    ///
    /// Entering `e` straight into one blocking row would make it basic in a row that every blocking row then
    /// takes: in a card list whose shared width was free until its last constraint arrived, each card's title
    /// rests tight against its card, every card's hugging row holds the width's symbols, and widening walked
    /// the cards one degenerate pivot at a time, each rewriting the rows of all cards (issue 19: 444 pivots
    /// and 6.7 million row terms in one addition of a shuffled 3,333-card list). Freed row by row through its
    /// own card's slack, each pivot touches that card's rows only.
    mutating func unblock(_ e: Int32, direction: Double, guardian: inout CycleGuard) -> Bool {
        var blocked: [Int32] = []
        for holder in columns[Int(e)] where kinds[Int(holder)] != .external {
            let row = rows[Int(holder)]
            if row.coefficient(of: e) * direction < 0 && nearZero(row.constant) { blocked.append(holder) }
        }
        var moved = false
        for r in blocked {
            guard basic[Int(r)], case let row = rows[Int(r)], row.coefficient(of: e) * direction < 0,
                nearZero(row.constant)
            else { continue }
            var free: Int32 = -1
            for (i, s) in row.symbols.enumerated()
            where s != e && row.coefficient(at: i) > epsilon && objectiveRefs[Int(s)] == 0
                && (kinds[Int(s)] == .slack || kinds[Int(s)] == .error)
            {
                if free < 0 || columns[Int(s)].count < columns[Int(free)].count { free = s }
            }
            guard free >= 0 else { continue }
            pivot(entering: free, leaving: r)
            moved = true
            if guardian.shouldStop(after: free, r) { return false }
        }
        return moved
    }

    /// Dual simplex: restores feasibility after suggested values moved row constants below zero. Returns false
    /// when a row could not be repaired (no symbol can enter it) or the run started to cycle (`CycleGuard`).
    @discardableResult
    mutating func dualOptimize() -> Bool {
        var repaired = true
        var guardian = CycleGuard(rows: rows.count)
        while let r = infeasible.pop() {
            guard kinds[Int(r)] != .external, basic[Int(r)], rows[Int(r)].constant < -epsilon else { continue }
            let row = rows[Int(r)]
            var enteringSymbol: Int32 = -1
            var bestRatio: [Double] = []
            for (i, s) in row.symbols.enumerated() {
                let kind = kinds[Int(s)]
                if kind == .dummy { continue }
                let a = row.coefficient(at: i)
                if kind == .external {
                    if enteringSymbol < 0 || kinds[Int(enteringSymbol)] != .external || s < enteringSymbol {
                        enteringSymbol = s
                        bestRatio = []
                    }
                    continue
                }
                if enteringSymbol >= 0 && kinds[Int(enteringSymbol)] == .external { continue }
                guard a > 0 else { continue }
                let ratio = levels.map { $0.row.coefficient(of: s) / a }
                if enteringSymbol < 0 || lexicographic(ratio, bestRatio, tieBreak: s > enteringSymbol) {
                    enteringSymbol = s
                    bestRatio = ratio
                }
            }
            if enteringSymbol < 0 {
                repaired = false
                continue
            }
            pivot(entering: enteringSymbol, leaving: r)
            if guardian.shouldStop(after: enteringSymbol, r) { return false }
        }
        return repaired
    }

    private func lexicographic(_ a: [Double], _ b: [Double], tieBreak: Bool) -> Bool {
        for i in a.indices {
            if a[i] < b[i] - epsilon { return true }
            if a[i] > b[i] + epsilon { return false }
        }
        return tieBreak
    }
}

/// Ends a simplex run that has started to cycle, so that a call never hangs its host. In exact arithmetic the
/// pivot rules cannot cycle; in floating point, reduced costs and ratios of noise size (seen when coefficients
/// span 1e-8 to 1e9, as chains of ×2 multipliers and constants of 1e9 make them) can repeat a sequence of
/// pivots forever. Past the first 64 pivots of a run (no sound test or benchmark system needed more than 150)
/// each (entering, leaving) pair is counted, and the third time one recurs the run stops; so does a run
/// longer than 1,000 + 2 × the symbol count.
struct CycleGuard {
    private var pivots = 0
    private let budget: Int
    private var seen: [Int64: Int] = [:]

    /// A guard for a run on a tableau of `rows` symbols.
    init(rows: Int) { budget = 1_000 + 2 * rows }

    /// Counts the pivot that made `entering` basic in place of `leaving`; true when the run should stop.
    mutating func shouldStop(after entering: Int32, _ leaving: Int32) -> Bool {
        pivots += 1
        guard pivots > 64 else { return false }
        let key = Int64(entering) << 32 | Int64(UInt32(bitPattern: leaving))
        let count = seen[key, default: 0] + 1
        seen[key] = count
        return count >= 3 || pivots > budget
    }
}
