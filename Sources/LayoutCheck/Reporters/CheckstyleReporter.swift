import Foundation

/// Checkstyle XML, which many code-review and CI tools import: a `<file>` per file with an `<error>` per issue
/// (line, column, severity, message, `source` = `autolayout.rule-id`).
public struct CheckstyleReporter: LintReporter {
    /// `checkstyle`.
    public static let name = "checkstyle"

    /// A Checkstyle reporter.
    public init() {}

    /// The XML document.
    public func report(_ result: LintResult) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in result.files {
            out += "  <file name=\"\(file.path.xmlEscaped)\">\n"
            for issue in file.issues {
                out +=
                    "    <error line=\"\(issue.line)\" column=\"\(issue.column)\" severity=\"\(issue.severity.rawValue)\" message=\"\((issue.message + issue.configurationSuffix).xmlEscaped)\" source=\"autolayout.\(issue.rule.rawValue)\"/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }
}
