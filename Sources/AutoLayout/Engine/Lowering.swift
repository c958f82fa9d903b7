import Cassowary
import Foundation

extension LayoutEngine {
    /// The solver constraints for `c`, or nil when an item is missing from the tree or outside the holder.
    func lower(_ c: NSLayoutConstraint) -> [SolverConstraint]? {
        if let a = c as? NSAutoresizingMaskLayoutConstraint { return lowerAutoresizing(a) }
        let isBroken = broken.contains(ObjectIdentifier(c))
        func strength(_ p: UILayoutPriority) -> Strength {
            p == .required && isBroken ? Strength(priority: brokenConstraintPriority) : Strength(priority: Double(p.rawValue))
        }
        if let cs = c as? NSContentSizeLayoutConstraint {
            guard let view = cs.firstAnchorStorage.item as? UIView, let v = variables[ObjectIdentifier(view)] else { return nil }
            let size = SolverExpression(cs.firstAttribute == .width ? v.width : v.height)
            let k = Double(cs.constant)
            func biased(_ p: UILayoutPriority) -> Strength {
                p == .required || view.contentPriorityBias == 0 ? strength(p)
                    : Strength(priority: Double(p.rawValue) + view.contentPriorityBias)
            }
            return [
                SolverConstraint(size - k, .lessThanOrEqual, strength: biased(cs.huggingPriority)),
                SolverConstraint(size - k, .greaterThanOrEqual, strength: biased(cs.compressionResistancePriority)),
            ]
        }
        guard let holder = c.container else { return nil }
        let rtl = c.usesDirectionalAttributes && holder.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let first = contentAreaAnchor(c.firstAnchorStorage, other: c.secondAnchorStorage)
        guard let lhs = expression(first, holder: holder, rtl: rtl) else { return nil }
        var rhs = SolverExpression(constant: Double(c.constant))
        if let s0 = c.secondAnchorStorage, s0.attribute != .notAnAttribute || s0.isComposite {
            let s = contentAreaAnchor(s0, other: c.firstAnchorStorage)
            guard let e = expression(s, holder: holder, rtl: rtl) else { return nil }
            rhs = Double(c.multiplier) * e + rhs
        }
        let relation: Cassowary.Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return [SolverConstraint(lhs - rhs, relation, strength: strength(c.priority))]
    }

    /// A scroll view's edge related to something inside it means the edge of its content area: the anchor
    /// is redirected to the view's content guide (width, height and centres stay on the frame).
    func contentAreaAnchor(_ anchor: AnyLayoutAnchor, other: AnyLayoutAnchor?) -> AnyLayoutAnchor {
        guard let view = anchor.item as? UIView, let guide = view.contentAreaGuideForLowering,
              [.left, .right, .top, .bottom, .leading, .trailing].contains(anchor.attribute),
              let other, let inside = other.layoutItems.first?.hostView,
              inside !== view, inside.isDescendant(of: view) else { return anchor }
        return AnyLayoutAnchor(item: guide, attribute: anchor.attribute)
    }

    /// The value of an anchor in the holding view's coordinates. `rtl`: the constraint mentions
    /// leading/trailing and the holder is right-to-left, so every x attribute is read mirrored.
    func expression(_ anchor: AnyLayoutAnchor, holder: UIView, rtl: Bool) -> SolverExpression? {
        if let from = anchor.offsetFrom, let to = anchor.offsetTo {
            guard let a = expression(from, holder: holder, rtl: rtl),
                  let b = expression(to, holder: holder, rtl: rtl) else { return nil }
            return b - a
        }
        guard let item = anchor.item as? LayoutItem else { return nil }
        return expression(item: item, attribute: anchor.attribute, holder: holder, rtl: rtl)
    }

    /// Origin (in the holder's coordinates) and variables of an item.
    func position(of item: LayoutItem, holder: UIView) -> (x: SolverExpression, y: SolverExpression, v: ItemVariables)? {
        guard let v = variables[ObjectIdentifier(item)] else { return nil }
        if item === holder { return (SolverExpression(constant: 0), SolverExpression(constant: 0), v) }
        var x = SolverExpression(v.minX)
        var y = SolverExpression(v.minY)
        var parent = item.coordinateParent
        while let a = parent, a !== holder {
            guard let av = variables[ObjectIdentifier(a)] else { return nil }
            let ins = a.alignmentRectInsets
            let origin = a.storedBoundsOrigin
            x = x + av.minX + Double(-ins.left - origin.x)
            y = y + av.minY + Double(-ins.top - origin.y)
            parent = a.storedSuperview
        }
        guard parent != nil else { return nil }
        return (x, y, v)
    }

    func expression(item: LayoutItem, attribute: NSLayoutConstraint.Attribute, holder: UIView,
                    rtl: Bool) -> SolverExpression? {
        guard let (x, y, v) = position(of: item, holder: holder) else { return nil }
        let mirrored = rtl
        let physical: NSLayoutConstraint.Attribute = switch attribute {
        case .leading: rtl ? .right : .left
        case .trailing: rtl ? .left : .right
        case .leadingMargin: rtl ? .rightMargin : .leftMargin
        case .trailingMargin: rtl ? .leftMargin : .rightMargin
        default: attribute
        }
        let m = physical.isMargin ? item.effectiveMarginsForLowering : .zero
        if physical.isMargin, let v = item as? UIView { noteInsetsUsed(by: v) }
        let w = SolverExpression(v.width)
        let h = SolverExpression(v.height)
        var e: SolverExpression
        switch physical {
        case .notAnAttribute: return nil
        case .left, .leading: e = x
        case .right, .trailing: e = x + w
        case .centerX: e = x + 0.5 * w
        case .leftMargin, .leadingMargin: e = x + Double(m.left)
        case .rightMargin, .trailingMargin: e = x + w - Double(m.right)
        case .centerXWithinMargins: e = x + 0.5 * w + Double((m.left - m.right) / 2)
        case .top: e = y
        case .bottom: e = y + h
        case .centerY: e = y + 0.5 * h
        case .topMargin: e = y + Double(m.top)
        case .bottomMargin: e = y + h - Double(m.bottom)
        case .centerYWithinMargins: e = y + 0.5 * h + Double((m.top - m.bottom) / 2)
        case .width: e = w
        case .height: e = h
        case .firstBaseline, .lastBaseline:
            return baseline(of: item, first: physical == .firstBaseline, holder: holder)
        }
        if mirrored, physical.axis == .horizontal, !physical.isSize, let hv = variables[ObjectIdentifier(holder)] {
            e = SolverExpression(hv.width) - e
        }
        return e
    }

    /// First baseline = B.top + B.firstBaselineOffsetFromTop, last = B.bottom − B.lastBaselineOffsetFromBottom,
    /// where B is `forFirstBaselineLayout`/`forLastBaselineLayout` (a guide uses its top/bottom).
    func baseline(of item: LayoutItem, first: Bool, holder: UIView) -> SolverExpression? {
        guard let view = item as? UIView else {
            return expression(item: item, attribute: first ? .top : .bottom, holder: holder, rtl: false)
        }
        var b = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if b !== view, !b.isDescendant(of: view) { b = view }
        guard let (_, y, v) = position(of: b, holder: holder) else { return nil }
        if first { return y + Double(b.firstBaselineOffsetFromTop) }
        return y + v.height - Double(b.lastBaselineOffsetFromBottom)
    }

    /// Frame-based lowering of an autoresizing constraint: `frame.minX == k·S.width + c` or
    /// `frame.width == k·S.width + c` (y likewise), in the superview's coordinates.
    func lowerAutoresizing(_ c: NSAutoresizingMaskLayoutConstraint) -> [SolverConstraint]? {
        guard let view = c.firstAnchorStorage.item as? UIView, let superview = view.storedSuperview,
              let v = variables[ObjectIdentifier(view)], let s = variables[ObjectIdentifier(superview)] else { return nil }
        let ins = view.alignmentRectInsets
        let horizontal = c.firstAttribute.axis == .horizontal
        let lhs: SolverExpression
        if c.isPosition {
            lhs = horizontal ? SolverExpression(v.minX) - Double(ins.left) : SolverExpression(v.minY) - Double(ins.top)
        } else {
            lhs = horizontal ? SolverExpression(v.width) + Double(ins.left + ins.right)
                : SolverExpression(v.height) + Double(ins.top + ins.bottom)
        }
        let sSize = SolverExpression(horizontal ? s.width : s.height)
        let strength = broken.contains(ObjectIdentifier(c)) ? Strength(priority: brokenConstraintPriority) : .required
        return [SolverConstraint(lhs - (Double(c.superviewFactor) * sSize + Double(c.constant)), .equal, strength: strength)]
    }
}

extension NSLayoutConstraint {
    /// Whether a side is a baseline of `view` or of a view whose baseline stands for another's.
    func readsBaseline(of view: UIView) -> Bool {
        func reads(_ a: AnyLayoutAnchor?) -> Bool {
            guard let a else { return false }
            if a.isComposite { return reads(a.offsetFrom) || reads(a.offsetTo) }
            guard a.attribute == .firstBaseline || a.attribute == .lastBaseline, let v = a.item as? UIView else { return false }
            return v === view || view.isDescendant(of: v)
        }
        return reads(firstAnchorStorage) || reads(secondAnchorStorage)
    }

    /// Whether any side mentions leading/trailing (or their margins).
    var usesDirectionalAttributes: Bool {
        func uses(_ a: AnyLayoutAnchor?) -> Bool {
            guard let a else { return false }
            if a.isComposite { return uses(a.offsetFrom) || uses(a.offsetTo) }
            return a.attribute.isDirectional
        }
        return uses(firstAnchorStorage) || uses(secondAnchorStorage)
    }
}

/// Turns an autoresizing mask into UIKit's four constraints (spec engine.md §11): each flexible part of an
/// axis grows by its share of the superview's size change, in proportion to its current length (equal
/// shares when the flexible parts have zero total length).
enum AutoresizingTranslator {
    static func constraints(for view: UIView, in superview: UIView) -> [NSAutoresizingMaskLayoutConstraint] {
        let mask = view.storedMask
        let f = view.storedFrame
        let sb = superview.bounds.size
        let notation = "h=\(notation(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))) v=\(notation(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))"
        var result: [NSAutoresizingMaskLayoutConstraint] = []
        for horizontal in [true, false] {
            let (lead, size, total) = horizontal ? (f.minX, f.width, sb.width) : (f.minY, f.height, sb.height)
            let trail = total - lead - size
            let flex = horizontal
                ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            let parts = [(flex.0, lead), (flex.1, size), (flex.2, trail)]
            let flexibleTotal = parts.filter(\.0).map(\.1).reduce(0, +)
            let flexibleCount = CGFloat(parts.filter(\.0).count)
            func share(_ i: Int) -> CGFloat {
                guard parts[i].0 else { return 0 }
                return flexibleTotal != 0 ? parts[i].1 / flexibleTotal : 1 / flexibleCount
            }
            let kPos = share(0), kSize = share(1)
            let posAttr: NSLayoutConstraint.Attribute = horizontal ? .left : .top
            let sizeAttr: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            result.append(NSAutoresizingMaskLayoutConstraint(
                view: view, attribute: posAttr, superview: superview, superviewFactor: kPos,
                constant: lead - kPos * total, isPosition: true, notation: notation))
            result.append(NSAutoresizingMaskLayoutConstraint(
                view: view, attribute: sizeAttr, superview: superview, superviewFactor: kSize,
                constant: size - kSize * total, isPosition: false, notation: notation))
        }
        // UIKit's order: x position, width, y position, height.
        return result
    }

    static func notation(_ a: Bool, _ b: Bool, _ c: Bool) -> String {
        if !a, !b, !c { return "--&" }
        return (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-")
    }
}
