import Foundation

extension UIViewController {
    /// How a presented controller is shown (UIKit's `UIModalPresentationStyle`, raw values included).
    public enum ModalPresentationStyle: Int, Sendable {
        /// The system's choice: a page sheet.
        case automatic = -2
        /// No adaptation.
        case none = -1
        /// Fills the window; the presenting controller disappears.
        case fullScreen = 0
        /// A card below the top of the window (on a phone).
        case pageSheet
        /// A card (on a phone, as a page sheet).
        case formSheet
        /// Over the presenting controller's view (here, as full screen).
        case currentContext
        /// A custom transition (here, as full screen).
        case custom
        /// Fills the window; the presenting controller stays.
        case overFullScreen
        /// Over the presenting controller's view; it stays (here, as over full screen).
        case overCurrentContext
        /// A popover (on a phone, as a page sheet).
        case popover
    }

    /// `present(_:animated:completion:)`: shows `viewControllerToPresent` over this controller's window: its view fills the window (full screen
    /// styles) or is a card from the window's top safe-area inset plus 10 points down to the bottom (sheets; the
    /// card's metrics are our choice, unconfirmed), resized with the window. Appearance callbacks run as for a
    /// window's root; a full-screen presentation makes this controller disappear. `completion` runs after the
    /// window's next layout pass. As UIKit, a controller whose view is not in a window, or that already presents
    /// one, logs and presents nothing.
    func presentBase(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        guard presentedViewController == nil else {
            LayoutDiagnostics.log(
                "Attempt to present \(viewControllerToPresent) on \(self) which is already presenting \(presentedViewController!).")
            return
        }
        guard let window = storedView?.window else {
            LayoutDiagnostics.log(
                "Attempt to present \(viewControllerToPresent) on \(self) whose view is not in the window hierarchy.")
            return
        }
        guard let shown = viewControllerToPresent.view else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        let style = viewControllerToPresent.modalPresentationStyle
        let hidesPresenter = [.fullScreen, .currentContext, .custom].contains(style)
        viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
        if hidesPresenter { beginAppearanceTransition(false, animated: flag) }
        shown.translatesAutoresizingMaskIntoConstraints = true
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        shown.frame = UIViewController.presentedFrame(style: style, in: window)
        window.addSubview(shown)
        window.pendingAppearanceEnds.append(viewControllerToPresent)
        if hidesPresenter { window.pendingAppearanceEnds.append(self) }
        if let completion { window.pendingTransitionCompletions.append(completion) }
    }

    /// `dismiss(animated:completion:)`: removes the controller this one presented (or, when it presents none, itself from the one that presented
    /// it), with the appearance callbacks; `completion` runs after the window's next layout pass.
    func dismissBase(animated flag: Bool, completion: (() -> Void)?) {
        guard let presented = presentedViewController else {
            presentingViewController?.dismiss(animated: flag, completion: completion)
            return
        }
        let window = presented.storedView?.window
        let hidPresenter = [.fullScreen, .currentContext, .custom].contains(presented.modalPresentationStyle)
        presented.beginAppearanceTransition(false, animated: flag)
        if hidPresenter { beginAppearanceTransition(true, animated: flag) }
        presented.storedView?.removeFromSuperview()
        presentedViewController = nil
        presented.presentingViewController = nil
        guard let window else {
            presented.endAppearanceTransition()
            if hidPresenter { endAppearanceTransition() }
            completion?()
            return
        }
        window.pendingAppearanceEnds.append(presented)
        if hidPresenter { window.pendingAppearanceEnds.append(self) }
        if let completion { window.pendingTransitionCompletions.append(completion) }
    }

    /// Where a presented controller's view goes in `window` (see `present(_:animated:completion:)`).
    static func presentedFrame(style: ModalPresentationStyle, in window: UIWindow) -> CGRect {
        switch style {
        case .automatic, .pageSheet, .formSheet, .popover:
            let top = window.safeAreaInsets.top + 10
            return CGRect(x: 0, y: top, width: window.bounds.width, height: max(0, window.bounds.height - top))
        default:
            return window.bounds
        }
    }
}
