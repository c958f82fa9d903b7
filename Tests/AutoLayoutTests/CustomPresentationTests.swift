import Foundation
import Testing

@testable import AutoLayout

/// Custom presentations: a transitioning delegate's presentation controller places the presented view, and its
/// animator, when it has one, runs the transition.
@Suite struct CustomPresentationTests {
    /// A bottom sheet covering the lower half of the container, set again on each of the container's layouts.
    final class HalfSheet: UIPresentationController {
        var events: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() { events.append("willBegin") }
        override func presentationTransitionDidEnd(_ completed: Bool) { events.append("didEnd \(completed)") }
        override func dismissalTransitionWillBegin() { events.append("dismissWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { events.append("dismissDidEnd \(completed)") }
        override func containerViewWillLayoutSubviews() {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    /// Puts the incoming view 10 points below its final frame, then animates it up; or cancels.
    final class SlideUp: UIViewControllerAnimatedTransitioning {
        let cancels: Bool
        var ended: Bool?
        init(cancels: Bool = false) { self.cancels = cancels }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            guard let to = context.viewController(forKey: .to), let view = context.view(forKey: .to) else {
                context.completeTransition(false)
                return
            }
            let final = context.finalFrame(for: to)
            view.frame = final.offsetBy(dx: 0, dy: 10)
            context.containerView.addSubview(view)
            UIView.animate(withDuration: 0.3) { view.frame = final }
            context.completeTransition(!cancels)
        }
        func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        var sheet: HalfSheet?
        var animator: SlideUp?
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let made = HalfSheet(presentedViewController: presented, presenting: presenting)
            sheet = made
            return made
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }

    /// A controller that notes its appearance callbacks.
    final class Noting: UIViewController {
        var events: [String] = []
        override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
        override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
    }

    @Test func aPresentationControllerPlacesThePresentedView() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let presenter = Noting()
        window.rootViewController = presenter
        window.layoutIfNeeded()
        presenter.events = []
        let sheet = UIViewController()
        let delegate = Delegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        presenter.present(sheet, animated: false)
        window.layoutIfNeeded()
        let presentation = try #require(delegate.sheet)
        #expect(sheet.presentationController === presentation)
        #expect(presentation.events == ["willBegin", "didEnd true"])
        let container = try #require(presentation.containerView)
        #expect(container.superview === window && container.frame == window.bounds)
        #expect(sheet.view.superview === container)
        #expect(sheet.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        // The presenter's view stays: it does not disappear.
        #expect(presenter.events.isEmpty)

        // The container follows the window; the sheet follows the container's layout.
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        window.layoutIfNeeded()
        #expect(sheet.view.frame == CGRect(x: 0, y: 160, width: 480, height: 160))

        presenter.dismiss(animated: false)
        window.layoutIfNeeded()
        #expect(presentation.events == ["willBegin", "didEnd true", "dismissWillBegin", "dismissDidEnd true"])
        #expect(container.superview == nil && sheet.view.superview == nil)
        #expect(presenter.presentedViewController == nil && sheet.presentationController == nil)
    }

    @Test func anAnimatorRunsTheTransitionOrCancelsIt() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let presenter = UIViewController()
        window.rootViewController = presenter
        let delegate = Delegate()
        delegate.animator = SlideUp()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        presenter.present(sheet, animated: true)
        #expect(delegate.animator?.ended == true)
        #expect(sheet.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        presenter.dismiss(animated: false)

        let cancelled = UIViewController()
        cancelled.modalPresentationStyle = .custom
        cancelled.transitioningDelegate = delegate
        delegate.animator = SlideUp(cancels: true)
        presenter.present(cancelled, animated: true)
        #expect(delegate.animator?.ended == false)
        #expect(delegate.sheet?.events == ["willBegin", "didEnd false"])
        #expect(presenter.presentedViewController == nil && cancelled.view.superview == nil)
        #expect(window.subviews.count == 1)
    }
}
