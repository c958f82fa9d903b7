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
    // The terms are kept in the object itself when there are at most `inlineCapacity` of them, all of one
    // solver's variables (most constraints): a constraint is then one allocation of 88 bytes (96 with the
    // allocator's header), where an expression's array cost 64 to 112 more. Longer ones, or ones mixing solvers'
    // variables (refused when added), keep the array in `source`. The strength is a 16-bit code (`StrengthCode`):
    // as two `Double`s it made the object 104 bytes, which the allocator rounds to 112. Fields in this order leave
    // no padding.
    static let inlineCapacity = 4
    /// The record slot of the solver that claimed this constraint (see `ConstraintTable`), or `untagged`.
    let solverTag = Atomic<UInt32>(Constraint.untagged)
    static let untagged = UInt32.max
    /// The number of inline terms (0 when the terms are in an array).
    private let inlineCount: UInt8
    /// The relation of `expression` to zero.
    public let relation: Relation
    /// `strength`, encoded (see `StrengthCode`).
    private let strengthCode: UInt16
    private let indices: (Int32, Int32, Int32, Int32)
    private let coefficients: (Double, Double, Double, Double)
    /// The constant of `expression`.
    let constant: Double
    private let source: TermSource
    /// The strength.
    public var strength: Strength {
        @inline(__always) get {
            let code = strengthCode
            if code <= 1000 { return Strength(priority: Double(code)) }
            if code < StrengthCode.interned {
                return Strength(
                    priority: code & StrengthCode.prioritySpare != 0 ? coefficients.3 : Double(code & StrengthCode.whole),
                    weight: code & StrengthCode.weightSpare != 0 ? coefficients.2 : 1)
            }
            return StrengthCode.strength(code, of: self)
        }
    }

    /// Whose variables the inline terms are, or the terms themselves when they are not inline: one word either
    /// way, since a constraint with its terms in an array needs no owner.
    private enum TermSource {
        case inline(owner: UInt32)
        case overflow(TermBuffer)
    }

    /// `expression relation 0` at `strength`.
    public convenience init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        let terms = expression.terms
        self.init(terms: terms.count, constant: expression.constant, relation, strength: strength, overflow: nil) {
            terms[$0]
        }
    }

    /// `Σ terms + constant relation 0` at `strength`, the terms read from a buffer the caller owns (the layout
    /// engine lowers a constraint into a buffer on its stack, so that nothing is allocated but the constraint).
    package convenience init(
        _ terms: UnsafeBufferPointer<Term>, constant: Double, _ relation: Relation, strength: Strength
    ) {
        self.init(terms: terms.count, constant: constant, relation, strength: strength, overflow: nil) { terms[$0] }
    }

    /// A constraint of `content` (a dormant row of a client's, kept for its terms: see `DormantInequalities.Entry`;
    /// a client's row copied onto another solver).
    package convenience init(content: ConstraintContent) {
        let terms = content.terms
        self.init(
            terms: terms.count, constant: content.constant, content.relation, strength: content.strength,
            overflow: content.storage
        ) { terms[$0] }
    }

    /// The designated initializer: `count` terms read through `term`; `overflow`, when given, is a buffer of those
    /// terms already made (shared rather than copied when they cannot be inline).
    private init(
        terms count: Int, constant: Double, _ relation: Relation, strength: Strength, overflow: TermBuffer?,
        term: (Int) -> Term
    ) {
        let owner = count > 0 ? term(0).variable.owner : 0
        var inline = count <= Constraint.inlineCapacity
        var indices: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
        var coefficients = (0.0, 0.0, 0.0, 0.0)
        if inline {
            for i in 0..<count {
                let t = term(i)
                if t.variable.owner != owner { inline = false }
                switch i {
                case 0: (indices.0, coefficients.0) = (t.variable.index, t.coefficient)
                case 1: (indices.1, coefficients.1) = (t.variable.index, t.coefficient)
                case 2: (indices.2, coefficients.2) = (t.variable.index, t.coefficient)
                default: (indices.3, coefficients.3) = (t.variable.index, t.coefficient)
                }
            }
        }
        self.relation = relation
        self.constant = constant
        if inline {
            inlineCount = UInt8(count)
            self.indices = indices
            source = .inline(owner: owner)
        } else {
            inlineCount = 0
            self.indices = (-1, -1, -1, -1)
            coefficients = (0, 0, 0, 0)
            source = .overflow(overflow ?? TermBuffer((0..<count).map(term)))
        }
        strengthCode = StrengthCode.code(of: strength, spare: Constraint.inlineCapacity - Int(inlineCount), in: &coefficients)
        self.coefficients = coefficients
        if strengthCode == StrengthCode.aside { StrengthCode.setAside(strength, of: self) }
    }

    /// The same terms, constant and relation at another strength.
    private init(copying other: Constraint, strength: Strength) {
        inlineCount = other.inlineCount
        relation = other.relation
        indices = other.indices
        constant = other.constant
        source = other.source
        var coefficients = other.coefficients
        strengthCode = StrengthCode.code(of: strength, spare: Constraint.inlineCapacity - Int(inlineCount), in: &coefficients)
        self.coefficients = coefficients
        if strengthCode == StrengthCode.aside { StrengthCode.setAside(strength, of: self) }
    }

    /// A constraint whose strength did not fit a code keeps it in `StrengthCode`'s side table until it dies.
    deinit {
        if strengthCode == StrengthCode.aside { StrengthCode.forget(self) }
    }

    /// The left side minus the right side, compared with zero (made on each call: the constraint keeps its
    /// terms in its own fields, which `terms` and `constant` read in place).
    public var expression: Expression { Expression(Array(terms), constant: constant) }

    /// The terms of `expression`, read in place.
    var terms: Terms {
        switch source {
        case .inline(let owner):
            Terms(owner: owner, count: Int(inlineCount), slots: indices, coefficients: coefficients, overflow: nil)
        case .overflow(let buffer):
            Terms(
                owner: 0, count: buffer.count, slots: indices, coefficients: coefficients,
                overflow: UnsafePointer(buffer.base))
        }
    }

    /// The terms of a constraint in the order written: a copy of its inline fields, or its array.
    struct Terms: RandomAccessCollection {
        let owner: UInt32
        let count: Int
        let slots: (Int32, Int32, Int32, Int32)
        let coefficients: (Double, Double, Double, Double)
        /// The terms when they are not inline, in a `TermBuffer` that whoever made these `Terms` keeps alive (a
        /// constraint, or a `ConstraintContent`'s `storage`): a pointer, so that copying terms retains nothing.
        let overflow: UnsafePointer<Term>?

        init(
            owner: UInt32, count: Int, slots: (Int32, Int32, Int32, Int32),
            coefficients: (Double, Double, Double, Double), overflow: UnsafePointer<Term>?
        ) {
            self.owner = owner
            self.count = count
            self.slots = slots
            self.coefficients = coefficients
            self.overflow = overflow
        }

        /// The terms of `buffer`.
        init(_ buffer: TermBuffer) {
            self.init(
                owner: 0, count: buffer.count, slots: (-1, -1, -1, -1), coefficients: (0, 0, 0, 0),
                overflow: UnsafePointer(buffer.base))
        }

        /// Whether `terms` can be kept inline: at most four, of one solver's variables.
        static func fitInline(_ terms: UnsafeBufferPointer<Term>) -> Bool {
            let owner = terms.first?.variable.owner ?? 0
            return terms.count <= Constraint.inlineCapacity && terms.allSatisfy { $0.variable.owner == owner }
        }

        /// The terms of a buffer that fit inline (`fitInline`).
        init(inline terms: UnsafeBufferPointer<Term>) {
            let owner = terms.first?.variable.owner ?? 0
            var slots: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
            var coefficients = (0.0, 0.0, 0.0, 0.0)
            for (i, t) in terms.enumerated() {
                switch i {
                case 0: (slots.0, coefficients.0) = (t.variable.index, t.coefficient)
                case 1: (slots.1, coefficients.1) = (t.variable.index, t.coefficient)
                case 2: (slots.2, coefficients.2) = (t.variable.index, t.coefficient)
                default: (slots.3, coefficients.3) = (t.variable.index, t.coefficient)
                }
            }
            self.init(owner: owner, count: terms.count, slots: slots, coefficients: coefficients, overflow: nil)
        }

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(i: Int) -> Term {
            if let overflow { return overflow[i] }
            assert(i >= 0 && i < count)
            let (index, coefficient) =
                switch i {
                case 0: (slots.0, coefficients.0)
                case 1: (slots.1, coefficients.1)
                case 2: (slots.2, coefficients.2)
                default: (slots.3, coefficients.3)
                }
            return Term(Variable(index: index, owner: owner), coefficient)
        }
    }

    /// `lhs relation rhs` at `strength`.
    public convenience init(
        _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
        strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// What the tableau reads of the constraint when it adds it (sharing its buffer of terms, if it has one).
    var content: ConstraintContent {
        let storage: TermBuffer? =
            switch source {
            case .inline: nil
            case .overflow(let buffer): buffer
            }
        return ConstraintContent(terms: terms, constant: constant, relation: relation, strength: strength, storage: storage)
    }

    /// The same relation at another strength (a new constraint object).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(copying: self, strength: strength)
    }

    /// Constraints are equal when they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `2·v0 + -1·v1 + 5 == 0 @1000`.
    public var description: String {
        let body = terms.map { "\($0.coefficient)·\($0.variable)" } + ["\(constant)"]
        return body.joined(separator: " + ") + " \(relation) 0 \(strength)"
    }
}

/// A constraint given by its content rather than as a `Constraint` object: its terms, constant, relation and
/// strength. A client that keeps its constraints in its own objects (the layout engine's `NSLayoutConstraint`s)
/// adds rows from their content and names itself their owner (`Solver.add(_:owner:)`), so that no second object
/// holds the same terms; the tableau keeps the terms only in its rows. Up to four terms of one solver are held in
/// the value; more (rare: a constraint across a deep tree) in a `TermBuffer` that it keeps alive (`storage`), so
/// that copying `terms` retains nothing.
package struct ConstraintContent {
    /// The terms, in the order written.
    let terms: Constraint.Terms
    /// The constant of `Σ terms + constant relation 0`.
    package let constant: Double
    /// The relation to zero.
    package let relation: Relation
    /// The strength.
    package let strength: Strength
    /// The buffer `terms` points into when they are not inline.
    let storage: TermBuffer?

    /// The terms and constant as an expression (made on each call).
    package var expression: Expression { Expression(Array(terms), constant: constant) }

    init(terms: Constraint.Terms, constant: Double, relation: Relation, strength: Strength, storage: TermBuffer?) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.strength = strength
        self.storage = storage
    }

    /// `Σ terms + constant relation 0` at `strength`, the terms copied from a buffer the caller owns (inline when
    /// they are at most four, all of one solver's variables, as in a `Constraint`; else into a `TermBuffer`).
    package init(_ terms: UnsafeBufferPointer<Term>, constant: Double, _ relation: Relation, strength: Strength) {
        if Constraint.Terms.fitInline(terms) {
            self.terms = Constraint.Terms(inline: terms)
            storage = nil
        } else {
            let buffer = TermBuffer(terms)
            self.terms = Constraint.Terms(buffer)
            storage = buffer
        }
        self.constant = constant
        self.relation = relation
        self.strength = strength
    }

    /// `expression relation 0` at `strength`.
    package init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self = expression.terms.withUnsafeBufferPointer {
            ConstraintContent($0, constant: expression.constant, relation, strength: strength)
        }
    }

    /// The same content with another constant.
    func withConstant(_ constant: Double) -> ConstraintContent {
        ConstraintContent(terms: terms, constant: constant, relation: relation, strength: strength, storage: storage)
    }
}

/// Terms kept out of line (more than four, or of several solvers' variables), in memory that stays where it is for
/// the buffer's life, so that `Constraint.Terms` can point into it without retaining anything. Shared by the
/// constraints and contents made from one another; freed with the last.
final class TermBuffer: @unchecked Sendable {
    /// The first term.
    let base: UnsafeMutablePointer<Term>
    /// The number of terms.
    let count: Int

    /// A buffer holding a copy of `terms`.
    init(_ terms: some Collection<Term>) {
        count = terms.count
        base = .allocate(capacity: max(1, count))
        _ = UnsafeMutableBufferPointer(start: base, count: count).initialize(from: terms)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
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

/// The 16-bit codes a `Constraint` keeps its strength in. Auto Layout's strengths are almost all whole priorities of
/// weight 1 (required, 750, 250…), which are their own code (1…1000). A priority that is not whole, or a weight
/// other than 1, goes in a coefficient slot the terms leave free (the priority in the fourth, the weight in the
/// third: a stack's arranged views weigh their content sizes by their place, one weight a view, in rows of one
/// term), with a flag in the code. A strength that does not fit is numbered on first use in a table the process
/// shares (`interned` + its number), read without a lock since entries never change; past the table's room
/// (32,766 distinct strengths), a constraint's strength waits in a dictionary by its identity (code `aside`) until
/// the constraint dies.
enum StrengthCode {
    /// The whole priority's bits in a code below `interned`.
    static let whole: UInt16 = 0x07FF
    /// Set when the priority is in the fourth coefficient slot.
    static let prioritySpare: UInt16 = 0x2000
    /// Set when the weight is in the third coefficient slot.
    static let weightSpare: UInt16 = 0x4000
    /// The first code of the shared table.
    static let interned: UInt16 = 0x8000
    /// The code of a strength kept in `Table.aside`.
    static let aside: UInt16 = 0xFFFF

    /// The shared table: strengths by number for reading, numbers by strength for interning (under `lock`).
    private final class Table: @unchecked Sendable {
        let room = Int(StrengthCode.aside - StrengthCode.interned)
        let entries: UnsafeMutablePointer<Strength>
        var numbers: [Strength: UInt16] = [:]
        var aside: [ObjectIdentifier: Strength] = [:]
        let lock = Mutex(())

        init() { entries = .allocate(capacity: room) }
    }

    private static let table = Table()

    /// The code of `strength` for a constraint whose last `spare` coefficient slots hold no term, writing the
    /// priority or the weight there when they are not a whole priority and 1; a strength that does not fit is
    /// interned (or, the table full, set aside: the constraint made with the code passes itself to `setAside`).
    @inline(__always) static func code(
        of strength: Strength, spare: Int, in coefficients: inout (Double, Double, Double, Double)
    ) -> UInt16 {
        let p = strength.priority
        var code: UInt16
        if p >= 0, p <= 1000, Double(UInt16(p)) == p {
            code = UInt16(p)
        } else if spare >= 1 {
            code = prioritySpare
            coefficients.3 = p
        } else {
            return intern(strength)
        }
        if strength.weight != 1 {
            guard spare >= 2 else { return intern(strength) }
            code |= weightSpare
            coefficients.2 = strength.weight
        }
        return code
    }

    @inline(never) private static func intern(_ strength: Strength) -> UInt16 {
        table.lock.withLock { _ in
            if let n = table.numbers[strength] { return n }
            let n = table.numbers.count
            guard n < table.room else { return aside }
            (table.entries + n).initialize(to: strength)
            table.numbers[strength] = interned + UInt16(n)
            return interned + UInt16(n)
        }
    }

    /// The strength of `code`, the code of `constraint`, when it is interned or set aside (read in `Constraint.strength`).
    @inline(never) static func strength(_ code: UInt16, of constraint: Constraint) -> Strength {
        if code != aside { return table.entries[Int(code - interned)] }
        return table.lock.withLock { _ in table.aside[ObjectIdentifier(constraint)]! }
    }

    /// Remembers the strength of a constraint made with code `aside`.
    static func setAside(_ strength: Strength, of constraint: Constraint) {
        table.lock.withLock { _ in table.aside[ObjectIdentifier(constraint)] = strength }
    }

    /// Forgets the strength of a constraint made with code `aside`, which is dying.
    static func forget(_ constraint: Constraint) {
        table.lock.withLock { _ in _ = table.aside.removeValue(forKey: ObjectIdentifier(constraint)) }
    }
}
