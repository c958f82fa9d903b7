import AutoLayout
import Foundation
import LayoutRendering

/// One log of a paste, explained: the views named as a person would name them, each constraint as an
/// equation, the conflict our engine finds with the arithmetic that shows it, the constraint UIKit broke and
/// the layout after, and the usual fixes for that shape of conflict.
public struct ExplainedLog {
    /// The log as read.
    public var log: ConsoleLog
    /// Each item, in order of first mention: its name here and how the log printed it.
    public var items: [(name: String, printed: String)]
    /// Each listed constraint as an equation between named items (`image.height == 100`).
    public var equations: [String]
    /// The conflicting set our engine finds, as indices into `log.listed` (empty when it finds none).
    public var conflict: [Int]
    /// Whether the engine's conflicting set needs a view's size to be negative (UIKit's hidden `>= 0`).
    public var needsNegativeSize: Bool
    /// Whether the conflicting set found is exactly the list UIKit printed.
    public var matchesUIKit: Bool
    /// The arithmetic that shows the conflict, one sentence per line.
    public var arithmetic: [String]
    /// The frames after UIKit's break (the broken constraint kept as closely as it can be), in the window's
    /// coordinates, with the parts the log's constraints leave open.
    public var frames: [(name: String, frame: CGRect, open: [String])]
    /// The usual fixes for this shape of conflict.
    public var fixes: [String]
    /// Constraints the engine could not rebuild, with why.
    public var unrebuilt: [String]
    /// The picture.
    public var svg: String
}

/// A paste explained: every log in it, and what could not be read.
public struct LogExplainReport {
    /// One per "Unable to simultaneously satisfy constraints." block.
    public var logs: [ExplainedLog]
    /// Unreadable parts, each with line and column.
    public var problems: [LogReadProblem]

    /// Exactly what `autolayout explain` prints.
    public func text() -> String {
        var out = ""
        for problem in problems where logs.isEmpty { out += "error: \(problem)\n" }
        for (n, e) in logs.enumerated() {
            if n > 0 { out += "\n" }
            out += LogExplainer.render(e, number: n + 1, of: logs.count)
        }
        return out
    }

    /// What `autolayout explain --reporter json` prints.
    public func json() -> String {
        struct Frame: Encodable {
            var name: String
            var x, y, width, height: Double
            var open: [String]
        }
        struct Constraint: Encodable {
            var line: Int
            var description: String
            var equation: String
            var identifier: String?
            var systemMade: Bool
        }
        struct Log: Encodable {
            var line: Int
            var complete: Bool
            var items: [String: String]
            var constraints: [Constraint]
            var conflict: [Int]
            var conflictMatchesList: Bool
            var needsNegativeSize: Bool
            var broken: Int?
            var arithmetic: [String]
            var frames: [Frame]
            var fixes: [String]
            var problems: [String]
        }
        struct Report: Encodable {
            var logs: [Log]
            var problems: [String]
        }
        let report = Report(
            logs: logs.map { e in
                Log(
                    line: e.log.line, complete: e.log.isComplete,
                    items: Dictionary(e.items.map { ($0.name, $0.printed) }, uniquingKeysWith: { a, _ in a }),
                    constraints: e.log.listed.enumerated().map { i, c in
                        Constraint(
                            line: c.line, description: c.source, equation: e.equations[i], identifier: c.identifier,
                            systemMade: c.isSystemMade)
                    },
                    conflict: e.conflict.map { $0 + 1 }, conflictMatchesList: e.matchesUIKit, needsNegativeSize: e.needsNegativeSize,
                    broken: e.log.brokenIndex.map { $0 + 1 }, arithmetic: e.arithmetic,
                    frames: e.frames.map {
                        Frame(
                            name: $0.name, x: Double($0.frame.minX), y: Double($0.frame.minY),
                            width: Double($0.frame.width), height: Double($0.frame.height), open: $0.open)
                    },
                    fixes: e.fixes, problems: e.log.problems.map(\.description))
            }, problems: problems.map(\.description))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(report)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }

    /// The picture of log `index`, nil when there is no such log.
    public func svg(log index: Int) -> String? {
        logs.indices.contains(index) ? logs[index].svg : nil
    }
}

/// Reads pasted console logs and explains each "Unable to simultaneously satisfy constraints." in it.
public enum LogExplainer {
    /// Reads and explains every log in `paste`. Never throws: what cannot be read is reported with its line
    /// and column, and the rest is still explained.
    public static func explain(_ paste: String) -> LogExplainReport {
        let (logs, problems) = ConsoleLogReader.read(paste)
        return LogExplainReport(logs: logs.map(explain), problems: problems)
    }

    /// Explains one log.
    static func explain(_ log: ConsoleLog) -> ExplainedLog {
        LayoutDiagnostics.withFakeAddresses {
            let rebuild = LogRebuild(log)
            let names = ItemNames(rebuild)
            let equations = log.listed.map { names.equation($0) }
            let found = rebuild.conflicts.isEmpty ? nil : LogRebuild.minimalConflict(log)
            let conflict = found?.listed ?? []
            let usesHidden = !(found?.hidden.isEmpty ?? true)
            let matches = !conflict.isEmpty && conflict == Array(log.listed.indices)
            let arithmetic = Arithmetic(log: log, names: names, conflict: conflict, usesHiddenSizes: usesHidden).sentences()
            var frames: [(name: String, frame: CGRect, open: [String])] = []
            for key in rebuild.order {
                guard let view = rebuild.item(key) as? UIView else { continue }
                let origin = view.superview?.convert(view.frame.origin, to: rebuild.root) ?? view.frame.origin
                frames.append(
                    (names.name(key), CGRect(origin: origin, size: view.frame.size), (rebuild.open[key] ?? []).map(Self.partName)))
            }
            let unrebuilt =
                rebuild.refused.map { "\(equations[$0.index]): \($0.reason)" }
                + log.listed.indices.filter { rebuild.constraints[$0] == nil }.map {
                    "\(equations[$0]): an attribute or item the engine cannot rebuild"
                }
            return ExplainedLog(
                log: log, items: rebuild.order.map { (names.name($0), names.printed($0)) }, equations: equations,
                conflict: conflict, needsNegativeSize: usesHidden, matchesUIKit: matches,
                arithmetic: arithmetic, frames: frames, fixes: Fixes(log: log, names: names, conflict: conflict).all(),
                unrebuilt: unrebuilt, svg: picture(rebuild, log: log, names: names, conflict: conflict))
        }
    }

    static func partName(_ variable: String) -> String {
        switch variable {
        case "minX": return "x"
        case "minY": return "y"
        default: return variable.lowercased()
        }
    }

    /// The drawing: the views as boxes, the listed constraints with their constants, those in conflict in red,
    /// the broken one marked with ✕.
    static func picture(_ rebuild: LogRebuild, log: ConsoleLog, names: ItemNames, conflict: [Int]) -> String {
        var keys: [ObjectIdentifier: String] = [:]
        for key in rebuild.order { if let item = rebuild.item(key) { keys[ObjectIdentifier(item)] = key } }
        var index: [ObjectIdentifier: Int] = [:]
        for (i, c) in rebuild.constraints.enumerated() { if let c { index[ObjectIdentifier(c)] = i } }
        var style = ViewDiagramStyle()
        style.name = { v in v === rebuild.root ? "window" : keys[ObjectIdentifier(v)].map(names.name) ?? "view" }
        style.includeConstraint = { c in index[ObjectIdentifier(c)] != nil }
        style.constraintStatus = { c in index[ObjectIdentifier(c)].map { conflict.contains($0) ? .conflicting : .normal } ?? .normal }
        style.label = { c in
            let label = constraintLabel(c)
            return index[ObjectIdentifier(c)] == log.brokenIndex ? "✕ " + label + " (broken)" : label
        }
        let title = "Log at line \(log.line): \(conflict.count) constraints in conflict, ✕ broken by UIKit"
        return SVGRenderer().render(LayoutDiagram(root: rebuild.root, title: title, style: style))
    }

    /// The text of one explained log.
    static func render(_ e: ExplainedLog, number: Int, of count: Int) -> String {
        var out =
            "Log \(number)\(count > 1 ? " of \(count)" : "") (line \(e.log.line)): \(e.log.listed.count) constraint\(e.log.listed.count == 1 ? "" : "s") listed"
        if let b = e.log.brokenIndex { out += ", UIKit broke #\(b + 1)" }
        out += "\n"
        for problem in e.log.problems { out += "  unreadable: \(problem)\n" }
        out += "\nViews:\n"
        let width = e.items.map(\.name.count).max() ?? 0
        for item in e.items { out += "  \(item.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(item.printed)\n" }
        out += "\nConstraints, as listed:\n"
        for (i, c) in e.log.listed.enumerated() {
            var line = "  #\(i + 1)  \(e.equations[i])"
            if let id = c.identifier { line += "   '\(id)'" }
            if c.className == "NSAutoresizingMaskLayoutConstraint" { line += "   (autoresizing mask \(c.autoresizingMask ?? ""))" }
            if i == e.log.brokenIndex { line += "   <- broken by UIKit" }
            out += line + "\n"
        }
        if e.log.brokenIndex == nil, let broken = e.log.broken {
            out += "  broken by UIKit (not in the list): \(broken.source)\n"
        }
        out += "\nWhy they cannot all hold:\n"
        if e.conflict.isEmpty {
            out +=
                "  our engine finds no conflict among these constraints (a constraint the log does not show, such as an intrinsic size, may take part)\n"
        } else {
            for sentence in e.arithmetic { out += "  \(sentence)\n" }
            if e.matchesUIKit {
                out += "  Every listed constraint is needed for the conflict: remove any one and the rest can hold.\n"
            } else {
                out +=
                    "  The smallest conflicting set is #\(e.conflict.map { String($0 + 1) }.joined(separator: ", #")); the others listed are not needed for it.\n"
            }
        }
        for u in e.unrebuilt { out += "  not rebuilt: \(u)\n" }
        if let b = e.log.brokenIndex {
            out += "\nUIKit broke #\(b + 1) (\(e.equations[b])); the layout then:\n"
        } else {
            out += "\nThe layout after the break:\n"
        }
        let nameWidth = e.frames.map(\.name.count).max() ?? 0
        for f in e.frames {
            var line =
                "  \(f.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  x \(n(f.frame.minX))  y \(n(f.frame.minY))  width \(n(f.frame.width))  height \(n(f.frame.height))"
            if !f.open.isEmpty { line += "   (\(f.open.joined(separator: ", ")) not set by the log's constraints: placeholder)" }
            out += line + "\n"
        }
        if !e.fixes.isEmpty {
            out += "\nUsual fixes:\n"
            for fix in e.fixes { out += "  - \(fix)\n" }
        }
        return out
    }

    /// A number as the explanation prints it (`%g`, at most three decimals).
    static func n<T: BinaryFloatingPoint>(_ v: T) -> String {
        let r = (Double(v) * 1000).rounded() / 1000
        return String(format: "%g", r == 0 ? 0 : r)
    }
}
