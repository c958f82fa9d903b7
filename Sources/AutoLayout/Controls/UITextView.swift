import Foundation

/// A scrollable, editable multi-line text view (UIKit's `UITextView`).
///
/// With scrolling on (the default) it has no intrinsic size (doc: a scroll view's size comes from its
/// constraints). With `isScrollEnabled = false` it is sized by its text like a multi-line label (doc: the Auto
/// Layout Guide's self-sizing text views): the text wrapped at the width layout gave the view less the insets,
/// plus `textContainerInset` (default 8 top and bottom, doc) and the line fragment padding (5 on each side,
/// doc `NSTextContainer.lineFragmentPadding`); an empty text still takes one line (unconfirmed). Baselines:
/// the text's first and last lines. Priorities 250/750 (UIView's defaults; unconfirmed).
open class UITextView: UIView, MultilineTextLayout, UITextInputTraits, WrapsAtSolvedWidth, UIContentSizeCategoryAdjusting {
    /// The attributes links are drawn with (kept; layout ignores them).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// The text.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// The font (default: the system font at 12 pt, unconfirmed). Setting nil restores it.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = contentSizeAdjusted(
                newValue ?? UIFont.systemFont(ofSize: 12), adjusts: adjustsFontForContentSizeCategory)
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// Whether the text scrolls inside a fixed size (default true). When false the view is sized by its text.
    open var isScrollEnabled = true {
        didSet {
            if isScrollEnabled != oldValue {
                invalidateIntrinsicContentSize()
                setNeedsLayout()
            }
        }
    }
    /// Insets of the text inside the view (default 8 top and bottom, doc).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether the text can be edited (layout ignores it).
    open var isEditable = true
    /// Text alignment (layout ignores it).
    open var textAlignment: NSTextAlignment = .natural
    /// The text with attributes: layout measures its characters in the view's font (see `UILabel.attributedText`).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// Whether the text can be selected (layout ignores it).
    open var isSelectable = true
    /// Whether the text is hidden as it is typed (layout ignores it).
    open var isSecureTextEntry = false
    /// Whether the font follows the content size category of the view's traits (`UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false { didSet { if adjustsFontForContentSizeCategory { font = storedFont } } }
    /// Which letters are capitalised automatically (default `.sentences`; layout ignores it).
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether autocorrection is on (layout ignores it).
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spell checking is on (layout ignores it).
    open var spellCheckingType = UITextSpellCheckingType.default
    /// The keyboard shown (layout ignores it).
    open var keyboardType = UIKeyboardType.default
    /// The keyboard's appearance (layout ignores it).
    open var keyboardAppearance = UIKeyboardAppearance.default
    /// The return key's title (layout ignores it).
    open var returnKeyType = UIReturnKeyType.default
    /// Whether the return key is disabled while the text is empty (layout ignores it).
    open var enablesReturnKeyAutomatically = false
    /// What the text is, for AutoFill (layout ignores it).
    open var textContentType: UITextContentType! = nil
    /// The text's color (default nil: `UIColor.label`; layout ignores it).
    open var textColor: UIColor?

    /// The region the text is laid out in: its line fragment padding (5 on each side, doc) and line limit size the
    /// view with scrolling off. Setting `textContainer.lineFragmentPadding = 0` with a zero `textContainerInset`
    /// lines the text up with a label's, as apps do.
    public private(set) lazy var textContainer = NSTextContainer(textView: self)
    /// The delegate told of edits (kept; no edit happens here).
    open weak var delegate: (any UITextViewDelegate)?
    /// Which kinds of data become links (kept; layout ignores it).
    open var dataDetectorTypes: UIDataDetectorTypes = []

    var storedText = ""
    var storedFont = UIFont.systemFont(ofSize: 12)
    /// The width the last layout gave the view, for wrapping (nil before the first layout).
    var solvedWidth: CGFloat?

    /// True when scrolling is off: the text wraps and sizes the view.
    public var wrapsText: Bool { !isScrollEnabled }

    var horizontalPadding: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    }

    /// The width of each line laid out now (at least one line; at most the container's `maximumNumberOfLines`
    /// when it has one).
    var lineWidths: [CGFloat] {
        let wrap = solvedWidth.map { $0 - horizontalPadding }
        let widths = TextMeasurement.lines(of: storedText, font: storedFont, wrapWidth: wrap)
        let limit = textContainer.maximumNumberOfLines
        if widths.isEmpty { return [0] }
        return limit > 0 && widths.count > limit ? Array(widths.prefix(limit)) : widths
    }

    /// None with scrolling on; the text's size plus insets with scrolling off (see the type's comment).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let scale = textMeasuringScale
        let widths = lineWidths
        let line = TextMeasurement.ceilToPixels(storedFont.lineHeight, scale: scale)
        return CGSize(
            width: TextMeasurement.ceilToPixels((widths.max() ?? 0) + horizontalPadding, scale: scale),
            height: line * CGFloat(widths.count) + textContainerInset.top + textContainerInset.bottom)
    }

    /// The first line's baseline below the top.
    open override var firstBaselineOffsetFromTop: CGFloat { textContainerInset.top + storedFont.ascender }
    override var baselineTextFont: UIFont? { storedFont }
    /// The last line's baseline above the bottom.
    open override var lastBaselineOffsetFromBottom: CGFloat { textContainerInset.bottom - storedFont.descender }

    /// Lays out, then, with scrolling off, measures again at the solved width when it changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _ = rewrap(atSolvedWidth: bounds.width)
    }

    /// Wraps at `width` when scrolling is off.
    func rewrap(atSolvedWidth width: CGFloat) -> Bool {
        remeasure(&solvedWidth, active: !isScrollEnabled, solved: width)
    }

    /// Re-measures after the display scale changed, and takes the font's size at a new content size category.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        remeasureIfScaleChanged(from: previousTraitCollection)
        if adjustsFontForContentSizeCategory && contentSizeCategoryChanged(from: previousTraitCollection) { font = storedFont }
    }
}

/// The region a text view lays its text out in (UIKit's `NSTextContainer`, as a text view uses it).
public final class NSTextContainer {
    private weak var textView: UITextView?

    init(textView: UITextView) { self.textView = textView }

    /// Space at each end of a line, in points (default 5, doc). Negative or non-finite values become 0.
    public var lineFragmentPadding: CGFloat = 5 {
        didSet {
            if !(lineFragmentPadding.isFinite && lineFragmentPadding >= 0) { lineFragmentPadding = 0 }
            if lineFragmentPadding != oldValue { textView?.invalidateIntrinsicContentSize() }
        }
    }
    /// The most lines laid out (default 0: no limit). Negative values become 0.
    public var maximumNumberOfLines = 0 {
        didSet {
            if maximumNumberOfLines < 0 { maximumNumberOfLines = 0 }
            if maximumNumberOfLines != oldValue { textView?.invalidateIntrinsicContentSize() }
        }
    }
    /// How the last line ends when the text is cut (kept; lines are cut whole here).
    public var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Whether the container's width follows the text view's (default true; it always does here).
    public var widthTracksTextView = true
}

/// What a text view tells of its edits (UIKit's `UITextViewDelegate`); every method is optional. No edit happens
/// on Linux, so the text view never calls them; they are here so that delegates compile.
public protocol UITextViewDelegate: AnyObject {
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
    /// Whether `text` may replace the text in `range`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UITextViewDelegate {
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Allows the change.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
}

/// Which kinds of data a text view turns into links (UIKit's `UIDataDetectorTypes`).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Types of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Web addresses.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Street addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Every type.
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
