import TestSupport
import Testing

@testable import Cassowary

@Suite struct SolverBasics {
    @Test func equalityAndInequality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(x == 10)
        try s.add(y >= x + 5)
        try s.add(y == 0 ~ Strength(priority: 250))
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) == 15)
    }

    @Test func midpointOfALine() throws {
        // The Cassowary paper's example: xm is the midpoint of xl and xr, xl + 10 <= xr, all within 0…100.
        let s = Solver()
        let xl = s.makeVariable("xl")
        let xm = s.makeVariable("xm")
        let xr = s.makeVariable("xr")
        try s.add(2 * xm == xl + xr)
        try s.add(xl + 10 <= xr)
        try s.add(xr <= 100)
        try s.add(xl >= 0)
        try s.add(xl == 90 ~ .weak)
        #expect(s.value(of: xl) == 90)
        #expect(s.value(of: xr) == 100)
        #expect(s.value(of: xm) == 95)
        try s.addEditVariable(xm, strength: .strong)
        try s.suggestValue(20, for: xm)
        #expect(s.value(of: xm) == 20)
        #expect(s.value(of: xl) + 10 <= s.value(of: xr))
        #expect(s.value(of: xl) + s.value(of: xr) == 40)
        try s.suggestValue(98, for: xm)
        #expect(s.value(of: xr) == 100)
        #expect(s.value(of: xl) == 90)
        #expect(s.value(of: xm) == 95)
    }

    @Test func boundedWindow() throws {
        // A window whose width is edited stays within its bounds.
        let s = Solver()
        let left = s.makeVariable("left")
        let width = s.makeVariable("width")
        try s.add(left == 0)
        try s.add(width >= 100)
        try s.add(width <= 400)
        try s.addEditVariable(width, strength: .strong)
        try s.suggestValue(250, for: width)
        #expect(s.value(of: width) == 250)
        try s.suggestValue(1000, for: width)
        #expect(s.value(of: width) == 400)
        try s.suggestValue(10, for: width)
        #expect(s.value(of: width) == 100)
    }

    @Test func prioritiesAreStrict() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for _ in 0..<100 { try s.add(x == 0 ~ Strength(priority: 250)) }
        try s.add(x == 10 ~ Strength(priority: 251))
        #expect(s.value(of: x) == 10)

        let t = Solver()
        let y = t.makeVariable("y")
        for _ in 0..<300 { try t.add(y == 0 ~ Strength(priority: 1)) }
        try t.add(y == 7 ~ Strength(priority: 2))
        #expect(t.value(of: y) == 7)
    }

    @Test func kiwiWeightsTrade() throws {
        // kiwi's strengths share one level: 2,000,000 weak errors outweigh... here 3 mediums beat nothing, weights add.
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x == 0 ~ .medium)
        try s.add(x == 0 ~ .medium)
        try s.add(x == 10 ~ Strength.weighted(1500))
        #expect(s.value(of: x) == 0)
    }

    @Test func equalPrioritiesSumErrors() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x == 0 ~ Strength(priority: 500))
        try s.add(x == 0 ~ Strength(priority: 500))
        try s.add(x == 10 ~ Strength(priority: 500))
        #expect(s.value(of: x) == 0)
    }
}

@Suite struct SolverChanges {
    /// More moved variables than the list of changes keeps (4,096 here) are all reported, in order, read from
    /// their flags; the next report is back to the list.
    @Test func changesBeyondTheListAreAllReported() throws {
        let s = Solver()
        let base = s.makeVariable("base")
        try s.addEditVariable(base, strength: .strong)
        let xs = (0..<5_000).map { s.makeVariable("x\($0)") }
        for (i, x) in xs.enumerated() { try s.add(x == base + Double(i)) }
        _ = s.fetchChanges()
        try s.suggestValue(10, for: base)
        #expect(s.value(of: xs[4_999]) == 5_009)  // values refreshed: the list stopped at its limit
        let (listed, overflowed) = (s.tableau.changed.count, s.tableau.changedOverflowed)
        #expect(listed == 4_096 && overflowed)
        let changes = s.fetchChanges()
        #expect(changes.count == 5_001)
        #expect(changes.map(\.variable) == [base] + xs)
        #expect(changes.dropFirst().enumerated().allSatisfy { $0.element.value == 10 + Double($0.offset) })
        let afterReport = (s.tableau.changed.count, s.tableau.changedOverflowed)
        #expect(afterReport == (0, false))
        try s.suggestValue(11, for: base)
        #expect(s.fetchChanges().count == 5_001)
        try s.add(xs[0] <= 11)
        #expect(s.fetchChanges().isEmpty)
    }

    @Test func removeRestoresFreedom() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let weak = x == 5 ~ Strength(priority: 250)
        let strong = x == 20 ~ Strength(priority: 750)
        try s.add(weak)
        try s.add(strong)
        #expect(s.value(of: x) == 20)
        try s.remove(strong)
        #expect(s.value(of: x) == 5)
        #expect(!s.hasConstraint(strong))
        #expect(s.hasConstraint(weak))
    }

    @Test func chainLaysOutAndResizes() throws {
        let n = 50
        let chain = try SolverChain(n: n, room: 100)
        let (s, left, width, container) = (chain.solver, chain.left, chain.width, chain.w)
        let w0 = 108.0 * Double(n) - 8 + 100
        #expect(s.value(of: left[n - 1]) == 108 * Double(n - 1))
        #expect(s.value(of: width[n - 1]) == 100)
        try s.suggestValue(w0 - 500, for: container)
        #expect(s.value(of: left[n - 1]) + s.value(of: width[n - 1]) == w0 - 500)
        let total = (0..<n).map { s.value(of: width[$0]) }.reduce(0, +)
        #expect(abs(total - (100 * Double(n) - 400)) < 1e-6)
        #expect((0..<n).allSatisfy { s.value(of: width[$0]) >= 20 - 1e-9 })
        try s.suggestValue(w0, for: container)
        #expect((0..<n).allSatisfy { s.value(of: width[$0]) == 100 })
    }

    @Test func churnKeepsTheSolution() throws {
        let s = Solver()
        let n = 30
        let left = (0..<n).map { s.makeVariable("left\($0)") }
        let width = (0..<n).map { s.makeVariable("width\($0)") }
        var all: [Constraint] = [left[0] == 0]
        for i in 1..<n { all.append(left[i] == left[i - 1] + width[i - 1] + 8) }
        for i in 0..<n {
            all.append(width[i] >= 20)
            all.append(width[i] == 100 ~ Strength(priority: 250))
        }
        for c in all { try s.add(c) }
        var random = SeededRandom(state: 12345)
        for _ in 0..<200 {
            let c = random.pick(all)
            try s.remove(c)
            try s.add(c)
        }
        for i in 0..<n {
            #expect(s.value(of: left[i]) == 108 * Double(i))
            #expect(s.value(of: width[i]) == 100)
        }
    }

    @Test func fetchChangesReportsOnlyWhatMoved() throws {
        let s = Solver()
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let c = s.makeVariable("c")
        try s.add(a == 1)
        try s.add(b == 2 ~ .weak)
        try s.add(c == a + 1)
        let first = s.fetchChanges()
        #expect(first.map(\.variable) == [a, b, c])
        #expect(first.map(\.value) == [1, 2, 2])
        try s.addEditVariable(b, strength: .strong)
        try s.suggestValue(5, for: b)
        let second = s.fetchChanges()
        #expect(second.map(\.variable) == [b])
        #expect(second.map(\.value) == [5])
        #expect(s.fetchChanges().isEmpty)
    }
}

@Suite struct SolverErrors {
    @Test func conflictNamesTheConstraints() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let z = s.makeVariable("z")
        let c1 = x == 10
        let unrelated = z >= 3
        let c2 = y == x + 20
        let c3 = y <= 25
        try s.add(c1)
        try s.add(unrelated)
        try s.add(c2)
        #expect(throws: SolverError.unsatisfiable(conflicts: [c1, c2, c3])) { try s.add(c3) }
        // The solver is unchanged and still works.
        #expect(!s.hasConstraint(c3))
        #expect(s.value(of: y) == 30)
        try s.add(y <= 40)
        #expect(s.value(of: y) == 30)
    }

    @Test func contradictionWithItself() throws {
        let s = Solver()
        let bad = Constraint(Expression(constant: 5), .equal)
        #expect(throws: SolverError.unsatisfiable(conflicts: [bad])) { try s.add(bad) }
    }

    @Test func duplicateAndUnknown() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = x == 1
        try s.add(c)
        #expect(throws: SolverError.duplicateConstraint) { try s.add(c) }
        #expect(throws: SolverError.unknownConstraint) { try s.remove(x == 1) }
        #expect(s.value(of: x) == 1)
    }

    @Test func editVariableErrors() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        #expect(throws: SolverError.unknownEditVariable) { try s.suggestValue(1, for: x) }
        #expect(throws: SolverError.requiredEditVariable) { try s.addEditVariable(x, strength: .required) }
        try s.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable) { try s.addEditVariable(x, strength: .strong) }
        #expect(throws: SolverError.invalidNumber("suggested value nan for v0")) { try s.suggestValue(.nan, for: x) }
        try s.suggestValue(3, for: x)
        #expect(s.value(of: x) == 3)
        try s.removeEditVariable(x)
        #expect(throws: SolverError.unknownEditVariable) { try s.removeEditVariable(x) }
    }

    @Test func nonFiniteNumbersAndForeignVariables() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        #expect(throws: SolverError.invalidNumber("constant -inf")) { try s.add(x == Double.infinity) }
        #expect(throws: SolverError.invalidNumber("coefficient nan of v0")) { try s.add(Double.nan * x == 1) }
        let other = Solver()
        let y = other.makeVariable("y")
        #expect(throws: SolverError.foreignVariable(y)) { try s.add(x == y) }
        try s.add(x == 2)
        #expect(s.value(of: x) == 2)
    }
}

/// `Solver.replace(_:with:)`: a required equality's constant changed in place, anything else removed and added.
@Suite struct ReplaceTests {
    /// A chain of boxes hanging from a pinned root: moving the pin moves every box, keeps the constraint's place in
    /// `constraints`, and answers as removing and adding would.
    @Test func requiredEqualityMovesInPlace() throws {
        let s = Solver()
        let root = s.makeVariable("root")
        let boxes = (0..<50).map { s.makeVariable("box\($0)") }
        let pin = root == 100
        try s.add(pin)
        for (i, b) in boxes.enumerated() { try s.add(b == (i == 0 ? root : boxes[i - 1]) + 10) }
        try s.add(boxes[49] <= 2000)
        let moved = root == 300
        try s.replace(pin, with: moved)
        #expect(s.value(of: boxes[49]) == 800)
        #expect(!s.hasConstraint(pin) && s.hasConstraint(moved))
        #expect(s.constraints.first === moved)
        #expect(s.tableau.brokenInvariant() == nil)
        // Past the dormant bound on the last box: refused, and the solver keeps the pin it had.
        let tooFar = root == 1600
        #expect(throws: SolverError.self) { try s.replace(moved, with: tooFar) }
        #expect(s.hasConstraint(moved) && !s.hasConstraint(tooFar))
        #expect(s.value(of: boxes[49]) == 800)
        // Another shape (an inequality): removed and added.
        let floor = root >= 50
        try s.replace(moved, with: floor)
        #expect(s.hasConstraint(floor) && !s.hasConstraint(moved))
        #expect(s.value(of: root) >= 50 && s.value(of: boxes[49]) <= 2000)
        #expect(throws: SolverError.unknownConstraint) { try s.replace(moved, with: pin) }
    }

    /// A constant that contradicts the equalities the constraint was redundant with is refused, in place or not:
    /// the conflict is explained and the solver keeps the old constant.
    @Test func redundantEqualityRefusesAContradiction() throws {
        let s = Solver()
        let (x, y) = (s.makeVariable("x"), s.makeVariable("y"))
        let a = x == 10
        let b = y == x + 5
        let redundant = y == 15
        for c in [a, b, redundant] { try s.add(c) }
        for wrong in [y == 16, y == 14] {
            #expect(throws: SolverError.self) { try s.replace(redundant, with: wrong) }
            #expect(s.hasConstraint(redundant) && !s.hasConstraint(wrong))
            #expect(s.value(of: y) == 15)
        }
        #expect(s.tableau.brokenInvariant() == nil)
    }

    /// Random systems whose required pins move in place, some past what their required inequalities allow: each
    /// move taken answers as a solver built afresh with the same constraints would (the same error at every
    /// priority), and each move refused leaves the same system, its required constraints met and its errors as
    /// they were. A refused move takes its shift back without an undo log (`replaceConstantInPlace`), so the
    /// basis may differ; the answer may not.
    @Test func randomMovesAnswerAsAFreshSolver() throws {
        /// A constraint by variable index, to be made on either solver.
        enum Spec {
            case pin(Int, Double)
            case link(Int, Int, Double)
            case atMost(Int, Int, Double, priority: Double)
            case near(Int, Double, priority: Double)

            func make(_ v: [Variable]) -> Constraint {
                switch self {
                case .pin(let i, let c): v[i] == c
                case .link(let i, let j, let d): v[i] == v[j] + d
                case .atMost(let i, let j, let d, let p): v[i] - v[j] <= d ~ Strength(priority: p)
                case .near(let i, let t, let p): v[i] == t ~ Strength(priority: p)
                }
            }
        }
        /// The summed error at each priority below required, and the largest violation of a required one.
        func errors(_ s: Solver, _ held: [Constraint]) -> (levels: [Double: Double], required: Double) {
            var levels: [Double: Double] = [:]
            var required = 0.0
            for c in held {
                let e = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
                let violation = c.relation == .equal ? abs(e) : c.relation == .lessThanOrEqual ? max(0, e) : max(0, -e)
                if c.strength.priority >= 1000 {
                    required = max(required, violation)
                } else {
                    levels[c.strength.priority, default: 0] += violation
                }
            }
            return (levels, required)
        }
        func sameErrors(_ a: [Double: Double], _ b: [Double: Double]) -> Bool {
            Set(a.keys).union(b.keys).allSatisfy { abs(a[$0, default: 0] - b[$0, default: 0]) < 1e-6 }
        }
        var taken = 0
        var refused = 0
        for seed in 1...80 as ClosedRange<UInt64> {
            var rng = SeededRandom(seed: seed)
            let n = 8 + rng.next(8)
            let s = Solver()
            let v = (0..<n).map { s.makeVariable("v\($0)") }
            var specs: [Spec] = (0..<3).map { .pin($0, Double(100 * $0)) }
            for i in 3..<n {
                specs.append(
                    rng.next(10) < 6
                        ? .link(i, rng.next(i), Double(rng.next(41)) - 20)
                        : .near(i, Double(rng.next(301)), priority: 500))
            }
            var held = specs.map { $0.make(v) }
            for c in held { try s.add(c) }
            // Inequalities where the solution is, with room to spare or none: required ones and preferences.
            for k in 0..<8 {
                let (i, j) = (rng.next(n), rng.next(n))
                guard i != j else { continue }
                let room = Double(rng.next(3) == 0 ? 0 : rng.next(60))
                let spec = Spec.atMost(
                    i, j, s.value(of: v[i]) - s.value(of: v[j]) + room, priority: k % 2 == 0 ? 1000 : 750)
                specs.append(spec)
                held.append(spec.make(v))
                try s.add(held.last!)
            }
            for _ in 0..<12 {
                let p = rng.next(3)
                guard case .pin(_, let old) = specs[p] else { continue }
                let moved = Spec.pin(p, old + Double(rng.next(201)) - 100)
                let before = errors(s, held)
                let pin = moved.make(v)
                do {
                    try s.replace(held[p], with: pin)
                } catch {
                    refused += 1
                    #expect(s.hasConstraint(held[p]), "seed \(seed)")
                    let after = errors(s, held)
                    #expect(after.required < 1e-6 && sameErrors(after.levels, before.levels), "seed \(seed)")
                    #expect(s.tableau.brokenInvariant() == nil, "seed \(seed)")
                    continue
                }
                taken += 1
                specs[p] = moved
                held[p] = pin
                let fresh = Solver()
                let w = (0..<n).map { fresh.makeVariable("v\($0)") }
                let rebuilt = specs.map { $0.make(w) }
                for c in rebuilt { try fresh.add(c) }
                let ours = errors(s, held)
                #expect(ours.required < 1e-6 && sameErrors(ours.levels, errors(fresh, rebuilt).levels), "seed \(seed)")
                #expect(s.tableau.brokenInvariant() == nil, "seed \(seed)")
            }
        }
        // Both outcomes are exercised (refusals by the dual simplex and by a dormant inequality alike).
        #expect(taken > 200 && refused > 50, "taken \(taken), refused \(refused)")
    }

    /// The in-place change meets a dormant inequality that the move crosses: it joins the tableau, and the solution
    /// is the one removing and adding gives.
    @Test func inPlaceChangeActivatesWhatItCrosses() throws {
        func build() throws -> (Solver, Constraint, Variable, Variable) {
            let s = Solver()
            let (w, x) = (s.makeVariable("w"), s.makeVariable("x"))
            let pin = w == 100
            try s.add(pin)
            try s.add(x == 40 ~ Strength(priority: 250))
            try s.add(x <= w - 20)
            return (s, pin, w, x)
        }
        let (a, pinA, wa, xa) = try build()
        try a.replace(pinA, with: wa == 30)
        let (b, pinB, wb, xb) = try build()
        try b.remove(pinB)
        try b.add(wb == 30)
        #expect(a.value(of: xa) == 10 && b.value(of: xb) == 10 && a.value(of: wa) == 30)
        #expect(a.tableau.brokenInvariant() == nil)
    }
}
