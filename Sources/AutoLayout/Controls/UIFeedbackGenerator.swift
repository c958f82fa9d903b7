import Foundation

/// Haptic feedback (UIKit's `UIFeedbackGenerator`): there is no Taptic Engine here, so generators only count
/// what they were asked to play, for tests that check a screen gives feedback.
open class UIFeedbackGenerator: @unchecked Sendable {
    /// How many times feedback was asked for.
    public private(set) var occurrences = 0
    /// A generator.
    public init() {}
    /// Readies the engine (nothing to ready here).
    open func prepare() {}
    func occurred() { occurrences += 1 }
}

/// Feedback for a change of selection (UIKit's `UISelectionFeedbackGenerator`).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// Plays the selection tick.
    open func selectionChanged() { occurred() }
}

/// Feedback for an impact (UIKit's `UIImpactFeedbackGenerator`).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// How strong an impact is.
    public enum FeedbackStyle: Int, Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid
    }
    /// The style played.
    public let style: FeedbackStyle
    /// A generator of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// A medium generator.
    public override convenience init() { self.init(style: .medium) }
    /// Plays an impact.
    open func impactOccurred() { occurred() }
    /// Plays an impact of `intensity` (0…1).
    open func impactOccurred(intensity: CGFloat) { occurred() }
}

/// Feedback for an outcome (UIKit's `UINotificationFeedbackGenerator`).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The outcomes.
    public enum FeedbackType: Int, Sendable {
        /// It worked.
        case success
        /// A warning.
        case warning
        /// It failed.
        case error
    }
    /// The outcomes played, in order.
    public private(set) var played: [FeedbackType] = []
    /// Plays the feedback of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        played.append(notificationType)
        occurred()
    }
}
