import Foundation

extension UIView {
    /// The point of this view's coordinates in the root's (window) coordinates, from the current frames and
    /// transforms (each view's `transform` applies around its center, as UIKit converts).
    func pointInRoot(_ p: CGPoint) -> CGPoint {
        var q = p
        var v: UIView = self
        while let s = v.storedSuperview {
            q = v.pointInSuperview(q)
            v = s
        }
        q.x -= v.storedBoundsOrigin.x
        q.y -= v.storedBoundsOrigin.y
        return q
    }

    /// A point of the root's coordinates in this view's coordinates (the inverse of `pointInRoot(_:)`).
    func pointFromRoot(_ q: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var v: UIView = self
        while let s = v.storedSuperview {
            chain.append(v)
            v = s
        }
        var p = CGPoint(x: q.x + v.storedBoundsOrigin.x, y: q.y + v.storedBoundsOrigin.y)
        for x in chain.reversed() { p = x.pointFromSuperview(p) }
        return p
    }

    /// A point of this view's bounds in its superview's coordinates.
    private func pointInSuperview(_ p: CGPoint) -> CGPoint {
        if transform.isIdentity {
            return CGPoint(x: p.x + storedFrame.minX - storedBoundsOrigin.x, y: p.y + storedFrame.minY - storedBoundsOrigin.y)
        }
        let local = CGPoint(
            x: p.x - storedBoundsOrigin.x - storedFrame.width / 2,
            y: p.y - storedBoundsOrigin.y - storedFrame.height / 2
        ).applying(transform)
        return CGPoint(x: storedFrame.midX + local.x, y: storedFrame.midY + local.y)
    }

    /// A point of the superview's coordinates in this view's bounds.
    private func pointFromSuperview(_ q: CGPoint) -> CGPoint {
        if transform.isIdentity {
            return CGPoint(x: q.x - storedFrame.minX + storedBoundsOrigin.x, y: q.y - storedFrame.minY + storedBoundsOrigin.y)
        }
        let local = CGPoint(x: q.x - storedFrame.midX, y: q.y - storedFrame.midY).applying(transform.inverted())
        return CGPoint(
            x: local.x + storedBoundsOrigin.x + storedFrame.width / 2,
            y: local.y + storedBoundsOrigin.y + storedFrame.height / 2)
    }

    /// Whether this view or an ancestor has a transform.
    private var isTransformedInRoot: Bool {
        var v: UIView? = self
        while let x = v, x.storedSuperview != nil {
            if !x.transform.isIdentity { return true }
            v = x.storedSuperview
        }
        return false
    }

    /// A point of this view's coordinates in the coordinates of `view` (the root's when nil). Views of
    /// different trees are converted as if their roots coincided.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        if view.isTransformedInRoot { return view.pointFromRoot(inRoot) }
        let origin = view.pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// A point of `view`'s coordinates (the root's when nil) in this view's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.pointInRoot(point) ?? point
        if isTransformedInRoot { return pointFromRoot(inRoot) }
        let origin = pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// A rectangle of this view's coordinates in the coordinates of `view`: with transforms on the way, the
    /// smallest rectangle holding the four converted corners (as UIKit's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard isTransformedInRoot || (view?.isTransformedInRoot ?? false) else {
            return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }
        return rect.boundingBox { convert($0, to: view) }
    }

    /// A rectangle of `view`'s coordinates in this view's coordinates (see `convert(_:to:)`).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard isTransformedInRoot || (view?.isTransformedInRoot ?? false) else {
            return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
        }
        return rect.boundingBox { convert($0, from: view) }
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    public func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: s)
    }
}
