import Foundation

extension NSLayoutConstraint {
    /// The part of an item's alignment rectangle a constraint talks about. Raw values are UIKit's.
    public enum Attribute: Int, Sendable, CaseIterable {
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (left in left-to-right, right in right-to-left).
        case leading = 5
        /// The trailing edge.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal center.
        case centerX = 9
        /// The vertical center.
        case centerY = 10
        /// The baseline of the last line of text (the bottom edge for views without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the top edge for views without text).
        case firstBaseline = 12
        /// The left edge inset by the left layout margin.
        case leftMargin = 13
        /// The right edge inset by the right layout margin.
        case rightMargin = 14
        /// The top edge inset by the top layout margin.
        case topMargin = 15
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin = 16
        /// The leading edge inset by the leading layout margin.
        case leadingMargin = 17
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin = 18
        /// The horizontal center between the left and right margins.
        case centerXWithinMargins = 19
        /// The vertical center between the top and bottom margins.
        case centerYWithinMargins = 20

        /// UIKit's old name for `lastBaseline`.
        public static let baseline = Attribute.lastBaseline

        /// The name UIKit prints in constraint descriptions (`leading`, `centerYWithinMargins`, …).
        public var name: String {
            switch self {
            case .notAnAttribute: "notAnAttribute"
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            }
        }

        /// Whether this is a size (width, height) rather than a location.
        public var isSize: Bool { self == .width || self == .height }

        /// The axis of a location attribute, or of a size (width horizontal, height vertical); nil for `notAnAttribute`.
        public var axis: NSLayoutConstraint.Axis? {
            switch self {
            case .notAnAttribute: nil
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                .leadingMargin, .trailingMargin, .centerXWithinMargins:
                .horizontal
            default: .vertical
            }
        }

        /// Whether the attribute depends on the layout direction (leading/trailing and their margins).
        public var isDirectional: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }

        /// Whether the attribute is an absolute left/right edge (or its margin).
        public var isAbsoluteHorizontalEdge: Bool {
            switch self {
            case .left, .right, .leftMargin, .rightMargin: true
            default: false
            }
        }

        /// Whether the attribute is one of the margin variants.
        public var isMargin: Bool { rawValue >= 13 }
    }

    /// How the two sides of a constraint relate. Raw values are UIKit's.
    public enum Relation: Int, Sendable {
        /// `first <= second`.
        case lessThanOrEqual = -1
        /// `first == second`.
        case equal = 0
        /// `first >= second`.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`.
        public var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis. Raw values are UIKit's.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
