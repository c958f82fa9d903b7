import Foundation

/// An anchor without its axis type: one attribute of one item, or (for a dimension made by
/// `anchorWithOffset(to:)`) the distance between two anchors. The typed anchors derive from it.
public class AnyLayoutAnchor: CustomStringConvertible {
    /// The item (a `UIView` or `UILayoutGuide`) whose attribute this is; nil for a composite dimension.
    public var item: AnyObject? { reference?.item }
    /// The item, held through its reference (it reads nil once the item is gone).
    fileprivate let reference: ItemReference?
    /// The attribute of the item (`.notAnAttribute` for a composite dimension).
    public let attribute: NSLayoutConstraint.Attribute
    /// For `anchorWithOffset(to:)`: the anchor measured from.
    let offsetFrom: AnyLayoutAnchor?
    /// For `anchorWithOffset(to:)`: the anchor measured to.
    let offsetTo: AnyLayoutAnchor?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        reference = ItemReference.to(item)
        self.attribute = attribute
        offsetFrom = nil
        offsetTo = nil
    }

    /// An attribute of a view or guide, given its reference: what the anchor getters use, so that making an anchor
    /// does not test what kind of object its item is.
    init(reference: ItemReference, attribute: NSLayoutConstraint.Attribute) {
        self.reference = reference
        self.attribute = attribute
        offsetFrom = nil
        offsetTo = nil
    }

    init(offsetFrom: AnyLayoutAnchor, to: AnyLayoutAnchor) {
        reference = nil
        attribute = .notAnAttribute
        self.offsetFrom = offsetFrom
        self.offsetTo = to
    }

    /// The anchor as a constraint keeps it.
    var side: ConstraintSide { ConstraintSide(self) }

    /// `UIView:0x….leading`, the anchor's debugging name.
    public var name: String {
        if let offsetFrom, let offsetTo { return "\(offsetFrom.name) -> \(offsetTo.name)" }
        let itemName = (item as? LayoutItem)?.layoutDebugName ?? "(null)"
        return "\(itemName).\(attribute.name)"
    }

    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`, as UIKit prints anchors in exceptions.
    public var description: String {
        "<\(className(self)):\(addressString(self)) \"\(name)\">"
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: AnyLayoutAnchor?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(first: side, relation: relation, second: other?.side, multiplier: multiplier, constant: constant)
    }

    /// A new anchor object of the type that fits the attribute (x, y or dimension).
    static func make(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) -> AnyLayoutAnchor {
        if attribute.isSize { return NSLayoutDimension(item: item, attribute: attribute) }
        switch attribute.axis {
        case .horizontal: return NSLayoutXAxisAnchor(item: item, attribute: attribute)
        case .vertical: return NSLayoutYAxisAnchor(item: item, attribute: attribute)
        case nil: return AnyLayoutAnchor(item: item, attribute: attribute)
        }
    }
}

/// One side of a constraint as the constraint keeps it: the item (through its reference) and the attribute, or for
/// a distance (`anchorWithOffset(to:)`) the distance's anchor. A constraint holds no anchor object of its own (two
/// objects a constraint were a sixth of a screen's memory): `firstAnchor` makes one when asked, a copy, as UIKit's
/// `@NSCopying` property returns.
struct ConstraintSide {
    /// The item's reference (an `ItemReference`), a distance's anchor (an `AnyLayoutAnchor`, see `bits`), or nil
    /// (no item): one reference, so that a side is a word and a byte.
    let object: AnyObject?
    /// The attribute (its case number), with `distanceBit` set for a distance.
    let bits: UInt8

    /// Set in `bits` when `object` is a distance's anchor.
    static let distanceBit: UInt8 = 0x80

    /// The side an anchor stands for.
    init(_ anchor: AnyLayoutAnchor) {
        let distance = anchor.offsetFrom != nil
        object = distance ? anchor : anchor.reference
        bits = Self.bits(of: anchor.attribute) | (distance ? Self.distanceBit : 0)
    }

    /// One attribute of one item.
    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        object = ItemReference.to(item)
        bits = Self.bits(of: attribute)
    }

    /// The case number of `attribute` (fewer than 128 cases).
    private static func bits(of attribute: NSLayoutConstraint.Attribute) -> UInt8 {
        unsafeBitCast(attribute, to: UInt8.self)
    }

    /// The attribute (`.notAnAttribute` for a distance).
    var attribute: NSLayoutConstraint.Attribute { unsafeBitCast(bits & ~Self.distanceBit, to: NSLayoutConstraint.Attribute.self) }

    private var reference: ItemReference? {
        guard bits & Self.distanceBit == 0, let object else { return nil }
        return unsafeDowncast(object, to: ItemReference.self)
    }

    /// A distance's anchor, nil for one attribute of one item.
    private var distance: AnyLayoutAnchor? {
        guard bits & Self.distanceBit != 0, let object else { return nil }
        return unsafeDowncast(object, to: AnyLayoutAnchor.self)
    }

    /// The item; nil for a distance, or once the item is gone.
    var item: AnyObject? { reference?.item }
    /// The item if it is a view (see `ItemReference.view`).
    var view: UIView? { reference?.view }
    /// The item if it is a layout guide (see `ItemReference.guide`).
    var guide: UILayoutGuide? { reference?.guide }
    /// Whether this is a distance between two anchors.
    var isComposite: Bool { bits & Self.distanceBit != 0 }
    /// For a distance: the side measured from.
    var offsetFrom: ConstraintSide? { distance?.offsetFrom.map(ConstraintSide.init) }
    /// For a distance: the side measured to.
    var offsetTo: ConstraintSide? { distance?.offsetTo.map(ConstraintSide.init) }
    /// Whether the side measures a size (width, height or a distance).
    var isSizeLike: Bool { isComposite || attribute.isSize }
    /// The side as an anchor object: the distance's own, or a new one.
    var anchor: AnyLayoutAnchor { distance ?? AnyLayoutAnchor.make(item: item, attribute: attribute) }
    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`, as UIKit prints anchors in exceptions.
    var description: String { anchor.description }

    /// The item a constraint reports as `firstItem`/`secondItem`: the item, or for a distance the item of
    /// the side measured to.
    var representativeItem: AnyObject? { item ?? offsetTo?.representativeItem }

    /// The views that stand for the items in the common-ancestor search (nil for a dead item or an unowned guide).
    /// Calls `body` with each such view in turn, making no array (this runs for every constraint activated).
    func forEachHostView(_ body: (UIView?) -> Void) {
        if isComposite, let offsetFrom, let offsetTo {
            offsetFrom.forEachHostView(body)
            offsetTo.forEachHostView(body)
        } else if let view {
            body(view)
        } else {
            body(guide?.owningView)
        }
    }

    /// The layout items mentioned.
    var layoutItems: [LayoutItem] {
        if let offsetFrom, let offsetTo { return offsetFrom.layoutItems + offsetTo.layoutItems }
        return (item as? LayoutItem).map { [$0] } ?? []
    }
}

/// An anchor of one axis type (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` or `NSLayoutDimension`).
/// Its methods accept only anchors of the same type, so relating an x anchor to a y anchor does not compile.
/// Every method returns an inactive constraint.
public class NSLayoutAnchor<AnchorType: AnyObject>: AnyLayoutAnchor {
    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor)
    }
    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }
    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }
    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self >= anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// The standard space between sibling views without text, used by the system-spacing anchor methods (spec:
/// unconfirmed, adopted); between two text baselines the fonts decide (`UIView.systemSpacing(fromBaselineOf:toBaselineOf:)`).
public let systemSpacing: CGFloat = 8

/// A horizontal location anchor (left, right, leading, trailing, centerX).
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension equal to `anchor − self` (negative when `anchor` is before `self`).
    public func anchorWithOffset(to anchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: anchor)
    }
    /// `self == anchor + multiplier × system spacing`: the receiver after (trailing of) `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.equal, anchor, multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.greaterThanOrEqual, anchor, multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.lessThanOrEqual, anchor, multiplier)
    }
}

/// A vertical location anchor (top, bottom, centerY, firstBaseline, lastBaseline).
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension equal to `anchor − self`.
    public func anchorWithOffset(to anchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: anchor)
    }
    /// `self == anchor + multiplier × system spacing`: the receiver below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.equal, anchor, multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.greaterThanOrEqual, anchor, multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.lessThanOrEqual, anchor, multiplier)
    }
}

extension AnyLayoutAnchor {
    func spacing(_ relation: NSLayoutConstraint.Relation, _ anchor: AnyLayoutAnchor, _ multiplier: CGFloat) -> NSLayoutConstraint {
        // Between text baselines the fonts decide (read when the constraint is made).
        let baselines: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
        var space = systemSpacing
        if baselines.contains(attribute), baselines.contains(anchor.attribute), let lower = reference?.view,
            let upper = anchor.reference?.view
        {
            space = UIView.systemSpacing(fromBaselineOf: upper, toBaselineOf: lower)
        }
        let c = make(relation, anchor, constant: multiplier * space)
        c.systemSpacingMultiplier = multiplier
        return c
    }
}

/// A size anchor (width, height, or a distance from `anchorWithOffset(to:)`).
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m)
    }
    /// `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }
    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }
    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The anchors of a view (and, minus the baselines, of a layout guide).
extension UIView {
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: itemReference, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: itemReference, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: itemReference, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: itemReference, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: itemReference, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: itemReference, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(reference: itemReference, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(reference: itemReference, attribute: .height) }
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: itemReference, attribute: .centerX) }
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: itemReference, attribute: .centerY) }
    /// The baseline of the first line of text (the top edge for a view without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: itemReference, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for a view without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: itemReference, attribute: .lastBaseline) }
}
