internal import Cassowary
import Foundation

extension LayoutEngine {
    /// The names (`minX`, `minY`, `Width`, `Height`, as `_autolayoutTrace` prints them) of the item's variables
    /// that the constraints do not pin down: a probe at a priority below every constraint (0.001) can move them.
    /// The solution is put back afterwards.
    func ambiguousVariables(of item: AnyObject) -> [(name: String, variable: Variable)] {
        ambiguousVariables(ofAll: [item])[0]
    }

    /// `ambiguousVariables(of:)` of many items at once. The solver's basis proves most variables determined in
    /// one pass over the rows they reach (`Solver.provablyDetermined`); only the others are probed. Probing every
    /// variable expands its row down to the views it hangs from, so a chain of N views checked view by view cost
    /// N² (3,000 views in a column: 6.8 s).
    func ambiguousVariables(ofAll items: [AnyObject]) -> [[(name: String, variable: Variable)]] {
        // The constraints alone decide: canvas stays (`UIView.canvasStayFrame`) are lifted while probing.
        // On the canvas, so are the hidden non-negative sizes (`holdSizeNonNegative(_:of:)`): Xcode asks for
        // constraints for a size only they would bound (`CanvasTieTests.aSizeOnlyZeroBoundsStillNeedsConstraints`).
        let lifted = stays.isEmpty ? stays : stays.merging(nonNegativeSizes) { a, b in a + b }
        for rows in lifted.values { for c in rows { try? solver.remove(c) } }
        defer { for rows in lifted.values { for c in rows { try? solver.add(c) } } }
        let parts = items.map { item -> [(name: String, variable: Variable)] in
            guard let v = variables(of: item) else { return [] }
            return [("minX", v.minX), ("minY", v.minY), ("Width", v.width), ("Height", v.height)]
        }
        let proved = solver.provablyDetermined(parts.flatMap { $0.map(\.variable) })
        var k = 0
        var result: [[(name: String, variable: Variable)]] = []
        for list in parts {
            var free: [(name: String, variable: Variable)] = []
            for part in list {
                if !proved[k] && canMove(part.variable) { free.append(part) }
                k += 1
            }
            result.append(free)
        }
        return result
    }

    /// Whether a probe below every priority moves `x` by a point either way (it is put back if it moved).
    private func canMove(_ x: Variable) -> Bool {
        let start = solver.value(of: x)
        for delta in [1.0, -1.0] where abs(probe(x, to: start + delta) - start) > 1e-7 {
            _ = probe(x, to: start)
            return true
        }
        return false
    }

    /// Suggests `target` for `x` below every real priority, returns where `x` went, and takes the probe away.
    @discardableResult
    func probe(_ x: Variable, to target: Double) -> Double {
        let c = SolverConstraint(SolverExpression(x) - target, .equal, strength: Strength(priority: 0.001))
        guard (try? solver.add(c)) != nil else { return solver.value(of: x) }
        let value = solver.value(of: x)
        try? solver.remove(c)
        return value
    }

    /// The installed constraints that mention `item` on `axis` (held anywhere in the tree), in activation order.
    func constraintsAffecting(_ item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        forEachInstalled { c, _ in
            if c.axis == axis, c.allItems.contains(where: { $0 === item }) { result.append(c) }
        }
        return result.sorted { $0.sequence < $1.sequence }
    }
}

extension NSLayoutConstraint {
    /// The axis the constraint acts on (a width or horizontal location is horizontal).
    var axis: NSLayoutConstraint.Axis? {
        func ax(_ a: ConstraintSide?) -> NSLayoutConstraint.Axis? {
            guard let a else { return nil }
            if a.isComposite { return ax(a.offsetTo) }
            return a.attribute.axis
        }
        return ax(firstAnchorStorage)
    }
}

extension UIView {
    /// Whether the constraints leave the view's position or size undetermined (a debugging aid; it lays the
    /// tree out first if needed). Asked of a `UIWindow`, it answers for every view in the window and logs
    /// UIKit's synopsis when one is ambiguous (see `LayoutDiagnostics.windowAmbiguityCheck`).
    public var hasAmbiguousLayout: Bool {
        if self is UIWindow { return LayoutDiagnostics.windowAmbiguityCheck(self) }
        return !ambiguousLayoutVariables.isEmpty
    }

    /// The names of the undetermined variables (`minX`, `minY`, `Width`, `Height`), for tracing tools.
    public var ambiguousLayoutVariables: [String] {
        let engine = rootView.prepareEngine()
        return engine.ambiguousVariables(of: self).map(\.name)
    }

    /// `ambiguousLayoutVariables` of many views and guides at once (an extension of ours for tools that check a
    /// whole tree): the same answers, in one pass over the solver's rows for each tree plus a probe for each part
    /// that pass cannot settle, rather than a probe for every part. An item outside any tree gets an empty list.
    public static func ambiguousLayoutVariables(of items: [AnyObject]) -> [[String]] {
        var result = [[String]](repeating: [], count: items.count)
        var byRoot: [ObjectIdentifier: (root: UIView, indices: [Int])] = [:]
        for (i, item) in items.enumerated() {
            guard let root = (item as? UIView)?.rootView ?? (item as? UILayoutGuide)?.owningView?.rootView else { continue }
            byRoot[ObjectIdentifier(root), default: (root, [])].indices.append(i)
        }
        for (_, group) in byRoot {
            let answers = group.root.prepareEngine().ambiguousVariables(ofAll: group.indices.map { items[$0] })
            for (i, parts) in zip(group.indices, answers) { result[i] = parts.map(\.name) }
        }
        return result
    }

    /// Moves an ambiguous view to another of its valid positions/sizes (visible after the next layout).
    public func exerciseAmbiguityInLayout() {
        let engine = rootView.prepareEngine()
        for (_, x) in engine.ambiguousVariables(of: self) {
            let start = engine.solver.value(of: x)
            engine.probe(x, to: start + 10)
        }
        engine.markChangedViews()
    }

    /// The installed constraints that affect the view on `axis` (including content-size and autoresizing ones).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        rootView.prepareEngine().constraintsAffecting(self, axis: axis)
    }
}

extension UILayoutGuide {
    /// Whether the constraints leave the guide's position or size undetermined.
    public var hasAmbiguousLayout: Bool { !ambiguousLayoutVariables.isEmpty }

    /// The names of the guide's undetermined variables (`minX`, `minY`, `Width`, `Height`), for tracing tools.
    public var ambiguousLayoutVariables: [String] {
        guard let owner = owningView else { return [] }
        return owner.rootView.prepareEngine().ambiguousVariables(of: self).map(\.name)
    }

    /// The installed constraints that affect the guide on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let owner = owningView else { return [] }
        return owner.rootView.prepareEngine().constraintsAffecting(self, axis: axis)
    }
}
