@_exported import AutoLayout
import Foundation
// `~` and its precedence, declared where the solver's `~` also finds them; the solver itself stays hidden.
@_exported import PriorityOperator

/// One side of a SwiftyLayout equation: `multiplier × item.attribute + constant`, written `view[.width]`,
/// `0.5 * view[.width] - 4`, `guide[.top] + 8`. Compare two terms (or a term and a number) with `==`, `<=`,
/// `>=` to get an inactive `NSLayoutConstraint`; set its priority with `~`.
public struct LayoutTerm {
    /// The view or layout guide.
    public let item: AnyObject
    /// The attribute of the item.
    public let attribute: NSLayoutConstraint.Attribute
    /// The factor on the attribute.
    public var multiplier: CGFloat
    /// The number added.
    public var constant: CGFloat

    /// A term `multiplier × item.attribute + constant`.
    public init(item: AnyObject, attribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        self.item = item
        self.attribute = attribute
        self.multiplier = multiplier
        self.constant = constant
    }
}

/// SwiftyLayout's own name for a term; `view` is its item.
public typealias ConstraintTerm = LayoutTerm

extension LayoutTerm {
    /// The view (or layout guide) of the term, under SwiftyLayout's name.
    public var view: AnyObject { item }
}

extension UIView {
    /// SwiftyLayout's term for one attribute of the view: `view[.width]`.
    public subscript(attribute: NSLayoutConstraint.Attribute) -> LayoutTerm {
        LayoutTerm(item: self, attribute: attribute)
    }
}

extension UILayoutGuide {
    /// SwiftyLayout's term for one attribute of the guide: `guide[.leading]`.
    public subscript(attribute: NSLayoutConstraint.Attribute) -> LayoutTerm {
        LayoutTerm(item: self, attribute: attribute)
    }
}

// MARK: - Arithmetic with constants

/// `term + c`.
public func + (lhs: LayoutTerm, rhs: CGFloat) -> LayoutTerm {
    var t = lhs
    t.constant += rhs
    return t
}

/// `c + term`.
public func + (lhs: CGFloat, rhs: LayoutTerm) -> LayoutTerm { rhs + lhs }

/// `term - c`.
public func - (lhs: LayoutTerm, rhs: CGFloat) -> LayoutTerm { lhs + (-rhs) }

/// `c - term` (negates the term's multiplier).
public func - (lhs: CGFloat, rhs: LayoutTerm) -> LayoutTerm { lhs + rhs * -1 }

/// `term * k` scales multiplier and constant.
public func * (lhs: LayoutTerm, rhs: CGFloat) -> LayoutTerm {
    var t = lhs
    t.multiplier *= rhs
    t.constant *= rhs
    return t
}

/// `k * term`.
public func * (lhs: CGFloat, rhs: LayoutTerm) -> LayoutTerm { rhs * lhs }

/// `-term` negates multiplier and constant.
public prefix func - (term: LayoutTerm) -> LayoutTerm { term * -1 }

/// `term / k`.
public func / (lhs: LayoutTerm, rhs: CGFloat) -> LayoutTerm {
    var t = lhs
    t.multiplier /= rhs
    t.constant /= rhs
    return t
}

// MARK: - Relations

extension NSLayoutConstraint {
    /// The constraint `lhs REL rhs` between two terms, normalised to UIKit's form: the left term's item comes
    /// first, so `a[.width] * 3 == a[.height] * 4` is `a.width == 4/3 × a.height + 0` (as SwiftyLayout
    /// documents); dividing by a negative left multiplier flips the relation.
    public convenience init(_ lhs: LayoutTerm, _ relation: Relation, _ rhs: LayoutTerm) {
        let m = lhs.multiplier
        self.init(
            item: lhs.item, attribute: lhs.attribute, relatedBy: m < 0 ? relation.flipped : relation,
            toItem: rhs.item, attribute: rhs.attribute,
            multiplier: rhs.multiplier / m, constant: (rhs.constant - lhs.constant) / m)
    }

    /// The constraint `lhs REL c`: `item.attribute REL (c - constant) / multiplier`, with no second item.
    public convenience init(_ lhs: LayoutTerm, _ relation: Relation, _ rhs: CGFloat) {
        let m = lhs.multiplier
        self.init(
            item: lhs.item, attribute: lhs.attribute, relatedBy: m < 0 ? relation.flipped : relation,
            toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: (rhs - lhs.constant) / m)
    }
}

extension NSLayoutConstraint.Relation {
    /// `<=` ↔ `>=`; `==` stays.
    public var flipped: NSLayoutConstraint.Relation {
        switch self {
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        }
    }
}

/// `term == term`: an inactive constraint.
public func == (lhs: LayoutTerm, rhs: LayoutTerm) -> NSLayoutConstraint { NSLayoutConstraint(lhs, .equal, rhs) }
/// `term <= term`.
public func <= (lhs: LayoutTerm, rhs: LayoutTerm) -> NSLayoutConstraint { NSLayoutConstraint(lhs, .lessThanOrEqual, rhs) }
/// `term >= term`.
public func >= (lhs: LayoutTerm, rhs: LayoutTerm) -> NSLayoutConstraint { NSLayoutConstraint(lhs, .greaterThanOrEqual, rhs) }
/// `term == c`: a constant-only constraint (sizes; a location equal to a constant is refused by the engine).
public func == (lhs: LayoutTerm, rhs: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(lhs, .equal, rhs) }
/// `term <= c`.
public func <= (lhs: LayoutTerm, rhs: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(lhs, .lessThanOrEqual, rhs) }
/// `term >= c`.
public func >= (lhs: LayoutTerm, rhs: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(lhs, .greaterThanOrEqual, rhs) }

/// `c == term`: the constant may stand on the left.
public func == (lhs: CGFloat, rhs: LayoutTerm) -> NSLayoutConstraint { NSLayoutConstraint(rhs, .equal, lhs) }
/// `c <= term`, which is `term >= c`.
public func <= (lhs: CGFloat, rhs: LayoutTerm) -> NSLayoutConstraint { NSLayoutConstraint(rhs, .greaterThanOrEqual, lhs) }
/// `c >= term`, which is `term <= c`.
public func >= (lhs: CGFloat, rhs: LayoutTerm) -> NSLayoutConstraint { NSLayoutConstraint(rhs, .lessThanOrEqual, lhs) }

// MARK: - Priority

/// Sets the priority and returns the same constraint: `a[.width] == 100 ~ 750`. `~` binds looser than the
/// comparisons (its declaration is shared with the solver's `~`, in the PriorityOperator module).
@discardableResult
public func ~ (constraint: NSLayoutConstraint, priority: UILayoutPriority) -> NSLayoutConstraint {
    constraint.priority = priority
    return constraint
}

/// `a[.width] == 100 ~ p` with a priority held in a `Float` (or another floating-point value), not only a
/// literal. Generic, so that a literal still picks the `UILayoutPriority` form.
@discardableResult
public func ~ <P: BinaryFloatingPoint>(constraint: NSLayoutConstraint, priority: P) -> NSLayoutConstraint {
    constraint.priority = UILayoutPriority(Float(priority))
    return constraint
}

// MARK: - Batches

/// Collects a block of constraints: single constraints, arrays (for example from VFL), `if`, `if/else`, `for`.
@resultBuilder
public enum LayoutConstraintBuilder {
    /// A single constraint.
    public static func buildExpression(_ constraint: NSLayoutConstraint) -> [NSLayoutConstraint] { [constraint] }
    /// An array of constraints.
    public static func buildExpression(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] { constraints }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [NSLayoutConstraint]...) -> [NSLayoutConstraint] { parts.flatMap { $0 } }
    /// `if` without `else`.
    public static func buildOptional(_ part: [NSLayoutConstraint]?) -> [NSLayoutConstraint] { part ?? [] }
    /// The `if` branch.
    public static func buildEither(first part: [NSLayoutConstraint]) -> [NSLayoutConstraint] { part }
    /// The `else` branch.
    public static func buildEither(second part: [NSLayoutConstraint]) -> [NSLayoutConstraint] { part }
    /// `for` loops.
    public static func buildArray(_ parts: [[NSLayoutConstraint]]) -> [NSLayoutConstraint] { parts.flatMap { $0 } }
}

extension NSLayoutConstraint {
    /// Activates a block of constraints in one call and returns them:
    /// `NSLayoutConstraint.activate { a[.width] == 100; a[.leading] == b[.trailing] + 8 }`.
    @discardableResult
    public class func activate(@LayoutConstraintBuilder _ constraints: () -> [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        let list = constraints()
        activate(list)
        return list
    }

    /// Builds a block of constraints without activating them.
    public class func build(@LayoutConstraintBuilder _ constraints: () -> [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        constraints()
    }
}

extension Array where Element == NSLayoutConstraint {
    /// Activates all constraints in one call (`NSLayoutConstraint.activate(self)`), returning them.
    @discardableResult
    public func activate() -> [NSLayoutConstraint] {
        NSLayoutConstraint.activate(self)
        return self
    }

    /// Deactivates all constraints in one call.
    public func deactivate() {
        NSLayoutConstraint.deactivate(self)
    }

    /// Sets every constraint's priority and returns them: `constraints ~ 750` for a batch.
    @discardableResult
    public static func ~ (constraints: [NSLayoutConstraint], priority: UILayoutPriority) -> [NSLayoutConstraint] {
        for c in constraints { c.priority = priority }
        return constraints
    }
}
