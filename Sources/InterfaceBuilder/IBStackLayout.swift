import AutoLayout
import Foundation

/// The constraints a `UIStackView` installs for its arranged views (containers spec §3–§8, identifiers
/// as UIKit's), made here for IB `<stackView>` elements so the engine lays them out. Simplifications
/// [unconfirmed, documented]: the alignment spanner guide is folded into direct inequalities to the
/// stack (same frames), baseline alignments on vertical stacks act as leading/trailing, and ties in
/// `fill` are broken by index (item *i*'s hugging and compression resistance + i·0.001).
public enum IBStackLayout {
    /// The stack constraints for `stack` (an engine view whose subviews made from `element.subviews` are arranged).
    public static func constraints(for stack: UIView, element: IBView, attributes s: IBStackAttributes, scale: Double) -> [NSLayoutConstraint] {
        let arrangedIDs = element.subviews.map(\.id)
        let arranged: [IBEngineView] = arrangedIDs.compactMap { id in
            stack.subviews.compactMap { $0 as? IBEngineView }.first { $0.element.id == id }
        }
        guard !arranged.isEmpty else { return [] }
        let horizontal = s.axis == "horizontal"
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let aLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let aTrail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let aSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let aCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
        let canvas: AnyObject = (s.layoutMarginsRelativeArrangement ?? false) ? stack.layoutMarginsGuide : stack
        var rawSpacing = s.standardSpacing ? 8 : s.spacing
        rawSpacing = (rawSpacing * scale).rounded() / scale
        let spacing = CGFloat(rawSpacing)
        let visible = arranged.filter { !$0.isHidden }
        var out: [NSLayoutConstraint] = []
        func add(_ c: NSLayoutConstraint) { out.append(c) }

        for v in arranged { v.translatesAutoresizingMaskIntoConstraints = false }
        if s.distribution == "fill" {
            for (i, v) in arranged.enumerated() where i > 0 {
                let bump = Float(i) * 0.001
                v.setContentHuggingPriority(v.contentHuggingPriority(for: axis) + bump, for: axis)
                v.setContentCompressionResistancePriority(v.contentCompressionResistancePriority(for: axis) + bump, for: axis)
            }
        }

        // Along the axis.
        if let first = visible.first, let last = visible.last {
            add(makeConstraint(canvas, lead, first, lead, identifier: "UISV-canvas-connection"))
            add(makeConstraint(last, trail, canvas, trail, identifier: "UISV-canvas-connection"))
            let spreading = s.distribution == "equalSpacing" || s.distribution == "equalCentering"
            for k in 0..<(visible.count - 1) {
                let a = visible[k], b = visible[k + 1]
                if s.baselineRelativeArrangement && !horizontal {
                    add(makeConstraint(b, .firstBaseline, a, .lastBaseline, relation: spreading ? .greaterThanOrEqual : .equal,
                                       constant: spacing, identifier: "UISV-spacing"))
                } else {
                    add(makeConstraint(b, lead, a, trail, relation: spreading ? .greaterThanOrEqual : .equal, constant: spacing, identifier: "UISV-spacing"))
                }
            }
            var distribution = s.distribution
            if distribution == "fillProportionally" {
                let lengths = visible.map { v -> CGFloat in
                    let l = horizontal ? v.intrinsicContentSize.width : v.intrinsicContentSize.height
                    return max(l, 0)
                }
                let d = lengths.reduce(0, +) + spacing * CGFloat(visible.count - 1)
                if d <= max(spacing * CGFloat(arranged.count - 1), 1) {
                    distribution = "fillEqually"
                } else {
                    for (i, v) in visible.enumerated() {
                        let index = arranged.firstIndex { $0 === v } ?? i
                        if lengths[i] <= 0 {
                            add(makeConstraint(v, size, nil, .notAnAttribute, identifier: "UISV-fill-proportionally"))
                        } else {
                            let m = lengths[i] / d
                            add(makeConstraint(v, size, canvas, size, multiplier: m,
                                               priority: m == 1 ? 1000 : Float(max(999 - index, 751)), identifier: "UISV-fill-proportionally"))
                        }
                    }
                }
            }
            if distribution == "fillEqually" {
                for v in visible.dropFirst() { add(makeConstraint(v, size, first, size, identifier: "UISV-fill-equally")) }
            }
            if spreading && visible.count > 1 {
                var gaps: [UILayoutGuide] = []
                for k in 0..<(visible.count - 1) {
                    let g = UILayoutGuide()
                    g.identifier = "UISV-distributing"
                    stack.addLayoutGuide(g)
                    let a = visible[k], b = visible[k + 1]
                    let from: NSLayoutConstraint.Attribute = distribution == "equalCentering" ? center : trail
                    let to: NSLayoutConstraint.Attribute = distribution == "equalCentering" ? center : lead
                    add(makeConstraint(g, lead, a, from, identifier: "UISV-distributing-edge"))
                    add(makeConstraint(g, trail, b, to, identifier: "UISV-distributing-edge"))
                    // Give the guide a place across the axis too (not part of UIKit's set; keeps it determined).
                    add(makeConstraint(g, aLead, stack, aLead, identifier: "UISV-distributing-edge"))
                    add(makeConstraint(g, aSize, nil, .notAnAttribute, identifier: "UISV-distributing-edge"))
                    if let g0 = gaps.first {
                        let index = arranged.firstIndex { $0 === a } ?? k
                        let p: Float = distribution == "equalCentering" ? Float(max(150 - index, 50)) : 1000
                        add(makeConstraint(g, size, g0, size, priority: p, identifier: "UISV-fill-equally"))
                    }
                    gaps.append(g)
                }
                add(makeConstraint(stack, size, nil, .notAnAttribute, priority: 49, identifier: "UISV-canvas-fit"))
            }
        }
        // Hidden arranged views: collapsed and parked next to a visible neighbour.
        for (i, v) in arranged.enumerated() where v.isHidden {
            add(makeConstraint(v, size, nil, .notAnAttribute, priority: 999.999, identifier: "UISV-hiding"))
            if let prev = arranged[..<i].last(where: { !$0.isHidden }) {
                add(makeConstraint(v, lead, prev, trail, constant: spacing / 2, priority: 50, identifier: "UISV-spacing-hidden"))
            } else if let next = visible.first {
                add(makeConstraint(v, trail, next, lead, priority: 50, identifier: "UISV-spacing-hidden"))
            } else {
                add(makeConstraint(v, lead, canvas, lead, priority: 50, identifier: "UISV-spacing-hidden"))
            }
        }

        // Across the axis.
        var alignment = s.alignment
        if !horizontal && (alignment == "firstBaseline") { alignment = "leading" }
        if !horizontal && (alignment == "lastBaseline") { alignment = "trailing" }
        switch alignment {
        case "fill":
            for v in arranged {
                add(makeConstraint(canvas, aLead, v, aLead, identifier: "UISV-alignment"))
                add(makeConstraint(v, aTrail, canvas, aTrail, identifier: "UISV-alignment"))
            }
        default:
            let item0 = arranged[0]
            for v in arranged {
                switch alignment {
                case "leading", "top":
                    add(makeConstraint(v, aLead, canvas, aLead, identifier: "UISV-alignment"))
                    add(makeConstraint(v, aTrail, canvas, aTrail, relation: .lessThanOrEqual, identifier: "UISV-spanning-boundary"))
                case "trailing", "bottom":
                    add(makeConstraint(v, aTrail, canvas, aTrail, identifier: "UISV-alignment"))
                    add(makeConstraint(v, aLead, canvas, aLead, relation: .greaterThanOrEqual, identifier: "UISV-spanning-boundary"))
                case "center":
                    add(makeConstraint(v, aCenter, canvas, aCenter, identifier: "UISV-alignment"))
                    add(makeConstraint(v, aLead, canvas, aLead, relation: .greaterThanOrEqual, identifier: "UISV-spanning-boundary"))
                default: // baselines, horizontal stacks
                    if v !== item0 {
                        let b: NSLayoutConstraint.Attribute = alignment == "firstBaseline" ? .firstBaseline : .lastBaseline
                        add(makeConstraint(v, b, item0, b, identifier: "UISV-alignment"))
                    }
                    add(makeConstraint(v, aLead, canvas, aLead, relation: .greaterThanOrEqual, identifier: "UISV-spanning-boundary"))
                    add(makeConstraint(v, aTrail, canvas, aTrail, relation: .lessThanOrEqual, identifier: "UISV-spanning-boundary"))
                }
                add(makeConstraint(v, aSize, nil, .notAnAttribute, priority: 25, identifier: "UISV-ambiguity-suppression"))
            }
            if alignment == "center" {
                for v in arranged { add(makeConstraint(v, aTrail, canvas, aTrail, relation: .lessThanOrEqual, identifier: "UISV-spanning-boundary")) }
            } else if alignment == "leading" || alignment == "top" || alignment == "trailing" || alignment == "bottom" {
                // the other inequality is already there
            }
            add(makeConstraint(stack, aSize, nil, .notAnAttribute, priority: 51, identifier: "UISV-spanning-fit"))
        }
        return out
    }
}
