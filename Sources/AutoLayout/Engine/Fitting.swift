internal import Cassowary
import Foundation

/// The target-size constraints `systemLayoutSizeFitting` adds to a fitting engine: UIKit's
/// `'fittingSizeHTarget'` (width) and `'fittingSizeVTarget'` (height, identifier unconfirmed).
struct FittingTargets {
    let view: UIView
    let engine: LayoutEngine

    func add(width: CGFloat, priority hp: UILayoutPriority, height: CGFloat, priority vp: UILayoutPriority) {
        let w = NSLayoutConstraint(
            first: ConstraintSide(item: view, attribute: .width), relation: .equal, second: nil,
            multiplier: 1, constant: width, origin: .user)
        w.identifier = "fittingSizeHTarget"
        w.storedPriority = hp
        let h = NSLayoutConstraint(
            first: ConstraintSide(item: view, attribute: .height), relation: .equal, second: nil,
            multiplier: 1, constant: height, origin: .user)
        h.identifier = "fittingSizeVTarget"
        h.storedPriority = vp
        for c in [w, h] {
            c.sequence = NSLayoutConstraint.nextSequence()
            c.container = view
            engine.install(c)
            c.container = nil
        }
    }
}
