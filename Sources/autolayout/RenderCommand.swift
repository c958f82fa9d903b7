import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutFile
import LayoutRendering

/// `autolayout render FILE --out layout.svg`: draws the solved layout of a .xib or .storyboard as SVG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a .xib, .storyboard or .layout file's solved layout as SVG (views, constraints, problems in colour).",
        discussion: """
        Views are boxes with their Interface Builder names; constraints are blue segments with their constants; \
        conflicting constraints and views are red, ambiguous views orange, and misplaced views show a dashed red \
        outline where the file puts them. Scenes are drawn side by side. The first device given is used.
        """
    )

    @OptionGroup var options: IBFileOptions

    @Option(name: [.short, .customLong("out")], help: "Output SVG file (default: standard output).")
    var out: String?

    @Option(name: .long, help: "Only the scene or top-level view with this name or id.")
    var scene: String?

    func run() throws {
        if options.file.hasSuffix(".layout") {
            try renderLayoutFile()
            return
        }
        let doc = try options.load()
        guard let config = options.configurations(for: doc).first else { throw ExitCode(64) }
        var reports = IBChecker.check(doc, configuration: config, options: options.layoutOptions())
        if let scene {
            reports = reports.filter { $0.root.name == scene || $0.root.element.id == scene }
            if reports.isEmpty { throw ValidationError("no scene or top-level view named '\(scene)'") }
        }
        let diagrams = reports.map { diagram(for: $0) }
        let name = (options.file as NSString).lastPathComponent
        let svg = SVGRenderer().render(LayoutDiagram.sideBySide(diagrams, title: "\(name) — \(config)"))
        try write(svg)
    }

    func diagram(for report: IBCheckReport) -> LayoutDiagram {
        RenderCommand.diagram(for: report)
    }

    /// `.layout` files: the scene the layout file builds, ambiguous views in orange.
    func renderLayoutFile() throws {
        let text: String
        do { text = try String(contentsOfFile: options.file, encoding: .utf8) } catch {
            throw ValidationError("cannot read '\(options.file)': \(error.localizedDescription)")
        }
        let scene: LayoutScene
        do { scene = try LayoutScene(text: text, file: options.file) } catch let error as LayoutFileError {
            FileHandle.standardError.write(Data((error.excerpt(in: text) + "\n").utf8))
            throw ExitCode(65)
        }
        let size = options.size.first.flatMap { LayoutSize(parsing: $0) } ?? scene.document.size ?? LayoutSize(width: 375, height: 667)
        for line in scene.layout(size: size) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        let ambiguous = Set(scene.ambiguousViews().map(\.name))
        var names: [ObjectIdentifier: String] = [:]
        for name in scene.order { if let item = scene.items[name] { names[ObjectIdentifier(item)] = name } }
        var style = ViewDiagramStyle()
        style.name = { v in names[ObjectIdentifier(v)] ?? "view" }
        style.status = { v in ambiguous.contains(names[ObjectIdentifier(v)] ?? "") ? .ambiguous : .normal }
        let name = (options.file as NSString).lastPathComponent
        let svg = SVGRenderer().render(LayoutDiagram(root: scene.root, title: "\(name) — \(short(size.width))x\(short(size.height))", style: style))
        try write(svg)
    }

    func short(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    func write(_ svg: String) throws {
        if let out {
            do { try svg.write(toFile: out, atomically: true, encoding: .utf8) } catch {
                throw ValidationError("cannot write '\(out)': \(error.localizedDescription)")
            }
        } else {
            print(svg, terminator: "")
        }
    }

    /// The drawing of one checked root: IB names, problem colours, designed frames of misplaced views.
    static func diagram(for report: IBCheckReport) -> LayoutDiagram {
        var style = ViewDiagramStyle()
        style.name = { v in (v as? any IBElementView)?.element.displayName ?? v.debugName ?? "View" }
        style.status = { v in DiagramStatus(rawValue: report.problem(of: v).rawValue) ?? .normal }
        style.designedFrame = { v in
            report.designedFrameInRoot(of: v).map { DiagramRect(x: Double($0.minX), y: Double($0.minY), width: Double($0.width), height: Double($0.height)) }
        }
        style.constraintStatus = { c in report.isConflicting(c) ? .conflicting : .normal }
        return LayoutDiagram(root: report.root.view, title: report.root.name, style: style)
    }
}
