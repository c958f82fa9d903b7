import TestSupport
import Testing

@testable import Cassowary

/// The promises of issue 22: a refused call leaves the solver exactly as it was (compared bit for bit with a twin
/// that never saw the call), `fetchChanges()` lists only variables whose value differs from the value last
/// reported, edit variables' own constraints stay internal, and the documented limits are enforced.
@Suite struct RollbackTests {
    /// Every variable's value, as bits.
    static func bits(_ s: Solver, _ vs: [Variable]) -> [UInt64] { vs.map { s.value(of: $0).bitPattern } }

    /// What `fetchChanges()` reports, as (index, bits).
    static func changes(_ s: Solver) -> [[UInt64]] {
        s.fetchChanges().map { [UInt64($0.variable.index), $0.value.bitPattern] }
    }

    @Test func refusedAdditionThatActivatedADormantBoundChangesNothing() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x <= 200)
        try s.add(x == 37 ~ .weak)
        _ = s.fetchChanges()
        #expect(throws: SolverError.self) { try s.add(x >= 300) }
        #expect(s.fetchChanges().isEmpty)
        #expect(s.value(of: x) == 37)
        #expect(s.tableau.dormant.count == 1)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    @Test func refusedAdditionLeavesLaterSolutionsAsWithoutIt() throws {
        func run(refused: Bool) throws -> [Double] {
            let s = Solver()
            let x = (0..<4).map { s.makeVariable("x\($0)") }
            try s.add(x[1] >= -37)
            try s.add(2 * x[3] + 0.5 * x[2] + 1.5 * x[1] == 48.25)
            try s.add(x[2] >= -2)
            try s.add(x[0] >= -1)
            if refused {
                #expect(throws: SolverError.self) { try s.add(x[3] == x[1] + 3 * x[0] + 92.5) }
            }
            try s.add(x[3] == -46 ~ .medium)
            return x.map { s.value(of: $0) }
        }
        let without = try run(refused: false)
        #expect(without == [0, 0, 280.5, -46])
        #expect(try run(refused: true) == without)
    }

    @Test func additionListsOnlyVariablesThatMoved() throws {
        let s = Solver()
        let v = (0..<3).map { s.makeVariable("v\($0)") }
        try s.add(2 * v[0] + v[0] - 7 >= 0)
        try s.add(2 * v[1] + v[2] - 5 >= 0)
        try s.add(2 * v[0] + v[1] - 4 >= 0)
        _ = s.fetchChanges()
        let before = s.value(of: v[1])
        try s.add(-1 * v[1] + v[0] - 10 >= 0)
        let listed = s.fetchChanges()
        #expect(listed.allSatisfy { s.value(of: $0.variable) == $0.value })
        #expect(!listed.contains { $0.variable == v[1] } || s.value(of: v[1]) != before)
        #expect(listed.map(\.variable).contains(v[0]))
    }

    @Test func variableThatMovedAndCameBackIsNotListed() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(y == x + 1)
        try s.addEditVariable(x, strength: Strength(priority: 750))
        try s.suggestValue(10, for: x)
        #expect(s.fetchChanges().map(\.value) == [10, 11])
        try s.suggestValue(20, for: x)
        #expect(s.value(of: y) == 21)
        try s.suggestValue(10, for: x)
        #expect(s.fetchChanges().isEmpty)
        try s.suggestValue(12, for: x)
        #expect(s.fetchChanges().map(\.value) == [12, 13])
    }

    @Test func editVariablesConstraintsAreInternal() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let pin = x >= 0
        try s.add(pin)
        try s.addEditVariable(x, strength: Strength(priority: 750))
        #expect(s.constraints == [pin])
        let listed = s.tableau.records.all.compactMap { $0.record.owner as? Constraint }
        let hidden = try #require(listed.first { $0 !== pin })
        #expect(!s.hasConstraint(hidden))
        #expect(throws: SolverError.unknownConstraint) { try s.remove(hidden) }
        #expect(throws: SolverError.duplicateConstraint) { try s.add(hidden) }
        try s.suggestValue(5, for: x)
        #expect(s.value(of: x) == 5)
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
        #expect(s.tableau.records.all.count == 1)
    }

    /// Levels above 0 and at most 1000: Auto Layout's 1…1000, and below 1 the layout engine's ambiguity probe.
    @Test func prioritiesOutsideZeroToAThousandAreRefused() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for p in [0, -1, -0.001, 1000.5, .nan, .infinity] {
            #expect(throws: SolverError.self) { try s.add(x == 1 ~ Strength(priority: p)) }
            #expect(throws: SolverError.self) { try s.addEditVariable(x, strength: Strength(priority: p)) }
        }
        try s.add(x == 1 ~ Strength(priority: 1))
        try s.add(x == 2 ~ Strength(priority: 999.5))
        try s.add(x == 3 ~ Strength(priority: 0.001))
        #expect(s.value(of: x) == 2)
        #expect(s.constraints.count == 3 && !s.hasEditVariable(x))
    }

    @Test func requiredConstraintsStayExactAtLargeMagnitudes() throws {
        for order in 0..<2 {
            let s = Solver()
            let x = s.makeVariable("x")
            let a = x == 1e8
            let b = x <= 1e8 - 1
            let (first, second) = order == 0 ? (a, b) : (b, a)
            try s.add(first)
            #expect(throws: SolverError.unsatisfiable(conflicts: [first, second])) { try s.add(second) }
            #expect(s.value(of: x) == (order == 0 ? 1e8 : 0))
        }
        // Within the tolerance at such a magnitude (1e-11 of it): accepted.
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x == 1e8)
        try s.add(x <= 1e8 - 1e-4)
        #expect(s.value(of: x) == 1e8)
    }

    /// Every conflict set is minimal: without any one of the constraints it names, the rest and the refused
    /// constraint hold together (checked in a fresh solver). Random required systems with many refusals.
    @Test func conflictSetsAreMinimal() throws {
        var refusals = 0
        for seed in 0..<Soak.amount(short: 50, full: 200) {
            var rng = SeededRandom(seed: UInt64(seed) &+ 99)
            let s = Solver()
            let n = 3 + rng.next(5)
            let vs = (0..<n).map { _ in s.makeVariable() }
            var recipes: [ObjectIdentifier: Recipe] = [:]
            func feasible(_ list: [Recipe]) -> Bool {
                let t = Solver()
                let ts = (0..<n).map { _ in t.makeVariable() }
                do { for r in list { try t.add(r.make(ts)) } } catch { return false }
                return true
            }
            for _ in 0..<25 {
                var terms: [(Int, Double)] = []
                for _ in 0..<(1 + rng.next(3)) { terms.append((rng.next(n), Double(rng.next(9) - 4))) }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.next(3)]
                let recipe = Recipe(
                    terms: terms, constant: Double(rng.next(41) - 20), relation: relation,
                    priority: rng.next(4) == 0 ? 500 : 1000)
                let c = recipe.make(vs)
                var conflicts: [Constraint] = []
                do { try s.add(c) } catch { if case .unsatisfiable(let cs) = error { conflicts = cs } }
                if conflicts.isEmpty {
                    recipes[ObjectIdentifier(c)] = recipe
                } else {
                    refusals += 1
                    let named = conflicts.dropLast().map { recipes[ObjectIdentifier($0)]! }
                    #expect(!feasible(named + [recipe]), "seed \(seed): the named set is feasible")
                    for i in named.indices {
                        var rest = named
                        rest.remove(at: i)
                        #expect(feasible(rest + [recipe]), "seed \(seed): conflict set not minimal")
                    }
                }
            }
        }
        #expect(refusals > Soak.amount(short: 250, full: 1000))
    }

    // MARK: - Twins

    /// A constraint as numbers, made for each twin from its own variables.
    struct Recipe {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var priority: Double

        func make(_ vs: [Variable]) -> Constraint {
            Constraint(
                Expression(terms.map { Term(vs[$0.0], $0.1) }, constant: constant), relation,
                strength: Strength(priority: priority))
        }
    }

    /// Random scripts in which about one call in five is refused. Solver `a` sees every call; its twin `b` only
    /// the ones `a` accepted. After every call both report the same changes and the same values, bit for bit,
    /// and `a`'s tableau stays consistent.
    @Test(arguments: 0..<Soak.amount(short: 40, full: 300))
    func refusedCallsLeaveNoTrace(seed: Int) throws {
        try refusedCallsLeaveNoTrace(seed: seed, reversingEveryChain: false)
    }

    /// The same scripts with every variable that an expansion defines taken by reversing a chain of rows
    /// (`Tableau.defineByReversal`) wherever one leads to it, so that its undo log meets reversals too.
    @Test(arguments: 0..<Soak.amount(short: 40, full: 300))
    func refusedCallsLeaveNoTraceWithChainsReversed(seed: Int) throws {
        try refusedCallsLeaveNoTrace(seed: seed, reversingEveryChain: true)
    }

    func refusedCallsLeaveNoTrace(seed: Int, reversingEveryChain: Bool) throws {
        var rng = SeededRandom(seed: UInt64(seed) &+ 777)
        let a = Solver()
        let b = Solver()
        if reversingEveryChain { (a.tableau.reversalThreshold, b.tableau.reversalThreshold) = (0, 0) }
        let n = 4 + rng.next(6)
        let va = (0..<n).map { _ in a.makeVariable() }
        let vb = (0..<n).map { _ in b.makeVariable() }
        var added: [(Constraint, Constraint)] = []
        var edited: [Int] = []
        var refused = 0
        for step in 0..<40 {
            let roll = rng.next(100)
            var accepted = true
            if roll < 55 {
                var terms: [(Int, Double)] = []
                for _ in 0..<(1 + rng.next(3)) {
                    terms.append((rng.next(n), Double(rng.next(9) - 4) * [1, 0.5, 1.5][rng.next(3)]))
                }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.next(3)]
                let priority = rng.next(3) == 0 ? [250.0, 500, 750, Strength.kiwiLevel][rng.next(4)] : 1000
                let recipe = Recipe(
                    terms: terms, constant: Double(rng.next(401) - 200) / 2, relation: relation,
                    priority: priority)
                let ca = recipe.make(va)
                do { try a.add(ca) } catch { accepted = false }
                if accepted {
                    let cb = recipe.make(vb)
                    try b.add(cb)
                    added.append((ca, cb))
                }
            } else if roll < 70, !added.isEmpty {
                let (ca, cb) = added.remove(at: rng.next(added.count))
                try a.remove(ca)
                try b.remove(cb)
            } else if roll < 80 {
                let v = rng.next(n)
                if edited.contains(v) {
                    #expect(throws: SolverError.duplicateEditVariable) {
                        try a.addEditVariable(va[v], strength: Strength(priority: 500))
                    }
                    accepted = false
                } else {
                    try a.addEditVariable(va[v], strength: Strength(priority: 500))
                    try b.addEditVariable(vb[v], strength: Strength(priority: 500))
                    edited.append(v)
                }
            } else if roll < 92 {
                let v = rng.next(n)
                let value = Double(rng.next(201) - 100)
                if edited.contains(v) {
                    try a.suggestValue(value, for: va[v])
                    try b.suggestValue(value, for: vb[v])
                } else {
                    #expect(throws: SolverError.unknownEditVariable) { try a.suggestValue(value, for: va[v]) }
                    accepted = false
                }
            } else if let (ca, _) = added.randomElementSeeded(&rng) {
                #expect(throws: SolverError.duplicateConstraint) { try a.add(ca) }
                accepted = false
            }
            if !accepted { refused += 1 }
            // Reads are interleaved at random, so that refused calls meet both settled and unsettled states.
            if rng.next(3) == 0 || !accepted {
                let (ca, cb) = (Self.changes(a), Self.changes(b))
                #expect(ca == cb, "seed \(seed) step \(step): changes differ")
                #expect(Self.bits(a, va) == Self.bits(b, vb), "seed \(seed) step \(step): values differ")
                if ca != cb { return }
            }
        }
        #expect(Self.changes(a) == Self.changes(b))
        #expect(Self.bits(a, va) == Self.bits(b, vb))
        #expect(a.tableau.brokenInvariant() == nil)
        #expect(refused > 0, "seed \(seed): no call was refused")
    }
}

extension Array {
    /// A pseudo-random element from the test's generator (nil when empty).
    func randomElementSeeded(_ rng: inout SeededRandom) -> Element? {
        isEmpty ? nil : self[rng.next(count)]
    }
}
