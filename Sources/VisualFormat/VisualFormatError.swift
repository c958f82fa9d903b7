import Foundation

/// A malformed format string (or bad metrics/views), with Apple's message and the caret position.
///
/// `reason` is the text Apple puts in its `NSInvalidArgumentException`:
/// "Unable to parse constraint format: \n<message> \n<format> \n<spaces>^". The two errors without a position
/// (empty string, non-ASCII characters) have a one-line reason.
public struct VisualFormatError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The message alone, word for word as Apple's parser words it.
    public var message: String
    /// The whole format string.
    public var format: String
    /// 0-based index of the character the parser stood on when it failed (nil for the one-line errors).
    public var caretIndex: Int?

    /// Makes an error.
    public init(message: String, format: String, caretIndex: Int?) {
        self.message = message
        self.format = format
        self.caretIndex = caretIndex
    }

    /// Apple's exception reason, caret line included.
    public var reason: String {
        guard let caretIndex else { return "Unable to parse constraint format: " + message }
        return "Unable to parse constraint format: \n" + message + " \n" + format + " \n"
            + String(repeating: " ", count: caretIndex) + "^"
    }

    /// Same as `reason`.
    public var description: String { reason }
}

/// The message texts of Apple's parser (see the VFL spec note, §5), in one place.
public enum VisualFormatMessage {
    /// #1.
    public static let expectedColonAfterH = "Expected ':' after 'H' to specify horizontal arrangement"
    /// #2.
    public static let expectedColonAfterV = "Expected ':' after 'V' to specify vertical arrangement"
    /// #3.
    public static let expectedConnectionAfterBar = "Expected a connection after the '|' character"
    /// #4.
    public static let expectedView = "Expected a view"
    /// #5.
    public static let badViewName =
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
    /// #6.
    public static func notAKey(_ name: String) -> String { "\(name) is not a key in the views dictionary." }
    /// #7.
    public static let expectedCloseBracket = "Expected a ']' here. That is how you give the end of a view."
    /// #8.
    public static let ranOutInView = "Unexpectedly ran out of character fodder in the middle of parsing a view"
    /// #9.
    public static let thicknessPredicateEnd = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    /// #10.
    public static let expectedBracketAfterThickness = "Expected ']' after specifying thickness."
    /// #11.
    public static let expectedViewOrBar = "Expected a view or '|'"
    /// #12.
    public static let expectedEnd = "Expected the end of the format string"
    /// #13.
    public static let expectedDash = "Expected a '-' here"
    /// #14.
    public static let expectedDashUseParentheses =
        "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
    /// #15.
    public static let expectedCloseParen = "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
    /// #16.
    public static let minusOrBar =
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
    /// #17.
    public static let expectedMoreInput = "Expected more input"
    /// #18.
    public static let unknownRelation = "Unknown relation. Must be ==, >=, or <="
    /// #19.
    public static let expectedNumberOrKey = "Expected a number or key from the metrics dictionary, but encountered something else"
    /// #20 (Apple's second wording, used when a '-' starts no number).
    public static let expectedNumberOrAKey = "Expected a number or a key from the metrics dictionary, but encountered something else"
    /// #21.
    public static func unknownMetric(_ name: String) -> String {
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
    }
    /// #22.
    public static let spaceEqualToView =
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
    /// #23.
    public static func priorityNotPositive(_ p: Double) -> String {
        "Invalid priority specified: <\(formatG(p))>. Priority must be greater than 0"
    }
    /// #24.
    public static func priorityTooHigh(_ p: Double) -> String {
        "Invalid priority specified: <\(formatG(p))>. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    }
    /// #25.
    public static let noSuperview = "Unable to interpret '|' character, because the related view doesn't have a superview"
    /// #26.
    public static let horizontalAlignmentInHorizontalLayout =
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
    /// #27 (unconfirmed text: the symmetric counterpart of #26).
    public static let verticalAlignmentInVerticalLayout =
        "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
    /// #28.
    public static let baselineSpacingInHorizontalLayout = "BaselineToBaseline format option not valid for horizontal layout"
    /// One-line error for "".
    public static let emptyString = "It's an empty string."
    /// One-line error for non-ASCII input.
    public static let nonASCII = "It contains non-ASCII characters."
    /// Our own text (documented deviation): a metric whose value is not a number.
    public static func metricNotANumber(_ name: String) -> String { "Metric \"\(name)\" is not a number" }
    /// Apple asserts on a non-finite constant; we report it as a parse error with the assertion's wording.
    public static func constantNotFinite(_ value: Double) -> String {
        "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(formatG(value))"
    }
}

/// C's `%g` for the numbers in messages (6 significant digits, no trailing zeros).
public func formatG(_ value: Double) -> String {
    String(format: "%g", value)
}
