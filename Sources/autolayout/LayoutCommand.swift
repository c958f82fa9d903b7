import ArgumentParser
import Foundation
import LayoutFile

/// `autolayout layout FILE --size WxH`: lays out a layout file and prints every view's frame as a table,
/// followed by the problems found (unsatisfiable constraints as the engine logs them, ambiguous views).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a .layout file and print each view's frame and the problems found.",
        discussion: """
        A .layout file declares views ("view title 120x21 in header"), layout guides, metrics, and constraints \
        as Visual Format Language lines ("H:|-[title]-|") or equations ("title.width == 0.5 * header.width - 4 @750"). \
        See Examples/ for samples.
        """
    )

    @Argument(help: "The .layout file.")
    var file: String

    @Option(name: .long, help: "The root view's size, WIDTHxHEIGHT (default: the file's 'size' line, else 375x667).")
    var size: String?

    @Flag(name: .long, help: "Print frames in the root view's coordinates instead of each superview's.")
    var absolute = false

    @Flag(name: .long, help: "Also list every constraint made, with the line it comes from.")
    var constraints = false

    @Flag(name: .long, help: "Skip the check for ambiguous views (faster on files with hundreds of views).")
    var skipAmbiguityCheck = false

    /// Checks `--size` before running, so that a bad value prints this subcommand's usage.
    func validate() throws {
        if let size, LayoutSize(parsing: size) == nil {
            throw ValidationError("--size must be WIDTHxHEIGHT with non-negative numbers, for example 375x667; got '\(size)'")
        }
    }

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw ValidationError("cannot read '\(file)': \(error.localizedDescription)")
        }
        var requestedSize: LayoutSize?
        if let size {
            guard let parsed = LayoutSize(parsing: size) else {
                throw ValidationError("--size must be WIDTHxHEIGHT with non-negative numbers, for example 375x667; got '\(size)'")
            }
            requestedSize = parsed
        }
        let report: LayoutReport
        do {
            report = try LayoutReport.make(text: text, file: file, size: requestedSize, checkAmbiguity: !skipAmbiguityCheck)
        } catch let error as LayoutFileError {
            FileHandle.standardError.write(Data((error.excerpt(in: text) + "\n").utf8))
            throw ExitCode(65)
        }
        print(report.render(absolute: absolute, constraints: constraints), terminator: "")
    }
}
