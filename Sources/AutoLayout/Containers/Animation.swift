import Foundation

/// A timing function: maps the elapsed fraction of an animation (0…1) to its progress (0 at the start, 1 at
/// the end; a spring may overshoot).
public enum UITimingCurve: Equatable, Sendable {
    /// A cubic Bézier from (0,0) to (1,1) with control points `p1` and `p2` (Core Animation's form).
    case cubic(p1: CGPoint, p2: CGPoint)
    /// A damped spring (spec §13): damping ratio in (0, 1], initial velocity in "animation distances per
    /// second", lasting `duration` seconds (mass 1; stiffness chosen so the envelope is 0.001 at the end —
    /// spec: unconfirmed choice).
    case spring(dampingRatio: CGFloat, initialVelocity: CGFloat, duration: TimeInterval)

    /// Constant speed.
    public static let linear = UITimingCurve.cubic(p1: CGPoint(x: 0, y: 0), p2: CGPoint(x: 1, y: 1))
    /// Slow start.
    public static let easeIn = UITimingCurve.cubic(p1: CGPoint(x: 0.42, y: 0), p2: CGPoint(x: 1, y: 1))
    /// Slow end.
    public static let easeOut = UITimingCurve.cubic(p1: CGPoint(x: 0, y: 0), p2: CGPoint(x: 0.58, y: 1))
    /// Slow start and end (UIView's default).
    public static let easeInOut = UITimingCurve.cubic(p1: CGPoint(x: 0.42, y: 0), p2: CGPoint(x: 0.58, y: 1))

    /// The progress at elapsed fraction `fraction` (clamped to 0…1; 1 exactly at the end).
    public func progress(at fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        switch self {
        case .cubic(let p1, let p2):
            if p1.x == p1.y, p2.x == p2.y { return x }  // control points on the diagonal: the identity
            func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
                let u = 1 - t
                return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
            }
            var lo = 0.0
            var hi = 1.0
            for _ in 0..<64 where hi - lo > 1e-15 {
                let mid = (lo + hi) / 2
                if bezier(Double(p1.x), Double(p2.x), mid) < x { lo = mid } else { hi = mid }
            }
            return bezier(Double(p1.y), Double(p2.y), (lo + hi) / 2)
        case .spring(let damping, let velocity, let duration):
            let s = UITimingCurve.springParameters(
                dampingRatio: Double(damping), initialVelocity: Double(velocity),
                duration: duration)
            return 1 - UITimingCurve.springDisplacement(zeta: s.zeta, omega: s.omega, v0: Double(velocity), t: x * duration)
        }
    }

    /// The spring's damping ratio (clamped to (0, 1]) and natural frequency ω₀ (mass 1, stiffness ω₀²).
    public static func springParameters(
        dampingRatio: Double, initialVelocity v0: Double,
        duration: TimeInterval
    ) -> (zeta: Double, omega: Double) {
        let zeta = min(max(dampingRatio, 1e-4), 1)
        let span = max(duration, 1e-6)
        func envelope(_ w: Double) -> Double {
            if zeta >= 1 { return abs(1 + (w - v0) * span) * exp(-w * span) }
            let wd = w * (1 - zeta * zeta).squareRoot()
            let k = (zeta * w - v0) / wd
            return exp(-zeta * w * span) * (1 + k * k).squareRoot()
        }
        var lo = 1e-6
        var hi = 1e6
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if envelope(mid) > 0.001 { lo = mid } else { hi = mid }
        }
        return (zeta, (lo + hi) / 2)
    }

    /// x(t) = 1 − progress of the damped oscillator with x(0) = 1, x′(0) = −v₀.
    static func springDisplacement(zeta: Double, omega w: Double, v0: Double, t: Double) -> Double {
        if zeta >= 1 { return exp(-w * t) * (1 + (w - v0) * t) }
        let wd = w * (1 - zeta * zeta).squareRoot()
        return exp(-zeta * w * t) * (cos(wd * t) + ((zeta * w - v0) / wd) * sin(wd * t))
    }
}

extension UIView {
    /// Options for `animate(withDuration:delay:options:animations:completion:)` (UIKit's bits; only the
    /// curve bits change what is recorded here).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews at commit time (accepted; no effect here).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let touches reach the animating views (accepted; no effect here).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state (accepted; no effect here).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever (accepted; the animation is recorded once).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards (accepted; no effect here).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use the duration of an enclosing animation (accepted; no effect here).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use the curve of an enclosing animation (accepted; no effect here).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate the content as it is drawn (accepted; no effect here).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views instead of removing and adding them in a transition (accepted; no effect here).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ease in and out (the default, 0 << 16).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in (1 << 16).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out (2 << 16).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear (3 << 16).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing curve the curve bits select.
        public var timingCurve: UITimingCurve {
            switch (rawValue >> 16) & 3 {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }

    /// Animates the frame changes made inside `animations` (usually a `layoutIfNeeded()` after changing
    /// constraints): the block runs at once, so model frames take their final values; each changed view's
    /// old and new frames are recorded in a `UIViewAnimation` on the current `UIViewAnimationClock`, which
    /// samples presentation frames with the curve. The block is not laid out for you: as in UIKit, changes
    /// that are not laid out inside the block are not animated. `completion` runs when the clock passes the
    /// end (with duration ≤ 0: at the clock's next `advance`).
    @discardableResult
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) -> UIViewAnimation {
        record(duration: duration, delay: delay, curve: options.timingCurve, animations: animations, completion: completion)
    }

    /// The spring form: damping ratio (1 = no oscillation) and initial velocity in animation distances per second.
    @discardableResult
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) -> UIViewAnimation {
        record(
            duration: duration, delay: delay,
            curve: .spring(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration),
            animations: animations, completion: completion)
    }

    /// Options for `animateKeyframes(withDuration:delay:options:animations:completion:)` (UIKit's bits; each
    /// keyframe here runs linearly over its own span whatever the calculation mode, our choice).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews at commit time (accepted; no effect here).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let touches reach the animating views (accepted; no effect here).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state (accepted; no effect here).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat forever (accepted; recorded once).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards (accepted; no effect here).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Use the duration of an enclosing animation (accepted; no effect here).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Linear interpolation between keyframes (the default, 0 << 10).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jump from keyframe to keyframe (accepted; interpolated linearly here).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed over the whole path (accepted; interpolated linearly here).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes (accepted; interpolated linearly here).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at even speed (accepted; interpolated linearly here).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The keyframes being gathered by the innermost `animateKeyframes` on this task.
    @TaskLocal static var keyframes: KeyframeCollector?

    /// Animates in steps: each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` inside
    /// `animations` animates its own frame changes over its share of `duration`, one after another for one
    /// view; changes made outside any keyframe animate over the whole duration. Returns the animation that
    /// carries `completion` (it runs when the clock passes the end of the whole duration).
    @discardableResult
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) -> UIViewAnimation {
        let collector = KeyframeCollector()
        let outside = $keyframes.withValue(collector) { recordTracks(animations) }
        let keyed = Set(collector.frames.flatMap { $0.tracks.map { ObjectIdentifier($0.view) } })
        let clock = UIViewAnimationClock.current
        let start = clock.time + max(delay, 0)
        let length = max(duration, 0)
        for k in collector.frames {
            clock.add(
                UIViewAnimation(
                    start: start + k.start * length, duration: k.duration * length, curve: .linear,
                    tracks: k.tracks, completion: nil))
        }
        let whole = UIViewAnimation(
            start: start, duration: length, curve: .linear,
            tracks: outside.filter { !keyed.contains(ObjectIdentifier($0.view)) }, completion: completion)
        clock.add(whole)
        return whole
    }

    /// One step of `animateKeyframes`: the frame changes `animations` makes animate from `frameStartTime` for
    /// `frameDuration` (fractions of the whole duration, 0…1). Outside `animateKeyframes` the block just runs.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let collector = keyframes else { return animations() }
        let start = min(max(frameStartTime, 0), 1)
        let tracks = recordTracks(animations)
        collector.frames.append((start, min(max(frameDuration, 0), 1 - start), tracks))
    }

    /// Runs `actionsWithoutAnimation` without recording anything.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        UIView.$frameRecorder.withValue(nil) { actionsWithoutAnimation() }
    }

    private static func record(
        duration: TimeInterval, delay: TimeInterval, curve: UITimingCurve,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) -> UIViewAnimation {
        let tracks = recordTracks(animations)
        let clock = UIViewAnimationClock.current
        let animation = UIViewAnimation(
            start: clock.time + max(delay, 0), duration: max(duration, 0), curve: curve,
            tracks: tracks, completion: completion)
        clock.add(animation)
        return animation
    }

    /// Runs `animations` and returns each view whose frame it changed, with the frame before and after, in the
    /// order they changed.
    static func recordTracks(_ animations: () -> Void) -> [UIViewAnimation.Track] {
        let recorder = FrameRecorder(outer: UIView.frameRecorder)
        UIView.$frameRecorder.withValue(recorder) { animations() }
        let before = recorder.before
        return recorder.order.compactMap { v -> UIViewAnimation.Track? in
            guard let from = before[ObjectIdentifier(v)], from != v.frame else { return nil }
            return UIViewAnimation.Track(view: v, from: from, to: v.frame)
        }
    }

    /// The frame as shown at the current clock's time: interpolated while an animation of this view runs,
    /// otherwise `frame`.
    public var presentationFrame: CGRect {
        UIViewAnimationClock.current.presentationFrame(of: self)
    }
}

/// The keyframes one `animateKeyframes` call gathers: their span (fractions of its duration) and changes.
final class KeyframeCollector: @unchecked Sendable {
    var frames: [(start: Double, duration: Double, tracks: [UIViewAnimation.Track])] = []
}

/// One recorded animation: the frames of each changed view before and after, its timing and completion.
///
/// Its time runs forward from `startTime` at one duration a second, unless a `UIViewPropertyAnimator`
/// pauses, scrubs or reverses it: the elapsed fraction is then kept as a fraction reached at a moment and the
/// direction it moves in from there.
public final class UIViewAnimation {
    /// One view's recorded change.
    public struct Track {
        /// The view.
        public let view: UIView
        /// Its frame before the animation block.
        public let from: CGRect
        /// Its frame after the block (the model value).
        public let to: CGRect
    }

    /// When the animation starts, on its clock (the call's time plus the delay).
    public let startTime: TimeInterval
    /// How long it runs.
    public let duration: TimeInterval
    /// The timing curve.
    public let curve: UITimingCurve
    /// The views whose frames changed, in the order they changed.
    public let tracks: [Track]
    /// Whether the completion has run (or the animation was stopped).
    public private(set) var isComplete = false
    private var completion: ((Bool) -> Void)?

    /// The elapsed fraction (0…1, before the curve) reached at `anchorTime`; it moves from there at
    /// 1 / `duration` a second, backwards when `isReversed`, and stays while `pausedProgress` is set.
    private var anchorTime: TimeInterval
    private var anchorFraction = 0.0
    /// Whether time runs the animation backwards, towards its start.
    private(set) var isReversed = false
    /// The progress shown while paused (the curve applied, or the fraction itself when scrubbed linearly).
    private var pausedProgress: Double?

    init(start: TimeInterval, duration: TimeInterval, curve: UITimingCurve, tracks: [Track], completion: ((Bool) -> Void)?) {
        startTime = start
        anchorTime = start
        self.duration = duration
        self.curve = curve
        self.tracks = tracks
        self.completion = completion
    }

    /// When the animation ends: where its time reaches the end it runs towards (never while paused).
    public var endTime: TimeInterval {
        if pausedProgress != nil { return .infinity }
        if duration <= 0 { return anchorTime }
        return anchorTime + (isReversed ? anchorFraction : 1 - anchorFraction) * duration
    }

    /// The elapsed fraction of the duration at clock time `time`, 0…1, before the curve.
    func fraction(at time: TimeInterval) -> Double {
        if pausedProgress != nil || time <= anchorTime { return anchorFraction }
        if duration <= 0 { return isReversed ? 0 : 1 }
        let moved = (time - anchorTime) / duration
        return min(max(isReversed ? anchorFraction - moved : anchorFraction + moved, 0), 1)
    }

    /// The progress (curve applied) at clock time `time`.
    public func progress(at time: TimeInterval) -> Double {
        if let pausedProgress { return pausedProgress }
        if duration <= 0, !isReversed, anchorFraction == 0 { return time >= startTime ? 1 : 0 }
        return curve.progress(at: fraction(at: time))
    }

    /// Holds the animation at its fraction at `time` (`linearFraction`: shown at that fraction itself, not
    /// through the curve, as a scrubbed animator shows it).
    func pause(at time: TimeInterval, fraction: Double? = nil, linear: Bool = false) {
        let f = fraction ?? self.fraction(at: time)
        anchorFraction = min(max(f, 0), 1)
        anchorTime = time
        pausedProgress = linear ? anchorFraction : curve.progress(at: anchorFraction)
    }

    /// Runs the animation on from its fraction at `time`, towards its start when `reversed`.
    func run(from time: TimeInterval, reversed: Bool) {
        anchorFraction = fraction(at: time)
        anchorTime = time
        isReversed = reversed
        pausedProgress = nil
    }

    /// The frame of `view` at clock time `time`, or nil if this animation did not change it.
    public func frame(of view: UIView, at time: TimeInterval) -> CGRect? {
        guard let t = tracks.first(where: { $0.view === view }) else { return nil }
        let p = CGFloat(progress(at: time))
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        return CGRect(
            x: lerp(t.from.minX, t.to.minX), y: lerp(t.from.minY, t.to.minY),
            width: lerp(t.from.width, t.to.width), height: lerp(t.from.height, t.to.height))
    }

    /// Ends the animation early: the completion runs with `false`.
    public func stop() { finish(false) }

    func finish(_ finished: Bool) {
        guard !isComplete else { return }
        isComplete = true
        let c = completion
        completion = nil
        c?(finished)
    }

    /// Lets the animation go without running its completion (a property animator stopped without finishing).
    func discard() {
        isComplete = true
        completion = nil
    }
}

/// The clock animations run on. There is no run loop on Linux: you drive time with `advance(by:)`, sample
/// `presentationFrame`s, and completions run as the clock passes each animation's end.
///
/// A clock is used from one thread, like the views it animates. `current` is the clock bound to the current
/// task with `withClock(_:_:)`, or else the current thread's own clock, so threads and tests running in parallel
/// never share time or animations. A finished animation is let go, and with it the views it recorded.
public final class UIViewAnimationClock: @unchecked Sendable {
    /// The clock bound to this task (an optional class reference: see `LayoutDiagnostics`).
    @TaskLocal static var bound: UIViewAnimationClock?

    /// The clock `UIView.animate` records on: the one bound with `withClock(_:_:)`, else this thread's.
    public static var current: UIViewAnimationClock {
        if let bound { return bound }
        let key = "OpenAutoLayout.UIViewAnimationClock"
        if let clock = Thread.current.threadDictionary[key] as? UIViewAnimationClock { return clock }
        let clock = UIViewAnimationClock()
        Thread.current.threadDictionary[key] = clock
        return clock
    }

    /// Runs `body` with `clock` as the current clock (for this task and the tasks it starts).
    public static func withClock<R>(_ clock: UIViewAnimationClock, _ body: () throws -> R) rethrows -> R {
        try $bound.withValue(clock) { try body() }
    }

    /// Seconds since the clock was made.
    public private(set) var time: TimeInterval = 0
    /// Animations whose completion has not run yet.
    public private(set) var runningAnimations: [UIViewAnimation] = []

    /// A clock at time 0.
    public init() {}

    func add(_ animation: UIViewAnimation) {
        runningAnimations.append(animation)
    }

    /// Takes `animation` off the clock without running its completion.
    func remove(_ animation: UIViewAnimation) {
        runningAnimations.removeAll { $0 === animation }
    }

    /// Moves time forward by `seconds` (negative values are ignored) and runs the completions of the
    /// animations that ended by then (duration-0 ones at any advance, as on the next run-loop turn).
    public func advance(by seconds: TimeInterval) {
        time += max(seconds, 0)
        let done = runningAnimations.filter { $0.endTime <= time }
        runningAnimations.removeAll { $0.endTime <= time }
        for a in done { a.finish(true) }
    }

    /// The frame of `view` as shown now: that of the newest running animation of it that has started; before
    /// any has started, the earliest one's start (its delay shows the old frame, as UIKit's backwards fill does);
    /// else the frame. Keyframes of one view follow one another this way.
    public func presentationFrame(of view: UIView) -> CGRect {
        var earliest: (start: TimeInterval, frame: CGRect)?
        for a in runningAnimations.reversed() {
            guard let f = a.frame(of: view, at: time) else { continue }
            if a.startTime <= time { return f }
            if earliest.map({ a.startTime <= $0.start }) ?? true { earliest = (a.startTime, f) }
        }
        return earliest?.frame ?? view.frame
    }
}
