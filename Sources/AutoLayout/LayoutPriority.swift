import Foundation

/// The priority of a constraint, 1…1000. Priorities are strict levels: a higher one is satisfied
/// before any lower one is considered. 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The numeric priority.
    public var rawValue: Float

    /// A priority with the given value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority with the given value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority from a float literal: `let p: UILayoutPriority = 999`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// A priority from an integer literal.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510 (Mac Catalyst): a drag that may resize the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500 (Mac Catalyst): the scene keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490 (Mac Catalyst): a drag that may not resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level at which `systemLayoutSizeFitting` asks for the smallest or largest size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`: `.defaultLow + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`: `.required - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The number, printed as `%g`.
    public var description: String { String(format: "%g", Double(rawValue)) }
}
