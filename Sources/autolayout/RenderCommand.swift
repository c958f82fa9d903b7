import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutFile
import LayoutRendering

/// `autolayout render FILE --out layout.svg`: draws the solved layout of a .xib, .storyboard or .layout file as SVG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a .xib, .storyboard or .layout file's solved layout as SVG (views, constraints, problems in colour).",
        discussion: """
            Views are boxes with their names; constraints are blue segments with their constants; conflicting \
            constraints and views are red, ambiguous views orange, and misplaced views show a dashed red outline where \
            the file puts them. Every configuration asked for (devices × orientations × traits, or sizes for a layout \
            file) is drawn, side by side on one sheet. - reads standard input.
            """
    )

    @Argument(help: "The .xib, .storyboard or .layout file (- for standard input).")
    var file: String

    @OptionGroup var input: InputOptions

    @Option(name: [.short, .customLong("out")], help: "Output SVG file (default: standard output).")
    var out: String?

    @Option(name: .long, help: "Only the scene or top-level view with this name or id.")
    var scene: String?

    func run() throws {
        let source = try CommandInput.read(file)
        let configuration = try input.configuration()
        let name = file == "-" ? "<stdin>" : (file as NSString).lastPathComponent
        switch source.kind {
        case .layout: try renderLayoutFile(source, name: name, configuration: configuration)
        case .interfaceBuilder: try renderInterfaceBuilder(source, name: name, configuration: configuration)
        }
    }

    func renderInterfaceBuilder(_ source: LintInput, name: String, configuration: LintConfiguration) throws {
        let doc = CommandInput.loadDocument(source)
        let options = configuration.layoutOptions(for: doc, at: file)
        let configurations = configuration.configurations(for: doc)
        var diagrams: [LayoutDiagram] = []
        for config in configurations {
            var reports = IBChecker.check(doc, configuration: config, options: options)
            if let scene {
                reports = reports.filter { $0.root.name == scene || $0.root.element.id == scene }
                if reports.isEmpty { throw ValidationError("no scene or top-level view named '\(scene)'") }
            }
            for report in reports {
                var diagram = LayoutDiagrams.diagram(for: report)
                if configurations.count > 1 { diagram.title = "\(report.root.name) — \(config)" }
                diagrams.append(diagram)
            }
        }
        let title = configurations.count == 1 ? "\(name) — \(configurations[0])" : name
        try write(SVGRenderer().render(LayoutDiagram.sideBySide(diagrams, title: title)))
    }

    func renderLayoutFile(_ source: LintInput, name: String, configuration: LintConfiguration) throws {
        let text = String(decoding: source.data ?? Data(), as: UTF8.self)
        var diagrams: [LayoutDiagram] = []
        do {
            let fileSize = try LayoutParser.parse(text, file: name).size
            for size in configuration.layoutSizes(fileSize: fileSize) {
                let scene = try LayoutScene(text: text, file: name)
                let log = LayoutDiagnostics.withFakeAddresses { scene.layout(size: size) }
                for line in log { FileHandle.standardError.write(Data((line + "\n").utf8)) }
                diagrams.append(
                    LayoutDiagrams.diagram(
                        for: scene, title: "\(name) — \(LayoutReport.number(size.width))x\(LayoutReport.number(size.height))"))
            }
        } catch let error as LayoutFileError {
            FileHandle.standardError.write(Data((error.excerpt(in: text) + "\n").utf8))
            throw ExitCode(LintExitStatus.unreadableInput)
        }
        try write(SVGRenderer().render(diagrams.count == 1 ? diagrams[0] : LayoutDiagram.sideBySide(diagrams, title: name)))
    }

    func write(_ svg: String) throws {
        if let out {
            do { try svg.write(toFile: out, atomically: true, encoding: .utf8) } catch {
                throw ValidationError("cannot write '\(out)': \(error.localizedDescription)")
            }
        } else {
            print(svg, terminator: "")
        }
    }
}
