import AutoLayout
import Foundation

/// The views and constraints a log mentions, rebuilt with the engine: one view per address (or identifier),
/// under the superviews the log reveals (`names: '|':…`, autoresizing constraints), layout guides on their
/// owning views, every listed constraint activated with the broken one last, and every width and height held
/// `>= 0` as UIKit holds them (spec diagnostics.md §2.3; these hidden constraints are never printed).
final class LogRebuild {
    /// The synthetic window every view of the log hangs from.
    let root = UIView(frame: .zero)
    /// Each item by its key (`LoggedItem.key`).
    private(set) var items: [String: AnyObject] = [:]
    /// Item keys in the order they first appear in the log.
    private(set) var order: [String] = []
    /// What the log says of each item (the richest mention).
    private(set) var logged: [String: LoggedItem] = [:]
    /// Each item's superview (or a guide's owning view) as the log reveals it.
    private(set) var parents: [String: String] = [:]
    /// The engine's constraint for each listed one (nil where it could not be made).
    private(set) var constraints: [NSLayoutConstraint?] = []
    /// The hidden non-negative size constraints.
    private(set) var hidden: Set<ObjectIdentifier> = []
    /// What the engine reported while laying out: each conflicting set, as indices into the listed constraints,
    /// with whether hidden size constraints took part, and the constraint the engine broke.
    private(set) var conflicts: [(listed: [Int], usesHiddenSizes: Bool, broken: Int?)] = []
    /// Listed constraints the engine refused, with why.
    private(set) var refused: [(index: Int, reason: String)] = []

    /// The hidden size constraints made, by `key/width` and `key/height`, in the order the items first appear.
    private(set) var hiddenKeys: [String] = []

    /// Rebuilds `log`; `listed` and `hidden` restrict the listed constraints (by index) and the hidden sizes
    /// (by `key/width`) that take part, for the search of a minimal conflicting set.
    init(_ log: ConsoleLog, listed: Set<Int>? = nil, hidden hiddenSubset: Set<String>? = nil) {
        // The non-negative sizes are stated below as constraints, so that a conflict shows which of them it needs.
        root.keepsNegativeSizes = true
        let all = log.listed + (log.brokenIndex == nil ? log.broken.map { [$0] } ?? [] : [])
        for c in all {
            note(c.first)
            if let s = c.second { note(s) }
            if let s = c.superview { note(s) }
        }
        // Superviews: the item beside a `|`, and the item of an autoresizing constraint that names one.
        for c in all {
            guard let bar = c.superview else { continue }
            let child = c.barIsFirst == true ? c.second : c.first
            if let child, child.key != bar.key, parents[child.key] == nil, !creates(cycle: child.key, under: bar.key) {
                parents[child.key] = bar.key
            }
        }
        // Views first (parents before children), then guides on their owners.
        for key in order where !(logged[key]?.isLayoutGuide ?? false) { _ = view(key) }
        for key in order where logged[key]?.isLayoutGuide ?? false {
            let guide = UILayoutGuide()
            if let text = logged[key]?.text { guide.identifier = text }
            owner(of: key).addLayoutGuide(guide)
            items[key] = guide
        }
        for key in order {
            guard let item = items[key] else { continue }
            for attribute in [NSLayoutConstraint.Attribute.width, .height] {
                let hiddenKey = "\(key)/\(attribute == .width ? "width" : "height")"
                hiddenKeys.append(hiddenKey)
                if let hiddenSubset, !hiddenSubset.contains(hiddenKey) { continue }
                let c = NSLayoutConstraint(
                    item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: 0)
                c.identifier = "non-negative size"
                hidden.insert(ObjectIdentifier(c))
                c.isActive = true
            }
        }
        constraints = all.map(make)
        root.unsatisfiableConstraintsHandler = { [unowned self] event in
            let index = Dictionary(
                self.constraints.enumerated().compactMap { i, c in c.map { (ObjectIdentifier($0), i) } },
                uniquingKeysWith: { a, _ in a })
            let listed = event.conflicting.compactMap { index[ObjectIdentifier($0)] }.sorted()
            let usesHidden = event.conflicting.contains { self.hidden.contains(ObjectIdentifier($0)) }
            self.conflicts.append((listed, usesHidden, index[ObjectIdentifier(event.victim)]))
        }
        // The broken one last, so that the conflict found is the one that holds it.
        var activation = Array(constraints.indices)
        if let b = log.brokenIndex {
            activation.removeAll { $0 == b }
            activation.append(b)
        }
        for i in activation {
            guard let c = constraints[i], listed?.contains(i) ?? true else { continue }
            if let error = c.validationError {
                refused.append((i, error.reason))
                continue
            }
            c.isActive = true
        }
        root.layoutIfNeeded()
        guard listed == nil && hiddenSubset == nil else { return }
        let views = order.compactMap { key in (items[key] as? UIView).map { (key: key, view: $0) } }
        for (entry, parts) in zip(views, UIView.ambiguousLayoutVariables(of: views.map(\.view))) { open[entry.key] = parts }
        placeOpenParts()
        fitRoot()
    }

    /// The frame parts of each view that the log's constraints leave open (`minX`, `minY`, `Width`, `Height`),
    /// found before the placeholders below are added.
    private(set) var open: [String: [String]] = [:]

    /// Gives the parts the log leaves open a place at the lowest priority (120 wide, 40 high plus 64 for each level
    /// of subviews, 24 points below the superview's top, top-level views side by side), so that the picture shows every view; the parts the constraints set are
    /// untouched, and the explanation says which parts are placeholders.
    private func placeOpenParts() {
        var column = 0
        for key in order {
            guard let v = items[key] as? UIView, let parts = open[key], !parts.isEmpty, let parent = v.superview else { continue }
            var placeholders: [NSLayoutConstraint] = []
            if parts.contains("Width") { placeholders.append(v.widthAnchor.constraint(equalToConstant: 120)) }
            func depthBelow(_ view: UIView) -> Int { view.subviews.map { depthBelow($0) + 1 }.max() ?? 0 }
            if parts.contains("Height") {
                placeholders.append(v.heightAnchor.constraint(equalToConstant: CGFloat(40 + 64 * depthBelow(v))))
            }
            if parts.contains("minX") {
                let x = parent === root ? CGFloat(column * 160) : 20
                placeholders.append(v.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: x))
                if parent === root { column += 1 }
            }
            if parts.contains("minY") {
                placeholders.append(v.topAnchor.constraint(equalTo: parent.topAnchor, constant: parent === root ? 20 : 24))
            }
            for c in placeholders {
                c.priority = UILayoutPriority(1)
                c.isActive = true
            }
        }
        root.layoutIfNeeded()
    }

    private func note(_ item: LoggedItem) {
        if let known = logged[item.key] {
            if known.className == nil || (known.text == nil && item.text != nil) {
                var merged = item
                merged.identifier = merged.identifier ?? known.identifier
                merged.className = merged.className ?? known.className
                logged[item.key] = merged
            }
        } else {
            logged[item.key] = item
            order.append(item.key)
        }
    }

    private func creates(cycle child: String, under parent: String) -> Bool {
        var p: String? = parent
        var steps = 0
        while let key = p, steps < 1000 {
            if key == child { return true }
            p = parents[key]
            steps += 1
        }
        return false
    }

    private func view(_ key: String) -> UIView {
        if let v = items[key] as? UIView { return v }
        let v = UIView(frame: .zero)
        v.translatesAutoresizingMaskIntoConstraints = false
        items[key] = v
        let parent = parents[key].map { logged[$0]?.isLayoutGuide == true ? root : view($0) } ?? root
        parent.addSubview(v)
        return v
    }

    private func owner(of guideKey: String) -> UIView {
        parents[guideKey].flatMap { items[$0] as? UIView } ?? root
    }

    /// The engine attribute for a printed name (autoresizing `minX` is the frame's left in the superview, etc.).
    static func attribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        switch name {
        case "left", "minX": return .left
        case "right", "maxX": return .right
        case "top", "minY": return .top
        case "bottom", "maxY": return .bottom
        case "leading": return .leading
        case "trailing": return .trailing
        case "width": return .width
        case "height": return .height
        case "centerX", "midX": return .centerX
        case "centerY", "midY": return .centerY
        case "baseline", "lastBaseline": return .lastBaseline
        case "firstBaseline": return .firstBaseline
        case "leftMargin": return .leftMargin
        case "rightMargin": return .rightMargin
        case "topMargin": return .topMargin
        case "bottomMargin": return .bottomMargin
        case "leadingMargin": return .leadingMargin
        case "trailingMargin": return .trailingMargin
        case "centerXWithinMargins": return .centerXWithinMargins
        case "centerYWithinMargins": return .centerYWithinMargins
        default: return nil
        }
    }

    /// The engine's constraint for a logged one. A position with no second item (`minX == 0` of an autoresizing
    /// constraint) is relative to the superview the log names, else to the window.
    private func make(_ c: LoggedConstraint) -> NSLayoutConstraint? {
        guard var first = items[c.first.key], var a1 = Self.attribute(c.firstAttribute) else { return nil }
        var second: AnyObject? = c.second.flatMap { items[$0.key] }
        var a2 = c.secondAttribute.flatMap(Self.attribute) ?? .notAnAttribute
        (first, a1) = marginsGuideAnchor(first, a1)
        if let s = second { (second, a2) = marginsGuideAnchor(s, a2) }
        if second == nil, ![.width, .height].contains(a1) {
            second = c.superview.flatMap { items[$0.key] } ?? (first as? UIView)?.superview ?? (first as? UILayoutGuide)?.owningView
            a2 = a1
        }
        let relation: NSLayoutConstraint.Relation =
            switch c.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let made = NSLayoutConstraint(
            item: first, attribute: a1, relatedBy: relation, toItem: second, attribute: a2,
            multiplier: CGFloat(c.multiplier), constant: CGFloat(c.constant))
        made.identifier = c.identifier
        if c.priority < 1000, c.priority > 0 { made.priority = UILayoutPriority(Float(c.priority)) }
        return made
    }

    /// A view's margin attribute (`bottomMargin`) read as an edge of its margins guide when the log shows that
    /// guide (`UIView-bottomMargin-guide-constraint` and its kin then say where the margins are), as UIKit
    /// lowers margin attributes; otherwise the attribute stays, with the engine's default margins.
    private func marginsGuideAnchor(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> (
        AnyObject, NSLayoutConstraint.Attribute
    ) {
        let plain: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [
            .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom,
            .leadingMargin: .leading, .trailingMargin: .trailing, .centerXWithinMargins: .centerX, .centerYWithinMargins: .centerY,
        ]
        guard let edge = plain[attribute], let view = item as? UIView,
            let key = items.first(where: { $0.value === view })?.key,
            let guideKey = order.first(where: { logged[$0]?.text == "UIViewLayoutMarginsGuide" && parents[$0] == key }),
            let guide = items[guideKey]
        else { return (item, attribute) }
        return (guide, edge)
    }

    /// Sizes the window around its views (the log says nothing of it), so that the picture shows them all.
    private func fitRoot() {
        var box = CGRect.null
        func walk(_ v: UIView, _ origin: CGPoint) {
            for s in v.subviews {
                let f = s.frame.offsetBy(dx: origin.x, dy: origin.y)
                box = box.union(f)
                walk(s, f.origin)
            }
        }
        walk(root, .zero)
        if box.isNull { box = .zero }
        root.bounds = CGRect(
            x: min(0, box.minX) - 20, y: min(0, box.minY) - 20,
            width: max(max(box.maxX, 0) - min(0, box.minX) + 40, 420), height: max(box.maxY, 0) - min(0, box.minY) + 40)
        root.frame.origin = .zero
        root.layoutIfNeeded()
    }

    /// A smallest set of the listed constraints that cannot hold together, with the hidden non-negative sizes
    /// it needs; nil when the listed constraints hold together.
    ///
    /// Several smallest sets can exist when sizes are held non-negative (one chain through a container's size,
    /// another through the size of a view inside it). The log says which constraint UIKit broke, and UIKit's
    /// list is a conflict that holds it, so the search looks for such a set: the listed constraints without the
    /// broken one, plus every hidden size that keeps them satisfiable (in the order the items first appear),
    /// then the broken one; the conflict this makes is reduced by deletion (hidden sizes first, then listed
    /// constraints). Without a broken constraint, or when no conflict holds it, the whole set is reduced the
    /// same way. The order of the hidden sizes is our choice (**unconfirmed**: UIKit's own choice among equally
    /// small sets is not documented).
    static func minimalConflict(_ log: ConsoleLog) -> (listed: [Int], hidden: [String])? {
        let all = Set(log.listed.indices)
        let full = LogRebuild(log, listed: all, hidden: nil)
        guard !full.conflicts.isEmpty else { return nil }
        func conflicts(_ listed: Set<Int>, _ hidden: Set<String>) -> Bool {
            !LogRebuild(log, listed: listed, hidden: hidden).conflicts.isEmpty
        }
        var listed = all
        var hidden = Set(full.hiddenKeys)
        if let v = log.brokenIndex {
            var kept: Set<String> = []
            let others = all.subtracting([v])
            for key in full.hiddenKeys where !conflicts(others, kept.union([key])) { kept.insert(key) }
            if conflicts(all, kept) { hidden = kept }
        }
        for key in full.hiddenKeys where hidden.contains(key) && conflicts(listed, hidden.subtracting([key])) { hidden.remove(key) }
        let order = log.listed.indices.filter { $0 != log.brokenIndex } + (log.brokenIndex.map { [$0] } ?? [])
        for i in order where conflicts(listed.subtracting([i]), hidden) { listed.remove(i) }
        return (listed.sorted(), full.hiddenKeys.filter(hidden.contains))
    }

    /// The item for a key.
    func item(_ key: String) -> AnyObject? { items[key] }
}
