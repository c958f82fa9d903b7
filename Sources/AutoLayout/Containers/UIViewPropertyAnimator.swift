import Foundation

extension UIView {
    /// The four standard timing curves, by UIKit's raw values.
    public enum AnimationCurve: Int, Sendable {
        /// Slow start and end.
        case easeInOut = 0
        /// Slow start.
        case easeIn = 1
        /// Slow end.
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The curve as a timing function.
        var timingCurve: UITimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}

/// Where an animator's animations stand (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the views show their model values.
    case inactive = 0
    /// Started (running or paused).
    case active = 1
    /// Stopped without finishing: `finishAnimation(at:)` must end it.
    case stopped = 2
}

/// Where an animator ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the animations' end values.
    case end = 0
    /// At their start values.
    case start = 1
    /// Where they stood when stopped.
    case current = 2
}

/// A timing an animator can run with (UIKit's `UITimingCurveProvider`).
public protocol UITimingCurveProvider {
    /// The timing as a curve.
    var timingCurve: UITimingCurve { get }
}

/// A cubic Bézier timing (UIKit's `UICubicTimingParameters`).
public struct UICubicTimingParameters: UITimingCurveProvider {
    /// The timing as a curve.
    public let timingCurve: UITimingCurve
    /// The ease-in-out curve.
    public init() { timingCurve = .easeInOut }
    /// One of the standard curves.
    public init(animationCurve curve: UIView.AnimationCurve) { timingCurve = curve.timingCurve }
    /// A curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) { timingCurve = .cubic(p1: point1, p2: point2) }
}

/// A spring timing (UIKit's `UISpringTimingParameters`); its length is the animator's duration.
public struct UISpringTimingParameters: UITimingCurveProvider {
    /// The damping ratio (1 = no oscillation).
    public let dampingRatio: CGFloat
    /// The initial velocity, in animation distances per second.
    public let initialVelocity: CGFloat
    /// A critically damped spring.
    public init() { self.init(dampingRatio: 1) }
    /// A spring of `ratio` starting at rest.
    public init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: 0) }
    /// A spring of `ratio` starting at `velocity` (UIKit takes a vector; its length along the motion is used).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGFloat) {
        dampingRatio = ratio
        initialVelocity = velocity
    }
    /// The timing as a curve (its duration is filled in by the animator).
    public var timingCurve: UITimingCurve { .spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: 0) }
}

/// An animation of view frames that can be started, paused, scrubbed, reversed and stopped, as UIKit's
/// `UIViewPropertyAnimator` (iOS 10). Its animation blocks run when it starts (or is first paused or
/// scrubbed), so the views take their final model values at once, as with `UIView.animate`; what it
/// records runs on the current `UIViewAnimationClock`, which you advance. Blocks added while it runs animate
/// over what is left of its duration (after `delayFactor` of it).
///
/// Our limits, chosen here: `continueAnimation(withTimingParameters:durationFactor:)` keeps the animator's
/// own curve and duration; finishing at `.start` or `.current` sets the frames to those values, and the next
/// layout pass puts constraint-driven views back where their constraints say (as in UIKit).
public final class UIViewPropertyAnimator {
    /// The length of the animations, in seconds.
    public let duration: TimeInterval
    /// The delay before the animations began (`startAnimation(afterDelay:)`).
    public private(set) var delay: TimeInterval = 0
    /// The timing curve.
    public let timingCurve: UITimingCurve
    /// Whether it can be paused, scrubbed or stopped (accepted; every animator here can).
    public var isInterruptible = true
    /// Whether the animating views take touches (accepted; no effect here).
    public var isUserInteractionEnabled = true
    /// Whether it hit-tests the animating views itself (accepted; no effect here).
    public var isManualHitTestingEnabled = false
    /// Whether a paused animator scrubbed by `fractionComplete` shows that fraction linearly (UIKit's default).
    public var scrubsLinearly = true
    /// Whether it pauses at the end instead of completing, so that it can be reversed (iOS 11).
    public var pausesOnCompletion = false
    /// Where it stands.
    public private(set) var state = UIViewAnimatingState.inactive

    private let clock: UIViewAnimationClock
    private var pending: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The recorded animations: the first from the start; later ones from the fraction they were added at.
    private var parts: [(animation: UIViewAnimation, beginsAt: Double)] = []
    private var isPaused = false
    private var storedReversed = false

    /// An animator with `parameters`' timing.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = max(duration, 0)
        if case .spring(let ratio, let velocity, _) = parameters.timingCurve {
            timingCurve = .spring(dampingRatio: ratio, initialVelocity: velocity, duration: self.duration)
        } else {
            timingCurve = parameters.timingCurve
        }
        clock = UIViewAnimationClock.current
    }

    /// An animator with a standard curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { pending.append(animations) }
    }

    /// An animator with a cubic curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { pending.append(animations) }
    }

    /// An animator with a spring of `ratio` (1 = no oscillation).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { pending.append(animations) }
    }

    /// An animator already started, after `delay`, with the curve `options` select: `UIView.animate`'s form.
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: OptionsTiming(options: options))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private struct OptionsTiming: UITimingCurveProvider {
        let options: UIView.AnimationOptions
        var timingCurve: UITimingCurve { options.timingCurve }
    }

    // MARK: State

    /// Whether it is active and not paused.
    public var isRunning: Bool { state == .active && !isPaused }

    /// Whether it runs towards its start; set while it runs, it turns around where it is.
    public var isReversed: Bool {
        get { storedReversed }
        set {
            guard newValue != storedReversed else { return }
            storedReversed = newValue
            if isRunning { for p in parts { p.animation.run(from: clock.time, reversed: newValue) } }
        }
    }

    /// The elapsed fraction of the duration (before the curve). Set while paused (or inactive, which
    /// pauses it) to scrub; ignored while running, as in UIKit.
    public var fractionComplete: CGFloat {
        get {
            guard let main = parts.first else { return 0 }
            return CGFloat(main.animation.fraction(at: clock.time))
        }
        set {
            if state == .inactive { pauseAnimation() }
            guard state != .inactive, isPaused else { return }
            let f = min(max(Double(newValue), 0), 1)
            for p in parts {
                p.animation.pause(at: clock.time, fraction: part(p.beginsAt, at: f), linear: scrubsLinearly)
            }
        }
    }

    /// A part that begins at overall fraction `begin`: its own fraction when the whole is at `f`.
    private func part(_ begin: Double, at f: Double) -> Double {
        begin >= 1 ? 1 : max(0, (f - begin) / (1 - begin))
    }

    // MARK: Animations and completions

    /// Adds frame changes to animate: run when the animator starts, or at once (over what is left) if it has.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds frame changes that begin `delayFactor` (0…1) of the way through what is left of the duration.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state == .active else {
            pending.append(animation)
            return
        }
        let now = parts.first.map { $0.animation.fraction(at: clock.time) } ?? 0
        let begin = now + min(max(Double(delayFactor), 0), 1) * (1 - now)
        let made = UIViewAnimation(
            start: clock.time + (begin - now) * duration, duration: (1 - begin) * duration, curve: timingCurve,
            tracks: UIView.recordTracks(animation), completion: nil)
        if isPaused { made.pause(at: clock.time, fraction: part(begin, at: now)) }
        if storedReversed { made.run(from: clock.time, reversed: true) }
        parts.append((made, begin))
        clock.add(made)
    }

    /// Adds a block to run when the animations end, with where they ended.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts (or resumes) the animations now.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations after `delay` seconds, or resumes a paused animator at once.
    public func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .inactive:
            self.delay = max(delay, 0)
            activate(at: clock.time + self.delay)
        case .active where isPaused:
            isPaused = false
            for p in parts { p.animation.run(from: clock.time, reversed: storedReversed) }
        default: break
        }
    }

    /// Holds the animations where they are (starting them first, paused at their beginning, if inactive).
    public func pauseAnimation() {
        if state == .inactive { activate(at: clock.time) }
        guard state == .active else { return }
        isPaused = true
        for p in parts { p.animation.pause(at: clock.time) }
    }

    /// Resumes a paused animator (its own timing kept: see the type's note).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        startAnimation()
    }

    /// Stops the animations where they stand: the views keep the frames shown now. Without finishing, the
    /// animator becomes inactive and no completion runs; otherwise it is `.stopped` until `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        settle(at: .current)
        for p in parts {
            p.animation.discard()
            clock.remove(p.animation)
        }
        isPaused = false
        if withoutFinishing {
            parts.removeAll()
            state = .inactive
            completions.removeAll()
        } else {
            state = .stopped  // the parts are kept for their frames until `finishAnimation(at:)`
        }
    }

    /// Ends a stopped animator at `finalPosition` and runs its completions.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        if finalPosition == .end {
            for p in parts { for t in p.animation.tracks { t.view.frame = t.to } }
        } else {
            settle(at: finalPosition)
        }
        parts.removeAll()
        end(at: finalPosition)
    }

    private func activate(at start: TimeInterval) {
        state = .active
        let blocks = pending
        pending.removeAll()
        let main = makeMain(start: start, tracks: UIView.recordTracks { for b in blocks { b() } })
        if storedReversed { main.run(from: start, reversed: true) }
        parts = [(main, 0)]
        clock.add(main)
    }

    /// The animation from the start, whose end (or start, reversed) ends the animator.
    private func makeMain(start: TimeInterval, tracks: [UIViewAnimation.Track]) -> UIViewAnimation {
        UIViewAnimation(
            start: start, duration: duration, curve: timingCurve, tracks: tracks,
            completion: { [self] finished in if finished { reachedEnd() } })
    }

    /// The main animation's time ran out (at its end, or at its start when reversed).
    private func reachedEnd() {
        let position: UIViewAnimatingPosition = storedReversed ? .start : .end
        for p in parts.dropFirst() {
            p.animation.discard()
            clock.remove(p.animation)
        }
        if pausesOnCompletion, let ended = parts.first?.animation {
            // Held at the end it reached, on a fresh animation of the same changes, ready to run back.
            let main = makeMain(start: ended.startTime, tracks: ended.tracks)
            main.pause(at: clock.time, fraction: position == .end ? 1 : 0)
            parts = [(main, 0)]
            isPaused = true
            clock.add(main)
            return
        }
        settle(at: position)
        parts.removeAll()
        end(at: position)
    }

    /// Sets every recorded view's frame to its value at `position` (at `.end` the views already hold their
    /// model frames, which later layout may have moved on: they are left alone).
    private func settle(at position: UIViewAnimatingPosition) {
        for p in parts {
            for t in p.animation.tracks {
                switch position {
                case .end: break
                case .start: t.view.frame = t.from
                case .current: t.view.frame = clock.presentationFrame(of: t.view)
                }
            }
        }
    }

    private func end(at position: UIViewAnimatingPosition) {
        state = .inactive
        isPaused = false
        let run = completions
        completions.removeAll()
        for c in run { c(position) }
    }
}
