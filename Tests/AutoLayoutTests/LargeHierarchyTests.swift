import Foundation
import TestSupport
import Testing

@testable import AutoLayout

@Suite struct LargeHierarchyTests {
    /// 20 rows of 99 cells (2,000 views) by default, 100 rows (10,000 views) under `SOAK=1`.
    @Test func relayoutAfterOneChangeIsIncremental() {
        let rows = Soak.amount(short: 20, full: 100)
        let grid = ViewGrid(rows: rows, columns: 99)
        let last = rows - 1
        let bottom = CGFloat(last * 20)
        grid.root.layoutIfNeeded()
        #expect(grid.cells[last][98].frame == rect(980, 0, 10, 20))
        #expect(grid.rows[last].frame == rect(0, bottom, 990, 20))
        grid.firstRowTop.constant = 5
        grid.root.layoutIfNeeded()
        #expect(grid.rows[0].frame == rect(0, 5, 990, 20))
        #expect(grid.rows[last].frame == rect(0, bottom + 5, 990, 20))
        #expect(grid.cells[last][98].frame == rect(980, 0, 10, 20))  // cells are relative to their row
    }

    /// A change that moves one view of many siblings sets only that view's frame, and the layout pass enters
    /// only the subtrees that asked for it (the pass follows what moved instead of visiting every sibling).
    @Test func oneChangeAmongManySiblingsTouchesOnlyWhatMoved() {
        final class Recording: UIView {
            var passes: [(all: Bool, moved: [UIView])] = []
            override func layoutSubviews() {
                passes.append((layoutsAllSubviews, movedSubviews))
                super.layoutSubviews()
            }
        }
        let root = Recording(frame: rect(0, 0, 320, 480))
        var widths: [NSLayoutConstraint] = []
        var views: [UIView] = []
        for i in 0..<1000 {
            let v = makeChild(of: root)
            let w = v.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(i % 30)),
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i)), w,
                v.heightAnchor.constraint(equalToConstant: 1),
            ])
            widths.append(w)
            views.append(v)
        }
        root.layoutIfNeeded()
        #expect(root.passes.count == 1)
        #expect(root.passes.first?.all == true)
        widths[500].constant = 25
        root.layoutIfNeeded()
        #expect(root.passes.count == 2)
        #expect(root.passes.last?.all == false)
        #expect(root.passes.last?.moved.allSatisfy { $0 === views[500] } == true)
        #expect(root.passes.last?.moved.isEmpty == false)
        #expect(views[500].frame == rect(20, 500, 25, 1))
        #expect(root.childrenNeedingLayout.isEmpty)
        // Asking for layout still lays out every subview.
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.passes.last?.all == true)
    }
}

@Suite struct DeepHierarchyTests {
    @Test func veryDeepNestingLaysOut() {
        let root = makeRoot(10000, 100)
        var parent = root
        var cs: [NSLayoutConstraint] = []
        var views: [UIView] = []
        for _ in 0..<1000 {
            let v = makeChild(of: parent)
            cs += [
                v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
                v.topAnchor.constraint(equalTo: parent.topAnchor),
                v.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
            ]
            views.append(v)
            parent = v
        }
        NSLayoutConstraint.activate(cs)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(views[0].frame == rect(1, 0, 9998, 100))
        #expect(views[999].frame == rect(1, 0, 10000 - 2000, 100))
        #expect(views[999].effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(views[999].safeAreaInsets == .zero)
    }
}
