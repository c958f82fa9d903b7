import Foundation

/// Draws a `LayoutDiagram` as a standalone SVG document, the equivalent of `visualizeConstraints:`:
/// views as named rectangles, constraints as blue segments with their constants, conflicts red,
/// ambiguity orange, misplaced views with a dashed red outline where the file put them.
public struct SVGRenderer {
    /// Margin around the canvas, in points.
    public var padding: Double = 20
    /// Height of the title band (0 when the diagram has no title).
    public var titleHeight: Double = 24
    /// Font size of view names.
    public var fontSize: Double = 11

    /// Makes a renderer with default styling.
    public init() {}

    /// The SVG text for `diagram`.
    public func render(_ diagram: LayoutDiagram) -> String {
        let top = padding + (diagram.title.isEmpty ? 0 : titleHeight)
        let totalW = diagram.width + 2 * padding
        let totalH = diagram.height + top + padding
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(totalW))" height="\(n(totalH))" viewBox="0 0 \(n(totalW)) \(n(totalH))" font-family="Helvetica, Arial, sans-serif">

            """
        out += "  <rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(totalW))\" height=\"\(n(totalH))\" fill=\"#f2f2f7\"/>\n"
        if !diagram.title.isEmpty {
            out +=
                "  <text class=\"title\" x=\"\(n(padding))\" y=\"\(n(padding + 14))\" font-size=\"14\" font-weight=\"bold\" fill=\"#1c1c1e\">\(escape(diagram.title))</text>\n"
        }
        out += "  <g transform=\"translate(\(n(padding)),\(n(top)))\">\n"
        for box in diagram.boxes {
            let shade = max(255 - 14 * box.depth, 150)
            let fill = box.fill?.color ?? (box.depth == 0 ? "#ffffff" : "rgb(\(shade),\(shade),\(min(shade + 8, 255)))")
            let opacity = box.fill.map { $0.opacity < 1 ? " fill-opacity=\"\(n($0.opacity))\"" : "" } ?? ""
            let stroke: String
            switch box.status {
            case .normal: stroke = "#8e8e93"
            case .misplaced: stroke = "#8e8e93"
            default: stroke = box.status.color
            }
            let f = box.frame
            out += "    <g class=\"view \(box.status.rawValue)\">\n"
            out +=
                "      <rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"\(fill)\"\(opacity) stroke=\"\(stroke)\" stroke-width=\"1\"/>\n"
            out +=
                "      <text x=\"\(n(f.x + 3))\" y=\"\(n(f.y + fontSize + 1))\" font-size=\"\(n(fontSize))\" fill=\"#3a3a3c\">\(escape(box.name))</text>\n"
            if box.status == .misplaced, let d = box.designedFrame {
                out +=
                    "      <rect class=\"designed\" x=\"\(n(d.x))\" y=\"\(n(d.y))\" width=\"\(n(d.width))\" height=\"\(n(d.height))\" fill=\"none\" stroke=\"\(DiagramStatus.misplaced.color)\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>\n"
            }
            out += "    </g>\n"
        }
        for c in diagram.constraints {
            let color = c.status.color
            out += "    <g class=\"constraint \(c.kind.rawValue) \(c.status.rawValue)\">\n"
            out +=
                "      <line x1=\"\(n(c.from.x))\" y1=\"\(n(c.from.y))\" x2=\"\(n(c.to.x))\" y2=\"\(n(c.to.y))\" stroke=\"\(color)\" stroke-width=\"1\"\(c.kind == .alignment ? " stroke-dasharray=\"2 2\"" : "")/>\n"
            if c.kind != .alignment {
                out += endCaps(c, color: color)
            }
            if !c.label.isEmpty {
                let mx = (c.from.x + c.to.x) / 2
                let my = (c.from.y + c.to.y) / 2
                let vertical = abs(c.to.y - c.from.y) > abs(c.to.x - c.from.x)
                let (tx, ty) = vertical ? (mx + 3, my + 4) : (mx, my - 3)
                out +=
                    "      <text x=\"\(n(tx))\" y=\"\(n(ty))\" font-size=\"9\" fill=\"\(color)\"\(vertical ? "" : " text-anchor=\"middle\"")>\(escape(c.label))</text>\n"
            }
            out += "    </g>\n"
        }
        out += "  </g>\n</svg>\n"
        return out
    }

    /// Short perpendicular ticks at both ends of a spacing or size segment (IB's I-beam).
    func endCaps(_ c: DiagramConstraint, color: String) -> String {
        let vertical = abs(c.to.y - c.from.y) > abs(c.to.x - c.from.x)
        var s = ""
        for p in [c.from, c.to] {
            let (x1, y1, x2, y2) = vertical ? (p.x - 3, p.y, p.x + 3, p.y) : (p.x, p.y - 3, p.x, p.y + 3)
            s += "      <line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(color)\" stroke-width=\"1\"/>\n"
        }
        return s
    }

    func n(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        if r == r.rounded() && abs(r) < 1e12 { return String(Int(r)) }
        var s = String(format: "%.2f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
