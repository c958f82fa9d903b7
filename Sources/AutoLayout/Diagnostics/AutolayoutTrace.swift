internal import Cassowary
import Foundation

extension UIView {
    /// UIKit's private `_autolayoutTrace` (spec diagnostics.md §3): the view's tree, one entry per line, each
    /// starting with a newline and `|   ` per level, then a marker (`•` the layout engine host — our root —,
    /// `*` laid out with Auto Layout, `+` autoresizing mask translated into constraints), then the item's name
    /// as constraint descriptions print it (guides: their full description, listed before the subviews).
    /// An ambiguous item ends in `- AMBIGUOUS LAYOUT for ` and its undetermined variables,
    /// `UIView:0x3.minY{id: 9}` (id: the engine's variable number). A legend follows, indented by a tab.
    /// The whole tree of the receiver's root is traced, as UIKit traces the window.
    public func _autolayoutTrace() -> String {
        let root = rootView
        let engine = root.prepareEngine()
        var out = ""
        var items: [AnyObject] = []
        root.forEachInSubtree { view in
            items.append(view)
            items.append(contentsOf: view.storedGuides)
        }
        var free: [ObjectIdentifier: [(name: String, variable: Variable)]] = [:]
        for (item, vars) in zip(items, engine.ambiguousVariables(ofAll: items)) { free[ObjectIdentifier(item)] = vars }
        func ambiguity(_ item: AnyObject) -> String {
            guard let vars = free[ObjectIdentifier(item)], !vars.isEmpty else { return "" }
            let name = LayoutDescriptions.itemName(item)
            let list = vars.map { "\(name).\($0.name){id: \($0.variable.description.dropFirst())}" }
            return "- AMBIGUOUS LAYOUT for " + list.joined(separator: ", ")
        }
        func visit(_ view: UIView, depth: Int) {
            let indent = String(repeating: "|   ", count: depth)
            let marker = view === root ? "•" : (view.storedTAMIC ? "+" : "*")
            out += "\n" + indent + marker + LayoutDescriptions.itemName(view) + ambiguity(view)
            for g in view.storedGuides {
                out += "\n" + indent + "|   *" + LayoutDescriptions.guide(g) + ambiguity(g)
            }
            for s in view.storedSubviews { visit(s, depth: depth + 1) }
        }
        visit(root, depth: 0)
        out += "\n\nLegend:\n\t* - is laid out with auto layout\n"
        out +=
            "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES\n"
        out += "\t• - layout engine host"
        return out
    }

    /// The lines of `_autolayoutTrace()` that report ambiguity, or an empty array when the layout is
    /// fully specified.
    public var ambiguousLayoutReport: [String] {
        _autolayoutTrace().split(separator: "\n").map(String.init).filter { $0.contains("AMBIGUOUS LAYOUT") }
    }

}

extension LayoutDiagnostics {
    /// The text UIKit logs when `hasAmbiguousLayout` is asked of a window holding an ambiguous view (spec
    /// diagnostics.md §3, observed); the ambiguous lines of `_autolayoutTrace()` follow it.
    public static let windowAmbiguityMessage =
        "Window has a view with an ambiguous layout. See \"Auto Layout Guide: Ambiguous Layouts\" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail."

    /// `hasAmbiguousLayout` of a window: true when any item of its tree is ambiguous, in which case
    /// `windowAmbiguityMessage` and the trace's ambiguous lines (one per line) are logged.
    static func windowAmbiguityCheck(_ window: UIView) -> Bool {
        let lines = window.ambiguousLayoutReport
        guard !lines.isEmpty else { return false }
        log(([windowAmbiguityMessage] + lines).joined(separator: "\n"))
        return true
    }
}

extension NSLayoutConstraint {
    /// Marks the constant as the standard (system) space times `multiplier`, so that descriptions print
    /// it symbolically (`-(NSSpace(8))-`) as UIKit does for a VFL `-` or a system-spacing anchor. It does
    /// not change the constant. For builders of constraints in other modules (the VFL builder).
    public func markAsStandardSpacing(multiplier: CGFloat = 1) {
        systemSpacingMultiplier = multiplier
    }
}
