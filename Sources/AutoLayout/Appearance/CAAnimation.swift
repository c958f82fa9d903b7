import Foundation

#if !canImport(CoreGraphics)
    /// Seconds, as Core Foundation and Core Animation count them. (Apple platforms use Core Foundation's own.)
    public typealias CFTimeInterval = Double

    /// Seconds on the system's monotonic clock, as Core Animation's `CACurrentMediaTime()`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
#endif

/// A Core Animation animation (`CAAnimation`), as view code makes one for `CALayer.add(_:forKey:)`: its timing
/// is kept so that code can read it back. Nothing runs it here: layer animations change no frame, and frame
/// animations are `UIView.animate`'s and `UIViewPropertyAnimator`'s.
open class CAAnimation: @unchecked Sendable {
    /// The length in seconds (default 0: Core Animation's 0.25).
    open var duration: CFTimeInterval = 0
    /// When it starts, in the layer's time (default 0: at once).
    open var beginTime: CFTimeInterval = 0
    /// How many times it repeats (default 0: once).
    open var repeatCount: Float = 0
    /// Whether it runs back after running forward.
    open var autoreverses = false
    /// The pacing.
    open var timingFunction: CAMediaTimingFunction?
    /// What shows before and after it runs (default: nothing of it).
    open var fillMode = CAMediaTimingFillMode.removed
    /// Whether the layer drops it when it ends (default true).
    open var isRemovedOnCompletion = true
    /// An animation.
    public init() {}
}

/// An animation of one key path of a layer (Core Animation's `CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// The animated key path (`"opacity"`, `"transform.rotation.z"`…).
    open var keyPath: String?
    /// Whether the values add to the current value.
    open var isAdditive = false
    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation from one value to another (Core Animation's `CABasicAnimation`).
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The value it starts from.
    open var fromValue: Any?
    /// The value it ends at.
    open var toValue: Any?
    /// The change it makes.
    open var byValue: Any?
}

/// What a layer shows of an animation outside its active time (Core Animation's fill mode names).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Its first value before it starts.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Its last value after it ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// A pacing curve of an animation (Core Animation's `CAMediaTimingFunction`).
public final class CAMediaTimingFunction: @unchecked Sendable {
    /// The curve.
    public let curve: UITimingCurve

    /// One of the named curves.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        default: curve = .cubic(p1: CGPoint(x: 0.25, y: 0.1), p2: CGPoint(x: 0.25, y: 1))  // Core Animation's default
        }
    }

    /// A cubic Bézier through (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = .cubic(p1: CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)), p2: CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
    }
}

/// The names of Core Animation's timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A name of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
