import Foundation
import Testing
@testable import AutoLayout

/// A hierarchy of `rows × (columns + 1)` views: rows stacked in the root, each a chain of equal-width cells.
struct Grid {
    let root: UIView
    let rows: [UIView]
    let cells: [[UIView]]
    let firstRowTop: NSLayoutConstraint

    init(rows rowCount: Int, columns: Int) {
        root = makeRoot(CGFloat(columns) * 10, CGFloat(rowCount) * 20)
        var rows: [UIView] = []
        var cells: [[UIView]] = []
        var cs: [NSLayoutConstraint] = []
        var top: NSLayoutConstraint?
        for r in 0..<rowCount {
            let row = makeChild(of: root)
            cs += [row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                   row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                   row.heightAnchor.constraint(equalToConstant: 20)]
            if let previous = rows.last {
                cs.append(row.topAnchor.constraint(equalTo: previous.bottomAnchor))
            } else {
                top = row.topAnchor.constraint(equalTo: root.topAnchor)
                cs.append(top!)
            }
            var line: [UIView] = []
            for c in 0..<columns {
                let cell = makeChild(of: row)
                cs += [cell.topAnchor.constraint(equalTo: row.topAnchor), cell.bottomAnchor.constraint(equalTo: row.bottomAnchor)]
                if let left = line.last {
                    cs += [cell.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                           cell.widthAnchor.constraint(equalTo: left.widthAnchor)]
                } else {
                    cs.append(cell.leadingAnchor.constraint(equalTo: row.leadingAnchor))
                }
                if c == columns - 1 { cs.append(cell.trailingAnchor.constraint(equalTo: row.trailingAnchor)) }
                line.append(cell)
            }
            rows.append(row)
            cells.append(line)
            _ = r
        }
        NSLayoutConstraint.activate(cs)
        self.rows = rows
        self.cells = cells
        firstRowTop = top!
    }
}

@Suite struct LargeHierarchyTests {
    @Test func relayoutAfterOneChangeIsIncremental() {
        let clock = ContinuousClock()
        var grid: Grid!
        let build = clock.measure { grid = Grid(rows: 100, columns: 99) }  // 100 + 9,900 views
        let full = clock.measure { grid.root.layoutIfNeeded() }
        #expect(grid.cells[99][98].frame == rect(980, 0, 10, 20))
        #expect(grid.rows[99].frame == rect(0, 1980, 990, 20))
        grid.firstRowTop.constant = 5
        let relayout = clock.measure { grid.root.layoutIfNeeded() }
        #expect(grid.rows[0].frame == rect(0, 5, 990, 20))
        #expect(grid.rows[99].frame == rect(0, 1985, 990, 20))
        #expect(grid.cells[99][98].frame == rect(980, 0, 10, 20))  // cells are relative to their row
        print("10,000 views: build \(build), full layout \(full), relayout after one constant change \(relayout)")
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
            cs += [v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                   v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
                   v.topAnchor.constraint(equalTo: parent.topAnchor),
                   v.bottomAnchor.constraint(equalTo: parent.bottomAnchor)]
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
