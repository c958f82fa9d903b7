import Foundation

/// How the lines of a paragraph are set (UIKit's `NSParagraphStyle`), as attributed text carries it under
/// `NSAttributedString.Key.paragraphStyle`. Kept with its values; text is measured in its view's font and
/// line height, so layout does not read it.
open class NSParagraphStyle: @unchecked Sendable {
    /// The style with every value at its default.
    public static let `default` = NSParagraphStyle()

    /// Extra space between lines, in points.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Extra space after the paragraph.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// Extra space before the paragraph.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The alignment.
    public internal(set) var alignment = NSTextAlignment.natural
    /// How lines that do not fit are broken.
    public internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// The indent of the first line.
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The indent of the other lines.
    public internal(set) var headIndent: CGFloat = 0
    /// The trailing indent (negative: from the trailing edge).
    public internal(set) var tailIndent: CGFloat = 0
    /// The smallest line height (0: none).
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// The largest line height (0: none).
    public internal(set) var maximumLineHeight: CGFloat = 0
    /// The factor applied to the font's line height (0: none).
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// How much hyphenation is wanted, 0…1.
    public internal(set) var hyphenationFactor: Float = 0

    /// A style at the defaults.
    public init() {}

    /// A mutable copy.
    open func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }
}

/// A paragraph style whose values can be set (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Extra space between lines, in points.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// Extra space after the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    /// Extra space before the paragraph.
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    /// The alignment.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// How lines that do not fit are broken.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// The indent of the first line.
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    /// The indent of the other lines.
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    /// The trailing indent.
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    /// The smallest line height.
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    /// The largest line height.
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    /// The factor applied to the font's line height.
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    /// How much hyphenation is wanted.
    open override var hyphenationFactor: Float {
        get { super.hyphenationFactor }
        set { super.hyphenationFactor = newValue }
    }

    /// Takes every value of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        (lineSpacing, paragraphSpacing, paragraphSpacingBefore) =
            (style.lineSpacing, style.paragraphSpacing, style.paragraphSpacingBefore)
        (alignment, lineBreakMode) = (style.alignment, style.lineBreakMode)
        (firstLineHeadIndent, headIndent, tailIndent) = (style.firstLineHeadIndent, style.headIndent, style.tailIndent)
        (minimumLineHeight, maximumLineHeight, lineHeightMultiple) =
            (style.minimumLineHeight, style.maximumLineHeight, style.lineHeightMultiple)
        hyphenationFactor = style.hyphenationFactor
    }
}
