import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder

/// Options shared by `check`, `render` and `frames` for Interface Builder files: which devices, orientation and traits.
struct IBFileOptions: ParsableArguments {
    @Argument(help: "The .xib or .storyboard file.")
    var file: String

    @Option(name: .long, help: "Device to lay out on (repeatable): iphone-se, iphone-8, iphone-15, iphone-15-pro-max, ipad, ipad-pro-11, … or an IB id like retina6_12. Default: the file's device.")
    var device: [String] = []

    @Option(name: .long, help: "Custom screen size WIDTHxHEIGHT (repeatable), e.g. 375x667.")
    var size: [String] = []

    @Flag(name: .long, help: "Landscape orientation.")
    var landscape = false

    @Flag(name: .long, help: "Both orientations of each device.")
    var bothOrientations = false

    @Option(name: .long, help: "Override size classes, e.g. heightClass=compact or widthClass=regular-heightClass=compact.")
    var trait: String?

    @Flag(name: .long, help: "Runtime mode: drop placeholder constraints and embed sibling .xib files whose File's Owner class matches a view's custom class.")
    var runtime = false

    /// Checks devices, sizes and traits before running, so mistakes print usage.
    func validate() throws {
        for d in device where IBDevice.named(d) == nil {
            let names = IBDevice.all.flatMap { [$0.id] + $0.names }.joined(separator: ", ")
            throw ValidationError("unknown device '\(d)'; known: \(names)")
        }
        for s in size where parseSize(s) == nil {
            throw ValidationError("--size must be WIDTHxHEIGHT with positive numbers, for example 375x667; got '\(s)'")
        }
        if let trait, IBTraits.parse(trait, over: IBTraits(widthClass: .compact, heightClass: .regular)) == nil {
            throw ValidationError("--trait must look like heightClass=compact or widthClass=regular-heightClass=compact; got '\(trait)'")
        }
    }

    func parseSize(_ s: String) -> (Double, Double)? {
        let parts = s.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0 else { return nil }
        return (w, h)
    }

    /// Loads the document, printing load issues (file:line: warning: …) to standard error.
    func load() throws -> IBDocument {
        do {
            let doc = try IBLoader.load(path: file)
            for issue in doc.issues { FileHandle.standardError.write(Data((issue.description + "\n").utf8)) }
            return doc
        } catch let error as IBError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(65)
        }
    }

    /// The configurations asked for (the file's design configuration when none).
    func configurations(for doc: IBDocument) -> [IBConfiguration] {
        var devices: [IBDevice] = device.compactMap { IBDevice.named($0) }
        devices += size.compactMap { parseSize($0) }.map { IBDevice.custom(width: $0.0, height: $0.1) }
        var configs: [IBConfiguration] = []
        if devices.isEmpty {
            let design = IBConfiguration.design(of: doc)
            devices = [design.device]
            if !landscape && !bothOrientations { configs = [design] }
        }
        if configs.isEmpty {
            for d in devices {
                let orientations: [Bool] = bothOrientations ? [false, true] : [landscape || (d.id == "custom" && d.width > d.height)]
                for l in orientations {
                    if d.id == "custom" {
                        // A custom size is used as given.
                        configs.append(IBConfiguration(device: d, landscape: false))
                    } else {
                        configs.append(IBConfiguration(device: d, landscape: l))
                    }
                }
            }
        }
        if let trait {
            configs = configs.map { c in
                var c = c
                c.traits = IBTraits.parse(trait, over: c.traits) ?? c.traits
                return c
            }
        }
        return configs
    }

    /// Layout options: canvas mode, or runtime mode with sibling nibs.
    func layoutOptions() -> IBLayoutOptions {
        guard runtime else { return IBLayoutOptions() }
        let dir = (file as NSString).deletingLastPathComponent
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.isEmpty ? "." : dir)) ?? []
        let nibs = files.filter { $0.hasSuffix(".xib") && $0 != (file as NSString).lastPathComponent }.sorted()
            .compactMap { try? IBLoader.load(path: (dir as NSString).appendingPathComponent($0)) }
            .filter { $0.filesOwnerClass != nil }
        return IBLayoutOptions(keepPlaceholders: false, embeddedNibs: nibs)
    }
}

/// `autolayout check FILE`: Interface Builder's Auto Layout issues for one or several devices; exits with
/// status 1 when any issue is found (for CI).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a .xib or .storyboard as Interface Builder does: conflicts, missing constraints, misplaced views.",
        discussion: """
        Solves every scene (or top-level view) for each device/orientation asked for and lists the problems as \
        Interface Builder's issue navigator groups them, with the line of the object in the file. Misplaced views \
        are checked on the file's own device only. Exit status: 0 when clean, 1 when issues are found, 65 when \
        the file cannot be read.
        """
    )

    @OptionGroup var options: IBFileOptions

    @Flag(name: .long, help: "Also print the fixes Interface Builder offers: Update Frames and Add Missing Constraints.")
    var fixes = false

    func run() throws {
        let doc = try options.load()
        let name = (options.file as NSString).lastPathComponent
        var total = 0
        for config in options.configurations(for: doc) {
            for report in IBChecker.check(doc, configuration: config, options: options.layoutOptions()) {
                print("\(name): \(report.root.name) — \(config)")
                if report.issues.isEmpty { print("  no issues") }
                var group: IBIssueGroup?
                for issue in report.issues {
                    if issue.group != group {
                        print("  \(issue.group.rawValue)")
                        group = issue.group
                    }
                    print("    \(name):\(issue.line): \(issue.group.isError ? "error" : "warning"): \(issue)")
                }
                total += report.issues.count
                if fixes {
                    if !report.updateFrames.isEmpty {
                        print("  Update Frames:")
                        for l in report.updateFrames { print("    \(l)") }
                    }
                    if !report.missingConstraints.isEmpty {
                        print("  Add Missing Constraints:")
                        for l in report.missingConstraints { print("    \(l)") }
                    }
                }
            }
        }
        print(total == 0 ? "No issues." : "\(total) issue\(total == 1 ? "" : "s").")
        if total > 0 { throw ExitCode(1) }
    }
}
