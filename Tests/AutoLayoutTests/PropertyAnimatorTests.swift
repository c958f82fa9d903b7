import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// A banner 100 tall at the top of a 300×300 root, whose top constraint the tests move to 100.
private func makeBanner() -> (root: UIView, banner: UIView, top: NSLayoutConstraint, leading: NSLayoutConstraint) {
    let root = makeRoot(300, 300)
    let banner = makeChild(of: root)
    let top = banner.topAnchor.constraint(equalTo: root.topAnchor)
    let leading = banner.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    NSLayoutConstraint.activate([
        top, leading, banner.widthAnchor.constraint(equalToConstant: 200), banner.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    return (root, banner, top, leading)
}

/// The banner with an animator (not started) that moves it down by 100 in 1 s.
private func makeMovingBanner(
    curve: UIView.AnimationCurve = .linear
) -> (root: UIView, banner: UIView, leading: NSLayoutConstraint, animator: UIViewPropertyAnimator) {
    let (root, banner, top, leading) = makeBanner()
    let animator = UIViewPropertyAnimator(duration: 1, curve: curve) {
        top.constant = 100
        root.layoutIfNeeded()
    }
    return (root, banner, leading, animator)
}

/// The banner's shown top, to a hundredth.
private func shownY(_ view: UIView) -> Double { (Double(view.presentationFrame.minY) * 100).rounded() / 100 }

@Suite("Containers: property animators and keyframes")
struct PropertyAnimatorTests {
    @Test func runsOnTheClockAndCompletesAtTheEnd() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (_, banner, _, animator) = makeMovingBanner()
            var ended: [UIViewAnimatingPosition] = []
            animator.addCompletion { ended.append($0) }
            #expect(animator.state == .inactive)
            #expect(banner.frame.minY == 0)  // the blocks wait for the start
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
            #expect(banner.frame.minY == 100)  // the model value at once
            clock.advance(by: 0.25)
            #expect(shownY(banner) == 25)
            #expect(animator.fractionComplete == 0.25)
            clock.advance(by: 0.75)
            #expect(ended == [.end])
            #expect(animator.state == .inactive)
            #expect(shownY(banner) == 100)
        }
    }

    @Test(arguments: [(true, 25.0), (false, 12.92)])
    func pausedAndScrubbed(linearly: Bool, expectedY: Double) {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (_, banner, _, animator) = makeMovingBanner(curve: .easeInOut)
            animator.scrubsLinearly = linearly
            animator.fractionComplete = 0.25  // an inactive animator starts paused
            #expect(animator.state == .active && !animator.isRunning)
            #expect(shownY(banner) == expectedY)
            clock.advance(by: 5)  // paused: time does not move it
            #expect(shownY(banner) == expectedY)
            #expect(animator.fractionComplete == 0.25)
        }
    }

    @Test func reversedHalfwayEndsAtTheStart() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (_, banner, _, animator) = makeMovingBanner()
            var ended: [UIViewAnimatingPosition] = []
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            clock.advance(by: 0.5)
            #expect(shownY(banner) == 50)
            animator.isReversed = true
            clock.advance(by: 0.25)
            #expect(shownY(banner) == 25)
            clock.advance(by: 0.25)
            #expect(ended == [.start])
            #expect(banner.frame.minY == 0)  // finished at the start: the start values
        }
    }

    @Test func stoppedThenFinishedAtTheEnd() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (_, banner, _, animator) = makeMovingBanner()
            var ended: [UIViewAnimatingPosition] = []
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            clock.advance(by: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(banner.frame.minY == 50)  // the frame shown when stopped
            #expect(clock.runningAnimations.isEmpty)
            #expect(ended.isEmpty)
            animator.finishAnimation(at: .end)
            #expect(ended == [.end])
            #expect(banner.frame.minY == 100)
            #expect(animator.state == .inactive)
        }
    }

    @Test func stoppedWithoutFinishingRunsNoCompletion() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (root, banner, top, _) = makeBanner()
            var ended = 0
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    top.constant = 100
                    root.layoutIfNeeded()
                }, completion: { _ in ended += 1 })
            clock.advance(by: 0.75)
            animator.stopAnimation(true)
            clock.advance(by: 1)
            #expect(ended == 0)
            #expect(animator.state == .inactive)
            #expect(banner.frame.minY == 75)
        }
    }

    @Test func pausesOnCompletionThenRunsBack() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (_, banner, _, animator) = makeMovingBanner()
            animator.pausesOnCompletion = true
            var ended = 0
            animator.addCompletion { _ in ended += 1 }
            animator.startAnimation()
            clock.advance(by: 1)
            #expect(ended == 0)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(animator.fractionComplete == 1)
            #expect(shownY(banner) == 100)
            animator.isReversed = true
            animator.startAnimation()
            clock.advance(by: 0.5)
            #expect(shownY(banner) == 50)
            clock.advance(by: 0.5)
            #expect(animator.fractionComplete == 0)
            #expect(ended == 0)
        }
    }

    @Test func delayedStartShowsTheOldFrameUntilItBegins() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (root, banner, top, _) = makeBanner()
            var ended: [UIViewAnimatingPosition] = []
            _ = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0.5, options: .curveLinear,
                animations: {
                    top.constant = 100
                    root.layoutIfNeeded()
                }, completion: { ended.append($0) })
            clock.advance(by: 0.25)
            #expect(shownY(banner) == 0)
            clock.advance(by: 0.75)
            #expect(shownY(banner) == 50)
            clock.advance(by: 0.5)
            #expect(ended == [.end])
        }
    }

    @Test func animationsAddedWhileRunningTakeWhatIsLeft() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (root, banner, leading, animator) = makeMovingBanner()
            animator.startAnimation()
            clock.advance(by: 0.5)
            animator.addAnimations {
                leading.constant = 50
                root.layoutIfNeeded()
            }
            clock.advance(by: 0.25)
            #expect(banner.presentationFrame.minX == 25)  // half of the half left
            #expect(shownY(banner) == 100)  // the newest animation of the view shows: it did not move y
            clock.advance(by: 0.25)
            #expect(clock.runningAnimations.isEmpty)
            #expect(banner.presentationFrame == rect(50, 100, 200, 100))
        }
    }

    @Test func keyframesFollowOneAnother() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (root, banner, top, leading) = makeBanner()
            var finished: Bool?
            UIView.animateKeyframes(
                withDuration: 1, delay: 0,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        top.constant = 100
                        root.layoutIfNeeded()
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        leading.constant = 100
                        root.layoutIfNeeded()
                    }
                }, completion: { finished = $0 })
            #expect(banner.frame == rect(100, 100, 200, 100))
            clock.advance(by: 0.25)
            #expect(banner.presentationFrame == rect(0, 50, 200, 100))
            clock.advance(by: 0.5)
            #expect(banner.presentationFrame == rect(50, 100, 200, 100))
            #expect(finished == nil)
            clock.advance(by: 0.25)
            #expect(finished == true)
            #expect(banner.presentationFrame == rect(100, 100, 200, 100))
        }
    }

    @Test func addKeyframeOutsideKeyframesJustRuns() {
        var ran = false
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { ran = true }
        #expect(ran)
    }
}

/// Notes what `transitionCoordinator` gives in each appearance callback.
private final class CoordinatedPage: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return calls.append("willAppear: none") }
        calls.append("willAppear: animated \(coordinator.isAnimated)")
        coordinator.animate(
            alongsideTransition: { _ in self.calls.append("alongside") },
            completion: { _ in self.calls.append("completion") })
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("didAppear: \(transitionCoordinator == nil ? "none" : "coordinator")")
    }
}

@Suite("Controllers: transition coordinator")
struct TransitionCoordinatorTests {
    @Test(arguments: [
        (true, ["willAppear: animated true", "alongside", "completion", "didAppear: none"]),
        (false, ["willAppear: none", "didAppear: none"]),
    ])
    func pushedControllerSeesTheCoordinator(animated: Bool, expected: [String]) {
        let window = UIWindow(frame: rect(0, 0, 375, 667))
        let nav = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = nav
        window.layoutIfNeeded()
        let page = CoordinatedPage()
        nav.pushViewController(page, animated: animated)
        window.layoutIfNeeded()
        #expect(page.calls == expected)
        #expect(page.transitionCoordinator == nil)
    }
}
