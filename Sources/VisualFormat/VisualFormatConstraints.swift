import AutoLayout
import Foundation

extension NSLayoutConstraint {
    /// UIKit's name for the format options (`alignAllTop`, `directionLeftToRight`, …).
    public typealias FormatOptions = VisualFormatOptions

    /// The standard space VFL uses for a bare `-` between two items (UIKit resolves `NSSpace` to 8).
    public static let visualFormatStandardSpacing: CGFloat = 8

    /// UIKit's `constraints(withVisualFormat:options:metrics:views:)`: the constraints a Visual Format Language
    /// string describes, inactive, in UIKit's order. On a malformed string UIKit raises
    /// `NSInvalidArgumentException`; here the same reason text (message, format, caret line) is logged through
    /// `LayoutDiagnostics` and no constraints are returned. Use `constraints(checkingVisualFormat:…)` to get
    /// the error as a thrown `VisualFormatError`.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try constraints(checkingVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch let error as VisualFormatError {
            LayoutDiagnostics.raise(LayoutException(name: "NSInvalidArgumentException", reason: error.reason))
            return []
        } catch {
            LayoutDiagnostics.raise(LayoutException(name: "NSInvalidArgumentException", reason: "\(error)"))
            return []
        }
    }

    /// The throwing Swift variant of `constraints(withVisualFormat:options:metrics:views:)`.
    /// - Parameter views: names to `UIView`s or `UILayoutGuide`s (a guide's `|` is its owning view).
    /// - Throws: `VisualFormatError` with Apple's message and caret position.
    public class func constraints(
        checkingVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]
    ) throws -> [NSLayoutConstraint] {
        // Only the names the format mentions are looked up: a layout of thousands of views passes the same large
        // dictionary with every line, and copying it each time was quadratic.
        final class Mentioned {
            var items: [String: AnyObject] = [:]
            var notAnItem: String?
        }
        let mentioned = Mentioned()
        func item(_ name: String) -> AnyObject? {
            if let known = mentioned.items[name] { return known }
            guard let value = views[name] else { return nil }
            guard value is UIView || value is UILayoutGuide else {
                if mentioned.notAnItem == nil { mentioned.notAnItem = name }
                return nil
            }
            mentioned.items[name] = value as AnyObject
            return value as AnyObject
        }
        func notAnItemError(_ name: String) -> VisualFormatError {
            // Our own text (Apple does not check and fails later): a views value must be an item.
            VisualFormatError(
                message: "The value for \"\(name)\" in the views dictionary is not a UIView or a UILayoutGuide",
                format: format, caretIndex: nil)
        }
        let layout: VisualFormatLayout
        do {
            layout = try VisualFormatParser.parse(
                format, options: opts, metrics: metrics ?? [:],
                isViewName: { name in views[name] != nil },
                hasSuperview: { name in
                    guard views[name] != nil else { return false }
                    // A value that is not an item is reported as such below, not as a missing superview.
                    guard let found = item(name) else { return true }
                    return VisualFormatBuilder.superview(of: found) != nil
                })
        } catch {
            if let name = mentioned.notAnItem { throw notAnItemError(name) }
            throw error
        }
        for element in layout.views {
            guard item(element.name) != nil else { throw notAnItemError(mentioned.notAnItem ?? element.name) }
            for predicate in element.predicates {
                if case .view(let other) = predicate.object, views[other] != nil, item(other) == nil {
                    throw notAnItemError(mentioned.notAnItem ?? other)
                }
            }
        }
        if let name = mentioned.notAnItem { throw notAnItemError(name) }
        return VisualFormatBuilder(layout: layout, options: opts, items: mentioned.items).build()
    }
}

/// Turns a parsed `VisualFormatLayout` into constraints, following the tables of the VFL spec note (§2, §4).
struct VisualFormatBuilder {
    let layout: VisualFormatLayout
    let options: VisualFormatOptions
    let items: [String: AnyObject]

    typealias Attribute = NSLayoutConstraint.Attribute

    /// The view a `|` next to `item` stands for: a view's superview, a guide's owning view.
    static func superview(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }

    private var vertical: Bool { layout.orientation == .vertical }
    private var direction: VisualFormatDirection { vertical ? .leadingToTrailing : options.direction }
    /// The edge at the start of the line of views (leading/left/top; right when right to left).
    private var startAttribute: Attribute {
        if vertical { return .top }
        switch direction {
        case .leadingToTrailing: return .leading
        case .leftToRight: return .left
        case .rightToLeft: return .right
        }
    }
    /// The edge at the end of the line (trailing/right/bottom; left when right to left).
    private var endAttribute: Attribute {
        if vertical { return .bottom }
        switch direction {
        case .leadingToTrailing: return .trailing
        case .leftToRight: return .right
        case .rightToLeft: return .left
        }
    }
    private var reversed: Bool { direction == .rightToLeft }
    private var sizeAttribute: Attribute { vertical ? .height : .width }

    func build() -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        let views = layout.views.compactMap { items[$0.name] }
        guard views.count == layout.views.count, !views.isEmpty else { return [] }
        for (index, element) in layout.views.enumerated() {
            let view = views[index]
            if index == 0 {
                if let connection = layout.leadingSuperviewConnection, let sv = Self.superview(of: view) {
                    result += superviewConnection(connection, view: view, superview: sv, leading: true)
                }
            } else {
                result += viewConnection(layout.connections[index - 1], from: views[index - 1], to: view)
            }
            for predicate in element.predicates {
                result.append(sizeConstraint(predicate, view: view))
            }
        }
        if let connection = layout.trailingSuperviewConnection, let last = views.last, let sv = Self.superview(of: last) {
            result += superviewConnection(connection, view: last, superview: sv, leading: false)
        }
        if views.count > 1 {
            let attributes = options.alignmentAttributeRawValues.compactMap { Attribute(rawValue: $0) }
            for index in 0..<(views.count - 1) {
                let (first, second) = reversed ? (views[index + 1], views[index]) : (views[index], views[index + 1])
                for attribute in attributes {
                    result.append(
                        NSLayoutConstraint(
                            item: first, attribute: attribute, relatedBy: .equal, toItem: second,
                            attribute: attribute, multiplier: 1, constant: 0))
                }
            }
        }
        return result
    }

    private func relation(_ r: VisualFormatRelation) -> NSLayoutConstraint.Relation {
        switch r {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    private func make(
        _ first: AnyObject, _ firstAttribute: Attribute, _ rel: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: Attribute, _ constant: Double, priority: Double
    ) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: rel, toItem: second,
            attribute: secondAttribute, multiplier: 1, constant: CGFloat(constant))
        if priority != 1000 { c.priority = UILayoutPriority(Float(priority)) }
        return c
    }

    /// `[a] c [b]`: `far.edge REL near.edge + c`, far being the item on the trailing/right/bottom side.
    private func viewConnection(_ connection: VisualFormatConnection, from a: AnyObject, to b: AnyObject) -> [NSLayoutConstraint] {
        var farAttribute = reversed ? endAttribute : startAttribute
        var nearAttribute = reversed ? startAttribute : endAttribute
        if vertical, options.contains(.spacingBaselineToBaseline) {
            farAttribute = .firstBaseline
            nearAttribute = .lastBaseline
        }
        let (far, near) = reversed ? (a, b) : (b, a)
        switch connection {
        case .flush:
            return [make(far, farAttribute, .equal, near, nearAttribute, 0, priority: 1000)]
        case .standard:
            let c = make(
                far, farAttribute, .equal, near, nearAttribute,
                Double(NSLayoutConstraint.visualFormatStandardSpacing), priority: 1000)
            c.markAsStandardSpacing()  // described as -(NSSpace(8))-, as UIKit does
            return [c]
        case .predicates(let predicates):
            return predicates.map {
                make(far, farAttribute, relation($0.relation), near, nearAttribute, $0.object.value ?? 0, priority: $0.priorityValue)
            }
        }
    }

    /// `| c [a]` (leading) or `[a] c |` (trailing). A bare `-` pins the item to the superview's layout
    /// margins guide with constant 0 (modern UIKit); any explicit number uses the plain edge.
    private func superviewConnection(
        _ connection: VisualFormatConnection, view: AnyObject, superview sv: UIView,
        leading: Bool
    ) -> [NSLayoutConstraint] {
        let attribute = leading ? startAttribute : endAttribute
        // Leading: far = view (start edge), near = superview; trailing: far = superview, near = view.
        // Right to left: the start edge is the right one, so the roles swap.
        let viewIsFar = leading != reversed
        func pair(_ edgeItem: AnyObject) -> (AnyObject, AnyObject) { viewIsFar ? (view, edgeItem) : (edgeItem, view) }
        switch connection {
        case .flush:
            let (far, near) = pair(sv)
            return [make(far, attribute, .equal, near, attribute, 0, priority: 1000)]
        case .standard:
            let (far, near) = pair(sv.layoutMarginsGuide)
            return [make(far, attribute, .equal, near, attribute, 0, priority: 1000)]
        case .predicates(let predicates):
            let (far, near) = pair(sv)
            return predicates.map {
                make(far, attribute, relation($0.relation), near, attribute, $0.object.value ?? 0, priority: $0.priorityValue)
            }
        }
    }

    /// `[v(p)]`: `v.size REL constant` or `v.size REL other.size`.
    private func sizeConstraint(_ predicate: VisualFormatPredicate, view: AnyObject) -> NSLayoutConstraint {
        if case .view(let name) = predicate.object, let other = items[name] {
            return make(view, sizeAttribute, relation(predicate.relation), other, sizeAttribute, 0, priority: predicate.priorityValue)
        }
        return make(
            view, sizeAttribute, relation(predicate.relation), nil, .notAnAttribute, predicate.object.value ?? 0,
            priority: predicate.priorityValue)
    }
}
