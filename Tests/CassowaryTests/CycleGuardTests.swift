import Testing

@testable import Cassowary

/// The guard that ends a simplex run caught in a cycle of floating-point noise.
@Suite struct CycleGuardTests {
    @Test func aPairRecurringAThirdTimeAfterTheFirst64PivotsStopsTheRun() {
        var g = CycleGuard(rows: 10)
        // A two-pivot cycle: the same two pairs again and again. Within the first 64 pivots nothing is counted.
        var stoppedAt: Int?
        for k in 1...200 where stoppedAt == nil {
            if g.shouldStop(after: k % 2 == 0 ? 5 : 7, k % 2 == 0 ? 7 : 5) { stoppedAt = k }
        }
        #expect(stoppedAt == 69)  // pivots 65, 67, 69 are the first three counted of one pair
    }

    @Test func distinctPivotsStopOnlyPastTheBudget() {
        var g = CycleGuard(rows: 10)  // budget 1,000 + 2 × 10
        var stoppedAt: Int?
        for k in 1...2_000 where stoppedAt == nil {
            if g.shouldStop(after: Int32(k), Int32(k + 5_000)) { stoppedAt = k }
        }
        #expect(stoppedAt == 1_021)
    }
}
