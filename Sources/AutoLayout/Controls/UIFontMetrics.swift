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

    /// Orders categories from smallest to largest.
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.order < b.order }
}

extension UITraitCollection {
    /// The preferred text size: always `.large`, the default, which the text styles' sizes are (Dynamic Type is not
    /// modelled, our limit).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// Scales fonts and values for the reader's text size (UIKit's `UIFontMetrics`). At the default size, which is the
/// only one modelled (`UITraitCollection.preferredContentSizeCategory`), fonts and values come back unchanged, as
/// UIKit's do at `.large`.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling it follows.
    public let textStyle: UIFont.TextStyle

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled for the default size: itself.
    public func scaledFont(for font: UIFont) -> UIFont { font }
    /// `font` scaled, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    /// `font` scaled for `traitCollection`'s size: itself.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    /// `value` scaled for the default size: itself.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    /// `value` scaled for `traitCollection`'s size: itself.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
