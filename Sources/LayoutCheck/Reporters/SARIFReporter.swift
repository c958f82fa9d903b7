import Foundation

/// SARIF 2.1.0, the format code-scanning services read: one run of the `autolayout` tool with every rule it
/// knows, and one result per issue with its rule, level, message and location (artifact URI as given, start
/// line and column).
public struct SARIFReporter: LintReporter {
    /// `sarif`.
    public static let name = "sarif"

    /// A SARIF reporter.
    public init() {}

    /// The SARIF log.
    public func report(_ result: LintResult) -> String {
        let rules = LintRule.allCases
        let driver: [String: Any] = [
            "name": "autolayout",
            "version": AutoLayoutVersion.current,
            "informationUri": "https://github.com/openautolayout/openautolayout",
            "rules": rules.map { rule in
                [
                    "id": rule.rawValue,
                    "shortDescription": ["text": rule.summary],
                    "defaultConfiguration": ["level": rule.defaultSeverity.rawValue],
                ] as [String: Any]
            },
        ]
        let results: [[String: Any]] = result.issues.map { issue in
            var entry: [String: Any] = [
                "ruleId": issue.rule.rawValue,
                "ruleIndex": rules.firstIndex(of: issue.rule) ?? 0,
                "level": issue.severity.rawValue,
                "message": ["text": issue.message + issue.configurationSuffix],
                "locations": [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": issue.path],
                            "region": ["startLine": issue.line, "startColumn": issue.column],
                        ]
                    ]
                ],
            ]
            if !issue.configurations.isEmpty { entry["properties"] = ["configurations": issue.configurations] }
            return entry
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "results": results]],
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
