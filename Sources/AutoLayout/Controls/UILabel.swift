import Foundation

/// A view that shows one or more lines of text, sized by its text (UIKit's `UILabel`).
///
/// Intrinsic size: the text measured in `font` (`TextMeasurement.size`): the widest line by the line count,
/// rounded up to the display's pixels; empty text is 0 × 0 (unconfirmed: spec interface-builder §7). A label
/// whose `numberOfLines` is not 1 wraps at `preferredMaxLayoutWidth` when set, otherwise at the width layout gave
/// it (UIKit's automatic preferred width since iOS 8, doc): after a pass that changed its width, it measures again
/// and the layout runs once more. Baselines come from the font. Default priorities: hugging 250, compression
/// resistance 750 (observed: a label made in code logs `Hug:250 CompressionResistance:750`, Stack Overflow
/// q/46687051; Interface Builder writes 251 into the file, which the loader applies).
open class UILabel: UIView, MultilineTextLayout, WrapsAtSolvedWidth, UIContentSizeCategoryAdjusting {
    /// The text shown (nil: none).
    open var text: String? { didSet { if text != oldValue { textLayoutChanged() } } }
    /// The font (default: the system font at 17 pt, doc `UIFont.labelFontSize`). Setting nil restores it.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = contentSizeAdjusted(
                newValue ?? UIFont.systemFont(ofSize: UIFont.labelFontSize), adjusts: adjustsFontForContentSizeCategory)
            textLayoutChanged()
        }
    }
    /// Maximum lines (0: no limit); default 1.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textLayoutChanged() } } }
    /// How lines break or truncate (default: truncating the tail; layout wraps at spaces whatever the mode).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Text alignment (layout ignores it).
    open var textAlignment: NSTextAlignment = .natural
    /// The text with attributes. Layout measures its characters in the label's `font` (attributes are not read:
    /// Foundation on Linux has no font attribute; our choice). Setting it sets `text`; setting `text` replaces it
    /// with a plain string.
    open var attributedText: NSAttributedString? {
        get {
            let stored = style?.attributedText
            return text.map { stored?.string == $0 ? stored! : NSAttributedString(string: $0) }
        }
        set {
            if newValue != nil || style != nil { ensuredStyle.attributedText = newValue }
            text = newValue?.string
        }
    }

    /// The text's color (default `UIColor.label`; layout ignores it). Setting nil restores the default.
    open var textColor: UIColor! {
        get { style?.textColor ?? .label }
        set { if newValue != nil || style != nil { ensuredStyle.textColor = newValue } }
    }
    /// The text's color while highlighted (layout ignores it).
    open var highlightedTextColor: UIColor? {
        get { style?.highlightedTextColor }
        set { if newValue != nil || style != nil { ensuredStyle.highlightedTextColor = newValue } }
    }
    /// Whether the label is drawn highlighted (layout ignores it).
    open var isHighlighted = false
    /// Whether the label is drawn enabled (layout ignores it).
    open var isEnabled = true
    /// Whether the font follows the content size category of the label's traits (`UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false { didSet { if adjustsFontForContentSizeCategory { font = storedFont } } }
    /// The text's shadow color (layout ignores it).
    open var shadowColor: UIColor? {
        get { style?.shadowColor }
        set { if newValue != nil || style != nil { ensuredStyle.shadowColor = newValue } }
    }
    /// The text's shadow offset (default (0, −1); layout ignores it).
    open var shadowOffset: CGSize {
        get { style?.shadowOffset ?? LabelStyle.defaultShadowOffset }
        set { if newValue != LabelStyle.defaultShadowOffset || style != nil { ensuredStyle.shadowOffset = newValue } }
    }
    /// Whether the font shrinks to fit (stored; layout ignores it).
    open var adjustsFontSizeToFitWidth = false
    /// Smallest scale the font may shrink to (stored; layout ignores it).
    open var minimumScaleFactor: CGFloat {
        get { style?.minimumScaleFactor ?? 0 }
        set { if newValue != 0 || style != nil { ensuredStyle.minimumScaleFactor = newValue } }
    }
    /// The width multi-line text wraps at; 0 (default) wraps at the width layout gives the label.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { textLayoutChanged() } } }

    var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)
    /// The width the last layout gave the label, for automatic wrapping (nil before the first layout).
    var automaticWrapWidth: CGFloat? {
        get { storedWrapWidth.isNaN ? nil : storedWrapWidth }
        set { storedWrapWidth = newValue ?? .nan }
    }
    /// `automaticWrapWidth`, NaN for none: an optional's odd byte made a label 280 bytes, not 264.
    private var storedWrapWidth = CGFloat.nan

    /// True when `numberOfLines` is not 1 (a horizontal stack then keeps the label to its share of the row).
    public var wrapsText: Bool { numberOfLines != 1 }

    /// The width text wraps at now: `preferredMaxLayoutWidth`, else the solved width; nil for single-line labels.
    package var wrapWidth: CGFloat? {
        guard wrapsText else { return nil }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticWrapWidth
    }

    /// The text's size (see the type's comment).
    open override var intrinsicContentSize: CGSize {
        TextMeasurement.size(
            of: text ?? "", font: storedFont, wrapWidth: wrapWidth, maximumLines: numberOfLines,
            scale: textMeasuringScale)
    }

    /// The lines the text takes now.
    var lineCount: Int {
        TextMeasurement.lines(of: text ?? "", font: storedFont, wrapWidth: wrapWidth, maximumLines: numberOfLines).count
    }

    /// The first line's baseline below the top (text centred in the intrinsic height).
    open override var firstBaselineOffsetFromTop: CGFloat { baselines.fromTop }
    override var baselineTextFont: UIFont? { storedFont }
    /// The last line's baseline above the bottom.
    open override var lastBaselineOffsetFromBottom: CGFloat { baselines.fromBottom }

    var baselines: (fromTop: CGFloat, fromBottom: CGFloat) {
        let lines = max(lineCount, 1)
        let height = TextMeasurement.ceilToPixels(storedFont.lineHeight, scale: textMeasuringScale) * CGFloat(lines)
        return centredBaselines(font: storedFont, height: height, lines: lines)
    }

    /// Lays out, then, for a label that wraps at its solved width, measures again when that width changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _ = rewrap(atSolvedWidth: bounds.width)
    }

    /// Wraps at `width` when the label wraps without a `preferredMaxLayoutWidth`.
    func rewrap(atSolvedWidth width: CGFloat) -> Bool {
        remeasure(&automaticWrapWidth, active: wrapsText && preferredMaxLayoutWidth <= 0, solved: width)
    }

    /// Re-measures after the display scale changed, and takes the font's size at a new content size category.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        remeasureIfScaleChanged(from: previousTraitCollection)
        if adjustsFontForContentSizeCategory && contentSizeCategoryChanged(from: previousTraitCollection) { font = storedFont }
    }

    /// The text's size within `size` (wrapping at its width when the label wraps).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        TextMeasurement.size(
            of: text ?? "", font: storedFont, wrapWidth: wrapsText ? size.width : nil,
            maximumLines: numberOfLines, scale: textMeasuringScale)
    }

    /// Told when the text, font or line settings change (a button re-measures its title).
    var onTextLayoutChange: (() -> Void)? {
        get { style?.onTextLayoutChange }
        set { if newValue != nil || style != nil { ensuredStyle.onTextLayoutChange = newValue } }
    }

    /// What few labels set (an attributed string, colors, a shadow, a minimum scale, a button's observer), made on
    /// first change: a plain label is 72 bytes smaller (304 bytes, 312 with the allocator's header, where it was 376
    /// and 384), and a screen holds a label for every few views.
    private var style: LabelStyle?

    private var ensuredStyle: LabelStyle {
        if let style { return style }
        let made = LabelStyle()
        style = made
        return made
    }

    /// The rarely set fields of a label (see `style`).
    private final class LabelStyle {
        /// UIKit's default shadow offset.
        static let defaultShadowOffset = CGSize(width: 0, height: -1)
        var attributedText: NSAttributedString?
        var textColor: UIColor?
        var highlightedTextColor: UIColor?
        var shadowColor: UIColor?
        var shadowOffset = defaultShadowOffset
        var minimumScaleFactor: CGFloat = 0
        var onTextLayoutChange: (() -> Void)?
    }

    func textLayoutChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        style?.onTextLayoutChange?()
    }
}

/// A view whose text wraps at the width layout gives it (labels, text views): UIKit's automatic
/// `preferredMaxLayoutWidth`. After a layout pass, and inside `systemLayoutSizeFitting`, it is told its solved
/// width and measures its text again when that width changed, so that the pass runs again with the new height
/// (UIKit's second update pass for such views; the layout cycle's own pass limit ends it).
protocol WrapsAtSolvedWidth: UIView {
    /// Records `width` as the wrapping width; true when the text must be measured again.
    func rewrap(atSolvedWidth width: CGFloat) -> Bool
}

extension UIView {
    /// The shared step of `WrapsAtSolvedWidth.rewrap(atSolvedWidth:)`: records `solved` in `width` and asks for a
    /// new measurement when it changed; forgets it when the view does not wrap automatically (`active` false).
    func remeasure(_ width: inout CGFloat?, active: Bool, solved: CGFloat) -> Bool {
        guard active else {
            width = nil
            return false
        }
        guard width.map({ abs($0 - solved) > 1e-9 }) ?? true else { return false }
        width = solved
        invalidateIntrinsicContentSize()
        return true
    }
}
