import Foundation

/// Turns a run's result into the text one consumer reads: a person, Xcode, a CI service, a code-scanning tool.
public protocol LintReporter {
    /// The reporter's name on the command line (`--reporter NAME`).
    static var name: String { get }
    /// The whole report, ending with a newline.
    func report(_ result: LintResult) -> String
}

/// The reporters `autolayout check` offers.
public enum LintReporters {
    /// Every reporter's name, the default first.
    public static let names = [
        TextReporter.name, XcodeReporter.name, JSONReporter.name, SARIFReporter.name,
        GitHubReporter.name, JUnitReporter.name, CheckstyleReporter.name,
    ]

    /// The reporter called `name`; `fixes` adds Interface Builder's fixes to the text report.
    public static func named(_ name: String, fixes: Bool = false) -> (any LintReporter)? {
        switch name {
        case TextReporter.name: TextReporter(showsFixes: fixes)
        case XcodeReporter.name: XcodeReporter()
        case JSONReporter.name: JSONReporter()
        case SARIFReporter.name: SARIFReporter()
        case GitHubReporter.name: GitHubReporter()
        case JUnitReporter.name: JUnitReporter()
        case CheckstyleReporter.name: CheckstyleReporter()
        default: nil
        }
    }
}

/// The version `autolayout --version` prints and reports name as their tool's.
public enum AutoLayoutVersion {
    /// The version of this release.
    public static let current = "0.6.0"
}

extension String {
    /// The text escaped for an XML attribute value or element content.
    var xmlEscaped: String {
        var out = ""
        out.reserveCapacity(count)
        for c in unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default:
                // Characters XML 1.0 forbids are dropped.
                if c.value < 0x20 && c != "\r" { continue }
                out.unicodeScalars.append(c)
            }
        }
        return out
    }
}

extension LintIssue {
    /// The configurations, comma-separated, in parentheses; empty when none.
    var configurationSuffix: String {
        configurations.isEmpty ? "" : " (\(configurations.joined(separator: "; ")))"
    }
}
