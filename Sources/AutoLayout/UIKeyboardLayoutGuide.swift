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
    /// Posts UIKit's keyboard notifications around telling the keyboard guides of the window's views where the
    /// keyboard's top is now, so that code that moves its views on `keyboardWillShowNotification` runs too.
    func keyboardHeightChanged(from oldHeight: CGFloat) {
        let notes = keyboardNotifications(from: oldHeight, to: keyboardHeight)
        NotificationCenter.default.post(name: notes.will, object: nil, userInfo: keyboardUserInfo(from: oldHeight))
        forEachInSubtree { v in v.extras?.keyboardGuide?.followKeyboard(of: self) }
        NotificationCenter.default.post(name: notes.did, object: nil, userInfo: keyboardUserInfo(from: oldHeight))
    }

    /// The notifications UIKit posts around a keyboard change: show when it appears, hide when it goes, a change of
    /// frame otherwise.
    private func keyboardNotifications(from old: CGFloat, to new: CGFloat) -> (will: Notification.Name, did: Notification.Name) {
        if old == 0 { return (UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification) }
        if new == 0 { return (UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification) }
        return (UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification)
    }

    /// The keyboard's frames in the window's coordinates, along its bottom edge (a hidden keyboard's is the shown
    /// one's, just below the window), and the animation's duration and curve: 0.25 s and curve 7, the values
    /// commonly reported from iOS devices (curve 7 is undocumented; our choice, unconfirmed here).
    private func keyboardUserInfo(from oldHeight: CGFloat) -> [AnyHashable: Any] {
        func frame(_ height: CGFloat, shownHeight: CGFloat) -> NSValue {
            NSValue(
                cgRect: CGRect(
                    x: 0, y: bounds.height - height, width: bounds.width, height: height > 0 ? height : shownHeight))
        }
        return [
            UIResponder.keyboardFrameBeginUserInfoKey: frame(oldHeight, shownHeight: keyboardHeight),
            UIResponder.keyboardFrameEndUserInfoKey: frame(keyboardHeight, shownHeight: oldHeight),
            UIResponder.keyboardAnimationDurationUserInfoKey: 0.25 as Double,
            UIResponder.keyboardAnimationCurveUserInfoKey: 7 as Int,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ]
    }
}

extension UIResponder {
    /// Posted before the keyboard appears (when a host sets a window's `keyboardHeight` above 0).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard goes (its height set back to 0).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard went.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the shown keyboard changes height.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after it changed.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame before the change (an `NSValue` of a `CGRect`, read with `cgRectValue`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (a `Double`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (an `Int`, a `UIView.AnimationCurve` raw value or 7).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (always true here).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// A value holding a rectangle (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle held (UIKit's `cgRectValue`).
    public var cgRectValue: CGRect { rectValue }
}
