import Foundation

/// One "Unable to simultaneously satisfy constraints." log read from a paste: the constraints UIKit listed, in
/// its order, and the one it broke.
public struct ConsoleLog: Sendable {
    /// The line of the paste where the log starts.
    public var line: Int
    /// The constraints UIKit listed as the conflicting set, in the printed order.
    public var listed: [LoggedConstraint]
    /// The constraint UIKit broke ("Will attempt to recover by breaking constraint"), when the log says it.
    public var broken: LoggedConstraint?
    /// Entries of the list that could not be read.
    public var problems: [LogReadProblem]
    /// Whether the paste held the log's first line; false for a conflicting list pasted alone.
    public var hasHeader = true

    /// Whether every listed constraint (and the broken one, when the log has its header) was read.
    public var isComplete: Bool { problems.isEmpty && !listed.isEmpty && (broken != nil || !hasHeader) }

    /// The index in `listed` of the broken constraint (matched by address, else by description).
    public var brokenIndex: Int? {
        guard let broken else { return nil }
        return listed.firstIndex { $0.address == broken.address && $0.address.hasPrefix("0x") }
            ?? listed.firstIndex { $0.source == broken.source }
    }
}

/// Reads pastes of console output into logs: any number of logs, with or without Xcode's
/// `[LayoutConstraints]` prefix, timestamps and process names before the first line, tabs turned into spaces
/// by copying, other output between them, descriptions wrapped over several lines.
public enum ConsoleLogReader {
    /// The logs in `paste`, and what could not be read outside them.
    public static func read(_ paste: String) -> (logs: [ConsoleLog], problems: [LogReadProblem]) {
        let lines = paste.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "\\<", with: "<").replacingOccurrences(of: "\\>", with: ">") }  // Markdown's escapes
        var logs: [ConsoleLog] = []
        var problems: [LogReadProblem] = []
        var i = 0
        while i < lines.count {
            guard lines[i].contains("Unable to simultaneously satisfy constraints") else {
                i += 1
                continue
            }
            var log = ConsoleLog(line: i + 1, listed: [], broken: nil, problems: [])
            i += 1
            var expectingBroken = false
            while i < lines.count, !lines[i].contains("Unable to simultaneously satisfy constraints") {
                let line = lines[i]
                if line.contains("Will attempt to recover by breaking constraint") {
                    expectingBroken = true
                    if let (text, column, used) = description(in: lines, at: i, after: "breaking constraint") {
                        log.broken = parse(text, line: i + 1, column: column, into: &log)
                        i += used
                        expectingBroken = false
                        continue
                    }
                    i += 1
                    continue
                }
                if let (text, column, used) = description(in: lines, at: i, after: nil) {
                    let parsed = parse(text, line: i + 1, column: column, into: &log)
                    if expectingBroken {
                        log.broken = parsed
                        expectingBroken = false
                        i += used
                        break
                    }
                    if let parsed { log.listed.append(parsed) }
                    i += used
                    continue
                }
                if line.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints")
                    || line.contains("Break on objc_exception_throw")
                {
                    if log.broken != nil {
                        i += 1
                        break
                    }
                }
                i += 1
            }
            if log.listed.isEmpty,
                lines[(log.line - 1)...].prefix(6).contains(where: { $0.trimmingCharacters(in: .whitespaces) == "<private>" })
            {
                log.problems.append(
                    LogReadProblem(
                        line: log.line, column: 1,
                        message:
                            "the system log redacted the constraints as <private>; copy the log from Xcode's console, or enable private data in the log configuration"
                    ))
                logs.append(log)
                continue
            }
            if log.broken == nil {
                log.problems.append(
                    LogReadProblem(
                        line: log.line, column: 1,
                        message:
                            "the log does not say which constraint UIKit broke ('Will attempt to recover by breaking constraint' and the constraint after it)"
                    ))
            }
            if log.listed.isEmpty && log.problems.isEmpty {
                log.problems.append(LogReadProblem(line: log.line, column: 1, message: "the log lists no constraints"))
            }
            logs.append(log)
        }
        if logs.isEmpty { logs = bareLists(lines) }
        if logs.isEmpty {
            problems.append(
                LogReadProblem(
                    line: 1, column: 1,
                    message: "no 'Unable to simultaneously satisfy constraints.' log found in the input"))
        }
        return (logs, problems)
    }

    /// A paste of the conflicting list alone (`(` … `)` as copied from the log, or the descriptions one per
    /// line): each run of descriptions is read as a log that does not say which constraint was broken.
    static func bareLists(_ lines: [String]) -> [ConsoleLog] {
        var logs: [ConsoleLog] = []
        var current: ConsoleLog?
        var i = 0
        var expectingBroken = false
        while i < lines.count {
            if lines[i].contains("Will attempt to recover by breaking constraint"), current != nil {
                if let (text, column, used) = description(in: lines, at: i, after: "breaking constraint") {
                    current!.broken = parse(text, line: i + 1, column: column, into: &current!)
                    logs.append(current!)
                    current = nil
                    i += used
                } else {
                    expectingBroken = true
                    i += 1
                }
                continue
            }
            if expectingBroken, current != nil, let (text, column, used) = description(in: lines, at: i, after: nil) {
                current!.broken = parse(text, line: i + 1, column: column, into: &current!)
                logs.append(current!)
                current = nil
                expectingBroken = false
                i += used
                continue
            }
            if let (text, column, used) = description(in: lines, at: i, after: nil) {
                if current == nil { current = ConsoleLog(line: i + 1, listed: [], broken: nil, problems: [], hasHeader: false) }
                if let parsed = parse(text, line: i + 1, column: column, into: &current!) { current!.listed.append(parsed) }
                i += used
                continue
            }
            if lines[i].trimmingCharacters(in: .whitespaces) == ")", let log = current,
                !lines[(i + 1)...].prefix(3).contains(where: { $0.contains("Will attempt to recover by breaking constraint") })
            {
                logs.append(log)
                current = nil
            }
            i += 1
        }
        if let current { logs.append(current) }
        return logs
    }

    /// Parses a description found in a log; a failure becomes one of the log's problems.
    static func parse(_ text: String, line: Int, column: Int, into log: inout ConsoleLog) -> LoggedConstraint? {
        do {
            return try DescriptionParser.parse(text, line: line, column: column)
        } catch let problem as LogReadProblem {
            log.problems.append(problem)
        } catch {
            log.problems.append(LogReadProblem(line: line, column: column, message: "\(error)"))
        }
        return nil
    }

    /// The constraint description starting on line `index` (after `marker` when given), joined with the
    /// following lines when the copy wrapped it: its text, 1-based column, and the number of lines used.
    static func description(in lines: [String], at index: Int, after marker: String?) -> (String, Int, Int)? {
        var line = Substring(lines[index])
        if let marker, let m = line.range(of: marker) { line = line[m.upperBound...] }
        guard let start = line.range(of: #"<[A-Za-z_][A-Za-z0-9_.]*:"#, options: .regularExpression)?.lowerBound else { return nil }
        let column = lines[index].distance(from: lines[index].startIndex, to: start) + 1
        var text = String(line[start...])
        var used = 1
        while !isClosed(text), index + used < lines.count, used < 6 {
            let next = lines[index + used]
            if next.contains("<NSLayoutConstraint") || next.trimmingCharacters(in: .whitespaces) == ")" { break }
            text += " " + next.trimmingCharacters(in: .whitespaces)
            used += 1
        }
        return (closedDescription(text), column, used)
    }

    /// Whether a description's text has reached its closing `>` (followed by nothing but a quote and a comma).
    static func isClosed(_ text: String) -> Bool {
        text.range(of: #">\"?,?\s*$"#, options: .regularExpression) != nil
    }

    /// The description from `<` to its closing `>`, without the array's quotes and comma.
    static func closedDescription(_ text: String) -> String {
        var t = Substring(text.trimmingCharacters(in: .whitespaces))
        if t.hasSuffix(",") { t = t.dropLast() }
        if t.hasSuffix("\"") { t = t.dropLast() }
        return String(t).replacingOccurrences(of: "\\\"", with: "\"")
    }
}
