import Foundation

/// The issue navigator groups Interface Builder sorts Auto Layout problems into.
public enum IBIssueGroup: String, Sendable, CaseIterable {
    case conflictingConstraints = "Conflicting Constraints"
    case missingConstraints = "Missing Constraints"
    case contentPriorityAmbiguity = "Content Priority Ambiguity"
    case scrollableContentSizeAmbiguity = "Scrollable Content Size Ambiguity"
    case misplacedViews = "Misplaced Views"
    case inactiveConstraints = "Constraints Turned Off"

    /// Conflicts are errors (IB shows them red); the rest are warnings.
    public var isError: Bool { self == .conflictingConstraints }
}

/// One Auto Layout issue as Interface Builder's issue navigator lists it.
public struct IBIssue: Equatable, Sendable, CustomStringConvertible {
    /// Navigator group.
    public var group: IBIssueGroup
    /// IB id of the view (or first constraint) concerned.
    public var objectID: String
    /// Line of that object in the file.
    public var line: Int
    /// IB's text, e.g. `Need constraints for: X position, width`.
    public var message: String
    /// Details lines (conflicting constraints, `Expected:`/`Actual:` frames…).
    public var details: [String]
    /// Ids of the constraints concerned (conflicts).
    public var constraintIDs: [String]
    /// Makes an issue.
    public init(group: IBIssueGroup, objectID: String, line: Int, message: String, details: [String] = [], constraintIDs: [String] = []) {
        self.group = group
        self.objectID = objectID
        self.line = line
        self.message = message
        self.details = details
        self.constraintIDs = constraintIDs
    }
    /// `message — details…` on one line.
    public var description: String { details.isEmpty ? message : "\(message) \(details.joined(separator: " "))" }
}

/// How IB writes constraints and frames in its issue texts.
enum IBDescriber {
    /// `Label.leading = Safe Area.leading + 20`; the owning view is left unnamed when it is the other item's superview
    /// (`Label.centerX = centerX`); `≥`/`≤` relations; `@ 250` when not required; multipliers as `× 0.5` [wording unconfirmed].
    public static func describe(_ c: IBConstraint, in document: IBDocument) -> String {
        let names = nameTable(document)
        func item(_ id: String, other: String?) -> String {
            if id == c.owner, let other, let otherView = document.view(id: other), otherView.superview?.id == id { return "" }
            return names[id] ?? id
        }
        func term(_ id: String, _ attr: IBAttribute, other: String?) -> String {
            let n = item(id, other: other)
            return n.isEmpty ? attr.rawValue : "\(n).\(attr.rawValue)"
        }
        let rel: String
        switch c.relation {
        case .equal: rel = "="
        case .greaterThanOrEqual: rel = "≥"
        case .lessThanOrEqual: rel = "≤"
        }
        var rhs = ""
        if let s = c.secondItem, let a = c.secondAttribute {
            rhs = term(s, a, other: c.firstItem)
            if c.multiplier != 1 { rhs += " × \(fmt(c.multiplier))" }
            if c.constant > 0 { rhs += " + \(fmt(c.constant))" } else if c.constant < 0 { rhs += " - \(fmt(-c.constant))" }
        } else {
            rhs = fmt(c.constant)
        }
        var text = "\(term(c.firstItem, c.firstAttribute, other: c.secondItem)) \(rel) \(rhs)"
        if c.priority < 1000 { text += " @ \(fmt(c.priority))" }
        return text
    }

    /// Document label of every view and guide, by id.
    public static func nameTable(_ document: IBDocument) -> [String: String] {
        var t: [String: String] = [:]
        for v in document.allViews {
            t[v.id] = v.displayName
            for g in v.layoutGuides {
                switch g.kind {
                case "safeArea": t[g.id] = "Safe Area"
                case "contentLayoutGuide": t[g.id] = "Content Layout Guide"
                case "frameLayoutGuide": t[g.id] = "Frame Layout Guide"
                case "keyboard": t[g.id] = "Keyboard Layout Guide"
                default: t[g.id] = g.kind
                }
            }
        }
        for vc in document.viewControllers {
            for g in vc.layoutGuides { t[g.id] = g.kind == "topLayoutGuide" ? "Top Layout Guide" : "Bottom Layout Guide" }
        }
        return t
    }

    /// Compares a designed frame with a solved frame: returns the `x=…` parts that differ by more than one pixel
    /// of the grid the file saved its frames on (`scale`: the device's, or whole points for Xcode 5) as
    /// (expected, actual) lists, or nil when they agree.
    ///
    /// IB stores unsnapped engine values such as 13.75 while our solved frames are snapped to the pixel grid, so
    /// a difference of half a pixel is the rounding (observed: 2× files of Xcode 11–15 save y = 8.25, 9.75, 11.25
    /// unmarked where the snapped frame is 8.5, 10, 11.5; e.g. Automattic/pocket-casts-ios cells). A difference of
    /// one whole pixel is not reported either: Xcode left such frames unmarked where nothing else explains them.
    /// Observed at 2×: Automattic/pocket-casts-ios `DestructiveButtonCell.xib` (Xcode 9), a 39-pt label centred in
    /// a 320-pt content view, at x = 140.5, saved at x = 140; maxsokolov/TableKit `NibTableViewCell.xib` (Xcode 7),
    /// a label pinned 11 and 12 pt inside a 43.5-pt content view, 20.5 high, saved 21 high. At Xcode 5's whole
    /// points: stack3/iOSAutoLayoutSamples `STCenteringViewController.storyboard` (toolsVersion 4514), a 21-pt-high
    /// label on the bottom layout guide at 568 saved at y = 548, a point low, where the file's other labels lie
    /// exactly where 21-pt labels go (`STHideViewController.storyboard`: a column at 40, 69, 98, 127). That Xcode's
    /// own threshold is one pixel, and not, say, half a point whatever the scale, is an assumption: the corpus's
    /// `misplaced="YES"` marks are all on root views, none tells a pixel from two.
    /// Expected = where constraints put the view; Actual = the file's frame; offset = expected − actual per part.
    public static func misplacement(designed: IBRect, solved s: IBRect, scale: Double) -> (
        expected: [String], actual: [String], offset: [String]
    )? {
        let tol = 1 / scale
        var expected: [String] = []
        var actual: [String] = []
        var offset: [String] = []
        for (name, a, b) in [
            ("x", s.x, designed.x), ("y", s.y, designed.y), ("width", s.width, designed.width), ("height", s.height, designed.height),
        ]
        where abs(a - b) > tol + 1e-9 {
            expected.append("\(name)=\(fmt(a))")
            actual.append("\(name)=\(fmt(b))")
            offset.append("\(name) \(a - b >= 0 ? "+" : "-")\(fmt(abs(a - b)))")
        }
        return expected.isEmpty ? nil : (expected, actual, offset)
    }

    /// `Need constraints for: X position, width` for the free parts, in IB's order (X, Y, width, height).
    public static func missingConstraintsMessage(x: Bool, y: Bool, width: Bool, height: Bool) -> String {
        var parts: [String] = []
        if x { parts.append("X position") }
        if y { parts.append("Y position") }
        if width { parts.append("width") }
        if height { parts.append("height") }
        return "Need constraints for: " + parts.joined(separator: ", ")
    }

    /// Constraints "Add Missing Constraints" would add for the free parts, from the view's designed frame:
    /// leading/top to the superview at the frame's offset, width/height at the frame's size.
    public static func suggestedConstraints(for view: IBViewElement, x: Bool, y: Bool, width: Bool, height: Bool) -> [String] {
        let name = view.displayName
        guard let f = view.frame else { return [] }
        let superName = view.superview.map { _ in "" } ?? ""
        func edge(_ attr: String, _ k: Double) -> String {
            let rhs = superName.isEmpty ? attr : "\(superName).\(attr)"
            return k == 0
                ? "\(name).\(attr) = \(rhs)" : (k > 0 ? "\(name).\(attr) = \(rhs) + \(fmt(k))" : "\(name).\(attr) = \(rhs) - \(fmt(-k))")
        }
        var out: [String] = []
        if x { out.append(edge("leading", f.x)) }
        if y { out.append(edge("top", f.y)) }
        if width { out.append("\(name).width = \(fmt(f.width))") }
        if height { out.append("\(name).height = \(fmt(f.height))") }
        return out
    }
}
