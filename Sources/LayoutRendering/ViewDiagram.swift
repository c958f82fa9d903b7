import AutoLayout
import Foundation

/// What to draw for a view hierarchy: names, problem statuses and designed frames, given per view.
public struct ViewDiagramStyle {
    /// The name shown for a view (default: `debugName`, `accessibilityIdentifier`, else the class name).
    public var name: (UIView) -> String = { v in v.debugName ?? v.accessibilityIdentifier ?? String(describing: type(of: v)) }
    /// The problem status of a view.
    public var status: (UIView) -> DiagramStatus = { _ in .normal }
    /// The frame the view was designed at, in the root's coordinates (drawn dashed when misplaced).
    public var designedFrame: (UIView) -> DiagramRect? = { _ in nil }
    /// The view's fill (default: its `backgroundColor`, unless fully transparent).
    public var fill: (UIView) -> DiagramFill? = { v in
        guard let c = v.backgroundColor, c.alpha > 0 else { return nil }
        return DiagramFill(color: String(c.withAlphaComponent(1).hexString), opacity: Double(c.alpha))
    }
    /// The status of a constraint.
    public var constraintStatus: (NSLayoutConstraint) -> DiagramStatus = { _ in .normal }
    /// Which constraints to draw (default: those a developer made — not autoresizing, content-size,
    /// guide-pinning or stack-view constraints, whose identifiers start with `UI` or `_UI`, nor the ones Interface
    /// Builder's canvas adds of its own, whose identifiers start with `IB-`).
    public var includeConstraint: (NSLayoutConstraint) -> Bool = { c in
        if c is NSAutoresizingMaskLayoutConstraint || c is NSContentSizeLayoutConstraint { return false }
        if let id = c.identifier, id.hasPrefix("UI") || id.hasPrefix("_UI") || id.hasPrefix("IB-") { return false }
        return true
    }
    /// The label drawn on a constraint (default: ``constraintLabel(_:)``, as IB labels it).
    public var label: (NSLayoutConstraint) -> String = constraintLabel
    /// Makes the default style.
    public init() {}
}

extension LayoutDiagram {
    /// The diagram of `root`'s hierarchy as laid out now (call `layoutIfNeeded()` first): every view as a box
    /// at its frame in the root's coordinates, and every drawn constraint as IB draws it.
    public init(root: UIView, title: String = "", style: ViewDiagramStyle = ViewDiagramStyle()) {
        var boxes: [DiagramBox] = []
        var absolute: [ObjectIdentifier: DiagramRect] = [:]
        var constraints: [NSLayoutConstraint] = []
        func walk(_ v: UIView, origin: (Double, Double), depth: Int) {
            let f = v.frame
            let x = v === root ? 0 : origin.0 + Double(f.minX)
            let y = v === root ? 0 : origin.1 + Double(f.minY)
            let rect = DiagramRect(x: x, y: y, width: Double(f.width), height: Double(f.height))
            absolute[ObjectIdentifier(v)] = rect
            boxes.append(
                DiagramBox(
                    name: style.name(v), frame: rect, depth: depth, status: style.status(v), designedFrame: style.designedFrame(v),
                    fill: style.fill(v)))
            constraints += v.constraints.filter(style.includeConstraint)
            let inner = (x - Double(v.bounds.minX), y - Double(v.bounds.minY))
            for s in v.subviews { walk(s, origin: inner, depth: depth + 1) }
        }
        walk(root, origin: (0, 0), depth: 0)
        func rect(of item: AnyObject?) -> DiagramRect? {
            if let v = item as? UIView { return absolute[ObjectIdentifier(v)] }
            if let g = item as? UILayoutGuide, let owner = g.owningView, let o = absolute[ObjectIdentifier(owner)] {
                let f = g.layoutFrame
                return DiagramRect(
                    x: o.x + Double(f.minX) - Double(owner.bounds.minX), y: o.y + Double(f.minY) - Double(owner.bounds.minY),
                    width: Double(f.width), height: Double(f.height))
            }
            return nil
        }
        var drawn: [DiagramConstraint] = []
        var original: [DiagramConstraint] = []
        for c in constraints {
            guard let a = rect(of: c.firstItem), let attr = diagramAttribute(c.firstAttribute) else { continue }
            let b = rect(of: c.secondItem)
            let battr = diagramAttribute(c.secondAttribute)
            var segment = DiagramConstraint.between(
                a, attr, b, b == nil ? nil : battr, label: style.label(c), status: style.constraintStatus(c))
            // Constraints drawn on the same segment (e.g. two widths in conflict) are spread 8 points apart.
            let twins = original.filter { $0.from == segment.from && $0.to == segment.to }.count
            original.append(segment)
            if twins > 0 && segment.kind != .alignment {
                let vertical = abs(segment.to.y - segment.from.y) > abs(segment.to.x - segment.from.x)
                let d = Double(8 * twins)
                if vertical {
                    segment.from.x -= d
                    segment.to.x -= d
                } else {
                    segment.from.y -= d
                    segment.to.y -= d
                }
            }
            drawn.append(segment)
        }
        self.init(width: Double(root.frame.width), height: Double(root.frame.height), title: title, boxes: boxes, constraints: drawn)
    }
}

/// The label IB puts on a constraint: the constant (with `≥`/`≤` and `@priority` when not `=`/required),
/// `×m` for proportional sizes; empty for plain alignments.
public func constraintLabel(_ c: NSLayoutConstraint) -> String {
    var s = ""
    if c.multiplier != 1 && c.secondItem != nil { s = "×\(short(Double(c.multiplier)))" }
    if c.constant != 0 || (c.secondItem == nil) { s += (s.isEmpty ? "" : " ") + short(Double(c.constant)) }
    switch c.relation {
    case .greaterThanOrEqual: s = "≥ " + s
    case .lessThanOrEqual: s = "≤ " + s
    default: break
    }
    if c.priority.rawValue < 1000 { s += " @\(short(Double(c.priority.rawValue)))" }
    return s.trimmingCharacters(in: .whitespaces)
}

func short(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded() && abs(r) < 1e12 { return String(Int(r)) }
    var s = String(format: "%.3f", r)
    while s.hasSuffix("0") { s.removeLast() }
    return s
}

/// Maps an engine attribute to a drawn one (leading/trailing as left/right: left-to-right drawing).
func diagramAttribute(_ a: NSLayoutConstraint.Attribute) -> DiagramAttribute? {
    switch a {
    case .left, .leading, .leftMargin, .leadingMargin: return .left
    case .right, .trailing, .rightMargin, .trailingMargin: return .right
    case .top, .topMargin: return .top
    case .bottom, .bottomMargin: return .bottom
    case .width: return .width
    case .height: return .height
    case .centerX, .centerXWithinMargins: return .centerX
    case .centerY, .centerYWithinMargins: return .centerY
    case .firstBaseline: return .firstBaseline
    case .lastBaseline: return .lastBaseline
    default: return nil
    }
}

extension LayoutDiagram {
    /// Several diagrams side by side (e.g. the scenes of a storyboard), `gap` points apart, each keeping its title
    /// as a label box above it.
    public static func sideBySide(_ diagrams: [LayoutDiagram], title: String = "", gap: Double = 40) -> LayoutDiagram {
        guard diagrams.count != 1 else {
            var d = diagrams[0]
            if !title.isEmpty { d.title = d.title.isEmpty ? title : "\(title) · \(d.title)" }
            return d
        }
        var out = LayoutDiagram(width: 0, height: 0, title: title)
        var x = 0.0
        for d in diagrams {
            for var b in d.boxes {
                b.frame.x += x
                if var df = b.designedFrame {
                    df.x += x
                    b.designedFrame = df
                }
                out.boxes.append(b)
            }
            for var c in d.constraints {
                c.from.x += x
                c.to.x += x
                out.constraints.append(c)
            }
            x += d.width + gap
            out.height = max(out.height, d.height)
        }
        out.width = max(0, x - gap)
        return out
    }
}
