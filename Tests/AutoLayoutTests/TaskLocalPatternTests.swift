import Foundation
import Testing

/// Swift 6.3's optimizer on Linux emits code that crashes in `swift_task_localValuePush` for a task-local whose
/// value is an optional closure bound with `withValue` from synchronous code: every command of the release
/// `autolayout` crashed that way (`LayoutDiagnostics` once kept its handler so). Debug builds, which the tests
/// use, do not crash, so this test keeps the form out of every module's sources; `.ci/run` runs the release
/// binary over the examples as well.
@Suite struct TaskLocalPatternTests {
    /// `@TaskLocal` declarations in `Sources/` whose type is a function type.
    static func closureTaskLocals() throws -> [String] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.flatMap { file in
            closureTaskLocals(in: try String(contentsOf: file, encoding: .utf8)).map { "\(file.lastPathComponent):\($0)" }
        }
    }

    /// The lines (`N: text`) of `source` that declare a task-local of function type.
    static func closureTaskLocals(in source: String) -> [String] {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { n, line in
            line.contains("@TaskLocal") && line.contains("->") ? "\(n + 1): \(line.trimmingCharacters(in: .whitespaces))" : nil
        }
    }

    @Test func noTaskLocalHoldsAClosure() throws {
        #expect(try Self.closureTaskLocals() == [])
    }

    @Test func theScanFindsTheCrashingForm() {
        let source = "enum D {\n    @TaskLocal static var h: (@Sendable (String) -> Void)?\n    @TaskLocal static var b: Box?\n}"
        #expect(Self.closureTaskLocals(in: source) == ["2: @TaskLocal static var h: (@Sendable (String) -> Void)?"])
    }
}
