import Foundation

/// JUnit XML, which most CI services show as test results: a test suite per file, a failing test case per issue,
/// and one passing case for a file without issues.
public struct JUnitReporter: LintReporter {
    /// `junit`.
    public static let name = "junit"

    /// A JUnit reporter.
    public init() {}

    /// The XML document.
    public func report(_ result: LintResult) -> String {
        let issues = result.issues
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"autolayout\" tests=\"\(result.files.reduce(0) { $0 + max(1, $1.issues.count) })\" failures=\"\(issues.count)\">\n"
        for file in result.files {
            let path = file.path.xmlEscaped
            out += "  <testsuite name=\"\(path)\" tests=\"\(max(1, file.issues.count))\" failures=\"\(file.issues.count)\">\n"
            if file.issues.isEmpty {
                out += "    <testcase classname=\"\(path)\" name=\"no Auto Layout issues\"/>\n"
            }
            for issue in file.issues {
                let name = "\(issue.rule.rawValue) at \(issue.line):\(issue.column)".xmlEscaped
                let text =
                    "\(issue.path):\(issue.line):\(issue.column): \(issue.severity.rawValue): \(issue.message)\(issue.configurationSuffix)"
                out += "    <testcase classname=\"\(path)\" name=\"\(name)\">\n"
                out +=
                    "      <failure type=\"\(issue.rule.rawValue)\" message=\"\(issue.message.xmlEscaped)\">\(text.xmlEscaped)</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
