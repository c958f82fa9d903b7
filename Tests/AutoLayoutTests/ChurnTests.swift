import Foundation
import TestSupport
import Testing

@testable import AutoLayout
@testable import Cassowary

/// A tree whose views come and go keeps the solver's storage flat: the slots of the variables of views that left
/// serve the views that join (issue 22: a 1,000-view subtree added and removed grew the heap by 377 KB a cycle).
@Suite struct ChurnTests {
    @Test func addingAndRemovingASubtreeReusesTheSolversSlots() {
        let root = makeRoot(375, 812)
        func cycle() {
            let list = CardList(count: 10)
            list.pin(to: root)
            root.layoutIfNeeded()
            #expect(list.cards.last?.frame == rect(16, 8 + 9 * 68, 343, 60))
            list.container.removeFromSuperview()
            root.layoutIfNeeded()
        }
        cycle()
        cycle()
        let symbols = root.prepareEngine().solver.tableau.kinds.count
        for _ in 0..<20 { cycle() }
        #expect(root.prepareEngine().solver.tableau.kinds.count == symbols)
    }
}
