import ArgumentParser
import Foundation
import LayoutCheck
import LogReader

/// `autolayout explain FILE|-`: reads a pasted console log, rebuilds the constraints it lists, solves them, and
/// explains each "Unable to simultaneously satisfy constraints." in it.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract:
            "Explain a console log's \"Unable to simultaneously satisfy constraints.\": the conflict, its arithmetic, the break, the fixes.",
        discussion: """
            Reads logs of every iOS era (with or without Xcode's [LayoutConstraints] prefix, timestamps, several logs \
            in one paste), names the views as a person would, prints each constraint as an equation, the smallest \
            conflicting set our engine finds with the arithmetic that shows it, which constraint UIKit broke and the \
            layout after, and the usual fixes. Unreadable parts are reported with their line and column; the rest \
            is still explained.

            Exit status: 0; 65 when the input holds no readable log; 64 for a usage error.
            """
    )

    @Argument(help: "The file holding the log (- for standard input).")
    var file: String

    @Option(name: .long, help: "Output format: text or json.")
    var reporter = "text"

    @Option(
        name: .long,
        help: "Also draw the first log as SVG into this file (views as boxes, the conflicting constraints in red, the broken one marked).")
    var svg: String?

    func validate() throws {
        guard ["text", "json"].contains(reporter) else { throw ValidationError("unknown reporter '\(reporter)' (known: text, json)") }
    }

    func run() throws {
        let source = try CommandInput.read(file)
        let text = String(decoding: source.data ?? Data(), as: UTF8.self)
        let report = LogExplainer.explain(text)
        if !report.logs.isEmpty || reporter == "json" { print(reporter == "json" ? report.json() : report.text(), terminator: "") }
        if let svg, let picture = report.svg(log: 0) {
            do { try picture.write(toFile: svg, atomically: true, encoding: .utf8) } catch {
                FileHandle.standardError.write(Data("error: cannot write \(svg): \(error.localizedDescription)\n".utf8))
                throw ExitCode(LintExitStatus.usage)
            }
        }
        if report.logs.isEmpty {
            for problem in report.problems { FileHandle.standardError.write(Data("\(file == "-" ? "<stdin>" : file):\(problem)\n".utf8)) }
            throw ExitCode(LintExitStatus.unreadableInput)
        }
    }
}
