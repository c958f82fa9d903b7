import AutoLayout
import Foundation

/// The engine scenario of issue 3: a hierarchy of `rows × (columns + 1)` views laid out in full, then laid
/// out again after one constraint's constant changed (which must cost what the change touches).
struct EngineMeasurement {
    var views: Int
    var build: Double
    var fullLayout: Double
    var relayout: Double
    /// The last row's frame after the change, as a check.
    var check: CGRect
}

/// Builds rows of equal-width cells (rows stacked in the root), lays them out, moves the first row by 5 points.
func runEngineScenario(rows rowCount: Int, columns: Int) -> EngineMeasurement {
    var root: UIView!
    var rows: [UIView] = []
    var firstTop: NSLayoutConstraint!
    func child(of parent: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }
    let build = seconds {
        root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * 10, height: CGFloat(rowCount) * 20))
        var cs: [NSLayoutConstraint] = []
        for _ in 0..<rowCount {
            let row = child(of: root)
            cs += [row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                   row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                   row.heightAnchor.constraint(equalToConstant: 20)]
            if let previous = rows.last {
                cs.append(row.topAnchor.constraint(equalTo: previous.bottomAnchor))
            } else {
                firstTop = row.topAnchor.constraint(equalTo: root.topAnchor)
                cs.append(firstTop)
            }
            var left: UIView?
            for c in 0..<columns {
                let cell = child(of: row)
                cs += [cell.topAnchor.constraint(equalTo: row.topAnchor), cell.bottomAnchor.constraint(equalTo: row.bottomAnchor)]
                if let left {
                    cs += [cell.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                           cell.widthAnchor.constraint(equalTo: left.widthAnchor)]
                } else {
                    cs.append(cell.leadingAnchor.constraint(equalTo: row.leadingAnchor))
                }
                if c == columns - 1 { cs.append(cell.trailingAnchor.constraint(equalTo: row.trailingAnchor)) }
                left = cell
            }
            rows.append(row)
        }
        NSLayoutConstraint.activate(cs)
    }
    let full = seconds { root.layoutIfNeeded() }
    firstTop.constant = 5
    let relayout = seconds { root.layoutIfNeeded() }
    return EngineMeasurement(views: rowCount * (columns + 1), build: build, fullLayout: full, relayout: relayout,
                             check: rows[rowCount - 1].frame)
}
