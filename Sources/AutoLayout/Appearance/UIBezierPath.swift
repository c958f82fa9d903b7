import Foundation

/// The corners of a rectangle (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Corners from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path of lines and curves in a view's coordinates (UIKit's `UIBezierPath`), as view code builds one for a
/// layer's `shadowPath`, a `CAShapeLayer` or a mask. It keeps a `CGPath`; nothing is drawn (`fill()` and
/// `stroke()` do nothing), and layout never reads it.
///
/// Arcs follow UIKit: `clockwise` is clockwise on screen (angles increasing in y-down coordinates). Rounded
/// rectangles have circular corners here; UIKit's are continuous curves of the same bounds.
open class UIBezierPath: @unchecked Sendable {
    private var path = CGMutablePath()

    /// An empty path.
    public init() {}

    /// A closed rectangle, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with all four corners rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded. UIKit uses `cornerRadii.width` for both directions (widely
    /// reported since iOS 7; unconfirmed here), and so do we; each radius is at most half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = min(max(cornerRadii.width, 0), r.width / 2, r.height / 2)
        func size(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: radius, height: radius) : .zero }
        path.addRoundedRect(
            in: r, radii: [size(.topLeft), size(.topRight), size(.bottomRight), size(.bottomLeft)], transform: .identity)
    }

    /// An arc of the circle around `center` (a new subpath), `clockwise` on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s steps.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    // MARK: The path

    /// The path as Core Graphics takes it (a copy); setting it replaces every step.
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set {
            path = CGMutablePath()
            path.addPath(newValue)
        }
    }

    /// The smallest rectangle holding every point, control points included (`.null` when empty), as UIKit's.
    open var bounds: CGRect { path.boundingBox }
    /// The end of the last step.
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether the path has no steps.
    open var isEmpty: Bool { path.isEmpty }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line from the current point.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// An arc, joined to the current point by a line; `clockwise` on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every step.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Appends `bezierPath`'s steps.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Applies `transform` to every point.
    open func apply(_ transform: CGAffineTransform) {
        let old = path
        path = CGMutablePath()
        path.addPath(old, transform: transform)
    }

    // MARK: Drawing properties (kept; nothing is drawn)

    /// The stroke's width (default 1).
    open var lineWidth: CGFloat = 1
    /// How open ends are stroked.
    open var lineCapStyle = CGLineCap.butt
    /// How corners are stroked.
    open var lineJoinStyle = CGLineJoin.miter
    /// The longest miter, in line widths (default 10).
    open var miterLimit: CGFloat = 10
    /// How finely curves are drawn (default 0.6).
    open var flatness: CGFloat = 0.6
    /// Whether the even-odd rule decides the inside (default: non-zero winding).
    open var usesEvenOddFillRule = false

    /// Fills the path in the current context (nothing is drawn here).
    open func fill() {}
    /// Strokes the path in the current context (nothing is drawn here).
    open func stroke() {}
    /// Clips the current context to the path (nothing is drawn here).
    open func addClip() {}
}
