import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutFile
import LayoutRendering

/// What the playground shows for one `.layout` text at one size: each item's frame, the problems found and the
/// picture. Encoded as JSON for the page.
public struct PlaygroundLayout: Codable, Equatable, Sendable {
    /// One laid-out item, in its superview's coordinates.
    public struct Frame: Codable, Equatable, Sendable {
        /// The name in the file.
        public var name: String
        /// `view` or `guide`.
        public var kind: String
        /// The superview's name (`-` for the root).
        public var parent: String
        /// The frame's origin and size.
        public var x, y, width, height: Double
    }

    /// One problem: a file error (with its line and column), an unsatisfiable-constraints log, or an ambiguous view.
    public struct Problem: Codable, Equatable, Sendable {
        /// `error`, `unsatisfiable` or `ambiguous`.
        public var kind: String
        /// The message, as the `layout` command prints it.
        public var message: String
        /// The 1-based line of a file error.
        public var line: Int?
        /// The 1-based column of a file error.
        public var column: Int?
    }

    /// The size the file was laid out at.
    public var width, height: Double
    /// Every item's frame, in the file's order (empty when the file has an error).
    public var frames: [Frame]
    /// The problems, file errors first.
    public var problems: [Problem]
    /// The drawing (absent when the file has an error).
    public var svg: String?
    /// The report as `autolayout layout` prints it, or the error with its excerpt.
    public var text: String
}

/// A device the playground offers, by its command-line name.
public struct PlaygroundDevice: Codable, Equatable, Sendable {
    /// The name `--device` takes (`iphone-se`).
    public var name: String
    /// Portrait width in points.
    public var width: Double
    /// Portrait height in points.
    public var height: Double
}

/// The playground's work, without HTTP: lays out a `.layout` text and reports it as the page shows it.
public enum Playground {
    /// The most items (views and guides) a playground file may declare: the page is for trying layouts, the
    /// command is for large files. Checked before anything is built, so a huge paste costs only its parse.
    public static let maximumItems = 1_000

    /// The devices offered in the page's picker: every device `--device` knows, by its first name.
    public static var devices: [PlaygroundDevice] {
        IBDevice.all.compactMap { d in d.names.first.map { PlaygroundDevice(name: $0, width: d.width, height: d.height) } }
    }

    /// The size a device name or a `WxH` text stands for, or nil when it names neither.
    public static func size(named text: String) -> LayoutSize? {
        if let device = IBDevice.named(text) { return LayoutSize(width: device.width, height: device.height) }
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w.isFinite, h.isFinite, w > 0, h > 0, w <= 100_000, h <= 100_000
        else { return nil }
        return LayoutSize(width: w, height: h)
    }

    /// Parses, builds and lays out `text` at `size` (else the file's own size, else 375×667), with addresses
    /// numbered `0x1`, `0x2`, … so that the same text always gives the same answer. Never throws: a file error
    /// comes back as a problem with its line and column.
    public static func layout(_ text: String, size: LayoutSize? = nil) -> PlaygroundLayout {
        let file = "playground.layout"
        do {
            let document = try LayoutParser.parse(text, file: file)
            if document.items.count > maximumItems {
                let message =
                    "the playground lays out at most \(maximumItems) items; this file declares \(document.items.count) (use `autolayout layout` for large files)"
                return failure(message, line: nil, column: nil, size: size ?? document.size)
            }
            return try LayoutDiagnostics.withFakeAddresses {
                let scene = try LayoutScene(document: document, file: file)
                let report = LayoutReport.make(scene: scene, file: file, size: size)
                let title = "\(LayoutReport.number(report.size.width))×\(LayoutReport.number(report.size.height))"
                let diagram = LayoutDiagrams.diagram(for: scene, title: title, ambiguous: Set(report.ambiguous.map(\.name)))
                let frames = report.rows.map { row in
                    PlaygroundLayout.Frame(
                        name: row.name, kind: row.kind, parent: row.parent,
                        x: Double(row.frame.minX), y: Double(row.frame.minY),
                        width: Double(row.frame.width), height: Double(row.frame.height))
                }
                let problems =
                    report.log.map { PlaygroundLayout.Problem(kind: "unsatisfiable", message: $0) }
                    + report.ambiguous.map { view in
                        PlaygroundLayout.Problem(
                            kind: "ambiguous",
                            message:
                                "Ambiguous layout: \(view.name) (\(view.parts.map { "\(view.name).\($0)" }.joined(separator: ", ")) not determined by the constraints)"
                        )
                    }
                return PlaygroundLayout(
                    width: report.size.width, height: report.size.height, frames: frames,
                    problems: problems, svg: SVGRenderer().render(diagram), text: report.render())
            }
        } catch let error as LayoutFileError {
            return failure(
                error.message, line: error.location.line, column: error.location.column, size: size,
                text: error.excerpt(in: text))
        } catch {
            return failure("\(error)", line: nil, column: nil, size: size)
        }
    }

    private static func failure(_ message: String, line: Int?, column: Int?, size: LayoutSize?, text: String? = nil) -> PlaygroundLayout {
        let size = size ?? LayoutSize(width: 375, height: 667)
        return PlaygroundLayout(
            width: size.width, height: size.height, frames: [],
            problems: [PlaygroundLayout.Problem(kind: "error", message: message, line: line, column: column)],
            svg: nil, text: text ?? message)
    }
}
