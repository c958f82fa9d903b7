import ArgumentParser
import AutoLayout
import Foundation
import LayoutCheck
import LayoutFile

/// `autolayout layout FILE`: lays out a layout file and prints every view's frame as a table, followed by the
/// problems found (unsatisfiable constraints as the engine logs them, ambiguous views).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a .layout file and print each view's frame and the problems found.",
        discussion: """
            A .layout file declares views ("view title 120x21 in header"), layout guides, metrics, and constraints \
            as Visual Format Language lines ("H:|-[title]-|") or equations ("title.width == 0.5 * header.width - 4 @750"). \
            See Examples/ for samples. - reads standard input. Addresses in messages are numbered 0x1, 0x2, … so that \
            the output is the same from run to run.

            Exit status: 0, or 1 with --strict when a layout is unsatisfiable or ambiguous; 64 for a usage error; 65 \
            when the file cannot be read or parsed.
            """
    )

    @Argument(help: "The .layout file (- for standard input).")
    var file: String

    @OptionGroup var input: InputOptions

    @Flag(name: .long, help: "Print frames in the root view's coordinates instead of each superview's.")
    var absolute = false

    @Flag(name: .long, help: "Also list every constraint made, with the line it comes from.")
    var constraints = false

    @Flag(name: .long, help: "Skip the check for ambiguous views (faster on files with hundreds of views).")
    var skipAmbiguityCheck = false

    @Flag(name: .long, help: "Exit with status 1 when a layout is unsatisfiable or ambiguous.")
    var strict = false

    func run() throws {
        let source = try CommandInput.read(file)
        CommandInput.require(source, is: .layout, command: "layout")
        let text = String(decoding: source.data ?? Data(), as: UTF8.self)
        let name = file == "-" ? "<stdin>" : file
        let configuration = try input.configuration()
        var problems = false
        do {
            let fileSize = try LayoutParser.parse(text, file: name).size
            for (i, size) in configuration.layoutSizes(fileSize: fileSize).enumerated() {
                let report = try LayoutDiagnostics.withFakeAddresses {
                    try LayoutReport.make(text: text, file: name, size: size, checkAmbiguity: !skipAmbiguityCheck)
                }
                if i > 0 { print("") }
                print(report.render(absolute: absolute, constraints: constraints), terminator: "")
                problems = problems || !report.log.isEmpty || !report.ambiguous.isEmpty
            }
        } catch let error as LayoutFileError {
            FileHandle.standardError.write(Data((error.excerpt(in: text) + "\n").utf8))
            throw ExitCode(LintExitStatus.unreadableInput)
        }
        if strict && problems { throw ExitCode(LintExitStatus.issuesFound) }
    }
}
