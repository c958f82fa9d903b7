import Foundation

/// A horizontal track with a thumb (UIKit's `UISlider`).
///
/// Intrinsic size: no width; height 30 before iOS 26, in an alignment rectangle 2 points inside the frame on the
/// left and right and 1 point above its bottom, so a slider's frame is 31 high and 4 points wider than where
/// constraints put its track. Observed: public files from Xcode 9 on save sliders 31 high, 2 pt beyond their
/// constrained sides and at their constrained top (spec interface-builder §12); in Automattic/simplenote-ios
/// `SPNoteHistoryViewController.xib` (Xcode 11.5–12, toolsVersion 16097–17506) a slider in a vertical stack with
/// 24-pt spacing, saved at y = 54, 31 high, is followed by a button at y = 108 in a stack 152 high
/// (30 + 24 + 30 + 24 + 44): the stack spaces the slider's 30-pt alignment rectangle, not its 31-pt frame; the file's
/// `<designables>` cache records the slider subclass's intrinsic height as 30. That the 30 and the bottom inset hold
/// for Xcode 9–10's metrics too is an assumption (their saved frames are 31 high as well). iOS 26's metrics: height 31
/// and no insets (observed: two sliders of Ranchero-Software/NetNewsWire `iOS/Settings/Settings.storyboard`,
/// toolsVersion 24765, saved exactly at their constrained edges, x = 16 and 16 from the trailing edge; the height is
/// unconfirmed). IB's older default frames of 30 were frames, not the intrinsic height. Priorities 250/750 (UIView's
/// defaults).
open class UISlider: UIControl {
    /// The current value (layout ignores it).
    open var value: Float = 0
    /// The lowest value.
    open var minimumValue: Float = 0
    /// The highest value.
    open var maximumValue: Float = 1
    /// The track's color left of the thumb (layout ignores it).
    open var minimumTrackTintColor: UIColor?
    /// The track's color right of the thumb (layout ignores it).
    open var maximumTrackTintColor: UIColor?
    /// The thumb's color (layout ignores it).
    open var thumbTintColor: UIColor?
    /// Whether the value changes continuously while dragging (layout ignores it).
    open var isContinuous = true

    /// No width; height 30 (31 in iOS 26's metrics; see the type's comment).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: metricsEra >= .iOS26 ? 31 : 30)
    }

    /// 2 points on the left and right and 1 at the bottom (see the type's comment); none in iOS 26's metrics.
    open override var alignmentRectInsets: UIEdgeInsets {
        metricsEra >= .iOS26 ? .zero : UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    }
}
