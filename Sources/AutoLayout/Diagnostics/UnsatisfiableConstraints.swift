import Foundation
import Cassowary

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
    /// Chooses which constraint of a conflicting set to break (spec diagnostics.md §2.3, unconfirmed rule
    /// adopted): the most recently activated one that the system did not make (autoresizing, content
    /// size, guides pinned by UIKit, `UIView-Encapsulated-Layout-*`); if all are system-made, the most
    /// recently activated one.
    public static func constraintToBreak(in conflicting: [NSLayoutConstraint]) -> NSLayoutConstraint? {
        let byRecency = conflicting.sorted { $0.sequence > $1.sequence }
        return byRecency.first(where: { !$0.isSystemOwned }) ?? byRecency.first
    }

    /// The message logged when a constraint is broken. Minimal for now; the diagnostics module replaces
    /// it with UIKit's exact text.
    public static func unsatisfiableMessage(_ event: UnsatisfiableConstraintsEvent) -> String {
        var lines = ["Unable to simultaneously satisfy constraints.", "("]
        for (i, c) in event.conflicting.enumerated() {
            lines.append("    \"\(c)\"" + (i == event.conflicting.count - 1 ? "" : ","))
        }
        lines += [")", "", "Will attempt to recover by breaking constraint ", "\(event.victim)"]
        return lines.joined(separator: "\n")
    }
}

extension NSLayoutConstraint {
    /// Whether UIKit (not the application) made the constraint.
    var isSystemOwned: Bool {
        origin != .user || (identifier?.hasPrefix("UIView-Encapsulated-Layout-") ?? false)
    }
}

extension UIView {
    /// Set on a root view: called instead of logging when a required constraint of this hierarchy cannot be
    /// satisfied. The engine breaks `event.victim` afterwards in either case.
    public var unsatisfiableConstraintsHandler: ((UnsatisfiableConstraintsEvent) -> Void)? {
        get { storedUnsatisfiableHandler }
        set { storedUnsatisfiableHandler = newValue }
    }
}

extension LayoutEngine {
    /// The seam: called when adding required `adding` fails against `conflicting` (which ends with `adding`).
    /// Chooses the victim, reports it (the root's `unsatisfiableConstraintsHandler`, or the log), and
    /// returns the victim; the engine then re-adds it at `brokenConstraintPriority` and carries on.
    func handleUnsatisfiable(_ conflicting: [NSLayoutConstraint], adding: NSLayoutConstraint) -> NSLayoutConstraint {
        let victim = LayoutDiagnostics.constraintToBreak(in: conflicting) ?? adding
        let event = UnsatisfiableConstraintsEvent(adding: adding, conflicting: conflicting, victim: victim)
        if let handler = root.rootView.storedUnsatisfiableHandler {
            handler(event)
        } else {
            LayoutDiagnostics.log(LayoutDiagnostics.unsatisfiableMessage(event))
        }
        return victim
    }
}
