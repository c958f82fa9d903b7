/// Adding a constraint: validation, the fast paths, the artificial phase for a required constraint, and the
/// explanation of a refused one.
extension Tableau {
    // MARK: - Validation

    @inline(__always) func validate(_ variable: Variable) throws(SolverError) {
        guard variable.owner == owner, variable.index >= 0, Int(variable.index) < kinds.count,
            kinds[Int(variable.index)] == .external
        else { throw .foreignVariable(variable) }
    }

    @inline(__always) func validate(_ constraint: borrowing ConstraintContent) throws(SolverError) {
        for term in constraint.terms {
            try validate(term.variable)
            guard term.coefficient.isFinite else {
                throw .invalidNumber("coefficient \(term.coefficient) of \(term.variable)")
            }
        }
        guard constraint.constant.isFinite else {
            throw .invalidNumber("constant \(constraint.constant)")
        }
        let strength = constraint.strength
        guard strength.priority > 0, strength.priority <= 1000 else {
            throw .invalidNumber("priority \(strength.priority) (must be above 0 and at most 1000)")
        }
        guard strength.weight.isFinite, strength.weight > 0 else {
            throw .invalidNumber("weight \(strength.weight) (must be positive)")
        }
    }

    func hasConstraint(_ constraint: Constraint) -> Bool {
        records.slot(of: constraint) != nil && !isEditConstraint(constraint)
    }

    /// Whether `constraint` is the internal constraint of an edit variable (never shown or removable through
    /// the solver's API: `removeEditVariable` removes it).
    func isEditConstraint(_ constraint: Constraint) -> Bool {
        let terms = constraint.terms
        return terms.count == 1 && edits[terms[0].variable.index]?.constraint === constraint
    }

    /// The `Constraint`s held, in the order they were added (rows a client added by content are not listed).
    func constraintsInOrder() -> [Constraint] {
        records.all.map(\.record).sorted { $0.order < $1.order }.compactMap { $0.owner as? Constraint }
            .filter { !isEditConstraint($0) }
    }

    // MARK: - Adding

    /// Adds a `Constraint` object, its own owner.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard records[constraint] == nil else { throw .duplicateConstraint }
        try add(Addition(content: constraint.content, owner: constraint, tagging: constraint))
    }

    /// Adds a constraint and returns the slot of its record; a refused one also gives back the symbols made for it.
    @discardableResult
    mutating func add(_ constraint: borrowing Addition) throws(SolverError) -> Int32 {
        try validate(constraint.content)
        // A required addition settles the dormant inequalities first (its own checks would); activations made
        // there stay whatever happens to the constraint, so they are not among the call's symbols.
        if constraint.strength.isRequired { settleDormant() }
        callSymbols.removeAll(keepingCapacity: true)
        do {
            return try addConstraint(constraint)
        } catch {
            forgetCallSymbols()
            throw error
        }
    }

    mutating func addConstraint(_ constraint: borrowing Addition) throws(SolverError) -> Int32 {
        if additions == UInt32.max { renumberOrders() }
        additions += 1
        let order = additions
        if let slot = restIfSatisfied(constraint, order: order) { return slot }
        if constraint.strength.isRequired && dormant.count > 0 {
            return try insertRequired(constraint, order: order)
        }
        let slot = try insert(constraint, order: order).slot
        unsettleDormant()
        return slot
    }

    /// Numbers the orders of the constraints held 1, 2, … again, keeping their sequence, so that the next order
    /// fits in 32 bits (after four billion additions; orders only sort, so their values do not matter).
    mutating func renumberOrders() {
        let held = records.all.map(\.record.order).sorted()
        var renumbered: [UInt32: UInt32] = [:]
        for (i, order) in held.enumerated() { renumbered[order] = UInt32(i + 1) }
        records.updateOrders { renumbered[$0]! }
        additions = UInt32(held.count)
    }

    /// Adds `constraint` to the tableau (Cassowary's add: a row for it, then the objective re-optimized), with a
    /// new record, or into the record in `existing` (a dormant inequality activated: its slot names it still).
    /// With `guardingDormant`, a transaction is begun before any row changes, unless the constraint just
    /// defines a fresh variable that no dormant inequality mentions (nothing else can move); returns whether
    /// it began one (the caller commits or rolls it back, also when this throws), and the record's slot.
    @discardableResult
    mutating func insert(
        _ constraint: borrowing Addition, order: UInt32, into existing: Int32? = nil, guardingDormant: Bool = false
    ) throws(SolverError) -> (guarded: Bool, slot: Int32) {
        let terms = constraint.terms
        let required = constraint.strength.isRequired
        // Room for the terms and the marker (and error) the constraint brings, in the spare block when it is large
        // enough (see `insertRow`): at most one allocation.
        var raw = SparseRow()
        swap(&raw, &spareRow)
        raw.reset(constant: constraint.constant, capacity: terms.count + (required ? 1 : 2))
        for term in terms { raw.add(term.variable.index, term.coefficient) }

        var marker: Int32
        var other: Int32 = -1
        var errors = ErrorSymbols()
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            raw.add(marker, sign)
            if !required {
                other = newSymbol(.error)
                raw.add(other, -sign)
                errors = ErrorSymbols(first: other)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy)
                raw.add(marker, 1)
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                raw.add(marker, -1)
                raw.add(other, 1)
                errors = ErrorSymbols(first: marker, second: other)
            }
        }

        // An activated dormant inequality keeps the solution where it is (see `addExpanded`): no variable is
        // defined by it.
        let definable = activating ? nil : definableSubject(in: raw, order: terms)
        let guarded = guardingDormant && !(definable.map { $0.fresh && !dormant.watches($0.subject) } ?? false)
        if guarded && undoLog == nil { beginTransaction() }
        if let (subject, fresh) = definable {
            addFactored(consume raw, subject: subject, fresh: fresh)
        } else if !activating, let (subject, row, rank, longestFactored) = definableThroughExpansion(raw) {
            logRank(subject)
            ranks[Int(subject)] = rank
            makeBasic(subject, from: row, constraint: raw, compounding: longestFactored > Tableau.compoundingLength)
            keepSpare(consume raw)
        } else {
            try addExpanded(raw, constraint: constraint, marker: marker, other: other)
            keepSpare(consume raw)
        }

        if !errors.isEmpty && !errorsPriced {
            let level = levelIndex(for: constraint.strength.priority)
            for e in errors {
                if let row = basicRow(e) {
                    objectiveAdd(level, row, times: constraint.strength.weight)
                } else {
                    objectiveAdd(level, e, constraint.strength.weight)
                }
            }
        }
        errorsPriced = false
        optimize()

        let slot: Int32
        if let existing, records[existing] != nil {
            records.modify(existing) {
                $0.marker = marker
                $0.other = other
            }
            slot = existing
        } else {
            slot = records.insert(
                constraint.content, owner: constraint.owner, tagging: constraint.tagging, marker: marker, other: other,
                order: order)
            undoLog?.entries.append(.recorded(slot))
        }
        if required && constraint.relation != .equal && terms.count == 1 {
            boundMarkers[marker] = ActiveBound(slot: slot, symbol: terms[0].variable.index, coefficient: terms[0].coefficient)
        }
        return (guarded, slot)
    }

    /// A user variable of the new constraint that it can simply define, without touching any other row (first
    /// in the order written): one that nothing refers to yet (`fresh`), or a parametric one that only user-variable
    /// rows of higher rank refer to, when every user variable the constraint refers to ranks below it (a link of
    /// a chain put back: its view moves, and the views after it follow through their rows). It changes nothing;
    /// `mutating` so that a call does not copy the tableau (see "Calls on hot paths" in `Tableau`).
    mutating func definableSubject(in raw: SparseRow, order terms: Constraint.Terms) -> (subject: Int32, fresh: Bool)? {
        var ceiling: Int64?
        for term in terms {
            let s = term.variable.index
            guard !basic[Int(s)] && objectiveRefs[Int(s)] == 0 && raw.contains(s) else { continue }
            if columns[Int(s)].isEmpty { return (s, true) }
            // One that many rows hold is not scanned (see `definableScanLimit`).
            guard columns[Int(s)].count <= Tableau.definableScanLimit,
                columns[Int(s)].allSatisfy({ kinds[Int($0)] == .external && ranks[Int($0)] > ranks[Int(s)] })
            else { continue }
            if ceiling == nil {
                ceiling =
                    raw.symbols.filter { basic[Int($0)] && kinds[Int($0)] == .external }.map { ranks[Int($0)] }.max()
                    ?? Int64.min
            }
            if ceiling! < ranks[Int(s)] { return (s, false) }
        }
        return nil
    }

    /// Rows longer than this that a new variable's row would be are avoided by reversing a chain (see `makeBasic`;
    /// each tableau's `reversalThreshold`, which tests set to 0 to reverse wherever possible). Measured (instructions; `cassowary-benchmark` at 3,000 items, `layout-benchmark` at 30,000 views): the shuffled
    /// chain 1,494 M → 675 M, the shuffled card list (1,000 cards) 744 M → 679 M, the bare solver's shuffled card
    /// list 2,029 M → 1,970 M, its shuffled grid 1,086 M → 1,105 M, every ordered build unchanged. 8 and 16 gained
    /// more on the shuffled chain (597 M, 629 M) but cost the UIKit grid 3 % (its rows' closing constraints
    /// expand to about 20 terms, cheaper to keep than to reverse).
    static let defaultReversalThreshold = 32

    /// A row expanded from a factored row longer than this compounds: kept, it is copied on by the next expansion
    /// that reads it, and so on with each join. `makeBasic` then reverses a chain for a row longer than this rather
    /// than `reversalThreshold` (both for `addExpanded`'s rows and for `definableThroughExpansion`'s). A shuffled grid stored such rows of 9 to 32 terms (the dummies of
    /// one fragment's links) as it joined the fragments of its rows of cells, each later join copying them into a
    /// longer one: at 10,000 cells its rows held 899,000 terms (the ordered grid's 198,000), and at 100,000
    /// (`cassowary-benchmark --one grid-shuffled`) it peaked at 932 MB, the ordered grid at 220 MB, its memory
    /// growing ×13.7 from 10,000 cells. Measured (callgrind, build only, 10,000 items; peak memory at 100,000),
    /// against the plain threshold of 32: the shuffled grid 1,427.8 → 1,250.0 M instructions and 932 → 566 MB
    /// (×10.6 from 10,000 cells); the shuffled chain 448.1 → 489.5 M, the shuffled card list 3,523.2 → 3,587.4 M;
    /// the ordered builds and the UIKit layer's (`layout-benchmark --one grid uikit ordered 10000`, 489.0 → 489.3 M)
    /// unchanged; the bare solver's replayed shuffled grid there 333.0 → 346.9 M. A plain threshold of 8 took the
    /// shuffled grid to 432 MB but cost the UIKit grid 3 % (its closing rows expand short links to about 20 terms,
    /// once a row of cells). The same rule for `definableThroughExpansion`'s rows (measured after `restImplied`'s
    /// limit): the shuffled grid 497 → 424 MB at 100,000 cells (×8.8 from 10,000; instructions at 10,000
    /// unchanged), the shuffled chain 489.5 → 483.2 M, the shuffled card list 3,587.3 → 3,611.7 M; the UIKit
    /// builds within 0.1 %, the bare solver's replayed shuffled screens of `layout-benchmark` within 0.8 %.
    static let compoundingLength = 8

    /// A parametric variable held by more rows than this is not considered by `definableSubject` (its rows are not
    /// scanned): a container's edge that every card's row holds was scanned once for each constraint that mentions
    /// it, a quarter of a shuffled 100,000-view card list's time on the bare solver. Measured at 256: the bare
    /// solver's shuffled card list 2,116 M → 1,970 M instructions at 30,000 views, every ordered build unchanged.
    static let definableScanLimit = 256

    /// How many factored rows `definableThroughExpansion` expands at most.
    static let expansionBudget = 16

    /// A parametric user variable that the constraint can define once the factored rows it refers to are expanded
    /// a little (highest rank first), with that partly expanded row, a rank for the variable and the most terms of
    /// a factored row it expanded (see `compoundingLength`); nil when none shows up within a few expansions. A variable qualifies when no restricted row and no objective level holds
    /// it (moving it moves no slack or error, as in `addExpanded`'s first choice), when every row that holds it
    /// has been expanded (so its coefficient is final), and when a rank fits between the basic user variables
    /// still referred to and the rows that hold it. Without this, a constraint on a view deep in a chain (an
    /// image's preferred width, its top tied to a card stacked below hundreds of others) is expanded down the
    /// whole chain, and its row holds a term for every card below: quadratic time and memory.
    mutating func definableThroughExpansion(_ raw: SparseRow)
        -> (subject: Int32, row: SparseRow, rank: Int64, longestFactored: Int)?
    {
        var constant = raw.constant
        // Coefficients accumulate in the list of symbols met, each one's place numbered in its mark.
        var (touched, pending) = expansionScratch.take()
        var (candidates, expandedRows) = expansionScratch.takeLists()
        let base = beginNumbering()
        defer {
            expansionScratch.give(&touched, &pending)
            expansionScratch.giveLists(&candidates, &expandedRows)
        }
        defer { markEpoch = base &+ UInt32(touched.count) }
        // Read in place (no symbol is made here).
        let ranks = ranks.unsafeEntries
        /// The place of a symbol met so far in `touched`.
        func place(_ s: Int32) -> Int { Int(mark[Int(s)] &- base) }
        func accumulate(_ s: Int32, _ c: Double) {
            let place = mark[Int(s)] &- base
            if place < UInt32(touched.count) {
                touched[Int(place)].coefficient += c
            } else {
                mark[Int(s)] = base &+ UInt32(touched.count)
                touched.append((s, c))
                if kinds[Int(s)] == .external {
                    if basic[Int(s)] {
                        pending.push(s, key: ranks[Int(s)])
                    } else if objectiveRefs[Int(s)] == 0 && columns[Int(s)].count <= Tableau.expansionBudget
                        && columns[Int(s)].allSatisfy({ kinds[Int($0)] == .external })
                    {
                        // One held by more rows than can be expanded never qualifies: not scanned (a container's
                        // width that every card's row holds would be, once for each card).
                        candidates.append(s)
                    }
                }
            }
        }
        // Parametric user variables of the constraint itself are taken at their values (rows refer to them shifted).
        for k in 0..<raw.count {
            let s = raw.symbol(at: k)
            let c = raw.coefficient(at: k)
            if kinds[Int(s)] == .external && !basic[Int(s)] { constant += c * offsets[Int(s)] }
            accumulate(s, c)
        }
        var found: (Int32, Int64)?
        var budget = Tableau.expansionBudget
        var longestFactored = 0
        while found == nil && budget > 0, let y = pending.pop() {
            budget -= 1
            expandedRows.append(y)
            let c = touched[place(y)].coefficient
            touched[place(y)].coefficient = 0
            if nearZero(c) { continue }
            let r = rows[Int(y)]  // read once: no row changes here
            longestFactored = max(longestFactored, r.count)
            constant += c * r.constant
            for k in 0..<r.count { accumulate(r.symbol(at: k), c * r.coefficient(at: k)) }
            let below = pending.topKey ?? Int64.min
            for x in candidates where !nearZero(touched[place(x)].coefficient) {
                var ceiling = Int64.max
                var allExpanded = true
                for h in columns[Int(x)] {
                    if !expandedRows.contains(h) {
                        allExpanded = false
                        break
                    }
                    ceiling = min(ceiling, ranks[Int(h)])
                }
                // Strictly between: above what the row still refers to, below every row that refers to x.
                guard allExpanded, ceiling != Int64.max, ceiling > below &+ 1 else { continue }
                found = (x, below == Int64.min ? ceiling - Tableau.rankStep : below + (ceiling - below) / 2)
                break
            }
        }
        var row = SparseRow(constant: constant, capacity: found == nil ? 0 : touched.count)
        if found != nil { for (s, c) in touched where !nearZero(c) { row.appendUnindexed(s, c) } }
        guard let (x, rank) = found else { return nil }
        row.indexIfLong()
        return (x, row, rank, longestFactored)
    }

    /// Defines a variable by the constraint as a factored row (see `definableSubject`): the constraint as
    /// written, solved for the variable; the rows of the basic user variables it mentions are referred to, or
    /// copied in when very short.
    mutating func addFactored(_ raw: consuming SparseRow, subject x: Int32, fresh: Bool) {
        // The new row is `raw` solved for x, in a block with room for the short rows it refers to copied in below
        // (exactly its size unless they share terms; `insertRow` then copies it into one). Raw's block is kept for
        // the next constraint.
        var room = raw.count - 1
        for k in 0..<raw.count {
            let s = Int(raw.symbol(at: k))
            if copiesRowIn(s) { room += rows[s].count - 1 }
        }
        var row = raw.solved(for: x, room: room, reusing: takeWorkRow())
        keepSpare(consume raw)
        // Parametric user variables of the constraint are taken at their values (rows refer to them shifted).
        for (i, s) in row.symbols.enumerated() where !basic[Int(s)] && kinds[Int(s)] == .external {
            row.constant += row.coefficient(at: i) * offsets[Int(s)]
        }
        // Rows of at most `inlineLimit` terms of basic user variables are copied in. Terms are visited from the
        // last original one down, so that the terms appended by inlining (at the end) and the ones moved by a
        // removal (from the end) are not visited again.
        var k = row.count - 1
        while k >= 0 {
            let s = row.symbol(at: k)
            let c = row.coefficient(at: k)
            if copiesRowIn(Int(s)) {
                row.remove(s)
                let r = rows[Int(s)]
                row.constant += c * r.constant
                for (j, t) in r.symbols.enumerated() { row.add(t, c * r.coefficient(at: j)) }
            }
            k -= 1
        }
        if fresh {
            logRank(x)
            ranks[Int(x)] = nextRank
            nextRank += Tableau.rankStep
            logOffset(x)
            offsets[Int(x)] = 0
        } else {
            // The rows that refer to x take it at its value, and what x's row refers to ranks below it.
            unshift(x)
            lowerRanks(in: row, below: x)
        }
        insertRow(x, row)
        workRow = row
    }

    /// Whether a new factored row takes the row of `s` in (a basic user variable whose row holds at most
    /// `inlineLimit` terms) rather than referring to `s`: the one test behind `addFactored`'s room and its copies.
    @inline(__always) func copiesRowIn(_ s: Int) -> Bool {
        basic[s] && kinds[s] == .external && rows[s].count <= Tableau.inlineLimit
    }

    /// Cassowary's general case: the constraint in parametric symbols, then a subject or the artificial phase.
    mutating func addExpanded(_ raw: SparseRow, constraint: borrowing Addition, marker: Int32, other: Int32) throws(SolverError) {
        // 0. A dormant inequality being activated: its slack becomes basic at the inequality's current value, so
        //    nothing moves; when the solution has moved past it (a negative value), the dual simplex brings it
        //    back, as when a suggested value pushes a view against a bound (so the same variable gives). Only when
        //    its row holds no parametric user variable: a slack row holding one (kiwi never lets a restricted row
        //    hold a user variable) keeps that variable from being a later constraint's subject (step 1), and a
        //    container's width shared by every card then drags each card's row into the artificial phase of the
        //    next (issue 19: a shuffled card list). Such an inequality takes a user variable as subject below.
        if activating && kinds[Int(marker)] == .slack, case let row = expanded(raw, foldingOffsets: true),
            !row.symbols.contains(where: { kinds[Int($0)] == .external }),
            addThroughDualSimplex(row, slack: marker)
        {
            return
        }
        // The constraint's parametric user variables can keep it as written as their row, unless a row it refers
        // to holds them (see `makeBasic`).
        let own = raw.symbols.filter { kinds[Int($0)] == .external && !basic[Int($0)] }
        var (row, reached, longestFactored) = expanded(raw, foldingOffsets: true, watching: own)
        if row.constant < 0 { row.scale(by: -1) }
        let writable = own.filter { !reached.contains($0) }

        // 1. A parametric user variable that no restricted row holds (so that moving it to satisfy the new
        //    constraint keeps every slack and error non-negative), preferring the one held by the fewest rows.
        //    In a degenerate row (constant 0) moving it moves nothing, so any will do; one that can keep the
        //    constraint as written first (a link of a chain taken out and put back stays a link).
        let degenerate = nearZero(row.constant)
        var subject: Int32 = -1
        func better(_ s: Int32) -> Bool {
            if subject < 0 { return true }
            let (a, b) = (writable.contains(s), writable.contains(subject))
            if a != b { return a }
            return columns[Int(s)].count < columns[Int(subject)].count
        }
        for s in row.symbols
        where kinds[Int(s)] == .external
            && (degenerate || columns[Int(s)].allSatisfy({ kinds[Int($0)] == .external }))
        {
            if better(s) { subject = s }
        }
        if subject >= 0 {
            makeBasic(
                subject, from: consume row, writtenAs: writable.contains(subject) ? raw : nil, constraint: raw,
                compounding: longestFactored > Tableau.compoundingLength)
            return
        }
        // 1b. A required equality that ties two inequalities' slacks so that one implies the other: that one
        //     rests (see `restImplied`), which frees a user variable to be the subject.
        if degenerate && kinds[Int(marker)] == .dummy && !boundMarkers.isEmpty, restImplied(in: row) {
            try addExpanded(raw, constraint: constraint, marker: marker, other: other)
            return
        }
        // 2. In a degenerate row (constant 0) any slack or error can be the subject, since substituting it moves
        //    no constant. Slacks come first: they carry no cost, so the objective keeps its terms (an error as
        //    subject would bring the whole row into the objective, and with it pivots that only reshuffle a
        //    degenerate basis). The one held by the fewest rows keeps the substitution cheap (a grid's closing
        //    constraints would otherwise pivot a symbol that every earlier row holds).
        if degenerate, let s = leastHeld(in: row, .slack) {
            makeDegenerateSubject(s, of: consume row)
            return
        }
        // 3a. A non-required constraint whose row holds only slacks, errors and dummies: as in step 4b, a symbol
        //     of the row that no objective level holds becomes basic in it, the constraint's errors enter the
        //     objective parametric (at their positive weight, so the tableau stays dual feasible), and the dual
        //     simplex repairs what breaks. Step 3 below made an error basic and so brought the whole row into the
        //     objective, pricing negative the slacks that fix a shuffled card list's shared width; the primal
        //     simplex then entered them, one degenerate pivot an image's preferred width, each rewriting a row of
        //     every card (issue 19).
        if !constraint.strength.isRequired, !row.symbols.contains(where: { kinds[Int($0)] == .external }),
            let subject = unpricedSubject(in: row, excluding: marker, other),
            addThroughDualSimplex(row, slack: subject, pricing: constraint.strength, errors: [marker, other])
        {
            errorsPriced = true
            return
        }
        // 3. The constraint's own slack or error, when solving for it keeps it non-negative.
        if kinds[Int(marker)] != .dummy && row.coefficient(of: marker) < 0 {
            subject = marker
        } else if other >= 0 && row.coefficient(of: other) < 0 {
            subject = other
        }
        if subject >= 0 {
            insertRow(subject, solve(consume row, subject: -1, for: subject))
            return
        }
        // 3b. A degenerate row without slacks: an error as subject.
        if degenerate, let s = leastHeld(in: row, .error) {
            makeDegenerateSubject(s, of: consume row)
            return
        }
        // 4. Only fixed symbols: redundant when the constant is zero, a conflict otherwise.
        if row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            if degenerate {
                insertRow(marker, solve(consume row, subject: -1, for: marker))
                return
            }
            throw refusal(explain(markersIn: row, adding: constraint))
        }
        // 4b. A required constraint whose row holds only slacks, errors and dummies, and that the solution does not
        //     satisfy: a symbol of the row that no objective level holds becomes basic in it (the constraint's own
        //     slack, else an unpriced slack or error, see `unpricedSubject`), and the dual simplex repairs the rows
        //     that this leaves negative. Making an unpriced symbol basic changes no reduced cost, so the tableau
        //     stays dual feasible and the dual simplex ends at the same optimum as the artificial phase would. The
        //     artificial phase instead entered, one degenerate pivot after another, the slacks that fix a shuffled
        //     card list's shared width, each held by a row of every card (issue 19). A conflict (a row the dual
        //     simplex cannot repair) undoes this and goes on to the artificial phase, which explains it.
        if !row.symbols.contains(where: { kinds[Int($0)] == .external }),
            let subject = kinds[Int(marker)] == .slack ? marker : unpricedSubject(in: row),
            addThroughDualSimplex(row, slack: subject)
        {
            return
        }
        // 5. The artificial phase.
        try addWithArtificialVariable(row, constraint: constraint)
    }

    /// Makes `slack` (a new slack, or a parametric slack or error that no objective level holds) basic in `row`
    /// even though its value may be negative, replaces it in the rows that hold it, puts the `errors` of the
    /// non-required constraint whose strength is `pricing` (when given) into the objective, then restores feasibility with the dual
    /// simplex. Returns false, changing nothing, when that fails (the caller falls back to the artificial phase,
    /// or to its own error as subject).
    mutating func addThroughDualSimplex(
        _ row: SparseRow, slack: Int32, pricing strength: Strength? = nil, errors: [Int32] = []
    ) -> Bool {
        let mark = beginNested()
        let solved = solve(row, subject: -1, for: slack)
        insertRow(slack, solved)
        // Restricted rows and the objective take the row; factored rows keep referring to the slack.
        substitute(slack, solved, factoredRowsTake: nil)
        // A non-required constraint's errors, parametric, join the objective at their weight before the dual
        // simplex runs (step 3a of `addExpanded`; `insert` then leaves them be).
        if let strength {
            let level = levelIndex(for: strength.priority)
            for e in errors where e >= 0 && kinds[Int(e)] == .error { objectiveAdd(level, e, strength.weight) }
        }
        if !dualOptimize() {
            rollback(to: mark)
            return false
        }
        release(mark)
        return true
    }

    /// Puts back to rest a one-variable required inequality whose slack the degenerate row `row` (a new required
    /// equality, in parametric symbols, holding no user variable) shows implied: its coefficient's sign is the
    /// only one of its kind among the row's slacks and errors, so that, solved for it, the row makes it a
    /// non-negative combination of the others (and of dummies, fixed at 0). Once the equality is in, the
    /// inequality holds wherever the others do, and it holds now (its slack is parametric: 0). Only a slack that
    /// no objective level holds qualifies, held by factored rows and by restricted rows only of bounds that it
    /// implies in turn (`restableBound`: they rest first, their rows deleted). It leaves through the factored row
    /// of a user variable (`removeThroughFactoredRow`), which becomes parametric at its value, so nothing moves
    /// and the tableau stays optimal, and that variable can then be the equality's subject. Without this, a shuffled
    /// grid joined fragments whose minimum widths were all active: each join made one of their slacks basic with
    /// a row as long as a row of cells, substituted into every other slack row of the fragment (issue 19). Not
    /// through a row longer than `defaultReversalThreshold`, which every other row holding the slack would copy:
    /// the shuffled grid's rows (`cassowary-benchmark --one grid-shuffled`, 10,000 cells) ended with 555,000 terms,
    /// 434,000 without such copies (1,251.3 → 1,122.9 M instructions; at 100,000 cells 567 → 498 MB, 6.09 → 5.04 s;
    /// no other scenario of either benchmark changed by 0.1 %). Returns whether it rested one, or at least a bound
    /// that it implies.
    mutating func restImplied(in row: SparseRow) -> Bool {
        var positive = 0
        var negative = 0
        for (i, s) in row.symbols.enumerated() where kinds[Int(s)] == .slack || kinds[Int(s)] == .error {
            if row.coefficient(at: i) > 0 { positive += 1 } else { negative += 1 }
        }
        guard positive + negative >= 2, positive == 1 || negative == 1 else { return false }
        var best: (symbol: Int32, bound: ActiveBound, record: ConstraintRecord)?
        for (i, s) in row.symbols.enumerated() where kinds[Int(s)] == .slack {
            guard (row.coefficient(at: i) > 0 ? positive : negative) == 1, objectiveRefs[Int(s)] == 0,
                let (bound, record) = activeBound(s),
                columns[Int(s)].contains(where: { kinds[Int($0)] == .external }),
                columns[Int(s)].allSatisfy({ kinds[Int($0)] == .external || restableBound($0) })
            else { continue }
            if best == nil || columns[Int(s)].count < columns[Int(best!.symbol)].count {
                best = (s, bound, record)
            }
        }
        guard let (s, bound, record) = best else { return false }
        // The restricted rows that hold it are bounds implied by it: they rest first, and go.
        let restricted = Array(columns[Int(s)]).filter { kinds[Int($0)] != .external }
        for h in restricted { restBasicBound(h) }
        // The lowest-ranked row that holds it: no other row holding it is below (see `markerLeavingRows`).
        var leaving: Int32 = -1
        for h in columns[Int(s)] where leaving < 0 || (ranks[Int(h)], h) < (ranks[Int(leaving)], leaving) { leaving = h }
        // Every other row holding the slack takes the leaving row in its place: a long one (over
        // `defaultReversalThreshold` terms) would be copied into each, so the bound stays active.
        guard rows[Int(leaving)].count <= Tableau.defaultReversalThreshold,
            removeThroughFactoredRow(marker: s, leaving: leaving)
        else { return !restricted.isEmpty }
        rest(bound: bound, record, slack: s)
        return true
    }

    /// The bound and record of the active one-variable required inequality whose slack is `s`, if any.
    func activeBound(_ s: Int32) -> (ActiveBound, ConstraintRecord)? {
        guard let bound = boundMarkers[s], let record = records[bound.slot], record.marker == s,
            record.dormantSlot < 0
        else { return nil }
        return (bound, record)
    }

    /// Whether `h` is the basic slack of an active one-variable required inequality that no row refers to and
    /// whose row holds no slack or error with a negative coefficient: the inequality is implied by the others
    /// (and by the required equalities, whose dummies are fixed at 0), so it can rest (`restBasicBound`).
    func restableBound(_ h: Int32) -> Bool {
        guard kinds[Int(h)] == .slack, basic[Int(h)], columns[Int(h)].isEmpty, activeBound(h) != nil else { return false }
        let row = rows[Int(h)]
        for (i, s) in row.symbols.enumerated() where kinds[Int(s)] != .dummy && row.coefficient(at: i) < 0 { return false }
        return true
    }

    /// Puts the inequality of the basic slack `h` back to rest (see `restableBound`): its row goes, and nothing
    /// moves, since no row refers to it and it holds (its row's constant is its value, non-negative).
    mutating func restBasicBound(_ h: Int32) {
        guard restableBound(h), let (bound, record) = activeBound(h) else { return }
        deleteRow(h)
        rest(bound: bound, record, slack: h)
    }

    /// Makes the active bound `bound` (slack `s`, which no row holds any longer) dormant, in its record's slot.
    mutating func rest(bound: ActiveBound, _ record: ConstraintRecord, slack s: Int32) {
        boundMarkers[s] = nil
        undoLog?.entries.append(.rested(bound.slot, record))
        let sign: Double = record.relation == .lessThanOrEqual ? -1 : 1
        rest(
            slot: bound.slot,
            DormantInequalities.Entry(record: bound.slot, multiTerm: nil),
            DormantInequalities.Bound(symbol: bound.symbol, coefficient: sign * bound.coefficient, constant: sign * record.constant))
        restedImplied += 1
        // Its slack serves a later symbol; inside a transaction it stays unused until then (a release is not undone).
        if undoLog == nil && isUnused(s) { releaseSymbol(s) }
    }

    /// A slack or error of `row` that no objective level holds, other than `a` and `b` (a new constraint's own
    /// errors, not yet priced), to be made basic in it by `addThroughDualSimplex`: one whose value there is
    /// non-negative first, then the one the fewest rows hold (first in the row on a tie).
    func unpricedSubject(in row: SparseRow, excluding a: Int32 = -1, _ b: Int32 = -1) -> Int32? {
        var best: Int32 = -1
        var bestKey = (1, Int.max)
        for (i, s) in row.symbols.enumerated()
        where (kinds[Int(s)] == .slack || kinds[Int(s)] == .error) && objectiveRefs[Int(s)] == 0 && s != a && s != b {
            let c = row.coefficient(at: i)
            if nearZero(c) { continue }
            let key = (row.constant / -c >= 0 ? 0 : 1, columns[Int(s)].count)
            if best < 0 || key < bestKey { (best, bestKey) = (s, key) }
        }
        return best < 0 ? nil : best
    }

    /// The symbol of `kind` in `row` that the fewest rows hold (the first such in the row on a tie).
    func leastHeld(in row: SparseRow, _ kind: SymbolKind) -> Int32? {
        var best: Int32?
        for s in row.symbols where kinds[Int(s)] == kind {
            if best == nil || columns[Int(s)].count < columns[Int(best!)].count { best = s }
        }
        return best
    }

    /// Makes `s` basic with the degenerate row `row` (constant 0), replacing it in the restricted rows and the
    /// objective; factored rows keep referring to it.
    mutating func makeDegenerateSubject(_ s: Int32, of row: consuming SparseRow) {
        var row = row
        row.constant = 0
        let solved = solve(consume row, subject: -1, for: s)
        insertRow(s, solved)
        substitute(s, solved, factoredRowsTake: nil)
    }

    /// Makes a parametric user variable basic with the row `row` (in parametric symbols), keeping the
    /// factored rows that refer to it as they are. Restricted rows and the objective take `row`; the variable's
    /// own row is the constraint as written (`raw`, when given and when everything it refers to ranks below
    /// the variable), so that it stays as short as the constraint. Otherwise, from the `constraint` as written, a
    /// long row is avoided by reversing the chain of rows that reaches x (`defineByReversal`): a row longer than
    /// `reversalThreshold`, or, when `row` was expanded from a factored row longer than `compoundingLength`
    /// (`compounding`), longer than that.
    mutating func makeBasic(
        _ x: Int32, from row: consuming SparseRow, writtenAs raw: SparseRow? = nil, constraint: SparseRow,
        compounding: Bool
    ) {
        var row = row
        // `row` refers to x shifted by its offset; take x at its value.
        row.constant -= row.coefficient(of: x) * offsets[Int(x)]
        unshift(x)
        let solved = solve(consume row, subject: -1, for: x)
        var stored = solved
        var expandedStored = true
        if let raw {
            // Solved for x in a block of its size.
            var written = raw.solved(for: x)
            var ranked = true
            for (i, s) in written.symbols.enumerated() where kinds[Int(s)] == .external {
                if basic[Int(s)] {
                    ranked = ranked && ranks[Int(s)] < ranks[Int(x)]
                } else {
                    // Rows refer to parametric user variables shifted by their offsets.
                    written.constant += written.coefficient(at: i) * offsets[Int(s)]
                }
            }
            if ranked { (stored, expandedStored) = (written, false) }
        }
        // Restricted rows and the objective take the expanded row either way.
        defer { substitute(x, solved, factoredRowsTake: nil) }
        let threshold = compounding ? min(reversalThreshold, Tableau.compoundingLength) : reversalThreshold
        if expandedStored, stored.count > threshold,
            defineByReversal(x, constraint: constraint, direct: raw != nil, budget: 4 * stored.count + 64)
        {
            return
        }
        lowerRanks(in: stored, below: x)
        insertRow(x, stored)
    }

    mutating func addWithArtificialVariable(_ row: SparseRow, constraint: borrowing Addition) throws(SolverError) {
        // Inside a caller's transaction (see `insertRequired`), back to a savepoint.
        artificialPhases += 1
        let mark = beginNested()
        let artificial = newSymbol(.slack)
        insertRow(artificial, row)
        let top = levelIndex(for: .infinity)
        objectiveAdd(top, row, times: 1)
        optimize(artificialPhase: true)

        if let artificialRow = basicRow(artificial), !nearZero(artificialRow.constant) {
            let conflicts = explain(markersIn: artificialRow, adding: constraint)
            rollback(to: mark)
            throw refusal(conflicts)
        }
        release(mark)

        if let artificialRow = basicRow(artificial) {
            // A slack or error enters if there is one; else a user variable; a dummy only when the row holds
            // nothing else (the constraint was redundant), so that dummy rows hold dummies only.
            let symbols = artificialRow.symbols
            let entering =
                symbols.first(where: { kinds[Int($0)] == .slack || kinds[Int($0)] == .error })
                ?? symbols.first(where: { kinds[Int($0)] == .external })
                ?? symbols.first
            if let entering {
                pivot(entering: entering, leaving: artificial)
            } else {
                _ = deleteRow(artificial)
            }
        }
        // The artificial variable is gone for good: from the rows and from every level of the objective.
        for holder in Array(columns[Int(artificial)]) { _ = removeTerm(holder, artificial) }
        for level in levels.indices {
            let c = levels[level].row.coefficient(of: artificial)
            if c != 0 { objectiveAdd(level, artificial, -c) }
        }
        if let level = levels.firstIndex(where: { $0.priority == .infinity }) {
            let masked = levels[level].row.symbols
            for s in masked { objectiveRefs[Int(s)] -= 1 }
            undoLog?.entries.append(.levelRemoved(levels[level]))
            levels.remove(at: level)
            // The artificial level masked the costs below it for the symbols it held, and only for those: every
            // other symbol's reduced cost was already decided by the lower levels when `optimize` ended (or was
            // noted when a pivot changed it). Noting every symbol of every level here made each artificial phase
            // cost as much as the whole objective, quadratic over a build that needs many of them.
            for s in masked { noteCandidate(s) }
        }
    }

    // MARK: - Explaining conflicts

    /// The required constraints whose markers appear in an infeasibility certificate (the artificial variable's
    /// row at the end of the artificial phase, or a row of fixed symbols), in the order they were added,
    /// followed by the new constraint. No minimising step follows: the certificate is a basic solution of the
    /// simplex, and its set was minimal in every case tried (136,000 random refusals here and 300,000 in issue
    /// 22's acceptance run; `RollbackTests.conflictSetsAreMinimal` checks it).
    func explain(markersIn row: some RowReading, adding constraint: borrowing Addition) -> [AnyObject] {
        // Conflicts are rare: the owners of the markers are found by a scan rather than kept in an index.
        let markers = Set(row.symbols.filter { kinds[Int($0)] == .dummy || kinds[Int($0)] == .slack })
        var candidates = records.all.map(\.record).filter { markers.contains($0.marker) && $0.isRequired }
        candidates.sort { $0.order < $1.order }
        return candidates.map(\.owner) + [constraint.owner]
    }

    /// The error refusing a required constraint that conflicts with those of `owners` (the refused one last): it
    /// lists those that are `Constraint` objects, and `conflictOwners` keeps them all for a client that added rows
    /// by content.
    mutating func refusal(_ owners: [AnyObject]) -> SolverError {
        conflictOwners = owners
        return .unsatisfiable(conflicts: owners.compactMap { $0 as? Constraint })
    }
}
