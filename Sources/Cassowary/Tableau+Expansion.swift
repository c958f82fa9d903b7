/// Rows written in parametric symbols only, as a new constraint needs them.
extension Tableau {
    // MARK: - Expansion

    /// `row` written in parametric symbols only: basic restricted symbols are replaced by their rows and
    /// factored user-variable rows are expanded highest rank first, each once. Coefficients accumulate in a
    /// list of the symbols met, each symbol's place in it numbered in its `mark` (see `beginNumbering`: no lookups
    /// in a growing row, and no per-symbol table of coefficients); the row is gathered at the end, in the order
    /// symbols were first met.
    /// - Parameter foldingOffsets: whether parametric user variables in `row` are still unshifted (a new
    ///   constraint) and must be shifted by their offsets.
    mutating func expanded(_ row: SparseRow, foldingOffsets: Bool) -> SparseRow {
        expanded(row, foldingOffsets: foldingOffsets, watching: []).row
    }

    /// `expanded(_:foldingOffsets:)`, also telling which of the `watched` symbols a row met through a reference
    /// holds (a basic slack, error or user variable of `row`, at any depth), and the most terms of a factored row
    /// it expanded (`longestFactored`, 0 when none). For a watched symbol that none holds, `row`'s own term is its
    /// whole coefficient, so `row` can be solved for it without being expanded.
    mutating func expanded(_ row: SparseRow, foldingOffsets: Bool, watching watched: [Int32])
        -> (row: SparseRow, reached: [Int32], longestFactored: Int)
    {
        expanded(row, foldingOffsets: foldingOffsets, watching: watched, rowBudget: .max)!
    }

    /// `expanded(_:foldingOffsets:watching:)` that gives up (nil) once more than `rowBudget` user-variable rows
    /// would have to be expanded.
    mutating func expanded(_ row: SparseRow, foldingOffsets: Bool, watching watched: [Int32], rowBudget: Int)
        -> (row: SparseRow, reached: [Int32], longestFactored: Int)?
    {
        var budget = rowBudget
        var longestFactored = 0
        var reached: [Int32] = []
        func check(_ s: Int32) {
            if !watched.isEmpty && watched.contains(s) && !reached.contains(s) { reached.append(s) }
        }
        var constant = row.constant
        var (touched, pending) = expansionScratch.take()
        let base = beginNumbering()
        defer { expansionScratch.give(&touched, &pending) }
        defer { markEpoch = base &+ UInt32(touched.count) }
        // The per-symbol tables are read through their storage, loaded once: no symbol is added meanwhile.
        let mark = mark.unsafeEntries
        let basic = basic.unsafeEntries
        let kinds = kinds.unsafeEntries
        let ranks = ranks.unsafeEntries
        let offsets = offsets.unsafeEntries

        func accumulate(_ s: Int32, _ c: Double) {
            let place = mark[Int(s)] &- base
            if place < UInt32(touched.count) {
                touched[Int(place)].coefficient += c
            } else {
                mark[Int(s)] = base &+ UInt32(touched.count)
                touched.append((s, c))
                if basic[Int(s)] && kinds[Int(s)] == .external { pending.push(s, key: ranks[Int(s)]) }
            }
        }
        func add(_ s: Int32, _ c: Double, fold: Bool) {
            if basic[Int(s)] && kinds[Int(s)] != .external {
                let r = rows[Int(s)]  // read once: no row changes here
                constant += c * r.constant
                for k in 0..<r.count {
                    check(r.symbol(at: k))
                    accumulate(r.symbol(at: k), c * r.coefficient(at: k))
                }
            } else {
                accumulate(s, c)
                if fold && !basic[Int(s)] && kinds[Int(s)] == .external { constant += c * offsets[Int(s)] }
            }
        }

        for k in row.symbols.indices { add(row.symbol(at: k), row.coefficient(at: k), fold: foldingOffsets) }
        // A factored row refers only to lower ranks, so an expanded variable is never met again.
        while let y = pending.pop() {
            // Met, so numbered; its coefficient is taken into the expansion and leaves the result.
            let place = Int(mark[Int(y)] &- base)
            let c = touched[place].coefficient
            touched[place].coefficient = 0
            if nearZero(c) { continue }
            budget -= 1
            if budget < 0 { return nil }
            let r = rows[Int(y)]  // read once: no row changes here
            longestFactored = max(longestFactored, r.count)
            constant += c * r.constant
            for k in 0..<r.count {
                check(r.symbol(at: k))
                add(r.symbol(at: k), c * r.coefficient(at: k), fold: false)
            }
        }
        var result = SparseRow(constant: constant, capacity: touched.count)
        for (s, c) in touched where !nearZero(c) { result.appendUnindexed(s, c) }
        result.indexIfLong()
        return (result, reached, longestFactored)
    }
}

/// The lists an expansion fills, kept by the tableau between expansions so that each one neither allocates them nor
/// grows them again from empty (the shuffled builds expand tens of thousands of rows; growing and freeing these lists
/// was about 5 % of the bare solver's shuffled card list). Taken at the start of an expansion and given back, emptied,
/// at its end; an expansion never starts inside another.
struct ExpansionScratch {
    /// The symbols met, with their coefficients.
    private var touched: [(symbol: Int32, coefficient: Double)] = []
    /// The basic user variables still to expand.
    private var pending = SymbolHeap()
    /// `definableThroughExpansion`'s lists.
    private var candidates: [Int32] = [], expandedRows: [Int32] = []

    /// The lists, empty (with the room they had), left empty here until given back.
    mutating func take() -> (touched: [(symbol: Int32, coefficient: Double)], pending: SymbolHeap) {
        defer { (touched, pending) = ([], SymbolHeap()) }
        return (touched, pending)
    }

    /// Takes back the lists of `take`, emptied.
    mutating func give(_ touched: inout [(symbol: Int32, coefficient: Double)], _ pending: inout SymbolHeap) {
        touched.removeAll(keepingCapacity: true)
        pending.removeAll()
        swap(&self.touched, &touched)
        swap(&self.pending, &pending)
    }

    /// `definableThroughExpansion`'s two other lists, empty, left empty here until given back.
    mutating func takeLists() -> (candidates: [Int32], expandedRows: [Int32]) {
        defer { (candidates, expandedRows) = ([], []) }
        return (candidates, expandedRows)
    }

    /// Takes back the lists of `takeLists`, emptied.
    mutating func giveLists(_ candidates: inout [Int32], _ expandedRows: inout [Int32]) {
        candidates.removeAll(keepingCapacity: true)
        expandedRows.removeAll(keepingCapacity: true)
        swap(&self.candidates, &candidates)
        swap(&self.expandedRows, &expandedRows)
    }
}
