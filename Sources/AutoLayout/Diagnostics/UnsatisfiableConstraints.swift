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
        let victim = LayoutDiagnostics.constraintToBreak(in: conflicting) ?? adding
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
