import Foundation

/// A view whose content (its subviews) can be larger than its frame and is scrolled by `contentOffset`,
/// laid out with Auto Layout as UIKit's `UIScrollView` is.
///
/// Subview frames are in content coordinates; `bounds.origin` is `contentOffset`, so scrolling never changes
/// a subview's frame, only where it appears. Edge constraints between the scroll view and its content attach
/// to the content area (`contentLayoutGuide`); width, height and centres attach to the frame. Constraints to
/// `frameLayoutGuide` (or to views outside the scroll view) keep a view still on screen while content scrolls.
/// After layout, `contentSize` is the solved size of `contentLayoutGuide` (a manually set size stands while
/// the content does not constrain it).
open class UIScrollView: UIView {
    /// How far the vertical scroll indicator is inset from the edges (kept; nothing is drawn).
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// How far the horizontal scroll indicator is inset from the edges (kept; nothing is drawn).
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Both indicators' insets (iOS 13 split it; reading gives the vertical one's).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether a drag starting along one axis stays on it (kept; no dragging here).
    open var isDirectionalLockEnabled = false

    /// The content rectangle (origin zero, size `contentSize`) in content coordinates.
    public let contentLayoutGuide = UILayoutGuide()
    /// The scroll view's frame rectangle, in content coordinates (`(contentOffset, frame.size)`).
    public let frameLayoutGuide = UILayoutGuide()

    private var storedContentSize: CGSize = .zero
    private var frameGuideConstraints: [NSLayoutConstraint] = []
    private var contentSizeConstraints: [NSLayoutConstraint] = []

    /// When the system adds safe-area insets to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes` for a plain scroll view (our choice: like `.always`).
        case automatic = 0
        /// Only on axes that scroll (our choice: like `.always`).
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always.
        case always = 3
    }

    /// A scroll view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
        frameLayoutGuide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        func pin(_ c: NSLayoutConstraint, _ p: UILayoutPriority = .required, _ id: String) -> NSLayoutConstraint {
            c.priority = p
            c.identifier = id
            return c
        }
        frameGuideConstraints = [
            pin(frameLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor), .required, "UIScrollView-frame-x"),
            pin(frameLayoutGuide.topAnchor.constraint(equalTo: topAnchor), .required, "UIScrollView-frame-y"),
            pin(frameLayoutGuide.widthAnchor.constraint(equalTo: widthAnchor), .required, "UIScrollView-frame-width"),
            pin(frameLayoutGuide.heightAnchor.constraint(equalTo: heightAnchor), .required, "UIScrollView-frame-height"),
        ]
        contentSizeConstraints = [
            pin(contentLayoutGuide.widthAnchor.constraint(equalToConstant: 0), UILayoutPriority(1), "UIScrollView-contentSize-width"),
            pin(contentLayoutGuide.heightAnchor.constraint(equalToConstant: 0), UILayoutPriority(1), "UIScrollView-contentSize-height"),
        ]
        addConstraints(
            frameGuideConstraints + contentSizeConstraints + [
                pin(contentLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor), .required, "UIScrollView-content-x"),
                pin(contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor), .required, "UIScrollView-content-y"),
            ])
    }

    /// Content edges attach to the content guide.
    override var contentAreaGuideForLowering: UILayoutGuide? { contentLayoutGuide }

    /// The point of the content shown at the top-left of the frame (= `bounds.origin`). Setting it moves
    /// views pinned to `frameLayoutGuide` or to views outside by the same amount, so they stay put on screen.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                LayoutDiagnostics.log("UIScrollView: ignoring a non-finite contentOffset \(newValue)")
                return
            }
            guard newValue != bounds.origin else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            frameGuideConstraints[0].constant = newValue.x
            frameGuideConstraints[1].constant = newValue.y
            setNeedsLayout()
        }
    }

    /// Sets `contentOffset` (there is no run loop to animate on; `animated` is accepted for UIKit compatibility).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls the least that shows `rect` (in the content's coordinates) inside the bounds less
    /// `adjustedContentInset`: an edge past the visible area is brought to it; a rect larger than the area shows
    /// its top-left part. The offset stays within `contentOffsetRange`. Nothing moves when `rect` already shows.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let a = adjustedContentInset
        let visible = CGRect(
            x: contentOffset.x + a.left, y: contentOffset.y + a.top,
            width: max(0, bounds.width - a.left - a.right), height: max(0, bounds.height - a.top - a.bottom))
        func shift(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow { return low - visibleLow }
            if high > visibleHigh { return min(high - visibleHigh, low - visibleLow) }
            return 0
        }
        let range = contentOffsetRange
        let x = contentOffset.x + shift(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let y = contentOffset.y + shift(rect.minY, rect.maxY, visible.minY, visible.maxY)
        setContentOffset(
            CGPoint(x: min(max(x, range.minimum.x), range.maximum.x), y: min(max(y, range.minimum.y), range.maximum.y)),
            animated: animated)
    }

    /// The size of the scrollable content. Auto Layout sets it after each layout from `contentLayoutGuide`;
    /// a value set by hand holds while the content does not constrain the guide (it is a priority-1 wish).
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            storedContentSize = newValue
            contentSizeConstraints[0].constant = newValue.width
            contentSizeConstraints[1].constant = newValue.height
        }
    }

    /// Extra room around the content; it changes the range of valid offsets, never frames.
    open var contentInset: UIEdgeInsets = .zero

    /// How safe-area insets join `contentInset` in `adjustedContentInset` (default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    // Scrolling behaviour that layout never reads: kept so that UIKit code setting it compiles and keeps its values.

    /// Whether the user can scroll (default true).
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds (default false).
    open var isPagingEnabled = false
    /// Whether the content bounces past its edges (default true).
    open var bounces = true
    /// Whether it bounces vertically even when the content is shorter than the bounds (default false).
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when the content is narrower than the bounds (default false).
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while scrolling (default true).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (default true).
    open var showsHorizontalScrollIndicator = true
    /// Whether a tap on the status bar scrolls to the top (default true).
    open var scrollsToTop = true
    /// How dragging dismisses the keyboard (default `.none`).
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// The pull-to-refresh control (kept, not placed: it is out of sight until pulled).
    open var refreshControl: UIRefreshControl?

    /// How dragging a scroll view dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable {
        /// It does not.
        case none
        /// As soon as a drag begins.
        case onDrag
        /// Following the drag, which can also bring it back.
        case interactive
    }

    /// `contentInset` plus the safe-area insets (unless the behaviour is `.never`).
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let s = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + s.top, left: contentInset.left + s.left,
            bottom: contentInset.bottom + s.bottom, right: contentInset.right + s.right)
    }

    /// The smallest and largest `contentOffset` scrolling can reach: from `−adjusted.top` to
    /// `max(−adjusted.top, contentSize.height − bounds.height + adjusted.bottom)` (x likewise).
    open var contentOffsetRange: (minimum: CGPoint, maximum: CGPoint) {
        let a = adjustedContentInset
        let minimum = CGPoint(x: -a.left, y: -a.top)
        let maximum = CGPoint(
            x: max(-a.left, contentSize.width - bounds.width + a.right),
            y: max(-a.top, contentSize.height - bounds.height + a.bottom))
        return (minimum, maximum)
    }

    /// The top of `adjustedContentInset` at the last layout pass.
    private var laidOutAdjustedTop: CGFloat = 0

    /// Lays out the content, then takes `contentSize` from the content guide. When the adjusted top inset changed
    /// (the safe area under a navigation bar, say) and the content was scrolled to the top, it stays at the top:
    /// `contentOffset.y` becomes −`adjustedContentInset.top`, as UIKit's does, so that the first rows are not under
    /// the bar and their safe area is clear.
    open override func layoutSubviews() {
        let adjustedTop = adjustedContentInset.top
        if adjustedTop != laidOutAdjustedTop {
            if contentOffset.y == -laidOutAdjustedTop { contentOffset.y = -adjustedTop }
            laidOutAdjustedTop = adjustedTop
        }
        super.layoutSubviews()
        if let engine = rootView.engine, let r = engine.alignmentRect(of: contentLayoutGuide) {
            var size = r.size
            let scale = rootView.storedRoundingScale
            if scale > 0 {
                size.width = (size.width * scale).rounded() / scale
                size.height = (size.height * scale).rounded() / scale
            }
            if size != storedContentSize { contentSize = size }
        }
    }
}
