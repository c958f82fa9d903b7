import AutoLayout
import Foundation

/// The result of laying out a layout file: a frame per item and the problems found, printable as the
/// `autolayout layout` command prints it.
public struct LayoutReport {
    /// One row of the frame table.
    public struct Row: Equatable {
        /// The item's name.
        public var name: String
        /// `view` or `guide`.
        public var kind: String
        /// The superview (owning view for a guide), `-` for the root.
        public var parent: String
        /// The frame in the parent's coordinates.
        public var frame: CGRect
        /// The frame in the root view's coordinates.
        public var absoluteFrame: CGRect
    }

    /// The file name shown in the heading.
    public var file: String
    /// The root size used.
    public var size: LayoutSize
    /// Rows in declaration order, the root first.
    public var rows: [Row]
    /// Messages the engine logged while laying out (for example "Unable to simultaneously satisfy constraints.").
    public var log: [String]
    /// Every constraint made, as `(line, description)`, in file order.
    public var constraints: [(line: Int, description: String)] = []
    /// The views whose layout is ambiguous, with the frame parts left free.
    public var ambiguous: [(name: String, parts: [String])]

    /// Parses, builds and lays out a file's text. `size` overrides the file's `size` line (default 375x667).
    /// `checkAmbiguity: false` skips the ambiguity probe (it costs a few solver passes per view).
    public static func make(text: String, file: String, size: LayoutSize? = nil, checkAmbiguity: Bool = true) throws -> LayoutReport {
        make(scene: try LayoutScene(text: text, file: file), file: file, size: size, checkAmbiguity: checkAmbiguity)
    }

    /// Lays out a scene already built (at `size`, else the file's size, else 375×667) and reports it; the scene
    /// keeps its solved frames, so a caller can also draw it.
    public static func make(scene: LayoutScene, file: String, size: LayoutSize? = nil, checkAmbiguity: Bool = true) -> LayoutReport {
        let chosen = size ?? scene.document.size ?? LayoutSize(width: 375, height: 667)
        let log = scene.layout(size: chosen)
        var rows: [Row] = []
        let parents = Dictionary(scene.document.items.map { ($0.name, $0.parent) }, uniquingKeysWith: { a, _ in a })
        for name in scene.order {
            let item = scene.items[name]
            let parent: String
            if name == LayoutDocument.rootName {
                parent = "-"
            } else {
                parent = parents[name] ?? "?"
            }
            rows.append(
                Row(
                    name: name, kind: item is UILayoutGuide ? "guide" : "view", parent: parent,
                    frame: scene.frame(of: name) ?? .zero, absoluteFrame: scene.absoluteFrame(of: name) ?? .zero))
        }
        let ambiguous = checkAmbiguity ? scene.ambiguousViews() : []
        let constraints = scene.constraints.map { c in
            (line: scene.constraintLocations[ObjectIdentifier(c)]?.line ?? 0, description: c.description)
        }
        return LayoutReport(file: file, size: chosen, rows: rows, log: log, constraints: constraints, ambiguous: ambiguous)
    }

    /// The table and the problems, as the command prints them.
    /// - Parameter constraints: also list every constraint with its line.
    public func render(absolute: Bool = false, constraints listConstraints: Bool = false) -> String {
        var out = "\(file) laid out at \(Self.number(size.width))x\(Self.number(size.height))"
        out += absolute ? " (frames in root coordinates)\n\n" : " (frames in superview coordinates)\n\n"
        let header = ["name", "kind", "parent", "x", "y", "width", "height"]
        let cells = rows.map { row -> [String] in
            let f = absolute ? row.absoluteFrame : row.frame
            return [
                row.name, row.kind, row.parent, Self.number(Double(f.origin.x)), Self.number(Double(f.origin.y)),
                Self.number(Double(f.size.width)), Self.number(Double(f.size.height)),
            ]
        }
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        for line in [header] + cells {
            var text = ""
            for (column, cell) in line.enumerated() {
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                // Names left-aligned, numbers right-aligned.
                text += column < 3 ? cell + pad : pad + cell
                if column < line.count - 1 { text += "  " }
            }
            out += text + "\n"
        }
        if listConstraints {
            out += "\nConstraints:\n"
            for (line, description) in constraints { out += "  line \(line): \(description)\n" }
        }
        out += "\nProblems:"
        if log.isEmpty && ambiguous.isEmpty {
            return out + " none\n"
        }
        out += "\n"
        for message in log { out += message + "\n\n" }
        for (name, parts) in ambiguous {
            out +=
                "Ambiguous layout: \(name) (\(parts.map { "\(name).\($0)" }.joined(separator: ", ")) not determined by the constraints)\n"
        }
        return out
    }

    /// A frame value as `%g` prints it, without a trailing `.0` (rounded to thousandths).
    public static func number(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return String(format: "%g", r == 0 ? 0 : r)
    }
}
