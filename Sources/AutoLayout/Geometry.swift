import Foundation

/// Insets for the four edges of a rectangle, in points: positive values move an edge inward.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the left edge.
    public var left: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the right edge.
    public var right: CGFloat

    /// Insets with the given values (UIKit's argument order: top, left, bottom, right).
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All four insets zero.
    public static let zero = UIEdgeInsets()

    /// `{top, left, bottom, right}` as UIKit's `NSStringFromUIEdgeInsets` prints it.
    public var description: String { "{\(fmt(top)), \(fmt(left)), \(fmt(bottom)), \(fmt(right))}" }
}

/// Insets that follow the layout direction: `leading` is the left edge left-to-right and the right edge right-to-left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the leading edge.
    public var leading: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the trailing edge.
    public var trailing: CGFloat

    /// Insets with the given values.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All four insets zero.
    public static let zero = NSDirectionalEdgeInsets()

    /// `{top, leading, bottom, trailing}`.
    public var description: String { "{\(fmt(top)), \(fmt(leading)), \(fmt(bottom)), \(fmt(trailing))}" }
}

extension UIEdgeInsets {
    /// The absolute insets for directional ones under a layout direction.
    public init(_ insets: NSDirectionalEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
        if direction == .rightToLeft {
            self.init(top: insets.top, left: insets.trailing, bottom: insets.bottom, right: insets.leading)
        } else {
            self.init(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        }
    }
}

extension NSDirectionalEdgeInsets {
    /// The directional insets for absolute ones under a layout direction.
    public init(_ insets: UIEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
        if direction == .rightToLeft {
            self.init(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
        } else {
            self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
    }
}

extension CGRect {
    /// The rectangle with each edge moved inward by the insets (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// The direction in which leading-to-trailing runs.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1
}

/// How a view's content should be laid out in the two writing directions.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Inherit the direction of the superview (ultimately left-to-right unless the root says otherwise).
    case unspecified = 0
    /// Playback controls: always left-to-right.
    case playback = 1
    /// Spatial controls: always left-to-right.
    case spatial = 2
    /// Always left-to-right.
    case forceLeftToRight = 3
    /// Always right-to-left.
    case forceRightToLeft = 4
}

/// Formats a number as `%g` does (six significant digits), the way UIKit prints layout numbers.
func fmt(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
}
