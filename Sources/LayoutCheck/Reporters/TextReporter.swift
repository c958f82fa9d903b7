import Foundation

/// The report for people: per file, configuration and scene, the issues grouped as Interface Builder's issue
/// navigator groups them, optionally with its fixes (Update Frames, Add Missing Constraints).
public struct TextReporter: LintReporter {
    /// `text`.
    public static let name = "text"
    /// Whether Interface Builder's fixes are listed.
    public var showsFixes: Bool

    /// A text reporter.
    public init(showsFixes: Bool = false) { self.showsFixes = showsFixes }

    /// The grouped report, ending with a count of issues.
    public func report(_ result: LintResult) -> String {
        var out = ""
        func line(_ text: String) { out += text + "\n" }
        var total = 0
        for file in result.files {
            // Issues outside any configuration: unreadable files, elements the loader does not understand.
            for issue in file.issues where issue.configurations.isEmpty {
                line("\(issue.path):\(issue.line):\(issue.column): \(issue.severity.rawValue): \(issue.message) [\(issue.rule.rawValue)]")
                total += 1
            }
            for section in file.sections {
                line("\(file.path): \(section.scene) — \(section.configuration)")
                if section.issues.isEmpty { line("  no issues") }
                var group: String?
                for issue in section.issues {
                    let title = Self.groupTitle(of: issue.rule)
                    if title != group {
                        line("  \(title)")
                        group = title
                    }
                    line("    \(issue.path):\(issue.line):\(issue.column): \(issue.severity.rawValue): \(issue.message)")
                }
                total += section.issues.count
                if showsFixes {
                    if !section.updateFrames.isEmpty {
                        line("  Update Frames:")
                        for l in section.updateFrames { line("    \(l)") }
                    }
                    if !section.missingConstraints.isEmpty {
                        line("  Add Missing Constraints:")
                        for l in section.missingConstraints { line("    \(l)") }
                    }
                    if !section.assumedSizes.isEmpty {
                        line("  Assumed (sizes as Xcode saved them, which cannot be measured here: text, SF Symbols, stack ties):")
                        for l in section.assumedSizes { line("    \(l)") }
                    }
                }
            }
        }
        line(total == 0 ? "No issues." : "\(total) issue\(total == 1 ? "" : "s").")
        return out
    }

    /// The heading a rule's issues appear under (Interface Builder's navigator groups for its rules).
    static func groupTitle(of rule: LintRule) -> String {
        switch rule {
        case .conflictingConstraints: "Conflicting Constraints"
        case .missingConstraints: "Missing Constraints"
        case .contentPriorityAmbiguity: "Content Priority Ambiguity"
        case .scrollContentAmbiguous: "Scrollable Content Size Ambiguity"
        case .misplacedView: "Misplaced Views"
        case .inactiveConstraints: "Constraints Turned Off"
        case .unsupportedElement: "Unsupported Elements"
        case .unsatisfiableConstraints: "Unsatisfiable Constraints"
        case .ambiguousLayout: "Ambiguous Layout"
        case .unreadableFile: "Unreadable File"
        }
    }
}
