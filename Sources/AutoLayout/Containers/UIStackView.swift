import Foundation

/// A view whose text wraps onto several lines (UIKit: a `UILabel` whose `numberOfLines` is not 1). The engine
/// draws no text; a text view class conforms, and a horizontal `UIStackView` then keeps it to its share of the
/// row (`UISV-text-width-disambiguation`).
public protocol MultilineTextLayout: AnyObject {
    /// Whether the text may wrap onto more than one line.
    var wrapsText: Bool { get }
}

/// A view that lays out a row or column of arranged subviews with Auto Layout, as UIKit's `UIStackView` does.
///
/// The stack makes its own constraints (identifiers `UISV-*`, held by the stack) in its `updateConstraints()`
/// pass, rebuilt whenever a property, the arranged views or an arranged view's `isHidden` change. Helper
/// rectangles (gap guides, the alignment spanner) are `UILayoutGuide`s owned by the stack.
open class UIStackView: UIView {
    /// How arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// Views fill the length; hugging/compression (then index) decide who grows or shrinks.
        case fill = 0
        /// Every visible view has the same length.
        case fillEqually = 1
        /// Lengths proportional to the views' intrinsic lengths.
        case fillProportionally = 2
        /// Equal gaps between the views (at least `spacing`).
        case equalSpacing = 3
        /// Equal distances between the views' centres (gaps at least `spacing`).
        case equalCentering = 4
    }

    /// How arranged views are placed across the axis.
    public enum Alignment: Int, Sendable {
        /// Views fill the stack's breadth.
        case fill = 0
        /// Aligned to the leading (vertical stack) or top (horizontal stack) edge.
        case leading = 1
        /// Horizontal stacks: first baselines aligned (vertical stacks: treated as leading, spec unconfirmed).
        case firstBaseline = 2
        /// Centred across the axis.
        case center = 3
        /// Aligned to the trailing (vertical stack) or bottom (horizontal stack) edge.
        case trailing = 4
        /// Horizontal stacks: last baselines aligned (vertical stacks: treated as trailing, spec unconfirmed).
        case lastBaseline = 5
        /// The top edge (same as `leading`).
        public static let top = Alignment.leading
        /// The bottom edge (same as `trailing`).
        public static let bottom = Alignment.trailing
    }

    /// As a custom spacing: "use `spacing`" (FLT_MAX). Assigned to `spacing` itself it means 0.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// System spacing to the neighbour (FLT_MIN); 8 points here (spec: unconfirmed, 8 between non-text views).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// The length system spacing resolves to (spec: unconfirmed choice).
    public static let systemSpacingValue: CGFloat = 8

    var storedArranged: [UIView] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made in its last rebuild.
    public private(set) var stackConstraints: [NSLayoutConstraint] = []
    /// The helper guides (gap guides, spanner) the stack made in its last rebuild.
    public private(set) var stackGuides: [UILayoutGuide] = []

    /// A horizontal stack (fill / fill, spacing 0) without views.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A stack view's layout margins start at zero, not UIView's 8 (observed: views on a stack's margins in
    /// Interface Builder's saved frames lie on its edges: woocommerce-ios `SurveySubmittedViewController.xib`, a
    /// button on the leading margin + 16 at x = 16, and `LedgerTableViewCell.xib`; WordPressAuthenticator-iOS
    /// `Login.storyboard`, a view on three margins at the edges; that UIKit's stacks made in code start so too is
    /// unconfirmed).
    override var defaultMarginsSource: MarginsSource { .absolute(.zero) }

    /// A stack arranging `views` in order (each is added as a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// The axis the views are laid along (default horizontal).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { invalidateStack() } } }
    /// How views share the length along the axis (default `.fill`).
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { invalidateStack() } } }
    /// How views are placed across the axis (default `.fill`).
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { invalidateStack() } } }
    /// The gap between views (exact for the fill distributions, minimum for equalSpacing/equalCentering).
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { invalidateStack() } } }
    /// Vertical stacks: gaps run from last baseline to first baseline.
    open var isBaselineRelativeArrangement = false { didSet { if isBaselineRelativeArrangement != oldValue { invalidateStack() } } }
    /// Whether the views are pinned to `layoutMarginsGuide` instead of the stack's edges.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { invalidateStack() } }
    }

    /// The views the stack lays out, in layout order (a subset of `subviews`).
    open var arrangedSubviews: [UIView] { storedArranged }

    /// Appends `view` to the arranged views (adding it as a subview if needed).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: storedArranged.count)
    }

    /// Inserts `view` at `stackIndex` among the arranged views; an already-arranged view only moves. An index
    /// beyond the count is refused with UIKit's message (logged; nothing changes).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view === self { return }
        let existing = storedArranged.firstIndex(where: { $0 === view })
        let limit = existing == nil ? storedArranged.count : storedArranged.count - 1
        guard stackIndex >= 0, stackIndex <= limit else {
            LayoutDiagnostics.raise(
                LayoutException(
                    name: "NSInvalidArgumentException",
                    reason: "index out of bounds for arranged subview: index = \(stackIndex), count = \(storedArranged.count)"))
            return
        }
        if let existing { storedArranged.remove(at: existing) }
        storedArranged.insert(view, at: stackIndex)
        (view as? UIStackView)?.placeHint = stackIndex
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        invalidateStack()
    }

    /// Removes `view` from the arranged views only: it stays a subview with its last frame, and the stack's
    /// constraints on it go away.
    open func removeArrangedSubview(_ view: UIView) {
        guard let i = storedArranged.firstIndex(where: { $0 === view }) else { return }
        storedArranged.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        view.contentPriorityBias = 0
        refreshContentPriorities(of: view)
        (view as? UIStackView)?.invalidateStack()
        invalidateStack()
    }

    /// Sets the gap after `arrangedSubview` (replacing `spacing` there); ignored for views that are not arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard storedArranged.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        invalidateStack()
    }

    /// The custom gap after `arrangedSubview`, or `spacingUseDefault` when none is set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// An arranged view leaving the stack's subviews also leaves `arrangedSubviews`.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if storedArranged.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// An arranged view's `isHidden` changed: its constraints are rebuilt (it collapses or comes back).
    open override func subviewDidChangeHidden(_ subview: UIView) {
        super.subviewDidChangeHidden(subview)
        if storedArranged.contains(where: { $0 === subview }) { invalidateStack() }
    }

    /// The intrinsic lengths the proportional multipliers were computed from.
    private var proportionalLengths: [CGFloat] = []
    /// The `nestedPriorityBias()` the arranged views' offsets were last set from.
    private var builtPriorityBias: (base: Double, scale: Double) = (0, 1)
    /// Where this stack was last seen among its superview stack's arranged views (a hint, checked before use).
    private var placeHint = -1

    /// Lays out the arranged views; with fillProportionally, a changed intrinsic length (an arranged view
    /// called `invalidateIntrinsicContentSize()`) recomputes the multipliers before the next pass.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if distribution == .fillProportionally {
            let lengths = storedArranged.filter { !$0.isHidden }.map { proportionalLength(of: $0) }
            if lengths != proportionalLengths { invalidateStack() }
        }
    }

    /// Rebuilds the stack's constraints, then calls super.
    open override func updateConstraints() {
        rebuildStackConstraints()
        super.updateConstraints()
    }

    func invalidateStack() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    private func refreshContentPriorities(of view: UIView) {
        guard let engine = view.rootView.engine else { return }
        for c in [view.contentSizeConstraintH, view.contentSizeConstraintV] {
            if let c, c.container != nil { engine.update(c) }
        }
    }

    // MARK: Baselines

    /// The arranged view whose first baseline stands for the stack's (spec §10).
    open override var forFirstBaselineLayout: UIView { baselineView(first: true) }
    /// The arranged view whose last baseline stands for the stack's (spec §10).
    open override var forLastBaselineLayout: UIView { baselineView(first: false) }

    private func baselineView(first: Bool) -> UIView {
        let visible = storedArranged.filter { !$0.isHidden }
        guard let head = visible.first, let tail = visible.last else { return self }
        let pick: UIView
        if axis == .vertical {
            pick = first ? head : tail
        } else {
            switch alignment {
            case .fill: pick = first ? head : tail
            case .leading where first, .firstBaseline where first: pick = head
            case .trailing where !first, .lastBaseline where !first: pick = tail
            default:
                var best = head
                for v in visible where v.intrinsicContentSize.height > best.intrinsicContentSize.height { best = v }
                pick = best
            }
        }
        return first ? pick.forFirstBaselineLayout : pick.forLastBaselineLayout
    }

    // MARK: Building the constraints

    /// The length of `view` along `axis` used by fillProportionally: its intrinsic length, or for a nested
    /// stack its compressed fitting length; a view with no intrinsic length there counts with its current length
    /// (its frame before the layout), so views sized by hand keep their proportions. Observed in Xcode's canvas,
    /// which runs UIKit: woocommerce-ios `LedgerTableViewCell.xib` (Xcode 14.1), seven plain views of a vertical
    /// fillProportionally stack, each around a one-line label, saved 49.5 to 88.5 high in the stack's 436 points,
    /// the proportions of their own frames (equal lengths or zeros would break the stack's constraints); a public
    /// report says the same of UIKit at run time (spec containers §fillProportionally, which chose 0). A view
    /// with neither (a zero frame) counts 0, as before.
    func proportionalLength(of view: UIView) -> CGFloat {
        if let s = view as? UIStackView {
            let size = s.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            return axis == .horizontal ? size.width : size.height
        }
        let size = view.intrinsicContentSize
        let intrinsic = axis == .horizontal ? size.width : size.height
        guard intrinsic == UIView.noIntrinsicMetric else { return intrinsic }
        let current = axis == .horizontal ? view.bounds.width : view.bounds.height
        return current > 0 ? current : intrinsic
    }

    func resolvedSpacing(after view: UIView) -> CGFloat {
        resolvedSpacing(spacingSetting(after: view))
    }

    /// The spacing set after `view`: its custom spacing, else `spacing` (either may be `spacingUseSystem`).
    private func spacingSetting(after view: UIView) -> CGFloat {
        let s = customSpacings[ObjectIdentifier(view)] ?? UIStackView.spacingUseDefault
        return s == UIStackView.spacingUseDefault ? spacing : s
    }

    /// `s` in points: "use default" is the stack's `spacing`, "use system" the system value.
    func resolvedSpacing(_ s: CGFloat) -> CGFloat {
        let s = s == UIStackView.spacingUseDefault ? spacing : s
        if s == UIStackView.spacingUseDefault { return 0 }
        if s == UIStackView.spacingUseSystem { return UIStackView.systemSpacingValue }
        return s
    }

    /// Replaces the stack's own constraints and guides with the ones its arranged subviews and attributes call for
    /// (spec: stack-views): along the axis, the distribution, hidden views, wrapping text, and across the axis.
    func rebuildStackConstraints() {
        removeConstraints(stackConstraints)
        for g in stackGuides { removeLayoutGuide(g) }
        stackConstraints = []
        stackGuides = []
        if storedArranged.contains(where: { $0.superview !== self }) { storedArranged.removeAll { $0.superview !== self } }
        // Arranged views that are the subviews, in order (a stack's usual case), share the subviews' buffer; the
        // next change to either copies it.
        if storedArranged.count == storedSubviews.count, !storedArranged.isEmpty,
            zip(storedArranged, storedSubviews).allSatisfy({ $0 === $1 })
        {
            storedArranged = storedSubviews
        }
        let arranged = storedArranged
        guard !arranged.isEmpty else { return }
        // Ties by index (`arrangedPriorityBias`).
        let (base, scale) = nestedPriorityBias()
        builtPriorityBias = (base, scale)
        for (i, v) in arranged.enumerated() {
            let bias = base + UIStackView.arrangedPriorityBias(index: i) * scale
            if v.contentPriorityBias != bias {
                v.contentPriorityBias = bias
                refreshContentPriorities(of: v)
            }
            // A nested stack built before it took this place ranks its views again.
            if let nested = v as? UIStackView {
                nested.placeHint = i
                if nested.builtPriorityBias != (bias, scale * 0.001) { nested.invalidateStack() }
            }
        }
        let ownsNoGuide = storedGuides.isEmpty
        let recipe = StackRecipe(stack: self, arranged: arranged)
        let gaps = addSpacingConstraints(to: recipe)
        addDistributionConstraints(to: recipe, gaps: gaps)
        addHidingConstraints(to: recipe)
        addTextWidthConstraints(to: recipe)
        addAlignmentConstraints(to: recipe)
        stackConstraints = recipe.made
        stackGuides = recipe.guides
        let heldNone = storedConstraints.isEmpty
        addConstraints(recipe.made)
        // A stack that held nothing else now holds exactly `stackConstraints`, in order: the two arrays share one
        // buffer instead of two of the same references (a copy is made only when either changes).
        if heldNone, storedConstraints.count == stackConstraints.count { storedConstraints = stackConstraints }
        // The same for the guides (the stack adds each as it makes it).
        if ownsNoGuide, storedGuides.count == stackGuides.count { storedGuides = stackGuides }
    }

    /// How much less than its nominal value the hugging and compression resistance of the arranged view at `index`
    /// weigh, so that ties resolve by index: −0.001 / (index + 1), the first view's errors the cheapest and every
    /// one below an ordinary constraint of the same priority (the engine lowers it as a weight within the
    /// priority, `LayoutEngine.lower`). It does not depend on how many views follow, so appending a view changes
    /// no other's. Observed: Automattic/pocket-casts-ios `PodcastHeadingTableCell.xib` (Xcode 15): a three-line
    /// label (compression resistance 750, second of nine arranged views) saved squeezed to 3 points beside a
    /// spacer held at 14 at 750 (the offsets sit below the nominal value: inferred from that one file).
    static func arrangedPriorityBias(index: Int) -> Double { -0.001 / Double(index + 1) }

    /// Where a stack's arranged views start ranking from, and the scale of their offsets (`rebuildStackConstraints`):
    /// a stack arranged in another stack ranks its views inside its own place there, starting from its own offset
    /// at a thousandth of the outer scale, so that an earlier view of the outer stack (or one nested in it) gives
    /// way before a later one. Observed: element-ios `KeyVerificationCellInnerContentView.xib` (toolsVersion
    /// 14490.70): a vertical stack 113 high (fixed) whose content is 4 points too tall holds a horizontal stack of
    /// a 16-high image and a 15 pt label (18 high) first and a label (750) third; Xcode saved the first label
    /// squeezed to 16 beside the unstretched image and the third label squeezed by the other 2. With the offsets
    /// of each stack alone, the third label gave way by 4 and the image stretched to 18 [inferred: one file].
    private func nestedPriorityBias() -> (base: Double, scale: Double) {
        guard let outer = superview as? UIStackView else { return (0, 1) }
        let arranged = outer.storedArranged
        if placeHint < 0 || placeHint >= arranged.count || arranged[placeHint] !== self {
            guard let j = arranged.firstIndex(where: { $0 === self }) else { return (0, 1) }
            placeHint = j
        }
        let (base, scale) = outer.nestedPriorityBias()
        return (base + UIStackView.arrangedPriorityBias(index: placeHint) * scale, scale * 0.001)
    }

    /// The edges along the axis: the first and last visible views to the canvas, and the spacing between
    /// neighbours (`>=` in the spreading distributions). Returns the gaps.
    private func addSpacingConstraints(to recipe: StackRecipe) -> [CGFloat] {
        let (visible, canvas, lead, trail) = (recipe.visible, recipe.canvas, recipe.lead, recipe.trail)
        if let first = visible.first, let last = visible.last {
            recipe.add(canvas, lead, .equal, first, lead, .required, "UISV-canvas-connection")
            recipe.add(last, trail, .equal, canvas, trail, .required, "UISV-canvas-connection")
        }
        let baselineGaps = isBaselineRelativeArrangement && axis == .vertical
        var gaps: [CGFloat] = []
        for k in 0..<max(visible.count - 1, 0) {
            var s = resolvedSpacing(after: visible[k])
            if baselineGaps, spacingSetting(after: visible[k]) == UIStackView.spacingUseSystem {
                s = UIView.systemSpacing(fromBaselineOf: visible[k], toBaselineOf: visible[k + 1])
            }
            gaps.append(s)
            let fromAttr: NSLayoutConstraint.Attribute = baselineGaps ? .lastBaseline : trail
            let toAttr: NSLayoutConstraint.Attribute = baselineGaps ? .firstBaseline : lead
            recipe.add(
                visible[k + 1], toAttr, recipe.spreading ? .greaterThanOrEqual : .equal, visible[k], fromAttr,
                constant: s, .required, "UISV-spacing")
        }
        return gaps
    }

    /// The lengths along the axis that the distribution sets: proportional, equal, or equal gaps between views
    /// (or between their centres), with the guides that measure those gaps.
    private func addDistributionConstraints(to recipe: StackRecipe, gaps: [CGFloat]) {
        let (arranged, visible, canvas, length) = (recipe.arranged, recipe.visible, recipe.canvas, recipe.length)
        var distribution = self.distribution
        if distribution == .fillProportionally {
            let lengths = visible.map { proportionalLength(of: $0) }
            proportionalLengths = lengths
            let total = lengths.reduce(0) { $0 + max($1, 0) } + gaps.reduce(0, +)
            let fallbackLimit = max(spacing * CGFloat(arranged.count - 1), 1)
            if total <= fallbackLimit {
                distribution = .fillEqually
            } else {
                for (v, l) in zip(visible, lengths) {
                    let i = arranged.firstIndex(where: { $0 === v }) ?? 0
                    if l <= 0 {  // no intrinsic length: width 0 (spec: unconfirmed, follows UIKit internals)
                        recipe.add(v, length, .equal, nil, .notAnAttribute, .required, "UISV-fill-proportionally")
                    } else {
                        let m = l / total
                        let p: UILayoutPriority = m == 1 ? .required : UILayoutPriority(Float(max(999 - i, 751)))
                        recipe.add(v, length, .equal, canvas, length, multiplier: m, p, "UISV-fill-proportionally")
                    }
                }
            }
        }
        if distribution == .fillEqually, let first = visible.first {
            for v in visible.dropFirst() { recipe.add(v, length, .equal, first, length, .required, "UISV-fill-equally") }
        }
        guard recipe.spreading, visible.count > 1 else { return }
        let baselineGaps = isBaselineRelativeArrangement && axis == .vertical
        let centering = distribution == .equalCentering
        let edgeFrom: NSLayoutConstraint.Attribute = centering ? recipe.mid : (baselineGaps ? .lastBaseline : recipe.trail)
        let edgeTo: NSLayoutConstraint.Attribute = centering ? recipe.mid : (baselineGaps ? .firstBaseline : recipe.lead)
        var gapGuides: [UILayoutGuide] = []
        for k in 0..<(visible.count - 1) {
            let g = recipe.guide("UISV-distributing")
            gapGuides.append(g)
            recipe.add(g, recipe.lead, .equal, visible[k], edgeFrom, .required, "UISV-distributing-edge")
            recipe.add(g, recipe.trail, .equal, visible[k + 1], edgeTo, .required, "UISV-distributing-edge")
            if k > 0 {
                let i = arranged.firstIndex(where: { $0 === visible[k] }) ?? k
                let p: UILayoutPriority = centering ? UILayoutPriority(Float(max(150 - i, 50))) : .required
                recipe.add(g, length, .equal, gapGuides[0], length, p, "UISV-fill-equally")
            }
        }
        recipe.add(self, length, .equal, nil, .notAnAttribute, UILayoutPriority(49), "UISV-canvas-fit")
    }

    /// Hidden views collapse and are parked next to a visible neighbour. UISV-hiding is 999.999 (modern iOS;
    /// spec: unconfirmed, chosen). The parking constraint is `==` in every distribution: re-implementations use
    /// `>=` in the spreading ones, which leaves x only bounded below; the spec places the view at the bound,
    /// which `==` at priority 50 gives deterministically (spec: unconfirmed, chosen).
    private func addHidingConstraints(to recipe: StackRecipe) {
        let (arranged, lead, trail) = (recipe.arranged, recipe.lead, recipe.trail)
        for (i, v) in arranged.enumerated() where v.isHidden {
            recipe.add(v, recipe.length, .equal, nil, .notAnAttribute, UILayoutPriority(999.999), "UISV-hiding")
            let prev = arranged[..<i].last(where: { !$0.isHidden })
            let next = arranged[(i + 1)...].first(where: { !$0.isHidden })
            if let prev, next != nil {
                recipe.add(
                    v, lead, .equal, prev, trail, constant: resolvedSpacing(after: prev) / 2, UILayoutPriority(50),
                    "UISV-spacing-hidden")
            } else if let next {
                recipe.add(v, trail, .equal, next, lead, UILayoutPriority(50), "UISV-spacing-hidden")
            } else if let prev {
                recipe.add(v, lead, .equal, prev, trail, UILayoutPriority(50), "UISV-spacing-hidden")
            } else {
                recipe.add(v, lead, .equal, recipe.canvas, lead, UILayoutPriority(50), "UISV-spacing-hidden")
            }
        }
    }

    /// Multi-line text keeps to its share of a horizontal stack (spec §9, newer form; the spec marks the choice
    /// unconfirmed): with k visible wrapping views, each is at most (1/k) × canvas − s(k−1)/k, at priorities
    /// 950, 950 + δ, … with δ = min(25/k, 1), so that no label takes the whole row.
    private func addTextWidthConstraints(to recipe: StackRecipe) {
        guard axis == .horizontal, distribution == .fill || distribution == .equalSpacing || distribution == .equalCentering
        else { return }
        let texts = recipe.visible.filter { ($0 as? MultilineTextLayout)?.wrapsText == true }
        let k = CGFloat(texts.count)
        let delta = min(25 / Float(texts.count), 1)
        for (i, v) in texts.enumerated() {
            recipe.add(
                v, .width, .lessThanOrEqual, recipe.canvas, .width, multiplier: 1 / k,
                constant: -resolvedSpacing(UIStackView.spacingUseDefault) * (k - 1) / k,
                UILayoutPriority(950 + Float(i) * delta), "UISV-text-width-disambiguation")
        }
    }

    /// Across the axis: the alignment between the arranged views, the spanner guide that bounds them, and the
    /// canvas connections for each alignment.
    private func addAlignmentConstraints(to recipe: StackRecipe) {
        let (arranged, visible, canvas) = (recipe.arranged, recipe.visible, recipe.canvas)
        let h = axis == .horizontal
        let top: NSLayoutConstraint.Attribute = h ? .top : .leading
        let bottom: NSLayoutConstraint.Attribute = h ? .bottom : .trailing
        let breadth: NSLayoutConstraint.Attribute = h ? .height : .width
        let mid: NSLayoutConstraint.Attribute = h ? .centerY : .centerX
        var alignment = self.alignment
        if !h, alignment == .firstBaseline { alignment = .leading }
        if !h, alignment == .lastBaseline { alignment = .trailing }
        let item0 = arranged[0]

        // UISV-alignment: item0 against every other arranged item (hidden ones included).
        let alignAttrs: [NSLayoutConstraint.Attribute] =
            switch alignment {
            case .fill: [top, bottom]
            case .leading: [top]
            case .center: [mid]
            case .trailing: [bottom]
            case .firstBaseline: [.firstBaseline]
            case .lastBaseline: [.lastBaseline]
            }
        for v in arranged.dropFirst() {
            for a in alignAttrs { recipe.add(item0, a, .equal, v, a, .required, "UISV-alignment") }
        }
        if alignment == .fill {
            recipe.add(canvas, top, .equal, item0, top, .required, "UISV-canvas-connection")
            recipe.add(item0, bottom, .equal, canvas, bottom, .required, "UISV-canvas-connection")
            return
        }

        // Spanner boundary relations: (top: spanner vs item, bottom: spanner vs item).
        let topRel: NSLayoutConstraint.Relation = alignment == .leading ? .equal : .lessThanOrEqual
        let bottomRel: NSLayoutConstraint.Relation = alignment == .trailing ? .equal : .greaterThanOrEqual
        let spanned = visible.isEmpty ? [item0] : visible
        var inequalityCanvas = false
        if spanned.count >= 2 {
            let spanner = recipe.guide("UISV-alignment-spanner")
            for v in spanned {
                recipe.add(spanner, top, topRel, v, top, topRel == .equal ? UILayoutPriority(999.5) : .required, "UISV-spanning-boundary")
                recipe.add(
                    spanner, bottom, bottomRel, v, bottom, bottomRel == .equal ? UILayoutPriority(999.5) : .required,
                    "UISV-spanning-boundary")
            }
            recipe.add(spanner, breadth, .equal, nil, .notAnAttribute, UILayoutPriority(51), "UISV-spanning-fit")
            switch alignment {
            case .leading:
                recipe.add(canvas, top, .equal, item0, top, .required, "UISV-canvas-connection")
                recipe.add(spanner, bottom, .equal, canvas, bottom, .required, "UISV-canvas-connection")
            case .center:
                recipe.add(canvas, top, .equal, spanner, top, .required, "UISV-canvas-connection")
                recipe.add(spanner, bottom, .equal, canvas, bottom, .required, "UISV-canvas-connection")
                recipe.add(canvas, mid, .equal, item0, mid, .required, "UISV-canvas-connection")
            case .trailing:
                recipe.add(canvas, top, .equal, spanner, top, .required, "UISV-canvas-connection")
                recipe.add(item0, bottom, .equal, canvas, bottom, .required, "UISV-canvas-connection")
            case .firstBaseline:
                recipe.add(canvas, top, .lessThanOrEqual, item0, top, .required, "UISV-canvas-connection")
                recipe.add(spanner, bottom, .equal, canvas, bottom, .required, "UISV-canvas-connection")
                inequalityCanvas = true
            case .lastBaseline:
                recipe.add(canvas, top, .equal, spanner, top, .required, "UISV-canvas-connection")
                recipe.add(canvas, bottom, .greaterThanOrEqual, item0, bottom, .required, "UISV-canvas-connection")
                inequalityCanvas = true
            case .fill:
                break
            }
        } else {
            // One item: its own edges take the spanner's role.
            let only = spanned[0]
            recipe.add(canvas, top, topRel, only, top, .required, "UISV-canvas-connection")
            recipe.add(canvas, bottom, bottomRel, only, bottom, .required, "UISV-canvas-connection")
            if alignment == .center { recipe.add(canvas, mid, .equal, only, mid, .required, "UISV-canvas-connection") }
            inequalityCanvas = topRel != .equal || bottomRel != .equal
        }
        if inequalityCanvas {
            recipe.add(self, breadth, .equal, nil, .notAnAttribute, UILayoutPriority(49), "UISV-canvas-fit")
        }
        for v in arranged {
            recipe.add(v, breadth, .equal, nil, .notAnAttribute, UILayoutPriority(25), "UISV-ambiguity-suppression")
        }
    }
}

/// The constraints and guides a stack view is making for itself, with the attributes of its axis.
private final class StackRecipe {
    let stack: UIStackView
    let arranged: [UIView]
    /// The arranged views that are not hidden.
    let visible: [UIView]
    /// The stack, or its layout margins guide when the arrangement is relative to its margins.
    let canvas: AnyObject
    let lead: NSLayoutConstraint.Attribute, trail: NSLayoutConstraint.Attribute
    let length: NSLayoutConstraint.Attribute, mid: NSLayoutConstraint.Attribute
    /// Whether the distribution spreads the views out (equal spacing or equal centering).
    let spreading: Bool
    private(set) var made: [NSLayoutConstraint] = []
    /// The guides made, already added to the stack.
    private(set) var guides: [UILayoutGuide] = []

    init(stack: UIStackView, arranged: [UIView]) {
        self.stack = stack
        self.arranged = arranged
        visible = arranged.filter { !$0.isHidden }
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        let h = stack.axis == .horizontal
        (lead, trail, length, mid) = h ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        spreading = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    }

    /// Adds `a.aa r b.ba × multiplier + constant` at `priority`, named `id`.
    func add(
        _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation,
        _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        _ priority: UILayoutPriority = .required, _ id: String
    ) {
        let c = NSLayoutConstraint(
            item: a, attribute: aa, relatedBy: r, toItem: b, attribute: b == nil ? .notAnAttribute : ba,
            multiplier: multiplier, constant: constant)
        c.priority = priority
        c.identifier = id
        made.append(c)
    }

    /// A new guide of the stack, named `id`.
    func guide(_ id: String) -> UILayoutGuide {
        let g = UILayoutGuide()
        g.identifier = id
        stack.addLayoutGuide(g)
        guides.append(g)
        return g
    }
}
