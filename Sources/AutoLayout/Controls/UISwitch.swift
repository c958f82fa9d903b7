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
    /// The track's color when on (layout ignores it).
    open var onTintColor: UIColor?
    /// The thumb's color (layout ignores it).
    open var thumbTintColor: UIColor?

    /// A switch with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hugContentOnBothAxes()
    }

    /// Sets `isOn` (the animation is ignored).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The switch's size in its era (see the type's comment), as its alignment rectangle: 2 points narrower
    /// than the frame (`alignmentRectInsets`).
    open override var intrinsicContentSize: CGSize {
        metricsEra >= .iOS26 ? CGSize(width: 61, height: 28) : CGSize(width: 49, height: 31)
    }

    /// 2 points on the right: the frame extends 2 points beyond the constrained rectangle on the trailing side
    /// (observed: switches pinned by their trailing edge sit 2 points further right in saved frames, 51 wide with
    /// a 49-point constrained width; pocket-casts-ios `FilterDownloadCell.xib`, duckduckgo/iOS `Settings.storyboard`,
    /// NetNewsWire `Settings.storyboard` at 63 wide).
    open override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }
}
