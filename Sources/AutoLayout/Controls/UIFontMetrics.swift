import Foundation

/// The reader's preferred text size (UIKit's `UIContentSizeCategory`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name of the category.
    public let rawValue: String
    private let order: Int

    /// A category from UIKit's name (an unknown name is `.unspecified`).
    public init(rawValue: String) {
        self.rawValue = rawValue
        order = UIContentSizeCategory.names.firstIndex(of: rawValue) ?? 0
    }

    private static let names = [
        "_UICTContentSizeCategoryUnspecified", "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS",
        "UICTContentSizeCategoryM", "UICTContentSizeCategoryL", "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL",
        "UICTContentSizeCategoryXXXL", "UICTContentSizeCategoryAccessibilityM", "UICTContentSizeCategoryAccessibilityL",
        "UICTContentSizeCategoryAccessibilityXL", "UICTContentSizeCategoryAccessibilityXXL",
        "UICTContentSizeCategoryAccessibilityXXXL",
    ]

    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: names[0])
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: names[1])
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: names[2])
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: names[3])
    /// Large: the default, the size our fonts are measured at.
    public static let large = UIContentSizeCategory(rawValue: names[4])
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: names[5])
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: names[6])
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: names[7])
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: names[8])
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: names[9])
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: names[10])
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: names[11])
    /// Accessibility extra extra extra large.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: names[12])

    /// Whether it is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { order >= 8 }

    /// The category's place among the twelve sizes, x Small 0 to AX5 11 (unspecified: Large's, 3).
    var sizeIndex: Int { order == 0 ? 3 : order - 1 }

    /// Orders categories from smallest to largest.
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.order < b.order }
}

/// Scales fonts and values for the reader's text size (UIKit's `UIFontMetrics`), in proportion to its text style:
/// a value is multiplied by the style's size at the category over its size at Large
/// (`UIFont.TextStyle.pointSize(for:)`; UIKit's own curve for values is not documented, this ratio is our choice).
/// Without traits the category is Large, the reader's setting here, so fonts and values come back at their own
/// size; a scaled font remembers how it was scaled, so that a view whose `adjustsFontForContentSizeCategory` is
/// on rescales it for its traits.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling it follows.
    public let textStyle: UIFont.TextStyle

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `value` at `category` for `style`, in one place (see the type's comment).
    static func scale(_ value: CGFloat, style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        value * style.pointSize(for: category) / style.pointSize(for: .large)
    }

    /// `font` scaled for the reader's size (Large here: its own size), following Dynamic Type from now on.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: .greatestFiniteMagnitude, compatibleWith: nil)
    }
    /// `font` scaled, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }
    /// `font` scaled for `traitCollection`'s size.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: .greatestFiniteMagnitude, compatibleWith: traitCollection)
    }
    /// `font` scaled for `traitCollection`'s size, at most `maximumPointSize`.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let maximum = maximumPointSize > 0 ? maximumPointSize : .greatestFiniteMagnitude
        let size = min(maximum, Self.scale(font.pointSize, style: textStyle, category: category))
        return font.withSize(size, keeping: .metrics(textStyle, baseSize: font.pointSize, maximum: maximum))
    }
    /// `value` scaled for the reader's size (Large here: itself).
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    /// `value` scaled for `traitCollection`'s size.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        Self.scale(value, style: textStyle, category: traitCollection?.preferredContentSizeCategory ?? .large)
    }
}

/// A view whose font can follow the reader's text size (UIKit's protocol of this name): `UILabel`, `UITextField`
/// and `UITextView`.
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font follows the content size category of the view's traits. Only fonts that follow Dynamic
    /// Type do: a text style's (`UIFont.preferredFont(forTextStyle:)`) or one `UIFontMetrics` scaled.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIView {
    /// `font` as a view that adjusts it for the content size category shows it under its traits: unchanged when
    /// `adjusts` is off or the traits give no category (Large's sizes stay, as UIKit keeps a font made for a
    /// category until the view has traits).
    func contentSizeAdjusted(_ font: UIFont, adjusts: Bool) -> UIFont {
        guard adjusts, cachedTraits.preferredContentSizeCategory != .unspecified else { return font }
        return font.adjusted(to: cachedTraits)
    }

    /// Whether the content size category changed since `previous`.
    func contentSizeCategoryChanged(from previous: UITraitCollection?) -> Bool {
        previous?.preferredContentSizeCategory != cachedTraits.preferredContentSizeCategory
    }
}

extension UIContentSizeCategory {
    /// Posted when the reader's text size changes (never, here: a host sets traits instead).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in that notification's user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
