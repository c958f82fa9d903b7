import TestSupport
import Testing

@testable import Cassowary

/// Long sequences of changes with the tableau's invariants checked after every step.
@Suite struct InvariantTests {
    /// The required constraints among `constraints` that the solver's current values violate.
    static func violations(_ s: Solver, _ constraints: [Constraint]) -> [String] {
        constraints.compactMap { c in
            guard c.strength.isRequired, s.hasConstraint(c) else { return nil }
            var v = c.expression.constant
            for t in c.expression.terms { v += t.coefficient * s.value(of: t.variable) }
            let ok =
                switch c.relation {
                case .equal: abs(v) < 1e-6
                case .lessThanOrEqual: v <= 1e-6
                case .greaterThanOrEqual: v >= -1e-6
                }
            return ok ? nil : "\(c) off by \(v)"
        }
    }

    /// A conflict found in the artificial phase of a long chain (rows and objective levels of well over 32
    /// terms, which are merged whole and logged whole) leaves the solver exactly as it was.
    @Test func conflictInALongChainRollsBack() throws {
        let n = 60
        let chain = try SolverChain(n: n, widthPriority: { 250 + Double($0 % 3) }, room: -500)
        let (s, left, width, w, all) = (chain.solver, chain.left, chain.width, chain.w, chain.all)
        let fits = all.last!
        let before = (left + width).map { s.value(of: $0) }
        #expect(s.tableau.brokenInvariant() == nil)
        // Both conflicts are found only after pivots through the long row tied to W.
        let tooWide = left[n - 1] + width[n - 1] >= w + 10
        #expect(throws: SolverError.unsatisfiable(conflicts: [fits, tooWide])) { try s.add(tooWide) }
        // Two widths as wide as W: the whole chain and every other width's minimum stand against it.
        let twoAsWideAsW = width[0] + width[1] >= w
        do {
            try s.add(twoAsWideAsW)
            Issue.record("a conflict was accepted")
        } catch .unsatisfiable(let conflicts) {
            #expect(conflicts.last === twoAsWideAsW && conflicts.contains { $0 === fits })
            #expect(conflicts.count == 2 * n - 1 + 1)
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(!s.hasConstraint(tooWide) && !s.hasConstraint(twoAsWideAsW))
        #expect(s.tableau.brokenInvariant() == nil)
        #expect((left + width).map { s.value(of: $0) } == before)
        // The solver still works: the chain follows W.
        try s.suggestValue(108 * Double(n) - 8, for: w)
        #expect(abs(s.value(of: left[n - 1]) + s.value(of: width[n - 1]) - (108 * Double(n) - 8)) < 1e-6)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    /// The chain of benchmarks.md under churn: after every step the tableau is consistent and every required
    /// constraint holds, and after every re-addition the unique optimum is back.
    @Test(arguments: [12, 50])
    func chainChurn(n: Int) throws {
        let chain = try SolverChain(n: n)
        let (s, left, width, all) = (chain.solver, chain.left, chain.width, chain.all)
        #expect(s.tableau.brokenInvariant() == nil)
        var random = SeededRandom(state: 12345)
        for step in 0..<Soak.amount(short: n < 20 ? 150 : 40, full: n < 20 ? 1000 : 400) {
            let victim = random.pick(all)
            for (what, act) in [("removing", { try s.remove(victim) }), ("adding", { try s.add(victim) })] {
                try act()
                var problems: [String] = Self.violations(s, all)
                if let broken = s.tableau.brokenInvariant() { problems.insert(broken, at: 0) }
                if !problems.isEmpty {
                    let list = problems.joined(separator: "\n")
                    Issue.record("step \(step) after \(what) \(victim):\n\(list)")
                    return
                }
            }
            let right = s.value(of: left[n - 1]) + s.value(of: width[n - 1])
            if abs(right - (108 * Double(n) - 8)) > 1e-6 {
                Issue.record("step \(step) after re-adding \(victim): right edge \(right)")
                return
            }
        }
    }
}

/// Regression: a stack view hiding its middle view removes four constraints and adds five; the low-priority
/// parking constraint must still be satisfied afterwards (it once came out at -140 instead of 255).
@Suite struct RemovalRegressionTests {
    @Test func parkedViewAfterRemovals() throws {
        let s = Solver()
        let x = (0..<3).map { _ in s.makeVariable() }
        let w = (0..<3).map { _ in s.makeVariable() }
        for (i, l) in [50.0, 80, 40].enumerated() {
            try s.add(w[i] <= l ~ Strength(priority: 250 + 0.001 * Double(i)))
            try s.add(w[i] >= l ~ Strength(priority: 750 + 0.001 * Double(i)))
        }
        let first = [x[0] == 0, x[2] + w[2] == 300, x[1] == x[0] + w[0] + 10, x[2] == x[1] + w[1] + 10]
        for c in first { try s.add(c) }
        for c in first { try s.remove(c) }
        try s.add(x[0] == 0)
        try s.add(x[2] + w[2] == 300)
        try s.add(x[2] == x[0] + w[0] + 10)
        try s.add(w[1] == 0 ~ Strength(priority: 999.999))
        try s.add(x[1] == x[0] + w[0] + 5 ~ Strength(priority: 50))
        #expect(s.value(of: x[1]) == 255)
        #expect(s.value(of: w[0]) == 250)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    /// A grid resized step after step: from the second step on, every value is recomputed in one pass through the
    /// value program, and the values stay exact (checked against the rows) as W and H move, and when a pivot
    /// (the minimum widths binding) changes the rows' shape.
    @Test func resizedGridKeepsExactValues() throws {
        let k = 12
        let grid = try SolverGrid(k: k)
        let (s, left, width, height, w, h) = (grid.solver, grid.left, grid.width, grid.height, grid.w, grid.h)
        for (step, (wv, hv)) in [(1000.0, 600.0), (1100, 650), (1200, 700), (900, 500), (50, 40), (1000, 600)].enumerated() {
            try s.suggestValue(wv, for: w)
            try s.suggestValue(hv, for: h)
            _ = s.fetchChanges()
            let cellWidth = max(10, (wv - 8 * Double(k - 1)) / Double(k))
            let cellHeight = max(10, (hv - 8 * Double(k - 1)) / Double(k))
            for i in [0, k + 3, k * k - 1] {
                #expect(abs(s.value(of: width[i]) - cellWidth) < 1e-9, "step \(step)")
                #expect(abs(s.value(of: height[i]) - cellHeight) < 1e-9, "step \(step)")
                #expect(abs(s.value(of: left[i]) - Double(i % k) * (cellWidth + 8)) < 1e-9, "step \(step)")
            }
            #expect(s.tableau.brokenInvariant() == nil, "step \(step)")
            if step == 2 { #expect(s.tableau.program.isValid) }
        }
    }
}
