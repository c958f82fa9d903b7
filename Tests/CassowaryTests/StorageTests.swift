import TestSupport
import Testing

@testable import Cassowary

/// The solver's storage: sparse rows and columns with their position indexes, and constraint records found
/// through the tag a constraint carries.
@Suite struct StorageTests {
    /// `Solver.composition` counts what the tableau holds. A chain of required equalities from a constant keeps one
    /// marker a link, carried into the row of every variable further down the chain; a preference brings two
    /// errors, one of them defined by a row, and the objective the other error and the markers that row carries; a
    /// satisfied inequality rests and makes no symbol.
    @Test func compositionCountsTheTableau() throws {
        let s = Solver()
        let (x, y, z) = (s.makeVariable(), s.makeVariable(), s.makeVariable())
        try s.add(x == 10)
        try s.add(y == x + 5)
        try s.add(z == y + 5)
        var c = s.composition
        #expect((c.variables, c.slacks, c.errors, c.dummies) == (3, 0, 0, 3))
        #expect((c.rows, c.variableTerms, c.dummyTerms, c.records, c.dormant) == (3, 0, 6, 3, 0))
        #expect((c.dummiesInOneRow, c.dummiesInTwoRows, c.dummiesInMoreRows) == (1, 1, 1))

        try s.add(z == 30 ~ Strength(priority: 250))
        c = s.composition
        #expect((c.errors, c.rows, c.errorTerms, c.dummyTerms, c.objectiveTerms) == (2, 4, 1, 9, 4))
        #expect((c.dummiesInOneRow, c.dummiesInTwoRows, c.dummiesInMoreRows) == (0, 1, 2))

        try s.add(y >= 0)
        c = s.composition
        #expect((c.slacks, c.records, c.dormant, c.rows) == (0, 5, 1, 4))
        #expect(c.description(per: 2).hasPrefix("symbols: 1.5 variables, 0.0 slacks, 1.0 errors, 1.5 markers"))
    }

    /// Random adds and removals on one row, long enough to use the position index, agree with a dictionary.
    @Test func sparseRowAgreesWithDictionary() {
        var row = SparseRow()
        var reference: [Int32: Double] = [:]
        var random = SeededRandom(state: 7)
        func next(_ bound: Int) -> Int { random.next(bound) }
        for step in 0..<20_000 {
            let symbol = Int32(next(300))
            // Mostly adds; a removal or an exact cancellation now and then.
            switch next(10) {
            case 0:
                #expect(row.remove(symbol) == (reference.removeValue(forKey: symbol) ?? 0))
            case 1:
                let c = reference[symbol] ?? 0
                row.add(symbol, -c)
                reference[symbol] = nil
            default:
                let amount = Double(next(9) + 1)
                row.add(symbol, amount)
                reference[symbol, default: 0] += amount
            }
            if step % 997 == 0 {
                #expect(row.count == reference.count)
                for s in Int32(0)..<300 { #expect(row.coefficient(of: s) == (reference[s] ?? 0)) }
            }
        }
        #expect(Set(row.symbols) == Set(reference.keys))
    }

    /// Rows share their storage until one of them changes: a copy keeps its terms whatever happens to the
    /// other (growth, removal, scaling, an index built past `SparseRow.indexThreshold` terms).
    @Test func copiedRowsAreIndependent() {
        var original = SparseRow(constant: 1, capacity: 2)
        original.add(1, 2)
        original.add(2, 3)
        let before = original
        original.add(3, 4)  // grows the shared block into a new one
        var copy = original
        copy.scale(by: 10)
        copy.remove(1)
        for s in Int32(10)..<40 { original.add(s, 1) }
        #expect(before.count == 2 && before.coefficient(of: 1) == 2 && before.coefficient(of: 3) == 0)
        #expect(copy.constant == 10 && copy.count == 2 && copy.coefficient(of: 2) == 30 && copy.coefficient(of: 3) == 40)
        #expect(original.constant == 1 && original.count == 33 && original.coefficient(of: 1) == 2)
        #expect(original.coefficient(of: 39) == 1 && original.coefficient(of: 40) == 0)
    }

    /// A row filled without indexing and then indexed finds every term, and keeps finding them as it changes.
    @Test func rowBuiltInOneGoIsIndexed() {
        var row = SparseRow(constant: 0, capacity: 40)
        for s in Int32(0)..<40 { row.appendUnindexed(s * 7, Double(s) + 1) }
        row.indexIfLong()
        #expect((0..<40).allSatisfy { row.coefficient(of: Int32($0) * 7) == Double($0) + 1 })
        #expect(row.coefficient(of: 1) == 0)
        for s in Int32(0)..<30 { row.remove(s * 7) }
        row.add(5, 1)
        #expect(row.count == 11 && row.coefficient(of: 5) == 1 && row.coefficient(of: 39 * 7) == 40)
    }

    /// Columns in one pool, through growth past the index threshold and back, with freed blocks reused.
    @Test func columnsInsertAndRemove() {
        let columns = ColumnPool()
        for _ in 0..<3 { columns.addSymbol() }
        for h in Int32(0)..<100 { columns.insertNew(h, into: 1) }
        columns.insert(5, into: 1)
        for h in Int32(0)..<3 { columns.insertNew(h + 1000, into: 2) }
        #expect(columns[1].count == 100 && columns[2].sorted() == [1000, 1001, 1002] && columns[0].isEmpty)
        for h in stride(from: Int32(0), to: 100, by: 2) { columns.remove(h, from: 1) }
        #expect(columns[1].count == 50)
        #expect((0..<100).allSatisfy { columns.contains(Int32($0), in: 1) == ($0 % 2 == 1) })
        for h in stride(from: Int32(1), to: 100, by: 2) { columns.remove(h, from: 1) }
        #expect(columns[1].isEmpty && columns[2].count == 3)
        // The freed blocks serve the next columns; the others keep their rows.
        for h in Int32(0)..<40 { columns.insertNew(h + 500, into: 0) }
        #expect(Set(columns[0]) == Set(500..<540) && columns[2].sorted() == [1000, 1001, 1002])
        #expect(columns[1].isEmpty && !columns.contains(1, in: 1))
    }

    /// One constraint object in two solvers at once: each solver knows it independently.
    @Test func constraintSharedBetweenSolvers() throws {
        let a = Solver()
        let b = Solver()
        let xa = a.makeVariable("x")
        let xb = b.makeVariable("x")
        // The same expression shape in both solvers needs each solver's own variable, so share a constraint
        // that mentions no variable at all (a tautology) and one per solver around it.
        let shared = Constraint(Expression(constant: 0), .equal)
        try a.add(shared)
        try b.add(shared)
        try a.add(xa == 3)
        try b.add(xb == 4)
        #expect(a.hasConstraint(shared) && b.hasConstraint(shared))
        try a.remove(shared)
        #expect(!a.hasConstraint(shared) && b.hasConstraint(shared))
        #expect(throws: SolverError.unknownConstraint) { try a.remove(shared) }
        try a.add(shared)
        #expect(throws: SolverError.duplicateConstraint) { try b.add(shared) }
        try b.remove(shared)
        #expect(a.hasConstraint(shared) && !b.hasConstraint(shared))
        #expect(a.value(of: xa) == 3 && b.value(of: xb) == 4)
        #expect(a.constraints.count == 2 && b.constraints.count == 1)
    }

    /// A constraint keeps up to four terms in its own fields and more in an array: either way it gives back the
    /// expression it was made from, term for term, keeps it at another strength, and solves the same.
    @Test func constraintTermsInlineAndInArray() throws {
        for n in 0...6 {
            let s = Solver()
            let v = (0..<n).map { s.makeVariable("v\($0)") }
            let terms = v.enumerated().map { Term($1, Double($0 + 1)) }
            let c = Constraint(Expression(terms, constant: -Double(n)), .lessThanOrEqual)
            #expect(c.expression.terms == terms && c.expression.constant == -Double(n) && c.relation == .lessThanOrEqual)
            #expect(Array(c.terms) == terms && c.constant == -Double(n))
            let weak = c ~ .weak
            #expect(weak.expression.terms == terms && weak.relation == .lessThanOrEqual && weak.strength == .weak)
            try s.add(c)
            for x in v { try s.add(x >= 0 ~ .weak) }
            try s.add(v.reduce(Expression(constant: 0)) { $0 + $1 } >= Double(n) ~ .strong)
            // Σ (i+1)·v_i ≤ n with every v_i ≥ 0 and Σ v_i pulled up to n: the solution keeps the constraint.
            let sum = zip(v, terms).reduce(-Double(n)) { $0 + $1.1.coefficient * s.value(of: $1.0) }
            #expect(sum <= 1e-9)
        }
        // Terms of two solvers: kept as written (the array), and refused when added, naming the foreign variable.
        let a = Solver()
        let b = Solver()
        let (x, y) = (a.makeVariable("x"), b.makeVariable("y"))
        let mixed = x + y == 1
        #expect(mixed.expression.terms == [Term(x), Term(y)])
        #expect(throws: SolverError.foreignVariable(y)) { try a.add(mixed) }
    }

    /// A constraint keeps its strength as a 16-bit code: whole priorities of weight 1 are their own code, other
    /// strengths are numbered in a table the process shares, and past its room kept by the constraint's identity.
    /// Every way reads back the strength exactly, and weights past the table's room still compete as weights.
    @Test func strengthsReadBackExactly() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let samples: [Strength] = [
            .required, Strength(priority: 750), Strength(priority: 1), Strength(priority: 999.999),
            Strength(priority: 0.0001), Strength(priority: 1000.5), .strong, .medium, .weak, .weighted(2.5),
            Strength(priority: 250, weight: 3),
        ]
        for strength in samples { #expect((x == 1 ~ strength).strength == strength) }
        // More distinct strengths than the table holds (32,766): the last ones are kept aside.
        let many = (0..<33_000).map { x >= Double($0) ~ Strength(priority: 500.5, weight: Double($0) + 0.25) }
        #expect(many.indices.allSatisfy { many[$0].strength == Strength(priority: 500.5, weight: Double($0) + 0.25) })
        let low = x == 0 ~ Strength(priority: 600.5, weight: 1.5)
        let high = x == 10 ~ Strength(priority: 600.5, weight: 7.5)
        try s.add(low)
        try s.add(high)
        #expect(s.value(of: x) == 10)
        #expect(low.strength.weight == 1.5 && high.withStrength(.weak).strength == .weak)
    }

    /// Removed constraints free their slots; the order of `constraints` stays the order of adding.
    @Test func slotsAreReusedAndOrderKept() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let cs = (0..<10).map { x >= Double($0) }
        for c in cs { try s.add(c) }
        for c in cs[2..<6] { try s.remove(c) }
        let again = [x <= 100, x <= 200]
        for c in again { try s.add(c) }
        #expect(s.constraints == Array(cs[0..<2]) + Array(cs[6...]) + again)
        #expect(s.value(of: x) == 9)
    }

    /// Cycles of making variables, adding constraints on them, removing the constraints and then the variables
    /// reuse the same slots: the tableau's tables stop growing after the first cycle, and results stay right.
    @Test func slotsOfRemovedVariablesAndConstraintsAreReused() throws {
        let s = Solver()
        var sizes: [Int] = []
        for cycle in 0..<30 {
            let left = (0..<20).map { _ in s.makeVariable() }
            let width = (0..<20).map { _ in s.makeVariable() }
            var cs: [Constraint] = []
            for i in 0..<20 {
                cs.append(i == 0 ? left[0] == Double(cycle) : left[i] == left[i - 1] + width[i - 1] + 8)
                cs.append(i % 2 == 0 ? width[i] >= 20 : width[i] == 100 ~ Strength(priority: 250))
            }
            for c in cs { try s.add(c) }
            #expect(s.value(of: left[19]) == Double(cycle) + 10 * 20 + 9 * 100 + 19 * 8)
            #expect(throws: SolverError.variableInUse(left[3])) { try s.removeVariable(left[3]) }
            for c in cs { try s.remove(c) }
            for v in left + width { try s.removeVariable(v) }
            #expect(throws: SolverError.foreignVariable(left[0])) { try s.add(left[0] == 1) }
            #expect(s.tableau.brokenInvariant() == nil)
            sizes.append(s.tableau.kinds.count)
        }
        #expect(Set(sizes.dropFirst()).count == 1, "symbol tables grew: \(sizes)")
    }

    /// Only user variables have a place in the user-variable tables (ranks, offsets, reported values); markers,
    /// slacks and errors have none. A released slot keeps its place, and whatever takes it reads as new: a
    /// variable in the slot of one that reported 10 is listed when it is 10, a variable in a marker's slot gets a
    /// place of its own, and a marker in a variable's slot reads no offset.
    @Test func userVariableTablesHoldOnlyUserVariables() throws {
        let s = Solver()
        let x = s.makeVariable()
        let y = s.makeVariable()
        let pin = x == 10
        try s.add(pin)
        try s.add(y == 20 ~ Strength(priority: 250))
        // Two variables and three other symbols (a marker, two errors): two places, and the empty one.
        #expect(s.tableau.kinds.count == 5 && s.tableau.kinds.places == 3)
        #expect(s.fetchChanges().map(\.value) == [10, 20])
        let marker = s.tableau.records[pin]!.marker
        #expect(s.tableau.kinds.place(Int(marker)) == 0)
        try s.remove(pin)
        try s.removeVariable(x)
        // x's slot, released last, is taken first.
        let w = s.makeVariable()
        #expect(w.index == x.index && s.tableau.kinds.places == 3)
        let v = s.makeVariable()
        #expect(v.index == marker && s.tableau.kinds.places == 4)
        #expect(s.tableau.offsets[Int(v.index)] == 0 && s.tableau.reported[Int(v.index)] == 0)
        let link = v == w + 1
        try s.add(w == 10)
        try s.add(link)
        #expect(s.fetchChanges().map(\.value) == [10, 11])
        #expect(s.tableau.brokenInvariant() == nil)
        // v's slot, released, serves the next constraint's marker: its place stays, cleared.
        try s.remove(link)
        try s.removeVariable(v)
        let bound = y <= 15
        try s.add(bound)
        #expect(s.tableau.records[bound]!.marker == v.index && s.tableau.kinds[Int(v.index)] != .external)
        #expect(s.tableau.kinds.places == 4 && s.tableau.offsets[Int(v.index)] == 0)
        #expect(s.value(of: y) == 15 && s.value(of: w) == 10)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    /// Objective counts live in three bits of a symbol's flags, with counts above six kept aside: every count reads
    /// back as written, going up and down, and the symbol's other flags are left alone.
    @Test func objectiveCountsReadBackAndLeaveOtherFlags() {
        let flags = SymbolFlags()
        let counts = ObjectiveCounts(flags)
        for _ in 0..<3 { flags.bits.append(0) }
        flags.basic[1] = true
        flags.isDirty[1] = true
        for n: Int32 in [1, 2, 3, 6, 7, 9, 7, 6, 2, 1, 0, 8, 0] {
            counts[1] = n
            #expect(counts[1] == n && counts[0] == 0 && counts[2] == 0)
            #expect(flags.basic[1] && flags.isDirty[1] && !flags.rowLogged[1])
        }
        counts[2] += 1
        counts[2] += 1
        counts[2] -= 1
        #expect(counts[2] == 1 && !flags.basic[2])
    }

    /// A solver told how much is coming makes room once: building a chain of 300 views grows none of its
    /// per-symbol tables, and gives the same values, bit for bit, as a solver built without the hint, or with a
    /// hint far too small or negative.
    @Test func reservedCapacityIsUsedAndChangesNoValue() throws {
        func chain(reserving hint: (variables: Int, constraints: Int)?) throws -> (Solver, [Double], grew: Bool) {
            let s = Solver()
            if let hint { s.reserveCapacity(variables: hint.variables, constraints: hint.constraints) }
            let before = s.tableau.kinds.capacity
            let left = (0..<300).map { _ in s.makeVariable() }
            let width = (0..<300).map { _ in s.makeVariable() }
            for i in 0..<300 {
                try s.add(i == 0 ? left[0] == 0 : left[i] == left[i - 1] + width[i - 1] + 8)
                try s.add(width[i] >= 20)
                try s.add(width[i] == 100 ~ Strength(priority: 250))
            }
            return (s, (left + width).map { s.value(of: $0) }, s.tableau.kinds.capacity != before)
        }
        let plain = try chain(reserving: nil)
        let reserved = try chain(reserving: (600, 900))
        #expect(plain.grew)
        #expect(!reserved.grew)
        #expect(reserved.1.map(\.bitPattern) == plain.1.map(\.bitPattern))
        #expect(reserved.0.tableau.brokenInvariant() == nil)
        for hint in [(1, 1), (-5, -5), (0, 0)] {
            #expect(try chain(reserving: hint).1.map(\.bitPattern) == plain.1.map(\.bitPattern))
        }
    }

    /// Rows the tableau keeps take exactly their size: a short row a slot of the pool of its length (a
    /// constraint's row is built with room for its marker and then loses its subject, and is copied into the slot),
    /// a long row (an index past `SparseRow.indexThreshold` terms) a block built at its size. Values stay right.
    @Test func keptRowsAreAtTheirExactSize() throws {
        let s = Solver()
        let top = (0..<40).map { _ in s.makeVariable() }
        let height = (0..<40).map { _ in s.makeVariable() }
        let total = s.makeVariable()
        for i in 0..<40 {
            try s.add(i == 0 ? top[0] == 0 : top[i] == top[i - 1] + height[i - 1] + 8)
            try s.add(height[i] >= 20)
            try s.add(height[i] == 100 ~ Strength(priority: 250))
        }
        try s.add(total == Expression(height.map { Term($0) }, constant: 1))
        var kept = 0
        for row in s.tableau.rows where row.count > 0 {
            #expect(row.capacity == row.count)
            kept += 1
        }
        #expect(kept > 80 && s.tableau.rows.contains { $0.count > 16 })
        #expect(s.value(of: top[39]) == 39 * 108 && s.value(of: total) == 4_001)
        try s.add(height[7] == 50)
        #expect(s.value(of: top[39]) == 39 * 108 - 50 && s.value(of: total) == 3_951)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    /// The table of rows keeps a short row in a slot of exactly its length (a slot freed by one row serves the next
    /// of that length), a long row in its own block, and changes each in place or by moving it to the slot of its
    /// new size: what is read back is what a `SparseRow` given the same changes holds, term for term.
    @Test func rowTableKeepsRowsInSlotsOfTheirSize() {
        let table = RowTable()
        for _ in 0..<5 { table.appendEmpty() }
        var short = SparseRow(constant: 2, capacity: 3)
        for s in Int32(10)..<13 { short.add(s, Double(s)) }
        table.store(0, short)
        #expect(table[0].capacity == 3 && table[0].count == 3 && table[0].constant == 2 && table[1].isEmpty)
        let slot = table[0].header
        table.release(0)
        table.store(1, short)
        #expect(table[1].header == slot && table[0].isEmpty && table[0].constant == 0)
        // A removal moves the row to the slot of two terms, the last term into the removed one's place.
        #expect(table.remove(10, from: 1) == 10)
        short.remove(10)
        #expect(table[1].capacity == 2 && table[1].symbols.elementsEqual(short.symbols))
        #expect(table[1].coefficients.elementsEqual(short.coefficients))
        table.shiftConstant(1, by: 0.5)
        table.shiftConstant(2, by: -1)
        #expect(table[1].constant == 2.5 && table[2].constant == -1 && table[2].isEmpty)
        // A long row keeps its block (and index); taken out and changed, it comes back through `store`.
        let n = SparseRow.indexThreshold + 4
        var long = SparseRow(constant: 0, capacity: n)
        for s in Int32(0)..<Int32(n) { long.add(s, Double(s) + 1) }
        table.store(3, long)
        #expect(table[3].header == long.headerAddress && table[3].coefficient(of: Int32(n - 1)) == Double(n))
        #expect(table.remove(5, from: 3) == 6 && !table[3].contains(5) && long.contains(5))
        var copy = table.copy(3)
        copy.add(5, 1)
        #expect(!table[3].contains(5) && table[3].count == n - 1)
        // A long row with room to spare is copied into a block of its size.
        let m = SparseRow.indexThreshold + 1
        var roomy = SparseRow(constant: 0, capacity: 2 * n)
        for s in Int32(0)..<Int32(m) { roomy.add(s, 1) }
        table.store(4, roomy)
        #expect(table[4].capacity == m && table[4].header != roomy.headerAddress && table[4].coefficient(of: Int32(m - 1)) == 1)
        var taken = SparseRow()
        table.take(3, into: &taken)
        #expect(table[3].isEmpty && taken.count == n - 1 && taken.coefficient(of: Int32(n - 1)) == Double(n))
        table.take(1, into: &taken, room: 4)
        #expect(table[1].isEmpty && taken.capacity >= 4 && taken.symbols.elementsEqual(short.symbols))
        #expect(taken.constant == 2.5)
    }

    /// A row emptied to be built again keeps its block when it is unshared and large enough, and leaves a block
    /// that another row shares alone; an exact copy holds the same terms, found through its index when long.
    @Test func resetReusesBlockAndExactCopyKeepsTerms() {
        var row = SparseRow(constant: 0, capacity: 30)
        for s in Int32(0)..<20 { row.add(s, Double(s) + 1) }
        var copy = row.exactCopy()
        #expect(copy.capacity == 20 && copy.count == 20)
        for s in Int32(0)..<20 { #expect(copy.coefficient(of: s) == Double(s) + 1) }
        copy.remove(5)
        #expect(copy.coefficient(of: 19) == 20 && !copy.contains(5) && row.contains(5))
        let shared = row
        row.reset(constant: 3, capacity: 4)
        #expect(shared.count == 20 && row.isEmpty && row.constant == 3 && row.capacity == 4)
        row.add(1, 2)
        row.reset(constant: 0, capacity: 2)
        #expect(row.isEmpty && row.capacity == 4)
        for s in Int32(0)..<18 { row.add(s, 1) }
        #expect(row.count == 18 && row.coefficient(of: 17) == 1 && !row.contains(18))
    }
}
