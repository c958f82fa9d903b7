import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// `UIView.ambiguousLayoutVariables(of:)`: the answers of the one-by-one probe, for a whole tree at once.
@Suite struct AmbiguityBatchTests {
    /// A column of label-like views (intrinsic 100 × 20: hugging and compression resistance hold the height),
    /// each 8 pt below the one before, pinned to the sides.
    static func column(_ count: Int, withoutTopAt gap: Int? = nil) -> (root: UIView, views: [SizedView]) {
        let root = makeRoot(375, 40 * CGFloat(count))
        let views = (0..<count).map { _ in SizedView(100, 20) }
        for (i, v) in views.enumerated() {
            root.addSubview(v)
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16).isActive = true
            if i == gap { continue }
            let above = i == 0 ? root.topAnchor : views[i - 1].bottomAnchor
            v.topAnchor.constraint(equalTo: above, constant: 8).isActive = true
        }
        root.layoutIfNeeded()
        return (root, views)
    }

    // The roots are kept alive: a view does not retain its superview, so a released root frees its views.
    @Test func aDeterminedColumnHasNoAmbiguousPart() {
        let (root, views) = Self.column(300)
        withExtendedLifetime(root) {
            #expect(UIView.ambiguousLayoutVariables(of: views).allSatisfy { $0.isEmpty })
            #expect(views[150].frame == rect(16, 8 + 150 * 28, 343, 20))
        }
    }

    @Test func aMissingTopFreesThatViewAndEveryViewBelowIt() {
        let (root, views) = Self.column(40, withoutTopAt: 25)
        defer { withExtendedLifetime(root) {} }
        let batch = UIView.ambiguousLayoutVariables(of: views)
        #expect(batch[24] == [])
        #expect(batch[25] == ["minY"])
        #expect(batch[39] == ["minY"])
        #expect(batch.enumerated().filter { !$0.element.isEmpty }.map(\.offset) == Array(25..<40))
        // The same answers as asking view by view.
        #expect(views.map(\.ambiguousLayoutVariables) == batch)
    }

    @Test func itemsOfSeveralTreesAndNoneAreAnsweredEach() {
        let (firstRoot, first) = Self.column(3)
        let (secondRoot, second) = Self.column(3, withoutTopAt: 1)
        defer { withExtendedLifetime((firstRoot, secondRoot)) {} }
        let loose = UIView()
        let answers = UIView.ambiguousLayoutVariables(of: [first[2], second[2], loose])
        #expect(answers == [[], ["minY"], []])
    }
}
