import Foundation

extension NSLayoutConstraint {
    /// A plain description: `<NSLayoutConstraint:0x… 'id' UIView:0x….width == 100   (active)>`.
    /// (The diagnostics module gives UIKit's exact format.)
    public var description: String {
        var parts = ["<\(className(self)):\(addressString(self))"]
        if let identifier { parts.append("'\(identifier)'") }
        parts.append(equationText)
        if priority != .required { parts.append("priority:\(priority)") }
        return parts.joined(separator: " ") + "   (\(isActive ? "active" : "inactive"))>"
    }

    /// `first.attr == 2*second.attr + 10`.
    var equationText: String {
        var s = "\(firstAnchorStorage.name) \(relation.symbol)"
        if let second = secondAnchor {
            s += " " + (multiplier == 1 ? "" : multiplier == -1 ? "-" : "\(fmt(multiplier))*") + second.name
            if constant > 0 { s += " + \(fmt(constant))" } else if constant < 0 { s += " - \(fmt(-constant))" }
        } else {
            s += " \(fmt(constant))"
        }
        return s
    }
}

/// The descriptions of views and guides, in one place so that the diagnostics module can give UIKit's
/// exact formats without touching the classes.
enum LayoutDescriptions {
    /// `<UIView: 0x…; frame = (x y; w h)>` — a short form of UIKit's description.
    static func view(_ v: UIView) -> String {
        let f = v.frame
        return "<\(className(v)): \(addressString(v)); frame = (\(fmt(f.minX)) \(fmt(f.minY)); \(fmt(f.width)) \(fmt(f.height)))>"
    }

    /// `<UILayoutGuide: 0x… - "identifier", layoutFrame = {{x, y}, {w, h}}>`.
    static func guide(_ g: UILayoutGuide) -> String {
        let f = g.layoutFrame
        return "<\(className(g)): \(addressString(g)) - \"\(g.identifier)\", layoutFrame = {{\(fmt(f.minX)), \(fmt(f.minY))}, {\(fmt(f.width)), \(fmt(f.height))}}>"
    }
}
