import AutoLayout
import Cassowary
import Foundation
import TestSupport

/// What one run of a screen measures: build with the first layout, a resize of the root, one constant changed.
struct ScreenMeasurement {
    var build: Double
    var resize: Double
    var change: Double
    /// A frame value after the change, which the UIKit and the bare-solver runs of one screen must agree on.
    var check: Double
}

/// The screens, each built through UIKit's API (`uikit`) and as the same system written straight against
/// `Solver` (`solver`), so that the ratio shows what the UIKit layer adds.
enum Screen: String, CaseIterable {
    /// A list of cards pinned to the root's layout margins guide, stacked 8 pt apart: in each an image 44 pt
    /// square at (8, 8) and a title (intrinsic 120×21) 8 pt after it, centred on it, at most 8 pt from the card's
    /// trailing edge; the card is as tall as its image plus 8 above and below. Three views a card.
    case cards
    /// Rows 20 pt high stacked in the root, each split into 9 cells of equal width. Ten views a row.
    case grid

    /// Views in one repeating unit (a card, a row).
    var viewsPerUnit: Int { self == .cards ? 3 : 10 }

    /// Builds, lays out, resizes the root from 320 to 400 points wide, then changes one constant in the last
    /// unit (moving only that unit's views) and lays out again, through UIKit's API.
    func uikit(views: Int, shuffled: Bool) -> ScreenMeasurement {
        let units = max(1, views / viewsPerUnit)
        var root: UIView!
        var last: NSLayoutConstraint!
        var probe: UIView!
        let build = seconds {
            root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            var constraints: [NSLayoutConstraint] = []
            constraints.reserveCapacity(units * 12)
            var previous: UIView?
            switch self {
            case .cards:
                let margins = root.layoutMarginsGuide
                for _ in 0..<units {
                    let card = makeChild(of: root)
                    let image = makeChild(of: card)
                    let title = makeChild(of: card, SizedView(120, 21))
                    let width = image.widthAnchor.constraint(equalToConstant: 44)
                    constraints += [
                        card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                        card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                        previous.map { card.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                            ?? card.topAnchor.constraint(equalTo: margins.topAnchor),
                        image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                        image.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                        width,
                        image.heightAnchor.constraint(equalTo: image.widthAnchor),
                        card.bottomAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
                        title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
                        title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
                        title.centerYAnchor.constraint(equalTo: image.centerYAnchor),
                    ]
                    last = width
                    probe = title
                    previous = card
                }
            case .grid:
                for _ in 0..<units {
                    let row = makeChild(of: root)
                    constraints += [
                        row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                        row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                        row.heightAnchor.constraint(equalToConstant: 20),
                        previous.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor) }
                            ?? row.topAnchor.constraint(equalTo: root.topAnchor),
                    ]
                    var left: UIView?
                    for c in 0..<9 {
                        let cell = makeChild(of: row)
                        constraints += [
                            cell.topAnchor.constraint(equalTo: row.topAnchor),
                            cell.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                        ]
                        if let left {
                            constraints += [
                                cell.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                                cell.widthAnchor.constraint(equalTo: left.widthAnchor),
                            ]
                        } else {
                            let lead = cell.leadingAnchor.constraint(equalTo: row.leadingAnchor)
                            constraints.append(lead)
                            last = lead
                        }
                        if c == 8 { constraints.append(cell.trailingAnchor.constraint(equalTo: row.trailingAnchor)) }
                        left = cell
                        probe = cell
                    }
                    previous = row
                }
            }
            NSLayoutConstraint.activate(shuffled ? constraints.shuffled(seed: 7) : constraints)
            root.layoutIfNeeded()
        }
        let resize = seconds {
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
            root.layoutIfNeeded()
        }
        let change = seconds {
            last.constant += 6
            root.layoutIfNeeded()
        }
        // For profiling the change alone: LAYOUT_BENCHMARK_CHANGES=N repeats it (untimed).
        for i in 0..<(Int(ProcessInfo.processInfo.environment["LAYOUT_BENCHMARK_CHANGES"] ?? "") ?? 0) {
            last.constant += i % 2 == 0 ? -6 : 6
            root.layoutIfNeeded()
        }
        return ScreenMeasurement(build: build, resize: resize, change: change, check: Double(probe.frame.maxX))
    }

    /// The same system on the bare solver: four variables per view (origin in its superview, size), the root
    /// held by edit variables, the margins guide as the engine lowers it (8 pt insets), intrinsic sizes as
    /// hugging (250) and compression (750) inequalities.
    func solver(views: Int, shuffled: Bool) throws -> ScreenMeasurement {
        let units = max(1, views / viewsPerUnit)
        let solver = Solver()
        struct Box { let x, y, w, h: Variable }
        func box() -> Box {
            Box(x: solver.makeVariable(), y: solver.makeVariable(), w: solver.makeVariable(), h: solver.makeVariable())
        }
        var root: Box!
        var last: Constraint!
        var probe: Box!
        let build = try seconds {
            // As the engine does for a tree built in one go: room for every view's variables and constraints.
            solver.reserveCapacity(variables: 4 * (views + 2), constraints: 5 * views)
            root = box()
            var constraints: [Constraint] = [root.x == 0, root.y == 0]
            constraints.reserveCapacity(units * 16)
            var previous: Box?
            switch self {
            case .cards:
                let margins = box()
                constraints += [margins.x == 8, margins.y == 8, margins.w == root.w - 16, margins.h == root.h - 16]
                let strong = Strength(priority: 750)
                let weak = Strength(priority: 250)
                for _ in 0..<units {
                    let card = box()
                    let image = box()
                    let title = box()
                    let width = image.w == 44
                    constraints += [
                        card.x == margins.x, card.x + card.w == margins.x + margins.w,
                        previous.map { card.y == $0.y + $0.h + 8 } ?? (card.y == margins.y),
                        image.x == 8, image.y == 8, width, image.h == image.w,
                        card.h == image.y + image.h + 8,
                        title.x == image.x + image.w + 8,
                        title.x + title.w <= card.w - 8,
                        title.y + 0.5 * title.h == image.y + 0.5 * image.h,
                        title.w <= 120 ~ weak, title.w >= 120 ~ strong,
                        title.h <= 21 ~ weak, title.h >= 21 ~ strong,
                    ]
                    last = width
                    probe = title
                    previous = card
                }
            case .grid:
                for _ in 0..<units {
                    let row = box()
                    constraints += [
                        row.x == 0, row.w == root.w, row.h == 20,
                        previous.map { row.y == $0.y + $0.h } ?? (row.y == 0),
                    ]
                    var left: Box?
                    for c in 0..<9 {
                        let cell = box()
                        constraints += [cell.y == 0, cell.h == row.h]
                        if let left {
                            constraints += [cell.x == left.x + left.w, cell.w == left.w]
                        } else {
                            let lead = cell.x == 0
                            constraints.append(lead)
                            last = lead
                        }
                        if c == 8 { constraints.append(cell.x + cell.w == row.w) }
                        left = cell
                        probe = cell
                    }
                    previous = row
                }
            }
            try solver.addEditVariable(root.w, strength: .strong)
            try solver.addEditVariable(root.h, strength: .strong)
            try solver.suggestValue(320, for: root.w)
            try solver.suggestValue(480, for: root.h)
            for c in shuffled ? constraints.shuffled(seed: 7) : constraints { try solver.add(c) }
            _ = solver.fetchChanges()
        }
        let resize = try seconds {
            try solver.suggestValue(400, for: root.w)
            _ = solver.fetchChanges()
        }
        let change = try seconds {
            try solver.remove(last)
            try solver.add(Constraint(last.expression - 6, last.relation, strength: last.strength))
            _ = solver.fetchChanges()
        }
        return ScreenMeasurement(
            build: build, resize: resize, change: change,
            check: solver.value(of: probe.x) + solver.value(of: probe.w))
    }
}
