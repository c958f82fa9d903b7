/// Inequalities kept out of the tableau while the solution satisfies them.
///
/// An inequality that holds at the current solution changes nothing about the optimum: if the optimum of the
/// other constraints satisfies it, that optimum is also optimal with it (its error is zero and the
/// other constraints are the same). So an inequality that holds when it is added stays *dormant*: it has no
/// slack, error or row, only an entry here, and costs nothing until the solution moves against it. After
/// every change the variables whose values moved are checked against the dormant inequalities that mention
/// them, and any that no longer holds is added to the tableau for good ("activated").
///
/// This keeps the tableau small where many inequalities never bind (a grid's minimum widths: every one of
/// them as a slack row would hold the markers of its whole row of cells, so the tableau would grow like
/// N^1.5), and makes adding and removing such an inequality nearly free.
struct DormantInequalities {
    /// A dormant inequality: the slot of its record, and its terms unless it has exactly one (a one-variable
    /// inequality is its `Bound`). When it was added is its record's `order`.
    struct Entry {
        /// The slot of its record in `Tableau.records`.
        let record: Int32
        /// A constraint of its terms, constant and relation unless it has exactly one term (nil then): its owner
        /// when that is a `Constraint`, else one made from its content.
        let multiTerm: Constraint?
    }

    /// Each slot's entry and bound in one element (32 bytes: an entry of its own, its order and its bound in three
    /// arrays took 40), so that a check reads one place; a free slot's record is -1.
    private var slots: [Slot] = []
    private var freeSlots: [Int32] = []
    /// The number of dormant inequalities.
    private(set) var count = 0
    /// For each variable, the first node of the list of slots that mention it (-1: none; the array may be
    /// shorter than the number of symbols).
    private(set) var heads: [Int32] = []
    private var nodeSlot: [Int32] = []
    private var nodeNext: [Int32] = []
    private var freeNodes: [Int32] = []
    /// Variables whose values moved since the last check and that some dormant inequality mentions.
    var moved: [Int32] = []
    /// Whether the solution may have moved against a dormant inequality since the last check.
    var unsettled = false

    /// Whether a dormant inequality mentions the variable `s`.
    func watches(_ s: Int32) -> Bool { Int(s) < heads.count && heads[Int(s)] >= 0 }

    /// What a slot keeps: its entry's record and terms, and a bound on one variable (`coefficient × variable +
    /// constant ≥ 0`, signed; `symbol == -1` for more terms), so that the common dormant inequality (a minimum or
    /// maximum size) is checked without reading its constraint.
    private struct Slot {
        var record: Int32
        // The bound's fields, flat: its symbol fills the record's padding.
        var symbol: Int32
        var coefficient: Double
        var constant: Double
        var multiTerm: Constraint?

        init(record: Int32, bound: Bound, multiTerm: Constraint?) {
            self.record = record
            symbol = bound.symbol
            coefficient = bound.coefficient
            constant = bound.constant
            self.multiTerm = multiTerm
        }

        var entry: Entry { Entry(record: record, multiTerm: multiTerm) }
        var bound: Bound { Bound(symbol: symbol, coefficient: coefficient, constant: constant) }
    }

    struct Bound {
        var symbol: Int32 = -1
        var coefficient = 0.0
        var constant = 0.0

        /// The bound of a one-variable inequality, or one with `symbol == -1`.
        init(_ constraint: borrowing ConstraintContent) {
            let terms = constraint.terms
            guard terms.count == 1 else { return }
            let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
            symbol = terms[0].variable.index
            coefficient = sign * terms[0].coefficient
            constant = sign * constraint.constant
        }

        init(symbol: Int32, coefficient: Double, constant: Double) {
            self.symbol = symbol
            self.coefficient = coefficient
            self.constant = constant
        }

        /// Whether it holds at `value`, within `residualTolerance`.
        @inline(__always) func holds(at value: Double) -> Bool {
            let t = coefficient * value
            return t + constant >= -residualTolerance(size: abs(t) + abs(constant))
        }
    }

    /// Makes room for `inequalities` more dormant inequalities of about two variables each, and for `symbols`
    /// symbols in the lists of the inequalities that mention each (see `Tableau.reserveCapacity`).
    mutating func reserveCapacity(inequalities: Int, symbols: Int) {
        let wanted = slots.count + inequalities
        if slots.capacity < wanted {
            slots.reserveCapacity(wanted)
        }
        if nodeSlot.capacity < nodeSlot.count + 2 * inequalities {
            nodeSlot.reserveCapacity(nodeSlot.count + 2 * inequalities)
            nodeNext.reserveCapacity(nodeNext.count + 2 * inequalities)
        }
        if heads.capacity < symbols { heads.reserveCapacity(symbols) }
    }

    /// Keeps `entry`, whose bound is `bound` (`symbol == -1` unless it has one term), and returns its slot.
    mutating func insert(_ entry: Entry, _ bound: Bound) -> Int32 {
        let slot: Int32
        let kept = Slot(record: entry.record, bound: bound, multiTerm: entry.multiTerm)
        if let reused = freeSlots.popLast() {
            slot = reused
            slots[Int(slot)] = kept
        } else {
            slot = Int32(slots.count)
            slots.appendGrowingAsTables(kept)
        }
        count += 1
        // Its variables: its terms', or its bound's one.
        let terms = entry.multiTerm?.terms
        for k in 0..<(terms?.count ?? 1) {
            let s = terms?[k].variable.index ?? bound.symbol
            if Int(s) >= heads.count {
                // Room grown geometrically (symbols are made one by one, and each new one would grow it again), but
                // filled only up to `s`: room never written costs no memory (filled to twice its count, the list
                // of the table at 100,000 views took 2.9 MB where its variables need 1.6).
                if Int(s) >= heads.capacity { heads.reserveCapacity(max(Int(s) + 1, 2 * heads.capacity)) }
                heads.append(contentsOf: repeatElement(-1, count: Int(s) + 1 - heads.count))
            }
            let node: Int32
            if let reused = freeNodes.popLast() {
                node = reused
                nodeSlot[Int(node)] = slot
                nodeNext[Int(node)] = heads[Int(s)]
            } else {
                node = Int32(nodeSlot.count)
                nodeSlot.appendGrowingAsTables(slot)
                nodeNext.appendGrowingAsTables(heads[Int(s)])
            }
            heads[Int(s)] = node
        }
        return slot
    }

    /// Forgets the entry in `slot` and returns it with its bound.
    @discardableResult
    mutating func remove(_ slot: Int32) -> (entry: Entry, bound: Bound) {
        let kept = slots[Int(slot)]
        precondition(kept.record >= 0, "no dormant inequality in this slot")
        let (entry, bound) = (kept.entry, kept.bound)
        slots[Int(slot)] = Slot(record: -1, bound: Bound(symbol: -1, coefficient: 0, constant: 0), multiTerm: nil)
        freeSlots.append(slot)
        count -= 1
        // Its variables: its terms', or its bound's one.
        let terms = entry.multiTerm?.terms
        for k in 0..<(terms?.count ?? 1) {
            let s = terms?[k].variable.index ?? bound.symbol
            var previous: Int32 = -1
            var node = heads[Int(s)]
            while node >= 0 && nodeSlot[Int(node)] != slot {
                previous = node
                node = nodeNext[Int(node)]
            }
            guard node >= 0 else { continue }
            if previous < 0 { heads[Int(s)] = nodeNext[Int(node)] } else { nodeNext[Int(previous)] = nodeNext[Int(node)] }
            freeNodes.append(node)
        }
        return (entry, bound)
    }

    /// The entry in `slot` and its bound, if the slot holds one.
    func entry(at slot: Int32) -> (Entry, Bound)? {
        let kept = slots[Int(slot)]
        return kept.record >= 0 ? (kept.entry, kept.bound) : nil
    }

    /// The one-variable dormant inequalities, as bounds (`coefficient × symbol + constant ≥ 0`).
    var oneVariableBounds: some Sequence<Bound> {
        slots.lazy.filter { $0.record >= 0 && $0.bound.symbol >= 0 }.map(\.bound)
    }

    /// Whether a bound is tight (holds with equality, within `residualTolerance`) at `value`.
    static func isTight(_ bound: Bound, at value: Double) -> Bool {
        let t = bound.coefficient * value
        return bound.coefficient != 0 && abs(t + bound.constant) <= residualTolerance(size: abs(t) + abs(bound.constant))
    }

    /// Whether one-variable dormant inequalities hold `s` at `value` from both sides (a lower and an upper bound,
    /// both tight there: a view's size between its hugging and its compression resistance), so that `s` cannot move
    /// without breaking one of them.
    func pinsBothWays(_ s: Int32, at value: Double) -> Bool {
        guard watches(s) else { return false }
        var below = false
        var above = false
        var node = heads[Int(s)]
        while node >= 0 {
            let bound = slots[Int(nodeSlot[Int(node)])].bound
            node = nodeNext[Int(node)]
            guard bound.symbol == s, Self.isTight(bound, at: value) else { continue }
            if bound.coefficient > 0 { below = true } else { above = true }
            if below && above { return true }
        }
        return false
    }

    /// Whether the inequality `constraint` holds at `values`, within `residualTolerance`.
    static func holds(_ constraint: Constraint, at values: SymbolColumn<Double>) -> Bool {
        var sum = constraint.constant
        var size = abs(constraint.constant)
        for term in constraint.terms {
            let t = term.coefficient * values[Int(term.variable.index)]
            sum += t
            size += abs(t)
        }
        let tolerance = residualTolerance(size: size)
        return constraint.relation == .lessThanOrEqual ? sum <= tolerance : sum >= -tolerance
    }

    /// The record slots of the dormant inequalities that mention a moved variable and no longer hold, in no
    /// particular order and possibly more than once (an inequality is checked for each of its variables that
    /// moved: an epoch a slot to check each once took 4 bytes a dormant inequality; `Tableau.violatedDormant`
    /// sorts them into the order they were added and drops repeats). Clears the moved list.
    mutating func violated(at values: SymbolColumn<Double>) -> [Int32] {
        if moved.isEmpty { return [] }
        var found: [Int32] = []
        for s in moved {
            var node = heads[Int(s)]
            while node >= 0 {
                let slot = Int(nodeSlot[Int(node)])
                node = nodeNext[Int(node)]
                let kept = slots[slot]
                guard kept.record >= 0 else { continue }
                let holds =
                    if let terms = kept.multiTerm { Self.holds(terms, at: values) } else {
                        kept.bound.holds(at: values[Int(kept.bound.symbol)])
                    }
                if !holds { found.append(kept.record) }
            }
        }
        moved.removeAll(keepingCapacity: true)
        return found
    }
}

extension Tableau {
    /// Keeps `constraint`, an inequality that holds now, out of the tableau, if it holds at the current solution.
    /// Returns the slot of its record when it did.
    mutating func restIfSatisfied(_ constraint: borrowing Addition, order: UInt32) -> Int32? {
        guard constraint.relation != .equal else { return nil }
        // A required one may rest only if it holds together with every other required constraint: the settled
        // solution, which satisfies them all, is the witness.
        if constraint.strength.isRequired { settleDormant() }
        if !holdsNow(constraint.content) && !moveFreshVariable(toSatisfy: constraint.content) {
            return nil
        }
        let slot = records.insert(
            constraint.content, owner: constraint.owner, tagging: constraint.tagging, marker: -1, other: -1, order: order)
        let terms = constraint.terms
        let multiTerm = terms.count == 1 ? nil : constraint.tagging ?? Constraint(content: constraint.content)
        rest(
            slot: slot, DormantInequalities.Entry(record: slot, multiTerm: multiTerm),
            DormantInequalities.Bound(constraint.content))
        return slot
    }

    /// The current value of `expression`. When the values are current, or only new rows that nothing refers to
    /// changed, it is read from the values. Otherwise it is read from the rows: the expression expanded (highest
    /// rank first) until only parametric symbols remain, whose shifted values are 0, so the constant is the value.
    /// Terms that two variables share cancel before they are expanded (a card's bottom and its title's bottom both
    /// hang from the card above; the difference stops at the card). Refreshing the values instead cost as much as
    /// every value that moved since the last refresh: a chain of views whose heights arrive one by one, each moving
    /// every view below it, was quadratic (10,000 views: half the time of laying them out). An expression whose
    /// terms do not cancel (a view's absolute position at the end of a chain) would be expanded down the whole
    /// chain; past 16 rows the values are refreshed and summed instead.
    mutating func currentValue(of constraint: borrowing ConstraintContent) -> Double {
        let terms = constraint.terms
        if !dirty.isEmpty && !(dirty.count <= 16 && refreshUnreferencedRows()) {
            var raw = SparseRow(constant: constraint.constant, capacity: terms.count)
            for term in terms { raw.add(term.variable.index, term.coefficient) }
            if let (row, _, _) = expanded(raw, foldingOffsets: true, watching: [], rowBudget: 16) { return row.constant }
            refreshValues()
        }
        var sum = constraint.constant
        for term in terms { sum += term.coefficient * values[Int(term.variable.index)] }
        return sum
    }

    /// Whether the inequality `constraint` holds now, within `residualTolerance` of its constant and value.
    mutating func holdsNow(_ constraint: borrowing ConstraintContent) -> Bool {
        let constant = constraint.constant
        let value = currentValue(of: constraint)
        let tolerance = residualTolerance(size: abs(constant) + abs(value - constant))
        return constraint.relation == .lessThanOrEqual ? value <= tolerance : value >= -tolerance
    }

    /// The record slots of the dormant inequalities that no longer hold at the current values (see
    /// `DormantInequalities.violated`), in the order they were added (their records' `order`).
    @inline(__always) mutating func violatedDormant() -> [Int32] {
        var found = dormant.violated(at: values)
        if found.count < 2 { return found }
        found.sort { records[$0]!.order < records[$1]!.order }
        var kept = 1
        for i in 1..<found.count where found[i] != found[kept - 1] {
            found[kept] = found[i]
            kept += 1
        }
        found.removeLast(found.count - kept)
        return found
    }

    /// Keeps the constraint of the record in `slot` dormant: `entry` in the dormant set, of bound `bound`, and the
    /// record without symbols.
    mutating func rest(slot: Int32, _ entry: DormantInequalities.Entry, _ bound: DormantInequalities.Bound) {
        let dormantSlot = dormant.insert(entry, bound)
        records.modify(slot) { $0.dormantSlot = dormantSlot }
    }

    /// The content of the dormant inequality in the record of `slot`: its terms kept in its entry, or its bound's
    /// one term.
    @inline(__always) func dormantContent(of slot: Int32, _ entry: DormantInequalities.Entry, _ bound: DormantInequalities.Bound)
        -> ConstraintContent
    {
        let record = records[slot]!
        let strength = records.strength(at: slot)
        if let multiTerm = entry.multiTerm {
            let own = multiTerm.content
            return ConstraintContent(
                terms: own.terms, constant: record.constant, relation: record.relation, strength: strength,
                storage: own.storage)
        }
        let sign: Double = record.relation == .lessThanOrEqual ? -1 : 1
        let one = Constraint.Terms(
            owner: owner, count: 1, slots: (bound.symbol, -1, -1, -1), coefficients: (sign * bound.coefficient, 0, 0, 0),
            overflow: nil)
        return ConstraintContent(
            terms: one, constant: record.constant, relation: record.relation, strength: strength, storage: nil)
    }

    /// Makes the inequality `constraint` hold, tight, by moving a variable of it that nothing else constrains
    /// (no row, the objective or another dormant inequality mentions it): any value of such a variable is
    /// optimal, so the solution stays optimal. A view's minimum width added before anything else mentions the
    /// width, or a container's right edge before its edit, then stays out of the tableau. Returns whether it did.
    mutating func moveFreshVariable(toSatisfy constraint: borrowing ConstraintContent) -> Bool {
        let terms = constraint.terms
        // Its whole coefficient (terms may repeat a variable).
        func coefficient(of v: Variable) -> Double { terms.reduce(0) { $1.variable == v ? $0 + $1.coefficient : $0 } }
        guard
            let k = terms.firstIndex(where: { term in
                let s = Int(term.variable.index)
                return !basic[s] && columns[s].isEmpty && objectiveRefs[s] == 0
                    && !dormant.watches(term.variable.index) && !nearZero(coefficient(of: term.variable))
            })
        else { return false }
        let x = terms[k].variable.index
        let sum = currentValue(of: constraint)
        offsets[Int(x)] -= sum / coefficient(of: terms[k].variable)
        markDirty(x)
        return holdsNow(constraint)
    }

    /// Notes that the solution may have moved against a dormant inequality. Checking waits for the next read
    /// of the solution or the next required addition (`settleDormant`): changes that cannot make a required
    /// constraint fail (removals, suggestions, optional additions) need no answer before then, and a view that
    /// moves and comes back in between costs nothing.
    mutating func unsettleDormant() {
        if dormant.count > 0 { dormant.unsettled = true }
    }

    /// Brings the dormant inequalities that the solution no longer satisfies into the tableau, until every
    /// dormant one holds. Activating one cannot fail here: every required constraint, dormant or not, held
    /// together after the last required addition, and only a required addition can take that away (see
    /// `insertRequired`).
    mutating func settleDormant() {
        guard dormant.unsettled else { return }
        dormant.unsettled = false
        refreshValues()
        var pushed = violatedDormant()
        while !pushed.isEmpty {
            for d in pushed where records[d]?.dormantSlot ?? -1 >= 0 { activate(d) }
            refreshValues()
            pushed = violatedDormant()
        }
    }

    /// Adds the required `constraint` while inequalities are dormant: it may conflict with one of them, which
    /// the tableau alone cannot see. The addition is tried in a transaction; if the solution then breaks dormant
    /// inequalities, they first join the tableau where the solution is (`activateAll`: the dual simplex brings
    /// the solution back inside them, so the tableau ends optimal with every required constraint, as if they had
    /// been active all along). Only if one cannot (a conflict) is the attempt rolled back exactly, those
    /// inequalities activated where they hold (nothing moves), and the constraint tried again: the conflict is
    /// then found and explained by the tableau as usual. Undoing every attempt first cost a shuffled card list
    /// (`cassowary-benchmark`'s `cards-shuffled`, 3,000 cards) 17 % of its time in undoing and 19 % in
    /// refreshing the values undone. The activations are part of the call's transaction: when the
    /// constraint is finally refused, they are undone too, and the solver is bit for bit as it was.
    mutating func insertRequired(_ constraint: borrowing Addition, order: UInt32) throws(SolverError) -> Int32 {
        settleDormant()
        // An attempt inside the call's transaction (once something was activated) starts at a savepoint.
        var attempt: Int? = nil
        while true {
            let guarded: Bool
            let slot: Int32
            do {
                (guarded, slot) = try insert(constraint, order: order, guardingDormant: true)
            } catch {
                rollback()
                throw error
            }
            // A fresh variable defined, that no dormant inequality mentions: nothing else moved.
            if !guarded && attempt == nil { return slot }
            refreshValues()
            let pushed = guarded ? violatedDormant() : []
            if pushed.isEmpty {
                commit()
                return slot
            }
            // Most often the inequalities pushed can simply join the tableau where the solution now is: the dual
            // simplex moves the solution back inside them, and the result is the same optimum. Only when that
            // fails (a conflict, to be found and explained) is the attempt undone and retried as below.
            let onTop = savepoint()
            if activateAll(pushed) {
                commit()
                return slot
            }
            undo(downTo: onTop)
            retriedAdditions += 1
            if let attempt {
                undo(downTo: attempt)
            } else {
                rollback()
                beginTransaction()
            }
            var activated = false
            for d in pushed where records[d]?.dormantSlot ?? -1 >= 0 {
                activate(d)
                activated = activated || records[d]?.dormantSlot ?? 0 < 0
            }
            // Activation cannot fail but through rounding; then the constraint is refused rather than retried.
            if !activated {
                let owners = pushed.compactMap { records[$0]?.owner } + [constraint.owner]
                rollback()
                throw refusal(owners)
            }
            // An activation may move a free variable to make its inequality tight, and with it push others.
            dormant.unsettled = true
            settleDormant()
            attempt = savepoint()
        }
    }

    /// Activates `pushed` and then every dormant inequality the solution breaks as it moves, until all hold;
    /// false as soon as one cannot join the tableau (it stays dormant; the caller undoes the rest).
    mutating func activateAll(_ pushed: [Int32]) -> Bool {
        var pending = pushed
        while !pending.isEmpty {
            for d in pending where records[d]?.dormantSlot ?? -1 >= 0 {
                activate(d)
                if records[d]?.dormantSlot ?? -1 >= 0 { return false }
            }
            refreshValues()
            pending = violatedDormant()
        }
        return true
    }

    /// Moves a dormant inequality into the tableau. From `settleDormant()` it cannot conflict (should rounding make
    /// it fail, it stays dormant); from `activateAll` it can (the required constraint just added may contradict
    /// it), and then it stays dormant too, everything its insertion made undone. Inside a transaction the
    /// activation is logged, so that undoing it makes the inequality dormant again.
    mutating func activate(_ slot: Int32) {
        guard let record = records[slot], record.dormantSlot >= 0 else { return }
        let (entry, bound) = dormant.remove(record.dormantSlot)
        let content = dormantContent(of: slot, entry, bound)
        records.modify(slot) { $0.dormantSlot = -1 }
        activating = true
        defer { activating = false }
        // Inside a transaction, a failed activation is undone from a savepoint, which also takes back the symbols
        // its insertion made (they are logged after the activation's own entry, whose undoing rests it again).
        let mark = undoLog == nil ? nil : savepoint()
        undoLog?.entries.append(.activated(slot, entry, bound))
        do {
            try insert(
                Addition(content: content, owner: record.owner, tagging: nil), order: record.order, into: slot)
        } catch {
            if let mark {
                undo(downTo: mark)
            } else {
                rest(slot: slot, entry, bound)
            }
        }
    }
}
