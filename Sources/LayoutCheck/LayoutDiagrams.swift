import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutFile
import LayoutRendering

/// Drawings of checked layouts: Interface Builder's names and problem colours on the solved views.
public enum LayoutDiagrams {
    /// The drawing of one checked Interface Builder root: IB names, problem colours, designed frames of misplaced
    /// views, conflicting constraints in red.
    public static func diagram(for report: IBCheckReport) -> LayoutDiagram {
        var style = ViewDiagramStyle()
        style.name = { v in (v as? any IBElementView)?.element.displayName ?? v.debugName ?? "View" }
        style.status = { v in DiagramStatus(rawValue: report.problem(of: v).rawValue) ?? .normal }
        style.designedFrame = { v in
            report.designedFrameInRoot(of: v).map {
                DiagramRect(x: Double($0.minX), y: Double($0.minY), width: Double($0.width), height: Double($0.height))
            }
        }
        style.constraintStatus = { c in report.isConflicting(c) ? .conflicting : .normal }
        return LayoutDiagram(root: report.root.view, title: report.root.name, style: style)
    }

    /// The drawing of a laid-out layout file: views by their names in the file, ambiguous views in orange.
    /// `ambiguous` names the ambiguous views when the caller already knows them (else they are probed).
    public static func diagram(for scene: LayoutScene, title: String, ambiguous known: Set<String>? = nil) -> LayoutDiagram {
        let ambiguous = known ?? Set(scene.ambiguousViews().map(\.name))
        var names: [ObjectIdentifier: String] = [:]
        for name in scene.order { if let item = scene.items[name] { names[ObjectIdentifier(item)] = name } }
        var style = ViewDiagramStyle()
        style.name = { v in names[ObjectIdentifier(v)] ?? "view" }
        style.status = { v in ambiguous.contains(names[ObjectIdentifier(v)] ?? "") ? .ambiguous : .normal }
        return LayoutDiagram(root: scene.root, title: title, style: style)
    }
}
