import Foundation

extension NSAttributedString.Key {
    /// The text's font (a `UIFont`). Kept; layout measures an attributed text in its view's font.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's color (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph's style (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline (an `NSUnderlineStyle`'s raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough (an `NSUnderlineStyle`'s raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The underline's color (a `UIColor`).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A link (a `URL` or a `String`).
    public static let link = NSAttributedString.Key("NSLink")
    /// The offset of the baseline, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// How text is underlined or struck through (UIKit's `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits.
    public let rawValue: Int
    /// A style of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Dotted.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Only under words, not spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
