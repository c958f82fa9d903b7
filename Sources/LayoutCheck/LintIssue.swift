import Foundation

/// How serious an issue is. `error` fails a CI run; `warning` fails it only with `--strict`.
public enum LintSeverity: String, Sendable, Codable, Comparable, CaseIterable {
    /// Reported, fails only a strict run.
    case warning
    /// Reported, fails the run.
    case error

    /// Warnings sort before errors.
    public static func < (a: LintSeverity, b: LintSeverity) -> Bool { a == .warning && b == .error }
}

/// The rules `autolayout check` applies, each with a stable id that configurations, reporters and CI
/// annotations use.
public enum LintRule: String, Sendable, Codable, CaseIterable {
    /// Required constraints that cannot all hold (Interface Builder's red "Conflicting Constraints").
    case conflictingConstraints = "conflicting-constraints"
    /// A view whose position or size the constraints leave free ("Missing Constraints").
    case missingConstraints = "missing-constraints"
    /// Two views with the same hugging or compression priority competing on one axis.
    case contentPriorityAmbiguity = "content-priority-ambiguity"
    /// A scroll view whose content size the constraints leave free.
    case scrollContentAmbiguous = "scroll-content-ambiguous"
    /// A view whose frame in the file differs from where its constraints put it ("Misplaced Views").
    case misplacedView = "misplaced-view"
    /// A constraint turned off for every size class in use.
    case inactiveConstraints = "inactive-constraints"
    /// Something in the file the loader does not understand (it loads the rest).
    case unsupportedElement = "unsupported-element"
    /// A layout file whose required constraints cannot all hold (the engine breaks one, as iOS does).
    case unsatisfiableConstraints = "unsatisfiable-constraints"
    /// A view of a layout file whose frame the constraints do not determine.
    case ambiguousLayout = "ambiguous-layout"
    /// A file that cannot be read: missing, malformed XML, a layout file with a syntax error.
    case unreadableFile = "unreadable-file"

    /// The severity a rule has unless a configuration says otherwise.
    public var defaultSeverity: LintSeverity {
        switch self {
        case .conflictingConstraints, .unsatisfiableConstraints, .unreadableFile: .error
        default: .warning
        }
    }

    /// One sentence on what the rule finds (reporters that describe their rules use it).
    public var summary: String {
        switch self {
        case .conflictingConstraints: "Required constraints that cannot all be satisfied."
        case .missingConstraints: "A view whose position or size its constraints do not determine."
        case .contentPriorityAmbiguity: "Views competing on one axis with equal hugging or compression-resistance priorities."
        case .scrollContentAmbiguous: "A scroll view whose content size its constraints do not determine."
        case .misplacedView: "A view whose frame in the file differs from the frame its constraints give."
        case .inactiveConstraints: "A constraint that is installed in no size class in use."
        case .unsupportedElement: "Part of the file the loader does not understand; the rest is checked."
        case .unsatisfiableConstraints: "A layout file whose required constraints cannot all hold."
        case .ambiguousLayout: "A view of a layout file whose frame its constraints do not determine."
        case .unreadableFile: "A file that cannot be read or parsed."
        }
    }
}

/// One problem found in one file: what, how serious, where, and at which configurations (devices,
/// orientations, traits) it was found. The same problem found at several configurations is one issue.
public struct LintIssue: Equatable, Sendable, Codable {
    /// The rule that found it.
    public var rule: LintRule
    /// Its severity after the configuration's overrides.
    public var severity: LintSeverity
    /// The file's path as it was given (relative stays relative); `-` for standard input.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong, in Interface Builder's words where it has them.
    public var message: String
    /// The scene or top-level view it was found in, if any.
    public var scene: String?
    /// The configurations it was found at, in the order they were checked (`retina4_7 portrait 375x667 wC hR`).
    public var configurations: [String]

    /// Makes an issue.
    public init(
        rule: LintRule, severity: LintSeverity? = nil, path: String, line: Int, column: Int = 1, message: String,
        scene: String? = nil, configurations: [String] = []
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.scene = scene
        self.configurations = configurations
    }
}

/// The issues of one scene at one configuration, with the fixes Interface Builder offers, for the grouped text
/// report (the way Xcode's issue navigator shows them).
public struct LintSection: Sendable {
    /// The configuration, as `retina4_7 portrait 375x667 wC hR` or `375x667`.
    public var configuration: String
    /// The scene or top-level view.
    public var scene: String
    /// Issues in Interface Builder's group order.
    public var issues: [LintIssue]
    /// "Update Frames" lines.
    public var updateFrames: [String] = []
    /// "Add Missing Constraints" lines.
    public var missingConstraints: [String] = []
    /// Assumptions: views whose text size was taken from the frame Xcode saved.
    public var assumedSizes: [String] = []
}

/// What checking one file found.
public struct FileReport: Sendable {
    /// The path as given.
    public var path: String
    /// Per configuration and scene, for the grouped text report.
    public var sections: [LintSection]
    /// Every issue once, with the configurations it was found at, sorted by line and column.
    public var issues: [LintIssue]
    /// Set when the file could not be read or parsed (the file then has one `unreadable-file` issue).
    public var unreadable: Bool { issues.contains { $0.rule == .unreadableFile } }
}

/// What a whole run found, files in path order.
public struct LintResult: Sendable {
    /// One report per file checked, sorted by path.
    public var files: [FileReport]

    /// Every issue of every file, in file order.
    public var issues: [LintIssue] { files.flatMap(\.issues) }

    /// The exit status UNIX tools and CI read: 65 when a file could not be read, 1 when an issue at or above
    /// the failing severity (errors; warnings too when `strict`) was found, 0 otherwise.
    public func exitStatus(strict: Bool) -> Int32 {
        if files.contains(where: \.unreadable) { return LintExitStatus.unreadableInput }
        let failing: LintSeverity = strict ? .warning : .error
        return issues.contains { $0.severity >= failing } ? LintExitStatus.issuesFound : LintExitStatus.clean
    }
}

/// The exit statuses of the `autolayout` command (sysexits.h where it has one).
public enum LintExitStatus {
    /// Nothing at or above the failing severity.
    public static let clean: Int32 = 0
    /// An issue at or above the failing severity.
    public static let issuesFound: Int32 = 1
    /// The command was used wrongly (EX_USAGE).
    public static let usage: Int32 = 64
    /// An input could not be read or parsed (EX_DATAERR).
    public static let unreadableInput: Int32 = 65
}
