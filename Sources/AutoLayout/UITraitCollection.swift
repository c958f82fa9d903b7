import Foundation

/// Horizontal or vertical size class of a trait environment.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    /// Not known.
    case unspecified = 0
    /// Compact (an iPhone's width in portrait).
    case compact = 1
    /// Regular (an iPad's width).
    case regular = 2

    /// `Unspecified`, `Compact` or `Regular`, as UIKit prints a trait collection.
    public var description: String { ["Unspecified", "Compact", "Regular"][rawValue] }
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`, raw values included).
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    /// Not specified.
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2

    /// UIKit's name in descriptions: `Unspecified`, `Light`, `Dark`.
    public var description: String { ["Unspecified", "Light", "Dark"][rawValue] }
}

/// The traits a view is laid out under, as UIKit's `UITraitCollection`: the two size classes, the display
/// scale and the preferred content size category (the traits that decide layout: the category sizes the fonts of
/// views that adjust them), and the light or dark appearance (which colors made with
/// `UIColor(dynamicProvider:)` read; layout never does). UIKit's other traits are left out.
/// Immutable; an unspecified trait is `.unspecified` (size classes, style, category) or 0 (scale).
public final class UITraitCollection: Equatable, CustomStringConvertible, Sendable {
    /// The width class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Points to pixels (0: unspecified).
    public let displayScale: CGFloat
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The reader's text size (`.unspecified`: none given; fonts then take Large's sizes).
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// Every trait unspecified: what a view out of any window, without overrides, has (shared).
    static let unspecified = UITraitCollection()

    /// A collection with every trait unspecified.
    public convenience init() {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0)
    }

    /// A collection that specifies only the width class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0)
    }

    /// A collection that specifies only the height class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, scale: 0)
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: displayScale)
    }

    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0, style: userInterfaceStyle)
    }

    /// A collection that specifies only the content size category.
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0, contentSize: category)
    }

    /// The traits of `collections` combined: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = horizontal
        var scale: CGFloat = 0
        var style = UIUserInterfaceStyle.unspecified
        var category = UIContentSizeCategory.unspecified
        for c in collections {
            if c.horizontalSizeClass != .unspecified { horizontal = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { vertical = c.verticalSizeClass }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.preferredContentSizeCategory != .unspecified { category = c.preferredContentSizeCategory }
        }
        self.init(horizontal: horizontal, vertical: vertical, scale: scale, style: style, contentSize: category)
    }

    init(
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, scale: CGFloat,
        style: UIUserInterfaceStyle = .unspecified, contentSize: UIContentSizeCategory = .unspecified
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        userInterfaceStyle = style
        preferredContentSizeCategory = contentSize
    }

    /// Whether every trait `other` specifies has the same value here (true for nil).
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.preferredContentSizeCategory == .unspecified
                || other.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// This collection with `overrides` put over it (itself when they set nothing).
    func applying(_ overrides: UITraitOverrides) -> UITraitCollection {
        guard !overrides.isEmpty else { return self }
        return UITraitCollection(
            horizontal: overrides.storedHorizontal ?? horizontalSizeClass,
            vertical: overrides.storedVertical ?? verticalSizeClass,
            scale: overrides.storedScale ?? displayScale,
            style: overrides.storedStyle ?? userInterfaceStyle,
            contentSize: overrides.storedContentSize ?? preferredContentSizeCategory)
    }

    /// Same traits.
    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a === b
            || (a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
                && a.displayScale == b.displayScale && a.userInterfaceStyle == b.userInterfaceStyle
                && a.preferredContentSizeCategory == b.preferredContentSizeCategory)
    }

    /// UIKit's form: `<UITraitCollection: 0x…; HorizontalSizeClass = Compact, VerticalSizeClass = Regular, DisplayScale = 3>`.
    public var description: String {
        let scale = displayScale == displayScale.rounded() ? String(Int(displayScale)) : "\(displayScale)"
        let style = userInterfaceStyle == .unspecified ? "" : ", UserInterfaceStyle = \(userInterfaceStyle)"
        let category =
            preferredContentSizeCategory == .unspecified
            ? ""
            : ", PreferredContentSizeCategory = "
                + preferredContentSizeCategory.rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "")
        return "<UITraitCollection: \(addressString(self)); HorizontalSizeClass = \(horizontalSizeClass), "
            + "VerticalSizeClass = \(verticalSizeClass), DisplayScale = \(scale)\(style)\(category)>"
    }
}

/// A trait that `UITraitOverrides.contains(_:)` and `remove(_:)` name by type, as in UIKit
/// (`view.traitOverrides.remove(UITraitHorizontalSizeClass.self)`).
public protocol UITraitDefinition {
    /// Which stored override the trait is.
    static var overrideKey: UITraitOverrides.Key { get }
}

/// The appearance, as a trait type.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// The appearance override.
    public static var overrideKey: UITraitOverrides.Key { .userInterfaceStyle }
}

/// The content size category, as a trait type.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// The content-size override.
    public static var overrideKey: UITraitOverrides.Key { .preferredContentSizeCategory }
}

/// The width class, as a trait type.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// The width-class override.
    public static var overrideKey: UITraitOverrides.Key { .horizontalSizeClass }
}

/// The height class, as a trait type.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// The height-class override.
    public static var overrideKey: UITraitOverrides.Key { .verticalSizeClass }
}

/// The display scale, as a trait type.
public enum UITraitDisplayScale: UITraitDefinition {
    /// The display-scale override.
    public static var overrideKey: UITraitOverrides.Key { .displayScale }
}

/// Traits set on a view or view controller (or a window, a root view) that replace the inherited ones for it
/// and everything below it, as UIKit's `traitOverrides` (iOS 17). On Linux this is how a host says what
/// device it lays out for: `window.traitOverrides.horizontalSizeClass = .regular`.
public struct UITraitOverrides: Equatable, Sendable {
    /// The traits that can be overridden.
    public enum Key: Sendable {
        /// `horizontalSizeClass`.
        case horizontalSizeClass
        /// `verticalSizeClass`.
        case verticalSizeClass
        /// `displayScale`.
        case displayScale
        /// `userInterfaceStyle`.
        case userInterfaceStyle
        /// `preferredContentSizeCategory`.
        case preferredContentSizeCategory
    }

    var storedHorizontal: UIUserInterfaceSizeClass?
    var storedVertical: UIUserInterfaceSizeClass?
    var storedScale: CGFloat?
    var storedStyle: UIUserInterfaceStyle?
    var storedContentSize: UIContentSizeCategory?

    /// No overrides.
    public init() {}

    /// Whether nothing is overridden (asked for every view whose traits are refreshed: a test of five optionals,
    /// not a comparison with an empty value, which compares the category's name).
    var isEmpty: Bool {
        storedHorizontal == nil && storedVertical == nil && storedScale == nil && storedStyle == nil
            && storedContentSize == nil
    }

    /// The overridden width class (`.unspecified` when not overridden).
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { storedHorizontal ?? .unspecified }
        set { storedHorizontal = newValue }
    }

    /// The overridden height class (`.unspecified` when not overridden).
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { storedVertical ?? .unspecified }
        set { storedVertical = newValue }
    }

    /// The overridden display scale (0 when not overridden).
    public var displayScale: CGFloat {
        get { storedScale ?? 0 }
        set { storedScale = newValue }
    }

    /// The overridden appearance (`.unspecified` when not overridden).
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { storedStyle ?? .unspecified }
        set { storedStyle = newValue }
    }

    /// The overridden content size category (`.unspecified` when not overridden): how a host lays out at
    /// another Dynamic Type size (`window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge`).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { storedContentSize ?? .unspecified }
        set { storedContentSize = newValue }
    }

    /// Whether `trait` is overridden.
    public func contains<T: UITraitDefinition>(_ trait: T.Type) -> Bool {
        switch trait.overrideKey {
        case .horizontalSizeClass: storedHorizontal != nil
        case .verticalSizeClass: storedVertical != nil
        case .displayScale: storedScale != nil
        case .userInterfaceStyle: storedStyle != nil
        case .preferredContentSizeCategory: storedContentSize != nil
        }
    }

    /// Stops overriding `trait`: it is inherited again.
    public mutating func remove<T: UITraitDefinition>(_ trait: T.Type) {
        switch trait.overrideKey {
        case .horizontalSizeClass: storedHorizontal = nil
        case .verticalSizeClass: storedVertical = nil
        case .displayScale: storedScale = nil
        case .userInterfaceStyle: storedStyle = nil
        case .preferredContentSizeCategory: storedContentSize = nil
        }
    }
}

/// An object with traits that tells when they change: `UIView` and `UIViewController`.
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect.
    var traitCollection: UITraitCollection { get }
    /// Called after `traitCollection` changed, with the collection before the change.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UITraitCollection {
    /// Whether colours resolve differently in `other` (their light or dark appearance differs).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }
}
