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
        if style == .custom, let delegate = viewControllerToPresent.transitioningDelegate,
            let presentation = delegate.presentationController(
                forPresented: viewControllerToPresent, presenting: self, source: self)
        {
            presentCustom(
                viewControllerToPresent, through: presentation, delegate: delegate, in: window, animated: flag,
                completion: completion)
            return
        }
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
        let presentation = presented.presentationController
        let hidPresenter =
            presentation.map(\.shouldRemovePresentersView)
            ?? [.fullScreen, .currentContext, .custom].contains(presented.modalPresentationStyle)
        presented.beginAppearanceTransition(false, animated: flag)
        if hidPresenter { beginAppearanceTransition(true, animated: flag) }
        if let presentation {
            dismissCustom(presented, through: presentation, animated: flag)
        }
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

    /// A custom presentation through `presentation` (see `UIPresentationController`): a container filling the
    /// window, the presented view at the presentation's frame (or where the delegate's animator puts it), the
    /// presentation's callbacks. An animator that ends with `completeTransition(false)` cancels it: the container
    /// goes and nothing stays presented.
    private func presentCustom(
        _ presented: UIViewController, through presentation: UIPresentationController,
        delegate: any UIViewControllerTransitioningDelegate, in window: UIWindow, animated flag: Bool,
        completion: (() -> Void)?
    ) {
        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentation = presentation
        window.addSubview(container)
        presentation.containerView = container
        presented.presentationController = presentation
        let hidesPresenter = presentation.shouldRemovePresentersView
        presented.beginAppearanceTransition(true, animated: flag)
        if hidesPresenter { beginAppearanceTransition(false, animated: flag) }
        presentation.presentationTransitionWillBegin()
        let shown = presented.view!
        shown.translatesAutoresizingMaskIntoConstraints = true
        var completed = true
        if let animator = delegate.animationController(forPresented: presented, presenting: self, source: self) {
            let context = PresentationTransitionContext(
                container: container, from: self, to: presented, presenting: true, presentation: presentation,
                animated: flag)
            animator.animateTransition(using: context)
            if context.completed == nil {
                LayoutDiagnostics.log(
                    "The animator presenting \(presented) never called completeTransition(_:); the presentation ends as completed.")
            }
            completed = context.completed ?? true
            animator.animationEnded(completed)
        } else {
            shown.frame = presentation.frameOfPresentedViewInContainerView
            container.addSubview(shown)
        }
        presentation.presentationTransitionDidEnd(completed)
        guard completed else {
            shown.removeFromSuperview()
            container.removeFromSuperview()
            presentation.containerView = nil
            presented.presentationController = nil
            presentedViewController = nil
            presented.presentingViewController = nil
            presented.beginAppearanceTransition(false, animated: false)
            presented.endAppearanceTransition()
            if hidesPresenter {
                beginAppearanceTransition(true, animated: false)
                endAppearanceTransition()
            }
            return
        }
        window.pendingAppearanceEnds.append(presented)
        if hidesPresenter { window.pendingAppearanceEnds.append(self) }
        if let completion { window.pendingTransitionCompletions.append(completion) }
    }

    /// The custom part of a dismissal: the presentation's callbacks, the delegate's animator, the container gone.
    private func dismissCustom(_ presented: UIViewController, through presentation: UIPresentationController, animated flag: Bool) {
        presentation.dismissalTransitionWillBegin()
        if let container = presentation.containerView,
            let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
        {
            let context = PresentationTransitionContext(
                container: container, from: presented, to: self, presenting: false, presentation: presentation,
                animated: flag)
            animator.animateTransition(using: context)
            animator.animationEnded(context.completed ?? true)
        }
        presentation.containerView?.removeFromSuperview()
        presentation.containerView = nil
        presentation.dismissalTransitionDidEnd(true)
        presented.presentationController = nil
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
