import TestSupport
import Testing

@testable import Cassowary

/// `Solver.provablyDetermined`: what the basis proves, checked against a probe below every priority.
@Suite struct DeterminedTests {
    /// Whether a constraint at priority 0.001 can pull `x` one point away, either way.
    static func probeMoves(_ s: Solver, _ x: Variable) throws -> Bool {
        let start = s.value(of: x)
        for target in [start + 1, start - 1] {
            let probe = x == target ~ Strength(priority: 0.001)
            try s.add(probe)
            let moved = abs(s.value(of: x) - start) > 1e-7
            try s.remove(probe)
            if moved { return true }
        }
        return false
    }

    @Test func aChainHeldAtBothEndsIsProvedInOnePass() throws {
        let s = Solver()
        let left = (0..<2_000).map { _ in s.makeVariable() }
        let width = (0..<2_000).map { _ in s.makeVariable() }
        try s.add(left[0] == 0)
        for i in 0..<2_000 {
            if i > 0 { try s.add(left[i] == left[i - 1] + width[i - 1] + 8) }
            try s.add(width[i] >= 20)
            try s.add(width[i] == 100 ~ Strength(priority: 250))
        }
        #expect(s.provablyDetermined(left + width).allSatisfy { $0 })
    }

    @Test func aVariableTheConstraintsLeaveOpenIsNotProved() throws {
        let s = Solver()
        let x = s.makeVariable()
        let y = s.makeVariable()
        let z = s.makeVariable()
        try s.add(x + y == 100)
        try s.add(z >= 0)
        try s.add(x >= 10 ~ Strength(priority: 500))
        #expect(s.provablyDetermined([x, y, z]) == [false, false, false])
        #expect(try Self.probeMoves(s, x) && Self.probeMoves(s, y) && Self.probeMoves(s, z))
        // A weak preference settles it: its errors cost something to move.
        try s.add(x == 30 ~ Strength(priority: 250))
        #expect(s.provablyDetermined([x, y]) == [true, true])
        #expect(s.value(of: y) == 70)
    }

    /// A view's height between its compression resistance and its hugging leaves a slack basic at 0, which pins
    /// the other inequality's slack although raising it costs nothing.
    @Test func aSizeBetweenHuggingAndCompressionResistanceIsProved() throws {
        let s = Solver()
        let top = s.makeVariable()
        let height = s.makeVariable()
        try s.add(top == 8)
        try s.add(height >= 20 ~ Strength(priority: 750))
        try s.add(height <= 20 ~ Strength(priority: 250))
        #expect(s.provablyDetermined([top, height]) == [true, true])
        #expect(try !Self.probeMoves(s, height))
    }

    @Test func aVariableOfAnotherSolverIsNotProved() {
        let s = Solver()
        let other = Solver()
        let x = other.makeVariable()
        #expect(s.provablyDetermined([x]) == [false])
    }

    /// Soundness on random systems: whatever the basis proves, a probe cannot move.
    @Test(arguments: 0..<Soak.amount(short: 60, full: 200))
    func whatIsProvedDoesNotMove(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed) &+ 4242)
        let s = Solver()
        let n = 3 + rng.next(6)
        let vs = (0..<n).map { _ in s.makeVariable() }
        for _ in 0..<(4 + rng.next(12)) {
            var terms: [(Int, Double)] = []
            for _ in 0..<(1 + rng.next(3)) { terms.append((rng.next(n), Double(rng.next(9) - 4))) }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.next(3)]
            let priority = rng.next(2) == 0 ? [250.0, 500, 750][rng.next(3)] : 1000
            let recipe = RollbackTests.Recipe(
                terms: terms, constant: Double(rng.next(201) - 100), relation: relation,
                priority: priority)
            try? s.add(recipe.make(vs))
        }
        let proved = s.provablyDetermined(vs)
        for (x, isProved) in zip(vs, proved) where isProved {
            #expect(try !Self.probeMoves(s, x), "seed \(seed): \(x) proved determined but a probe moves it")
        }
    }
}
