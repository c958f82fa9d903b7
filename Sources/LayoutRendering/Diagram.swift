import Foundation

/// A rectangle in points, in the diagram's coordinates (y grows downwards).
public struct DiagramRect: Equatable, Sendable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
    /// Makes a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    /// Right edge.
    public var maxX: Double { x + width }
    /// Bottom edge.
    public var maxY: Double { y + height }
    /// Horizontal centre.
    public var midX: Double { x + width / 2 }
    /// Vertical centre.
    public var midY: Double { y + height / 2 }
}

/// A point in diagram coordinates.
public struct DiagramPoint: Equatable, Sendable {
    /// Horizontal position.
    public var x: Double
    /// Vertical position.
    public var y: Double
    /// Makes a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// How a view or constraint is doing: drawn in IB's colours.
public enum DiagramStatus: String, Sendable, CaseIterable {
    /// Satisfied and unambiguous: blue constraints, grey views.
    case normal
    /// Part of a conflicting set: red.
    case conflicting
    /// Not fully determined: orange.
    case ambiguous
    /// Solved frame differs from the designed frame: dashed red outline at the designed frame.
    case misplaced

    /// Stroke colour for this status.
    public var color: String {
        switch self {
        case .normal: return "#007aff"
        case .conflicting: return "#ff3b30"
        case .ambiguous: return "#ff9500"
        case .misplaced: return "#ff3b30"
        }
    }
}

/// A view drawn as a rectangle with its name.
public struct DiagramBox: Equatable, Sendable {
    /// Name shown in the box (IB's document label).
    public var name: String
    /// Frame in diagram (window) coordinates.
    public var frame: DiagramRect
    /// Nesting depth (0 = root), used for fill shading.
    public var depth: Int
    /// Problem status of the view.
    public var status: DiagramStatus
    /// The frame the file designed, drawn dashed when the view is misplaced.
    public var designedFrame: DiagramRect?
    /// The view's own background, drawn instead of the depth's shade (nil: none, or transparent).
    public var fill: DiagramFill?
    /// Makes a box.
    public init(
        name: String, frame: DiagramRect, depth: Int = 0, status: DiagramStatus = .normal, designedFrame: DiagramRect? = nil,
        fill: DiagramFill? = nil
    ) {
        self.name = name
        self.frame = frame
        self.depth = depth
        self.status = status
        self.designedFrame = designedFrame
        self.fill = fill
    }
}

/// A solid fill: an opaque `#rrggbb` color and its opacity.
public struct DiagramFill: Equatable, Sendable {
    /// The color, `#rrggbb`.
    public var color: String
    /// The opacity, 0…1.
    public var opacity: Double
    /// Makes a fill.
    public init(color: String, opacity: Double = 1) {
        self.color = color
        self.opacity = opacity
    }
}

/// The geometric attributes a diagram constraint refers to.
public enum DiagramAttribute: String, Sendable {
    case left, right, top, bottom, centerX, centerY, width, height, firstBaseline, lastBaseline
    /// True for attributes measured along x.
    public var isHorizontal: Bool { [.left, .right, .centerX, .width].contains(self) }
}

/// A constraint drawn as IB draws it: a segment with its constant as a label.
public struct DiagramConstraint: Equatable, Sendable {
    /// What the segment shows.
    public enum Kind: String, Sendable {
        /// Spacing between two edges (an "I-beam" with the constant).
        case spacing
        /// A width or height of one item.
        case size
        /// Two edges or centres aligned (a line through both).
        case alignment
    }
    /// Kind of drawing.
    public var kind: Kind
    /// Start of the segment.
    public var from: DiagramPoint
    /// End of the segment.
    public var to: DiagramPoint
    /// Label (usually the constant, with relation and priority when not `=`/1000).
    public var label: String
    /// Problem status.
    public var status: DiagramStatus
    /// Makes a drawn constraint.
    public init(kind: Kind, from: DiagramPoint, to: DiagramPoint, label: String, status: DiagramStatus = .normal) {
        self.kind = kind
        self.from = from
        self.to = to
        self.label = label
        self.status = status
    }

    /// Works out the segment IB would draw for `first.firstAttribute (relation) second.secondAttribute`
    /// from the two items' frames; `second == nil` means a constant-only (size) constraint.
    public static func between(
        _ first: DiagramRect, _ firstAttribute: DiagramAttribute,
        _ second: DiagramRect?, _ secondAttribute: DiagramAttribute?,
        label: String, status: DiagramStatus = .normal
    ) -> DiagramConstraint {
        guard let second, let secondAttribute else {
            return sizeSegment(first, firstAttribute, label: label, status: status)
        }
        if firstAttribute == .width || firstAttribute == .height {
            // Size relative to another item's size: draw the first item's size.
            return sizeSegment(first, firstAttribute, label: label, status: status)
        }
        if firstAttribute.isHorizontal {
            let x1 = coordinate(first, firstAttribute)
            let x2 = coordinate(second, secondAttribute)
            // Draw at the vertical middle of the overlap of the two items (or of the first item).
            let lo = max(first.y, second.y)
            let hi = min(first.maxY, second.maxY)
            let y = lo <= hi ? (lo + hi) / 2 : first.midY
            let kind: Kind = (firstAttribute == .centerX || x1 == x2) ? .alignment : .spacing
            if kind == .alignment {
                return DiagramConstraint(
                    kind: .alignment, from: DiagramPoint(x: x1, y: min(first.y, second.y)),
                    to: DiagramPoint(x: x1, y: max(first.maxY, second.maxY)), label: label, status: status)
            }
            return DiagramConstraint(
                kind: .spacing, from: DiagramPoint(x: x2, y: y), to: DiagramPoint(x: x1, y: y), label: label, status: status)
        } else {
            let y1 = coordinate(first, firstAttribute)
            let y2 = coordinate(second, secondAttribute)
            let lo = max(first.x, second.x)
            let hi = min(first.maxX, second.maxX)
            let x = lo <= hi ? (lo + hi) / 2 : first.midX
            if firstAttribute == .centerY || y1 == y2 {
                return DiagramConstraint(
                    kind: .alignment, from: DiagramPoint(x: min(first.x, second.x), y: y1),
                    to: DiagramPoint(x: max(first.maxX, second.maxX), y: y1), label: label, status: status)
            }
            return DiagramConstraint(
                kind: .spacing, from: DiagramPoint(x: x, y: y2), to: DiagramPoint(x: x, y: y1), label: label, status: status)
        }
    }

    static func sizeSegment(_ r: DiagramRect, _ a: DiagramAttribute, label: String, status: DiagramStatus) -> DiagramConstraint {
        if a.isHorizontal {
            let y = r.maxY - min(6, r.height / 4)
            return DiagramConstraint(
                kind: .size, from: DiagramPoint(x: r.x, y: y), to: DiagramPoint(x: r.maxX, y: y), label: label, status: status)
        }
        let x = r.maxX - min(6, r.width / 4)
        return DiagramConstraint(
            kind: .size, from: DiagramPoint(x: x, y: r.y), to: DiagramPoint(x: x, y: r.maxY), label: label, status: status)
    }

    static func coordinate(_ r: DiagramRect, _ a: DiagramAttribute) -> Double {
        switch a {
        case .left: return r.x
        case .right: return r.maxX
        case .centerX: return r.midX
        case .width: return r.width
        case .top: return r.y
        case .bottom, .lastBaseline: return r.maxY
        case .firstBaseline: return r.y
        case .centerY: return r.midY
        case .height: return r.height
        }
    }
}

/// Everything to draw: boxes (parents before children) and constraints, on a canvas of the given size.
public struct LayoutDiagram: Equatable, Sendable {
    /// Canvas width.
    public var width: Double
    /// Canvas height.
    public var height: Double
    /// Title shown above the drawing (may be empty).
    public var title: String
    /// Views, drawn in order (parents first).
    public var boxes: [DiagramBox]
    /// Constraints, drawn over the views.
    public var constraints: [DiagramConstraint]
    /// Makes a diagram.
    public init(width: Double, height: Double, title: String = "", boxes: [DiagramBox] = [], constraints: [DiagramConstraint] = []) {
        self.width = width
        self.height = height
        self.title = title
        self.boxes = boxes
        self.constraints = constraints
    }
}
