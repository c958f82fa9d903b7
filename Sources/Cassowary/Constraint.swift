// The `~` operator's declaration, shared with SwiftyLayout (`x == 10 ~ .weak` below).
@_exported import PriorityOperator
import Synchronization

/// How the two sides of a constraint relate.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `lhs <= rhs`
    case lessThanOrEqual
    /// `lhs == rhs`
    case equal
    /// `lhs >= rhs`
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// How hard the solver tries to satisfy a constraint.
///
/// Two semantics live in one type:
/// - **Auto Layout priorities** (`Strength(priority:)`, 1…1000): levels are strictly ordered. No amount
///   of error at a lower level is traded for any error at a higher one; constraints at the same level
///   compete by summed (L1) error, each multiplied by its `weight` (1 unless you say otherwise).
///   Priority 1000 is required.
/// - **kiwi's weighted strengths** (`.strong`, `.medium`, `.weak`, or `.weighted(_:)`): every such
///   constraint sits at one shared level, `Strength.kiwiLevel`, and they compete by weight as in kiwi
///   (strong = 1,000,000, medium = 1,000, weak = 1). Use these for kiwi's semantics, where enough weak
///   errors do outweigh a strong one.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The level: above 0 and at most 1000; 1000 is required. Auto Layout's priorities are 1…1000; the levels
    /// below 1 are for a client's own purposes beneath every one of them (the layout engine's ambiguity probe).
    /// Fractions are allowed (levels are compared as numbers); 0, negative, larger or non-finite levels are refused.
    public var priority: Double
    /// The weight of an error within its level (ignored for required constraints).
    public var weight: Double

    /// A strength at an Auto Layout priority level, with weight 1.
    @inlinable public init(priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// Required: the constraint must hold exactly.
    public static let required = Strength(priority: 1000)
    /// The priority level shared by kiwi's weighted strengths (just below Auto Layout's 750).
    public static let kiwiLevel: Double = 749.5
    /// kiwi's `strong`: weight 1,000,000 at `kiwiLevel`.
    public static let strong = Strength(priority: kiwiLevel, weight: 1_000_000)
    /// kiwi's `medium`: weight 1,000 at `kiwiLevel`.
    public static let medium = Strength(priority: kiwiLevel, weight: 1_000)
    /// kiwi's `weak`: weight 1 at `kiwiLevel`.
    public static let weak = Strength(priority: kiwiLevel, weight: 1)

    /// A kiwi-style weighted strength at `kiwiLevel`.
    @inlinable public static func weighted(_ weight: Double) -> Strength {
        Strength(priority: kiwiLevel, weight: weight)
    }

    /// Whether this is the required level.
    @inlinable public var isRequired: Bool { priority >= 1000 }

    /// Orders by level, then by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    /// `@priority` or `@priority×weight`.
    public var description: String {
        weight == 1 ? "@\(priority)" : "@\(priority)×\(weight)"
    }
}

/// A linear constraint `expression (== | <= | >=) 0` with a strength.
///
/// A constraint is an object: the solver knows it by identity, so the same object is what you
/// `add`, `remove` and ask `hasConstraint` about. Build one with `==`, `<=`, `>=` between
/// expressions, and set its strength with `~` (for example `x + 10 <= y ~ .strong`).
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
    /// The left side minus the right side, compared with zero.
    public let expression: Expression
    /// The relation of `expression` to zero.
    public let relation: Relation
    /// The strength.
    public let strength: Strength
    /// The solver and record slot that hold this constraint (see `ConstraintTable`), or `untagged`.
    let solverTag = Atomic<UInt64>(Constraint.untagged)
    static let untagged = UInt64.max

    /// `expression relation 0` at `strength`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs` at `strength`.
    public convenience init(
        _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
        strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// The same relation at another strength (a new constraint object).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// Constraints are equal when they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `2·v0 + -1·v1 + 5 == 0 @1000`.
    public var description: String {
        let body = expression.terms.map { "\($0.coefficient)·\($0.variable)" } + ["\(expression.constant)"]
        return body.joined(separator: " + ") + " \(relation) 0 \(strength)"
    }
}

/// `lhs == rhs`, required.
public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs, .equal, rhs)
}

/// `lhs <= rhs`, required.
public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}

/// `lhs >= rhs`, required.
public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}

/// The constraint at another strength: `x == 10 ~ .weak`, `x >= y ~ Strength(priority: 250)`.
public func ~ (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}
