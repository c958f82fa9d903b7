import Foundation

extension UIView {
    /// The safe-area insets: settable on a root view (it plays the window/device); a subview gets the part
    /// of its bounds that overlaps its superview's unsafe region, from the current frames, never more than the
    /// superview's own inset on that edge: a view reaching past its superview's edge gets that inset, not the
    /// overlap plus the overhang (observed: martiancraft.com/blog/2019/02/notes-from-the-margins, "capped at
    /// the size of the superview's safe area inset"; Interface Builder agrees: duckduckgo/iOS
    /// `Bookmarks.storyboard`, Xcode 14 and 15, a container whose top and bottom margins are pinned to the
    /// top and bottom layout guides under opaque bars saved 8 pt past the root's top and bottom edges, margins
    /// 8 plus the root's whole insets, never marked misplaced).
    public var safeAreaInsets: UIEdgeInsets {
        get {
            // From the root down (iteratively): each view gets the part of its frame that overlaps its
            // superview's unsafe region, plus its view controller's additional insets.
            var chain: [UIView] = []
            var v: UIView? = self
            while let x = v {
                chain.append(x)
                v = x.storedSuperview
            }
            var insets = chain[chain.count - 1].withAdditionalInsets(chain[chain.count - 1].storedSafeAreaInsets)
            for i in stride(from: chain.count - 2, through: 0, by: -1) {
                let x = chain[i]
                let s = chain[i + 1]
                let si = insets
                if si == .zero {
                    insets = x.withAdditionalInsets(.zero)
                    continue
                }
                let f = x.storedFrame
                let b = s.bounds
                insets = x.withAdditionalInsets(
                    UIEdgeInsets(
                        top: max(0, min(si.top - (f.minY - b.minY), si.top, f.height)),
                        left: max(0, min(si.left - (f.minX - b.minX), si.left, f.width)),
                        bottom: max(0, min(si.bottom - (b.maxY - f.maxY), si.bottom, f.height)),
                        right: max(0, min(si.right - (b.maxX - f.maxX), si.right, f.width))))
            }
            return insets
        }
        set {
            guard newValue != storedSafeAreaInsets else { return }
            storedSafeAreaInsets = newValue
            safeAreaDidChange()
        }
    }

    /// For a controller's root view: `i` raised edge by edge to what the container's bars cover, plus the
    /// controller's `additionalSafeAreaInsets`. Other views: `i`.
    private func withAdditionalInsets(_ i: UIEdgeInsets) -> UIEdgeInsets {
        guard let vc = owningViewController else { return i }
        var r = i
        if let container = vc.parent {
            let b = container.insetsCoveredByBars(ofChild: vc)
            r = UIEdgeInsets(
                top: max(r.top, b.top), left: max(r.left, b.left),
                bottom: max(r.bottom, b.bottom), right: max(r.right, b.right))
        }
        let a = vc.additionalSafeAreaInsets
        return UIEdgeInsets(top: r.top + a.top, left: r.left + a.left, bottom: r.bottom + a.bottom, right: r.right + a.right)
    }

    func safeAreaDidChange() {
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        do {
            if let engine = rootView.engine {
                engine.marginsChanged(in: self)
            } else {
                forEachInSubtree { $0.refreshSystemGuideConstraints() }
            }
        }
    }

    /// The guide for the bounds inset by the layout margins. Made on first use, pinned by required
    /// constraints named `UIView-leftMargin-guide-constraint` (…right/top/bottom) as UIKit's are.
    public var layoutMarginsGuide: UILayoutGuide {
        if let g = storedMarginsGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIViewLayoutMarginsGuide"
        storedMarginsGuide = g
        addLayoutGuide(g)
        let m = effectiveLayoutMargins
        let cs = [
            makeGuideConstraint(g.leftAnchor, .equal, leftAnchor, m.left, "UIView-leftMargin-guide-constraint"),
            makeGuideConstraint(rightAnchor, .equal, g.rightAnchor, m.right, "UIView-rightMargin-guide-constraint"),
            makeGuideConstraint(g.topAnchor, .equal, topAnchor, m.top, "UIView-topMargin-guide-constraint"),
            makeGuideConstraint(bottomAnchor, .equal, g.bottomAnchor, m.bottom, "UIView-bottomMargin-guide-constraint"),
        ]
        addConstraints(cs)
        rootView.engine?.noteInsetsUsed(by: self)
        return g
    }

    /// The guide for the safe area: the bounds inset by `safeAreaInsets`, pinned by constraints named
    /// `UIViewSafeAreaLayoutGuide-left` (…right/top/bottom).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let g = storedSafeAreaGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIViewSafeAreaLayoutGuide"
        storedSafeAreaGuide = g
        addLayoutGuide(g)
        let s = safeAreaInsets
        addConstraints([
            makeGuideConstraint(g.leftAnchor, .equal, leftAnchor, s.left, "UIViewSafeAreaLayoutGuide-left"),
            makeGuideConstraint(rightAnchor, .equal, g.rightAnchor, s.right, "UIViewSafeAreaLayoutGuide-right"),
            makeGuideConstraint(g.topAnchor, .equal, topAnchor, s.top, "UIViewSafeAreaLayoutGuide-top"),
            makeGuideConstraint(bottomAnchor, .equal, g.bottomAnchor, s.bottom, "UIViewSafeAreaLayoutGuide-bottom"),
        ])
        rootView.engine?.noteInsetsUsed(by: self)
        return g
    }

    /// The width of the readable content guide at the default text size (spec: 672 points, observed).
    public static let readableContentWidth: CGFloat = 672

    /// A guide centred in the margins guide, as wide as it but at most `UIView.readableContentWidth`, with
    /// the margins guide's top and bottom (spec: unconfirmed construction, adopted).
    public var readableContentGuide: UILayoutGuide {
        if let g = storedReadableGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIViewReadableContentGuide"
        storedReadableGuide = g
        addLayoutGuide(g)
        let m = layoutMarginsGuide
        let cs: [NSLayoutConstraint] = [
            g.centerXAnchor.constraint(equalTo: m.centerXAnchor),
            g.topAnchor.constraint(equalTo: m.topAnchor),
            g.bottomAnchor.constraint(equalTo: m.bottomAnchor),
            g.widthAnchor.constraint(lessThanOrEqualTo: m.widthAnchor),
            g.widthAnchor.constraint(lessThanOrEqualToConstant: UIView.readableContentWidth),
            g.widthAnchor.constraint(equalTo: m.widthAnchor),
        ]
        cs[5].storedPriority = UILayoutPriority(999)
        let names = ["centerX", "top", "bottom", "width-le-margins", "width-le-readable", "width"]
        for (c, n) in zip(cs, names) {
            c.origin = .systemGuide
            c.identifier = "UIView-readableContentGuide-\(n)"
        }
        addConstraints(cs)
        return g
    }

    func makeGuideConstraint(
        _ a: NSLayoutXAxisAnchor, _ r: NSLayoutConstraint.Relation, _ b: NSLayoutXAxisAnchor,
        _ c: CGFloat, _ id: String
    ) -> NSLayoutConstraint {
        let k = NSLayoutConstraint(first: a.side, relation: r, second: b.side, multiplier: 1, constant: c, origin: .systemGuide)
        k.identifier = id
        return k
    }

    func makeGuideConstraint(
        _ a: NSLayoutYAxisAnchor, _ r: NSLayoutConstraint.Relation, _ b: NSLayoutYAxisAnchor,
        _ c: CGFloat, _ id: String
    ) -> NSLayoutConstraint {
        let k = NSLayoutConstraint(first: a.side, relation: r, second: b.side, multiplier: 1, constant: c, origin: .systemGuide)
        k.identifier = id
        return k
    }

    /// Brings the constants of the margins and safe-area guide constraints in line with the current insets.
    func refreshSystemGuideConstraints() {
        guard storedMarginsGuide != nil || storedSafeAreaGuide != nil else { return }
        let m = effectiveLayoutMargins
        let s = safeAreaInsets
        rootView.engine?.noteInsetsUsed(by: self)
        for c in storedConstraints where c.origin == .systemGuide {
            let value: CGFloat? =
                switch c.identifier {
                case "UIView-leftMargin-guide-constraint": m.left
                case "UIView-rightMargin-guide-constraint": m.right
                case "UIView-topMargin-guide-constraint": m.top
                case "UIView-bottomMargin-guide-constraint": m.bottom
                case "UIViewSafeAreaLayoutGuide-left": s.left
                case "UIViewSafeAreaLayoutGuide-right": s.right
                case "UIViewSafeAreaLayoutGuide-top": s.top
                case "UIViewSafeAreaLayoutGuide-bottom": s.bottom
                default: nil
                }
            if let value, value != c.storedConstant {
                c.storedConstant = value
                rootView.engine?.update(c)
            }
        }
    }
}
