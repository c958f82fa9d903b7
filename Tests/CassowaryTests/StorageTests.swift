import Testing
@testable import Cassowary

/// The solver's storage: sparse rows with their position index, and constraint records found through the
/// tag a constraint carries.
@Suite struct StorageTests {
    /// Random adds and removals on one row, long enough to use the position index, agree with a dictionary.
    @Test func sparseRowAgreesWithDictionary() {
        var row = SparseRow()
        var reference: [Int32: Double] = [:]
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
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

    /// A set of symbols through growth past its index threshold and back.
    @Test func symbolSetInsertsAndRemoves() {
        var set = SymbolSet()
        for s in Int32(0)..<100 { set.insert(s) }
        set.insert(5)
        #expect(set.count == 100)
        for s in stride(from: Int32(0), to: 100, by: 2) { set.remove(s) }
        #expect(set.count == 50)
        #expect((0..<100).allSatisfy { set.contains(Int32($0)) == ($0 % 2 == 1) })
        for s in stride(from: Int32(1), to: 100, by: 2) { set.remove(s) }
        #expect(set.isEmpty)
    }

    /// One constraint object in two solvers at once: each solver knows it independently.
    @Test func constraintSharedBetweenSolvers() throws {
        let a = Solver(), b = Solver()
        let xa = a.makeVariable("x"), xb = b.makeVariable("x")
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
}
