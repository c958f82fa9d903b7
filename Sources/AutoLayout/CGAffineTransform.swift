import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

#if !canImport(CoreGraphics)
    /// A 2-D affine transform, as Core Graphics defines it: a point (x, y) maps to
    /// (a·x + c·y + tx, b·x + d·y + ty). (Apple platforms use Core Graphics' own type.)
    public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
        /// The entry scaling x.
        public var a: CGFloat
        /// The entry adding x to y.
        public var b: CGFloat
        /// The entry adding y to x.
        public var c: CGFloat
        /// The entry scaling y.
        public var d: CGFloat
        /// The x translation.
        public var tx: CGFloat
        /// The y translation.
        public var ty: CGFloat

        /// A transform with the given entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// The identity transform.
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        /// The transform that changes nothing.
        public static let identity = CGAffineTransform()

        /// A translation by (tx, ty).
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

        /// A scale by sx horizontally and sy vertically.
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

        /// A rotation by `angle` radians (counterclockwise in a y-up space, so clockwise on screen, where y
        /// grows downwards).
        public init(rotationAngle angle: CGFloat) {
            let cosine = CGFloat(cos(Double(angle)))
            let sine = CGFloat(sin(Double(angle)))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether this is the identity.
        public var isIdentity: Bool { self == .identity }

        /// This transform followed by `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// A translation by (tx, ty), then this transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A scale by (sx, sy), then this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A rotation by `angle` radians, then this transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse transform; a transform that cannot be inverted (determinant 0) is returned unchanged, as
        /// Core Graphics does.
        public func inverted() -> CGAffineTransform {
            let det = a * d - b * c
            guard det != 0, det.isFinite else { return self }
            return CGAffineTransform(
                a: d / det, b: -b / det, c: -c / det, d: a / det,
                tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        }

        /// `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`, as Swift prints Core Graphics' type.
        public var description: String {
            "CGAffineTransform(a: \(Double(a)), b: \(Double(b)), c: \(Double(c)), d: \(Double(d)), tx: \(Double(tx)), ty: \(Double(ty)))"
        }
    }

    extension CGPoint {
        /// The point mapped by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size mapped by `t`'s linear part (no translation; components may come out negative).
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle holding the four corners of this one mapped by `t` (Core Graphics' rule).
        public func applying(_ t: CGAffineTransform) -> CGRect {
            standardized.boundingBox { $0.applying(t) }
        }
    }
#endif

extension CGRect {
    /// The smallest rectangle holding this rectangle's four corners mapped by `map`.
    func boundingBox(mapping map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map(map)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let left = xs.min()!
        let top = ys.min()!
        return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
}
