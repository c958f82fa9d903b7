import Foundation

/// How text lays out in a font: the one place that measures strings (labels, buttons, text fields, text views,
/// segmented controls all ask here).
///
/// Widths are **estimates** (unconfirmed: spec interface-builder §7): a per-character advance table in em,
/// calibrated on "This is a test string" at 17 pt = 144.093 pt (observed: public test) — the table gives 8.49 em,
/// 144.3 pt; semibold and heavier ×1.05. Every face uses the same table but for Helvetica Neue's tabular figures
/// (`helveticaFigure`). Lines wrap greedily at spaces;
/// explicit newlines always break; a word longer than the width stays on its own line.
public enum TextMeasurement {
    /// Estimated advance width, in em, of one character [unconfirmed, ±10%].
    public static func advance(_ c: Character) -> Double {
        switch c {
        case " ": return 0.27
        case "i", "l", "j", "'", ".", ",", ":", ";", "!", "|": return 0.23
        case "f", "t", "r": return 0.34
        case "I": return 0.26
        // The system font's digits are proportional and its "1" narrow (observed: Automattic/pocket-casts-ios
        // `AccountActionCell.xib`, "1" in bold 14 pt saved 7 wide; `FilterNameCell.xib`, "12" in 14 pt saved 15 wide).
        case "1": return 0.47
        case "m", "w": return 0.80
        // Braces are narrow in the system font (observed: KeePassium `PasswordGeneratorVC.storyboard`,
        // `AppIconPicker.storyboard`, Xcode 15–16: "{123}" and "{Title}" at 17 pt saved 40 and 45 wide, a brace
        // 0.33–0.36 em beside the table's letters and digits; the table's 0.54 made them 6.5 and 7.5 too wide).
        case "{", "}": return 0.34
        // So is the asterisk (observed: owncloud/ios-app `PasscodeViewController.xib`, Xcode 14.1: "* * * *" at
        // 17 pt saved 43 wide, an asterisk 0.43 em beside three spaces; the table's 0.54 made it 50.5).
        case "*": return 0.43
        case "W", "M": return 0.85
        default:
            if c.isNumber { return 0.58 }
            if c.isUppercase { return 0.64 }
            return 0.54
        }
    }

    /// The width of `text` on one line in `font` (newlines measured as if absent: use `lines` for several).
    public static func width(of text: some StringProtocol, font: UIFont) -> CGFloat {
        var em = 0.0
        var emoji = 0
        var figures = 0
        let tabularFigures = font.face == .helveticaNeue
        for c in text where !c.isNewline {
            if isEmoji(c) {
                emoji += 1
            } else if tabularFigures, c.isASCII, c.isNumber {
                figures += 1
            } else {
                em += advance(c)
            }
        }
        return CGFloat(em) * font.pointSize * (font.isBoldish ? 1.05 : 1) + CGFloat(figures) * helveticaFigure * font.pointSize
            + CGFloat(emoji) * emojiWidth(pointSize: font.pointSize)
    }

    /// The advance, in em, of each of Helvetica Neue's figures 0–9: they are tabular, 556 units of 1,000 in every
    /// weight (the face's published advance widths; observed: danielgindi/Charts `MultipleBarChartViewController.xib`,
    /// Xcode 9, a borderless field holding "500" in Helvetica Neue Light 15 pt saved 30 wide, 25 of them the text).
    static let helveticaFigure = 0.556

    /// Whether `c` is drawn as an emoji (from the color emoji font that stands in for the label's own).
    static func isEmoji(_ c: Character) -> Bool {
        guard let first = c.unicodeScalars.first, first.properties.isEmoji else { return false }
        return first.properties.isEmojiPresentation || c.unicodeScalars.contains { $0.value == 0xFE0F }
    }

    /// The width of one emoji in a font of `pointSize`: the point size plus 5 (observed, single-emoji labels sized
    /// by their text in Xcode's saved frames: 11 pt 16 wide, element-ios `RoomReactionViewCell.xib`; 35 pt 40,
    /// xmartlabs/Eureka `EmojiCell.xib`; 38 pt 43, four SwiftKickMobile/SwiftMessages views; 45 pt 50, its
    /// `TacoDialogView.xib`; one exception, 18 pt 24, element-ios `ReactionHistoryViewCell.xib`). The table's
    /// 0.54 em made them half as wide [unconfirmed beyond these five sizes; sequences measured as one emoji each].
    static func emojiWidth(pointSize: CGFloat) -> CGFloat { pointSize + 5 }

    /// The widths of the lines `text` takes in `font`, wrapped at `wrapWidth` (nil or ≤ 0: only explicit
    /// line breaks break) and cut to `maximumLines` (0: no limit). Empty text has no lines. Every Unicode mandatory
    /// break starts a line: a line feed, a carriage return (or both), a line or paragraph separator (U+2028,
    /// U+2029), a next-line (U+0085), a vertical tab or a form feed, as text layout breaks them. Observed:
    /// openfoodfacts-ios `ProductAddViewController.storyboard` (Xcode 11): a body label whose text holds two
    /// U+2028 before its last sentence, saved two lines taller than its wrapped paragraph.
    public static func lines(of text: String, font: UIFont, wrapWidth: CGFloat?, maximumLines: Int = 0) -> [CGFloat] {
        guard !text.isEmpty else { return [] }
        var result: [CGFloat] = []
        let space = width(of: " ", font: font)
        let limit = wrapWidth.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            guard let limit else {
                result.append(width(of: paragraph, font: font))
                continue
            }
            var current: CGFloat = 0
            var started = false
            for word in paragraph.split(separator: " ") {
                let w = width(of: word, font: font)
                if started && current + space + w > limit + 1e-9 {
                    result.append(current)
                    current = w
                } else {
                    current += (started ? space : 0) + w
                }
                started = true
            }
            result.append(current)
        }
        if maximumLines > 0 && result.count > maximumLines { result.removeLast(result.count - maximumLines) }
        return result
    }

    /// `value` rounded up to the pixel grid of `scale` (0: unchanged), as UIKit's text views report sizes
    /// (observed: UILabel heights 20.3333 at 3×, spec engine §9).
    public static func ceilToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        scale > 0 ? (value * scale).rounded(.up) / scale : value
    }

    /// The size of `text` in `font` as a label shows it: the widest line, and one pixel-ceiled line height per
    /// line (the line count wrapped at `wrapWidth`, at most `maximumLines` unless 0), both rounded up to the
    /// pixel grid of `scale` (0: no rounding; unconfirmed: spec interface-builder §7's rule). Empty text: zero.
    public static func size(of text: String, font: UIFont, wrapWidth: CGFloat?, maximumLines: Int = 0, scale: CGFloat) -> CGSize {
        let widths = lines(of: text, font: font, wrapWidth: wrapWidth, maximumLines: maximumLines)
        guard let widest = widths.max() else { return .zero }
        return CGSize(
            width: ceilToPixels(widest, scale: scale),
            height: ceilToPixels(font.lineHeight, scale: scale) * CGFloat(widths.count))
    }
}
