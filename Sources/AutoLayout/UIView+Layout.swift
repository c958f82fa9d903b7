import Foundation

extension UIView {
    /// Which of a view's edges and sizes follow its superview's size changes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// A mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }

    /// `UIView.noIntrinsicMetric` (−1): the view has no intrinsic size on that axis.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size fitting can return: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size fitting aims for: (10000, 10000) (spec: unconfirmed for current iOS, adopted).
    public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

    // MARK: Autoresizing

    /// Whether the view's frame and `autoresizingMask` are turned into constraints. True for views made in
    /// code; set it to false for views you position with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedTAMIC }
        set {
            guard newValue != storedTAMIC else { return }
            storedTAMIC = newValue
            guard let engine = rootView.engine else { return }
            if storedSuperview == nil { engine.pinRoot() } else { engine.generateAutoresizing(for: self) }
        }
    }

    /// How the view's frame follows its superview's size, for views that translate the mask.
    public var autoresizingMask: AutoresizingMask {
        get { storedMask }
        set {
            guard newValue != storedMask else { return }
            storedMask = newValue
            if storedTAMIC, storedSuperview != nil { rootView.engine?.generateAutoresizing(for: self) }
        }
    }

    // MARK: Direction

    /// How the view's content is laid out in right-to-left languages.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { storedSemantic }
        set {
            guard newValue != storedSemantic else { return }
            storedSemantic = newValue
            rootView.discardEngine()
        }
    }

    /// The direction leading/trailing follow in this view. `.unspecified` inherits the superview's direction
    /// (our stand-in for UIKit's trait-collection direction); a root that says nothing is left-to-right.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch storedSemantic {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified:
            var v = storedSuperview
            while let x = v {
                switch x.storedSemantic {
                case .forceRightToLeft: return .rightToLeft
                case .forceLeftToRight, .playback, .spatial: return .leftToRight
                case .unspecified: v = x.storedSuperview
                }
            }
            return .leftToRight
        }
    }

    /// The direction `attribute` would give, as UIKit's class method does.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Drops the engine (it is rebuilt at the next layout), for changes that touch how every constraint lowers.
    func discardEngine() {
        let root = rootView
        root.engine = nil
        root.setNeedsLayoutForSubtree()
    }

    // MARK: Alignment rectangles and baselines

    /// The view's `alignmentRectInsets` changed (an image view shown a new image): the engine's variables are the
    /// alignment rectangle, so the frame is read anew from the solution at the next layout; where the insets went
    /// into lowered constraints (a view holding subviews, or placed by its autoresizing mask) the engine is rebuilt.
    func alignmentInsetsChanged() {
        guard let engine = rootView.engine, engine.variables(of: self as LayoutItem) != nil else { return }
        if storedSubviews.isEmpty && !storedTAMIC, let superview = storedSuperview {
            superview.noteMovedSubview(self)
        } else {
            discardEngine()
        }
    }

    // MARK: Intrinsic content size

    /// The priority with which the view resists growing beyond its intrinsic size on `axis` (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.h : huggingPriorities.v
    }

    /// Sets the hugging priority on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal { huggingPriorities.h = priority } else { huggingPriorities.v = priority }
        contentSizePriorityChanged(for: axis)
    }

    /// The priority with which the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.h : compressionPriorities.v
    }

    /// Sets the compression-resistance priority on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal { compressionPriorities.h = priority } else { compressionPriorities.v = priority }
        contentSizePriorityChanged(for: axis)
    }

    /// The content-size constraint on `axis` reads its priorities from the view: its rows are lowered again.
    private func contentSizePriorityChanged(for axis: NSLayoutConstraint.Axis) {
        if let c = axis == .horizontal ? contentSizeConstraintH : contentSizeConstraintV { rootView.engine?.update(c) }
    }

    /// Brings the content-size constraints in line with `intrinsicContentSize` (one per axis with a metric).
    func refreshIntrinsicContentConstraints() {
        guard intrinsicSizeDirty else { return }
        intrinsicSizeDirty = false
        rootView.engine?.baselinesChanged(of: self)
        let size = intrinsicContentSize
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let metric = axis == .horizontal ? size.width : size.height
            var existing = axis == .horizontal ? contentSizeConstraintH : contentSizeConstraintV
            if metric == UIView.noIntrinsicMetric || !metric.isFinite {
                if let e = existing {
                    removeConstraint(e)
                    existing = nil
                }
            } else if let e = existing {
                if e.storedConstant != metric {
                    e.storedConstant = metric
                    if e.container === self { rootView.engine?.update(e) } else { addConstraint(e) }
                } else if e.container == nil {
                    addConstraint(e)
                }
            } else {
                let c = NSContentSizeLayoutConstraint(view: self, axis: axis, size: metric)
                existing = c
                // Known as the view's own first, so that the view keeps it in its field (`contentSizeConstraintH`).
                if axis == .horizontal { contentSizeConstraintH = c } else { contentSizeConstraintV = c }
                addConstraint(c)
            }
            if axis == .horizontal { contentSizeConstraintH = existing } else { contentSizeConstraintV = existing }
        }
    }

    // MARK: The layout cycle

    func setNeedsLayoutForSubtree() {
        forEachInSubtree {
            $0.needsLayoutFlag = true
            $0.descendantNeedsLayout = !$0.storedSubviews.isEmpty
        }
    }

    func markNeedsUpdateConstraintsForSubtree() {
        forEachInSubtree {
            $0.needsUpdateConstraintsFlag = true
            $0.descendantNeedsUpdate = !$0.storedSubviews.isEmpty
        }
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    func updateConstraintsIfNeededBase() {
        // Collect the flagged views, descending only into subtrees marked as holding one; then run them
        // children first. Repeat while updateConstraints() flags more.
        for _ in 0..<16 {
            var order: [UIView] = []
            var stack: [UIView] = [self]
            while let v = stack.popLast() {
                if v.needsUpdateConstraintsFlag || v.intrinsicSizeDirty { order.append(v) }
                if v.descendantNeedsUpdate {
                    v.descendantNeedsUpdate = false
                    stack.append(contentsOf: v.storedSubviews.reversed())
                }
            }
            if order.isEmpty { return }
            for v in order.reversed() {
                if v.needsUpdateConstraintsFlag {
                    v.needsUpdateConstraintsFlag = false
                    if let vc = v.owningViewController { vc.runUpdateViewConstraints() } else { v.updateConstraints() }
                }
                v.refreshIntrinsicContentConstraints()
            }
            if !(needsUpdateConstraintsFlag || intrinsicSizeDirty || descendantNeedsUpdate) { return }
        }
    }

    func layoutIfNeededBase() {
        let root = rootView
        let engine = root.prepareEngine()
        for _ in 0..<16 {
            // As CALayer does: start from the highest ancestor in the unbroken chain of ancestors that need
            // layout, so that a view whose own frame moved gets it from its superview's pass.
            var start: UIView = self
            var a = storedSuperview
            while let x = a, x.needsLayoutFlag {
                start = x
                a = x.storedSuperview
            }
            if start === self, storedSuperview != nil, let r = engine.alignmentRect(of: self) {
                // UIKit also takes the receiver's own size (not position) from the solution.
                let f = frame(forAlignmentRect: r)
                if f.size != storedFrame.size {
                    let c = center
                    setFrameFromLayout(CGRect(x: c.x - f.width / 2, y: c.y - f.height / 2, width: f.width, height: f.height))
                }
            }
            start.layOutMarkedSubtree()
            root.updateConstraintsIfNeeded()
            if engine.recheckInsets() { setNeedsLayout() }
            engine.markChangedViews()
            if !subtreeNeedsLayout() && !(storedSuperview?.needsLayoutFlag ?? false) { break }
        }
    }

    /// Update pass, then the engine (built if missing) with changes marked.
    func prepareEngine() -> LayoutEngine {
        updateConstraintsIfNeeded()
        let engine: LayoutEngine
        if let e = self.engine {
            engine = e
        } else {
            engine = LayoutEngine(root: self)
            self.engine = engine
            setNeedsLayoutForSubtree()
        }
        engine.markChangedViews()
        return engine
    }

    /// AppKit's name for `layoutIfNeeded()` (NSView), which the Auto Layout Guide's animation snippet calls: the
    /// same pass, so that code written for either compiles.
    public func layoutSubtreeIfNeeded() {
        layoutIfNeeded()
    }

    func layOutMarkedSubtree() {
        // Top-down; a view's subviews are visited after its layoutSubviews() has placed them, and only
        // subtrees marked as holding a view that needs layout are entered.
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            if v.needsLayoutFlag {
                v.needsLayoutFlag = false
                // A controller's root view: UIKit calls the controller around the view's layoutSubviews().
                let vc = v.owningViewController
                vc?.viewWillLayoutSubviews()
                v.layoutSubviews()
                vc?.viewDidLayoutSubviews()
                v.movedSubviews.removeAll()  // consumed, or not wanted by an override that does not call super
            }
            if v.descendantNeedsLayout {
                v.descendantNeedsLayout = false
                let listed = v.childrenNeedingLayout
                v.childrenNeedingLayout = []
                for child in listed.reversed() {
                    child.isListedForLayout = false
                    if child.storedSuperview === v { stack.append(child) }
                }
            }
        }
    }

    func subtreeNeedsLayout() -> Bool {
        needsLayoutFlag || descendantNeedsLayout
    }

    func applySolvedFramesToSubviews() {
        let root = rootView
        guard let engine = root.engine else { return }
        let scale = root.storedRoundingScale
        let origin = scale > 0 ? absoluteBoundsOrigin() : .zero
        let subviews = layoutsAllSubviews ? storedSubviews : movedSubviews
        movedSubviews = []
        layoutsAllSubviews = false
        for s in subviews where s.storedSuperview === self {
            guard let r = engine.alignmentRect(of: s) else { continue }
            var f = s.frame(forAlignmentRect: r)
            if scale > 0 {
                func round(_ v: CGFloat) -> CGFloat { (v * scale + 0.5).rounded(.down) / scale }
                let minX = round(origin.x + f.minX)
                let maxX = round(origin.x + f.maxX)
                let minY = round(origin.y + f.minY)
                let maxY = round(origin.y + f.maxY)
                f = CGRect(x: minX - origin.x, y: minY - origin.y, width: maxX - minX, height: maxY - minY)
            }
            s.setFrameFromLayout(f)
        }
    }

    /// The window-relative position of this view's bounds origin (using the current frames).
    func absoluteBoundsOrigin() -> CGPoint {
        var p = CGPoint(x: -storedBoundsOrigin.x, y: -storedBoundsOrigin.y)
        var v: UIView? = self
        while let x = v, let s = x.storedSuperview {
            p.x += x.storedFrame.minX - s.storedBoundsOrigin.x
            p.y += x.storedFrame.minY - s.storedBoundsOrigin.y
            v = s
        }
        return p
    }

    // MARK: Fitting

    func fittingSizeBase(
        _ targetSize: CGSize, horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        // Text that wraps at its solved width is measured again at that width and the subtree solved again, as
        // UIKit's second update pass does (a self-sizing cell's multi-line label needs no preferredMaxLayoutWidth);
        // four passes at most (our limit; each pass settles one level of nested wrapping).
        var solved = targetSize
        for _ in 0..<4 {
            updateConstraintsIfNeeded()
            let engine = LayoutEngine(root: self, isFitting: true)
            let fitting = FittingTargets(view: self, engine: engine)
            fitting.add(
                width: targetSize.width, priority: horizontalFittingPriority,
                height: targetSize.height, priority: verticalFittingPriority)
            guard let r = engine.alignmentRect(of: self) else { return targetSize }
            solved = frame(forAlignmentRect: r).size
            var rewrapped = false
            forEachInSubtree { v in
                guard let wrapping = v as? WrapsAtSolvedWidth,
                    let a = engine.alignmentRect(of: v)
                else { return }
                if wrapping.rewrap(atSolvedWidth: v.frame(forAlignmentRect: a).width) { rewrapped = true }
            }
            if !rewrapped { break }
        }
        let scale = rootView.storedRoundingScale
        if scale > 0 {
            solved.width = (solved.width * scale + 0.5).rounded(.down) / scale
            solved.height = (solved.height * scale + 0.5).rounded(.down) / scale
        }
        return solved
    }

    /// Prepares a detached view that is about to join `host` to be measured first: it takes the host's display
    /// scale as its own rounding scale, so that its text is measured and its fitting size rounded at the window's
    /// pixels (a 2x row of 50.5 points, not 50.287). A table or collection view measures a cell this way and adds
    /// it at its measured frame: added at a provisional frame, a self-sizing cell's constraints would meet its
    /// autoresizing height in the host's engine and log a conflict, which UIKit does not.
    func adoptDisplayScale(of host: UIView) {
        let scale = host.traitCollection.displayScale
        guard storedSuperview == nil, scale > 0, storedRoundingScale != scale else { return }
        layoutRoundingScale = scale
    }

    /// The smallest size satisfying the subtree's constraints (AppKit's `fittingSize`).
    public var fittingSize: CGSize { systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
}
