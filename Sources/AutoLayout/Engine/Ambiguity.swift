import Cassowary
import Foundation

extension LayoutEngine {
    /// The names (`minX`, `minY`, `Width`, `Height`, as `_autolayoutTrace` prints them) of the item's variables
    /// that the constraints do not pin down: a probe at a priority below every constraint (0.001) can move them.
    /// The solution is put back afterwards.
    func ambiguousVariables(of item: AnyObject) -> [(name: String, variable: Variable)] {
        guard let v = variables(of: item) else { return [] }
        var result: [(String, Variable)] = []
        for (name, x) in [("minX", v.minX), ("minY", v.minY), ("Width", v.width), ("Height", v.height)] {
            let start = solver.value(of: x)
            var moved = false
            for delta in [1.0, -1.0] where !moved {
                moved = abs(probe(x, to: start + delta) - start) > 1e-7
                if moved { _ = probe(x, to: start) }
            }
            if moved { result.append((name, x)) }
        }
        return result
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
        var seen = Set<ObjectIdentifier>()
        for (_, c) in owners where !seen.contains(ObjectIdentifier(c)) {
            seen.insert(ObjectIdentifier(c))
            guard c.allItems.contains(where: { $0 === item }) else { continue }
            if c.axis == axis { result.append(c) }
        }
        return result.sorted { $0.sequence < $1.sequence }
    }
}

extension NSLayoutConstraint {
    /// The axis the constraint acts on (a width or horizontal location is horizontal).
    var axis: NSLayoutConstraint.Axis? {
        func ax(_ a: AnyLayoutAnchor?) -> NSLayoutConstraint.Axis? {
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
