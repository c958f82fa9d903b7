/// An item (view or layout guide) as a console log names it: `UILabel:0x7f…'Hello'`, `MyApp.Card:0x…`,
/// `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`, or an accessibility identifier alone (`name_label`).
public struct LoggedItem: Hashable, Sendable {
    /// The class name as printed (`UIImageView`, `MyApp.Card`, `_TtC5MyApp4Card`), nil when named by identifier.
    public var className: String?
    /// The address (`0x7f9b1c40a2b0`), nil when the log gives none.
    public var address: String?
    /// The text glued in quotes after the address (a label's text, a button's title, a guide's identifier),
    /// possibly cut with `...`.
    public var text: String?
    /// The accessibility identifier, when the log names the item by it.
    public var identifier: String?

    /// Makes an item.
    public init(className: String? = nil, address: String? = nil, text: String? = nil, identifier: String? = nil) {
        self.className = className
        self.address = address
        self.text = text
        self.identifier = identifier
    }

    /// What identifies the item within one log: its address, else its identifier.
    public var key: String { address ?? "id:" + (identifier ?? className ?? "?") }

    /// Whether the item is a layout guide (`UILayoutGuide`, `_UILayoutGuide`, `UIViewLayoutMarginsGuide`…).
    public var isLayoutGuide: Bool {
        (className ?? "").hasSuffix("LayoutGuide") || (text ?? "").hasSuffix("LayoutGuide")
    }

    /// The class name without its module (`MyApp.Card` → `Card`; `_TtC5MyApp4Card` → `Card`).
    public var shortClassName: String? {
        guard var name = className else { return nil }
        if name.hasPrefix("_TtC"), let last = Self.demangledLastComponent(String(name.dropFirst(4))) { name = last }
        if name.hasPrefix("_TtGC"), let last = Self.demangledLastComponent(String(name.dropFirst(5))) { name = last }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return name
    }

    /// The last name of the length-prefixed names after a mangled class's prefix (`5MyApp4Card` → `Card`).
    static func demangledLastComponent(_ mangled: String) -> String? {
        var rest = Substring(mangled)
        var last: String?
        while let digitsEnd = rest.firstIndex(where: { !$0.isNumber }), digitsEnd > rest.startIndex,
            let count = Int(rest[rest.startIndex..<digitsEnd]), rest.distance(from: digitsEnd, to: rest.endIndex) >= count
        {
            let end = rest.index(digitsEnd, offsetBy: count)
            last = String(rest[digitsEnd..<end])
            rest = rest[end...]
        }
        return last
    }
}

/// The relation of a logged constraint.
public enum LoggedRelation: String, Sendable {
    /// `==`
    case equal = "=="
    /// `<=`
    case lessThanOrEqual = "<="
    /// `>=`
    case greaterThanOrEqual = ">="
}

/// One constraint as a console log describes it, read back into its parts: `first.firstAttribute relation
/// multiplier × second.secondAttribute + constant`, at `priority`.
public struct LoggedConstraint: Sendable {
    /// Where the description starts in the paste (1-based line and column).
    public var line: Int, column: Int
    /// The description as it appears in the log, from `<` to `>`.
    public var source: String
    /// The constraint's class (`NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
    /// `NSContentSizeLayoutConstraint`, `MASLayoutConstraint`…).
    public var className: String
    /// The constraint's address.
    public var address: String
    /// The identifier in quotes (`UIView-Encapsulated-Layout-Height`, `UISV-spacing`…).
    public var identifier: String?
    /// An autoresizing constraint's mask text (`h=--& v=--&`).
    public var autoresizingMask: String?
    /// The first item.
    public var first: LoggedItem
    /// The first attribute's name as printed (`height`, `leading`, `minX`…).
    public var firstAttribute: String
    /// The relation.
    public var relation: LoggedRelation
    /// The second item (nil for a constant).
    public var second: LoggedItem?
    /// The second attribute's name (nil for a constant).
    public var secondAttribute: String?
    /// The multiplier (1 when printed without one).
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority (1000 when printed without one).
    public var priority: Double
    /// The superview a VFL `|` or an autoresizing constraint names (`names: '|':UIView:0x…`), if any.
    public var superview: LoggedItem?
    /// The item the superview bar stands for in the body (`first` or `second`), when the body used `|`.
    public var barIsFirst: Bool?
    /// Whether the log printed the constraint as `(active)`; nil when it printed no marker.
    public var isActive: Bool?

    /// Whether UIKit derived the constraint from a frame (never the one UIKit breaks; spec diagnostics.md §2.3).
    public var isFrameDerived: Bool {
        if className == "NSAutoresizingMaskLayoutConstraint" || className == "NSContentSizeLayoutConstraint" { return true }
        guard let id = identifier else { return false }
        return id.hasPrefix("UIView-Encapsulated-Layout-") || id.hasPrefix("_UITemporaryLayout") || id == "UISV-hiding"
            || id == "fittingSizeHTarget" || id == "fittingSizeVTarget" || id.hasPrefix("_UILayoutSupportConstraint")
    }

    /// Whether UIKit (not the app) made the constraint: frame-derived ones and identifiers UIKit uses
    /// (`UISV-…`, `UIView-…`, `_UI…`, `NSView-…`).
    public var isSystemMade: Bool {
        if isFrameDerived || className.hasPrefix("_UI") { return true }
        guard let id = identifier else { return false }
        return id.hasPrefix("UISV-") || id.hasPrefix("UIView-") || id.hasPrefix("_UI") || id.hasPrefix("UI-")
            || id.hasPrefix("NSView-")
    }
}
