import AutoLayout
import Foundation
import TestSupport

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

/// Builds rows of equal-width cells (`ViewGrid`: rows stacked in the root), lays them out, moves the first row
/// by 5 points.
func runEngineScenario(rows rowCount: Int, columns: Int) -> EngineMeasurement {
    var grid: ViewGrid!
    let build = seconds { grid = ViewGrid(rows: rowCount, columns: columns) }
    let full = seconds { grid.root.layoutIfNeeded() }
    grid.firstRowTop.constant = 5
    let relayout = seconds { grid.root.layoutIfNeeded() }
    return EngineMeasurement(
        views: rowCount * (columns + 1), build: build, fullLayout: full, relayout: relayout,
        check: grid.rows[rowCount - 1].frame)
}
