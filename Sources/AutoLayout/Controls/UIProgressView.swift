import Foundation

/// A horizontal progress bar (UIKit's `UIProgressView`).
///
/// Intrinsic size: no width; height 2 on iOS 7–13 (observed: spec interface-builder §7; files of Xcode 11,
/// toolsVersion 15702 and 16097, openfoodfacts-ios `InitialView.xib` and IBDecodable's `StoryboardAllViews`) and
/// 4 from iOS 14 (observed: files of Xcode 12 and later, toolsVersion 17701 and 21507). Priorities: hugging 250 horizontal and 750 vertical (observed: what
/// Interface Builder writes, spec engine §9; taken as UIKit's default, unconfirmed), compression 750.
open class UIProgressView: UIView {
    /// The bar's style (doc: `UIProgressView.Style`); both measure alike.
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar
    }

    /// The style.
    open var progressViewStyle: Style = .default
    /// Progress, 0…1 (layout ignores it).
    open var progress: Float = 0
    /// The filled part's color (layout ignores it).
    open var progressTintColor: UIColor?
    /// The track's color (layout ignores it).
    open var trackTintColor: UIColor?
    /// Sets the progress; the animation is not modelled.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
    /// Which release's metrics the bar reports (see `UIControlMetricsEra`).
    public var metricsEra: UIControlMetricsEra = .current {
        didSet { if metricsEra != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// A progress view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// A progress view of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// No width; height 2 or 4 by era.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: metricsEra >= .iOS14 ? 4 : 2)
    }
}
