import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

#if !canImport(CoreGraphics)
    /// A Core Graphics path (`CGPath`), as layers and `UIBezierPath` take it: subpaths of lines and Bézier
    /// curves, with their bounds. Nothing draws it here. (Apple platforms use Core Graphics' own type.)
    public class CGPath: Equatable, @unchecked Sendable {
        /// One step of a path.
        enum Element: Equatable {
            case move(CGPoint)
            case line(CGPoint)
            case quad(CGPoint, control: CGPoint)
            case cubic(CGPoint, control1: CGPoint, control2: CGPoint)
            case close
        }

        /// The path's steps, in order.
        var elements: [Element] = []
        /// Where the current subpath started (a close returns there).
        var subpathStart = CGPoint.zero

        init() {}

        init(elements: [Element]) {
            let built = CGMutablePath()
            for e in elements { built.append(e) }
            self.elements = built.elements
            subpathStart = built.subpathStart
        }

        /// A closed rectangle, `transform` applied.
        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let p = CGMutablePath()
            p.addRect(rect, transform: transform?.pointee ?? .identity)
            self.init(elements: p.elements)
        }

        /// An ellipse inscribed in `rect` (four cubic quarters), `transform` applied.
        public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let p = CGMutablePath()
            p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
            self.init(elements: p.elements)
        }

        /// A rectangle with elliptical corners, `transform` applied.
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
        ) {
            let p = CGMutablePath()
            p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
            self.init(elements: p.elements)
        }

        /// Whether the paths have the same steps.
        public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

        /// Whether the path has no steps.
        public var isEmpty: Bool { elements.isEmpty }

        /// The end of the last step (the start of the subpath after a close; zero when empty).
        public var currentPoint: CGPoint {
            switch elements.last {
            case .move(let p), .line(let p), .quad(let p, _), .cubic(let p, _, _): p
            case .close: subpathStart
            case nil: .zero
            }
        }

        /// The smallest rectangle holding every point of the path, control points included (`.null` when
        /// empty), as Core Graphics' `boundingBox`.
        public var boundingBox: CGRect {
            bounds { e, add in
                switch e {
                case .move(let p), .line(let p): add(p)
                case .quad(let p, let c):
                    add(c)
                    add(p)
                case .cubic(let p, let c1, let c2):
                    add(c1)
                    add(c2)
                    add(p)
                case .close: break
                }
            }
        }

        /// The smallest rectangle holding the path itself: curves by their extreme points, control points left out.
        public var boundingBoxOfPath: CGRect {
            var last = CGPoint.zero
            return bounds { e, add in
                switch e {
                case .move(let p), .line(let p):
                    add(p)
                    last = p
                case .quad(let p, let c):
                    // A quadratic is the cubic with control points 2/3 of the way to its control point.
                    let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                    let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                    for q in CGPath.cubicExtremes(last, c1, c2, p) { add(q) }
                    last = p
                case .cubic(let p, let c1, let c2):
                    for q in CGPath.cubicExtremes(last, c1, c2, p) { add(q) }
                    last = p
                case .close: last = subpathStart
                }
            }
        }

        private func bounds(_ visit: (Element, (CGPoint) -> Void) -> Void) -> CGRect {
            guard !elements.isEmpty else { return .null }
            var (minX, minY, maxX, maxY) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
            for e in elements {
                visit(e) { p in
                    (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
                }
            }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }

        /// The end points of a cubic and its points where either coordinate turns.
        static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
            func at(_ t: CGFloat) -> CGPoint {
                let u = 1 - t
                let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
            }
            // Roots in (0, 1) of the derivative of one coordinate: a t² + b t + c = 0.
            func turns(_ q0: CGFloat, _ q1: CGFloat, _ q2: CGFloat, _ q3: CGFloat) -> [CGFloat] {
                let a = -q0 + 3 * q1 - 3 * q2 + q3
                let b = 2 * (q0 - 2 * q1 + q2)
                let c = q1 - q0
                if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
                let disc = b * b - 4 * a * c
                guard disc >= 0 else { return [] }
                let r = disc.squareRoot()
                return [(-b + r) / (2 * a), (-b - r) / (2 * a)]
            }
            let ts = turns(p0.x, p1.x, p2.x, p3.x) + turns(p0.y, p1.y, p2.y, p3.y)
            return [p0, p3] + ts.filter { $0 > 0 && $0 < 1 }.map(at)
        }

        /// An immutable copy.
        public func copy() -> CGPath? { CGPath(elements: elements) }

        /// A copy with `transform` applied to every point.
        public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
            let p = CGMutablePath()
            p.addPath(self, transform: transform?.pointee ?? .identity)
            return CGPath(elements: p.elements)
        }

        /// A mutable copy.
        public func mutableCopy() -> CGMutablePath? {
            let p = CGMutablePath()
            p.addPath(self)
            return p
        }
    }

    /// A path built step by step (Core Graphics' `CGMutablePath`).
    public final class CGMutablePath: CGPath, @unchecked Sendable {
        /// An empty path.
        public override init() { super.init() }

        func append(_ e: Element) {
            switch e {
            case .move(let p): subpathStart = p
            case .close: if elements.isEmpty { return }
            default: if elements.isEmpty || elements.last == .close { elements.append(.move(currentPoint)) }
            }
            elements.append(e)
        }

        /// Starts a new subpath at `point`.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            append(.move(point.applying(transform)))
        }

        /// A straight line from the current point to `point`.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            append(.line(point.applying(transform)))
        }

        /// Lines through `points`, starting a subpath at the first.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            move(to: first, transform: transform)
            for p in points.dropFirst() { addLine(to: p, transform: transform) }
        }

        /// A quadratic curve to `end` pulled towards `control`.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            append(.quad(end.applying(transform), control: control.applying(transform)))
        }

        /// A cubic curve to `end` with two control points.
        public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
            append(.cubic(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
        }

        /// Closes the current subpath with a line back to its start.
        public func closeSubpath() { append(.close) }

        /// A closed rectangle as its own subpath.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            let r = rect.standardized
            addLines(
                between: [
                    CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                    CGPoint(x: r.minX, y: r.maxY),
                ], transform: transform)
            closeSubpath()
        }

        /// Each rectangle as its own subpath.
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            for r in rects { addRect(r, transform: transform) }
        }

        /// An ellipse inscribed in `rect`, as its own closed subpath.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            let r = rect.standardized
            addRoundedRect(in: r, cornerWidth: r.width / 2, cornerHeight: r.height / 2, transform: transform)
        }

        /// A rectangle whose corners are quarter ellipses of `cornerWidth` × `cornerHeight` (each at most half
        /// the side), as its own closed subpath, clockwise on screen from the top edge.
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            let r = rect.standardized
            let rx = min(max(cornerWidth, 0), r.width / 2)
            let ry = min(max(cornerHeight, 0), r.height / 2)
            let corner = CGSize(width: rx, height: ry)
            addRoundedRect(in: r, radii: [corner, corner, corner, corner], transform: transform)
        }

        /// A rectangle with its own radii at each corner, clockwise on screen from the top-left: top-left,
        /// top-right, bottom-right, bottom-left.
        func addRoundedRect(in r: CGRect, radii: [CGSize], transform: CGAffineTransform) {
            let k: CGFloat = 0.5522847498  // 4/3 (√2 − 1): a quarter circle's cubic
            let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
            move(to: CGPoint(x: r.minX + tl.width, y: r.minY), transform: transform)
            addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY), transform: transform)
            if tr != .zero {
                addCurve(
                    to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                    control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                    control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)), transform: transform)
            }
            addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height), transform: transform)
            if br != .zero {
                addCurve(
                    to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                    control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                    control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY), transform: transform)
            }
            addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY), transform: transform)
            if bl != .zero {
                addCurve(
                    to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                    control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                    control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)), transform: transform)
            }
            addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height), transform: transform)
            if tl != .zero {
                addCurve(
                    to: CGPoint(x: r.minX + tl.width, y: r.minY),
                    control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                    control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY), transform: transform)
            }
            closeSubpath()
        }

        /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians from the x axis towards
        /// y), as Core Graphics draws it: a line from the current point to the arc's start (a new subpath if
        /// there is none), then cubic pieces of at most a quarter turn. `clockwise` is Core Graphics' sense, in
        /// which angles decrease; in UIKit's y-down coordinates that turns counter-clockwise on screen.
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            let full = 2 * CGFloat.pi
            var sweep = endAngle - startAngle
            if clockwise {
                if sweep <= -full { sweep = -full } else { while sweep > 0 { sweep -= full } }
            } else {
                if sweep >= full { sweep = full } else { while sweep < 0 { sweep += full } }
            }
            func point(_ angle: CGFloat) -> CGPoint {
                CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
            let start = point(startAngle).applying(transform)
            if isEmpty || elements.last == .close { append(.move(start)) } else { append(.line(start)) }
            let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
            let step = sweep / CGFloat(pieces)
            let k = 4 / 3 * tan(step / 4)
            var a = startAngle
            for _ in 0..<pieces {
                let b = a + step
                let (p0, p3) = (point(a), point(b))
                let c1 = CGPoint(x: p0.x - k * radius * sin(a), y: p0.y + k * radius * cos(a))
                let c2 = CGPoint(x: p3.x + k * radius * sin(b), y: p3.y - k * radius * cos(b))
                addCurve(to: p3, control1: c1, control2: c2, transform: transform)
                a = b
            }
        }

        /// Appends `path`'s steps, `transform` applied.
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            for e in path.elements {
                switch e {
                case .move(let p): append(.move(p.applying(transform)))
                case .line(let p): append(.line(p.applying(transform)))
                case .quad(let p, let c): append(.quad(p.applying(transform), control: c.applying(transform)))
                case .cubic(let p, let c1, let c2):
                    append(.cubic(p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
                case .close: append(.close)
                }
            }
        }
    }

    /// How a stroke's open ends are drawn (Core Graphics' `CGLineCap`).
    public enum CGLineCap: Int32, Sendable {
        /// Square, at the end point.
        case butt
        /// A half circle past the end point.
        case round
        /// Square, half the line width past the end point.
        case square
    }

    /// How a stroke's corners are drawn (Core Graphics' `CGLineJoin`).
    public enum CGLineJoin: Int32, Sendable {
        /// A sharp corner.
        case miter
        /// A rounded corner.
        case round
        /// A cut-off corner.
        case bevel
    }
#endif
