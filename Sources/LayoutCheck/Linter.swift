import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutFile

/// One file to check: its path as given (`-` for standard input) and its bytes.
public struct LintInput: Sendable {
    /// The kinds of file the linter reads.
    public enum Kind: Sendable {
        /// A `.xib` or `.storyboard` file.
        case interfaceBuilder
        /// A `.layout` file.
        case layout
    }

    /// The path as given.
    public var path: String
    /// The file's bytes; nil when it could not be read (`problem` says why).
    public var data: Data?
    /// Why the file could not be read.
    public var problem: String?

    /// Reads `path` (`-`: standard input).
    public init(path: String) {
        self.path = path
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else if let contents = FileManager.default.contents(atPath: path) {
            data = contents
        } else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            problem = !exists ? "no such file" : isDirectory.boolValue ? "is a folder" : "cannot be read"
        }
    }

    /// A file given as bytes (tests, the web page).
    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    /// The kind by extension, or for standard input and unknown extensions by content: XML is Interface Builder's.
    public var kind: Kind {
        let ext = (path as NSString).pathExtension.lowercased()
        if ext == "xib" || ext == "storyboard" { return .interfaceBuilder }
        if ext == "layout" { return .layout }
        let head = data.map { String(decoding: $0.prefix(512), as: UTF8.self) } ?? ""
        return head.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<") ? .interfaceBuilder : .layout
    }

    /// `cannot read 'path': reason`, the same words for every command.
    public static func unreadableMessage(_ path: String, _ reason: String) -> String {
        "cannot read '\(path)': \(reason)"
    }
}

/// Checks files as Interface Builder's issue navigator does (IB files) or as the engine reports them at run
/// time (layout files), turning every finding into a `LintIssue` with a rule id, a severity and a location.
public struct Linter: Sendable {
    /// The rules, severities and configurations.
    public var configuration: LintConfiguration

    /// A linter with a configuration.
    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// Checks every input, on up to `jobs` threads (each file's trees stay on one thread), and returns the reports
    /// sorted by path. `progress` is called after each file with the number done.
    public func check(
        _ inputs: [LintInput], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: (@Sendable (Int) -> Void)? = nil
    ) -> LintResult {
        check(count: inputs.count, jobs: jobs, progress: progress) { inputs[$0] }
    }

    /// Reads and checks the files at `paths` (`-`: standard input) on up to `jobs` threads, each file read by the
    /// thread that checks it, and returns the reports sorted by path.
    public func check(
        paths: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: (@Sendable (Int) -> Void)? = nil
    ) -> LintResult {
        check(count: paths.count, jobs: jobs, progress: progress) { LintInput(path: paths[$0]) }
    }

    private func check(
        count: Int, jobs: Int, progress: (@Sendable (Int) -> Void)?,
        input: @escaping @Sendable (Int) -> LintInput
    ) -> LintResult {
        let results = ReportSlots(count: count)
        let next = WorkCounter()
        let group = DispatchGroup()
        for _ in 0..<max(1, min(jobs, count)) {
            group.enter()
            Thread.detachNewThread {
                while true {
                    let i = next.take()
                    guard i < count else { break }
                    results.set(i, check(input(i)))
                    progress?(results.done)
                }
                group.leave()
            }
        }
        group.wait()
        return LintResult(files: results.all.sorted { $0.path < $1.path })
    }

    /// Checks one file.
    public func check(_ input: LintInput) -> FileReport {
        guard let data = input.data else {
            return unreadable(input.path, input.problem ?? "cannot be read", line: 1, column: 1)
        }
        return LayoutDiagnostics.withFakeAddresses {
            LayoutDiagnostics.collectingMessages {
                switch input.kind {
                case .interfaceBuilder: checkInterfaceBuilder(path: input.path, data: data)
                case .layout: checkLayoutFile(path: input.path, text: String(decoding: data, as: UTF8.self))
                }
            }.result
        }
    }

    func unreadable(_ path: String, _ reason: String, line: Int, column: Int) -> FileReport {
        let issue = LintIssue(
            rule: .unreadableFile, path: path, line: line, column: column,
            message: LintInput.unreadableMessage(path, reason))
        return FileReport(path: path, sections: [], issues: [issue])
    }

    // MARK: Interface Builder files

    func checkInterfaceBuilder(path: String, data: Data) -> FileReport {
        let name = path == "-" ? "<stdin>" : (path as NSString).lastPathComponent
        let document: IBDocument
        do {
            document = try IBLoader.load(data: data, file: name)
        } catch let error as IBError {
            switch error {
            case .malformedXML(_, let line, let column, let message):
                return unreadable(path, "line \(line), column \(column): \(message)", line: line, column: column)
            case .notAnInterfaceBuilderDocument(_, let line, let root):
                return unreadable(path, "not an Interface Builder document (its root element is <\(root)>)", line: line, column: 1)
            default:
                return unreadable(path, error.description, line: 1, column: 1)
            }
        } catch {
            return unreadable(path, "\(error)", line: 1, column: 1)
        }
        let columns = ElementColumns(data)
        var all: [LintIssue] = []
        if configuration.applies(.unsupportedElement) {
            for issue in document.issues {
                all.append(
                    LintIssue(
                        rule: .unsupportedElement, severity: configuration.severity(of: .unsupportedElement),
                        path: path, line: issue.line, column: columns.column(of: issue.line),
                        message: "<\(issue.element)>: \(issue.message)"))
            }
        }
        let options = configuration.layoutOptions(for: document, at: path)
        var sections: [LintSection] = []
        for config in configuration.configurations(for: document) {
            for report in IBChecker.check(document, configuration: config, options: options) {
                let issues = report.issues.compactMap { issue -> LintIssue? in
                    let rule = Self.rule(for: issue.group)
                    guard configuration.applies(rule) else { return nil }
                    return LintIssue(
                        rule: rule, severity: configuration.severity(of: rule), path: path, line: issue.line,
                        column: columns.column(of: issue.line), message: issue.description,
                        scene: report.root.name, configurations: [config.description])
                }
                sections.append(
                    LintSection(
                        configuration: config.description, scene: report.root.name, issues: issues,
                        updateFrames: report.updateFrames, missingConstraints: report.missingConstraints,
                        assumedSizes: report.assumedSizes))
                all += issues
            }
        }
        return FileReport(path: path, sections: sections, issues: Self.merged(all))
    }

    /// The rule of an issue navigator group.
    static func rule(for group: IBIssueGroup) -> LintRule {
        switch group {
        case .conflictingConstraints: .conflictingConstraints
        case .missingConstraints: .missingConstraints
        case .contentPriorityAmbiguity: .contentPriorityAmbiguity
        case .scrollableContentSizeAmbiguity: .scrollContentAmbiguous
        case .misplacedViews: .misplacedView
        case .inactiveConstraints: .inactiveConstraints
        }
    }

    /// The same issue (rule, place and words) found at several configurations becomes one issue listing them all,
    /// sorted by line, column and rule.
    static func merged(_ issues: [LintIssue]) -> [LintIssue] {
        var result: [LintIssue] = []
        var index: [String: Int] = [:]
        for issue in issues {
            let key = "\(issue.rule.rawValue)\u{0}\(issue.line)\u{0}\(issue.column)\u{0}\(issue.scene ?? "")\u{0}\(issue.message)"
            if let i = index[key] {
                for c in issue.configurations where !result[i].configurations.contains(c) { result[i].configurations.append(c) }
            } else {
                index[key] = result.count
                result.append(issue)
            }
        }
        return result.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
    }

    // MARK: Layout files

    func checkLayoutFile(path: String, text: String) -> FileReport {
        let name = path == "-" ? "<stdin>" : path
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var all: [LintIssue] = []
        var sections: [LintSection] = []
        var fileSize: LayoutSize?
        do { fileSize = try LayoutParser.parse(text, file: name).size } catch let error as LayoutFileError {
            return unreadable(
                path, "line \(error.location.line), column \(error.location.column): \(error.message)",
                line: error.location.line, column: error.location.column)
        } catch {
            return unreadable(path, "\(error)", line: 1, column: 1)
        }
        for size in configuration.layoutSizes(fileSize: fileSize) {
            let scene: LayoutScene
            do { scene = try LayoutScene(text: text, file: name) } catch let error as LayoutFileError {
                return unreadable(
                    path, "line \(error.location.line), column \(error.location.column): \(error.message)",
                    line: error.location.line, column: error.location.column)
            } catch {
                return unreadable(path, "\(error)", line: 1, column: 1)
            }
            let label = "\(LayoutReport.number(size.width))x\(LayoutReport.number(size.height))"
            var events: [UnsatisfiableConstraintsEvent] = []
            scene.root.unsatisfiableConstraintsHandler = { events.append($0) }
            scene.layout(size: size)
            var issues: [LintIssue] = []
            func source(_ c: NSLayoutConstraint) -> SourceLocation? { scene.constraintLocations[ObjectIdentifier(c)] }
            func quoted(_ line: Int) -> String {
                line >= 1 && line <= lines.count ? "`\(lines[line - 1].trimmingCharacters(in: .whitespaces))`" : "line \(line)"
            }
            if configuration.applies(.unsatisfiableConstraints) {
                for event in events {
                    let at = source(event.victim) ?? source(event.adding) ?? SourceLocation(line: 1, column: 1)
                    let others = event.conflicting.filter { $0 !== event.victim }.compactMap { source($0)?.line }
                    let with = Array(Set(others)).sorted().map { "line \($0)" }.joined(separator: ", ")
                    issues.append(
                        LintIssue(
                            rule: .unsatisfiableConstraints, severity: configuration.severity(of: .unsatisfiableConstraints),
                            path: path, line: at.line, column: at.column,
                            message:
                                "Unable to simultaneously satisfy constraints: \(quoted(at.line)) is broken\(with.isEmpty ? "" : " (it conflicts with \(with))")",
                            configurations: [label]))
                }
            }
            if configuration.applies(.ambiguousLayout) {
                for (view, parts) in scene.ambiguousViews() {
                    let line = Self.declarationLine(of: view, in: lines)
                    issues.append(
                        LintIssue(
                            rule: .ambiguousLayout, severity: configuration.severity(of: .ambiguousLayout),
                            path: path, line: line, column: 1,
                            message: "“\(view)” has an ambiguous layout: \(parts.joined(separator: ", ")) not determined",
                            configurations: [label]))
                }
            }
            sections.append(LintSection(configuration: label, scene: (path as NSString).lastPathComponent, issues: issues))
            all += issues
        }
        return FileReport(path: path, sections: sections, issues: Self.merged(all))
    }

    /// The line declaring `name` (`view name …`, `guide`, `stack`, `scroll`), 1 when none is found.
    static func declarationLine(of name: String, in lines: [String]) -> Int {
        for (i, line) in lines.enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.count >= 2, ["view", "guide", "stack", "scroll"].contains(String(words[0])), words[1] == name { return i + 1 }
        }
        return 1
    }
}

/// Reports written from the worker threads.
final class ReportSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FileReport?]
    private var finished = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ report: FileReport) {
        lock.lock()
        slots[i] = report
        finished += 1
        lock.unlock()
    }

    var done: Int {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }
    var all: [FileReport] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}

/// Hands out work items to threads.
final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return next - 1
    }
}

/// The nibs a file's custom views load at run time (`--runtime`): for each custom class the file names, the
/// sibling `<Class>.xib` whose File's Owner is that class. Only those files are read, so a broken unrelated
/// sibling cannot break a check.
public enum RuntimeNibs {
    /// The documents to embed for `document`, read from the folder of `path`.
    public static func documents(for document: IBDocument, at path: String) -> [IBDocument] {
        guard path != "-" else { return [] }
        let folder = (path as NSString).deletingLastPathComponent
        let classes = Set(document.allViews.compactMap(\.customClass))
        return classes.sorted().compactMap { name in
            let sibling = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(name + ".xib")
            guard sibling != path, let nib = try? IBLoader.load(path: sibling), nib.filesOwnerClass == name else { return nil }
            return nib
        }
    }
}

/// Where each line's element starts: IB writes one element per line, so an issue's column is the position of its
/// line's first `<` (1 when the line has none). Line starts are found once, so each lookup costs one line's length.
private struct ElementColumns {
    private let data: Data
    private let lineStarts: [Int]

    init(_ data: Data) {
        self.data = data
        var starts = [0]
        data.withUnsafeBytes { bytes in
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        }
        lineStarts = starts
    }

    /// The 1-based column of the first `<` on a 1-based line.
    func column(of line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return 1 }
        return data.withUnsafeBytes { bytes in
            var column = 1
            for offset in lineStarts[line - 1]..<bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "<") { return column }
                if byte == UInt8(ascii: "\n") { return 1 }
                column += 1
            }
            return 1
        }
    }
}
