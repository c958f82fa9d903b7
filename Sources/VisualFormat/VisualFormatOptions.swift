/// The options of `constraints(withVisualFormat:options:metrics:views:)`, with UIKit's raw values
/// (`NSLayoutConstraint.FormatOptions`): alignment bits (bit n = layout attribute n), direction and spacing.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    /// The raw bits, as in the SDK header.
    public let rawValue: UInt
    /// Makes options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align the left edges of all views (x axis; use with `V:`).
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    /// Align the right edges (x axis).
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    /// Align the top edges (y axis; use with `H:`).
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    /// Align the bottom edges (y axis).
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    /// Align the leading edges (x axis).
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    /// Align the trailing edges (x axis).
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    /// Align the horizontal centres (x axis).
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    /// Align the vertical centres (y axis).
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    /// Align the last baselines (y axis).
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    /// Deprecated name of `alignAllLastBaseline`.
    public static let alignAllBaseline = alignAllLastBaseline
    /// Align the first baselines (y axis).
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
    /// All alignment bits.
    public static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)
    /// Default direction (0): `H:` strings use leading and trailing.
    public static let directionLeadingToTrailing = VisualFormatOptions([])
    /// `H:` strings use left and right, left to right.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// `H:` strings use left and right, laid out right to left.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
    /// The direction bits (both set behaves like `directionLeftToRight`).
    public static let directionMask = VisualFormatOptions(rawValue: 0x30000)
    /// Default spacing (0): edge to edge.
    public static let spacingEdgeToEdge = VisualFormatOptions([])
    /// `V:` strings space views from last baseline to first baseline.
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)
    /// The spacing bits.
    public static let spacingMask = VisualFormatOptions(rawValue: 0x80000)

    /// The options by their UIKit names (`alignAllTop`, `directionLeftToRight`, …), for text formats.
    public static let byName: [String: VisualFormatOptions] = [
        "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
        "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing,
        "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY,
        "alignAllLastBaseline": .alignAllLastBaseline, "alignAllBaseline": .alignAllBaseline,
        "alignAllFirstBaseline": .alignAllFirstBaseline,
        "directionLeadingToTrailing": .directionLeadingToTrailing, "directionLeftToRight": .directionLeftToRight,
        "directionRightToLeft": .directionRightToLeft,
        "spacingEdgeToEdge": .spacingEdgeToEdge, "spacingBaselineToBaseline": .spacingBaselineToBaseline,
    ]

    /// The direction an `H:` string lays views out in, after the mask is read as UIKit reads it.
    public var direction: VisualFormatDirection {
        switch rawValue & Self.directionMask.rawValue {
        case Self.directionRightToLeft.rawValue: return .rightToLeft
        case 0: return .leadingToTrailing
        default: return .leftToRight  // 1<<16, or both bits (framework behaviour)
        }
    }

    /// The layout-attribute raw values (1…15) whose alignment bits are set, in ascending order.
    public var alignmentAttributeRawValues: [Int] {
        (1...15).filter { rawValue & (1 << UInt($0)) != 0 }
    }
}

/// The horizontal direction a format string is read in.
public enum VisualFormatDirection: Equatable, Sendable {
    /// Leading and trailing attributes (default).
    case leadingToTrailing
    /// Left and right, first view on the left.
    case leftToRight
    /// Left and right, first view on the right.
    case rightToLeft
}
