import Foundation

/// Collects the frames views had before an animation block changed them (first change per view wins).
final class FrameRecorder: @unchecked Sendable {
    private(set) var order: [UIView] = []
    private(set) var before: [ObjectIdentifier: CGRect] = [:]
    let outer: FrameRecorder?

    init(outer: FrameRecorder?) { self.outer = outer }

    func willChange(_ view: UIView, from old: CGRect) {
        outer?.willChange(view, from: old)
        let id = ObjectIdentifier(view)
        guard before[id] == nil else { return }
        before[id] = old
        order.append(view)
    }
}

/// A rectangle in a tree of views, laid out by Auto Layout the way UIKit lays out `UIView`.
///
/// A view has a `frame` in its superview's coordinates and `bounds` in its own. Constraints relate the
/// views' alignment rectangles; `layoutIfNeeded()` solves the whole tree (one solver per root view, the
/// root playing UIKit's window) and writes the frames. Views made in code translate their
/// `autoresizingMask` into constraints until `translatesAutoresizingMaskIntoConstraints` is set to false.
open class UIView: UIResponder, LayoutItem, CustomStringConvertible, UITraitEnvironment {
    // MARK: Storage
    //
    // The tree's fields (and its constraints' and engine's, marked the same way) skip the runtime's exclusivity
    // check, which cost 6 % of a first layout's instructions: a tree is confined to one thread, and no access to
    // one of these fields spans a call that could reach the same field (the debug test suite ran with the check on
    // before they were marked).

    @exclusivity(unchecked) var storedFrame: CGRect
    /// Not weak (see `ItemReference`): set only while this view is among the superview's subviews, and cleared
    /// when it leaves them or the superview dies.
    @exclusivity(unchecked) unowned(unsafe) var storedSuperview: UIView?
    @exclusivity(unchecked) var storedSubviews: [UIView] = []
    @exclusivity(unchecked) var storedConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var storedGuides: [UILayoutGuide] = []
    /// The engine of the tree whose root this view is (nil until built, and for non-root views): kept in `Extras`,
    /// which only roots need for it.
    var engine: LayoutEngine? {
        @inline(__always) get { extras?.engine }
        set { if newValue != nil || extras != nil { ensuredExtras.engine = newValue } }
    }
    /// This view's variables in its tree's engine (`storedEngineSlot`, whose engine serial 0 means none).
    final var engineSlot: EngineSlot? {
        @inline(__always) get { storedEngineSlot.engine == 0 ? nil : storedEngineSlot }
        @inline(__always) set { storedEngineSlot = newValue ?? .none }
    }
    /// `engineSlot` in 24 bytes, without an optional's odd byte.
    @exclusivity(unchecked) private var storedEngineSlot = EngineSlot.none
    // The one-byte fields together, after the engine slot, eight of the yes/no ones in `flagBits`: a view is 200
    // bytes (208 with the allocator's header); scattered among the words they cost 96 more in padding, and with the
    // engine in the view and a byte each they made 216 (224).
    /// Eight yes/no fields in one byte (see `Flag`).
    @exclusivity(unchecked) private var flagBits: UInt8 = Flag.layoutsAllSubviews | Flag.tamic | Flag.insetsFromSafeArea
    /// The bits of `flagBits`.
    private enum Flag {
        static let isListedForLayout: UInt8 = 1 << 0
        static let layoutsAllSubviews: UInt8 = 1 << 1
        static let descendantNeedsLayout: UInt8 = 1 << 2
        static let descendantNeedsUpdate: UInt8 = 1 << 3
        static let tamic: UInt8 = 1 << 4
        static let preservesSuperviewMargins: UInt8 = 1 << 5
        static let insetsFromSafeArea: UInt8 = 1 << 6
        static let clipsToBounds: UInt8 = 1 << 7
    }
    @inline(__always) private func flag(_ bit: UInt8) -> Bool { flagBits & bit != 0 }
    @inline(__always) private func setFlag(_ bit: UInt8, _ on: Bool) {
        flagBits = on ? flagBits | bit : flagBits & ~bit
    }
    @exclusivity(unchecked) var needsLayoutFlag = true {
        didSet {
            guard needsLayoutFlag else { return }
            layoutsAllSubviews = true
            storedSuperview?.noteChildNeedsLayout(self)
        }
    }
    /// Whether this view is listed in its superview's `childrenNeedingLayout`.
    var isListedForLayout: Bool {
        @inline(__always) get { flag(Flag.isListedForLayout) }
        @inline(__always) set { setFlag(Flag.isListedForLayout, newValue) }
    }
    /// Whether the next `layoutSubviews()` sets every subview's frame (the view was asked to lay out, or its
    /// size changed), or only those of `movedSubviews` (the solver moved only them).
    var layoutsAllSubviews: Bool {
        @inline(__always) get { flag(Flag.layoutsAllSubviews) }
        @inline(__always) set { setFlag(Flag.layoutsAllSubviews, newValue) }
    }
    @exclusivity(unchecked) var needsUpdateConstraintsFlag = true {
        didSet { if needsUpdateConstraintsFlag { storedSuperview?.noteDescendantNeedsUpdate() } }
    }
    /// Some descendant needs layout (kept true on every ancestor of a flagged view, so passes skip clean subtrees).
    var descendantNeedsLayout: Bool {
        @inline(__always) get { flag(Flag.descendantNeedsLayout) }
        @inline(__always) set { setFlag(Flag.descendantNeedsLayout, newValue) }
    }
    /// Some descendant needs the update pass (`updateConstraints()` or a new intrinsic size).
    var descendantNeedsUpdate: Bool {
        @inline(__always) get { flag(Flag.descendantNeedsUpdate) }
        @inline(__always) set { setFlag(Flag.descendantNeedsUpdate, newValue) }
    }
    /// `translatesAutoresizingMaskIntoConstraints` as set.
    var storedTAMIC: Bool {
        @inline(__always) get { flag(Flag.tamic) }
        @inline(__always) set { setFlag(Flag.tamic, newValue) }
    }
    @exclusivity(unchecked) var storedSemantic: UISemanticContentAttribute = .unspecified
    /// `preservesSuperviewLayoutMargins` as set.
    var storedPreservesSuperviewMargins: Bool {
        @inline(__always) get { flag(Flag.preservesSuperviewMargins) }
        @inline(__always) set { setFlag(Flag.preservesSuperviewMargins, newValue) }
    }
    /// `insetsLayoutMarginsFromSafeArea` as set.
    var storedInsetsMarginsFromSafeArea: Bool {
        @inline(__always) get { flag(Flag.insetsFromSafeArea) }
        @inline(__always) set { setFlag(Flag.insetsFromSafeArea, newValue) }
    }
    @exclusivity(unchecked) var intrinsicSizeDirty = true {
        didSet { if intrinsicSizeDirty { storedSuperview?.noteDescendantNeedsUpdate() } }
    }
    /// Whether the view is hidden. Hidden views still take part in layout, as in UIKit. A change is
    /// reported to the superview's `subviewDidChangeHidden(_:)` (our stand-in for UIKit's key-value observing).
    open var isHidden = false {
        didSet { if oldValue != isHidden { storedSuperview?.subviewDidChangeHidden(self) } }
    }
    /// Whether subviews are clipped to the bounds (kept for UIKit compatibility; layout ignores it).
    open var clipsToBounds: Bool {
        get { flag(Flag.clipsToBounds) }
        set { setFlag(Flag.clipsToBounds, newValue) }
    }
    /// Whether the view receives touches (`hitTest(_:with:)` passes over it and its subviews when off; layout
    /// ignores it).
    open var isUserInteractionEnabled = true
    /// `storedMask`'s bits.
    @exclusivity(unchecked) private var storedMaskBits: UInt8 = 0

    /// Whether `point` (in this view's coordinates) is inside the view: within its bounds, as UIKit's default.
    /// Override to widen or narrow the area that takes touches.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant (or this view) that contains `point` (in this view's
    /// coordinates), as UIKit's: a hidden view, one with user interaction off or with alpha below 0.01 takes no
    /// touch, nor do its subviews; subviews are asked front first, each in its own coordinates; a point
    /// outside a view reaches none of its subviews, even those drawn outside it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    @exclusivity(unchecked) private var storedItemReference: ItemReference?
    /// The reference anchors and the engine hold to this view.
    final var itemReference: ItemReference {
        if let r = storedItemReference { return r }
        let r = ViewReference(layoutItem: self)
        storedItemReference = r
        return r
    }
    /// Children that need layout or hold a view that does, in the order they asked: the layout pass enters
    /// only these, so a change that moves one view of many siblings does not visit them all.
    @exclusivity(unchecked) var childrenNeedingLayout: [UIView] = []
    /// Subviews whose solved frames changed since the last layout of this view, when that is all that changed.
    @exclusivity(unchecked) var movedSubviews: [UIView] = []

    /// The solver moved `subview`: this view lays out again, setting only the frames that moved unless
    /// something else asked for a full layout. A relayout after one change then costs what moved, not the
    /// number of siblings.
    func noteMovedSubview(_ subview: UIView) {
        let onlyMoves = needsLayoutFlag ? !layoutsAllSubviews : true
        needsLayoutFlag = true
        layoutsAllSubviews = !onlyMoves
        if onlyMoves { movedSubviews.append(subview) }
    }

    /// `child` needs layout, or holds a view that does.
    func noteChildNeedsLayout(_ child: UIView) {
        if !child.isListedForLayout {
            child.isListedForLayout = true
            childrenNeedingLayout.append(child)
        }
        noteDescendantNeedsLayout()
    }

    /// A descendant of this view needs layout: this view and its ancestors up to the first already marked are
    /// marked and listed in their superviews.
    func noteDescendantNeedsLayout() {
        var v = self
        while !v.descendantNeedsLayout {
            v.descendantNeedsLayout = true
            guard let parent = v.storedSuperview else { return }
            if !v.isListedForLayout {
                v.isListedForLayout = true
                parent.childrenNeedingLayout.append(v)
            }
            v = parent
        }
    }

    func noteDescendantNeedsUpdate() {
        var v: UIView? = self
        while let x = v, !x.descendantNeedsUpdate {
            x.descendantNeedsUpdate = true
            v = x.storedSuperview
        }
    }
    /// The autoresizing mask (UIKit's six flags, in the first byte of the mask's bits), kept with the one-byte fields
    /// above: a word of its own left no room for `contentPriorityBias` in the view's 200 bytes.
    var storedMask: AutoresizingMask {
        @inline(__always) get { AutoresizingMask(rawValue: UInt(storedMaskBits)) }
        @inline(__always) set { storedMaskBits = UInt8(truncatingIfNeeded: newValue.rawValue) }
    }
    @exclusivity(unchecked) var huggingPriorities: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultLow, .defaultLow)
    @exclusivity(unchecked) var compressionPriorities: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    @exclusivity(unchecked) var storedMarginsGuide: UILayoutGuide?
    /// The view's content-size constraints, one an axis with an intrinsic metric. While the view holds one (its
    /// `container` is the view), this field is where it is kept: not in `storedConstraints`, where a leaf view's
    /// two made an array of their own (64 bytes a label or image: 48 bytes a view on the table of
    /// `layout-benchmark`). `heldConstraints` lists both kinds in the order they were added.
    @exclusivity(unchecked) var contentSizeConstraintH: NSContentSizeLayoutConstraint?
    @exclusivity(unchecked) var contentSizeConstraintV: NSContentSizeLayoutConstraint?
    /// What most views never set, kept apart so that a plain view stays small (see `UIView.Extras`).
    @exclusivity(unchecked) private(set) var extras: Extras?
    var ensuredExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        made.marginsSource = defaultMarginsSource
        extras = made
        return made
    }

    /// The state most views keep at its default, allocated on first change: about 220 bytes a view that a
    /// screen of plain views does not pay.
    final class Extras {
        /// The engine of the tree whose root the view is (see `UIView.engine`).
        @exclusivity(unchecked) var engine: LayoutEngine?
        var marginsSource: MarginsSource = UIView.defaultMargins
        var safeAreaInsets: UIEdgeInsets = .zero
        var readableGuide: UILayoutGuide?
        var safeAreaGuide: UILayoutGuide?
        var roundingScale: CGFloat = 0
        var unsatisfiableHandler: ((UnsatisfiableConstraintsEvent) -> Void)?
        weak var owningViewController: UIViewController?
        var accessibilityIdentifier: String?
        var debugName: String?
        var alpha: CGFloat = 1
        var transform: CGAffineTransform = .identity
        var layer: CALayer?
        var backgroundColor: UIColor?
        var tintColor: UIColor?
        var contentMode = UIView.ContentMode.scaleToFill
        var isOpaque = true
        var keyboardGuide: UIKeyboardLayoutGuide?
        var canvasStayFrame: CGRect?
        var canvasStayHeld = false
        var keepsNegativeSizes = false
        var boundsOrigin: CGPoint = .zero
        var tag = 0
        var traitOverrides = UITraitOverrides()
        var accessibility: AccessibilityValues?
    }

    /// UIKit's default layout margins, 8 points on every side.
    static let defaultMargins = MarginsSource.absolute(UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

    /// The layout margins a view of this class starts with (`UIView.defaultMargins`; none for a stack view).
    var defaultMarginsSource: MarginsSource { UIView.defaultMargins }

    var marginsSource: MarginsSource {
        get { extras?.marginsSource ?? defaultMarginsSource }
        set { ensuredExtras.marginsSource = newValue }
    }
    /// The bounds' origin (zero but in scroll views).
    var storedBoundsOrigin: CGPoint {
        get { extras?.boundsOrigin ?? .zero }
        set { if newValue != .zero || extras != nil { ensuredExtras.boundsOrigin = newValue } }
    }
    var storedSafeAreaInsets: UIEdgeInsets {
        get { extras?.safeAreaInsets ?? .zero }
        set { ensuredExtras.safeAreaInsets = newValue }
    }
    var storedReadableGuide: UILayoutGuide? {
        get { extras?.readableGuide }
        set { ensuredExtras.readableGuide = newValue }
    }
    var storedSafeAreaGuide: UILayoutGuide? {
        get { extras?.safeAreaGuide }
        set { ensuredExtras.safeAreaGuide = newValue }
    }
    /// Interface Builder's canvas only, not UIKit API: a frame (in the superview's coordinates) the layout keeps
    /// this view at below every priority a constraint can have, and below the engine's ambiguity probe, so that
    /// where the constraints leave the view free or tie it stays where it was drawn. Set before the first layout.
    package var canvasStayFrame: CGRect? {
        get { extras?.canvasStayFrame }
        set {
            ensuredExtras.canvasStayFrame = newValue
            rootView.engine?.applyStay(of: self)
        }
    }
    /// Whether `holdCanvasStays(_:)` raised this view's canvas stay.
    var canvasStayHeld: Bool { extras?.canvasStayHeld ?? false }
    /// Not UIKit API: on a root, whether its engine leaves negative sizes as they are instead of holding them at
    /// zero (`LayoutEngine.holdSizeNonNegative`), for a tool that states the non-negative sizes as constraints of
    /// its own (the console-log reader, which asks which of them a conflict needs).
    package var keepsNegativeSizes: Bool {
        get { extras?.keepsNegativeSizes ?? false }
        set { ensuredExtras.keepsNegativeSizes = newValue }
    }

    /// Interface Builder's canvas only, not UIKit API: raises the canvas stays of `views` (their
    /// `canvasStayFrame`) above the stack view's lowest fits, for views whose frame the constraints leave free or
    /// tie, and marks what moved; the ambiguity probe still lifts them. Takes effect at the next layout.
    package static func holdCanvasStays(_ views: [UIView]) {
        var engines: [ObjectIdentifier: LayoutEngine] = [:]
        for v in views where v.canvasStayFrame != nil {
            v.ensuredExtras.canvasStayHeld = true
            guard let engine = v.rootView.engine else { continue }
            engine.applyStay(of: v)
            engines[ObjectIdentifier(engine)] = engine
        }
        for engine in engines.values { engine.markChangedViews() }
    }
    var storedRoundingScale: CGFloat {
        get { extras?.roundingScale ?? 0 }
        set { ensuredExtras.roundingScale = newValue }
    }
    var storedUnsatisfiableHandler: ((UnsatisfiableConstraintsEvent) -> Void)? {
        get { extras?.unsatisfiableHandler }
        set { ensuredExtras.unsatisfiableHandler = newValue }
    }
    /// The view controller whose root view this is.
    var owningViewController: UIViewController? {
        get { extras?.owningViewController }
        set { ensuredExtras.owningViewController = newValue }
    }
    /// Added to the weight of the hugging and compression-resistance errors when they are lowered (never reported):
    /// a stack view sets `UIStackView.arrangedPriorityBias` on its arranged views so that ties resolve by index.
    /// A field of the view itself, not of `Extras`: a stack view sets it on every arranged view, and an `Extras` of
    /// about 300 bytes for it alone cost a stack's screen 400 B a view. The room came from `storedMask`'s word.
    @exclusivity(unchecked) var contentPriorityBias: Double = 0
    /// The guide that edge constraints from inside this view attach to (a scroll view's content area); nil
    /// for ordinary views.
    var contentAreaGuideForLowering: UILayoutGuide? { nil }
    /// Told of each view's old frame just before it changes, while an animation block runs (task-local,
    /// so parallel tasks do not see each other's changes).
    @TaskLocal static var frameRecorder: FrameRecorder?

    enum MarginsSource: Equatable {
        case absolute(UIEdgeInsets)
        case directional(NSDirectionalEdgeInsets)
    }

    // MARK: Making views

    /// A view with the given frame. `translatesAutoresizingMaskIntoConstraints` is true, as for views made in code.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// Clears what points at this view without a weak reference (see `ItemReference`): its reference, the
    /// superview pointer of its subviews, the owner of its guides and the holder of its constraints.
    deinit {
        storedItemReference?.clear()
        for s in storedSubviews where s.storedSuperview === self { s.storedSuperview = nil }
        for g in storedGuides where g.owningView === self { g.owningView = nil }
        for c in storedConstraints where c.isHeld(by: self) { c.container = nil }
        forEachHeldContentSizeConstraint { $0.container = nil }
    }

    /// Calls `body` with each content-size constraint of this view that it holds itself (kept in its own fields,
    /// see `contentSizeConstraintH`), horizontal first.
    @inline(__always) func forEachHeldContentSizeConstraint(_ body: (NSContentSizeLayoutConstraint) -> Void) {
        if let c = contentSizeConstraintH, c.isHeld(by: self) { body(c) }
        if let c = contentSizeConstraintV, c.isHeld(by: self) { body(c) }
    }

    /// Whether `c` is one of this view's own content-size constraints, which it keeps in its own fields.
    @inline(__always) func isOwnContentSizeConstraint(_ c: NSLayoutConstraint) -> Bool {
        c === contentSizeConstraintH || c === contentSizeConstraintV
    }

    /// Every constraint this view holds, in the order they were added (by `sequence`): `storedConstraints` with
    /// the content-size constraints it holds in their places.
    var heldConstraints: [NSLayoutConstraint] {
        var all = storedConstraints
        forEachHeldContentSizeConstraint { c in
            all.insert(c, at: all.firstIndex { $0.sequence > c.sequence } ?? all.count)
        }
        return all
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// A view decoded from an archive, as UIKit makes the views of a nib: `init(frame:)` with the coder's
    /// `archivedFrame` when it is a `UIViewArchive` (the Interface Builder module's nib coder), else a zero frame;
    /// the nib loader sets the other attributes after. A convenience initializer here (UIKit's is a required
    /// designated one): subclasses inherit it and their `init(frame:)` runs, and subclasses that override only
    /// `init(frame:)` keep `init()`.
    public convenience init?(coder: NSCoder) {
        self.init(frame: (coder as? UIViewArchive)?.archivedFrame ?? .zero)
    }

    /// An integer you can use to find the view with `viewWithTag(_:)`.
    open var tag: Int {
        get { extras?.tag ?? 0 }
        set { if newValue != 0 || extras != nil { ensuredExtras.tag = newValue } }
    }

    /// Called when a subview's `isHidden` changed (stack views override it). The base does nothing.
    open func subviewDidChangeHidden(_ subview: UIView) {}

    // MARK: Traits

    /// Traits that replace the inherited ones for this view and its subtree (UIKit's `traitOverrides`). Set
    /// on the root (the window) to say what device the tree is laid out for.
    public var traitOverrides: UITraitOverrides {
        get { extras?.traitOverrides ?? UITraitOverrides() }
        set {
            let old = traitOverrides
            if newValue == old { return }
            ensuredExtras.traitOverrides = newValue
            refreshTraits()
        }
    }
    /// The traits last computed for the view (see `refreshTraits()`).
    var cachedTraits = UITraitCollection.unspecified

    /// The traits in effect: the superview's (or, for a controller's root view, the controller's) with
    /// `traitOverrides` over them; a root has only its `layoutRoundingScale` as display scale.
    public var traitCollection: UITraitCollection { cachedTraits }

    /// Called after `traitCollection` changed, with the collection before the change: when the view joins or
    /// leaves a tree with other traits, or an override above it changes. Adaptive layouts swap constraints
    /// here. The base does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// An identifier used in place of `Class:0xADDR` in constraint descriptions.
    open var accessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        set { ensuredExtras.accessibilityIdentifier = newValue }
    }
    /// A free-form name for debugging; not used by layout.
    open var debugName: String? {
        get { extras?.debugName }
        set { ensuredExtras.debugName = newValue }
    }
    /// Opacity, 0…1 (kept for UIKit compatibility; layout ignores it).
    open var alpha: CGFloat {
        get { extras?.alpha ?? 1 }
        set { ensuredExtras.alpha = newValue }
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates: with a `transform`, the smallest rectangle
    /// holding the transformed bounds. Setting it on a view that translates its autoresizing mask rewrites the
    /// constants of those constraints; with a transform, see `untransformedFrame(forFrame:)`.
    open var frame: CGRect {
        get { transform.isIdentity ? storedFrame : transformedFrame }
        set { setFrameFromOutside(transform.isIdentity ? newValue : untransformedFrame(forFrame: newValue)) }
    }

    /// The transform applied to the view around its center (default identity). It changes `frame` (the
    /// transformed bounding box), never `center` or `bounds`; Auto Layout sets `center` and `bounds` and
    /// ignores the transform (spec engine.md §12, observed), so a scaled or rotated view keeps the place and
    /// size its constraints give it, and the views constrained to it do not move.
    open var transform: CGAffineTransform {
        get { extras?.transform ?? .identity }
        set { ensuredExtras.transform = newValue }
    }
    // MARK: Appearance (layout never reads these; see `UIView+Appearance.swift`)

    /// The view's background color (default nil: transparent). Layout never reads it; pictures may draw it.
    open var backgroundColor: UIColor? {
        get { extras?.backgroundColor }
        set { if newValue != nil || extras != nil { ensuredExtras.backgroundColor = newValue } }
    }

    /// The tint of the view and the subviews that set none (UIKit's `tintColor`): the view's own, else its
    /// superview's, else the system's (`UIColor.systemBlue`). Setting it calls `tintColorDidChange()` on the view
    /// and on each subview that inherits it.
    open var tintColor: UIColor! {
        get {
            var v: UIView? = self
            while let view = v {
                if let own = view.extras?.tintColor { return own }
                v = view.storedSuperview
            }
            return .systemBlue
        }
        set {
            guard newValue != extras?.tintColor else { return }
            if newValue != nil || extras != nil { ensuredExtras.tintColor = newValue }
            notifyTintChange()
        }
    }

    /// Called when the view's inherited or own tint changed. The base does nothing.
    open func tintColorDidChange() {}

    /// How the content fills the bounds (default `.scaleToFill`). Layout never reads it.
    open var contentMode: ContentMode {
        get { extras?.contentMode ?? .scaleToFill }
        set { if newValue != .scaleToFill || extras != nil { ensuredExtras.contentMode = newValue } }
    }

    /// Whether the view promises to fill its bounds with opaque content (default true). Layout never reads it.
    open var isOpaque: Bool {
        get { extras?.isOpaque ?? true }
        set { if !newValue || extras != nil { ensuredExtras.isOpaque = newValue } }
    }
    /// The view's layer, made on first use (see `CALayer`).
    public var layer: CALayer {
        let extras = ensuredExtras
        if let layer = extras.layer { return layer }
        let made = CALayer(view: self)
        extras.layer = made
        return made
    }

    /// The view's rectangle in its own coordinates: origin (normally zero) and size.
    open var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            if storedBoundsOrigin != newValue.origin {
                storedBoundsOrigin = newValue.origin
                rootView.engine?.boundsOriginChanged(of: self)
            }
            let c = center
            setFrameFromOutside(
                CGRect(
                    x: c.x - newValue.width / 2, y: c.y - newValue.height / 2,
                    width: newValue.width, height: newValue.height))
        }
    }

    /// The center of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            setFrameFromOutside(
                CGRect(
                    x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                    width: storedFrame.width, height: storedFrame.height))
        }
    }

    func setFrameFromOutside(_ newFrame: CGRect) {
        let old = storedFrame
        guard newFrame != old else { return }
        UIView.frameRecorder?.willChange(self, from: old)
        storedFrame = newFrame
        guard old.size != newFrame.size else {
            rootView.engine?.frameWasSetFromOutside(self)
            return
        }
        setNeedsLayout()
        if let engine = rootView.engine {
            engine.frameWasSetFromOutside(self)
        } else {
            // No engine yet: autoresizing subviews follow at once, as UIKit resizes them, so that the constraints
            // made from their frames when the tree is laid out keep them in place.
            for s in storedSubviews where s.storedTAMIC && !s.storedMask.isEmpty {
                s.setFrameFromOutside(
                    AutoresizingTranslator.resized(s.storedFrame, mask: s.storedMask, from: old.size, to: newFrame.size))
            }
        }
    }

    /// Sets the frame from a layout solution (no autoresizing-constraint update). A part that is not finite (a numerically degenerate system, with
    /// coefficients spanning many orders of magnitude, can overflow) is written as 0: frames stay finite.
    func setFrameFromLayout(_ computed: CGRect) {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let newFrame = CGRect(
            x: finite(computed.origin.x), y: finite(computed.origin.y),
            width: finite(computed.size.width), height: finite(computed.size.height))
        let old = storedFrame
        guard newFrame != old else { return }
        UIView.frameRecorder?.willChange(self, from: old)
        storedFrame = newFrame
        if old.size != newFrame.size { needsLayoutFlag = true }
    }

    /// The pixel grid frames are rounded to, set on the root view: 2 rounds to half points, 3 to thirds,
    /// 1 to whole points, 0 (the default) not at all. Only the root's value is used.
    public var layoutRoundingScale: CGFloat {
        get { storedRoundingScale }
        set {
            storedRoundingScale = newValue
            setNeedsLayoutForSubtree()
            refreshTraits()
        }
    }

    // MARK: The tree

    /// The view that holds this one, if any.
    open var superview: UIView? { storedSuperview }
    /// The views this one holds, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The root of the tree this view is in (the view itself when it has no superview). UIKit's window plays this part.
    public var rootView: UIView {
        var v = self
        while let s = v.storedSuperview { v = s }
        return v
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v {
            if c === view { return true }
            v = c.storedSuperview
        }
        return false
    }

    /// Adds `view` on top of the other subviews (moving it from its old superview, if any).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range). Adding a view to itself or
    /// to one of its own descendants is refused with a logged message.
    open func insertSubview(_ view: UIView, at index: Int) {
        if view === self || (!view.storedSubviews.isEmpty && isDescendant(of: view)) {
            LayoutDiagnostics.log(
                "Refusing to add \(view.layoutDebugName) as a subview of \(layoutDebugName): it would be its own ancestor.")
            return
        }
        if view.storedSuperview === self {
            // Reordering only.
            if let old = storedSubviews.firstIndex(where: { $0 === view }) { storedSubviews.remove(at: old) }
            storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
            return
        }
        if view.storedSuperview != nil { view.removeFromSuperview() }
        let newWindow = window
        view.willMove(toSuperview: self)
        if let newWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        // The subtree's own engine (if it was a root) is dropped: its views join this tree's engine.
        view.engine = nil
        storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
        view.storedSuperview = self
        view.setNeedsLayoutForSubtree()
        view.markNeedsUpdateConstraintsForSubtree()
        noteDescendantNeedsLayout()
        noteDescendantNeedsUpdate()
        setNeedsLayout()
        rootView.engine?.attachSubtree(view)
        view.refreshTraits()
        view.didMoveToSuperview()
        didAddSubview(view)
        if newWindow != nil { view.forEachInSubtree { $0.didMoveToWindow() } }
    }

    // MARK: Responder

    /// The next responder: the controller whose root view this is, else the superview (UIKit's chain).
    open override var next: UIResponder? { owningViewController ?? storedSuperview }

    /// Whether the view can take the keyboard focus (default false; text fields and text views say yes).
    open override var canBecomeFirstResponder: Bool { self is UITextField || self is UITextView }
    /// Whether the view holds its window's focus.
    open override var isFirstResponder: Bool { window?.firstResponder === self }

    /// Takes its window's focus when it can and is in a window; returns whether it did. No keyboard shows (the
    /// window's `keyboardHeight` is the host's to set).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up its window's focus, unless `canResignFirstResponder` says no; returns whether it let go.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { window?.firstResponder = nil }
        return true
    }

    /// Called on each view a nib made, once the nib's views are made and its outlets set (`UINib.instantiate`).
    /// The base does nothing; a subclass finishes its setup here, as in UIKit.
    open func awakeFromNib() {}

    /// Called when Interface Builder draws a designable view (never here: there is no canvas). The base does
    /// nothing.
    open func prepareForInterfaceBuilder() {}

    /// Makes the focused view in this view's subtree resign; returns whether one did.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let focused = window?.firstResponder, focused === self || focused.isDescendant(of: self) else { return false }
        return focused.resignFirstResponder()
    }

    /// Called before the view joins `newSuperview` (nil: before it leaves its superview). The base does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view joined or left a superview. The base does nothing.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) joins or leaves a window's tree; nil when leaving. The base does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) joined or left a window's tree. The base does nothing.
    open func didMoveToWindow() {}
    /// Called after `subview` was added. The base does nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let i = storedSubviews.firstIndex(where: { $0 === siblingSubview }) ?? 0
        insertSubview(view, at: i)
    }

    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let i = storedSubviews.firstIndex(where: { $0 === siblingSubview }).map { $0 + 1 } ?? storedSubviews.count
        insertSubview(view, at: i)
    }

    /// Brings `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: storedSubviews.count)
    }

    /// Sends `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview. Constraints that involve the view or its descendants and are
    /// held outside its subtree are deactivated; constraints held inside the subtree stay and work again when
    /// the view is added somewhere else.
    open func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        parent.willRemoveSubview(self)
        let root = parent.rootView
        // Deactivate constraints held outside the subtree that refer into it.
        var outside: [NSLayoutConstraint] = []
        var a: UIView? = parent
        while let holder = a {
            for c in holder.storedConstraints where c.refersToSubtree(of: self) { outside.append(c) }
            a = holder.storedSuperview
        }
        // Constraints held by siblings' subtrees cannot refer into this subtree (no common ancestor below parent),
        // except through the ancestors walked above.
        NSLayoutConstraint.deactivate(outside)
        root.engine?.detachSubtree(self)
        storedSuperview = nil
        if let i = parent.storedSubviews.firstIndex(where: { $0 === self }) { parent.storedSubviews.remove(at: i) }
        if isListedForLayout {
            isListedForLayout = false
            if let i = parent.childrenNeedingLayout.firstIndex(where: { $0 === self }) { parent.childrenNeedingLayout.remove(at: i) }
        }
        parent.setNeedsLayout()
        setNeedsLayoutForSubtree()
        refreshTraits()
        didMoveToSuperview()
        if oldWindow != nil { forEachInSubtree { $0.didMoveToWindow() } }
    }

    /// Called just before `subview` leaves this view (stack views forget it as an arranged view). The base does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The first view in this subtree (depth first, self first) with the given tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in storedSubviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    /// Calls `body` for this view and every descendant, parents before children.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        // A leaf (most views added one by one) needs no stack.
        if storedSubviews.isEmpty {
            body(self)
            return
        }
        // Iterative, so that very deep trees cannot overflow a thread's stack. Each level keeps its subviews (the
        // array as it was when its parent was visited) and a position: copying every view onto a stack retained
        // each once more, out of the cache at 100,000 views.
        body(self)
        var levels: [(views: [UIView], next: Int)] = [(storedSubviews, 0)]
        while let top = levels.indices.last {
            let i = levels[top].next
            guard i < levels[top].views.count else {
                levels.removeLast()
                continue
            }
            levels[top].next = i + 1
            let v = levels[top].views[i]
            body(v)
            if !v.storedSubviews.isEmpty { levels.append((v.storedSubviews, 0)) }
        }
    }

    /// The subtree with children before parents (the order of the update pass).
    func subtreeChildrenFirst() -> [UIView] {
        var order: [UIView] = []
        forEachInSubtree { order.append($0) }
        return order.reversed()
    }

    // MARK: Overridable layout behaviour

    /// How far the alignment rectangle (what constraints relate) lies inside the frame. Default zero.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle for a frame: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle: the inverse of `alignmentRect(forFrame:)`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
            width: alignmentRect.width + i.left + i.right, height: alignmentRect.height + i.top + i.bottom)
    }

    /// The view whose first baseline stands for this one's (default: `forLastBaselineLayout`).
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose last baseline stands for this one's (default: the view itself). Must be the view or a descendant.
    open var forLastBaselineLayout: UIView { self }
    /// Distance from the top of the alignment rect to the first baseline (0: a view without text uses its top).
    /// Read when constraints are installed.
    open var firstBaselineOffsetFromTop: CGFloat { 0 }
    /// Distance from the last baseline up to the bottom of the alignment rect (0: a view without text uses its bottom).
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }
    /// The height the baseline offsets were measured in when the view's text stays centred vertically in its
    /// bounds (a control whose content is centred), so that its baselines follow its centre when its height
    /// differs; nil when they keep their distance from the top and bottom (see `Lowering.addBaseline`).
    var baselinesCentredHeight: CGFloat? { nil }
    /// The font of the text whose baselines are the view's (labels, text views, controls with text); nil for a view
    /// without text, whose baselines are its top and bottom.
    var baselineTextFont: UIFont? { nil }

    /// The system spacing from `upper`'s last baseline down to `lower`'s first baseline: the larger of their fonts'
    /// recommended baseline-to-baseline distances (`UIFont.systemBaselineSpacing`) when both show text (which of the
    /// two fonts UIKit takes when they differ is unconfirmed: the larger is our choice), else the 8 points between
    /// views without text (`systemSpacing`).
    static func systemSpacing(fromBaselineOf upper: UIView, toBaselineOf lower: UIView) -> CGFloat {
        guard let a = upper.forLastBaselineLayout.baselineTextFont, let b = lower.forFirstBaselineLayout.baselineTextFont else {
            return AutoLayout.systemSpacing
        }
        return max(a.systemBaselineSpacing, b.systemBaselineSpacing)
    }

    /// The size the content wants, or `UIView.noIntrinsicMetric` on an axis without one. Override it, and
    /// call `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells the engine to read `intrinsicContentSize` again in the next update pass.
    open func invalidateIntrinsicContentSize() {
        intrinsicSizeDirty = true
        needsUpdateConstraintsFlag = true
        storedSuperview?.setNeedsLayout()
    }

    /// Marks the view for layout in the next `layoutIfNeeded()`.
    open func setNeedsLayout() { needsLayoutFlag = true }

    /// Marks the view so that `updateConstraints()` runs before the next layout.
    open func setNeedsUpdateConstraints() { needsUpdateConstraintsFlag = true }

    /// Runs the update pass now for this view and its subviews, bottom-up (subviews first): calls
    /// `updateConstraints()` where due and re-reads changed intrinsic sizes.
    open func updateConstraintsIfNeeded() { updateConstraintsIfNeededBase() }

    /// Override to add or change constraints in the update pass; call super last. The base does nothing.
    open func updateConstraints() {}

    /// Lays out this view's subtree now if anything changed: runs the update pass over the whole tree,
    /// solves (one solver for the root), and calls `layoutSubviews()` top-down on the views marked for
    /// layout. Like UIKit, the receiver's own size (not position) is also taken from the solution.
    open func layoutIfNeeded() { layoutIfNeededBase() }

    /// Lays out the subviews: the base sets each subview's frame from the solution (alignment rect →
    /// frame, rounded to the root's `layoutRoundingScale`). Overrides call super.
    open func layoutSubviews() { applySolvedFramesToSubviews() }

    /// The smallest size the view's constraints allow (`layoutFittingCompressedSize` at fitting priority).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSizeBase(targetSize, horizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's subtree wants, closest to `targetSize` at the given priorities per axis (a
    /// required width and a fitting-level height is how a self-sizing cell finds its height). The subtree is
    /// solved alone, without constraints held outside it and without the view's own autoresizing
    /// constraints (spec: unconfirmed, adopted); the view's frame is not changed.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSizeBase(
            targetSize, horizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    /// The size the view would like within `size` (for `sizeToFit()`); the base returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Called when the effective layout margins changed. The base does nothing.
    open func layoutMarginsDidChange() {}

    /// Called when the safe-area insets were set or the view controller's additional insets changed. The base does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Whether the view needs constraint-based layout (kept for UIKit compatibility; every view takes part here).
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: LayoutItem

    var hostView: UIView? { self }
    var coordinateParent: UIView? { storedSuperview }
    var effectiveMarginsForLowering: UIEdgeInsets { effectiveLayoutMargins }

    var layoutDebugName: String { LayoutDescriptions.itemName(self) }

    /// `<UIView: 0x…; frame = (x y; w h)>` — UIKit's description (made in `Diagnostics/Descriptions.swift`).
    open var description: String { LayoutDescriptions.view(self) }
}
