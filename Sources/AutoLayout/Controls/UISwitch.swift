import Foundation

/// An on/off switch (UIKit's `UISwitch`): a fixed size that no frame changes.
///
/// Intrinsic size: 51 × 31 up to iOS 18 (observed: public `.xib` files of Xcode 5–16, spec interface-builder §7),
/// 63 × 28 on iOS 26 (observed: files saved by Xcode 26, toolsVersion 24127, spec §12). Priorities: hugging 750,
/// compression 750 (observed: what Interface Builder writes for switches, spec engine §9; taken as UIKit's default
/// in code, unconfirmed).
open class UISwitch: UIControl {
    /// Whether the switch is on (layout ignores it).
    open var isOn = false

    /// A switch with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hugContentOnBothAxes()
    }

    /// Sets `isOn` (the animation is ignored).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The switch's size in its era (see the type's comment).
    open override var intrinsicContentSize: CGSize {
        metricsEra >= .iOS26 ? CGSize(width: 63, height: 28) : CGSize(width: 51, height: 31)
    }
}
