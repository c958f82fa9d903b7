import Foundation

/// A layer that draws a path (Core Animation's `CAShapeLayer`): view code sets its path, colors and stroke,
/// often as a mask or a border. Everything is kept and nothing drawn; layout never reads it.
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath?
    /// The fill color (default opaque black, Core Animation's).
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The stroke color (default none).
    open var strokeColor: CGColor?
    /// The stroke's width (default 1).
    open var lineWidth: CGFloat = 1
    /// How open ends are stroked (default butt).
    open var lineCap = CAShapeLayerLineCap.butt
    /// How corners are stroked (default miter).
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// The longest miter, in line widths (default 10).
    open var miterLimit: CGFloat = 10
    /// Dash and gap lengths, alternating (nil: a solid line).
    open var lineDashPattern: [NSNumber]?
    /// Where the dash pattern starts (default 0).
    open var lineDashPhase: CGFloat = 0
    /// The fraction of the path where the stroke starts (default 0).
    open var strokeStart: CGFloat = 0
    /// The fraction of the path where the stroke ends (default 1).
    open var strokeEnd: CGFloat = 1
    /// Which rule decides the inside (default non-zero).
    open var fillRule = CAShapeLayerFillRule.nonZero

    /// A shape layer of no view.
    public override init() { super.init() }
}

/// A shape layer's line cap name (Core Animation's string constants).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A cap of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A shape layer's line join name (Core Animation's string constants).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A join of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A cut-off corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A shape layer's fill rule name (Core Animation's string constants).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A rule of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
