import Foundation

/// A pair of − and + buttons (UIKit's `UIStepper`).
///
/// Intrinsic size: 94 × 29 on iOS 7–12 (observed: spec interface-builder §7), 94 × 32 from iOS 13 (observed
/// in Xcode 11+ files; iOS 26 unconfirmed, kept). Priorities: hugging 750 (observed: what Interface Builder
/// writes, spec engine §9; taken as UIKit's default, unconfirmed), compression 750.
open class UIStepper: UIControl {
    /// The current value (layout ignores it).
    open var value: Double = 0
    /// The lowest value.
    open var minimumValue: Double = 0
    /// The highest value.
    open var maximumValue: Double = 100
    /// The step.
    open var stepValue: Double = 1

    /// A stepper with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hugContentOnBothAxes()
    }

    /// The stepper's size in its era (see the type's comment).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: 94, height: metricsEra >= .iOS13 ? 32 : 29)
    }
}
