/// A variable of a `Solver`: a small handle made by `Solver.makeVariable(_:)`.
///
/// Variables are values; two handles are equal when they name the same variable of the same solver.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's index in its solver's tables.
    @usableFromInline let index: Int32
    /// A tag of the solver that made the variable, so that a variable of another solver is refused.
    @usableFromInline let owner: UInt32

    @inlinable init(index: Int32, owner: UInt32) {
        self.index = index
        self.owner = owner
    }

    /// The variable's slot in its solver: dense from 0, and given to a new variable once
    /// `Solver.removeVariable(_:)` has freed it. A client can index its own tables by it.
    @inlinable public var slot: Int { Int(index) }

    /// `v<index>`; the solver knows the name given at creation (`Solver.name(of:)`).
    public var description: String { "v\(index)" }
}

extension Variable {
    /// A handle that names no variable (no solver has owner 0, so every solver refuses it): filler for a buffer of
    /// terms not yet written.
    package static let placeholder = Variable(index: -1, owner: 0)

    /// The variable at `slot` of the solver that made `sibling`: for a client that keeps slots, in fewer bytes than
    /// variables, and makes the variables back (inlined: a layout engine does it for every constraint it lowers).
    @inlinable package init(slot: Int32, madeLike sibling: Variable) {
        self.init(index: slot, owner: sibling.owner)
    }
}

/// One term of a linear expression: `coefficient × variable`.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// A term `coefficient × variable`.
    @inlinable public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant. Terms may repeat a variable; they are added.
public struct Expression: Sendable {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// An expression from terms and a constant.
    @inlinable public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    @inlinable public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    /// The constant expression `constant`.
    @inlinable public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

// MARK: - Arithmetic

/// Anything that reads as a linear expression: a variable, a term or an expression.
public protocol ExpressionConvertible {
    /// The value as an expression.
    var expression: Expression { get }
    /// The number of terms `expression` has (so that a sum is allocated once, at its final size).
    var termCount: Int { get }
    /// Appends the terms of `expression`, multiplied by `factor`, to `terms`, and returns its constant
    /// multiplied by `factor`, without building the expression itself.
    func appendTerms(to terms: inout [Term], times factor: Double) -> Double
}

extension ExpressionConvertible {
    /// The number of terms of `expression`.
    @inlinable public var termCount: Int { expression.terms.count }

    /// Appends the terms of `expression`, multiplied by `factor`, and returns its constant multiplied by `factor`.
    @inlinable public func appendTerms(to terms: inout [Term], times factor: Double) -> Double {
        let e = expression
        for term in e.terms { terms.append(Term(term.variable, factor * term.coefficient)) }
        return factor * e.constant
    }
}

extension Variable: ExpressionConvertible {
    /// `1 × self`.
    @inlinable public var expression: Expression { Expression(self) }
    /// One term.
    @inlinable public var termCount: Int { 1 }
    /// Appends `factor × self`.
    @inlinable public func appendTerms(to terms: inout [Term], times factor: Double) -> Double {
        terms.append(Term(self, factor))
        return 0
    }
}

extension Term: ExpressionConvertible {
    /// The term alone.
    @inlinable public var expression: Expression { Expression([self]) }
    /// One term.
    @inlinable public var termCount: Int { 1 }
    /// Appends the term multiplied by `factor`.
    @inlinable public func appendTerms(to terms: inout [Term], times factor: Double) -> Double {
        terms.append(Term(variable, factor * coefficient))
        return 0
    }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    @inlinable public var expression: Expression { self }
}

extension Double: ExpressionConvertible {
    /// The constant expression.
    @inlinable public var expression: Expression { Expression(constant: self) }
    /// No terms.
    @inlinable public var termCount: Int { 0 }
    /// Appends nothing; returns `factor × self`.
    @inlinable public func appendTerms(to terms: inout [Term], times factor: Double) -> Double { factor * self }
}

/// `lhs + factor × rhs`, allocated once at its final size (or not at all when `rhs` is a constant).
@inlinable func combine(_ lhs: some ExpressionConvertible, _ rhs: some ExpressionConvertible, _ factor: Double) -> Expression {
    if rhs.termCount == 0 {
        var result = lhs.expression
        let constant = rhs.appendTerms(to: &result.terms, times: factor)
        result.constant += constant
        return result
    }
    var terms: [Term] = []
    terms.reserveCapacity(lhs.termCount + rhs.termCount)
    let constant = lhs.appendTerms(to: &terms, times: 1) + rhs.appendTerms(to: &terms, times: factor)
    return Expression(terms, constant: constant)
}

/// Sum of two expressions.
@inlinable public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    combine(lhs, rhs, 1)
}

/// Difference of two expressions.
@inlinable public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    combine(lhs, rhs, -1)
}

/// Negation.
@inlinable public prefix func - (value: some ExpressionConvertible) -> Expression {
    (-1.0) * value
}

/// A scalar multiple of an expression.
@inlinable public func * (lhs: Double, rhs: some ExpressionConvertible) -> Expression {
    var result = rhs.expression
    for i in result.terms.indices { result.terms[i].coefficient *= lhs }
    result.constant *= lhs
    return result
}

/// A scalar multiple of an expression.
@inlinable public func * (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    rhs * lhs
}

/// An expression divided by a scalar.
@inlinable public func / (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    (1.0 / rhs) * lhs
}
