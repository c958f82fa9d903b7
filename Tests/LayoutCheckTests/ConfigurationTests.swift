import Foundation
import InterfaceBuilder
import Testing

@testable import LayoutCheck

@Suite struct ConfigurationTests {
    @Test func readsEveryKey() throws {
        let c = try LintConfiguration(
            yaml: """
                included: [App]
                excluded: ["*/Legacy/*"]
                disabled_rules: [misplaced-view]
                only_rules: [conflicting-constraints, missing-constraints]
                devices: [iphone-se, ipad]
                sizes: [320x568]
                orientations: both
                traits: [heightClass=compact]
                severity:
                  missing-constraints: error
                strict: true
                runtime: true
                """, file: ".autolayout.yml")
        #expect(c.included == ["App"])
        #expect(c.excluded == ["*/Legacy/*"])
        #expect(c.disabledRules == [.misplacedView])
        #expect(c.onlyRules == [.conflictingConstraints, .missingConstraints])
        #expect(c.devices == ["iphone-se", "ipad"])
        #expect(c.sizes == ["320x568"])
        #expect(c.orientations == .both)
        #expect(c.traits == ["heightClass=compact"])
        #expect(c.severity(of: .missingConstraints) == .error)
        #expect(c.severity(of: .misplacedView) == .warning)
        #expect(c.strict && c.runtime)
        #expect(!c.applies(.misplacedView) && !c.applies(.contentPriorityAmbiguity) && c.applies(.conflictingConstraints))
    }

    @Test func unknownKeysRulesAndValuesAreErrorsThatNameThem() {
        #expect(
            throws: LintConfigurationError(
                ".autolayout.yml: unknown key 'devise' (known keys: \(LintConfiguration.keys.joined(separator: ", ")))")
        ) {
            try LintConfiguration(yaml: "devise: [iphone-se]", file: ".autolayout.yml")
        }
        #expect(
            throws: LintConfigurationError(
                "c.yml: unknown rule 'misplaced' in 'disabled_rules' (rules: \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")))")
        ) {
            try LintConfiguration(yaml: "disabled_rules: [misplaced]", file: "c.yml")
        }
        #expect(throws: LintConfigurationError.self) { try LintConfiguration(yaml: "devices: [iphone-99]", file: "c.yml") }
        #expect(throws: LintConfigurationError.self) { try LintConfiguration(yaml: "strict: maybe", file: "c.yml") }
        #expect(throws: LintConfigurationError.self) { try LintConfiguration(yaml: "orientations: sideways", file: "c.yml") }
        #expect(throws: LintConfigurationError.self) { try LintConfiguration(yaml: "- a list", file: "c.yml") }
    }

    @Test func configurationsAreDevicesTimesOrientationsTimesTraits() throws {
        let document = try IBLoader.load(string: Samples.missingConstraints, file: "L.xib")
        var c = LintConfiguration()
        #expect(c.configurations(for: document).map(\.description) == ["retina4_7 portrait 375x667 wC hR"])
        c.devices = ["iphone-se", "ipad"]
        c.orientations = .both
        c.traits = ["heightClass=compact", "widthClass=regular"]
        #expect(
            c.configurations(for: document).map(\.description) == [
                "retina4_7 portrait 375x667 wC hC", "retina4_7 portrait 375x667 wR hR",
                "retina4_7 landscape 667x375 wC hC", "retina4_7 landscape 667x375 wR hC",
                "ipad10_2 portrait 810x1080 wR hC", "ipad10_2 portrait 810x1080 wR hR",
                "ipad10_2 landscape 1080x810 wR hC", "ipad10_2 landscape 1080x810 wR hR",
            ])
        c = LintConfiguration()
        c.contentSizes = ["l", "ax5"]
        #expect(
            c.configurations(for: document).map(\.description) == [
                "retina4_7 portrait 375x667 wC hR text L", "retina4_7 portrait 375x667 wC hR text AX5",
            ])
        #expect(try LintConfiguration(yaml: "content_sizes: [xl, ax1]", file: "c.yml").contentSizes == ["xl", "ax1"])
        #expect(
            throws: LintConfigurationError(
                "c.yml: unknown text size 'huge' (known: \(IBConfiguration.contentSizeNames.joined(separator: ", ")))")
        ) {
            try LintConfiguration(yaml: "content_sizes: [huge]", file: "c.yml")
        }
        c = LintConfiguration()
        c.sizes = ["320x568"]
        c.devices = ["ipad"]
        #expect(c.layoutSizes(fileSize: nil).map { "\($0.width)x\($0.height)" } == ["320.0x568.0", "810.0x1080.0"])
        #expect(LintConfiguration().layoutSizes(fileSize: nil).map { "\($0.width)x\($0.height)" } == ["375.0x667.0"])
    }
}
