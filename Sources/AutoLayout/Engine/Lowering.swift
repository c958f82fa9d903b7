internal import Cassowary
import Foundation

extension LayoutEngine {
    /// The solver constraints for `c`, or nil when an item is missing from the tree or outside the holder.
    func lower(_ c: NSLayoutConstraint) -> LoweredRows? {
        if let a = c as? NSAutoresizingMaskLayoutConstraint { return lowerAutoresizing(a) }
        let isBroken = broken.contains(ObjectIdentifier(c))
        func strength(_ p: UILayoutPriority) -> Strength {
            p == .required && isBroken ? Strength(priority: brokenConstraintPriority) : Strength(priority: Double(p.rawValue))
        }
        if let cs = c as? NSContentSizeLayoutConstraint {
            guard let view = cs.firstAnchorStorage.view, let v = variables(of: view as LayoutItem) else { return nil }
            let size = SolverExpression(cs.firstAttribute == .width ? v.width : v.height)
            let k = Double(cs.constant)
            // A stack's index offsets (`contentPriorityBias`, `UIStackView.arrangedPriorityBias`) weigh an error
            // within its priority (weight 1 + offset) rather than make a level of their own: they break ties
            // between equal priorities without outranking a lower priority that tells the views apart
            // (element-ios `KeyVerificationCellInnerContentView.xib`: an image's 250 hugging decides which of two
            // labels at 750 gives way), and where two views at one priority must give way together against one
            // other view, the two weigh more (openfoodfacts-ios `NutritionLevelView.xib`, toolsVersion 14868: two
            // nested labels hugging at 251 first and a label hugging at 251 after them in a stack 4 points taller
            // than its content; Xcode saved the later label stretched) [inferred]. Required content priorities
            // are left alone, and the ones Interface Builder's canvas holds just below required (999.99 and up,
            // standing for 1000).
            func biased(_ p: UILayoutPriority) -> Strength {
                p.rawValue >= 999.99 || view.contentPriorityBias == 0
                    ? strength(p)
                    : Strength(priority: Double(p.rawValue), weight: 1 + view.contentPriorityBias)
            }
            return LoweredRows(
                ConstraintContent(size - k, .lessThanOrEqual, strength: biased(cs.huggingPriority)),
                ConstraintContent(size - k, .greaterThanOrEqual, strength: biased(cs.compressionResistancePriority)))
        }
        guard let holder = c.container else { return nil }
        let rtl = c.usesDirectionalAttributes && holder.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // first − (multiplier × second + constant), built in place.
        var e = LoweredExpression()
        let first = c.firstAnchorStorage
        guard add(first, times: 1, holder: holder, rtl: rtl, other: c.secondAnchorStorage, to: &e) else { return nil }
        e.constant -= Double(c.constant)
        if let s = c.secondAnchorStorage, s.attribute != .notAnAttribute || s.isComposite {
            guard add(s, times: -Double(c.multiplier), holder: holder, rtl: rtl, other: first, to: &e) else { return nil }
        }
        let relation: Cassowary.Relation =
            switch c.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LoweredRows(e.constraint(relation, strength: strength(c.priority)))
    }

    /// A scroll view's edge or margin related to something inside it means that of its content area: the item
    /// that `view`'s `attribute` stands for when the constraint's other side is `other` (width, height and centres
    /// stay on the frame). Apple's Auto Layout Guide ("Working with Scroll Views"): "Constraints between the edges
    /// or margins of the scroll view and its content attach to the scroll view's content area." The margins are the
    /// scroll view's own, inside the content area (observed: keepassium/KeePassium `TipBoxVC.storyboard`, Xcode 13:
    /// a stack on the scroll view's leading and trailing margins + 8 and on its centre, saved 288 wide and centred
    /// in a 320-wide scroll view: the content area is 304 wide).
    func contentAreaItem(of view: UIView, attribute: NSLayoutConstraint.Attribute, other: ConstraintSide?) -> LayoutItem {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: break
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin: break
        default: return view
        }
        guard let guide = view.contentAreaGuideForLowering, let inside = other?.layoutItems.first?.hostView,
            inside !== view, inside.isDescendant(of: view)
        else { return view }
        return guide
    }

    /// Adds `factor` × the value of `anchor`, in the holding view's coordinates, to `e`; false when an item is
    /// missing from the tree or outside the holder. `rtl`: the constraint mentions leading/trailing and the holder
    /// is right-to-left, so every x attribute is read mirrored. `other`: the constraint's other side, for a scroll
    /// view's edges (`contentAreaItem`).
    func add(
        _ anchor: ConstraintSide, times factor: Double, holder: UIView, rtl: Bool, other: ConstraintSide? = nil,
        to e: inout LoweredExpression
    ) -> Bool {
        if anchor.isComposite, let from = anchor.offsetFrom, let to = anchor.offsetTo {
            return add(to, times: factor, holder: holder, rtl: rtl, to: &e)
                && add(from, times: -factor, holder: holder, rtl: rtl, to: &e)
        }
        let item: LayoutItem
        if let view = anchor.view {
            item = contentAreaItem(of: view, attribute: anchor.attribute, other: other)
        } else if let guide = anchor.guide {
            item = guide
        } else {
            return false
        }
        return add(item: item, attribute: anchor.attribute, times: factor, holder: holder, rtl: rtl, to: &e)
    }

    /// Adds `factor` × the item's origin on one axis, in the holder's coordinates, to `e` (or, with
    /// `addingTerms` false, only checks that the item lies under the holder). Returns the item's variables.
    func addOrigin(
        of item: LayoutItem, horizontal: Bool, times factor: Double, holder: UIView, addingTerms: Bool = true,
        to e: inout LoweredExpression
    ) -> ItemVariables? {
        guard let v = variables(of: item) else { return nil }
        if item === holder { return v }
        if addingTerms { e.add(horizontal ? v.minX : v.minY, factor) }
        var parent = item.coordinateParent
        while let a = parent, a !== holder {
            guard let av = variables(of: a as LayoutItem) else { return nil }
            if addingTerms {
                let ins = a.alignmentRectInsets
                let origin = a.storedBoundsOrigin
                e.add(horizontal ? av.minX : av.minY, factor)
                e.constant += factor * Double(horizontal ? -ins.left - origin.x : -ins.top - origin.y)
            }
            parent = a.storedSuperview
        }
        return parent == nil ? nil : v
    }

    /// Adds `factor` × the value of one attribute of an item, in the holder's coordinates, to `e`.
    func add(
        item: LayoutItem, attribute: NSLayoutConstraint.Attribute, times factor: Double, holder: UIView,
        rtl: Bool, to e: inout LoweredExpression
    ) -> Bool {
        let physical: NSLayoutConstraint.Attribute =
            switch attribute {
            case .leading: rtl ? .right : .left
            case .trailing: rtl ? .left : .right
            case .leadingMargin: rtl ? .rightMargin : .leftMargin
            case .trailingMargin: rtl ? .leftMargin : .rightMargin
            default: attribute
            }
        switch physical {
        case .notAnAttribute: return false
        case .firstBaseline, .lastBaseline:
            return addBaseline(of: item, first: physical == .firstBaseline, times: factor, holder: holder, to: &e)
        default: break
        }
        var m = UIEdgeInsets.zero
        if physical.isMargin {
            // A margin of a scroll view's content area (`contentAreaItem`) is the scroll view's.
            let marginItem: LayoutItem =
                (item as? UILayoutGuide).flatMap { g in g.owningView.flatMap { $0.contentAreaGuideForLowering === g ? $0 : nil } }
                ?? item
            m = marginItem.effectiveMarginsForLowering
            if let v = marginItem as? UIView { noteInsetsUsed(by: v) }
        }
        let horizontal = physical.axis == .horizontal
        // Mirrored: the holder's width minus the value.
        var f = factor
        if rtl, horizontal, !physical.isSize, let hv = variables(of: holder as LayoutItem) {
            e.add(hv.width, factor)
            f = -factor
        }
        guard
            let v = addOrigin(
                of: item, horizontal: horizontal, times: f, holder: holder,
                addingTerms: !physical.isSize, to: &e)
        else { return false }
        let size = horizontal ? v.width : v.height
        switch physical {
        case .left, .top: break
        case .right, .bottom: e.add(size, f)
        case .centerX, .centerY: e.add(size, 0.5 * f)
        case .leftMargin: e.constant += f * Double(m.left)
        case .topMargin: e.constant += f * Double(m.top)
        case .rightMargin:
            e.add(size, f)
            e.constant -= f * Double(m.right)
        case .bottomMargin:
            e.add(size, f)
            e.constant -= f * Double(m.bottom)
        case .centerXWithinMargins:
            e.add(size, 0.5 * f)
            e.constant += f * Double((m.left - m.right) / 2)
        case .centerYWithinMargins:
            e.add(size, 0.5 * f)
            e.constant += f * Double((m.top - m.bottom) / 2)
        case .width, .height: e.add(size, f)
        default: return false
        }
        return true
    }

    /// First baseline = B.top + B.firstBaselineOffsetFromTop, last = B.bottom − B.lastBaselineOffsetFromBottom,
    /// where B is `forFirstBaselineLayout`/`forLastBaselineLayout` (a guide uses its top/bottom); for a view whose
    /// text stays centred (`UIView.baselinesCentredHeight`), the same distances from its centre.
    func addBaseline(
        of item: LayoutItem, first: Bool, times factor: Double, holder: UIView,
        to e: inout LoweredExpression
    ) -> Bool {
        guard let view = item as? UIView else {
            return add(item: item, attribute: first ? .top : .bottom, times: factor, holder: holder, rtl: false, to: &e)
        }
        var b = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if b !== view, !b.isDescendant(of: view) { b = view }
        guard let v = addOrigin(of: b, horizontal: false, times: factor, holder: holder, to: &e) else { return false }
        if let h = b.baselinesCentredHeight {
            // Text centred in the bounds: the baseline keeps its distance from the centre.
            e.add(v.height, 0.5 * factor)
            let offset = first ? b.firstBaselineOffsetFromTop - h / 2 : h / 2 - b.lastBaselineOffsetFromBottom
            e.constant += factor * Double(offset)
        } else if first {
            e.constant += factor * Double(b.firstBaselineOffsetFromTop)
        } else {
            e.add(v.height, factor)
            e.constant -= factor * Double(b.lastBaselineOffsetFromBottom)
        }
        return true
    }

    /// Frame-based lowering of an autoresizing constraint: `frame.minX == k·S.width + c` or
    /// `frame.width == k·S.width + c` (y likewise), in the superview's coordinates.
    func lowerAutoresizing(_ c: NSAutoresizingMaskLayoutConstraint) -> LoweredRows? {
        guard let view = c.firstAnchorStorage.view, let superview = view.storedSuperview,
            let v = variables(of: view as LayoutItem), let s = variables(of: superview as LayoutItem)
        else { return nil }
        let ins = view.alignmentRectInsets
        let horizontal = c.firstAttribute.axis == .horizontal
        let lhs: SolverExpression
        if c.isPosition {
            lhs = horizontal ? SolverExpression(v.minX) - Double(ins.left) : SolverExpression(v.minY) - Double(ins.top)
        } else {
            lhs =
                horizontal
                ? SolverExpression(v.width) + Double(ins.left + ins.right)
                : SolverExpression(v.height) + Double(ins.top + ins.bottom)
        }
        let sSize = SolverExpression(horizontal ? s.width : s.height)
        let strength = broken.contains(ObjectIdentifier(c)) ? Strength(priority: brokenConstraintPriority) : .required
        return LoweredRows(ConstraintContent(lhs - (Double(c.superviewFactor) * sSize + Double(c.constant)), .equal, strength: strength))
    }
}

/// The solver rows of one constraint, by content: one, or two for a content-size constraint (hugging and
/// compression). Held inline, so lowering a constraint allocates no array.
struct LoweredRows: Sequence {
    private let first: ConstraintContent?
    private let second: ConstraintContent?

    /// No rows.
    init() {
        first = nil
        second = nil
    }

    /// One row, or two.
    init(_ first: ConstraintContent, _ second: ConstraintContent? = nil) {
        self.first = first
        self.second = second
    }

    /// The number of rows (0, 1 or 2).
    var count: Int { first == nil ? 0 : second == nil ? 1 : 2 }

    /// Row `i` (0 or 1, below `count`).
    subscript(i: Int) -> ConstraintContent { i == 0 ? first! : second! }

    /// The rows in order.
    func makeIterator() -> Iterator { Iterator(rows: self) }

    /// Walks the rows held.
    struct Iterator: IteratorProtocol {
        let rows: LoweredRows
        var position = 0

        mutating func next() -> ConstraintContent? {
            position += 1
            return position == 1 ? rows.first : position == 2 ? rows.second : nil
        }
    }
}

/// The slots of the rows a constraint holds in its engine's solver (see `Solver.add(_:owner:)`): none, one, or
/// two for a content-size constraint. Held inline.
struct RowSlots: Sequence {
    /// The first slot (-1: none).
    private(set) var first: Int32 = -1
    /// The second slot (-1: none or one).
    private(set) var second: Int32 = -1

    /// No rows yet.
    init() {}

    /// The slots `first` and `second`, each nil for none.
    init(_ first: Int32?, _ second: Int32?) {
        if let first { append(first) }
        if let second { append(second) }
    }

    /// Adds a slot after those held (a constraint has at most two rows).
    mutating func append(_ slot: Int32) {
        if first < 0 {
            first = slot
        } else {
            precondition(second < 0, "a constraint lowers to at most two rows")
            second = slot
        }
    }

    /// The number of rows (0, 1 or 2).
    var count: Int { first < 0 ? 0 : second < 0 ? 1 : 2 }

    /// The slots in order.
    func makeIterator() -> Iterator { Iterator(slots: self) }

    /// Walks the slots held.
    struct Iterator: IteratorProtocol {
        let slots: RowSlots
        var position = 0

        mutating func next() -> Int32? {
            position += 1
            let slot = position == 1 ? slots.first : position == 2 ? slots.second : -1
            return slot >= 0 ? slot : nil
        }
    }
}

/// A linear expression built in place while a constraint is lowered: terms in the order the lowering meets
/// them (the solver picks a new row's subject by that order), with no intermediate expressions. The usual four
/// terms (two items and one ancestor each) stay in the value itself; more go to an array.
struct LoweredExpression {
    private var inline: (Term, Term, Term, Term)
    private var count = 0
    private var more: [Term] = []
    var constant = 0.0

    init() {
        let none = Term(Variable.placeholder, 0)
        inline = (none, none, none, none)
    }

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        let term = Term(variable, coefficient)
        switch count {
        case 0: inline.0 = term
        case 1: inline.1 = term
        case 2: inline.2 = term
        case 3: inline.3 = term
        default: more.append(term)
        }
        count += 1
    }

    /// The row `terms + constant relation 0` at `strength`.
    func constraint(_ relation: Cassowary.Relation, strength: Strength) -> ConstraintContent {
        if count > 4 {
            let all = [inline.0, inline.1, inline.2, inline.3] + more
            return ConstraintContent(SolverExpression(all, constant: constant), relation, strength: strength)
        }
        var terms = inline
        return withUnsafeBytes(of: &terms) { raw in
            ConstraintContent(
                UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: Term.self), count: count),
                constant: constant, relation, strength: strength)
        }
    }
}

extension NSLayoutConstraint {
    /// Whether a side is a baseline of `view` or of a view whose baseline stands for another's.
    func readsBaseline(of view: UIView) -> Bool {
        func reads(_ a: ConstraintSide?) -> Bool {
            guard let a else { return false }
            if a.isComposite { return reads(a.offsetFrom) || reads(a.offsetTo) }
            guard a.attribute == .firstBaseline || a.attribute == .lastBaseline, let v = a.item as? UIView else { return false }
            return v === view || view.isDescendant(of: v)
        }
        return reads(firstAnchorStorage) || reads(secondAnchorStorage)
    }

    /// Whether any side mentions leading/trailing (or their margins).
    var usesDirectionalAttributes: Bool {
        func uses(_ a: ConstraintSide?) -> Bool {
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
        var result: [NSAutoresizingMaskLayoutConstraint] = []
        for horizontal in [true, false] {
            let (lead, size, total) = horizontal ? (f.minX, f.width, sb.width) : (f.minY, f.height, sb.height)
            let trail = total - lead - size
            let flex =
                horizontal
                ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            let (kPos, kSize) = shares(flex, lead: lead, size: size, trail: trail)
            let posAttr: NSLayoutConstraint.Attribute = horizontal ? .left : .top
            let sizeAttr: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            result.append(
                NSAutoresizingMaskLayoutConstraint(
                    view: view, attribute: posAttr, superview: superview, superviewFactor: kPos,
                    constant: lead - kPos * total, isPosition: true, mask: mask))
            result.append(
                NSAutoresizingMaskLayoutConstraint(
                    view: view, attribute: sizeAttr, superview: superview, superviewFactor: kSize,
                    constant: size - kSize * total, isPosition: false, mask: mask))
        }
        // UIKit's order: x position, width, y position, height.
        return result
    }

    /// How much of a change in the superview's length goes to the view's position and to its length, along one
    /// axis: shared among the flexible parts (leading margin, length, trailing margin) in proportion to their
    /// current lengths, equally when those are all zero (UIKit's autoresizing; equal shares unconfirmed).
    static func shares(_ flex: (Bool, Bool, Bool), lead: CGFloat, size: CGFloat, trail: CGFloat)
        -> (position: CGFloat, size: CGFloat)
    {
        let parts = [(flex.0, lead), (flex.1, size), (flex.2, trail)]
        let flexibleTotal = parts.filter(\.0).map(\.1).reduce(0, +)
        let flexibleCount = CGFloat(parts.filter(\.0).count)
        func share(_ i: Int) -> CGFloat {
            guard parts[i].0 else { return 0 }
            return flexibleTotal != 0 ? parts[i].1 / flexibleTotal : 1 / flexibleCount
        }
        return (share(0), share(1))
    }

    /// `frame` moved and resized by its autoresizing mask when its superview's size goes from `old` to `new`: what
    /// the constraints above make of it, for a tree that has no engine yet (UIKit resizes subviews at once).
    static func resized(_ frame: CGRect, mask: UIView.AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        func axis(_ horizontal: Bool) -> (CGFloat, CGFloat) {
            let (lead, size, total, newTotal) =
                horizontal ? (frame.minX, frame.width, old.width, new.width) : (frame.minY, frame.height, old.height, new.height)
            let flex =
                horizontal
                ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            let k = shares(flex, lead: lead, size: size, trail: total - lead - size)
            let delta = newTotal - total
            return (lead + k.position * delta, size + k.size * delta)
        }
        let (x, width) = axis(true)
        let (y, height) = axis(false)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    static func notation(_ a: Bool, _ b: Bool, _ c: Bool) -> String {
        if !a, !b, !c { return "--&" }
        return (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-")
    }
}
