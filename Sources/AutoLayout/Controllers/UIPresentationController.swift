import Foundation

/// Manages a custom presentation (UIKit's `UIPresentationController`): where the presented view goes in the
/// container view, and the callbacks around the transition and the container's layout.
///
/// A controller presented with `modalPresentationStyle = .custom` whose `transitioningDelegate` returns one from
/// `presentationController(forPresented:presenting:source:)` is shown through it: the window gets a container
/// view filling it; the presented view goes in it at `frameOfPresentedViewInContainerView` (UIKit's final frame
/// of a custom presentation), placed by the delegate's animator when there is one; every layout pass of the
/// container calls `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()`, where a
/// presentation controller usually sets the presented view's frame again. The presenter's view stays unless
/// `shouldRemovePresentersView` says otherwise, and only then does the presenter disappear.
open class UIPresentationController {
    /// The controller presented.
    public let presentedViewController: UIViewController
    /// The controller that presents it.
    public private(set) weak var presentingViewController: UIViewController?
    /// The view the presentation happens in (nil before the presentation begins and after its dismissal).
    public internal(set) var containerView: UIView?

    /// A presentation controller for `presentedViewController` presented by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The view being presented (default: the presented controller's view).
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// Where the presented view goes in the container (default: the container's bounds).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presenter's view is taken away while presented (default false).
    open var shouldRemovePresentersView: Bool { false }
    /// Whether the presentation covers the screen (default true; kept).
    open var shouldPresentInFullscreen: Bool { true }

    /// The presentation is about to begin: the container exists, the presented view is not in it yet.
    open func presentationTransitionWillBegin() {}
    /// The presentation finished (`completed` false when it was cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to begin.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal finished (`completed` false when it was cancelled).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay its subviews out.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid its subviews out.
    open func containerViewDidLayoutSubviews() {}
    /// The size a child content container gets (default: the parent's size).
    open func size(forChildContentContainer container: UIViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// A child's preferred content size changed (the base does nothing).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {}
}

/// Makes the objects of a custom presentation (UIKit's `UIViewControllerTransitioningDelegate`); every method is
/// optional.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller for a custom presentation (nil: shown as a full screen one).
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
    /// The animator that presents (nil: the presented view is put at its final frame).
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator that dismisses (nil: the presented view is taken away).
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    /// None.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
    /// None.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// None.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
}

/// Animates a transition (UIKit's `UIViewControllerAnimatedTransitioning`). Its animations run at once here
/// (`UIView.animate` applies its changes immediately); it must call `completeTransition(_:)` on the context.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Performs the transition: adds the incoming view to the container, sets frames, then completes.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The transition ended (the base does nothing).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Which controller of a transition (UIKit's `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown before the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller shown after it.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown before the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view shown after it.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is given (UIKit's `UIViewControllerContextTransitioning`).
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key` (nil when that view does not take part, as the presenter's in a custom presentation).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// `vc`'s frame before the transition (zero when not known).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// `vc`'s frame after it (zero when not known).
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition.
    func completeTransition(_ didComplete: Bool)
}

/// The container view of a custom presentation: tells its presentation controller of its layout passes.
final class PresentationContainerView: UIView {
    weak var presentation: UIPresentationController?

    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentation?.containerViewDidLayoutSubviews()
    }
}

/// The context of one custom presentation's or dismissal's animator.
final class PresentationTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let transitionWasCancelled = false
    private let from: UIViewController?
    private let to: UIViewController?
    private let presenting: Bool
    private let presentation: UIPresentationController
    private(set) var completed: Bool?

    init(
        container: UIView, from: UIViewController?, to: UIViewController?, presenting: Bool,
        presentation: UIPresentationController, animated: Bool
    ) {
        containerView = container
        self.from = from
        self.to = to
        self.presenting = presenting
        self.presentation = presentation
        isAnimated = animated
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        // Only the presented controller's view takes part unless the presenter's view is removed (UIKit).
        let presented = presentation.presentedViewController
        let vc = key == .from ? from : key == .to ? to : nil
        guard let vc else { return nil }
        return vc === presented || presentation.shouldRemovePresentersView ? vc.view : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        !presenting && vc === presentation.presentedViewController ? presentation.frameOfPresentedViewInContainerView : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        presenting && vc === presentation.presentedViewController ? presentation.frameOfPresentedViewInContainerView : .zero
    }

    func completeTransition(_ didComplete: Bool) {
        if completed == nil { completed = didComplete }
    }
}
