import Foundation

// UIKit's classes are NSObjects: equal when identical, hashable by identity. Ours behave the same, so that
// views, guides, constraints and controllers can go into sets and dictionary keys as in UIKit code.

extension UIView: Hashable {
    /// Views are equal only to themselves.
    public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UILayoutGuide: Hashable {
    /// Guides are equal only to themselves.
    public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSLayoutConstraint: Hashable {
    /// Constraints are equal only to themselves.
    public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIViewController: Hashable {
    /// Controllers are equal only to themselves.
    public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
