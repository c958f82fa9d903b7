import Foundation
import Testing
@testable import AutoLayout
@testable import Cassowary

/// A tree whose views come and go keeps the solver's storage flat: the slots of the variables of views that left
/// serve the views that join (issue 22: a 1,000-view subtree added and removed grew the heap by 377 KB a cycle).
@Suite struct ChurnTests {
    @Test func addingAndRemovingASubtreeReusesTheSolversSlots() {
        let root = makeRoot(375, 812)
        func cycle() {
            let container = makeChild(of: root)
            var previous: UIView?
            for _ in 0..<10 {
                let card = makeChild(of: container), label = SizedView(120, 21)
                card.addSubview(label)
                NSLayoutConstraint.activate([
                    card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                    card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
                    card.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? container.topAnchor, constant: 8),
                    label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                    label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                    card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
                ])
                previous = card
            }
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                container.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            #expect(previous?.frame == rect(16, 8 + 9 * 45, 343, 37))
            container.removeFromSuperview()
            root.layoutIfNeeded()
        }
        cycle()
        cycle()
        let symbols = root.prepareEngine().solver.tableau.kinds.count
        for _ in 0..<20 { cycle() }
        #expect(root.prepareEngine().solver.tableau.kinds.count == symbols)
    }
}
