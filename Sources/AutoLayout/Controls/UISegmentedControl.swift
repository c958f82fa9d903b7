import Foundation

/// A row of segments, each with a title (UIKit's `UISegmentedControl`).
///
/// Intrinsic size (of the alignment rectangle): height 28 on iOS 7–12, 31 from iOS 13, the frame one point taller
/// (`alignmentRectInsets`), so frames 29 and 32 high (observed: spec interface-builder §7); width from the
/// segments: every segment as wide as the widest title plus 16 points on iOS 7–12 and 22 from iOS 13, and 1 point
/// between segments; with `apportionsSegmentWidthsByContent` each segment is its own title's width plus the same.
/// Titles in the system font at 13 pt. Observed: seven controls of SwiftKickMobile/SwiftMessages' demo
/// (Xcode 15), three and four segments, two of them apportioned, saved at exactly these widths; SVProgressHUD's
/// and SkeletonView's demos (Xcode 11 to 15) within 6 points; element-ios `MXKRoomCreationView.xib` (Xcode 8)
/// within 2 of 16. No segments: no width.
/// Priorities 250/750 (UIView's defaults).
open class UISegmentedControl: UIControl {
    var titles: [String?] = []
    /// Index of the selected segment (−1: none).
    open var selectedSegmentIndex = -1
    /// The selected segment's color (layout ignores it).
    open var selectedSegmentTintColor: UIColor?
    /// Whether each segment is as wide as its own title instead of the widest.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }

    /// The segments' font (see the type's comment).
    public static let titleFont = UIFont.systemFont(ofSize: 13)

    /// Whether the control measures as tvOS's (a tvOS document's control): 70 high (69 and the bottom point of
    /// `alignmentRectInsets`), the titles in the system font at 38 points, medium (tvOS's headline, as its
    /// buttons' titles), each segment as wide as the widest title plus 44 points, no point between segments.
    /// Observed: SVProgressHUD `Demo/tvOS Demo/Base.lproj/Main.storyboard` (Xcode 8.3, toolsVersion 12121):
    /// three controls placed by constraints without a size saved 70 high, a label 16 below one saved 16 below
    /// its frame's bottom, 266, 312 and 776 wide for two, two and four segments (133, 156 and 194 a segment:
    /// whole points at 1×, so no divider point), "Light", "Native" and "Gradient" the widest titles
    /// [inferred: one file; the font and padding fitted to it, the widths taken from the saved frames where our
    /// estimate lies within the text band, `IBSegmentedControl.savedTextSize`].
    public var measuresAsTV = false { didSet { if measuresAsTV != oldValue { invalidateIntrinsicContentSize() } } }

    /// The font the titles are measured in: `titleFont`, or tvOS's (`measuresAsTV`).
    public var segmentTitleFont: UIFont { measuresAsTV ? UIFont.systemFont(ofSize: 38, weight: .medium) : Self.titleFont }

    /// A control with one segment per item (strings become titles; other items untitled segments).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// Inserts a segment titled `title` at `segment` (clamped).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: max(0, min(segment, titles.count)))
        invalidateIntrinsicContentSize()
    }

    /// Removes the segment at `segment` (ignored when out of range).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles.removeAll()
        invalidateIntrinsicContentSize()
    }

    /// Sets the title of the segment at `segment` (ignored when out of range).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        invalidateIntrinsicContentSize()
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    /// 1 point at the bottom: the frame extends one point below the constrained rectangle. Observed: a view placed
    /// 8 below a segmented control saved at y 52, 32 high, lies at 91 (element-ios `SegmentedController.storyboard`,
    /// Xcode 13); a slider after one in a vertical stack without spacing at 31 (RxSwift `APIWrappers.storyboard`,
    /// Xcode 13); controls placed by constraints are saved 29 high in files of Xcode 7–10 (element-ios
    /// `MXKContactListViewController.xib`), where the control measures 28.
    open override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0) }

    /// Width from the segments, height by era (see the type's comment).
    open override var intrinsicContentSize: CGSize {
        let height: CGFloat = measuresAsTV ? 69 : metricsEra >= .iOS13 ? 31 : 28
        guard !titles.isEmpty else { return CGSize(width: UIView.noIntrinsicMetric, height: height) }
        let scale = textMeasuringScale
        let padding: CGFloat = measuresAsTV ? 44 : metricsEra >= .iOS13 ? 22 : 16
        let font = segmentTitleFont
        let widths = titles.map {
            TextMeasurement.ceilToPixels(TextMeasurement.width(of: $0 ?? "", font: font), scale: scale) + padding
        }
        let content = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(widths.count)
        return CGSize(width: content + (measuresAsTV ? 0 : CGFloat(widths.count - 1)), height: height)
    }
}
