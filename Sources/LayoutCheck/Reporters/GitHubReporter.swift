import Foundation

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which annotate the lines
/// of a pull request.
public struct GitHubReporter: LintReporter {
    /// `github`.
    public static let name = "github"

    /// A GitHub Actions reporter.
    public init() {}

    /// A command per issue.
    public func report(_ result: LintResult) -> String {
        result.issues.map { issue in
            let properties =
                "file=\(Self.escapeProperty(issue.path)),line=\(issue.line),col=\(issue.column),title=\(Self.escapeProperty("autolayout \(issue.rule.rawValue)"))"
            return "::\(issue.severity.rawValue) \(properties)::\(Self.escapeData(issue.message + issue.configurationSuffix))\n"
        }.joined()
    }

    /// A message as a workflow command carries it (`%`, CR and LF escaped).
    static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value (`:` and `,` escaped too).
    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
