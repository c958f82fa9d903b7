import Foundation

extension UIView {
    /// The point of this view's coordinates in the root's (window) coordinates, from the current frames.
    func pointInRoot(_ p: CGPoint) -> CGPoint {
        var q = p
        var v: UIView = self
        while let s = v.storedSuperview {
            q.x += v.storedFrame.minX - v.storedBoundsOrigin.x
            q.y += v.storedFrame.minY - v.storedBoundsOrigin.y
            v = s
        }
        q.x -= v.storedBoundsOrigin.x
        q.y -= v.storedBoundsOrigin.y
        return q
    }

    /// A point of this view's coordinates in the coordinates of `view` (the root's when nil). Views of
    /// different trees are converted as if their roots coincided.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        let origin = view.pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// A point of `view`'s coordinates (the root's when nil) in this view's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.pointInRoot(point) ?? point
        let origin = pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// A rectangle of this view's coordinates in the coordinates of `view`.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// A rectangle of `view`'s coordinates in this view's coordinates.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    public func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: s)
    }
}
