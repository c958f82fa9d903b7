/// The undo log that makes a refused addition leave the tableau exactly as it was.
extension Tableau {
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
        /// A record stored for a constraint, by slot (undone by forgetting it).
        case recorded(Int32)
        /// The dormant inequality of a record's slot activated, with its dormant entry and bound (undone by making
        /// it dormant again).
        case activated(Int32, DormantInequalities.Entry, DormantInequalities.Bound)
        /// An active inequality put back to rest, with its slot and its record while active (undone by making it
        /// active again).
        case rested(Int32, ConstraintRecord)
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

    mutating func logRow(_ s: Int32) {
        guard undoLog != nil else { return }
        if rowLogged[Int(s)] { return }
        rowLogged[Int(s)] = true
        undoLog!.loggedRows.append(s)
        undoLog!.entries.append(.row(s, basic[Int(s)] ? rows.copy(s) : nil))
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
                rows.release(s)
                if let old { rows.store(s, old) }
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
            case .recorded(let slot):
                records.remove(slot)
            case .activated(let slot, let entry, let bound):
                rest(slot: slot, entry, bound)
            case .rested(let slot, let record):
                let bound = dormant.remove(records[slot]!.dormantSlot).bound
                let sign: Double = record.relation == .lessThanOrEqual ? -1 : 1
                boundMarkers[record.marker] = ActiveBound(slot: slot, symbol: bound.symbol, coefficient: sign * bound.coefficient)
                records[slot] = record
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
