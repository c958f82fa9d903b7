import Foundation

/// A parsed layout file: views, layout guides, metrics and constraint lines, before anything is built.
///
/// The format, one statement per line (`#` starts a comment, blank lines are ignored):
///
/// ```
/// size 375x667                          # default size of the root view (the command's --size wins)
/// metric pad = 20                       # a metric for VFL lines and equations
/// view header in root                   # a view; "in PARENT" defaults to the root view, named "root"
/// view title 120x21 in header           # with an intrinsic content size (use _ for "none": 120x_)
/// view body margins 16                  # with layout margins on every side
/// view name 90x20 hugging 251 compression 749,750   # content priorities (one value, or horizontal,vertical)
/// guide spacer in root                  # a UILayoutGuide owned by a view
/// H:|-pad-[title]-(>=8)-|               # a Visual Format Language line
/// V:[a]-[b]-[c] alignAllLeading         # ... followed by option names
/// title.width == 0.5 * header.width - 4 @750    # an equation, SwiftyLayout style, optional @priority
/// ```
public struct LayoutDocument: Equatable, Sendable {
    /// The name of the implicit root view.
    public static let rootName = "root"

    /// The size given by a `size` line, if any.
    public var size: LayoutSize?
    /// Declared views and guides, in file order (the root is not listed).
    public var items: [ItemDeclaration] = []
    /// Metrics in file order.
    public var metrics: [MetricDeclaration] = []
    /// Constraint statements in file order.
    public var statements: [Statement] = []

    /// Makes an empty document.
    public init() {}

    /// A `view` or `guide` line.
    public struct ItemDeclaration: Equatable, Sendable {
        /// `view` or `guide`.
        public var kind: Kind
        /// The name used in constraint lines.
        public var name: String
        /// Intrinsic width (nil: no intrinsic metric).
        public var intrinsicWidth: Double?
        /// Intrinsic height (nil: no intrinsic metric).
        public var intrinsicHeight: Double?
        /// The parent view (owning view for a guide).
        public var parent: String
        /// Layout margins on every side, if given.
        public var margins: Double?
        /// Content hugging priorities (horizontal, vertical), if given (`hugging 251` or `hugging 251,250`).
        public var hugging: [Double]?
        /// Compression resistance priorities (horizontal, vertical), if given (`compression 749,750`).
        public var compression: [Double]?
        /// `hidden`: the view starts hidden (an arranged view collapses).
        public var isHidden = false
        /// For a `stack` line: the stack view's settings (the item is then a `UIStackView`; views declared
        /// `in` it become its arranged subviews, in file order).
        public var stack: StackDeclaration?
        /// For a `scroll` line: the item is a `UIScrollView` (edges of views inside it mean its content area).
        public var isScrollView = false
        /// Where it was declared.
        public var location: SourceLocation

        /// A view or a layout guide.
        public enum Kind: Equatable, Sendable {
            /// A `UIView`.
            case view
            /// A `UILayoutGuide`.
            case guide
        }

        /// Makes a declaration.
        public init(
            kind: Kind, name: String, intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil,
            parent: String = LayoutDocument.rootName, margins: Double? = nil, location: SourceLocation
        ) {
            self.kind = kind
            self.name = name
            self.intrinsicWidth = intrinsicWidth
            self.intrinsicHeight = intrinsicHeight
            self.parent = parent
            self.margins = margins
            self.location = location
        }
    }

    /// The settings of a `stack` line: `stack NAME [vertical] [distribution D] [alignment A] [spacing N] [relative]`.
    public struct StackDeclaration: Equatable, Sendable {
        /// `horizontal` (default) or `vertical`.
        public var vertical = false
        /// UIKit's distribution name (`fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`).
        public var distribution = "fill"
        /// UIKit's alignment name (`fill`, `leading`/`top`, `firstBaseline`, `center`, `trailing`/`bottom`, `lastBaseline`).
        public var alignment = "fill"
        /// The spacing.
        public var spacing: Double = 0
        /// `relative`: arranged views are pinned to the layout margins.
        public var marginsRelative = false
        /// Default settings.
        public init() {}

        /// The distribution names a stack line accepts.
        public static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
        /// The alignment names a stack line accepts.
        public static let alignments = ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]
    }

    /// A `metric NAME = VALUE` line.
    public struct MetricDeclaration: Equatable, Sendable {
        /// The name.
        public var name: String
        /// The value.
        public var value: Double
        /// Where it was declared.
        public var location: SourceLocation
    }

    /// One constraint line.
    public enum Statement: Equatable, Sendable {
        /// A VFL string with option names; `location` points at the string's first character.
        case visualFormat(String, options: [String], location: SourceLocation)
        /// An equation `first rel expression [@priority]`.
        case equation(LayoutEquation, location: SourceLocation)
    }
}

/// A line and column in a layout file (both 1-based).
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// Makes a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// An error in a layout file, with its place: `FILE:LINE:COLUMN: error: MESSAGE`.
public struct LayoutFileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Where.
    public var location: SourceLocation
    /// What.
    public var message: String
    /// The file name, when known.
    public var file: String?

    /// Makes an error.
    /// A message over 1,000 characters (UIKit's longest are a few hundred) keeps its first 500 and says how long it
    /// was, so that a name a megabyte long does not come back as a message megabytes long.
    public init(_ message: String, at location: SourceLocation, file: String? = nil) {
        self.message = message.count <= 1_000 ? message : "\(message.prefix(500))… (\(message.count) characters)"
        self.location = location
        self.file = file
    }

    /// The description, then the offending line of `text` and a caret under the column (as compilers print). A
    /// line over 160 characters is shown as the 120 around the column, with `…` where it was cut.
    public func excerpt(in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return description }
        var line = Array(String(lines[location.line - 1]).replacingOccurrences(of: "\t", with: " "))
        var caret = max(0, location.column - 1)
        if line.count > 160 {
            let start = max(0, min(caret - 60, line.count - 120))
            let end = min(line.count, start + 120)
            let head = start > 0 ? "…" : ""
            let tail = end < line.count ? "…" : ""
            line = Array(head + String(line[start..<end]) + tail)
            caret = caret - start + head.count
        }
        return description + "\n" + String(line) + "\n" + String(repeating: " ", count: caret) + "^"
    }

    /// `file:line:column: error: message`.
    public var description: String {
        (file.map { "\($0):" } ?? "") + "\(location.line):\(location.column): error: \(message)"
    }
}

/// A linear equation or inequality between item attributes, as written in a layout file:
/// `lhs relation rhs [@priority]`. Each side is a sum of `coefficient * item.attribute` terms and a constant.
public struct LayoutEquation: Equatable, Sendable {
    /// The left side.
    public var lhs: LinearForm
    /// `==`, `<=` or `>=`.
    public var relation: String
    /// The right side.
    public var rhs: LinearForm
    /// The priority, nil for required.
    public var priority: Double?
}

/// `constant + Σ coefficient * item.attribute`, terms in written order.
public struct LinearForm: Equatable, Sendable {
    /// One `coefficient * item.attribute`.
    public struct Term: Equatable, Sendable {
        /// The item name.
        public var item: String
        /// The attribute name as written (`width`, `centerX`, …).
        public var attribute: String
        /// The coefficient.
        public var coefficient: Double
        /// Where the term starts.
        public var location: SourceLocation
    }
    /// The terms.
    public var terms: [Term] = []
    /// The constant.
    public var constant: Double = 0
}

/// A width and a height (`375x667`).
public struct LayoutSize: Equatable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
    /// Makes a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Reads `WxH` (for example `375x667`), nil when malformed or not positive and finite.
    public init?(parsing text: String) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w.isFinite, h.isFinite, w >= 0, h >= 0
        else { return nil }
        self.init(width: w, height: h)
    }
}
