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
    /// A form of nested `UIStackView`s pinned to the root's layout margins: sections 16 pt apart, each a header
    /// label and four rows 8 pt apart, each row a label 80 pt wide and a rounded text field 8 pt after it, centred.
    /// Fourteen views a section. The stacks make most of the constraints, so its bare-solver side replays the
    /// engine's own system (`ReplayedSystem`).
    case form
    /// A table of self-sizing cells, as a table view lays them out: each cell (an icon 40 pt square, a title that
    /// wraps at 240 pt, a subtitle below it, 12 and 16 pt insets) is sized by `systemLayoutSizeFitting` at the root's
    /// width, given that frame and added to the root; four views a cell. Its bare-solver side replays each cell's
    /// fitting system on a solver of its own, then the engine's system.
    case table

    /// Views in one repeating unit (a card, a row, a section).
    var viewsPerUnit: Int {
        switch self {
        case .cards: 3
        case .grid: 10
        case .form: 14
        case .table: 4
        }
    }

    /// One card's constraints through UIKit's API: pinned to `margins`, 8 points below `previous` (or at the
    /// margins' top), a 44-point square image and a title beside it, at most 8 points from the card's edge. Also
    /// returns the image's width, the constant a change row moves.
    static func cardConstraints(
        card: UIView, image: UIView, title: UIView, below previous: UIView?, in margins: UILayoutGuide
    ) -> (all: [NSLayoutConstraint], imageWidth: NSLayoutConstraint) {
        let width = image.widthAnchor.constraint(equalToConstant: 44)
        let all = [
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
        return (all, width)
    }

    /// Builds, lays out, resizes the root from 320 to 400 points wide, then changes one constant in the last
    /// unit (moving only that unit's views) and lays out again, through UIKit's API.
    func uikit(views: Int, shuffled: Bool) -> ScreenMeasurement {
        var root: UIView!
        var last: NSLayoutConstraint!
        var probe: UIView!
        let build = seconds { (root, last, probe) = buildThroughUIKit(views: views, shuffled: shuffled) }
        // For profiling the build alone (no resize, change or teardown): LAYOUT_BENCHMARK_BUILD_ONLY=1 prints the
        // build's seconds and exits (the untimed 30-view warm-up run goes on).
        if views > 30, ProcessInfo.processInfo.environment["LAYOUT_BENCHMARK_BUILD_ONLY"] != nil {
            print(build)
            exit(0)
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

    /// Builds the screen of about `views` views through UIKit's API (its constraints activated in a shuffled order
    /// when `shuffled`) and lays it out once. Returns the root, the constraint a change row moves, and the view
    /// whose frame is checked.
    func buildThroughUIKit(views: Int, shuffled: Bool) -> (root: UIView, last: NSLayoutConstraint, probe: UIView) {
        let units = max(1, views / viewsPerUnit)
        var last: NSLayoutConstraint!
        var probe: UIView!
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
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
                let made = Self.cardConstraints(card: card, image: image, title: title, below: previous, in: margins)
                constraints += made.all
                last = made.imageWidth
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
        case .form:
            (last, probe) = Self.buildForm(in: root, sections: units, constraints: &constraints)
        case .table:
            (last, probe) = Self.buildTable(in: root, cells: units, shuffled: shuffled)
        }
        NSLayoutConstraint.activate(shuffled ? constraints.shuffled(seed: 7) : constraints)
        root.layoutIfNeeded()
        return (root, last, probe)
    }

    /// The same system on the bare solver: four variables per view (origin in its superview, size), the root
    /// held by edit variables, the margins guide as the engine lowers it (8 pt insets), intrinsic sizes as
    /// hugging (250) and compression (750) inequalities.
    func solver(views: Int, shuffled: Bool) throws -> ScreenMeasurement {
        if self == .form || self == .table { return try replayed(views: views, shuffled: shuffled) }
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
            case .form, .table:
                preconditionFailure("replayed")
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

extension Screen {
    /// The form: a vertical stack pinned to the root's layout margins, `sections` sections. Returns the last row's
    /// label width (the constant the benchmark changes) and that row's field (whose frame is checked).
    static func buildForm(in root: UIView, sections: Int, constraints: inout [NSLayoutConstraint]) -> (
        NSLayoutConstraint, UIView
    ) {
        let form = UIStackView()
        form.axis = .vertical
        form.spacing = 16
        _ = makeChild(of: root, form)
        let margins = root.layoutMarginsGuide
        constraints += [
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            form.topAnchor.constraint(equalTo: margins.topAnchor),
        ]
        var last: NSLayoutConstraint!
        var probe: UIView!
        for _ in 0..<sections {
            let header = UILabel()
            header.text = "Section"
            let section = UIStackView(arrangedSubviews: [header])
            section.axis = .vertical
            section.spacing = 8
            for _ in 0..<4 {
                let label = UILabel()
                label.text = "Name"
                let field = UITextField()
                field.borderStyle = .roundedRect
                let row = UIStackView(arrangedSubviews: [label, field])
                row.spacing = 8
                row.alignment = .center
                last = label.widthAnchor.constraint(equalToConstant: 80)
                constraints.append(last)
                probe = field
                section.addArrangedSubview(row)
            }
            form.addArrangedSubview(section)
        }
        return (last, probe)
    }

    /// The bare-solver side of a screen whose constraints UIKit makes (a stack view's): the screen is built and laid
    /// out through UIKit's API untimed, and the engine's system (`ReplayedSystem`: every constraint in the order the
    /// engine added it, the root's pins among them) is added to a bare solver, timed; then the root's width pin
    /// and the changed constant are replaced as the UIKit run changes them.
    func replayed(views: Int, shuffled: Bool) throws -> ScreenMeasurement {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var constraints: [NSLayoutConstraint] = []
        let units = max(1, views / viewsPerUnit)
        let (last, probe) =
            self == .form
            ? Self.buildForm(in: root, sections: units, constraints: &constraints)
            : Self.buildTable(in: root, cells: units, shuffled: false)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        guard let system = ReplayedSystem(root: root) else { preconditionFailure("no engine") }
        let solver = system.solver
        // A table's cells are first sized one by one, each on a solver of its own: its rows, its width required
        // at the root's and its height as small as possible (`UILayoutPriority.fittingSizeLevel`).
        let cells = self == .table ? root.subviews.map { (cell: $0, rows: system.rows(heldWithin: $0)) } : []
        let build = try seconds {
            for (cell, rows) in cells {
                let fitting = Solver()
                var variables: [Int: Cassowary.Variable] = [:]
                func variable(_ v: Cassowary.Variable) -> Cassowary.Variable {
                    if let known = variables[v.slot] { return known }
                    let made = fitting.makeVariable()
                    variables[v.slot] = made
                    return made
                }
                let frame = system.frameVariables(of: cell)
                for row in shuffled ? rows.shuffled(seed: 7) : rows {
                    try fitting.add(ReplayedSystem.copy(of: row, on: variable))
                }
                try fitting.add(variable(frame[2]) == 320)
                try fitting.add(variable(frame[3]) == 0 ~ Strength(priority: 50))
                _ = fitting.value(of: variable(frame[3]))
            }
            try system.replay(shuffled ? system.constraints.shuffled(seed: 7) : nil)
        }
        // As the engine changes a pin or a constant: the constraint replaced by one with the new constant.
        func replacing(_ old: Cassowary.Constraint, by shift: Double) throws {
            try solver.replace(old, with: Cassowary.Constraint(old.expression - shift, old.relation, strength: old.strength))
            _ = solver.fetchChanges()
        }
        let resize = try seconds { try replacing(system.rootPins[2], by: 80) }
        let change = try seconds { for row in system.rows(of: last) { try replacing(row, by: 6) } }
        let frame = system.frameVariables(of: probe)
        return ScreenMeasurement(
            build: build, resize: resize, change: change,
            check: solver.value(of: frame[0]) + solver.value(of: frame[2]))
    }

    /// The table: `cells` cells, each sized by `systemLayoutSizeFitting` at 320 pt, placed one below the other
    /// (frames, as a table view places its cells) and added to the root. Returns the last cell's subtitle spacing
    /// (the constant the benchmark changes) and that subtitle (whose frame in its cell is checked).
    static func buildTable(in root: UIView, cells: Int, shuffled: Bool) -> (NSLayoutConstraint, UIView) {
        let titles = [
            "Title", "A longer title that wraps onto a second line", "Short",
            "A title long enough to wrap over two lines, maybe three at this width",
        ]
        var y: CGFloat = 0
        var last: NSLayoutConstraint!
        var probe: UIView!
        for i in 0..<cells {
            let cell = UIView()
            cell.autoresizingMask = [.flexibleWidth]
            let icon = makeChild(of: cell, SizedView(40, 40))
            let title = UILabel()
            title.text = titles[i % titles.count]
            title.numberOfLines = 0
            title.preferredMaxLayoutWidth = 240
            _ = makeChild(of: cell, title)
            let subtitle = UILabel()
            subtitle.text = "Subtitle"
            _ = makeChild(of: cell, subtitle)
            let spacing = subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4)
            let constraints = [
                icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                icon.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
                icon.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -12),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                spacing,
                subtitle.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
            ]
            NSLayoutConstraint.activate(shuffled ? constraints.shuffled(seed: UInt64(i)) : constraints)
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            cell.frame = CGRect(x: 0, y: y, width: 320, height: size.height)
            y += size.height
            root.addSubview(cell)
            last = spacing
            probe = subtitle
        }
        return (last, probe)
    }
}
