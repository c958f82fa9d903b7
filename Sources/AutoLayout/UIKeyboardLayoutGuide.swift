import Foundation

/// The space the keyboard takes at the bottom of a view (UIKit's `UIKeyboardLayoutGuide`, iOS 15), made on first
/// use of `view.keyboardLayoutGuide`: as wide as the view, down to its bottom, its top at the safe area's bottom
/// while no keyboard shows (doc) and at the keyboard's top while one does.
///
/// Linux has no keyboard: a host lays a screen out as with one shown by setting its window's `keyboardHeight`
/// (not UIKit API). The guide's top is held at the resting place just below required (999) and at most at the
/// keyboard's top, required, so that the keyboard pushes it up and nothing else does (our construction,
/// unconfirmed). Constraints named `UIKeyboardLayoutGuide…`.
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (layout ignores it: the keyboard here is docked).
    open var followsUndockedKeyboard = false
    /// Whether the guide's top rests at the safe area's bottom (true, the default) or at the view's bottom while
    /// no keyboard shows.
    open var usesBottomSafeArea = true { didSet { if usesBottomSafeArea != oldValue { rest() } } }
    /// Extra room above the keyboard for interactive dismissal (layout ignores it).
    open var keyboardDismissPadding: CGFloat = 0

    private var resting: NSLayoutConstraint?
    private var belowKeyboard: NSLayoutConstraint?

    /// Pins the guide in `view` (see the type's note).
    func install(in view: UIView) {
        identifier = "UIKeyboardLayoutGuide"
        view.addLayoutGuide(self)
        view.addConstraints([
            view.makeGuideConstraint(leftAnchor, .equal, view.leftAnchor, 0, "UIKeyboardLayoutGuide-left"),
            view.makeGuideConstraint(rightAnchor, .equal, view.rightAnchor, 0, "UIKeyboardLayoutGuide-right"),
            view.makeGuideConstraint(bottomAnchor, .equal, view.bottomAnchor, 0, "UIKeyboardLayoutGuide-bottom"),
        ])
        rest()
        followKeyboard(of: view.window)
    }

    /// Makes the resting constraint anew (for `usesBottomSafeArea`).
    private func rest() {
        guard let view = owningView else { return }
        if let resting { view.removeConstraint(resting) }
        let made = view.makeGuideConstraint(
            topAnchor, .equal, usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor, 0,
            "UIKeyboardLayoutGuide-rest")
        made.priority = UILayoutPriority(999)
        view.addConstraint(made)
        resting = made
    }

    /// Keeps the guide's top at or above the top of `window`'s keyboard (none when it shows no keyboard).
    func followKeyboard(of window: UIWindow?) {
        if let belowKeyboard { belowKeyboard.container?.removeConstraint(belowKeyboard) }
        belowKeyboard = nil
        guard let window, window.keyboardHeight > 0, let view = owningView else { return }
        let made = view.makeGuideConstraint(
            topAnchor, .lessThanOrEqual, window.bottomAnchor, -window.keyboardHeight, "UIKeyboardLayoutGuide-keyboard")
        window.addConstraint(made)
        belowKeyboard = made
    }
}

extension UIView {
    /// The guide for the keyboard's space at the bottom of the view (see `UIKeyboardLayoutGuide`), made on first
    /// use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let g = ensuredExtras.keyboardGuide { return g }
        let g = UIKeyboardLayoutGuide()
        ensuredExtras.keyboardGuide = g
        g.install(in: self)
        return g
    }
}

extension UIWindow {
    /// Tells the keyboard guides of the window's views where the keyboard's top is now.
    func keyboardHeightChanged() {
        forEachInSubtree { v in v.extras?.keyboardGuide?.followKeyboard(of: self) }
    }
}
