import Foundation

/// A row of segments, each with a title (UIKit's `UISegmentedControl`).
///
/// Intrinsic size: height 28 on iOS 7–12, 32 from iOS 13 (observed: spec interface-builder §7); width from the
/// segments: every segment as wide as the widest title + 8 points on each side, plus 1 point between segments
/// (unconfirmed: our estimate; a control with `apportionsSegmentWidthsByContent` gives each segment its own
/// title's width instead). Titles in the system font at 13 pt (unconfirmed). No segments: no width.
/// Priorities 250/750 (UIView's defaults).
open class UISegmentedControl: UIControl {
    var titles: [String?] = []
    /// Index of the selected segment (−1: none).
    open var selectedSegmentIndex = -1
    /// Whether each segment is as wide as its own title instead of the widest.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }

    /// The segments' font (see the type's comment).
    static let titleFont = UIFont.systemFont(ofSize: 13)

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

    /// Width from the segments, height by era (see the type's comment).
    open override var intrinsicContentSize: CGSize {
        let height: CGFloat = metricsEra >= .iOS13 ? 32 : 28
        guard !titles.isEmpty else { return CGSize(width: UIView.noIntrinsicMetric, height: height) }
        let scale = textMeasuringScale
        let widths = titles.map {
            TextMeasurement.ceilToPixels(TextMeasurement.width(of: $0 ?? "", font: Self.titleFont), scale: scale) + 16
        }
        let content = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(widths.count)
        return CGSize(width: content + CGFloat(widths.count - 1), height: height)
    }
}
