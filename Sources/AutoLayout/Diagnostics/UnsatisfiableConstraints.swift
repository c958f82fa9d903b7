internal import Cassowary
import Foundation

/// What the engine knows when a required constraint cannot be added: the constraint being added, the
/// required constraints it conflicts with (in activation order, the one being added last), and the
/// constraint the engine is about to break.
public struct UnsatisfiableConstraintsEvent {
    /// The constraint whose installation (or constant/priority change) failed.
    public let adding: NSLayoutConstraint
    /// The conflicting set, ordered by activation, including `adding`.
    public let conflicting: [NSLayoutConstraint]
    /// The constraint chosen to break (see `LayoutDiagnostics.constraintToBreak(in:)`).
    public let victim: NSLayoutConstraint
}

/// The internal priority a broken constraint keeps: above every priority an application can set
/// (999.999…), below required. The spec's "broken-required" level.
public let brokenConstraintPriority: Double = 999.9995

extension LayoutDiagnostics {
    /// Chooses which constraint of a conflicting set to break (spec diagnostics.md §2.3, observed in 66 real
    /// logs: never one derived from a frame, and an app-made one whenever the set holds one): the most recently
    /// activated app-made constraint; else the most recently activated one UIKit made that is not derived from a
    /// frame; else the most recent. Which app constraint among several is our choice (**unconfirmed**: no rule
    /// fits the logs).
    public static func constraintToBreak(in conflicting: [NSLayoutConstraint]) -> NSLayoutConstraint? {
        let byRecency = conflicting.sorted { $0.sequence > $1.sequence }
        return byRecency.first(where: { !$0.isSystemOwned })
            ?? byRecency.first(where: { !$0.isFrameDerived })
            ?? byRecency.first
    }

    /// The conflicting set in the order UIKit prints it (spec diagnostics.md §2.3, observed in 39 of 41 logs
    /// where the order can be tested): by identifier, case-insensitively, unidentified constraints first; among
    /// those, autoresizing and content-size constraints first; ties in activation order.
    public static func printedOrder(_ conflicting: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        conflicting.sorted { a, b in
            switch (a.identifier?.lowercased(), b.identifier?.lowercased()) {
            case (nil, nil):
                let ka = a.origin == .autoresizing || a.origin == .contentSize ? 0 : 1
                let kb = b.origin == .autoresizing || b.origin == .contentSize ? 0 : 1
                return ka != kb ? ka < kb : a.sequence < b.sequence
            case (nil, _): return true
            case (_, nil): return false
            case (let x?, let y?): return x != y ? x < y : a.sequence < b.sequence
            }
        }
    }

    /// UIKit's log for a broken constraint (spec diagnostics.md §2.1, iOS 13+ form, word for word, with its
    /// tabs and trailing spaces): the advice, the conflicting constraints as an array description, the
    /// victim, and the pointer to `UIViewAlertForUnsatisfiableConstraints`. The Note line about autoresizing
    /// constraints appears only when one is in the list, as in UIKit's logs.
    public static func unsatisfiableMessage(_ event: UnsatisfiableConstraintsEvent) -> String {
        var s = "Unable to simultaneously satisfy constraints.\n"
        s += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        s += "\tTry this: \n"
        s += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        s += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if event.conflicting.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            s +=
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        s += arrayDescription(printedOrder(event.conflicting)) + "\n\n"
        s += "Will attempt to recover by breaking constraint \n"
        s += "\(event.victim)\n\n"
        s += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        s += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        return s
    }

    /// An array of constraints as Foundation prints an `NSArray` (the form of the conflict list and of
    /// `constraintsAffectingLayout(for:)` in the debugger): `(`, one quoted description per line indented by
    /// four spaces with commas between, `)`; `()` when empty.
    public static func arrayDescription(_ constraints: [NSLayoutConstraint]) -> String {
        guard !constraints.isEmpty else { return "()" }
        let lines = constraints.map { "    \"\($0.description.replacingOccurrences(of: "\"", with: "\\\""))\"" }
        return "(\n" + lines.joined(separator: ",\n") + "\n)"
    }
}

/// Called each time the engine breaks a constraint, as UIKit calls its function of the same name: set a
/// symbolic breakpoint here to stop in the debugger, or observe it with
/// `LayoutDiagnostics.withUnsatisfiableConstraintsAlert(_:_:)`. `constraint` is the one broken, `mutuallyExclusiveConstraints`
/// the conflicting set it was chosen from.
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's own symbol name: the one a symbolic breakpoint names.
@inline(never)
public func UIViewAlertForUnsatisfiableConstraints(
    _ constraint: NSLayoutConstraint,
    _ mutuallyExclusiveConstraints: [NSLayoutConstraint]
) {
    LayoutDiagnostics.handlers?.unsatisfiableAlert?(constraint, mutuallyExclusiveConstraints)
}

extension NSLayoutConstraint {
    /// Whether UIKit (not the application) made the constraint: autoresizing, content size, system guides,
    /// and the identifiers UIKit gives its own (`UIView-…`, `UISV-…`, `_UI…`, the fitting targets).
    var isSystemOwned: Bool {
        if origin != .user || isFrameDerived { return true }
        guard let id = identifier else { return false }
        return id.hasPrefix("UIView-") || id.hasPrefix("UISV-") || id.hasPrefix("_UI")
    }

    /// Whether UIKit derived the constraint from a frame or a size it imposes (autoresizing, content size,
    /// `UIView-Encapsulated-Layout-*`, `_UITemporaryLayout*`, `UISV-hiding`, the fitting targets): never the one
    /// broken while another is in the set (spec diagnostics.md §2.3).
    var isFrameDerived: Bool {
        if origin == .autoresizing || origin == .contentSize { return true }
        guard let id = identifier else { return false }
        return id.hasPrefix("UIView-Encapsulated-Layout-") || id.hasPrefix("_UITemporaryLayout") || id == "UISV-hiding"
            || id == "fittingSizeHTarget" || id == "fittingSizeVTarget"
    }
}

extension UIView {
    /// Set on a root view: called instead of logging when a required constraint of this hierarchy cannot be
    /// satisfied. The engine breaks `event.victim` afterwards in either case, and calls
    /// `UIViewAlertForUnsatisfiableConstraints` in either case.
    public var unsatisfiableConstraintsHandler: ((UnsatisfiableConstraintsEvent) -> Void)? {
        get { storedUnsatisfiableHandler }
        set { storedUnsatisfiableHandler = newValue }
    }
}

extension LayoutEngine {
    /// The seam: called when adding required `adding` fails against `conflicting` (which ends with `adding`).
    /// Chooses the victim, reports it (the root's `unsatisfiableConstraintsHandler`, or the log), calls
    /// `UIViewAlertForUnsatisfiableConstraints`, and
    /// returns the victim; the engine then re-adds it at `brokenConstraintPriority` and carries on.
    func handleUnsatisfiable(_ conflicting: [NSLayoutConstraint], adding: NSLayoutConstraint) -> NSLayoutConstraint {
        let victim = canvasVictim(in: conflicting) ?? LayoutDiagnostics.constraintToBreak(in: conflicting) ?? adding
        let event = UnsatisfiableConstraintsEvent(adding: adding, conflicting: conflicting, victim: victim)
        if let handler = root.rootView.storedUnsatisfiableHandler {
            handler(event)
        } else {
            LayoutDiagnostics.log(LayoutDiagnostics.unsatisfiableMessage(event))
        }
        UIViewAlertForUnsatisfiableConstraints(victim, conflicting)
        return victim
    }
}

extension LayoutEngine {
    /// On Interface Builder's canvas (views drawn at saved frames, `UIView.canvasStayFrame`), the constraint of a
    /// conflict that those frames violate, by more than half a point and the most: the canvas is incremental, and
    /// the frames it saved are the layout its engine reached with that constraint broken. Among app-made
    /// constraints when the set holds one (as `LayoutDiagnostics.constraintToBreak`), else among those not derived
    /// from a frame; nil off the canvas, or when the frames satisfy every candidate (a stale or unlaid file), and
    /// the usual rule decides. Observed [inferred, Xcode's own rule is not documented]: no activation order fits
    /// Xcode's choices. The file's order (a view's constraints before its subviews') with the most recently
    /// activated rule breaks the wrong constraint in element-hq/element-ios `SpaceChildViewCell.xib` and
    /// `SpaceChildSpaceViewCell.xib` (Xcode 13: an avatar `height = 40` between the content view's top and
    /// bottom + 11, saved 40 high) and openfoodfacts `AttributeTableViewCell.xib` (Xcode 11.5: an arranged image's
    /// `width = 24` kept, the stack's trailing broken); the reverse order breaks the wrong one in openfoodfacts
    /// `NutriScoreView.xib` (Xcode 11.3: an arranged image's `height = 70` broken, saved 130 high) and duckduckgo/iOS
    /// `TabSwitcher.storyboard` (Xcode 16: `height = 16` broken). This rule gives Xcode's frames in all five.
    func canvasVictim(in conflicting: [NSLayoutConstraint]) -> NSLayoutConstraint? {
        guard !stays.isEmpty else { return nil }
        let appMade = conflicting.filter { !$0.isSystemOwned }
        let candidates = appMade.isEmpty ? conflicting.filter { !$0.isFrameDerived } : appMade
        var best: (constraint: NSLayoutConstraint, violation: Double)?
        for c in candidates {
            guard let violation = canvasViolation(of: c), violation > max(0.5, best?.violation ?? 0) else { continue }
            best = (c, violation)
        }
        return best?.constraint
    }

    /// How far the frames the canvas drew (each view's `canvasStayFrame`; the engine's current values for items
    /// without one) are from satisfying `c`, in points; nil when it cannot be lowered.
    private func canvasViolation(of c: NSLayoutConstraint) -> Double? {
        guard let rows = lower(c) else { return nil }
        var worst = 0.0
        for row in rows {
            let e = row.expression
            var value = e.constant
            for term in e.terms {
                value += term.coefficient * canvasValue(of: term.variable)
            }
            let violation: Double =
                switch row.relation {
                case .equal: abs(value)
                case .greaterThanOrEqual: max(0, -value)
                case .lessThanOrEqual: max(0, value)
                }
            worst = max(worst, violation)
        }
        return worst
    }

    /// A variable's value in the frames the canvas drew (see `canvasViolation(of:)`).
    private func canvasValue(of variable: Variable) -> Double {
        if let view = item(of: variable) as? UIView, let frame = view.canvasStayFrame, let v = variables(of: view as LayoutItem) {
            let a = view.alignmentRect(forFrame: frame)
            switch variable {
            case v.minX: return Double(a.minX)
            case v.minY: return Double(a.minY)
            case v.width: return Double(a.width)
            case v.height: return Double(a.height)
            default: break
            }
        }
        return solver.value(of: variable)
    }
}
