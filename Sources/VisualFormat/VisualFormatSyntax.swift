/// The syntax tree of one Visual Format Language string, as `VisualFormatParser` produces it.
///
/// Names are already resolved against the metrics and views given to the parser (Apple's parser resolves
/// them while it reads, so its errors point right after the name), but no constraint is built yet:
/// `VisualFormatLayout` is plain data that tests can compare.
public struct VisualFormatLayout: Equatable, Sendable {
    /// The orientation: `H:` (or no prefix) is horizontal, `V:` vertical.
    public var orientation: VisualFormatOrientation
    /// The connection between the superview's leading (or top) edge and the first view, when the string
    /// starts with `|`.
    public var leadingSuperviewConnection: VisualFormatConnection?
    /// The views in written order.
    public var views: [VisualFormatView]
    /// The connections between consecutive views: `connections[i]` joins `views[i]` and `views[i + 1]`.
    public var connections: [VisualFormatConnection]
    /// The connection between the last view and the superview's trailing (or bottom) edge, when the string
    /// ends with `|`.
    public var trailingSuperviewConnection: VisualFormatConnection?

    /// Makes a tree; tests use it to spell out the expected parse.
    public init(
        orientation: VisualFormatOrientation = .horizontal,
        leadingSuperviewConnection: VisualFormatConnection? = nil,
        views: [VisualFormatView],
        connections: [VisualFormatConnection] = [],
        trailingSuperviewConnection: VisualFormatConnection? = nil
    ) {
        self.orientation = orientation
        self.leadingSuperviewConnection = leadingSuperviewConnection
        self.views = views
        self.connections = connections
        self.trailingSuperviewConnection = trailingSuperviewConnection
    }
}

/// `H:` or `V:`.
public enum VisualFormatOrientation: Equatable, Sendable {
    /// `H:` or no orientation prefix.
    case horizontal
    /// `V:`.
    case vertical
}

/// One `[name(predicates)]` element.
public struct VisualFormatView: Equatable, Sendable {
    /// The key of the view (or layout guide) in the views dictionary.
    public var name: String
    /// The size predicates in written order (`[button(>=50,<=100@20)]` has two).
    public var predicates: [VisualFormatPredicate]

    /// Makes a view element.
    public init(_ name: String, _ predicates: [VisualFormatPredicate] = []) {
        self.name = name
        self.predicates = predicates
    }
}

/// What joins two items: nothing, a bare `-`, or one or more predicates.
public enum VisualFormatConnection: Equatable, Sendable {
    /// No dash at all (`[a][b]`, `|[a]`): the items touch (constant 0).
    case flush
    /// A bare `-` (`[a]-[b]`): the standard space.
    case standard
    /// `-8-`, `-(>=8@750)-`, `-(>=8,<=20)-`: one constraint per predicate.
    case predicates([VisualFormatPredicate])
}

/// The relation of a predicate (`==`, `<=`, `>=`; `==` when none is written).
public enum VisualFormatRelation: Equatable, Sendable {
    /// `==` (also the default).
    case equal
    /// `<=`.
    case lessThanOrEqual
    /// `>=`.
    case greaterThanOrEqual
}

/// The object of a predicate: a number, a metric, or (inside a view's own predicates) another view.
public enum VisualFormatOperand: Equatable, Sendable {
    /// A number written in the string.
    case number(Double)
    /// A key of the metrics dictionary, with its value.
    case metric(String, Double)
    /// A key of the views dictionary (only legal inside a view's predicate list): `[a(==b)]`.
    case view(String)

    /// The numeric value, or nil for a view.
    public var value: Double? {
        switch self {
        case .number(let v), .metric(_, let v): return v
        case .view: return nil
        }
    }
}

/// One predicate `[relation]object[@priority]`.
public struct VisualFormatPredicate: Equatable, Sendable {
    /// The relation (`==` when none was written).
    public var relation: VisualFormatRelation
    /// The number, metric or view on the right-hand side.
    public var object: VisualFormatOperand
    /// The priority after `@` (number or metric), nil when none was written (required, 1000).
    public var priority: VisualFormatOperand?

    /// Makes a predicate.
    public init(_ relation: VisualFormatRelation = .equal, _ object: VisualFormatOperand, priority: VisualFormatOperand? = nil) {
        self.relation = relation
        self.object = object
        self.priority = priority
    }

    /// The priority value: the written one, or 1000 (required).
    public var priorityValue: Double { priority?.value ?? 1000 }
}
