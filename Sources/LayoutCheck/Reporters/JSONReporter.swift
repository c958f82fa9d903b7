import Foundation

/// The issues as JSON, for tools: `{"tool", "version", "files", "summary", "issues": [{rule, severity, path,
/// line, column, message, scene, configurations}]}`, keys sorted so the output is stable.
public struct JSONReporter: LintReporter {
    /// `json`.
    public static let name = "json"

    /// A JSON reporter.
    public init() {}

    struct Document: Encodable {
        struct Summary: Encodable {
            var files: Int
            var errors: Int
            var warnings: Int
        }
        var tool = "autolayout"
        var version = AutoLayoutVersion.current
        var files: [String]
        var summary: Summary
        var issues: [LintIssue]
    }

    /// The JSON document.
    public func report(_ result: LintResult) -> String {
        let issues = result.issues
        let document = Document(
            files: result.files.map(\.path),
            summary: .init(
                files: result.files.count, errors: issues.filter { $0.severity == .error }.count,
                warnings: issues.filter { $0.severity == .warning }.count),
            issues: issues)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }
}
