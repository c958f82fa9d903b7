import TestSupport
import Testing

@testable import Cassowary

/// Rows a client adds by content, for an owner of its own (the layout engine's `NSLayoutConstraint`s), rather than
/// as `Constraint` objects: the solver keeps a 32-byte record in a slot that names the row until it is removed.
@Suite struct ContentRowTests {
    /// An owner that is not a `Constraint`.
    final class Owner {
        let name: String
        init(_ name: String) { self.name = name }
    }

    func row(_ e: Expression, _ relation: Relation, _ strength: Strength = .required) -> ConstraintContent {
        ConstraintContent(e, relation, strength: strength)
    }

    @Test func rowsAreHeldBySlotAndOwner() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let a = Owner("a")
        let b = Owner("b")
        let first = try s.add(row(x - 10, .equal), owner: a)
        let second = try s.add(row(y - x - 5, .equal), owner: b)
        #expect(s.value(of: y) == 15)
        #expect(s.holds(row: first, of: a) && s.holds(row: second, of: b))
        #expect(!s.holds(row: first, of: b))
        // Not `Constraint` objects: the public list leaves them out; the package's list has both, in order.
        #expect(s.constraints.isEmpty)
        #expect(s.rowsInOrder.map(\.owner).elementsEqual([a, b], by: ===))
        // Another owner's slot is not removed; the owner's own is.
        s.remove(row: first, of: b)
        #expect(s.holds(row: first, of: a))
        s.remove(row: second, of: b)
        #expect(!s.holds(row: second, of: b))
        try s.add(row(y - 40, .equal), owner: b)
        #expect(s.value(of: y) == 40)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    @Test func aRecordIsThirtyTwoBytes() {
        #expect(MemoryLayout<ConstraintRecord?>.stride == 32)
    }

    /// A dormant inequality keeps its slot when the solution pushes it into the tableau, and when a refused
    /// addition's undo puts it back to rest.
    @Test func slotsSurviveActivationAndUndo() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        let v = s.makeVariable("v")
        let owner = Owner("min")
        try s.add(row(w - 250, .equal, Strength(priority: 250)), owner: Owner("preferred"))
        // Two terms, so that the dormant entry keeps them (a one-term one is its bound).
        let minimum = try s.add(row(w - v - 100, .greaterThanOrEqual), owner: owner)
        try s.add(row(Expression(v), .equal), owner: Owner("v"))
        #expect(s.tableau.records[minimum]!.dormantSlot >= 0)
        try s.add(row(w - 50, .equal, Strength(priority: 500)), owner: Owner("push"))
        #expect(s.value(of: w) == 100)
        #expect(s.holds(row: minimum, of: owner))
        #expect(s.tableau.records[minimum]!.dormantSlot < 0)
        #expect(s.tableau.brokenInvariant() == nil)
        // A required row that contradicts the minimum is refused, naming both owners; the minimum's slot stays.
        let contradiction = Owner("contradiction")
        #expect(throws: SolverError.unsatisfiable(conflicts: [])) {
            try s.add(row(w - 60, .equal), owner: contradiction)
        }
        #expect(s.conflictOwners.map { ($0 as! Owner).name } == ["min", "v", "contradiction"])
        #expect(s.holds(row: minimum, of: owner))
        #expect(s.value(of: w) == 100)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    /// A dormant one-term row keeps no terms (its bound is them): activated, it is rebuilt from the bound, in its
    /// slot, and removed by it.
    @Test func dormantOneTermRowsAreRebuiltFromTheirBound() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let owner = Owner("floor")
        let floor = try s.add(row(x - 10, .greaterThanOrEqual), owner: owner)
        #expect(s.tableau.records[floor]!.dormantSlot >= 0)
        try s.add(row(x - 5, .equal, Strength(priority: 750)), owner: Owner("pull"))
        #expect(s.value(of: x) == 10)
        #expect(s.tableau.records[floor]!.dormantSlot < 0)
        #expect(s.tableau.brokenInvariant() == nil)
        s.remove(row: floor, of: owner)
        #expect(s.value(of: x) == 5)
    }

    @Test func aConstantIsReplacedInPlaceOnlyForTheSameRow() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let owner = Owner("gap")
        try s.add(row(x - 10, .equal), owner: Owner("x"))
        let gap = try s.add(row(y - x - 8, .equal), owner: owner)
        #expect(s.replaceConstant(row: gap, of: owner, with: row(y - x - 20, .equal)))
        #expect(s.value(of: y) == 30)
        #expect(s.tableau.records[gap]!.constant == -20)
        // Other terms, another strength or relation, or another owner: nothing changes.
        #expect(!s.replaceConstant(row: gap, of: owner, with: row(y - 2 * x - 20, .equal)))
        #expect(!s.replaceConstant(row: gap, of: owner, with: row(y - x - 20, .equal, Strength(priority: 750))))
        #expect(!s.replaceConstant(row: gap, of: owner, with: row(y - x - 20, .greaterThanOrEqual)))
        #expect(!s.replaceConstant(row: gap, of: Owner("other"), with: row(y - x - 40, .equal)))
        #expect(!s.replaceConstant(row: gap, of: owner, with: row(y - x - Double.nan, .equal)))
        #expect(s.value(of: y) == 30)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    /// Strengths that are not a whole priority of weight 1 are kept aside by slot, and priced by them.
    @Test func unusualStrengthsAreKeptAside() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let heavy = Owner("heavy")
        let slot = try s.add(row(x - 10, .equal, Strength(priority: 500, weight: 3)), owner: heavy)
        try s.add(row(x - 40, .equal, Strength(priority: 500, weight: 2)), owner: Owner("light"))
        try s.add(row(x - 20, .equal, Strength(priority: 999.5)), owner: Owner("fractional"))
        #expect(s.value(of: x) == 20)
        #expect(s.tableau.records.strength(at: slot) == Strength(priority: 500, weight: 3))
        #expect(s.tableau.brokenInvariant() == nil)
        s.remove(row: slot, of: heavy)
        #expect(s.tableau.brokenInvariant() == nil)
    }

    /// Weights kept by slot in groups of 64 (`SlotWeights`): set and forgotten in any order, across groups and
    /// back into freed slots, every weight reads back exactly; a record of a whole priority with a weight keeps
    /// the priority as its code and says it is weighted.
    @Test func slotWeightsReadBackInAnyOrder() throws {
        var weights = SlotWeights()
        var reference: [Int32: Double] = [:]
        var random = SeededRandom(state: 11)
        func next(_ bound: Int) -> Int { random.next(bound) }
        for step in 0..<20_000 {
            let slot = Int32(next(700))
            if reference[slot] != nil {
                if next(3) == 0 {
                    weights.remove(slot)
                    reference[slot] = nil
                }
            } else {
                let weight = 1 + Double(step) / 1_000_003
                weights.insert(weight, at: slot)
                reference[slot] = weight
            }
        }
        #expect(reference.allSatisfy { weights[$0.key] == $0.value })
        let s = Solver()
        let x = s.makeVariable("x")
        let owner = Owner("weighted")
        let slot = try s.add(row(x - 10, .equal, Strength(priority: 750, weight: 1.25)), owner: owner)
        let record = try #require(s.tableau.records[slot])
        #expect(record.isWeighted && record.strengthCode == 750 && !record.isRequired)
        #expect(s.tableau.records.strength(at: slot) == Strength(priority: 750, weight: 1.25))
        s.remove(row: slot, of: owner)
        let again = try s.add(row(x - 10, .equal, Strength(priority: 750)), owner: owner)
        #expect(again == slot && s.tableau.records[again]?.isWeighted == false)
        #expect(s.tableau.records.strength(at: again) == Strength(priority: 750))
        #expect(s.tableau.brokenInvariant() == nil)
    }
}
