import Synchronization

/// The kinds of symbol in the tableau.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// An error of a non-required constraint: ≥ 0, with a cost in the objective.
    case error
    /// The marker of a required equality: fixed at 0, kept to find the constraint's traces.
    case dummy
}

/// What the tableau remembers of a constraint it holds.
struct ConstraintRecord {
    let constraint: Constraint
    /// The slack, dummy or first error symbol created for the constraint.
    let marker: Int32
    /// The second error symbol, or -1.
    let other: Int32
    /// The error symbols that carry a cost.
    let errors: ErrorSymbols
    /// When it was added, for ordering explanations.
    let order: Int
    /// The slot of a dormant inequality (kept out of the tableau, see `DormantInequalities`), or -1.
    var dormantSlot: Int32 = -1
}

/// The error symbols of a constraint, which carry its cost: none (required), one (an inequality) or two
/// (an equality). A fixed pair rather than an array, so that adding a constraint allocates nothing for it.
struct ErrorSymbols: Sequence {
    var first: Int32 = -1
    var second: Int32 = -1

    var isEmpty: Bool { first < 0 }

    struct Iterator: IteratorProtocol {
        let symbols: ErrorSymbols
        var position = 0

        mutating func next() -> Int32? {
            position += 1
            switch position {
            case 1: return symbols.first >= 0 ? symbols.first : nil
            case 2: return symbols.second >= 0 ? symbols.second : nil
            default: return nil
            }
        }
    }

    func makeIterator() -> Iterator { Iterator(symbols: self) }
}

/// One level of the lexicographic objective: the summed, weighted errors of the constraints at one priority.
struct ObjectiveLevel {
    let priority: Double
    var row = SparseRow()
}

/// An edit variable's constraint and its current suggested value.
struct EditRecord {
    let constraint: Constraint
    var constant: Double
}

/// The solver's tableau: an incremental simplex in Cassowary's form with two refinements that keep the
/// work proportional to what a change touches.
///
/// **Rows.** Every basic symbol has a row `basic = constant + Σ coefficient × symbol`.
/// - Rows of *restricted* basics (slacks, errors, dummies) are fully substituted: they hold only
///   parametric (non-basic) symbols. The simplex works on these rows only.
/// - Rows of *unrestricted* basics (user variables) are kept **factored**: they may also refer to other
///   unrestricted basics, as long as references go strictly down in `ranks`, and to basic slacks and errors
///   (whose value is their row's constant), so that a pivot never rewrites them. A chain of views thus
///   stays a chain (`left[i] = left[i-1] + width[i-1] + 8`) instead of turning into dense rows that list
///   every earlier view, which is what makes a classic Cassowary tableau grow quadratically.
///   Such rows are expanded (in rank order, each symbol once) only when a new constraint must be
///   written in parametric symbols.
/// - A parametric user variable keeps its value when it leaves the basis: rows refer to it shifted by
///   `offsets` (`x - offset`), so re-expressing a constraint never moves the solution.
///
/// **Indexes.** `columns[s]` lists the rows that hold `s` (all columns in one pool, `ColumnPool`), so a
/// substitution visits only those rows.
/// Entering symbols come from a heap of candidates (Bland's rule: smallest index first), values are
/// recomputed only for rows marked dirty (`Tableau+Values.swift`), and changes are reported from a list.
///
/// **Dormant inequalities** that the solution satisfies are kept out of the tableau altogether until it moves
/// past them (`Tableau+Dormant.swift`).
///
/// **Priorities** form a lexicographic objective (`levels`, highest first): a reduced cost is negative
/// when its highest non-zero level is negative, so no amount of lower-level error buys a higher one.
struct Tableau {
    let owner: UInt32

    // Per-symbol tables, indexed by symbol.
    let kinds = SymbolColumn<SymbolKind>()
    /// The names given to variables (most symbols have none, so only given names are kept).
    var names: [Int32: String] = [:]
    /// The row of each basic symbol (see `basic`); an empty row for parametric ones. Not optional, so that
    /// reading a field of a row never copies the row.
    var rows: [SparseRow] = []
    /// The rows that hold each symbol.
    let columns = ColumnPool()
    let ranks = SymbolColumn<Int64>()
    let offsets = SymbolColumn<Double>()
    let values = SymbolColumn<Double>()
    let objectiveRefs = SymbolColumn<Int32>()
    let inEnteringHeap = SymbolColumn<Bool>()
    let isDirty = SymbolColumn<Bool>()
    let isChanged = SymbolColumn<Bool>()
    /// The value each user variable had when `fetchChanges` last listed it (0 before): a variable is listed
    /// only when its value differs from this, so one that moved and came back, or that a refused call moved
    /// and put back, is not listed.
    let reported = SymbolColumn<Double>()
    let mark = SymbolColumn<UInt32>()
    /// Coefficients being accumulated by `expanded` (0 outside it).
    let scratch = SymbolColumn<Double>()
    /// Whether each symbol is basic (has a row): read on hot paths instead of testing the optional row.
    let basic = SymbolColumn<Bool>()
    var markEpoch: UInt32 = 0
    /// Slots of released symbols, reused last-released first.
    var freeSymbols: [Int32] = []
    /// The symbols made outside a transaction during the current `add` (and whether each took a released
    /// slot), so that a refused addition gives them back (see `forgetCallSymbols`).
    var callSymbols: [(symbol: Int32, reused: Bool)] = []

    var levels: [ObjectiveLevel] = []
    var entering = SymbolHeap()
    var infeasible = SymbolHeap()
    var dirty: [Int32] = []
    /// Buffers of `refreshValues`, kept between calls.
    var spareQueue: [Int32] = [], spareStack: [Int32] = []
    var changed: [Int32] = []
    /// The number of basic user variables, and the one-pass recomputation of their values (see `ValueProgram`).
    var basicUserVariables = 0
    var program = ValueProgram()
    var nextRank: Int64 = 1
    var nextLowRank: Int64 = 0

    var records: ConstraintTable
    var dormant = DormantInequalities()
    var edits: [Int32: EditRecord] = [:]
    var additions = 0
    /// Whether `insert` is activating a dormant inequality (see `addExpanded`).
    var activating = false

    /// Rows of basic user variables this short are copied into a new factored row rather than referred to.
    /// Measured (instructions, and time where they disagree): copying rows of up to 4 terms made the grid's build
    /// 8% and chain churn 15% costlier; copying none saved 2% and 9% more and kept the instructions of a resized
    /// chain of 100,000 views, but doubled its time. 2 keeps both.
    static let inlineLimit = 2

    /// The distance between ranks handed out in turn, so that a variable can later take a rank between two others
    /// (see `definableThroughExpansion`); 2^20 leaves room for 2^43 ranks.
    static let rankStep: Int64 = 1 << 20

    /// Tags for solvers, so that a variable of one solver is refused by another.
    static let owners = Atomic<UInt32>(1)

    init(owner: UInt32? = nil) {
        self.owner = owner ?? Tableau.owners.wrappingAdd(1, ordering: .relaxed).oldValue
        records = ConstraintTable(owner: self.owner)
    }

    // MARK: - Symbols

    mutating func newSymbol(_ kind: SymbolKind, name: String = "") -> Int32 {
        if let s = freeSymbols.popLast() {
            // A released slot (see `releaseSymbol`): every per-symbol field back to a new symbol's.
            let i = Int(s)
            kinds[i] = kind
            if !name.isEmpty { names[s] = name }
            ranks[i] = nextRank
            nextRank += Tableau.rankStep
            offsets[i] = 0
            values[i] = 0
            reported[i] = 0
            objectiveRefs[i] = 0
            scratch[i] = 0
            basic[i] = false
            if undoLog != nil { undoLog!.entries.append(.symbolReused(s)) } else { callSymbols.append((s, true)) }
            return s
        }
        let s = Int32(kinds.count)
        kinds.append(kind)
        if !name.isEmpty { names[s] = name }
        rows.appendGrowingAsTables(SparseRow())
        columns.addSymbol()
        ranks.append(nextRank)
        nextRank += Tableau.rankStep
        offsets.append(0)
        values.append(0)
        objectiveRefs.append(0)
        inEnteringHeap.append(false)
        isDirty.append(false)
        isChanged.append(false)
        reported.append(0)
        mark.append(0)
        scratch.append(0)
        basic.append(false)
        rowLogged.append(false)
        if undoLog != nil { undoLog!.entries.append(.symbolAppended) } else { callSymbols.append((s, false)) }
        return s
    }

    mutating func makeVariable(_ name: String) -> Variable {
        Variable(index: newSymbol(.external, name: name), owner: owner)
    }

    /// Whether nothing refers to `s`: no row (its own or another's), no objective level, no dormant inequality.
    func isUnused(_ s: Int32) -> Bool {
        !basic[Int(s)] && columns[Int(s)].isEmpty && objectiveRefs[Int(s)] == 0 && !dormant.watches(s)
    }

    /// Puts the slot of an unused symbol on the free list, for the next new symbol (outside transactions only).
    /// Its kind becomes `.dummy`, so that a stale variable handle is refused (`validate`) rather than aliased.
    mutating func releaseSymbol(_ s: Int32) {
        assert(undoLog == nil && isUnused(s))
        kinds[Int(s)] = .dummy
        names[s] = nil
        offsets[Int(s)] = 0
        values[Int(s)] = 0
        reported[Int(s)] = 0
        freeSymbols.append(s)
    }

    /// Takes back a symbol made by a call that is undone, so that later symbols are numbered as if the call had
    /// never happened: a reused slot goes back on the free list, an appended one (the last) is dropped.
    mutating func unmake(_ s: Int32, reused: Bool) {
        names[s] = nil
        if reused {
            kinds[Int(s)] = .dummy
            freeSymbols.append(s)
            return
        }
        assert(Int(s) == kinds.count - 1)
        rows.removeLast()
        columns.removeLastSymbol()
        ranks.removeLast()
        for table in [offsets, values, reported, scratch] { table.removeLast() }
        for table in [inEnteringHeap, isDirty, isChanged, basic, rowLogged] { table.removeLast() }
        kinds.removeLast()
        objectiveRefs.removeLast()
        mark.removeLast()
        nextRank -= Tableau.rankStep
        // It may still be listed as dirty.
        if let last = dirty.last, last == s { dirty.removeLast() }
        dirty.removeAll { Int($0) >= kinds.count }
    }

    /// Takes back the symbols that a refused `add` made outside a transaction.
    mutating func forgetCallSymbols() {
        while let (s, reused) = callSymbols.popLast() { unmake(s, reused: reused) }
    }

    /// Forgets the variable `v`, which no constraint and no edit may use; its slot serves a later symbol.
    mutating func removeVariable(_ v: Variable) throws(SolverError) {
        try validate(v)
        guard isUnused(v.index), edits[v.index] == nil else { throw .variableInUse(v) }
        releaseSymbol(v.index)
    }

    func name(of variable: Variable) -> String {
        guard variable.owner == owner else { return "" }
        return names[variable.index] ?? ""
    }

    /// The row of `s` when it is basic (a copy: for code off the hot paths).
    func basicRow(_ s: Int32) -> SparseRow? { basic[Int(s)] ? rows[Int(s)] : nil }

    // MARK: - Row primitives (all row changes go through these, so that indexes and the undo log follow)

    /// Notes that the row of `s` changed, for `refreshValues`. A slack, error or dummy matters only through
    /// the factored rows that refer to it (its own value is its row's constant), so one that no row refers to
    /// is not noted: a row that starts referring to it later is noted itself.
    mutating func markDirty(_ s: Int32) {
        if kinds[Int(s)] != .external && columns[Int(s)].isEmpty { return }
        if !isDirty[Int(s)] {
            isDirty[Int(s)] = true
            dirty.append(s)
        }
    }

    mutating func insertRow(_ subject: Int32, _ row: SparseRow) {
        logRow(subject)
        program.invalidate()
        if kinds[Int(subject)] == .external && !basic[Int(subject)] { basicUserVariables += 1 }
        for s in row.symbols { columns.insertNew(subject, into: Int(s)) }
        rows[Int(subject)] = row
        basic[Int(subject)] = true
        markDirty(subject)
        noteFeasibility(subject)
    }

    @discardableResult
    mutating func deleteRow(_ subject: Int32) -> SparseRow {
        logRow(subject)
        program.invalidate()
        if kinds[Int(subject)] == .external && basic[Int(subject)] { basicUserVariables -= 1 }
        let row = rows[Int(subject)]
        rows[Int(subject)] = SparseRow()
        basic[Int(subject)] = false
        for s in row.symbols { columns.remove(subject, from: Int(s)) }
        markDirty(subject)
        return row
    }

    /// `row(subject) += factor × other`, in place.
    mutating func addToRow(_ subject: Int32, _ other: SparseRow, times factor: Double) {
        logRow(subject)
        program.invalidate()
        // Taken out while it changes, so that its arrays are not copied.
        var row = rows[Int(subject)]
        rows[Int(subject)] = SparseRow()
        if other.count >= 32 && row.count * 4 < other.count {
            // A long row into a short one: start from a copy of the long row (its arrays and index copied
            // whole) and add the few terms of the short one.
            var result = other
            result.scale(by: factor)
            result.constant += row.constant
            for s in other.symbols where !row.contains(s) { columns.insertNew(subject, into: Int(s)) }
            for (i, s) in row.symbols.enumerated() {
                // A term of the short row can vanish by cancelling (`.removed`) or, when its coefficient is
                // itself near zero (scaling leaves such terms) and the long row lacks it, by not being added.
                let change = result.add(s, row.coefficient(at: i))
                if change == .removed || (change == .none && !result.contains(s)) { columns.remove(subject, from: Int(s)) }
            }
            rows[Int(subject)] = result
        } else if other.count >= 32 && row.count < 4 * other.count {
            // Two long rows of like length (the rows tied to a chain's end cancel most of each other's terms).
            // A few terms into a much longer row stay cheaper looked up one by one (below).
            let (result, inserted, removed) = merged(row, other, times: factor)
            for t in inserted { columns.insertNew(subject, into: Int(t)) }
            for t in removed { columns.remove(subject, from: Int(t)) }
            rows[Int(subject)] = result
        } else {
            row.constant += factor * other.constant
            for i in 0..<other.count {
                let s = other.symbol(at: i)
                switch row.add(s, factor * other.coefficient(at: i)) {
                case .inserted: columns.insertNew(subject, into: Int(s))
                case .removed: columns.remove(subject, from: Int(s))
                case .updated, .none: break
                }
            }
            rows[Int(subject)] = row
        }
        markDirty(subject)
        noteFeasibility(subject)
    }

    /// `target + factor × other`, merged through the scratch column and gathered into a new row rather than
    /// looked up term by term: cheaper when both rows are long and of like length. Also returns the symbols that appeared and
    /// the ones that vanished, for the indexes to follow.
    mutating func merged(_ target: SparseRow, _ other: SparseRow, times factor: Double)
        -> (row: SparseRow, inserted: [Int32], removed: [Int32]) {
        markEpoch &+= 1
        let epoch = markEpoch
        var order = Array(target.symbols)
        let held = order.count
        for k in 0..<held {
            scratch[Int(order[k])] = target.coefficient(at: k)
            mark[Int(order[k])] = epoch
        }
        for k in 0..<other.count {
            let t = other.symbol(at: k), c = factor * other.coefficient(at: k)
            if mark[Int(t)] == epoch {
                scratch[Int(t)] += c
            } else {
                mark[Int(t)] = epoch
                scratch[Int(t)] = c
                order.append(t)
            }
        }
        var result = SparseRow(constant: target.constant + factor * other.constant, capacity: order.count)
        var inserted: [Int32] = [], removed: [Int32] = []
        for k in order.indices {
            let t = order[k], c = scratch[Int(t)]
            scratch[Int(t)] = 0
            if nearZero(c) {
                if k < held { removed.append(t) }
            } else {
                result.appendUnindexed(t, c)
                if k >= held { inserted.append(t) }
            }
        }
        result.indexIfLong()
        return (result, inserted, removed)
    }

    /// Removes `symbol` from the row of `subject` and returns its coefficient.
    mutating func removeTerm(_ subject: Int32, _ symbol: Int32) -> Double {
        logRow(subject)
        program.invalidate()
        let c = rows[Int(subject)].remove(symbol)
        columns.remove(subject, from: Int(symbol))
        markDirty(subject)
        return c
    }

    mutating func shiftConstant(_ subject: Int32, by amount: Double) {
        if amount == 0 { return }
        logRow(subject)
        rows[Int(subject)].constant += amount
        markDirty(subject)
        noteFeasibility(subject)
    }

    mutating func noteFeasibility(_ subject: Int32) {
        if kinds[Int(subject)] != .external, basic[Int(subject)], rows[Int(subject)].constant < -epsilon {
            infeasible.push(subject)
        }
    }

    /// Replaces `symbol` by `row` (in parametric symbols) in every restricted row that holds it and in the
    /// objective. User-variable rows that hold it take `factored` instead (which may refer to basic symbols, as
    /// their rows do; parametric user variables in it are ranked below each such row), or, when it is nil, keep
    /// referring to `symbol`.
    mutating func substitute(_ symbol: Int32, _ row: SparseRow, factoredRowsTake factored: SparseRow?) {
        // Copied out: the loop changes columns.
        for holder in Array(columns[Int(symbol)]) {
            if kinds[Int(holder)] == .external {
                guard let factored else { continue }
                let c = removeTerm(holder, symbol)
                addToRow(holder, factored, times: c)
                lowerRanks(in: factored, below: holder)
            } else {
                let c = removeTerm(holder, symbol)
                addToRow(holder, row, times: c)
            }
        }
        substituteInObjective(symbol, row)
    }

    /// The row solved for `symbol`: given `subject = row`, returns `symbol = …` (with `subject` among its terms
    /// when `subject >= 0`).
    /// The row is consumed: solved in its own storage when the caller passes its last use.
    func solve(_ row: consuming SparseRow, subject: Int32, for symbol: Int32) -> SparseRow {
        var r = row
        let a = r.remove(symbol)
        if subject >= 0 { r.add(subject, -1) }
        r.scale(by: -1 / a)
        return r
    }

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

    mutating func objectiveAdd(_ level: Int, _ row: SparseRow, times factor: Double) {
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
    func reducedCostSign(_ s: Int32) -> Int {
        if objectiveRefs[Int(s)] == 0 { return 0 }
        for level in levels {
            let c = level.row.coefficient(of: s)
            if c > 0 { return 1 }
            if c < 0 { return -1 }
        }
        return 0
    }

    func isEnteringCandidate(_ s: Int32) -> Bool {
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
        if kinds[Int(e)] == .external { unshift(e) }
        let row = deleteRow(b)
        let solved = solve(consume row, subject: b, for: e)
        if kinds[Int(e)] == .external { lowerRanks(in: solved, below: e) }
        insertRow(e, solved)
        // Factored rows keep referring to `e`: a basic slack or error is read from its row's constant.
        substitute(e, solved, factoredRowsTake: nil)
    }

    /// Primal simplex on the lexicographic objective. A run that starts to cycle (see `CycleGuard`) stops with
    /// the solution feasible, perhaps not optimal.
    mutating func optimize() {
        var guardian = CycleGuard(rows: rows.count)
        while let e = popEntering() {
            let direction: Double = reducedCostSign(e) < 0 ? 1 : -1
            var leaving: Int32 = -1
            var best = Double.infinity
            for holder in columns[Int(e)] where kinds[Int(holder)] != .external {
                let row = rows[Int(holder)]
                let a = row.coefficient(of: e) * direction
                if a < 0 {
                    let ratio = row.constant / -a
                    if ratio < best || (ratio == best && holder < leaving) {
                        best = ratio
                        leaving = holder
                    }
                }
            }
            if leaving < 0 {
                // Unbounded in this direction: cannot happen with non-negative errors; leave it be.
                continue
            }
            pivot(entering: e, leaving: leaving)
            if guardian.shouldStop(after: e, leaving) { break }
        }
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

    // MARK: - Expansion

    /// `row` written in parametric symbols only: basic restricted symbols are replaced by their rows and
    /// factored user-variable rows are expanded highest rank first, each once. Coefficients accumulate in a
    /// per-symbol scratch column (no lookups in a growing row); the row is gathered at the end, in the order
    /// symbols were first met.
    /// - Parameter foldingOffsets: whether parametric user variables in `row` are still unshifted (a new
    ///   constraint) and must be shifted by their offsets.
    mutating func expanded(_ row: SparseRow, foldingOffsets: Bool) -> SparseRow {
        expanded(row, foldingOffsets: foldingOffsets, watching: []).row
    }

    /// `expanded(_:foldingOffsets:)`, also telling which of the `watched` symbols a row met through a reference
    /// holds (a basic slack, error or user variable of `row`, at any depth). For one that none holds, `row`'s own
    /// term is its whole coefficient, so `row` can be solved for it without being expanded.
    mutating func expanded(_ row: SparseRow, foldingOffsets: Bool, watching watched: [Int32])
        -> (row: SparseRow, reached: [Int32]) {
        expanded(row, foldingOffsets: foldingOffsets, watching: watched, rowBudget: .max)!
    }

    /// `expanded(_:foldingOffsets:watching:)` that gives up (nil) once more than `rowBudget` user-variable rows
    /// would have to be expanded.
    mutating func expanded(_ row: SparseRow, foldingOffsets: Bool, watching watched: [Int32], rowBudget: Int)
        -> (row: SparseRow, reached: [Int32])? {
        var budget = rowBudget
        var reached: [Int32] = []
        func check(_ s: Int32) {
            if !watched.isEmpty && watched.contains(s) && !reached.contains(s) { reached.append(s) }
        }
        var constant = row.constant
        var touched: [Int32] = []
        var pending = SymbolHeap()
        markEpoch &+= 1
        let epoch = markEpoch
        // The per-symbol tables are read through their storage, loaded once: no symbol is added meanwhile.
        let mark = mark.unsafeEntries, scratch = scratch.unsafeEntries, basic = basic.unsafeEntries
        let kinds = kinds.unsafeEntries, ranks = ranks.unsafeEntries, offsets = offsets.unsafeEntries

        func accumulate(_ s: Int32, _ c: Double) {
            if mark[Int(s)] != epoch {
                mark[Int(s)] = epoch
                touched.append(s)
                scratch[Int(s)] = c
                if basic[Int(s)] && kinds[Int(s)] == .external { pending.push(s, key: ranks[Int(s)]) }
            } else {
                scratch[Int(s)] += c
            }
        }
        func add(_ s: Int32, _ c: Double, fold: Bool) {
            if basic[Int(s)] && kinds[Int(s)] != .external {
                constant += c * rows[Int(s)].constant
                for k in 0..<rows[Int(s)].count {
                    check(rows[Int(s)].symbol(at: k))
                    accumulate(rows[Int(s)].symbol(at: k), c * rows[Int(s)].coefficient(at: k))
                }
            } else {
                accumulate(s, c)
                if fold && !basic[Int(s)] && kinds[Int(s)] == .external { constant += c * offsets[Int(s)] }
            }
        }

        for k in row.symbols.indices { add(row.symbol(at: k), row.coefficient(at: k), fold: foldingOffsets) }
        // A factored row refers only to lower ranks, so an expanded variable is never met again.
        while let y = pending.pop() {
            let c = scratch[Int(y)]
            scratch[Int(y)] = 0
            if nearZero(c) { continue }
            budget -= 1
            if budget < 0 {
                for s in touched { scratch[Int(s)] = 0 }
                return nil
            }
            constant += c * rows[Int(y)].constant
            for k in 0..<rows[Int(y)].count {
                check(rows[Int(y)].symbol(at: k))
                add(rows[Int(y)].symbol(at: k), c * rows[Int(y)].coefficient(at: k), fold: false)
            }
        }
        var result = SparseRow(constant: constant, capacity: touched.count)
        for s in touched {
            let c = scratch[Int(s)]
            scratch[Int(s)] = 0
            if !nearZero(c) { result.appendUnindexed(s, c) }
        }
        result.indexIfLong()
        return (result, reached)
    }

    // MARK: - Undo log (only while adding a required constraint that needs the artificial phase)

    enum UndoEntry {
        case row(Int32, SparseRow?)
        case objective(Double, Int32, Double)
        /// A whole level's row before a long row was merged into it.
        case objectiveRow(Double, SparseRow)
        case levelCreated(Double)
        /// A whole level removed (the artificial phase's, inside a caller's transaction).
        case levelRemoved(ObjectiveLevel)
        case rank(Int32, Int64)
        case offset(Int32, Double)
        /// A record stored for a constraint (undone by forgetting it).
        case recorded(Constraint)
        /// A dormant inequality activated, with its order (undone by making it dormant again).
        case activated(Constraint, order: Int)
        /// A released slot taken by a new symbol (undone by releasing it again, so the free list is as it was).
        case symbolReused(Int32)
        /// A symbol appended to the tables (undone by dropping the last symbol, so later symbols are numbered
        /// as if the undone call never happened).
        case symbolAppended
    }

    struct UndoLog {
        var entries: [UndoEntry] = []
        var loggedRows: [Int32] = []
    }

    var undoLog: UndoLog?
    /// Whether each symbol's row is in the current transaction's log already.
    let rowLogged = SymbolColumn<Bool>()
    /// The log of the last transaction, emptied, kept for its capacity.
    var spareUndoLog = UndoLog()

    mutating func logRow(_ s: Int32) {
        guard undoLog != nil else { return }
        if rowLogged[Int(s)] { return }
        rowLogged[Int(s)] = true
        undoLog!.loggedRows.append(s)
        undoLog!.entries.append(.row(s, basicRow(s)))
    }

    mutating func logRank(_ s: Int32) { undoLog?.entries.append(.rank(s, ranks[Int(s)])) }
    mutating func logOffset(_ s: Int32) { undoLog?.entries.append(.offset(s, offsets[Int(s)])) }

    mutating func beginTransaction() {
        undoLog = spareUndoLog
        spareUndoLog = UndoLog()
    }

    /// A point inside the current transaction that `rollback(to:)` can return to (nested undo: an activation's
    /// dual simplex, or one attempt of `insertRequired`, inside a transaction that may still succeed). Rows
    /// logged before it are logged again when next changed, so that the log also holds their state here.
    mutating func savepoint() -> Int {
        for s in undoLog!.loggedRows { rowLogged[Int(s)] = false }
        undoLog!.loggedRows.removeAll(keepingCapacity: true)
        return undoLog!.entries.count
    }

    /// Begins a transaction, or takes a savepoint in the current one. Returns the savepoint, nil for a new
    /// transaction (for `rollback(to:)` and `release(_:)`).
    mutating func beginNested() -> Int? {
        if undoLog == nil {
            beginTransaction()
            return nil
        }
        return savepoint()
    }

    /// Ends what `beginNested` began: commits a transaction of its own; a savepoint's changes stay in the log.
    mutating func release(_ savepoint: Int?) {
        if savepoint == nil { commit() }
    }

    /// Undoes what happened since `beginNested` returned `savepoint` (the whole transaction for nil).
    mutating func rollback(to savepoint: Int?) {
        if let savepoint { undo(downTo: savepoint) } else { rollback() }
    }

    /// Keeps the buffers of a finished transaction's log for the next one.
    mutating func recycle(_ log: consuming UndoLog) {
        var log = log
        log.entries.removeAll(keepingCapacity: true)
        log.loggedRows.removeAll(keepingCapacity: true)
        spareUndoLog = log
    }

    mutating func commit() {
        guard let log = undoLog else { return }
        for s in log.loggedRows { rowLogged[Int(s)] = false }
        undoLog = nil
        recycle(log)
    }

    /// Undoes the whole transaction and ends it.
    mutating func rollback() {
        guard undoLog != nil else { return }
        undo(downTo: 0)
        let log = undoLog!
        undoLog = nil
        recycle(log)
    }

    /// Undoes the log's entries from the last down to `mark`, leaving the transaction open.
    mutating func undo(downTo mark: Int) {
        guard var log = undoLog else { return }
        undoLog = nil
        for entry in log.entries[mark...].reversed() {
            switch entry {
            case .row(let s, let old):
                program.invalidate()
                if kinds[Int(s)] == .external && basic[Int(s)] != (old != nil) { basicUserVariables += old != nil ? 1 : -1 }
                if let current = basicRow(s) {
                    for t in current.symbols { columns.remove(s, from: Int(t)) }
                }
                rows[Int(s)] = old ?? SparseRow()
                basic[Int(s)] = old != nil
                if let old { for t in old.symbols { columns.insert(s, into: Int(t)) } }
                markDirty(s)
            case .objective(let priority, let s, let old):
                let level = levels.firstIndex { $0.priority == priority }!
                let current = levels[level].row.coefficient(of: s)
                objectiveAdd(level, s, old - current)
            case .objectiveRow(let priority, let old):
                let level = levels.firstIndex { $0.priority == priority }!
                let current = levels[level].row
                for t in current.symbols where !old.contains(t) { objectiveRefs[Int(t)] -= 1 }
                for t in old.symbols where !current.contains(t) { objectiveRefs[Int(t)] += 1 }
                levels[level].row = old
            case .levelCreated(let priority):
                levels.removeAll { $0.priority == priority }
            case .levelRemoved(let level):
                for t in level.row.symbols { objectiveRefs[Int(t)] += 1 }
                levels.insert(level, at: levels.firstIndex { $0.priority < level.priority } ?? levels.count)
            case .rank(let s, let old):
                ranks[Int(s)] = old
            case .offset(let s, let old):
                offsets[Int(s)] = old
                markDirty(s)
            case .recorded(let c):
                _ = records.remove(c)
            case .activated(let c, let order):
                rest(c, order: order)
            case .symbolReused(let s):
                unmake(s, reused: true)
            case .symbolAppended:
                unmake(Int32(kinds.count - 1), reused: false)
            }
        }
        for s in log.loggedRows where Int(s) < rowLogged.count { rowLogged[Int(s)] = false }
        log.loggedRows.removeAll(keepingCapacity: true)
        log.entries.removeLast(log.entries.count - mark)
        undoLog = log
        while let s = entering.pop() { if Int(s) < kinds.count { inEnteringHeap[Int(s)] = false } }
        infeasible.removeAll()
        // Values computed inside the transaction are taken back too: a refresh stops where a value equals the
        // stored one, so a stored value from the undone state could hide the same move made again. (Variables
        // it notes as moved that end where they were are not listed by `fetchChanges`, which compares with the
        // values it last reported.)
        refreshValues()
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
