import Foundation

/// A horizontal track with a thumb (UIKit's `UISlider`).
///
/// Intrinsic size: no width, height 31 (observed: public files from Xcode 9 on, spec interface-builder §12; older
/// IB default frames of 30 were frames, not the intrinsic height). Alignment rectangle: 2 points inside the frame
/// on the left and right before iOS 26 (observed: saved frames extend 2 points beyond the constrained track on
/// each side, spec §12), so constraints place the track and the frame is 4 points wider. Priorities 250/750 (UIView's defaults).
open class UISlider: UIControl {
    /// The current value (layout ignores it).
    open var value: Float = 0
    /// The lowest value.
    open var minimumValue: Float = 0
    /// The highest value.
    open var maximumValue: Float = 1

    /// No width; height 31.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// 2 points on the left and right (see the type's comment); none in iOS 26's metrics (observed: two sliders of
    /// Ranchero-Software/NetNewsWire `iOS/Settings/Settings.storyboard`, toolsVersion 24765, saved exactly at their
    /// constrained edges, x = 16 and 16 from the trailing edge).
    open override var alignmentRectInsets: UIEdgeInsets {
        metricsEra >= .iOS26 ? .zero : UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
    }
}
