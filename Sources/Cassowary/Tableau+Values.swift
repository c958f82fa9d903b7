/// Values of the user variables, recomputed from the rows that changed.
extension Tableau {
    /// Recomputes the values of user variables whose rows changed, and of the rows that refer to them.
    /// A variable is computed after the basic variables its row refers to (a depth-first walk with an explicit
    /// stack, since chains are as deep as they are long), so no sorting is needed. Shortcuts: new rows nothing
    /// refers to are computed directly; a noted symbol whose value did not change stops the walk; when most
    /// values move, the value program recomputes them in one pass.
    mutating func refreshValues() {
        if dirty.isEmpty { return }
        if dirty.count <= 16 && refreshUnreferencedRows() { return }
        // `mark == pending`: affected and not yet computed; `mark == done`: computed in this refresh.
        markEpoch &+= 2
        let pending = markEpoch &- 1
        let done = markEpoch
        // The dirty list is taken over and a spare empty one (with its capacity) put in its place; both come
        // back at the end, so that refreshing after every small change allocates nothing.
        var queue = spareQueue
        spareQueue = []
        swap(&queue, &dirty)
        for s in queue {
            isDirty[Int(s)] = false
            mark[Int(s)] = pending
        }
        // A noted symbol whose value did not change is dropped: its referrers need nothing (a link taken out
        // and put back leaves its view where it was, and the rest of its chain is not visited). A slack's or
        // error's value is its row's constant (0 when parametric); `values` holds what its referrers last read.
        // A user variable whose references are current is computed here once and for all (should one of them
        // turn out to move, the walk below reaches it again through that reference).
        var seeds = 0
        for k in queue.indices {
            let s = queue[k]
            var same = false
            if kinds[Int(s)] != .external {
                let v = basic[Int(s)] ? rows[Int(s)].constant : 0
                same = v.bitPattern == values[Int(s)].bitPattern
                values[Int(s)] = v
            } else if let v = valueIfReferencesAreCurrent(s, pending: pending) {
                same = v.bitPattern == values[Int(s)].bitPattern
                note(s, v)
                mark[Int(s)] = done
            }
            if same {
                mark[Int(s)] = done
            } else {
                queue[seeds] = s
                seeds += 1
            }
        }
        queue.removeLast(queue.count - seeds)
        var i = 0
        while i < queue.count {
            let s = queue[i]
            i += 1
            // Indexed in place rather than bound to a local, so that the array is not retained per symbol.
            for j in 0..<columns[Int(s)].count {
                let holder = columns[Int(s)][j]
                if kinds[Int(holder)] == .external && mark[Int(holder)] != pending {
                    mark[Int(holder)] = pending
                    queue.append(holder)
                }
            }
        }
        if queue.count >= 32 && queue.count * 2 >= basicUserVariables && runValueProgram(queue) {
            for s in queue where mark[Int(s)] == pending { mark[Int(s)] = done }
            queue.removeAll(keepingCapacity: true)
            spareQueue = queue
            return
        }
        var stack = spareStack
        spareStack = []
        // Rows are only read here: through a buffer pointer, a row's fields are read in place, never copied.
        // The per-symbol columns are read through their storage, loaded once: no symbol is added meanwhile.
        let kinds = kinds.unsafeEntries
        let basic = basic.unsafeEntries
        let mark = mark.unsafeEntries
        let values = values.unsafeEntries
        let offsets = offsets.unsafeEntries
        let isChanged = isChanged.unsafeEntries
        // Moved variables that dormant inequalities mention are noted for `settleDormant`.
        let watched = dormant.count > 0 ? dormant.heads : []
        let changedLimit = changedLimit
        // Appended to the dormant inequalities' list in place (taken out for the walk, with its room: a list made
        // for each refresh was grown from empty each time).
        var moved: [Int32] = []
        swap(&moved, &dormant.moved)
        rows.withUnsafeRows { rows in
            for root in queue where kinds[Int(root)] == .external && mark[Int(root)] == pending {
                stack.append(root)
                while let s = stack.last {
                    if mark[Int(s)] == done {
                        stack.removeLast()
                        continue
                    }
                    var value = offsets[Int(s)]
                    if basic[Int(s)] {
                        // One pass: a referenced basic variable still to compute interrupts it and goes first.
                        let row = rows[Int(s)]  // read once: no row changes here
                        value = row.constant
                        var waiting = false
                        for k in 0..<row.count {
                            let t = Int(row.symbol(at: k))
                            let kind = kinds[t]
                            if kind != .external {
                                // A slack or error reads as its row's constant (0 when parametric; a dummy is
                                // always 0); what was read is remembered, so that a later change can be told
                                // from none.
                                if basic[t] {
                                    let v = rows[t].constant
                                    values[t] = v
                                    value += row.coefficient(at: k) * v
                                } else if kind != .dummy && values[t] != 0 {
                                    values[t] = 0
                                }
                                continue
                            }
                            // A parametric user variable is folded into the constant (through its offset).
                            guard basic[t] else { continue }
                            if mark[t] == pending {
                                stack.append(Int32(t))
                                waiting = true
                            } else {
                                value += row.coefficient(at: k) * values[t]
                            }
                        }
                        if waiting { continue }
                    }
                    mark[Int(s)] = done
                    if value.bitPattern != values[Int(s)].bitPattern {
                        values[Int(s)] = value
                        if !isChanged[Int(s)] {
                            isChanged[Int(s)] = true
                            if changed.count < changedLimit { changed.append(s) } else { changedOverflowed = true }
                        }
                        if Int(s) < watched.count && watched[Int(s)] >= 0 { moved.append(s) }
                    }
                    stack.removeLast()
                }
            }
        }
        swap(&moved, &dormant.moved)
        // Affected restricted symbols only needed their marks.
        for s in queue where mark[Int(s)] == pending { mark[Int(s)] = done }
        queue.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        spareQueue = queue
        spareStack = stack
    }

    /// The common case of a refresh after a few small changes (new rows for fresh variables): every noted
    /// symbol is a user variable that no row refers to, so only their own values change. They are computed in
    /// rank order (a row refers to lower ranks only), without the general walk. Returns false, doing nothing,
    /// when some noted symbol is not such a variable.
    mutating func refreshUnreferencedRows() -> Bool {
        for s in dirty {
            guard kinds[Int(s)] == .external else { return false }
            for holder in columns[Int(s)] where kinds[Int(holder)] == .external { return false }
        }
        if dirty.count > 1 { dirty.sort { ranks[Int($0)] < ranks[Int($1)] } }
        for s in dirty {
            isDirty[Int(s)] = false
            refreshUnreferencedRow(s)
        }
        dirty.removeAll(keepingCapacity: true)
        return true
    }

    /// Recomputes the value of the user variable `s`, which no row refers to, from values already computed.
    mutating func refreshUnreferencedRow(_ s: Int32) {
        note(s, valueIfReferencesAreCurrent(s, pending: nil)!)
    }

    /// Stores a user variable's recomputed value and, when it moved, notes it for `fetchChanges` and for the
    /// dormant inequalities' check (the hot loops of `refreshValues` and `runValueProgram` do the same inline).
    mutating func note(_ s: Int32, _ value: Double) {
        guard value.bitPattern != values[Int(s)].bitPattern else { return }
        values[Int(s)] = value
        if !isChanged[Int(s)] {
            isChanged[Int(s)] = true
            if changed.count < changedLimit { changed.append(s) } else { changedOverflowed = true }
        }
        if dormant.watches(s) { dormant.moved.append(s) }
    }

    /// The value of the user variable `s` from its row, when no basic user variable it refers to is still
    /// `pending` (nil otherwise; with no `pending` mark, every value is taken as current). Slacks and errors it
    /// reads that are not pending are remembered as read.
    mutating func valueIfReferencesAreCurrent(_ s: Int32, pending: UInt32?) -> Double? {
        guard basic[Int(s)] else { return offsets[Int(s)] }
        let row = rows[Int(s)]  // read once: no row changes here
        var value = row.constant
        for k in 0..<row.count {
            let t = Int(row.symbol(at: k))
            if kinds[t] != .external {
                let v = basic[t] ? rows[t].constant : 0
                if mark[t] != pending && values[t] != v { values[t] = v }
                value += row.coefficient(at: k) * v
            } else if basic[t] {
                if mark[t] == pending { return nil }
                value += row.coefficient(at: k) * values[t]
            }
        }
        return value
    }

    /// The solved value of `variable` (dormant inequalities settled and values refreshed first); NaN for a
    /// variable of another solver.
    mutating func value(of variable: Variable) -> Double {
        guard variable.owner == owner, Int(variable.index) < kinds.count else { return .nan }
        settleDormant()
        refreshValues()
        return values[Int(variable.index)]
    }

    /// The user variables whose values differ from the values last reported (0 for a variable never reported),
    /// in symbol order, with their values. Only variables noted as moved since the last call are compared.
    mutating func fetchChanges() -> [(variable: Variable, value: Double)] {
        var result: [(variable: Variable, value: Double)] = []
        let owner = owner
        reportChanges(reserving: { result.reserveCapacity($0) }) { s, v in
            result.append((Variable(index: s, owner: owner), v))
        }
        return result
    }

    /// Calls `body` with each user variable whose value differs from the value last reported, in symbol order, and
    /// its value, and takes that value as reported (`fetchChanges` without an array: a first layout of 100,000 views
    /// reports 400,000 variables, 6.4 MB as an array). `reserving` is told how many at most come first. `body` must
    /// not call back into the tableau.
    mutating func reportChanges(reserving: (Int) -> Void = { _ in }, _ body: (Int32, Double) -> Void) {
        settleDormant()
        refreshValues()
        reserving(changed.count)
        // The per-symbol tables are read through their storage, loaded once (no symbol is added meanwhile), so that
        // `report` captures no part of the tableau, and is inlined into the loops.
        let isChanged = isChanged.unsafeEntries
        let values = values.unsafeEntries
        let reported = reported.unsafeEntries
        let kinds = kinds.unsafeEntries
        @inline(__always) func report(_ s: Int) {
            isChanged[s] = false
            let v = values[s]
            if v.bitPattern != reported[s].bitPattern && kinds[s] == .external {
                reported[s] = v
                body(Int32(s), v)
            }
        }
        if changedOverflowed || changed.count > self.kinds.count / 16 {
            // Most variables moved (or more than the list keeps): reading the flags in order is cheaper than sorting.
            for s in 0..<self.kinds.count where isChanged[s] { report(s) }
        } else {
            changed.sort()
            for s in changed { report(Int(s)) }
        }
        changed.removeAll(keepingCapacity: true)
        changedOverflowed = false
    }

    /// Recomputes every basic user variable (and the parametric ones in `affected`) through the value program,
    /// when most values move. Returns false, doing nothing, when the program is out of date and this is the first
    /// large refresh since the rows changed shape (building it would not pay for a one-off).
    mutating func runValueProgram(_ affected: [Int32]) -> Bool {
        if !program.isValid {
            if !program.largeRefreshSeen {
                program.largeRefreshSeen = true
                return false
            }
            buildValueProgram()
        }
        let watched = dormant.count > 0 ? dormant.heads : []
        // The lists are taken out while they grow, so that appending does not copy them.
        var moved: [Int32] = []
        swap(&moved, &dormant.moved)
        var changedNow: [Int32] = []
        swap(&changedNow, &changed)
        let changedLimit = changedLimit
        var overflowed = changedOverflowed
        let values = values.unsafeEntries
        let isChanged = isChanged.unsafeEntries
        let order = program.order
        let ends = program.ends
        let refs = program.refs
        let coefficients = program.coefficients
        rows.withUnsafeRows { rows in
            order.withUnsafeBufferPointer { order in
                ends.withUnsafeBufferPointer { ends in
                    refs.withUnsafeBufferPointer { refs in
                        coefficients.withUnsafeBufferPointer { coefficients in
                            var j = 0
                            for i in 0..<order.count {
                                let s = Int(order[i])
                                var value = rows[s].constant
                                let end = Int(ends[i])
                                while j < end {
                                    let t = refs[j]
                                    if t >= 0 {
                                        value += coefficients[j] * values[Int(t)]
                                    } else {
                                        let v = rows[Int(~t)].constant
                                        values[Int(~t)] = v
                                        value += coefficients[j] * v
                                    }
                                    j += 1
                                }
                                if value.bitPattern != values[s].bitPattern {
                                    values[s] = value
                                    if !isChanged[s] {
                                        isChanged[s] = true
                                        if changedNow.count < changedLimit {
                                            changedNow.append(Int32(s))
                                        } else {
                                            overflowed = true
                                        }
                                    }
                                    if s < watched.count && watched[s] >= 0 { moved.append(Int32(s)) }
                                }
                            }
                        }
                    }
                }
            }
        }
        swap(&changedNow, &changed)
        changedOverflowed = overflowed
        swap(&moved, &dormant.moved)
        // Parametric user variables take their offsets.
        for s in affected where kinds[Int(s)] == .external && !basic[Int(s)] { note(s, offsets[Int(s)]) }
        return true
    }

    /// Lists every basic user variable in rank order (references go down in rank, so each comes after what its
    /// row refers to) with the basic symbols its row refers to.
    mutating func buildValueProgram() {
        var order: [Int32] = []
        order.reserveCapacity(basicUserVariables)
        for s in kinds.indices where kinds[s] == .external && basic[s] { order.append(Int32(s)) }
        order.sort { ranks[Int($0)] < ranks[Int($1)] }
        var ends: [Int32] = []
        var refs: [Int32] = []
        var coefficients: [Double] = []
        ends.reserveCapacity(order.count)
        for s in order {
            let row = rows[Int(s)]
            for k in 0..<row.count where basic[Int(row.symbol(at: k))] {
                let t = row.symbol(at: k)
                refs.append(kinds[Int(t)] == .external ? t : ~t)
                coefficients.append(row.coefficient(at: k))
            }
            ends.append(Int32(refs.count))
        }
        program = ValueProgram(
            isValid: true, largeRefreshSeen: true, order: order, ends: ends, refs: refs,
            coefficients: coefficients)
    }
}

/// Every basic user variable in rank order, each with its row's references to basic symbols only, in flat
/// arrays: recomputing all values is then one pass, without the walk of `refreshValues` or the parametric
/// terms (a grid's rows hold many markers, all 0). Built when a refresh finds that most values move (a window
/// resized, step after step) and dropped whenever a row changes shape; constants may change in between.
struct ValueProgram {
    var isValid = false
    /// Whether a large refresh happened since the rows last changed shape (the program is built on the second).
    var largeRefreshSeen = false
    var order: [Int32] = []
    /// For each entry of `order`, where its references end.
    var ends: [Int32] = []
    /// Referenced symbols: a user variable as itself, a slack or error `s` as `~s`.
    var refs: [Int32] = []
    var coefficients: [Double] = []

    /// Forgets the program after a row changed shape.
    mutating func invalidate() {
        isValid = false
        largeRefreshSeen = false
    }
}
