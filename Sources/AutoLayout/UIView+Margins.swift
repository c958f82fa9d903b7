import Foundation

extension UIView {
    /// The insets from the bounds that the margin attributes and `layoutMarginsGuide` use. Default 8 on
    /// every side. Setting it replaces `directionalLayoutMargins` (they are two views of one value).
    public var layoutMargins: UIEdgeInsets {
        get {
            switch marginsSource {
            case .absolute(let m): m
            case .directional(let d): UIEdgeInsets(d, direction: effectiveUserInterfaceLayoutDirection)
            }
        }
        set {
            guard marginsSource != .absolute(newValue) else { return }
            marginsSource = .absolute(newValue)
            marginsDidChange()
        }
    }

    /// The layout margins by leading/trailing: leading is `layoutMargins.left` left-to-right and `.right`
    /// right-to-left.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            switch marginsSource {
            case .absolute(let m): NSDirectionalEdgeInsets(m, direction: effectiveUserInterfaceLayoutDirection)
            case .directional(let d): d
            }
        }
        set {
            guard marginsSource != .directional(newValue) else { return }
            marginsSource = .directional(newValue)
            marginsDidChange()
        }
    }

    /// Whether the margins grow to keep clear of the superview's margins (default false).
    public var preservesSuperviewLayoutMargins: Bool {
        get { storedPreservesSuperviewMargins }
        set {
            guard newValue != storedPreservesSuperviewMargins else { return }
            storedPreservesSuperviewMargins = newValue
            marginsDidChange()
        }
    }

    /// Whether the safe-area insets are added to the margins (default true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedInsetsMarginsFromSafeArea }
        set {
            guard newValue != storedInsetsMarginsFromSafeArea else { return }
            storedInsetsMarginsFromSafeArea = newValue
            marginsDidChange()
        }
    }

    /// The margins layout actually uses: `layoutMargins`, plus the safe-area insets when
    /// `insetsLayoutMarginsFromSafeArea` (spec: "add", unconfirmed, adopted), raised edge by edge to clear
    /// the superview's margins when `preservesSuperviewLayoutMargins` (using the current frames).
    public var effectiveLayoutMargins: UIEdgeInsets {
        var m = layoutMargins
        if let vc = owningViewController, vc.viewRespectsSystemMinimumLayoutMargins {
            let floor = UIEdgeInsets(vc.systemMinimumLayoutMargins, direction: effectiveUserInterfaceLayoutDirection)
            m = UIEdgeInsets(
                top: max(m.top, floor.top), left: max(m.left, floor.left),
                bottom: max(m.bottom, floor.bottom), right: max(m.right, floor.right))
        }
        if storedInsetsMarginsFromSafeArea {
            let s = safeAreaInsets
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if storedPreservesSuperviewMargins, let sup = storedSuperview {
            let sm = sup.effectiveLayoutMargins
            let f = storedFrame
            let b = sup.bounds
            m.left = max(m.left, sm.left - (f.minX - b.minX))
            m.top = max(m.top, sm.top - (f.minY - b.minY))
            m.right = max(m.right, sm.right - (b.maxX - f.maxX))
            m.bottom = max(m.bottom, sm.bottom - (b.maxY - f.maxY))
        }
        return m
    }

    func marginsDidChange() {
        layoutMarginsDidChange()
        if let engine = rootView.engine {
            engine.marginsChanged(in: self)
        } else {
            refreshSystemGuideConstraints()
        }
        setNeedsLayout()
    }
}

extension LayoutEngine {
    /// Re-lowers the constraints that read margins of `view` or of its descendants (which may preserve them).
    func marginsChanged(in view: UIView) {
        var affected: [NSLayoutConstraint] = []
        var holders: [UIView] = []
        var a: UIView? = view
        while let h = a {
            holders.append(h)
            a = h.storedSuperview
        }
        view.forEachInSubtree { if $0 !== view { holders.append($0) } }
        for h in holders {
            for c in h.storedConstraints where c.readsMargins(inSubtreeOf: view) { affected.append(c) }
        }
        for c in affected { update(c) }
        view.forEachInSubtree { $0.refreshSystemGuideConstraints() }
    }
}

extension NSLayoutConstraint {
    func readsMargins(inSubtreeOf view: UIView) -> Bool {
        func reads(_ a: ConstraintSide?) -> Bool {
            guard let a else { return false }
            if a.isComposite { return reads(a.offsetFrom) || reads(a.offsetTo) }
            guard a.attribute.isMargin, let v = a.item as? UIView else { return false }
            return v.isDescendant(of: view)
        }
        return reads(firstAnchorStorage) || reads(secondAnchorStorage)
    }
}
