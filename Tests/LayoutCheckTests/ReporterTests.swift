import Foundation
import Testing

@testable import LayoutCheck

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects XML elements and their attributes, to read reporters' XML as a tool would.
final class XMLElements: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append((name, attributes))
    }

    static func parse(_ text: String) -> XMLElements? {
        let parser = XMLParser(data: Data(text.utf8))
        let collected = XMLElements()
        parser.delegate = collected
        return parser.parse() ? collected : nil
    }
}

@Suite struct ReporterTests {
    /// One error (a conflict), one warning found at two configurations, and a clean layout file.
    static let result: LintResult = {
        var c = LintConfiguration()
        c.devices = ["iphone-se", "ipad"]
        let linter = Linter(configuration: c)
        let inputs = [
            LintInput(path: "App/Box.xib", data: Data(Samples.conflict.utf8)),
            LintInput(path: "App/Loose.xib", data: Data(Samples.missingConstraints.utf8)),
            LintInput(path: "App/clean.layout", data: Data(Samples.cleanLayout.utf8)),
        ]
        return linter.check(inputs, jobs: 1)
    }()

    @Test func xcodeLines() {
        let lines = XcodeReporter().report(Self.result).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("App/Box.xib:11:25: error: Conflicting constraints for “Box”:"))
        #expect(lines[0].hasSuffix(" [conflicting-constraints]"))
        #expect(lines[1] == "App/Loose.xib:8:17: warning: “Loose”: Need constraints for: Y position, height [missing-constraints]")
    }

    @Test func jsonParses() throws {
        let text = JSONReporter().report(Self.result)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["tool"] as? String == "autolayout")
        #expect(object["files"] as? [String] == ["App/Box.xib", "App/Loose.xib", "App/clean.layout"])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["files": 3, "errors": 1, "warnings": 1])
        let issues = try #require(object["issues"] as? [[String: Any]])
        #expect(issues.map { $0["rule"] as? String } == ["conflicting-constraints", "missing-constraints"])
        #expect(issues[1]["line"] as? Int == 8 && issues[1]["column"] as? Int == 17)
        #expect(issues[1]["configurations"] as? [String] == ["retina4_7 portrait 375x667 wC hR", "ipad10_2 portrait 810x1080 wR hR"])
        // The JSON decodes back into the same issues.
        struct Document: Decodable { var issues: [LintIssue] }
        #expect(try JSONDecoder().decode(Document.self, from: Data(text.utf8)).issues == Self.result.issues)
    }

    @Test func sarifIsVersion210WithOneResultPerIssue() throws {
        let text = SARIFReporter().report(Self.result)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "autolayout")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == LintRule.allCases.map(\.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        #expect(results.map { $0["ruleId"] as? String } == ["conflicting-constraints", "missing-constraints"])
        #expect(results.map { $0["level"] as? String } == ["error", "warning"])
        for r in results {
            let index = try #require(r["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == r["ruleId"] as? String)
        }
        let location = try #require((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Loose.xib")
        #expect(location["region"] as? [String: Int] == ["startLine": 8, "startColumn": 17])
    }

    @Test func githubCommands() {
        let lines = GitHubReporter().report(Self.result).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines[1]
                == "::warning file=App/Loose.xib,line=8,col=17,title=autolayout missing-constraints::“Loose”: Need constraints for: Y position, height (retina4_7 portrait 375x667 wC hR; ipad10_2 portrait 810x1080 wR hR)"
        )
        #expect(GitHubReporter.escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
    }

    @Test func junitParses() throws {
        let xml = try #require(XMLElements.parse(JUnitReporter().report(Self.result)))
        let suites = xml.elements.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] } == ["App/Box.xib", "App/Loose.xib", "App/clean.layout"])
        #expect(suites.map { $0.attributes["failures"] } == ["1", "1", "0"])
        let failures = xml.elements.filter { $0.name == "failure" }
        #expect(failures.map { $0.attributes["type"] } == ["conflicting-constraints", "missing-constraints"])
        #expect(xml.elements.first { $0.name == "testsuites" }?.attributes["failures"] == "2")
    }

    @Test func checkstyleParses() throws {
        let xml = try #require(XMLElements.parse(CheckstyleReporter().report(Self.result)))
        #expect(xml.elements.filter { $0.name == "file" }.count == 3)
        let errors = xml.elements.filter { $0.name == "error" }
        #expect(errors.map { $0.attributes["source"] } == ["autolayout.conflicting-constraints", "autolayout.missing-constraints"])
        #expect(errors.map { $0.attributes["severity"] } == ["error", "warning"])
        #expect(errors[1].attributes["line"] == "8" && errors[1].attributes["column"] == "17")
    }

    @Test func textGroupsAsInterfaceBuilderDoes() {
        let text = TextReporter().report(Self.result)
        #expect(
            text.contains(
                "App/Loose.xib: Top — retina4_7 portrait 375x667 wC hR\n  Missing Constraints\n    App/Loose.xib:8:17: warning: “Loose”: Need constraints for: Y position, height\n"
            ))
        #expect(
            text.contains("App/clean.layout: clean.layout — 375x667\n  no issues\nApp/clean.layout: clean.layout — 810x1080\n  no issues\n")
        )  // devices give layout files their sizes
        #expect(text.hasSuffix("4 issues.\n"))  // each configuration's issues, as the navigator lists them
    }

    @Test func everyReporterIsNamed() {
        for name in LintReporters.names { #expect(LintReporters.named(name) != nil) }
        #expect(LintReporters.named("html") == nil)
        #expect("a<b & \"c\"".xmlEscaped == "a&lt;b &amp; &quot;c&quot;")
    }
}
