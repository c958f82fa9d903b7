import ArgumentParser
import Foundation
import LayoutCheck

#if canImport(Glibc)
    import Glibc
#endif

/// `autolayout check PATH…`: a linter for CI. Checks .xib, .storyboard and .layout files as Interface Builder's
/// issue navigator (or the engine at run time) would, in parallel, and reports in the format a tool reads.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check .xib, .storyboard and .layout files for Auto Layout problems (a linter for CI).",
        discussion: """
            Paths may be files or folders (searched recursively for .xib, .storyboard and .layout files); - reads \
            standard input. Settings come from .autolayout.yml in the current folder (or --config), overridden by \
            the command line. Rules: \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")).

            Exit status: 0 when nothing at or above the failing severity was found (errors; warnings too with \
            --strict), 1 when something was, 64 for a usage or configuration error, 65 when an input could not be read.
            """
    )

    @Argument(help: "Files or folders to check (default: the configuration's 'included', else the current folder); - for standard input.")
    var paths: [String] = []

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: "Output format: \(LintReporters.names.joined(separator: ", ")). Default: text.")
    var reporter: String = TextReporter.name

    @Option(name: .long, help: "Configuration file (default: .autolayout.yml in the current folder, if any).")
    var config: String?

    @Option(name: .long, help: "Leave out paths matching this glob (repeatable), e.g. '**/Legacy/*'.")
    var exclude: [String] = []

    @Option(name: .long, help: "Do not run this rule (repeatable).")
    var disable: [String] = []

    @Option(name: .long, help: "Run only this rule (repeatable).")
    var only: [String] = []

    @Flag(name: .long, help: "Warnings fail the run too (exit status 1).")
    var strict = false

    @Option(name: .long, help: "Files checked at once (default: the number of cores).")
    var jobs: Int?

    @Flag(name: .long, help: "With the text reporter, also print Interface Builder's fixes (Update Frames, Add Missing Constraints).")
    var fixes = false

    func validate() throws {
        guard LintReporters.names.contains(reporter) else {
            throw ValidationError("unknown reporter '\(reporter)' (reporters: \(LintReporters.names.joined(separator: ", ")))")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        for rule in disable + only where LintRule(rawValue: rule) == nil {
            throw ValidationError("unknown rule '\(rule)' (rules: \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
    }

    func run() throws {
        var configuration = LintConfiguration()
        let configPath = config ?? (FileManager.default.fileExists(atPath: ".autolayout.yml") ? ".autolayout.yml" : nil)
        do {
            if let configPath { configuration = try LintConfiguration(contentsOf: configPath) }
            input.apply(to: &configuration)
            configuration.disabledRules.formUnion(disable.compactMap(LintRule.init(rawValue:)))
            if !only.isEmpty { configuration.onlyRules = Set(only.compactMap(LintRule.init(rawValue:))) }
            configuration.excluded += exclude
            if strict { configuration.strict = true }
            try configuration.validate()
        } catch let error as LintConfigurationError {
            CommandInput.fail(error.message, status: LintExitStatus.usage)
        }
        let roots = paths.isEmpty ? (configuration.included.isEmpty ? ["."] : configuration.included) : paths
        let files = FileDiscovery.files(in: roots, excluding: configuration.excluded)
        let progress = Progress(total: files.count)
        let result = Linter(configuration: configuration).check(
            paths: files, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            progress: { progress.update($0) })
        progress.finish()
        let reporter = LintReporters.named(reporter, fixes: fixes)!
        print(reporter.report(result), terminator: "")
        let status = result.exitStatus(strict: configuration.strict)
        if status != 0 { throw ExitCode(status) }
    }
}

/// A progress line on standard error, only when it is a terminal and the run has taken more than a second.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let start = Date()
    private let lock = NSLock()
    private var shown = false
    private let enabled = isatty(2) != 0

    init(total: Int) { self.total = total }

    func update(_ done: Int) {
        guard enabled, Date().timeIntervalSince(start) > 1 else { return }
        lock.lock()
        defer { lock.unlock() }
        shown = true
        FileHandle.standardError.write(Data("\rchecked \(done) of \(total) files".utf8))
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
