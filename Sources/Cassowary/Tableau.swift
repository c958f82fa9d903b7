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

/// A constraint being added or activated: its content, its owner (see `ConstraintRecord.owner`), and the
/// `Constraint` to tag with its slot when the owner is one.
struct Addition {
    let content: ConstraintContent
    let owner: AnyObject
    let tagging: Constraint?

    var terms: Constraint.Terms { content.terms }
    var constant: Double { content.constant }
    var relation: Relation { content.relation }
    var strength: Strength { content.strength }
}

/// An active one-variable required inequality (a minimum or maximum size): its record's slot and its one term.
struct ActiveBound {
    let slot: Int32
    let symbol: Int32
    let coefficient: Double
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
///   written in parametric symbols. The variable such a constraint then defines does not take the expansion as
///   its row when that would be long: the chain of rows that reaches it is reversed instead
///   (`Tableau+Reversal.swift`), so that joining two chains keeps every row as short as its constraint.
/// - A parametric user variable keeps its value when it leaves the basis: rows refer to it shifted by
///   `offsets` (`x - offset`), so re-expressing a constraint never moves the solution.
///
/// **Indexes.** `columns[s]` lists the rows that hold `s` (all columns in one pool, `ColumnPool`), so a
/// substitution visits only those rows.
/// Entering symbols come from a heap of candidates (Bland's rule: smallest index first; the artificial phase first
/// takes the candidate the fewest rows hold, see `artificialEntering`), values are
/// recomputed only for rows marked dirty (`Tableau+Values.swift`), and changes are reported from a list.
///
/// **Dormant inequalities** that the solution satisfies are kept out of the tableau altogether until it moves
/// past them (`Tableau+Dormant.swift`).
///
/// **Priorities** form a lexicographic objective (`levels`, highest first): a reduced cost is negative
/// when its highest non-zero level is negative, so no amount of lower-level error buys a higher one.
///
/// **Calls on hot paths.** The tableau is a large struct, passed by address: a mutating method that calls a
/// non-mutating one that is not inlined first copies the whole tableau into a temporary (a `memcpy` of about 80
/// instructions a call). The non-mutating helpers called once an addition or more (`validate`, `dormantContent`,
/// `isEnteringCandidate`, `reducedCostSign`) are therefore `@inline(__always)`, and `definableSubject`, which the
/// optimizer would not inline, is declared `mutating` though it changes nothing: −1.2 % to −3.4 % of a build's
/// instructions.
struct Tableau {
    let owner: UInt32

    // Per-symbol tables, indexed by symbol.
    /// The kind of each symbol, and the place of each user variable in the user-variable tables (`ranks`,
    /// `offsets`, `reported`), which the other symbols do without.
    let kinds: SymbolKinds
    /// The names given to variables (most symbols have none, so only given names are kept).
    var names: [Int32: String] = [:]
    /// The row of each basic symbol (see `basic`); an empty row for parametric ones. Short rows live in a pool
    /// (`RowTable`, `RowPool`): reading one borrows it, and every change goes through the row primitives below.
    let rows = RowTable()
    /// A block that a row was copied out of (see `insertRow`), which the next constraint's row is built in (see
    /// `insert`) or a deleted row is taken into (`deleteRow`): one allocation serves many rows.
    var spareRow = SparseRow()
    /// The block a row is changed in by `substituteInRow` (taken out of the pool, changed, put back).
    var workRow = SparseRow()
    /// The rows that hold each symbol.
    let columns = ColumnPool()
    /// The rank of each user variable (see the type's comment: factored rows refer down in rank).
    let ranks: UserColumn<Int64>
    /// The value a parametric user variable had when it left the basis, by which rows refer to it shifted.
    let offsets: UserColumn<Double>
    let values = SymbolColumn<Double>()
    /// How many objective levels hold each symbol (in two bits of `flags`, see `ObjectiveCounts`).
    let objectiveRefs: ObjectiveCounts
    /// The yes/no facts of each symbol, one byte a symbol (`inEnteringHeap`, `isDirty`, `isChanged`, `basic`,
    /// `rowLogged` read and write their bits).
    let flags: SymbolFlags
    var inEnteringHeap: SymbolFlag { flags.inEnteringHeap }
    var isDirty: SymbolFlag { flags.isDirty }
    var isChanged: SymbolFlag { flags.isChanged }
    /// The value each user variable had when `fetchChanges` last listed it (0 before): a variable is listed
    /// only when its value differs from this, so one that moved and came back, or that a refused call moved
    /// and put back, is not listed.
    let reported: UserColumn<Double>
    /// Marks of the walks over symbols: a walk takes marks above every mark in the table (`markEpoch`), and an
    /// expansion numbers the symbols it meets with consecutive marks (`beginNumbering`).
    let mark = SymbolColumn<UInt32>()
    /// Whether each symbol is basic (has a row): read on hot paths instead of testing the optional row.
    var basic: SymbolFlag { flags.basic }
    /// The highest mark in `mark`: a walk takes marks above it.
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
    /// Buffers of the expansions (`expanded`, `definableThroughExpansion`), kept between calls.
    var expansionScratch = ExpansionScratch()
    /// The user variables whose values moved since the last `reportChanges`, while they are few: past
    /// `changedLimit` the list stops growing and `changedOverflowed` is set, and the report reads every symbol's flag
    /// instead (a first layout of 100,000 views listed 400,000 variables, 16 bytes a view at the peak).
    var changed: [Int32] = []
    /// Whether more variables moved than `changed` lists (see there).
    var changedOverflowed = false
    /// The most variables `changed` lists: a sixteenth of the symbols, at least 4,096 (more than a sixteenth are read
    /// by their flags anyway).
    var changedLimit: Int { max(4096, kinds.count / 16) }
    /// The number of basic user variables, and the one-pass recomputation of their values (see `ValueProgram`).
    var basicUserVariables = 0
    var program = ValueProgram()
    var nextRank: Int64 = 1
    var nextLowRank: Int64 = 0

    var records = ConstraintTable()
    var dormant = DormantInequalities()
    var edits: [Int32: EditRecord] = [:]
    /// The order of the last constraint added (see `ConstraintRecord.order`).
    var additions: UInt32 = 0
    /// Whether `insert` is activating a dormant inequality (see `addExpanded`).
    var activating = false
    /// The active required inequalities of one variable (a minimum or maximum size), by their slack: those that
    /// `addExpanded` may find implied by another and put back to rest (`restImplied`). Entries of constraints
    /// since removed or undone may linger until their symbol serves again; each is checked against `records`.
    var boundMarkers: [Int32: ActiveBound] = [:]
    /// The owners of the constraints named by the last `.unsatisfiable` thrown (see `refusal(_:)`), which a client
    /// that adds rows by content reads to explain a conflict.
    var conflictOwners: [AnyObject] = []
    /// The inequalities `addExpanded` found implied by another and the required equalities, and put back to rest
    /// (see `restImplied`): what tests check of that path, independent of the machine.
    var restedImplied = 0
    /// The rows the simplex's pivots have rewritten so far (for each pivot, the rows that held its entering
    /// symbol): the measure of a build's pivoting work that tests check, independent of the machine.
    var pivotWork = 0
    /// The required additions that were undone and tried again after activating the dormant inequalities they
    /// pushed (see `insertRequired`): what tests check of that path, independent of the machine.
    var retriedAdditions = 0
    /// The additions that went through the artificial phase (see `addWithArtificialVariable`): what tests check of
    /// how often the dual simplex path before it (`addExpanded`, step 4b) does not serve.
    var artificialPhases = 0
    /// Whether `addExpanded` put the new constraint's errors into the objective already (step 3a), so that `insert`
    /// does not.
    var errorsPriced = false
    /// How long a variable's expanded row may be before a chain is reversed instead (`defaultReversalThreshold`).
    var reversalThreshold = Tableau.defaultReversalThreshold

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
        let kinds = SymbolKinds()
        self.kinds = kinds
        ranks = UserColumn(kinds, zero: 0)
        offsets = UserColumn(kinds, zero: 0)
        reported = UserColumn(kinds, zero: 0)
        let flags = SymbolFlags()
        self.flags = flags
        objectiveRefs = ObjectiveCounts(flags)
    }

    // MARK: - Undo log (only while adding a required constraint that needs the artificial phase; Tableau+Transactions)

    /// The current transaction's log; nil outside a transaction.
    var undoLog: UndoLog?
    /// Whether each symbol's row is in the current transaction's log already.
    var rowLogged: SymbolFlag { flags.rowLogged }
    /// The log of the last transaction, emptied, kept for its capacity.
    var spareUndoLog = UndoLog()

    // MARK: - Symbols

    mutating func newSymbol(_ kind: SymbolKind, name: String = "") -> Int32 {
        if let s = freeSymbols.popLast() {
            // A released slot (see `releaseSymbol`): every per-symbol field back to a new symbol's.
            let i = Int(s)
            kinds[i] = kind
            if !name.isEmpty { names[s] = name }
            // A user variable's fields: in a place of its own, which a slot that served one keeps.
            if kind == .external && kinds.givePlace(i) { appendUserPlace() }
            if kinds.place(i) != 0 {
                ranks[i] = nextRank
                offsets[i] = 0
                reported[i] = 0
            }
            nextRank += Tableau.rankStep
            values[i] = 0
            objectiveRefs[i] = 0
            basic[i] = false
            if undoLog != nil { undoLog!.entries.append(.symbolReused(s)) } else { callSymbols.append((s, true)) }
            return s
        }
        let s = Int32(kinds.count)
        if kinds.append(kind) { appendUserPlace() }
        if !name.isEmpty { names[s] = name }
        rows.appendEmpty()
        columns.addSymbol()
        nextRank += Tableau.rankStep
        values.append(0)
        flags.bits.append(0)
        mark.append(0)
        if undoLog != nil { undoLog!.entries.append(.symbolAppended) } else { callSymbols.append((s, false)) }
        return s
    }

    /// Adds the fields of the place just given to a user variable: its rank (the next, before `newSymbol` moves past
    /// it, as every symbol does), no offset, nothing reported.
    @inline(__always) private mutating func appendUserPlace() {
        ranks.append(nextRank)
        offsets.append(0)
        reported.append(0)
    }

    /// Makes room in every per-symbol table for `variables` more variables and the symbols of `constraints` more
    /// constraints (two each: a marker, and an error or none), and in the records for the constraints, so that a
    /// solver built in one go grows none of its tables: growing copies a table into memory the system must map
    /// afresh, a fifth of the faults of a 100,000-view build. Only a hint: less or more is fine.
    mutating func reserveCapacity(variables: Int, constraints: Int) {
        let symbols = kinds.count + variables + 2 * constraints
        values.reserve(symbols)
        flags.bits.reserve(symbols)
        kinds.reserve(symbols)
        ranks.reserve(kinds.places + variables)
        offsets.reserve(kinds.places + variables)
        reported.reserve(kinds.places + variables)
        mark.reserve(symbols)
        rows.reserve(symbols)
        // One block of 2 slots (the smallest) a symbol, and room for the blocks that grow.
        columns.reserve(symbols: symbols, slotsPerSymbol: 4)
        records.reserveCapacity(records.count + constraints)
        dormant.reserveCapacity(inequalities: constraints, symbols: symbols)
    }

    /// The first of the consecutive marks that an expansion numbers the symbols it meets with (the first met
    /// `base`, the next `base + 1`…): a symbol was met when its mark less `base` is under the number met so far,
    /// since every earlier mark is below `base`. The caller sets `markEpoch` to its last mark when it is done.
    /// Marks start again from 0 once past 2^31, so that numbering never wraps around.
    mutating func beginNumbering() -> UInt32 {
        if markEpoch >= 1 << 31 {
            let marks = mark.unsafeEntries
            for s in mark.indices { marks[s] = 0 }
            markEpoch = 0
        }
        return markEpoch &+ 1
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
        if kinds.place(Int(s)) != 0 {
            offsets[Int(s)] = 0
            reported[Int(s)] = 0
        }
        values[Int(s)] = 0
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
        if kinds.removeLast() {
            ranks.removeLast()
            offsets.removeLast()
            reported.removeLast()
        }
        values.removeLast()
        objectiveRefs[Int(s)] = 0
        flags.bits.removeLast()
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

    /// The row of `s` when it is basic (borrowed: valid until it changes).
    func basicRow(_ s: Int32) -> RowView? { basic[Int(s)] ? rows[Int(s)] : nil }

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

    /// `workRow`, taken (for a row that is built in its block and then copied into the pool).
    @inline(__always) mutating func takeWorkRow() -> SparseRow {
        var row = SparseRow()
        swap(&row, &workRow)
        return row
    }

    /// Keeps the block of `row`, no longer needed, as `spareRow` when there is none.
    @inline(__always) mutating func keepSpare(_ row: consuming SparseRow) {
        if spareRow.capacity == 0 { spareRow = row }
    }

    /// Makes `row` the row of `subject`: a short row is copied into a slot of the pool of exactly its size (the
    /// caller may keep its block, see `keepSpare`), a long one keeps its block unless it has room to spare (see
    /// `RowTable.store`).
    mutating func insertRow(_ subject: Int32, _ row: SparseRow) {
        logRow(subject)
        program.invalidate()
        if kinds[Int(subject)] == .external && !basic[Int(subject)] { basicUserVariables += 1 }
        for s in row.symbols { columns.insertNew(subject, into: Int(s)) }
        rows.release(subject)
        rows.store(subject, row)
        basic[Int(subject)] = true
        markDirty(subject)
        noteFeasibility(subject)
    }

    /// Takes the row of `subject` out of the tableau (into the spare block when there is one) and returns it.
    @discardableResult
    mutating func deleteRow(_ subject: Int32) -> SparseRow {
        logRow(subject)
        program.invalidate()
        if kinds[Int(subject)] == .external && basic[Int(subject)] { basicUserVariables -= 1 }
        var row = SparseRow()
        swap(&row, &spareRow)
        rows.take(subject, into: &row)
        basic[Int(subject)] = false
        for s in row.symbols { columns.remove(subject, from: Int(s)) }
        markDirty(subject)
        return row
    }

    /// Replaces `symbol` in the row of `subject` by `other`: the term is removed (as `removeTerm` does), and
    /// `other` times its coefficient added. The row is taken out of the pool into `workRow`'s block for the
    /// change (one copy out and one back, into the slot of its new size), a long row's block handed over.
    mutating func substituteInRow(_ subject: Int32, _ symbol: Int32, _ other: SparseRow) {
        logRow(subject)
        program.invalidate()
        var row = takeWorkRow()
        rows.take(subject, into: &row, room: rows[Int(subject)].count + other.count)
        let factor = row.remove(symbol)
        columns.remove(subject, from: Int(symbol))
        markDirty(subject)
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
            rows.store(subject, result)
            workRow = row
        } else if other.count >= 32 && row.count < 4 * other.count {
            // Two long rows of like length (the rows tied to a chain's end cancel most of each other's terms).
            // A few terms into a much longer row stay cheaper looked up one by one (below).
            let (result, inserted, removed) = merged(row, other, times: factor)
            for t in inserted { columns.insertNew(subject, into: Int(t)) }
            for t in removed { columns.remove(subject, from: Int(t)) }
            rows.store(subject, result)
            workRow = row
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
            if rows.store(subject, row) { workRow = row }
        }
        markDirty(subject)
        noteFeasibility(subject)
    }

    /// `target + factor × other`, merged in a list of the symbols met (each one's place numbered in its mark, see
    /// `beginNumbering`) and gathered into a new row rather than looked up term by term: cheaper when both rows are
    /// long and of like length. Also returns the symbols that appeared and the ones that vanished, for the indexes
    /// to follow.
    mutating func merged(_ target: SparseRow, _ other: some RowReading, times factor: Double)
        -> (row: SparseRow, inserted: [Int32], removed: [Int32])
    {
        let base = beginNumbering()
        let held = target.count
        // The symbols met and their coefficients, in raw storage sized for both rows (no array checks on the
        // hot loop of a long substitution), with the marks read through their storage.
        let order = UnsafeMutablePointer<(symbol: Int32, coefficient: Double)>.allocate(capacity: held + other.count)
        defer { order.deallocate() }
        let marks = mark.unsafeEntries
        for k in 0..<held {
            let t = target.symbol(at: k)
            (order + k).initialize(to: (t, target.coefficient(at: k)))
            marks[Int(t)] = base &+ UInt32(k)
        }
        var count = held
        for k in 0..<other.count {
            let t = other.symbol(at: k)
            let c = factor * other.coefficient(at: k)
            let place = marks[Int(t)] &- base
            if place < UInt32(count) {
                order[Int(place)].coefficient += c
            } else {
                marks[Int(t)] = base &+ UInt32(count)
                (order + count).initialize(to: (t, c))
                count += 1
            }
        }
        markEpoch = base &+ UInt32(count)
        var result = SparseRow(constant: target.constant + factor * other.constant, capacity: count)
        var inserted: [Int32] = []
        var removed: [Int32] = []
        for k in 0..<count {
            let (t, c) = order[k]
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
        let c = rows.remove(symbol, from: subject)
        columns.remove(subject, from: Int(symbol))
        markDirty(subject)
        return c
    }

    mutating func shiftConstant(_ subject: Int32, by amount: Double) {
        if amount == 0 { return }
        logRow(subject)
        rows.shiftConstant(subject, by: amount)
        markDirty(subject)
        noteFeasibility(subject)
    }

    /// Reads the parametric or basic symbol `m` as `m + amount` everywhere: each row that holds it shifts by its
    /// coefficient times `amount`, and its own row, when basic, by `-amount`. This is how a constraint whose marker
    /// is `m` takes a new constant without its rows being rebuilt (an edit's suggested value, `Solver.replace`).
    /// Only factored rows can hold a basic symbol, so a basic marker costs its row and the few that refer to it.
    /// The rows are noted for the value refresh and the dual simplex, and logged inside a transaction.
    mutating func shiftMarker(_ m: Int32, by amount: Double) {
        if basic[Int(m)] { shiftConstant(m, by: -amount) }
        let holders = columns[Int(m)]
        if undoLog == nil {
            // In place, the common case (a suggestion never runs inside a transaction).
            for holder in holders { rows.shiftConstant(holder, by: rows[Int(holder)].coefficient(of: m) * amount) }
            for holder in holders {
                markDirty(holder)
                noteFeasibility(holder)
            }
        } else {
            for holder in Array(holders) { shiftConstant(holder, by: rows[Int(holder)].coefficient(of: m) * amount) }
        }
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
                substituteInRow(holder, symbol, factored)
                lowerRanks(in: factored, below: holder)
            } else {
                substituteInRow(holder, symbol, row)
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
}
