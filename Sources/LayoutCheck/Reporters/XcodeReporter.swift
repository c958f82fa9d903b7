import Foundation

/// One line per issue in the form Xcode, and the problem matchers of most CI services, read:
/// `path:line:column: warning: message [rule-id]`. Print it from a Run Script build phase and Xcode shows the
/// issues in its navigator.
public struct XcodeReporter: LintReporter {
    /// `xcode`.
    public static let name = "xcode"

    /// An Xcode reporter.
    public init() {}

    /// A line per issue; nothing when there is none.
    public func report(_ result: LintResult) -> String {
        result.issues.map { issue in
            "\(issue.path):\(issue.line):\(issue.column): \(issue.severity.rawValue): \(issue.message.replacingOccurrences(of: "\n", with: " ")) [\(issue.rule.rawValue)]\n"
        }.joined()
    }
}
