import Foundation
import Synchronization

/// A font: a face (the system font in a weight, or a named font) at a point size, with the vertical metrics
/// UIKit reports. Nothing is rasterised; widths come from `TextMeasurement`.
///
/// Metrics are per em and scale with `pointSize`:
/// - System font (SF Pro): unitsPerEm 2048, ascender 1950, descender −494, line gap 0, cap height 1443,
///   x-height 1040 (observed: `UIFont.systemFont(ofSize: 17).lineHeight == 20.287109375` asserted in public XCTest
///   code; the other figures from @capsizecss/metrics `appleSystem`, spec interface-builder §7). Sizes of 20 pt
///   and more use SF Pro Display on iOS; we keep the same metrics (unconfirmed: our choice).
/// - Helvetica Neue (the system font of iOS 7–8 and Xcode 5–6 files): ascender 952, descender −213, line gap 28
///   per 1000, cap height 714, x-height 517 (unconfirmed: the face's hhea/OS2 values as we know them).
/// - Any other named font: the system font's metrics under its own name (unconfirmed: our choice; no font files).
public final class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A font weight, with UIKit's raw values (doc: `UIFontWeight*` constants, −0.8 … 0.62).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// The weight's value (−1 … 1, regular 0).
        public let rawValue: CGFloat
        /// Makes a weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)
        /// Orders weights by value.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    /// A Dynamic Type text style; the raw value is UIKit's (`UICTFontTextStyleBody`), as `.xib` files write it.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the style.
        public let rawValue: String
        /// Makes a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size and weight at the default (Large) content size category (doc: Human Interface
        /// Guidelines, type sizes; observed: IB files' label heights, spec interface-builder §7). An unknown style
        /// is body's (unconfirmed: our choice).
        public var defaultMetrics: (pointSize: CGFloat, weight: Weight) {
            (pointSize(for: .large), self == .headline ? .semibold : .regular)
        }

        /// The style's point size at a content size category, in one place: the Human Interface Guidelines'
        /// Dynamic Type sizes (iOS 11 and later; every style grows through the accessibility sizes). The seven
        /// standard sizes of Headline, Subheadline, Body, Footnote and the captions, and Body's accessibility
        /// sizes, are also observed (gist alexisakers "Generated within the iPhone Simulator (iOS 8.4)", whose
        /// other styles stop growing at xxxLarge, as iOS 8 did). `.unspecified` is Large's; an unknown style is
        /// Body's.
        public func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            let sizes: [CGFloat] =
                switch self {
                //                  xS  S   M   L   XL  XXL XXXL AX1 AX2 AX3 AX4 AX5
                case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
                case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
                case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
                case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
                case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
                case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
                case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
                case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
                case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
                default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // body and headline
                }
            return sizes[category.sizeIndex]
        }
    }

    /// A face's vertical metrics per em and its width factor relative to the system font's advance table.
    struct Face: Hashable, Sendable {
        var ascender: Double
        var descender: Double
        var lineGap: Double
        var capHeight: Double
        var xHeight: Double

        /// SF Pro (see the type's comment).
        static let sanFrancisco = Face(
            ascender: 1950.0 / 2048, descender: -494.0 / 2048, lineGap: 0,
            capHeight: 1443.0 / 2048, xHeight: 1040.0 / 2048)
        /// Helvetica Neue (unconfirmed, see the type's comment).
        static let helveticaNeue = Face(ascender: 0.952, descender: -0.213, lineGap: 0.028, capHeight: 0.714, xHeight: 0.517)
    }

    /// The font's name (`.SFUI-Regular`, `.SFUI-Semibold`, `HelveticaNeue-Bold`…).
    public let fontName: String
    /// The family's name (`.SF UI Text` for the system font, `Helvetica Neue`…).
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight (named fonts: from the name's suffix, `-Bold` → bold).
    public let weight: Weight
    /// Whether the face is italic.
    public let isItalic: Bool
    /// Whether this is the system font (its metrics follow the system face whatever the name).
    public let isSystemFont: Bool
    let face: Face
    /// How the font follows Dynamic Type, if it does: a text style's preferred font, or a font `UIFontMetrics`
    /// scaled (see `adjusted(to:)`).
    package var dynamicSource: DynamicSource?

    /// What a font that follows Dynamic Type was made from.
    package enum DynamicSource: Hashable, Sendable {
        /// `preferredFont(forTextStyle:)`.
        case textStyle(TextStyle)
        /// `UIFontMetrics(forTextStyle:).scaledFont(for:)` of a font of `baseSize` at Large, at most `maximum`.
        case metrics(TextStyle, baseSize: CGFloat, maximum: CGFloat)
    }

    init(name: String, family: String, size: CGFloat, weight: Weight, italic: Bool, system: Bool, face: Face) {
        fontName = name
        familyName = family
        pointSize = size.isFinite && size > 0 ? size : 0
        self.weight = weight
        isItalic = italic
        isSystemFont = system
        self.face = face
    }

    // MARK: Making fonts

    /// The system font at `fontSize` in `weight`: one object for each size and weight, shared by every caller, so
    /// that a screen of labels holds one font rather than one each (about 90 bytes a label). Whether UIKit hands out
    /// the same object is not documented (unconfirmed; compare fonts with `==`, which compares name and size).
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let key = SystemFontKey(size: fontSize.isFinite && fontSize > 0 ? fontSize : 0, weight: weight.rawValue)
        if let shared = systemFonts.withLock({ $0[key] }) { return shared }
        let font = makeSystemFont(ofSize: fontSize, weight: weight)
        return systemFonts.withLock { fonts in
            if let shared = fonts[key] { return shared }
            if fonts.count < systemFontLimit { fonts[key] = font }
            return font
        }
    }

    /// A new system font at `fontSize` in `weight`, shared with no one (what a Dynamic Type font starts from, since
    /// it then records its text style).
    private class func makeSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            name: ".SFUI-\(weightName(weight))", family: ".SF UI Text", size: fontSize, weight: weight, italic: false,
            system: true, face: .sanFrancisco)
    }

    /// A size and weight of the system font, as `systemFonts` keys them.
    private struct SystemFontKey: Hashable {
        let size: CGFloat
        let weight: CGFloat
    }

    /// The system fonts made so far (immutable once shared: only fonts made apart take a Dynamic Type source). The
    /// process's trees share it, under a lock.
    private static let systemFonts = Mutex<[SystemFontKey: UIFont]>([:])
    /// How many sizes and weights `systemFonts` keeps; fonts past it are made afresh, so that a program that asks
    /// for ever new sizes does not grow it without end.
    private static let systemFontLimit = 512

    /// The regular system font at `fontSize`.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The bold system font at `fontSize`.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize`.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(
            name: ".SFUI-RegularItalic", family: ".SF UI Text", size: fontSize, weight: .regular, italic: true,
            system: true, face: .sanFrancisco)
    }

    /// The font of a Dynamic Type text style at the default content size category, Large (the reader's setting
    /// here: there is no device; views that adjust their font follow their traits', see `adjusted(to:)`).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a Dynamic Type text style at the content size category of `traitCollection` (Large when it
    /// gives none): `TextStyle.pointSize(for:)` in the style's weight.
    public class func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let font = makeSystemFont(ofSize: style.pointSize(for: category), weight: style.defaultMetrics.weight)
        font.dynamicSource = .textStyle(style)
        return font
    }

    /// This font at the content size category of `traits` when it follows Dynamic Type (a text style's font, or
    /// one `UIFontMetrics` scaled), as a view whose `adjustsFontForContentSizeCategory` is on shows it; any other
    /// font is returned as it is.
    package func adjusted(to traits: UITraitCollection) -> UIFont {
        switch dynamicSource {
        case nil: return self
        case .textStyle(let style):
            let size = style.pointSize(for: traits.preferredContentSizeCategory)
            return size == pointSize ? self : withSize(size, keeping: dynamicSource)
        case .metrics(let style, let base, let maximum):
            let size = min(maximum, UIFontMetrics.scale(base, style: style, category: traits.preferredContentSizeCategory))
            return size == pointSize ? self : withSize(size, keeping: dynamicSource)
        }
    }

    /// The same face at `size`, following Dynamic Type as `source` says.
    package func withSize(_ size: CGFloat, keeping source: DynamicSource?) -> UIFont {
        let font = withSize(size)
        font.dynamicSource = source
        return font
    }

    /// A named font: `Helvetica Neue` faces (`HelveticaNeue`, `HelveticaNeue-Bold`…) get Helvetica Neue's
    /// metrics, any other name the system font's (unconfirmed: we have no font files; UIKit returns nil for a
    /// font that is not installed). The weight is read from the name's suffix. Nil for an empty name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let suffix = fontName.split(separator: "-").dropFirst().last.map { String($0).lowercased() } ?? ""
        let weight: Weight
        switch suffix.replacingOccurrences(of: "italic", with: "") {
        case "ultralight": weight = .ultraLight
        case "thin": weight = .thin
        case "light": weight = .light
        case "medium": weight = .medium
        case "semibold", "demibold": weight = .semibold
        case "bold": weight = .bold
        case "heavy", "condensedblack": weight = .heavy
        case "black": weight = .black
        default: weight = .regular
        }
        let helvetica = fontName.hasPrefix("HelveticaNeue")
        let family = helvetica ? "Helvetica Neue" : String(fontName.split(separator: "-").first ?? Substring(fontName))
        self.init(
            name: fontName, family: family, size: fontSize, weight: weight, italic: suffix.contains("italic"),
            system: false, face: helvetica ? .helveticaNeue : .sanFrancisco)
    }

    /// The same face at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, family: familyName, size: fontSize, weight: weight, italic: isItalic, system: isSystemFont, face: face)
    }

    static func weightName(_ w: Weight) -> String {
        switch w {
        case .ultraLight: return "Ultralight"
        case .thin: return "Thin"
        case .light: return "Light"
        case .medium: return "Medium"
        case .semibold: return "Semibold"
        case .bold: return "Bold"
        case .heavy: return "Heavy"
        case .black: return "Black"
        default: return "Regular"
        }
    }

    /// Size of the standard system font (doc: `UIFont.systemFontSize`, 14).
    public class var systemFontSize: CGFloat { 14 }
    /// Size of the small system font (doc: `UIFont.smallSystemFontSize`, 12).
    public class var smallSystemFontSize: CGFloat { 12 }
    /// Size of a label's font (doc: `UIFont.labelFontSize`, 17).
    public class var labelFontSize: CGFloat { 17 }
    /// Size of a button's font (doc: `UIFont.buttonFontSize`, 18).
    public class var buttonFontSize: CGFloat { 18 }

    // MARK: Metrics

    /// Distance from the baseline to the top of the tallest glyphs (positive).
    public var ascender: CGFloat { CGFloat(face.ascender) * pointSize }
    /// Distance from the baseline to the bottom of the lowest glyphs (negative).
    public var descender: CGFloat { CGFloat(face.descender) * pointSize }
    /// Extra space between lines (the face's line gap).
    public var leading: CGFloat { CGFloat(face.lineGap) * pointSize }
    /// Height of one line: ascender − descender + leading (`systemFont(ofSize: 17)`: 20.287109375).
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// Height of capital letters above the baseline.
    public var capHeight: CGFloat { CGFloat(face.capHeight) * pointSize }
    /// Height of lowercase x above the baseline.
    public var xHeight: CGFloat { CGFloat(face.xHeight) * pointSize }

    /// The distance from one baseline to the next that the system recommends for text of this size: the line
    /// height of Apple's Human Interface Guidelines text styles at their default size (11 pt: 13, 12: 16, 13: 18,
    /// 15: 20, 16: 21, 17: 22, 20: 25, 22: 28, 28: 34, 34: 41; linear between them, proportional beyond). What
    /// `UIStackView` and the system-spacing anchors put between two text baselines
    /// (`UIView.systemSpacing(fromBaselineOf:toBaselineOf:)`). Observed: a baseline-relative stack with system
    /// spacing places a 17-pt label's first baseline 22 below the 17-pt last baseline above it (woocommerce-ios
    /// `TwoColumnHeadlineFootnoteTableViewCell.xib`, Xcode 11); other sizes follow the styles [unconfirmed].
    var systemBaselineSpacing: CGFloat {
        let table: [(size: CGFloat, spacing: CGFloat)] = [
            (11, 13), (12, 16), (13, 18), (15, 20), (16, 21), (17, 22), (20, 25), (22, 28), (28, 34), (34, 41),
        ]
        let size = pointSize
        if size <= table[0].size { return size * table[0].spacing / table[0].size }
        for (a, b) in zip(table, table.dropFirst()) where size <= b.size {
            return a.spacing + (b.spacing - a.spacing) * (size - a.size) / (b.size - a.size)
        }
        let last = table[table.count - 1]
        return size * last.spacing / last.size
    }

    /// Whether the weight is semibold or heavier (widens text, see `TextMeasurement`).
    var isBoldish: Bool { weight >= .semibold }

    // MARK: Equality

    /// Fonts are equal when name and size are.
    public static func == (a: UIFont, b: UIFont) -> Bool { a.fontName == b.fontName && a.pointSize == b.pointSize }
    /// Hashes name and size.
    public func hash(into h: inout Hasher) {
        h.combine(fontName)
        h.combine(pointSize)
    }
    /// `<UICTFont> font-family: "…"; font-weight: …; font-size: 17.00pt`, as UIKit prints a font.
    public var description: String {
        "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weight >= .bold ? "bold" : "normal"); font-style: \(isItalic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}
