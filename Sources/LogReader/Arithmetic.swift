/// The arithmetic that shows why a conflicting set cannot hold, for the shape most logs have: a chain of
/// edges, gaps and sizes along one axis that adds up to one number while another constraint (often one UIKit
/// derived from a frame) fixes the same distance at another (`8 + 100 + 8 = 116, but … fixes it at 44`).
/// Sets of other shapes (multipliers, centres, sizes equal to sizes) are named without the sum.
struct Arithmetic {
    let log: ConsoleLog
    let names: ItemNames
    let conflict: [Int]
    let usesHiddenSizes: Bool

    /// A point on one axis: an item's leading or trailing edge (`h`), top or bottom (`v`).
    struct Point: Hashable {
        var key: String
        var edge: String
    }

    /// `to REL from + offset`, from a listed constraint (`index`) or a hidden non-negative size.
    struct Edge {
        var from: Point, to: Point, offset: Double, relation: LoggedRelation
        var term: String
        var index: Int?
    }

    static func edge(_ attribute: String) -> String? {
        switch attribute {
        case "leading", "left", "minX": return "leading"
        case "trailing", "right", "maxX": return "trailing"
        case "top", "minY": return "top"
        case "bottom", "maxY": return "bottom"
        default: return nil
        }
    }

    func edge(for i: Int) -> Edge? {
        let c = log.listed[i]
        let relation = c.relation
        if ["width", "height"].contains(c.firstAttribute), c.second == nil {
            let (a, b) = c.firstAttribute == "width" ? ("leading", "trailing") : ("top", "bottom")
            return Edge(
                from: Point(key: c.first.key, edge: a), to: Point(key: c.first.key, edge: b), offset: c.constant,
                relation: relation, term: "\(names.name(c.first.key)).\(c.firstAttribute) \(LogExplainer.n(c.constant))", index: i)
        }
        guard let e1 = Self.edge(c.firstAttribute) else { return nil }
        let secondKey: String
        let e2: String
        if let second = c.second, let attribute = c.secondAttribute {
            guard c.multiplier == 1, let edge = Self.edge(attribute) else { return nil }
            secondKey = second.key
            e2 = edge
        } else if let bar = c.superview {
            secondKey = bar.key
            e2 = e1
        } else {
            return nil
        }
        guard ["leading", "trailing"].contains(e1) == ["leading", "trailing"].contains(e2) else { return nil }
        return Edge(
            from: Point(key: secondKey, edge: e2), to: Point(key: c.first.key, edge: e1), offset: c.constant,
            relation: relation, term: LogExplainer.n(c.constant), index: i)
    }

    func hiddenEdges() -> [Edge] {
        var keys: [String] = []
        for i in conflict {
            let c = log.listed[i]
            for key in [c.first.key, c.second?.key, c.superview?.key].compactMap({ $0 }) where !keys.contains(key) { keys.append(key) }
        }
        return keys.flatMap { key in
            [
                Edge(
                    from: Point(key: key, edge: "leading"), to: Point(key: key, edge: "trailing"), offset: 0, relation: .greaterThanOrEqual,
                    term: "0 (\(names.name(key)).width ≥ 0)", index: nil),
                Edge(
                    from: Point(key: key, edge: "top"), to: Point(key: key, edge: "bottom"), offset: 0, relation: .greaterThanOrEqual,
                    term: "0 (\(names.name(key)).height ≥ 0)", index: nil),
            ]
        }
    }

    /// The sentences: the sum along the chain, and what the remaining constraint asks for instead.
    func sentences() -> [String] {
        guard !conflict.isEmpty else { return [] }
        let listedNumbers = conflict.map { "#\($0 + 1)" }
        // One constraint alone: it asks for a negative size.
        if conflict.count == 1, let e = edge(for: conflict[0]), e.from.key == e.to.key, e.offset < 0, e.relation != .greaterThanOrEqual {
            let c = log.listed[conflict[0]]
            return [
                "#\(conflict[0] + 1) asks for \(names.name(c.first.key)).\(c.firstAttribute) \(c.relation.rawValue) \(LogExplainer.n(c.constant)), but a view's \(c.firstAttribute) is never negative."
            ]
        }
        let edges = conflict.compactMap { edge(for: $0) }
        guard edges.count == conflict.count else {
            return [
                "\(listedNumbers.joined(separator: ", ")) cannot all hold at once"
                    + (usesHiddenSizes ? ", since no width or height may be negative." : ".")
            ]
        }
        // The constraint that fixes the distance: one derived from a frame, else the one UIKit broke, else the last.
        let fixedIndex =
            conflict.first { log.listed[$0].isFrameDerived } ?? log.brokenIndex.flatMap { conflict.contains($0) ? $0 : nil } ?? conflict
            .last!
        guard let fixed = edges.first(where: { $0.index == fixedIndex }) else { return [] }
        let others = edges.filter { $0.index != fixedIndex }
        let hidden = hiddenEdges().filter { !($0.from == fixed.from && $0.to == fixed.to) }
        // The chain that contradicts the fixed constraint, with the fewest hidden sizes, then the fewest steps.
        var best: (path: [(Edge, Bool)], total: Double, relation: LoggedRelation, hidden: Int)?
        for path in Self.paths(from: fixed.from, to: fixed.to, over: others + hidden) {
            guard let (total, relation) = Self.sum(path), Self.contradicts(total, relation, fixed) else { continue }
            let hiddenCount = path.filter { $0.0.index == nil }.count
            if best == nil || (hiddenCount, path.count) < (best!.hidden, best!.path.count) {
                best = (path, total, relation, hiddenCount)
            }
        }
        guard let best else { return ["\(listedNumbers.joined(separator: ", ")) cannot all hold at once."] }
        let path = best.path
        let total = best.total
        var terms: [String] = []
        var numbers: [String] = []
        for (edge, forward) in path {
            var term = edge.term
            if !forward { term = term.hasPrefix("-") ? String(term.dropFirst()) : "-" + term }
            terms.append(term)
            if let i = edge.index { numbers.append("#\(i + 1)") }
        }
        let relation = best.relation
        let sum = terms.enumerated().map { i, t in i == 0 ? t : t.hasPrefix("-") ? "- " + t.dropFirst() : "+ " + t }.joined(separator: " ")
        let subject = subjectName(fixed)
        let word = relation == .equal ? "=" : relation == .greaterThanOrEqual ? "≥" : "≤"
        let c = log.listed[fixedIndex]
        let who = "#\(fixedIndex + 1)" + (c.identifier.map { " '\($0)'" } ?? "")
        let verb = fixed.relation == .equal ? "fixes it at" : fixed.relation == .lessThanOrEqual ? "allows at most" : "needs at least"
        let chain = terms.count > 1 ? "\(sum) = \(LogExplainer.n(total))" : LogExplainer.n(total)
        var sentence =
            "\(subject) \(word) \(chain) (\(numbers.joined(separator: ", "))), but \(who) \(verb) \(LogExplainer.n(fixed.offset))."
        if path.contains(where: { $0.0.index == nil }) { sentence += " A view's width and height are never negative." }
        return [sentence]
    }

    func subjectName(_ e: Edge) -> String {
        if e.from.key == e.to.key {
            return "\(names.name(e.from.key)).\(e.from.edge == "leading" ? "width" : "height")"
        }
        return "\(names.name(e.to.key)).\(e.to.edge) − \(names.name(e.from.key)).\(e.from.edge)"
    }

    /// The sum along a chain and the relation it gives (`=` when every step is an equality), nil when its steps
    /// pull both ways.
    static func sum(_ path: [(Edge, Bool)]) -> (Double, LoggedRelation)? {
        var total = 0.0
        var relations: Set<LoggedRelation> = []
        for (edge, forward) in path {
            total += forward ? edge.offset : -edge.offset
            let r: LoggedRelation =
                forward
                ? edge.relation
                : edge.relation == .greaterThanOrEqual ? .lessThanOrEqual : edge.relation == .lessThanOrEqual ? .greaterThanOrEqual : .equal
            if r != .equal { relations.insert(r) }
        }
        guard relations.count <= 1 else { return nil }
        return (total, relations.first ?? .equal)
    }

    /// Whether `value REL total` (from a chain) and the fixed constraint cannot both hold.
    static func contradicts(_ total: Double, _ relation: LoggedRelation, _ fixed: Edge) -> Bool {
        let f = fixed.offset
        let tolerance = 1e-6
        switch (relation, fixed.relation) {
        case (.equal, .equal): return abs(total - f) > tolerance
        case (.equal, .greaterThanOrEqual), (.lessThanOrEqual, .greaterThanOrEqual), (.lessThanOrEqual, .equal):
            return total < f - tolerance
        case (.equal, .lessThanOrEqual), (.greaterThanOrEqual, .lessThanOrEqual), (.greaterThanOrEqual, .equal):
            return total > f + tolerance
        default: return false
        }
    }

    /// The simple chains of edges from `start` to `goal` (at most 500, depth-first), each step with the
    /// direction it is walked in.
    static func paths(from start: Point, to goal: Point, over edges: [Edge]) -> [[(Edge, Bool)]] {
        var found: [[(Edge, Bool)]] = []
        var visited: Set<Point> = [start]
        var steps: [(Edge, Bool)] = []
        var budget = 20_000
        func walk(_ p: Point) {
            guard found.count < 500, budget > 0 else { return }
            budget -= 1
            if p == goal {
                found.append(steps)
                return
            }
            for e in edges {
                for (a, b, forward) in [(e.from, e.to, true), (e.to, e.from, false)] where a == p && !visited.contains(b) {
                    visited.insert(b)
                    steps.append((e, forward))
                    walk(b)
                    steps.removeLast()
                    visited.remove(b)
                }
            }
        }
        if start != goal { walk(start) }
        return found
    }
}

/// The usual fixes for the shape of a conflict, concretely, with the names and equations of the log.
struct Fixes {
    let log: ConsoleLog
    let names: ItemNames
    let conflict: [Int]

    func all() -> [String] {
        let set = conflict.isEmpty ? Array(log.listed.indices) : conflict
        let listed = set.map { log.listed[$0] }
        var fixes: [String] = []
        let appMade = set.filter { !log.listed[$0].isSystemMade }
        let target = log.brokenIndex.flatMap { appMade.contains($0) ? $0 : nil } ?? appMade.first
        let targetText = target.map { "\"\(names.equation(log.listed[$0]))\"" }
        func has(_ prefix: String) -> LoggedConstraint? { listed.first { $0.identifier?.hasPrefix(prefix) == true } }
        if let c = has("UIView-Encapsulated-Layout-Height") {
            fixes.append(
                "The height of \(names.name(c.first.key)) comes from its table or collection view (\(LogExplainer.n(c.constant)) here). Constrain the cell's content to its contentView from top to bottom and let the row height be automatic (rowHeight = UITableView.automaticDimension with an estimatedRowHeight)"
                    + (targetText.map {
                        "; and lower \($0) to priority 999 so that it gives way while the cell is measured at the estimated height."
                    } ?? "."))
        }
        if let c = has("UIView-Encapsulated-Layout-Width") {
            fixes.append(
                "The width of \(names.name(c.first.key)) comes from the view that sizes it (a collection view's item size, a table's width, a view controller's root view: \(LogExplainer.n(c.constant)) here)"
                    + (targetText.map { ": lower \($0) to priority 999, or size the container instead." } ?? "."))
        }
        var autoresized: [String] = []
        for c in listed where c.className == "NSAutoresizingMaskLayoutConstraint" && !autoresized.contains(c.first.key) {
            autoresized.append(c.first.key)
        }
        for key in autoresized {
            fixes.append(
                "Set translatesAutoresizingMaskIntoConstraints = false on \(names.name(key)): its frame and autoresizing mask became the NSAutoresizingMaskLayoutConstraints listed, and they fight the constraints you added."
            )
        }
        if let c = has("UISV-hiding") {
            fixes.append(
                "\(names.name(c.first.key)) is hidden in a UIStackView, which gives it a zero size"
                    + (targetText.map { ": lower \($0) to priority 999 so that it gives way while the view is hidden." } ?? "."))
        }
        if has("_UITemporaryLayout") != nil {
            fixes.append(
                "UIKit lays the view out at a temporary size before it gets its real one"
                    + (targetText.map { ": lower \($0) to priority 999 so that it gives way during that pass." } ?? "."))
        }
        // Two app constraints that set the same distance to different values.
        let arithmetic = Arithmetic(log: log, names: names, conflict: set, usesHiddenSizes: false)
        let edges = set.compactMap { arithmetic.edge(for: $0) }
        for (i, a) in edges.enumerated() {
            for b in edges[(i + 1)...]
            where a.from == b.from && a.to == b.to && a.offset != b.offset && a.relation == .equal && b.relation == .equal {
                if let x = a.index, let y = b.index, !log.listed[x].isSystemMade, !log.listed[y].isSystemMade {
                    fixes.append(
                        "#\(x + 1) and #\(y + 1) set the same distance to \(LogExplainer.n(a.offset)) and \(LogExplainer.n(b.offset)): keep one of them, or make one an inequality or optional."
                    )
                }
            }
        }
        if listed.contains(where: {
            ["width", "height"].contains($0.firstAttribute) && $0.second == nil && $0.constant < 0 && $0.relation != .greaterThanOrEqual
        }) {
            fixes.append(
                "A size constant is negative: check the sign. Trailing and bottom insets are negative when written as view.trailing == superview.trailing - 16 (or write superview.trailing == view.trailing + 16)."
            )
        }
        if let targetText, !fixes.contains(where: { $0.contains(targetText) }) {
            fixes.append(
                (fixes.isEmpty ? "Lower" : "Or lower")
                    + " \(targetText) to priority 999: it then gives way instead of being broken, and the rest of the layout stays as you meant it."
            )
        }
        return fixes
    }
}
