import Foundation
import InterfaceBuilder
import LayoutFile
import Yams

/// A configuration that cannot be used, with what is wrong and where.
public struct LintConfigurationError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Makes an error.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

/// Which orientations to check.
public enum LintOrientations: String, Sendable, CaseIterable {
    /// The orientation each file was designed in (the default).
    case design
    /// Portrait only.
    case portrait
    /// Landscape only.
    case landscape
    /// Portrait, then landscape.
    case both
}

/// What to check and how: the files, the rules and their severities, and the configurations (devices ×
/// orientations × traits) to lay each file out at. Read from `.autolayout.yml`, then overridden by the command
/// line.
///
/// ```yaml
/// included: [App/Views]            # paths checked when the command line names none
/// excluded: ["**/Legacy/*"]         # globs, matched against paths as given and against their last component
/// disabled_rules: [misplaced-view]
/// only_rules: []                    # when not empty, only these rules run
/// devices: [iphone-se, ipad]        # default: each file's own device
/// sizes: [320x568]
/// orientations: both                # design, portrait, landscape, both
/// traits: [heightClass=compact]     # each a configuration of its own
/// severity: {missing-constraints: error}
/// strict: false                     # warnings fail the run too
/// runtime: false                    # placeholders removed, nibs of custom classes embedded
/// ```
public struct LintConfiguration: Sendable {
    /// Paths checked when the command line names none.
    public var included: [String] = []
    /// Globs of paths left out.
    public var excluded: [String] = []
    /// Rules that do not run.
    public var disabledRules: Set<LintRule> = []
    /// When not empty, the only rules that run.
    public var onlyRules: Set<LintRule> = []
    /// Device names or IB ids (`iphone-se`, `retina6_12`); empty: each file's own device.
    public var devices: [String] = []
    /// Custom sizes, `WIDTHxHEIGHT`.
    public var sizes: [String] = []
    /// Orientations.
    public var orientations: LintOrientations = .design
    /// Size-class overrides, each checked as a configuration of its own (`heightClass=compact`).
    public var traits: [String] = []
    /// Dynamic Type sizes, each checked as a configuration of its own (`ax3`, `xl`; see
    /// `IBConfiguration.contentSizeCategory(named:)`).
    public var contentSizes: [String] = []
    /// Severity overrides per rule.
    public var severities: [LintRule: LintSeverity] = [:]
    /// Whether warnings fail the run.
    public var strict = false
    /// Runtime mode: placeholder constraints removed, the nibs of custom classes embedded.
    public var runtime = false

    /// The keys `.autolayout.yml` may hold.
    public static let keys = [
        "included", "excluded", "disabled_rules", "only_rules", "devices", "sizes", "orientations",
        "traits", "content_sizes", "severity", "strict", "runtime",
    ]

    /// The default: every rule at its own severity, each file at its own device.
    public init() {}

    /// Reads a configuration file's text. Unknown keys, unknown rules, devices, sizes or traits and values of the
    /// wrong type are errors that name the key and the file.
    public init(yaml: String, file: String) throws {
        let loaded: Any?
        do { loaded = try Yams.load(yaml: yaml) } catch {
            throw LintConfigurationError("\(file): not valid YAML: \(error)")
        }
        guard let loaded else { return }
        guard let map = loaded as? [String: Any] else {
            throw LintConfigurationError("\(file): expected a mapping of keys (\(Self.keys.joined(separator: ", ")))")
        }
        for key in map.keys.sorted() where !Self.keys.contains(key) {
            throw LintConfigurationError("\(file): unknown key '\(key)' (known keys: \(Self.keys.joined(separator: ", ")))")
        }
        func strings(_ key: String) throws -> [String] {
            guard let value = map[key] else { return [] }
            if let one = value as? String { return [one] }
            guard let list = value as? [Any], list.allSatisfy({ $0 is String || $0 is Int || $0 is Double }) else {
                throw LintConfigurationError("\(file): '\(key)' must be a list of strings")
            }
            return list.map { "\($0)" }
        }
        func bool(_ key: String) throws -> Bool {
            guard let value = map[key] else { return false }
            guard let b = value as? Bool else { throw LintConfigurationError("\(file): '\(key)' must be true or false") }
            return b
        }
        func rules(_ key: String) throws -> Set<LintRule> {
            Set(try strings(key).map { try Self.rule(named: $0, key: key, file: file) })
        }
        included = try strings("included")
        excluded = try strings("excluded")
        disabledRules = try rules("disabled_rules")
        onlyRules = try rules("only_rules")
        devices = try strings("devices")
        sizes = try strings("sizes")
        traits = try strings("traits")
        contentSizes = try strings("content_sizes")
        strict = try bool("strict")
        runtime = try bool("runtime")
        if let value = map["orientations"] {
            guard let text = value as? String, let o = LintOrientations(rawValue: text) else {
                throw LintConfigurationError(
                    "\(file): 'orientations' must be one of \(LintOrientations.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            orientations = o
        }
        if let value = map["severity"] {
            guard let pairs = value as? [String: Any] else {
                throw LintConfigurationError("\(file): 'severity' must map rule ids to error or warning")
            }
            for (name, level) in pairs {
                let rule = try Self.rule(named: name, key: "severity", file: file)
                guard let text = level as? String, let severity = LintSeverity(rawValue: text) else {
                    throw LintConfigurationError("\(file): severity of '\(name)' must be error or warning")
                }
                severities[rule] = severity
            }
        }
        try validate(file: file)
    }

    /// Reads `.autolayout.yml` (or the file given) from disk.
    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LintConfigurationError("cannot read configuration file '\(path)'")
        }
        try self.init(yaml: String(decoding: data, as: UTF8.self), file: path)
    }

    static func rule(named name: String, key: String, file: String) throws -> LintRule {
        guard let rule = LintRule(rawValue: name) else {
            throw LintConfigurationError(
                "\(file): unknown rule '\(name)' in '\(key)' (rules: \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return rule
    }

    /// Checks devices, sizes, traits and text sizes; `file` names where they came from.
    public func validate(file: String = "command line") throws {
        for d in devices where IBDevice.named(d) == nil {
            let names = IBDevice.all.flatMap { [$0.id] + $0.names }.joined(separator: ", ")
            throw LintConfigurationError("\(file): unknown device '\(d)' (known: \(names))")
        }
        for s in sizes where LayoutSize(parsing: s).map({ $0.width > 0 && $0.height > 0 }) != true {
            throw LintConfigurationError("\(file): a size must be WIDTHxHEIGHT with positive numbers, for example 375x667; got '\(s)'")
        }
        for t in traits where IBTraits.parse(t, over: IBTraits(widthClass: .compact, heightClass: .regular)) == nil {
            throw LintConfigurationError(
                "\(file): a trait must look like heightClass=compact or widthClass=regular-heightClass=compact; got '\(t)'")
        }
        for c in contentSizes where IBConfiguration.contentSizeCategory(named: c) == nil {
            throw LintConfigurationError(
                "\(file): unknown text size '\(c)' (known: \(IBConfiguration.contentSizeNames.joined(separator: ", ")))")
        }
    }

    /// Whether `rule` runs.
    public func applies(_ rule: LintRule) -> Bool {
        rule == .unreadableFile || (!disabledRules.contains(rule) && (onlyRules.isEmpty || onlyRules.contains(rule)))
    }

    /// The severity of `rule` here.
    public func severity(of rule: LintRule) -> LintSeverity { severities[rule] ?? rule.defaultSeverity }

    /// The configurations to lay `document` out at: each device (or size) asked for, in each orientation asked
    /// for, once per trait override (or once with the device's own traits) and once per text size asked for; the
    /// file's own device and orientation when nothing is asked.
    public func configurations(for document: IBDocument) -> [IBConfiguration] {
        let design = IBConfiguration.design(of: document)
        var devices = self.devices.compactMap { IBDevice.named($0) }
        devices += sizes.compactMap { LayoutSize(parsing: $0) }.map { IBDevice.custom(width: $0.width, height: $0.height) }
        var configurations: [IBConfiguration] = []
        if devices.isEmpty && orientations == .design {
            configurations = [design]
        } else {
            if devices.isEmpty { devices = [design.device] }
            for device in devices {
                if device.id == "custom" {
                    // A custom size is used as given.
                    configurations.append(IBConfiguration(device: device, landscape: false))
                    continue
                }
                let landscapes: [Bool] =
                    switch orientations {
                    case .design: [device.id == design.device.id && design.landscape]
                    case .portrait: [false]
                    case .landscape: [true]
                    case .both: [false, true]
                    }
                configurations += landscapes.map { IBConfiguration(device: device, landscape: $0) }
            }
        }
        if !traits.isEmpty {
            configurations = configurations.flatMap { c in
                traits.map { t in
                    var overridden = c
                    overridden.traits = IBTraits.parse(t, over: c.traits) ?? c.traits
                    return overridden
                }
            }
        }
        let categories = contentSizes.compactMap { IBConfiguration.contentSizeCategory(named: $0) }
        guard !categories.isEmpty else { return configurations }
        return configurations.flatMap { c in
            categories.map { category in
                var sized = c
                sized.contentSizeCategory = category
                return sized
            }
        }
    }

    /// How to build `document`'s views: Interface Builder's canvas, or in runtime mode without placeholder
    /// constraints and with the nibs of its custom classes embedded (read from beside `path`).
    public func layoutOptions(for document: IBDocument, at path: String) -> IBLayoutOptions {
        runtime
            ? IBLayoutOptions(keepPlaceholders: false, embeddedNibs: RuntimeNibs.documents(for: document, at: path))
            : IBLayoutOptions()
    }

    /// The root sizes to lay a layout file out at: each size asked for, each device's size in each orientation
    /// asked for; the file's own size (375×667 when it has none) when nothing is asked.
    public func layoutSizes(fileSize: LayoutSize?) -> [LayoutSize] {
        var result = sizes.compactMap { LayoutSize(parsing: $0) }
        for device in devices.compactMap({ IBDevice.named($0) }) {
            let landscapes: [Bool] =
                switch orientations {
                case .design, .portrait: [false]
                case .landscape: [true]
                case .both: [false, true]
                }
            for l in landscapes {
                let s = device.size(landscape: l)
                result.append(LayoutSize(width: s.width, height: s.height))
            }
        }
        return result.isEmpty ? [fileSize ?? LayoutSize(width: 375, height: 667)] : result
    }
}
