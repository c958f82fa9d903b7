import Foundation
import Testing

@testable import LayoutCheck

@Suite struct LinterTests {
    func check(_ files: [String: String], configuration: LintConfiguration = LintConfiguration(), jobs: Int = 2) throws -> (
        TemporaryFolder, LintResult
    ) {
        let folder = try TemporaryFolder(files)
        let paths = FileDiscovery.files(in: [folder.path], excluding: configuration.excluded)
        return (folder, Linter(configuration: configuration).check(paths.map { LintInput(path: $0) }, jobs: jobs))
    }

    @Test func exitStatusForEachOutcome() throws {
        let (_, clean) = try check(["a.layout": Samples.cleanLayout])
        #expect(clean.issues.isEmpty)
        #expect(clean.exitStatus(strict: false) == 0)

        // Warnings alone pass, unless strict.
        let (_, warnings) = try check(["Loose.xib": Samples.missingConstraints])
        #expect(warnings.issues.map(\.rule) == [.missingConstraints])
        #expect(warnings.issues.first?.severity == .warning)
        #expect(warnings.exitStatus(strict: false) == 0)
        #expect(warnings.exitStatus(strict: true) == 1)

        // An error fails the run.
        let (_, errors) = try check(["Box.xib": Samples.conflict])
        #expect(errors.issues.map(\.rule) == [.conflictingConstraints])
        #expect(errors.exitStatus(strict: false) == 1)

        // An input that cannot be read: 65, whatever else was found.
        let (_, broken) = try check(["Box.xib": Samples.conflict, "Broken.xib": "<document><objects>"])
        #expect(broken.exitStatus(strict: false) == 65)
        let unreadable = try #require(broken.issues.first { $0.rule == .unreadableFile })
        #expect(unreadable.path.hasSuffix("/Broken.xib"))
        #expect(unreadable.message.hasPrefix("cannot read '"))
    }

    @Test func issuesCarryPathLineColumnAndConfiguration() throws {
        let (folder, result) = try check(["Sub/Loose.xib": Samples.missingConstraints])
        let issue = try #require(result.issues.first)
        #expect(issue.path == folder.file("Sub/Loose.xib"))  // the path as found, not the base name
        #expect(issue.line == 8)
        #expect(issue.column == 17)  // where `<view` starts on line 8
        #expect(issue.message == "“Loose”: Need constraints for: Y position, height")
        #expect(issue.scene == "Top")
        #expect(issue.configurations == ["retina4_7 portrait 375x667 wC hR"])
    }

    /// `--runtime` reads the sibling `.xib` named after a view's custom class; a broken sibling is not embedded and
    /// does not stop or change the check of the file asked for, and siblings no class names are not read.
    @Test func aBrokenSiblingNibDoesNotStopARuntimeCheck() throws {
        let main = Samples.missingConstraints.replacingOccurrences(of: "id=\"lse\"", with: "customClass=\"Card\" id=\"lse\"")
        let folder = try TemporaryFolder(["Main.xib": main, "Card.xib": "<document><objects>", "Other.xib": "<a>\u{1}</a>"])
        var configuration = LintConfiguration()
        configuration.runtime = true
        let result = Linter(configuration: configuration).check([LintInput(path: folder.file("Main.xib"))], jobs: 1)
        #expect(result.issues.map(\.rule) == [.missingConstraints])
        #expect(result.issues.map(\.message) == ["“Loose”: Need constraints for: Y position, height"])
        #expect(result.exitStatus(strict: false) == 0)
    }

    @Test func anIssueFoundAtTwoConfigurationsIsReportedOnce() throws {
        var configuration = LintConfiguration()
        configuration.devices = ["iphone-se", "ipad"]
        let (_, result) = try check(["Loose.xib": Samples.missingConstraints], configuration: configuration)
        #expect(result.issues.count == 1)
        #expect(result.issues.first?.configurations == ["retina4_7 portrait 375x667 wC hR", "ipad10_2 portrait 810x1080 wR hR"])
        // The text report still shows it under each configuration, as Xcode's navigator would.
        #expect(result.files.first?.sections.map(\.issues.count) == [1, 1])
    }

    @Test func rulesCanBeDisabledOrRunAloneAndTheirSeverityChanged() throws {
        var configuration = LintConfiguration()
        configuration.disabledRules = [.missingConstraints]
        #expect(try check(["Loose.xib": Samples.missingConstraints], configuration: configuration).1.issues.isEmpty)
        configuration = LintConfiguration()
        configuration.onlyRules = [.conflictingConstraints]
        #expect(try check(["Loose.xib": Samples.missingConstraints], configuration: configuration).1.issues.isEmpty)
        configuration = LintConfiguration()
        configuration.severities[.missingConstraints] = .error
        let result = try check(["Loose.xib": Samples.missingConstraints], configuration: configuration).1
        #expect(result.issues.first?.severity == .error)
        #expect(result.exitStatus(strict: false) == 1)
    }

    @Test func layoutFilesReportUnsatisfiableConstraintsAtTheBrokenLine() throws {
        let (folder, result) = try check(["ok.layout": Samples.unsatisfiableLayout])
        #expect(result.issues.count == 1)
        let issue = try #require(result.issues.first)
        #expect(issue.path == folder.file("ok.layout"))
        #expect(issue.rule == .unsatisfiableConstraints)
        #expect(issue.line == 5)
        #expect(issue.message == "Unable to simultaneously satisfy constraints: `H:[ok]-(29)-|` is broken (it conflicts with line 4)")
        #expect(issue.configurations == ["320x480"])
        #expect(result.exitStatus(strict: false) == 1)
    }

    @Test func standardInputIsReadByItsContent() {
        let linter = Linter()
        let xib = linter.check(LintInput(path: "-", data: Data(Samples.conflict.utf8)))
        #expect(xib.issues.map(\.rule) == [.conflictingConstraints])
        #expect(xib.issues.first?.path == "-")
        let layout = linter.check(LintInput(path: "-", data: Data(Samples.unsatisfiableLayout.utf8)))
        #expect(layout.issues.map(\.rule) == [.unsatisfiableConstraints])
    }

    @Test func excludedGlobsAndFolders() throws {
        let folder = try TemporaryFolder([
            "App/Main.storyboard": Samples.conflict, "App/Legacy/Old.xib": Samples.conflict,
            "App/Card.layout": Samples.cleanLayout, "App/notes.txt": "not a layout",
        ])
        let all = FileDiscovery.files(in: [folder.path])
        #expect(all.map { ($0 as NSString).lastPathComponent } == ["Card.layout", "Old.xib", "Main.storyboard"])
        let kept = FileDiscovery.files(in: [folder.path], excluding: ["*/Legacy/*"])
        #expect(kept.map { ($0 as NSString).lastPathComponent } == ["Card.layout", "Main.storyboard"])
        #expect(FileDiscovery.files(in: [folder.path], excluding: ["*.layout"]).count == 2)
        // A file named directly is kept even when missing: the linter reports it as unreadable.
        #expect(FileDiscovery.files(in: ["missing.xib"]) == ["missing.xib"])
    }

    @Test func oneThreadAndTwoGiveTheSameReports() throws {
        var files: [String: String] = [:]
        for i in 0..<12 { files["F\(i).xib"] = i % 2 == 0 ? Samples.conflict : Samples.missingConstraints }
        let one = try check(files, jobs: 1).1
        let two = try check(files, jobs: 2).1
        #expect(
            one.files.map(\.path).map { ($0 as NSString).lastPathComponent }
                == two.files.map(\.path).map { ($0 as NSString).lastPathComponent })
        #expect(one.issues.map(\.message) == two.issues.map(\.message))
        #expect(one.issues.count == 12)
    }
}
