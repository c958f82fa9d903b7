import Testing

@testable import Cassowary

/// Inequalities that hold when added stay out of the tableau until the solution moves against them.
@Suite struct DormantTests {
    @Test func satisfiedInequalityStaysOutOfTheTableau() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x == 20)
        let floor = x >= 10
        try s.add(floor)
        #expect(s.tableau.dormant.count == 1)
        #expect(s.hasConstraint(floor))
        #expect(s.constraints.count == 2)
        // A violated one with a variable nothing else constrains moves that variable and rests too.
        let y = s.makeVariable("y")
        try s.add(y >= 5)
        #expect(s.tableau.dormant.count == 2)
        #expect(s.value(of: y) == 5)
        // A violated one on a constrained variable goes in at once.
        let z = s.makeVariable("z")
        try s.add(z == 3 ~ Strength(priority: 250))
        try s.add(z >= 4)
        #expect(s.tableau.dormant.count == 2)
        #expect(s.value(of: z) == 4)
        // Removing a dormant one is forgetting it.
        try s.remove(floor)
        #expect(!s.hasConstraint(floor))
        #expect(s.tableau.dormant.count == 1)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    @Test func suggestionActivatesTheBound() throws {
        let s = Solver()
        let width = s.makeVariable("width")
        try s.add(width == 250 ~ Strength(priority: 250))
        try s.add(width >= 100)
        try s.add(width <= 400)
        #expect(s.tableau.dormant.count == 2)
        try s.addEditVariable(width, strength: Strength(priority: 750))
        try s.suggestValue(1000, for: width)
        #expect(s.value(of: width) == 400)
        #expect(s.tableau.dormant.count == 1)
        try s.suggestValue(10, for: width)
        #expect(s.value(of: width) == 100)
        #expect(s.tableau.dormant.count == 0)
        try s.suggestValue(300, for: width)
        #expect(s.value(of: width) == 300)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    @Test func optionalInequalityKeepsItsPriority() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x == 20 ~ Strength(priority: 250))
        let cap = x <= 30 ~ Strength(priority: 500)
        try s.add(cap)
        #expect(s.tableau.dormant.count == 1)
        // A stronger pull breaks the cap; a weaker one does not.
        try s.add(x == 40 ~ Strength(priority: 750))
        #expect(s.value(of: x) == 40)
        let t = Solver()
        let y = t.makeVariable("y")
        try t.add(y == 20 ~ Strength(priority: 250))
        try t.add(y <= 30 ~ Strength(priority: 500))
        try t.add(y == 40 ~ Strength(priority: 400))
        #expect(t.value(of: y) == 30)
        #expect(t.tableau.brokenInvariant() == nil)
    }

    @Test func requiredConstraintConflictingWithADormantOneIsRefused() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let pull = x == 20 ~ Strength(priority: 250)
        let floor = x >= 10
        let link = y == x + 1
        try s.add(pull)
        try s.add(floor)
        try s.add(link)
        #expect(s.tableau.dormant.count == 1)
        let cap = y <= 6
        #expect(throws: SolverError.unsatisfiable(conflicts: [floor, link, cap])) { try s.add(cap) }
        #expect(!s.hasConstraint(cap))
        #expect(s.hasConstraint(floor))
        #expect(s.value(of: x) == 20)
        #expect(s.value(of: y) == 21)
        #expect(s.tableau.brokenInvariant() == nil)
        // A compatible one still goes in, and the floor holds against it.
        try s.add(y <= 15)
        #expect(s.value(of: y) == 15)
        #expect(s.value(of: x) == 14)
        try s.add(x == 0 ~ Strength(priority: 500))
        #expect(s.value(of: x) == 10)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    /// A required addition whose first solution breaks a dormant inequality that can hold with it: the inequality
    /// joins the tableau where the solution is, and the addition is not undone and tried again.
    @Test func pushedInequalityJoinsWithoutRetrying() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let z = s.makeVariable("z")
        try s.add(x == 20 ~ Strength(priority: 250))
        try s.add(z == 0 ~ Strength(priority: 500))
        let floor = x >= 10
        try s.add(floor)
        #expect(s.tableau.dormant.count == 1)
        // Alone, x + z == 5 keeps z at 0 (the stronger pull) and puts x at 5, below the floor.
        try s.add(x + z == 5)
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: z) == -5)
        #expect(s.tableau.dormant.count == 0)
        #expect(s.tableau.retriedAdditions == 0)
        #expect(s.tableau.brokenInvariant() == nil)
        // One that contradicts the floor is still refused, after a retry that finds and explains the conflict.
        let cap = x <= 6
        #expect(throws: SolverError.unsatisfiable(conflicts: [floor, cap])) { try s.add(cap) }
        #expect(s.value(of: x) == 10)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    @Test func requiredConstraintAfterASuggestionSeesTheDormantBounds() throws {
        // The suggestion moves x below its dormant floor; the check waits for the next read, but a required
        // addition must not rest on that unsettled solution.
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x == 20 ~ Strength(priority: 250))
        let floor = x >= 10
        try s.add(floor)
        try s.addEditVariable(x, strength: Strength(priority: 750))
        try s.suggestValue(5, for: x)
        let cap = x <= 6
        #expect(throws: SolverError.unsatisfiable(conflicts: [floor, cap])) { try s.add(cap) }
        #expect(s.value(of: x) == 10)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    @Test func gridKeepsItsMinimumWidthsDormant() throws {
        // A row of cells of equal width that fill W: the first cell's minimum is met by moving its width, still
        // free, and the others hold through the equalities, so no minimum enters the tableau until W shrinks.
        let s = Solver()
        let k = 6
        let left = (0..<k).map { s.makeVariable("left\($0)") }
        let width = (0..<k).map { s.makeVariable("width\($0)") }
        let w = s.makeVariable("W")
        for c in 0..<k {
            if c == 0 {
                try s.add(left[0] == 0)
            } else {
                try s.add(left[c] == left[c - 1] + width[c - 1] + 8)
                try s.add(width[c] == width[c - 1])
            }
            if c == k - 1 { try s.add(left[c] + width[c] == w) }
            try s.add(width[c] >= 10)
        }
        #expect(s.tableau.dormant.count == k)
        try s.addEditVariable(w, strength: Strength(priority: 750))
        try s.suggestValue(640, for: w)
        #expect(s.value(of: width[k - 1]) == 100)
        try s.suggestValue(0, for: w)
        for c in 0..<k { #expect(abs(s.value(of: width[c]) - 10) < 1e-9) }
        #expect(abs(s.value(of: left[k - 1]) - 90) < 1e-9)
        #expect(s.tableau.brokenInvariant() == nil)
    }
}
