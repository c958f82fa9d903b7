import Foundation

/// A rectangle that takes part in layout without being a view: give it constraints like a view, and read
/// where it landed in `layoutFrame` (in the owning view's coordinates). Add it with `addLayoutGuide(_:)`.
open class UILayoutGuide: LayoutItem, CustomStringConvertible {
    /// The view the guide belongs to; its coordinates are the guide's.
    /// (Cleared by the view's `deinit` and by `removeLayoutGuide(_:)`, so it never dangles.)
    public internal(set) unowned(unsafe) var owningView: UIView?
    /// A name for debugging (UIKit's own guides use `UIViewLayoutMarginsGuide`, …).
    open var identifier: String = ""

    /// A guide not yet added to a view.
    public init() {}

    /// The guide's rectangle in the owning view's coordinates, from the last solve (zero before).
    open var layoutFrame: CGRect {
        guard let owner = owningView, let engine = owner.rootView.engine, let r = engine.alignmentRect(of: self)
        else { return .zero }
        return r
    }

    /// This guide's variables in its tree's engine.
    @exclusivity(unchecked) final var engineSlot: EngineSlot?
    @exclusivity(unchecked) private var storedItemReference: ItemReference?
    /// The reference anchors and the engine hold to this guide.
    final var itemReference: ItemReference {
        if let r = storedItemReference { return r }
        let r = GuideReference(layoutItem: self)
        storedItemReference = r
        return r
    }

    deinit { storedItemReference?.clear() }
    var hostView: UIView? { owningView }
    var coordinateParent: UIView? { owningView }
    var effectiveMarginsForLowering: UIEdgeInsets { .zero }
    var layoutDebugName: String { LayoutDescriptions.itemName(self) }

    /// `<UILayoutGuide: 0x… - "identifier", layoutFrame = {{x, y}, {w, h}}>` (made in `Diagnostics/Descriptions.swift`).
    open var description: String { LayoutDescriptions.guide(self) }

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
}

extension UIView {
    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { storedGuides }

    /// Adds a guide; it takes part in layout from now on, in this view's coordinates.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        storedGuides.append(guide)
        rootView.engine?.register(guide)
    }

    /// Removes a guide and the constraints that involve it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, let i = storedGuides.firstIndex(where: { $0 === guide }) else { return }
        var involved: [NSLayoutConstraint] = []
        var a: UIView? = self
        while let holder = a {
            for c in holder.storedConstraints where c.allItems.contains(where: { $0 === guide }) { involved.append(c) }
            a = holder.storedSuperview
        }
        NSLayoutConstraint.deactivate(involved)
        storedGuides.remove(at: i)
        rootView.engine?.unregister(guide)
        guide.owningView = nil
    }
}
