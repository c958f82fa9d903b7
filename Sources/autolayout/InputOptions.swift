import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutCheck

/// Where to lay files out, shared by every command with the same meaning: devices, sizes, orientations, traits.
struct InputOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "Device to lay out on (repeatable): iphone-se, iphone-8, iphone-15, iphone-15-pro-max, ipad, ipad-pro-11, … or an IB id like retina6_12. Default: the file's device."
    )
    var device: [String] = []

    @Option(name: .long, help: "Custom screen size WIDTHxHEIGHT (repeatable), e.g. 375x667.")
    var size: [String] = []

    @Flag(name: .long, help: "Landscape orientation.")
    var landscape = false

    @Flag(name: .long, help: "Both orientations of each device.")
    var bothOrientations = false

    @Option(
        name: .long,
        help:
            "Size-class override (repeatable, each its own configuration), e.g. heightClass=compact or widthClass=regular-heightClass=compact."
    )
    var trait: [String] = []

    @Option(
        name: .long,
        help:
            "Dynamic Type size (repeatable, each its own configuration): xs, s, m, l, xl, xxl, xxxl, ax1 … ax5. Text-style fonts take their size at it. Default: the canvas's (Large)."
    )
    var contentSize: [String] = []

    @Flag(
        name: .long,
        help: "Runtime mode: drop placeholder constraints and embed the .xib of each custom class the file names (<Class>.xib beside it).")
    var runtime = false

    /// Applies these options over a configuration (the command line wins over `.autolayout.yml`).
    func apply(to configuration: inout LintConfiguration) {
        if !device.isEmpty { configuration.devices = device }
        if !size.isEmpty { configuration.sizes = size }
        if bothOrientations { configuration.orientations = .both } else if landscape { configuration.orientations = .landscape }
        if !trait.isEmpty { configuration.traits = trait }
        if !contentSize.isEmpty { configuration.contentSizes = contentSize }
        if runtime { configuration.runtime = true }
    }

    /// The configuration these options give on their own.
    func configuration() throws -> LintConfiguration {
        var configuration = LintConfiguration()
        apply(to: &configuration)
        try configuration.validate()
        return configuration
    }

    func validate() throws {
        do { _ = try configuration() } catch let error as LintConfigurationError { throw ValidationError(error.message) }
    }
}

/// Reading one input the same way in every command: `-` is standard input, a missing file is the same message
/// and exit status (65) everywhere, and a file of the other kind names the command that reads it.
enum CommandInput {
    /// Reads `path` or exits with status 65 and `autolayout: cannot read 'path': …` on standard error.
    static func read(_ path: String) throws -> LintInput {
        let input = LintInput(path: path)
        if input.data == nil {
            fail(LintInput.unreadableMessage(path, input.problem ?? "cannot be read"), status: LintExitStatus.unreadableInput)
        }
        return input
    }

    /// Exits with `status` after writing `autolayout: message` to standard error.
    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("autolayout: \(message)\n".utf8))
        exit(status)
    }

    /// Exits with status 64 when `input` is not of `kind`, naming the command that reads it.
    static func require(_ input: LintInput, is kind: LintInput.Kind, command: String) {
        guard input.kind != kind else { return }
        let other = kind == .layout ? "frames" : "layout"
        let what = kind == .layout ? ".layout files" : ".xib and .storyboard files"
        fail("'\(command)' reads \(what); use `autolayout \(other) \(input.path)` for this file", status: LintExitStatus.usage)
    }

    /// Writes loader warnings (`file:line: warning: …`) to standard error.
    static func loadDocument(_ input: LintInput) -> IBDocument {
        let name = input.path == "-" ? "<stdin>" : (input.path as NSString).lastPathComponent
        do {
            let document = try IBLoader.load(data: input.data ?? Data(), file: name)
            for issue in document.issues { FileHandle.standardError.write(Data((issue.description + "\n").utf8)) }
            return document
        } catch {
            fail("\(error)", status: LintExitStatus.unreadableInput)
        }
    }
}
