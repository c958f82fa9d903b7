import Foundation

extension UIView {
    /// Recomputes the traits of this view (and of its controller, for a controller's root view) from where it
    /// now is, calls `traitCollectionDidChange(_:)` where they changed (controller first), and goes on into the
    /// subviews only when this view's traits changed: a subtree's traits depend on nothing else.
    func refreshTraits() {
        var inherited =
            storedSuperview?.cachedTraits
            ?? (storedRoundingScale > 0 ? UITraitCollection(displayScale: storedRoundingScale) : .unspecified)
        if let vc = owningViewController {
            let traits = inherited.applying(vc.traitOverrides)
            if traits != vc.cachedTraits {
                let old = vc.cachedTraits
                vc.cachedTraits = traits
                vc.traitCollectionDidChange(old)
                if old.horizontalSizeClass != traits.horizontalSizeClass { marginsDidChange() }
            }
            inherited = traits
        }
        let traits = inherited.applying(traitOverrides)
        guard traits != cachedTraits else { return }
        let old = cachedTraits
        cachedTraits = traits
        traitCollectionDidChange(old)
        for s in storedSubviews { s.refreshTraits() }
    }
}
