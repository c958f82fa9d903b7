import Foundation
import Synchronization

/// A relation between two attributes of layout items that the layout engine keeps:
/// `firstItem.firstAttribute (==|<=|>=) multiplier × secondItem.secondAttribute + constant`.
///
/// Constraints start inactive. Activate them with `isActive = true` or `NSLayoutConstraint.activate(_:)`,
/// which installs each on the nearest common ancestor of its items. Changing `constant` of an active
/// constraint updates the solver in place for that one constraint.
///
/// Invalid constraints (a location equal to a constant, a size related to a location, leading mixed with
/// left, …) are not thrown at you: UIKit's exception text is logged through `LayoutDiagnostics`, kept in
/// `validationError`, and the constraint refuses to activate, so the rest of the layout stands.
open class NSLayoutConstraint: CustomStringConvertible {
    /// The first side (see `ConstraintSide`: a constraint keeps no anchor objects; a side is a word and a byte).
    let firstAnchorStorage: ConstraintSide
    /// The relation between the two sides.
    public let relation: Relation
    /// What made the constraint, for diagnostics.
    @exclusivity(unchecked) var origin: Origin = .user
    /// `identifier` when it is one of the names UIKit gives the constraints it makes, by its place in
    /// `systemIdentifiers` plus one (0: none). A stack view names every constraint it makes, several a view, and an
    /// `Extras` made for the name alone cost 96 bytes a constraint; this byte sits in the first side's padding.
    @exclusivity(unchecked) private var systemIdentifierCode: UInt8 = 0
    /// The priority's bits, or a content-size constraint's second row (which has no priority of its own, see
    /// `NSContentSizeLayoutConstraint.engineSecondRow`): one word for either keeps both kinds in 72 bytes.
    @exclusivity(unchecked) final var priorityWord: UInt32 = UILayoutPriority.required.rawValue.bitPattern
    /// The priority as set.
    var storedPriority: UILayoutPriority {
        @inline(__always) get { UILayoutPriority(rawValue: Float(bitPattern: priorityWord)) }
        @inline(__always) set { priorityWord = newValue.rawValue.bitPattern }
    }
    /// The second side, nil for a constant-only size constraint. The one-byte fields and the priority sit between
    /// the two sides, in the first's padding, and the activation number in the second's: with the multiplier in
    /// `Extras` and the engine's row sharing a word with them (`tail`), a constraint is 72 bytes (80 with the
    /// allocator's header), not 136.
    let secondAnchorStorage: ConstraintSide?
    /// A byte of the second side's padding that a subclass keeps its own bits in (an autoresizing constraint: its
    /// mask and whether it places or sizes); 0 otherwise.
    @exclusivity(unchecked) final var subclassBits: UInt8 = 0
    /// `sequence` in 48 bits, kept in the padding after `secondAnchorStorage` (a word of its own made the
    /// constraint 96 bytes, which the allocator rounds to 112).
    @exclusivity(unchecked) private var sequenceHigh: UInt16 = 0
    @exclusivity(unchecked) private var sequenceLow: UInt32 = 0
    /// Order of activation, for deterministic rebuilding and for choosing which constraint to break (48 bits:
    /// `nextSequence` stays below 2^48, several years of activations at millions a second).
    var sequence: Int {
        @inline(__always) get { Int(sequenceHigh) << 32 | Int(sequenceLow) }
        @inline(__always) set {
            sequenceHigh = UInt16(truncatingIfNeeded: newValue >> 32)
            sequenceLow = UInt32(truncatingIfNeeded: newValue)
        }
    }
    /// The factor applied to the second attribute: 1 unless the constraint was made with another, which is kept in
    /// `Extras` (most constraints relate edges and sizes one to one, and a word of its own for the factor made every
    /// constraint 88 bytes, 96 with the allocator's header, instead of 72 and 80).
    open var multiplier: CGFloat {
        if case .extras(let extras) = tail { return extras.multiplier }
        return 1
    }
    @exclusivity(unchecked) var storedConstant: CGFloat
    /// The view that holds (has installed) the constraint; nil while inactive. Not weak (see `ItemReference`):
    /// the holder clears it when it removes the constraint or dies, and the engine when it drops its autoresizing
    /// constraints.
    var container: UIView? {
        get { containerAddress?.takeUnretainedValue() }
        set { containerAddress = newValue.map(Unmanaged.passUnretained) }
    }
    /// `container`, kept unmanaged so that asking whether or by whom the constraint is held compares addresses:
    /// an `unowned(unsafe)` holder was retained and released again to be compared, a pair for each constraint at
    /// each of the five tests one activation makes.
    @exclusivity(unchecked) private var containerAddress: Unmanaged<UIView>?
    /// Whether a view holds the constraint (it is active).
    var isHeld: Bool { containerAddress != nil }
    /// Whether `view` holds the constraint.
    func isHeld(by view: UIView) -> Bool { containerAddress?.toOpaque() == Unmanaged.passUnretained(view).toOpaque() }
    /// The slot of its first row in its tree's engine's solver while installed there, or `LayoutEngine.noRows` when
    /// it has none; the engine is the one whose solver holds the row for it (see `LayoutEngine.rows(of:)`), so no
    /// engine is named.
    var engineFirstRow: Int32? {
        @inline(__always) get {
            switch tail {
            case .row(let row): row
            case .extras(let extras): extras.engineFirstRow
            case .none: nil
            }
        }
        set {
            if case .extras(let extras) = tail {
                extras.engineFirstRow = newValue
            } else {
                tail = newValue.map(Tail.row) ?? .none
            }
        }
    }
    /// Its second row's slot there: only a content-size constraint has one (`NSContentSizeLayoutConstraint` keeps it).
    var engineSecondRow: Int32? {
        get { nil }
        set { precondition(newValue == nil, "only a content-size constraint lowers to two rows") }
    }
    /// The engine's first row or, once the constraint has any, its `Extras` (which then keep the row): one word for
    /// both, so that a plain constraint is 72 bytes.
    @exclusivity(unchecked) private var tail: Tail = .none

    /// What `tail` holds (see there).
    private enum Tail {
        case none
        case row(Int32)
        case extras(Extras)
    }

    /// What few constraints set (a multiplier other than 1, an identifier, a validation error, a system-spacing
    /// multiplier, the archiving flag), made on first change: a plain constraint is about 60 bytes smaller, and a
    /// screen holds several a view.
    private var extras: Extras? {
        if case .extras(let extras) = tail { return extras }
        return nil
    }

    /// The rarely set fields (see `extras`), and the engine's first row once they exist.
    private final class Extras {
        var multiplier: CGFloat = 1
        var engineFirstRow: Int32?
        var systemSpacingMultiplier: CGFloat?
        var validationError: LayoutException?
        var identifier: String?
        var shouldBeArchived = false
    }

    private var ensuredExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        made.engineFirstRow = engineFirstRow
        tail = .extras(made)
        return made
    }

    /// When made with a system-spacing anchor method: the multiplier of the standard space (descriptions
    /// print such constants as `NSSpace(8)`); nil otherwise.
    public internal(set) var systemSpacingMultiplier: CGFloat? {
        get { extras?.systemSpacingMultiplier }
        set { if newValue != nil || extras != nil { ensuredExtras.systemSpacingMultiplier = newValue } }
    }

    /// Who made a constraint.
    enum Origin {
        /// Application code.
        case user
        /// Generated by the engine from an autoresizing mask.
        case autoresizing
        /// Generated from an intrinsic content size.
        case contentSize
        /// Pins a layout guide made by UIKit (margins, safe area, readable content).
        case systemGuide
    }

    /// Why the constraint is invalid (UIKit's exception), or nil when it is valid.
    public internal(set) var validationError: LayoutException? {
        get { extras?.validationError }
        set { if newValue != nil || extras != nil { ensuredExtras.validationError = newValue } }
    }

    /// A name for debugging, printed in descriptions and logs.
    open var identifier: String? {
        get {
            systemIdentifierCode != 0
                ? NSLayoutConstraint.systemIdentifiers[Int(systemIdentifierCode) - 1] : extras?.identifier
        }
        set {
            if let newValue, extras?.identifier == nil, let code = NSLayoutConstraint.systemIdentifierCodes[newValue] {
                systemIdentifierCode = code
                return
            }
            systemIdentifierCode = 0
            if newValue != nil || extras != nil { ensuredExtras.identifier = newValue }
        }
    }

    /// The names UIKit gives the constraints it makes that a constraint keeps as a number (`systemIdentifierCode`).
    private static let systemIdentifiers = [
        "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-spanning-boundary", "UISV-spanning-fit",
        "UISV-ambiguity-suppression", "UISV-canvas-fit", "UISV-spacing-hidden", "UISV-hiding", "UISV-fill-equally",
        "UISV-fill-proportionally", "UISV-distributing-edge", "UISV-distributing", "UISV-text-width-disambiguation",
        "UIView-leftMargin-guide-constraint", "UIView-rightMargin-guide-constraint",
        "UIView-topMargin-guide-constraint", "UIView-bottomMargin-guide-constraint", "UIViewSafeAreaLayoutGuide-left",
        "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-bottom",
        "fittingSizeHTarget", "fittingSizeVTarget",
    ]

    /// The number of each name in `systemIdentifiers` (its place plus one).
    private static let systemIdentifierCodes = Dictionary(
        uniqueKeysWithValues: systemIdentifiers.enumerated().map { ($1, UInt8($0 + 1)) })

    /// Whether an archiver would keep the constraint (kept for UIKit compatibility; no effect here).
    open var shouldBeArchived: Bool {
        get { extras?.shouldBeArchived ?? false }
        set { if newValue || extras != nil { ensuredExtras.shouldBeArchived = newValue } }
    }

    // MARK: Making constraints

    /// UIKit's item/attribute form: `view1.attr1 (relation) multiplier × view2.attr2 + c`.
    /// Items are `UIView`s or `UILayoutGuide`s; `view2` is nil (and `attr2` `.notAnAttribute`) for a
    /// constant-only size constraint. With no second item the multiplier is ignored.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = ConstraintSide(item: view1 as AnyObject, attribute: attr1)
        var second: ConstraintSide?
        if let view2 {
            // With no attribute, the second item is kept so that validation can name it.
            second = ConstraintSide(item: view2 as AnyObject, attribute: attr2)
        }
        self.init(first: first, relation: relation, second: second, multiplier: multiplier, constant: c)
        validateItemForm(item: view1 as AnyObject, secondItem: view2.map { $0 as AnyObject }, attr2: attr2)
    }

    /// The designated initializer behind both the item form and the anchors.
    init(
        first: ConstraintSide, relation: Relation, second: ConstraintSide?, multiplier: CGFloat, constant: CGFloat,
        origin: Origin = .user
    ) {
        firstAnchorStorage = first
        secondAnchorStorage = second
        self.relation = relation
        self.storedConstant = constant
        self.origin = origin
        if multiplier != 1 { ensuredExtras.multiplier = multiplier }
        if origin == .user { validateCommon() }
    }

    // MARK: Properties

    /// The first item (a `UIView` or `UILayoutGuide`).
    open var firstItem: AnyObject? { firstAnchorStorage.representativeItem }
    /// The attribute of the first item.
    open var firstAttribute: Attribute { firstAnchorStorage.attribute }
    /// The second item, or nil for a constant-only constraint.
    open var secondItem: AnyObject? {
        guard let s = secondAnchorStorage, s.attribute != .notAnAttribute || s.isComposite else { return nil }
        return s.representativeItem
    }
    /// The attribute of the second item (`.notAnAttribute` when there is none).
    open var secondAttribute: Attribute { secondAnchorStorage?.attribute ?? .notAnAttribute }
    /// The first side as an anchor.
    open var firstAnchor: AnyLayoutAnchor { firstAnchorStorage.anchor }
    /// The second side as an anchor, if any.
    open var secondAnchor: AnyLayoutAnchor? { secondItem == nil ? nil : secondAnchorStorage?.anchor }

    /// The constant added to the second side. Changing it on an active constraint re-solves incrementally.
    /// A NaN or infinite value is refused with UIKit's message and the old value kept.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                LayoutDiagnostics.raise(
                    LayoutException(
                        name: "NSInternalInconsistencyException",
                        reason:
                            "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(fmt(newValue)) firstAnchor:\(firstAnchorStorage.description) secondAnchor:\(secondAnchor?.description ?? "(null)")"
                    ))
                return
            }
            let value = NSLayoutConstraint.clamped(newValue)
            guard value != storedConstant else { return }
            storedConstant = value
            container?.rootView.engine?.update(self)
        }
    }

    /// The priority, 1…1000. Moving an active constraint across required (1000 ↔ below) is refused with
    /// UIKit's message; other changes re-solve at once.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue.rawValue > 0, newValue.rawValue <= 1000, newValue.rawValue.isFinite else {
                LayoutDiagnostics.raise(
                    LayoutException(
                        name: "NSInternalInconsistencyException",
                        reason:
                            "It's illegal to set priority:\(String(format: "%g", Double(newValue.rawValue))).  Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."
                    ))
                return
            }
            guard newValue != storedPriority else { return }
            if container != nil, (newValue == .required) != (storedPriority == .required) {
                LayoutDiagnostics.raise(
                    LayoutException(
                        name: "NSInternalInconsistencyException",
                        reason:
                            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(String(format: "%g", Double(newValue.rawValue))) and the existing priority was \(String(format: "%g", Double(storedPriority.rawValue)))."
                    ))
                return
            }
            storedPriority = newValue
            container?.rootView.engine?.update(self)
        }
    }

    /// Whether the constraint is installed. Setting true installs it on the nearest common ancestor of its
    /// items; setting false removes it.
    open var isActive: Bool {
        get { isHeld }
        set {
            if newValue { activateOne() } else { container?.removeConstraint(self) }
        }
    }

    /// Activates each constraint (UIKit's batch form). In a tree already laid out, the batch reaches the engine
    /// once all are held, in the order a view-by-view build would add them (see `LayoutEngine.installBatch`), so
    /// its cost does not depend on the order of the array.
    ///
    /// A large array whose order is far from the order its constraint objects lie in memory (constraints made view
    /// by view, then activated shuffled) is visited in memory order, which is the order of the views they reach:
    /// otherwise every step lands in a different part of the tree (a shuffled 100,000-view card list: 1.35 → 1.17 s
    /// to build and lay out, as against 1.0–1.1 s in order). Everything observable still follows the array: activation
    /// numbers, the order of each view's `constraints`, and messages (a batch holding a constraint that cannot be
    /// activated — already active, invalid, mixing axes, without a common ancestor — is activated one by one, in
    /// order).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        var batches: [(engine: LayoutEngine, constraints: [NSLayoutConstraint])] = []
        func batch(_ c: NSLayoutConstraint, heldBy holder: UIView) {
            guard let engine = holder.rootView.engine else { return }
            if let i = batches.firstIndex(where: { $0.engine === engine }) {
                batches[i].constraints.append(c)
            } else {
                batches.append((engine, [c]))
            }
        }
        if let order = memoryOrderIfScattered(constraints), let holders = holdersIfAllActivate(constraints, in: order) {
            let first = nextSequence(reserving: constraints.count)
            var touched: [UIView] = []
            for (k, i) in order.enumerated() {
                let c = constraints[i]
                if c.isHeld { continue }  // listed twice
                let holder = holders[k].takeUnretainedValue()
                if holder.storedConstraints.last.map({ $0.sequence < first }) ?? true { touched.append(holder) }
                holder.addConstraint(c, itemsAreDescendants: true, installing: false, sequence: first + i)
                batch(c, heldBy: holder)
            }
            for view in touched { view.putBatchInActivationOrder(from: first, count: constraints.count) }
        } else {
            for c in constraints {
                if let holder = c.activateOne(installing: false) { batch(c, heldBy: holder) }
            }
        }
        for batch in batches { batch.engine.installBatch(batch.constraints) }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// Throws `validationError` if the constraint is invalid; for callers that want a Swift error.
    public func checkValid() throws(LayoutException) {
        if let validationError { throw validationError }
    }

    // MARK: Activation

    /// Installs the constraint on the nearest common ancestor of its items and returns that holder (nil when it was
    /// already active or cannot be activated). `installing: false` leaves adding it to the engine to the caller.
    @discardableResult func activateOne(installing: Bool = true) -> UIView? {
        guard !isHeld else { return nil }
        guard validationError == nil else {
            LayoutDiagnostics.log("Refusing to activate an invalid constraint: \(validationError!.reason)")
            return nil
        }
        guard let holder = commonAncestor() else { return nil }
        holder.addConstraint(self, itemsAreDescendants: true, installing: installing)
        return isHeld(by: holder) ? holder : nil
    }

    /// Calls `body` with the view standing for each item (nil for a dead item or an unowned guide).
    func forEachHostView(_ body: (UIView?) -> Void) {
        firstAnchorStorage.forEachHostView(body)
        secondAnchorStorage?.forEachHostView(body)
    }

    /// The nearest common ancestor of the items' views, or nil (with UIKit's message logged, unless `quietly`).
    func commonAncestor(quietly: Bool = false) -> UIView? {
        var result: UIView?
        var found = true
        forEachHostView { view in
            guard found else { return }
            guard let view else {
                found = false
                return
            }
            if let current = result {
                result = UIView.nearestCommonAncestor(current, view)
                found = result != nil
            } else {
                result = view
            }
        }
        guard found else {
            if !quietly { LayoutDiagnostics.raise(noCommonAncestorException()) }
            return nil
        }
        return result
    }

    func noCommonAncestorException() -> LayoutException {
        LayoutException(
            name: "NSGenericException",
            reason:
                "Unable to activate constraint with anchors \(firstAnchorStorage.description) and \(secondAnchorStorage?.description ?? "(null)") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        )
    }

    /// Whether the constraint mentions an item in the subtree of `view`.
    func refersToSubtree(of view: UIView) -> Bool {
        var refers = false
        forEachHostView { h in
            if !refers, let h, h.isDescendant(of: view) { refers = true }
        }
        return refers
    }

    /// All items the constraint mentions.
    var allItems: [LayoutItem] {
        firstAnchorStorage.layoutItems + (secondAnchorStorage?.layoutItems ?? [])
    }

    // MARK: Validation

    func validateCommon() {
        let a1 = firstAnchorStorage.attribute
        let multiplier = self.multiplier
        // Described only for a message: formatting both items for every valid constraint was two thirds of
        // building a large tree.
        var itemText: String { firstAnchorStorage.representativeItem.map { String(describing: $0) } ?? "(null)" }
        if firstAnchorStorage.representativeItem == nil, !firstAnchorStorage.isComposite {
            fail("NSInternalInconsistencyException", "First item cannot be set to a nil value")
            return
        }
        guard multiplier.isFinite else {
            fail("NSInternalInconsistencyException", "Multiplier is not finite!  That's illegal.  multiplier:\(fmt(multiplier))")
            return
        }
        guard storedConstant.isFinite else {
            fail(
                "NSInternalInconsistencyException",
                "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(fmt(storedConstant)) firstAnchor:\(firstAnchorStorage.description) secondAnchor:\(secondAnchorStorage?.description ?? "(null)")"
            )
            return
        }
        storedConstant = NSLayoutConstraint.clamped(storedConstant)
        guard a1 != .notAnAttribute || firstAnchorStorage.isComposite else {
            fail("NSInvalidArgumentException", "NSLayoutConstraint for \(itemText): Invalid pairing of layout attributes")
            return
        }
        let firstIsSize = firstAnchorStorage.isSizeLike
        let second = secondAnchorStorage
        if !firstIsSize, second == nil || second?.attribute == .notAnAttribute && second?.isComposite == false || multiplier == 0 {
            fail(
                "NSInvalidArgumentException",
                "NSLayoutConstraint for \(itemText): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            )
            return
        }
        guard let second else { return }
        if second.attribute == .notAnAttribute, !second.isComposite {
            fail("NSInvalidArgumentException", "NSLayoutConstraint for \(itemText): Invalid pairing of layout attributes")
            return
        }
        if firstIsSize != second.isSizeLike {
            fail("NSInvalidArgumentException", "NSLayoutConstraint for \(itemText): Invalid pairing of layout attributes")
            return
        }
        let a2 = second.attribute
        if (a1.isDirectional && a2.isAbsoluteHorizontalEdge) || (a1.isAbsoluteHorizontalEdge && a2.isDirectional) {
            fail(
                "NSInvalidArgumentException",
                "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
            )
            return
        }
    }

    func validateItemForm(item: AnyObject, secondItem: AnyObject?, attr2: Attribute) {
        guard validationError == nil else { return }
        if !(item is LayoutItem) {
            fail("NSInvalidArgumentException", "NSLayoutConstraint for \(item): the item is neither a UIView nor a UILayoutGuide")
        } else if let secondItem, !(secondItem is LayoutItem) {
            fail(
                "NSInvalidArgumentException",
                "NSLayoutConstraint for \(secondItem): the second item is neither a UIView nor a UILayoutGuide")
        }
    }

    /// Whether the two sides are locations on different axes (only possible through the item form).
    var mixesAxes: Bool {
        guard let s = secondAnchorStorage, !firstAnchorStorage.isSizeLike, !s.isSizeLike,
            let ax1 = firstAnchorStorage.attribute.axis, let ax2 = s.attribute.axis
        else { return false }
        return ax1 != ax2
    }

    func fail(_ name: String, _ reason: String) {
        let e = LayoutException(name: name, reason: reason)
        validationError = e
        LayoutDiagnostics.raise(e)
    }
}

/// A constraint UIKit makes from a view's autoresizing mask (`translatesAutoresizingMaskIntoConstraints`).
/// It relates the view's frame (not alignment rect) to its superview's width or height.
///
/// It keeps its mask and whether it places or sizes in `subclassBits`, and a superview factor other than 0 or 1
/// as its multiplier in `Extras` (a factor of 0 leaves it without a second side): 72 bytes like a plain
/// constraint (80 with the allocator's header), where the notation string, the flag and the factor of its own
/// made it 104 (112).
public final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    /// The bit of `subclassBits` set for a position constraint; the low six bits are the mask's.
    private static let positionBit: UInt8 = 0x40

    /// The `h=…` / `v=…` notation of the mask this constraint came from, e.g. `h=--& v=--&`.
    public var maskNotation: String {
        func notation(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> String {
            let mask = subclassBits
            return AutoresizingTranslator.notation(mask & a != 0, mask & b != 0, mask & c != 0)
        }
        return "h=\(notation(1, 2, 4)) v=\(notation(8, 16, 32))"
    }
    /// Whether this constrains the position (`minX`/`minY`) rather than the size.
    public var isPosition: Bool { subclassBits & Self.positionBit != 0 }
    /// The multiplier of the superview's width/height (0 when fixed).
    var superviewFactor: CGFloat { secondAnchorStorage == nil ? 0 : super.multiplier }

    /// The private attribute UIKit prints for this constraint: `minX`, `width`, `minY` or `height`.
    public var autoresizingAttributeName: String {
        switch (firstAttribute.axis == .horizontal, isPosition) {
        case (true, true): "minX"
        case (true, false): "width"
        case (false, true): "minY"
        case (false, false): "height"
        }
    }

    init(
        view: UIView, attribute: Attribute, superview: UIView, superviewFactor: CGFloat, constant: CGFloat,
        isPosition: Bool, mask: UIView.AutoresizingMask
    ) {
        let axisSize: Attribute = attribute.axis == .horizontal ? .width : .height
        super.init(
            first: ConstraintSide(item: view, attribute: attribute), relation: .equal,
            second: superviewFactor == 0 ? nil : ConstraintSide(item: superview, attribute: axisSize),
            multiplier: superviewFactor == 0 ? 1 : superviewFactor, constant: constant, origin: .autoresizing)
        subclassBits = UInt8(truncatingIfNeeded: mask.rawValue & 0x3F) | (isPosition ? Self.positionBit : 0)
    }

    /// `superviewFactor`: 0 without a second side, else the multiplier kept as any constraint's.
    public override var multiplier: CGFloat { superviewFactor }
}

/// The constraint UIKit makes from one axis of a view's intrinsic content size: it holds both the
/// hugging inequality (`size <= intrinsic` at the hugging priority) and the compression-resistance
/// inequality (`size >= intrinsic` at the compression-resistance priority).
public final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    /// The content-hugging priority used for `size <= intrinsic`: its view's, read from the view.
    public var huggingPriority: UILayoutPriority {
        (firstItem as? UIView)?.contentHuggingPriority(for: sizeAxis) ?? .defaultLow
    }
    /// The compression-resistance priority used for `size >= intrinsic`: its view's, read from the view.
    public var compressionResistancePriority: UILayoutPriority {
        (firstItem as? UIView)?.contentCompressionResistancePriority(for: sizeAxis) ?? .defaultHigh
    }
    /// The axis of the view's intrinsic size it stands for.
    private var sizeAxis: NSLayoutConstraint.Axis { firstAttribute == .width ? .horizontal : .vertical }

    /// Required: its two rows take its view's hugging and compression priorities, and it has none of its own to set
    /// (setting one changes nothing).
    public override var priority: UILayoutPriority {
        get { .required }
        set {}
    }

    /// Its second row's slot (the compression resistance), kept in the word of the base class's priority, which it
    /// does not use: with its priorities read from its view, the constraint is 72 bytes, as a plain one (it was 88,
    /// and a label or an image has two).
    override var engineSecondRow: Int32? {
        get { priorityWord == Self.noSecondRow ? nil : Int32(bitPattern: priorityWord) }
        set { priorityWord = newValue.map { UInt32(bitPattern: $0) } ?? Self.noSecondRow }
    }
    private static let noSecondRow = UInt32.max

    init(view: UIView, axis: NSLayoutConstraint.Axis, size: CGFloat) {
        super.init(
            first: ConstraintSide(item: view, attribute: axis == .horizontal ? .width : .height),
            relation: .equal, second: nil, multiplier: 1, constant: size, origin: .contentSize)
        priorityWord = Self.noSecondRow
    }
}

extension UIView {
    /// The nearest view that both are in (either may be it), or nil when they are in different trees. The pairs
    /// constraints mostly join (a view and its superview, two siblings) are answered from their superviews; others
    /// measure both depths and climb together.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        let sa = a.storedSuperview
        let sb = b.storedSuperview
        if sa === b { return b }
        if sb === a { return a }
        if let sa, sa === sb { return sa }
        // Bring both to the same depth, then climb together: no sets, nothing allocated.
        func depth(_ v: UIView) -> Int {
            var d = 0
            var x = v.storedSuperview
            while let s = x {
                d += 1
                x = s.storedSuperview
            }
            return d
        }
        var x = a
        var y = b
        var dx = depth(a)
        var dy = depth(b)
        while dx > dy, let s = x.storedSuperview {
            x = s
            dx -= 1
        }
        while dy > dx, let s = y.storedSuperview {
            y = s
            dy -= 1
        }
        while x !== y {
            guard let sx = x.storedSuperview, let sy = y.storedSuperview else { return nil }
            x = sx
            y = sy
        }
        return x
    }

    /// The constraints this view holds (installed on it), including its content-size constraints and, once
    /// the engine has made them, the autoresizing constraints of its subviews (spec: unconfirmed, adopted).
    public var constraints: [NSLayoutConstraint] {
        guard let engine = rootView.engine else { return heldConstraints }
        return heldConstraints + storedSubviews.flatMap { engine.autoresizingConstraints(for: $0) }
    }

    /// Installs `constraint` on this view. Every item must be this view or a descendant (or a guide owned
    /// by one); otherwise UIKit's "not prepared" message is logged and nothing is installed.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        addConstraint(constraint, itemsAreDescendants: false)
    }

    /// `addConstraint(_:)`; activation passes `itemsAreDescendants` when this view is the items' common
    /// ancestor, which it has just found, so they are not walked up again; a batch passes the activation number
    /// (`sequence`) it reserved for the constraint.
    func addConstraint(
        _ constraint: NSLayoutConstraint, itemsAreDescendants: Bool, installing: Bool = true, sequence: Int? = nil
    ) {
        if constraint.isHeld(by: self) { return }
        if let e = constraint.validationError {
            LayoutDiagnostics.log("Refusing to install an invalid constraint: \(e.reason)")
            return
        }
        var prepared = true
        if !itemsAreDescendants {
            constraint.forEachHostView { v in
                if prepared, !(v?.isDescendant(of: self) ?? false) { prepared = false }
            }
        }
        guard prepared else {
            LayoutDiagnostics.log(
                "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug."
            )
            return
        }
        if constraint.mixesAxes {
            constraint.container = self  // so that the description says (active), as UIKit's does
            LayoutDiagnostics.raise(
                LayoutException(
                    name: "NSInvalidLayoutConstraintException",
                    reason: "Constraint improperly relates anchors of incompatible types: \(constraint)"))
            constraint.container = nil
            return
        }
        if constraint.isHeld { constraint.container?.removeConstraint(constraint) }
        constraint.container = self
        constraint.sequence = sequence ?? NSLayoutConstraint.nextSequence()
        if !isOwnContentSizeConstraint(constraint) { storedConstraints.append(constraint) }
        if installing { rootView.engine?.install(constraint) }
    }

    /// Installs each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Removes `constraint` if this view holds it (otherwise nothing happens).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.isHeld(by: self) else { return }
        if !isOwnContentSizeConstraint(constraint) {
            guard let i = storedConstraints.firstIndex(where: { $0 === constraint }) else { return }
            storedConstraints.remove(at: i)
        }
        rootView.engine?.uninstall(constraint)
        constraint.container = nil
    }

    /// Removes each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }
}

extension NSLayoutConstraint {
    /// The largest constant magnitude the engine takes; larger ones are clamped with UIKit's message, logged
    /// once. Spec: the limit is unconfirmed; one observation of a stack clamped at 2,777,777 is adopted.
    public static let constantLimit: CGFloat = 2_777_777

    /// Whether the clamping message has been logged (it is logged once per process).
    private static let clampLogged = Atomic<Bool>(false)

    static func clamped(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, abs(value) > constantLimit else { return value }
        if !clampLogged.exchange(true, ordering: .relaxed) {
            LayoutDiagnostics.log(
                "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  A smaller value will be substituted, but this problem should be fixed. Break on BOOL _NSLayoutConstraintNumberExceedsLimit(void) to debug.  This will be logged only once.  This may break in the future."
            )
        }
        return value < 0 ? -constantLimit : constantLimit
    }

    /// Activation numbers, shared by every tree: one atomic add, no lock, so trees on other threads do not wait.
    private static let sequenceCounter = Atomic<Int>(0)

    /// The next activation number (increasing across the process).
    static func nextSequence() -> Int {
        sequenceCounter.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// The first of `count` consecutive activation numbers taken at once.
    static func nextSequence(reserving count: Int) -> Int {
        sequenceCounter.wrappingAdd(count, ordering: .relaxed).newValue - count + 1
    }
}
