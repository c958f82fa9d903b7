import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutCheck

/// `autolayout frames FILE`: the solved frame of every view of a .xib or .storyboard, as a table or JSON.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the solved frame of every view of a .xib or .storyboard (table or JSON).",
        discussion:
            "Frames are in each superview's coordinates unless --absolute is given; 'designed' is the file's frame. - reads standard input."
    )

    @Argument(help: "The .xib or .storyboard file (- for standard input).")
    var file: String

    @OptionGroup var input: InputOptions

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @Flag(name: .long, help: "Frames in the root view's coordinates.")
    var absolute = false

    struct Row: Encodable {
        var configuration: String
        var scene: String
        var id: String
        var name: String
        var depth: Int
        var frame: [Double]
        var designed: [Double]?
    }

    func run() throws {
        let source = try CommandInput.read(file)
        CommandInput.require(source, is: .interfaceBuilder, command: "frames")
        let doc = CommandInput.loadDocument(source)
        let configuration = try input.configuration()
        let options = configuration.layoutOptions(for: doc, at: file)
        var rows: [Row] = []
        for config in configuration.configurations(for: doc) {
            for root in IBLayoutBuilder.layout(doc, configuration: config, options: options) {
                for (key, view) in root.views {
                    let f = absolute ? root.absoluteFrame(of: view) : view.frame
                    var depth = 0
                    var p = view.superview
                    while let s = p {
                        depth += 1
                        p = s.superview
                    }
                    let d = view.element.frame.map { [$0.x, $0.y, $0.width, $0.height] }
                    rows.append(
                        Row(
                            configuration: config.description, scene: root.name, id: key, name: view.element.displayName, depth: depth,
                            frame: [f.minX, f.minY, f.width, f.height].map { round3(Double($0)) },
                            designed: absolute || key.contains("/") ? nil : d))
                }
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(rows)
            print(String(decoding: data, as: UTF8.self))
            return
        }
        var current = ""
        for r in rows {
            let header = "\(r.configuration) — \(r.scene)"
            if header != current {
                if !current.isEmpty { print("") }
                print(header)
                print(pad("view", 34) + pad("id", 26) + pad("x", 9) + pad("y", 9) + pad("width", 9) + pad("height", 9) + "designed")
                current = header
            }
            let name = String(repeating: "  ", count: r.depth) + r.name
            let designed = r.designed.map { d in d == r.frame ? "same" : "(" + d.map(fmt).joined(separator: ", ") + ")" } ?? ""
            print(pad(name, 34) + pad(r.id, 26) + r.frame.map { pad(fmt($0), 9) }.joined() + designed)
        }
    }

    func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
    func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
}
