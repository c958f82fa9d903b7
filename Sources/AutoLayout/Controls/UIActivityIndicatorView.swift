import Foundation

/// A spinning activity indicator (UIKit's `UIActivityIndicatorView`).
///
/// Intrinsic size by style: 20 × 20 for `.medium` (and the older `.white`, `.gray`), 37 × 37 for `.large` (and
/// `.whiteLarge`) (observed: public files, spec interface-builder §7). Priorities: hugging 750 (observed: what
/// Interface Builder writes, spec engine §9; taken as UIKit's default, unconfirmed), compression 750.
open class UIActivityIndicatorView: UIView {
    /// The indicator's style (doc: `UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable {
        case whiteLarge = 0
        case white = 1
        case gray = 2
        case medium = 100
        case large = 101

        /// Whether the style is one of the large ones (37 points).
        public var isLarge: Bool { self == .large || self == .whiteLarge }
    }

    /// The style; changing it re-measures.
    open var style: Style = .medium { didSet { if style != oldValue { invalidateIntrinsicContentSize() } } }
    /// Whether it is spinning (layout ignores it).
    public private(set) var isAnimating = false
    /// Whether it hides when stopped (layout ignores it).
    open var hidesWhenStopped = true
    /// The spinner's color (layout ignores it).
    open var color: UIColor!

    /// An indicator with the given frame (medium style).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hugContentOnBothAxes()
    }

    /// An indicator of `style`, its frame the style's size.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        frame = CGRect(origin: .zero, size: intrinsicContentSize)
    }

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }

    /// 20 × 20, or 37 × 37 for the large styles.
    open override var intrinsicContentSize: CGSize {
        style.isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
}
