import Foundation

// UIKit's debugging texts for constraints, views and guides (spec diagnostics.md §1), in one place.

/// Hands out deterministic fake addresses, so that descriptions can be compared as exact strings.
///
/// UIKit prints real pointers (`%p`); so do we by default. Inside
/// `LayoutDiagnostics.$addressBook.withValue(LayoutAddressBook()) { … }` (or `LayoutDiagnostics.withFakeAddresses`)
/// every object printed gets the next number instead, in the order objects are first named: `0x1`, `0x2`, …
/// (these fake addresses are our choice, not UIKit's). The book keeps the objects it numbered alive, so a
/// number is never reused for another object while the book lives.
public final class LayoutAddressBook: @unchecked Sendable {
    private let lock = NSLock()
    private var numbers: [ObjectIdentifier: UInt] = [:]
    private var kept: [AnyObject] = []
    private var next: UInt

    /// A book whose first address is `start` (1 by default).
    public init(start: UInt = 1) { next = start }

    /// The fake address of `object`, assigned on first use.
    public func address(of object: AnyObject) -> UInt {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        if let n = numbers[id] { return n }
        let n = next
        next += 1
        numbers[id] = n
        kept.append(object)
        return n
    }
}

extension LayoutDiagnostics {
    /// The address book of the current task: nil prints real addresses.
    @TaskLocal public static var addressBook: LayoutAddressBook?

    /// Runs `body` with deterministic fake addresses (`0x1`, `0x2`, … in order of first use).
    public static func withFakeAddresses<R>(_ body: () throws -> R) rethrows -> R {
        try $addressBook.withValue(LayoutAddressBook()) { try body() }
    }

    /// `0x…` for an object as `%p` prints it, or its fake address inside `withFakeAddresses`.
    public static func address(of object: AnyObject) -> String {
        let n = addressBook?.address(of: object) ?? UInt(bitPattern: ObjectIdentifier(object))
        return "0x" + String(n, radix: 16)
    }

    /// The class name UIKit would print: our own classes and classes named like UIKit's (`UI…`, `NS…`,
    /// `_UI…`) bare, as Objective-C classes print; other Swift classes module-qualified (`MyApp.MyView`), as
    /// UIKit prints Swift subclasses. The bare `UI…`/`NS…` rule is our choice, so that stand-ins for UIKit
    /// classes (a test's `UIButton`) print as UIKit's.
    public static func className(of object: AnyObject) -> String {
        let type: AnyObject.Type = type(of: object)
        let bare = String(describing: type)
        let qualified = String(reflecting: type)
        guard let dot = qualified.firstIndex(of: ".") else { return bare }
        let module = qualified[..<dot]
        if module == "AutoLayout" || bare.hasPrefix("UI") || bare.hasPrefix("NS") || bare.hasPrefix("_UI") { return bare }
        return "\(module).\(bare)"
    }
}

extension LayoutDescriptions {
    /// Longest text or identifier printed whole; longer ones are cut to this many characters plus `...`
    /// (spec §1.2: observed for texts; the identifier cut length is unconfirmed, 25 adopted).
    static let textLimit = 25

    static func cut(_ s: String) -> String {
        s.count > textLimit ? String(s.prefix(textLimit)) + "..." : s
    }

    /// How a constraint names an item (spec §1.2): a view with an `accessibilityIdentifier` as the identifier;
    /// otherwise `Class:0xADDR`, followed by its `debugName` in single quotes (standing for a label's text or a
    /// button's title: `UIButton:0x1'OK'`); a guide as `UILayoutGuide:0xADDR'identifier'`.
    static func itemName(_ item: AnyObject) -> String {
        if let view = item as? UIView {
            if let id = view.accessibilityIdentifier { return cut(id) }
            let base = "\(LayoutDiagnostics.className(of: view)):\(LayoutDiagnostics.address(of: view))"
            if let text = view.debugName { return base + "'\(cut(text))'" }
            return base
        }
        if let guide = item as? UILayoutGuide {
            let base = "\(LayoutDiagnostics.className(of: guide)):\(LayoutDiagnostics.address(of: guide))"
            return guide.identifier.isEmpty ? base : base + "'\(guide.identifier)'"
        }
        return "\(LayoutDiagnostics.className(of: item)):\(LayoutDiagnostics.address(of: item))"
    }

    /// A view named by its accessibility identifier, as the `names:` list shows it: `ident:0xADDR`.
    static func namesEntry(_ item: AnyObject) -> String? {
        guard let view = item as? UIView, let id = view.accessibilityIdentifier else { return nil }
        return "\(cut(id)):\(LayoutDiagnostics.address(of: view))"
    }

    /// `<UIView: 0x…; frame = (x y; w h)>` — a short form of UIKit's description.
    static func view(_ v: UIView) -> String {
        let f = v.frame
        return
            "<\(LayoutDiagnostics.className(of: v)): \(LayoutDiagnostics.address(of: v)); frame = (\(fmt(f.minX)) \(fmt(f.minY)); \(fmt(f.width)) \(fmt(f.height)))>"
    }

    /// `<UILayoutGuide: 0x… - "identifier", layoutFrame = {{x, y}, {w, h}}, owningView = <…>>`.
    static func guide(_ g: UILayoutGuide) -> String {
        let f = g.layoutFrame
        let owner = g.owningView.map { ", owningView = " + view($0) } ?? ""
        return
            "<\(LayoutDiagnostics.className(of: g)): \(LayoutDiagnostics.address(of: g)) - \"\(g.identifier)\", layoutFrame = {{\(fmt(f.minX)), \(fmt(f.minY))}, {\(fmt(f.width)), \(fmt(f.height))}}\(owner)>"
    }
}

/// The descriptions of views and guides, in one place so that the diagnostics give UIKit's exact formats
/// without touching the classes.
enum LayoutDescriptions {}

extension NSLayoutConstraint {
    /// UIKit's description (spec diagnostics.md §1), e.g.
    /// `<NSLayoutConstraint:0x5 H:[UIButton:0x2'OK']-(20)-|   (active, names: '|':UIView:0x1 )>` or
    /// `<NSLayoutConstraint:0x6 'id' UILabel:0x3.leading == UIView:0x1.leadingMargin + 20 priority:750   (inactive)>`.
    ///
    /// The visual-format form is used when the constraint reads as VFL (spacing between two siblings' edges,
    /// or to an edge of the direct superview); the equation form otherwise. Autoresizing constraints carry
    /// their mask (`h=--& v=--&`) and private attributes (`minX`, …); content-size constraints use the modern
    /// iOS form without an activity marker. Addresses are real pointers, or fake ones inside
    /// `LayoutDiagnostics.withFakeAddresses`.
    public var description: String {
        var parts = ["<\(LayoutDiagnostics.className(of: self)):\(LayoutDiagnostics.address(of: self))"]
        if let a = self as? NSAutoresizingMaskLayoutConstraint { parts.append(a.maskNotation) }
        if let identifier { parts.append("'\(identifier)'") }
        var names: [String] = []
        if self is NSContentSizeLayoutConstraint {
            parts.append(equationText)
            return parts.joined(separator: " ") + ">"
        }
        if let (body, superview) = visualFormatText {
            parts.append(body)
            names = identifierNames
            if let superview {
                names.append("'|':" + (LayoutDescriptions.namesEntry(superview) ?? LayoutDescriptions.itemName(superview)))
            }
        } else {
            parts.append(equationText)
            names = identifierNames
            if let a = self as? NSAutoresizingMaskLayoutConstraint, a.isPosition,
                let view = a.firstAnchorStorage.item as? UIView, let sv = view.superview
            {
                names.append("'|':" + (LayoutDescriptions.namesEntry(sv) ?? LayoutDescriptions.itemName(sv)))
            }
        }
        if priority != .required { parts.append("priority:\(priority)") }
        parts.append("  (" + (isActive ? "active" : "inactive"))
        if names.isEmpty { return parts.joined(separator: " ") + ")>" }
        return parts.joined(separator: " ") + ", names: " + names.joined(separator: ", ") + " )>"
    }

    /// The `names:` entries of identifier-named views, first anchor's then second's, de-duplicated.
    private var identifierNames: [String] {
        var result: [String] = []
        for item in firstAnchorStorage.layoutItems + (secondAnchorStorage?.layoutItems ?? []) {
            if let e = LayoutDescriptions.namesEntry(item), !result.contains(e) { result.append(e) }
        }
        return result
    }

    /// The constant as printed: `NSSpace(8)` for a system-spacing constraint, else `%g`.
    private var symbolicConstant: String? {
        systemSpacingMultiplier.map { "NSSpace(\(fmt($0 * systemSpacing)))" }
    }

    /// `first.attr == 2*second.attr + 10` (spec §1.3, equation form).
    var equationText: String {
        let first = firstAnchorStorage
        var s: String
        if let a = self as? NSAutoresizingMaskLayoutConstraint, let item = first.item {
            s = "\(LayoutDescriptions.itemName(item)).\(a.autoresizingAttributeName)"
        } else {
            s = Self.anchorText(first)
        }
        s += " " + relation.symbol
        if secondItem != nil, let second = secondAnchorStorage {
            let sign = multiplier < 0 ? "-" : ""
            let m = abs(multiplier)
            s += " " + sign + (m == 1 ? "" : "\(fmt(m))*") + Self.anchorText(second)
            if let symbolic = symbolicConstant {
                s += " " + symbolic
            } else if constant > 0 {
                s += " + \(fmt(constant))"
            } else if constant < 0 {
                s += " - \(fmt(-constant))"
            }
        } else if let symbolic = symbolicConstant {
            s += " " + symbolic
        } else {
            s += constant < 0 ? " - \(fmt(-constant))" : " \(fmt(constant))"
        }
        return s
    }

    static func anchorText(_ a: ConstraintSide) -> String {
        if let from = a.offsetFrom, let to = a.offsetTo { return "\(anchorText(from)) -> \(anchorText(to))" }
        let name = a.item.map(LayoutDescriptions.itemName) ?? "(null)"
        return "\(name).\(a.attribute.name)"
    }

    /// The VFL form (spec §1.3) and, for the `|` forms, the superview; nil when the constraint does not read
    /// as VFL. Needs both items, multiplier exactly 1, and one of: a start edge (leading/left/top, or its
    /// margin) related to the opposite end edge (`H:[second]-(p)-[first]`); the same start edge of the item's
    /// direct superview (`H:|-(p)-[first]`); the same end edge of a direct subview (`H:[second]-(p)-|`).
    var visualFormatText: (String, UIView?)? {
        guard !(self is NSAutoresizingMaskLayoutConstraint), multiplier == 1,
            secondItem != nil, let second = secondAnchorStorage, !firstAnchorStorage.isComposite, !second.isComposite,
            let firstItem = firstAnchorStorage.item, let secondItem = second.item
        else { return nil }
        let a1 = firstAttribute
        let a2 = second.attribute
        let startEdges: [Attribute] = [.leading, .left, .top, .leadingMargin, .leftMargin, .topMargin]
        let endEdges: [Attribute] = [.trailing, .right, .bottom, .trailingMargin, .rightMargin, .bottomMargin]
        func parent(_ item: AnyObject) -> UIView? {
            (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
        }
        var p = relation == .equal ? "" : relation.symbol
        p += symbolicConstant ?? fmt(constant)
        if priority != .required { p += "@\(priority)" }
        let gap = "-(\(p))-"
        let shape: String
        var superview: UIView?
        if let i = startEdges.firstIndex(of: a1), endEdges.firstIndex(of: a2).map({ $0 % 3 == i % 3 }) == true,
            firstItem !== secondItem
        {
            shape = "[\(LayoutDescriptions.itemName(secondItem))]" + gap + "[\(LayoutDescriptions.itemName(firstItem))]"
        } else if a1 == a2, startEdges.contains(a1), let sv = secondItem as? UIView, parent(firstItem) === sv {
            shape = "|" + gap + "[\(LayoutDescriptions.itemName(firstItem))]"
            superview = sv
        } else if a1 == a2, endEdges.contains(a1), let sv = firstItem as? UIView, parent(secondItem) === sv {
            shape = "[\(LayoutDescriptions.itemName(secondItem))]" + gap + "|"
            superview = sv
        } else {
            return nil
        }
        let ltr = [.left, .right, .leftMargin, .rightMargin].contains(a1) ? "(LTR)" : ""
        return ((a1.axis == .vertical ? "V:" : "H:") + shape + ltr, superview)
    }
}
