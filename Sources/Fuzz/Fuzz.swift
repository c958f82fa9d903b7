import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutFile
import LogReader
import VisualFormat

/// The parsers fed with arbitrary bytes: each reads the input as a user's file or string would be read, and lays
/// out or explains what it read, so that the engine behind each parser is fuzzed too. A target must never crash,
/// hang or grow without bound; errors are the expected answer to most inputs.
enum FuzzTarget: String, CaseIterable {
    /// A Visual Format Language string against three views and two metrics.
    case vfl
    /// A `.layout` file, parsed and laid out (ambiguity checked).
    case layout
    /// A `.xib`/`.storyboard`, loaded and checked at its own device.
    case ib
    /// A pasted console log, read and explained.
    case log

    /// Runs the target on one input.
    func run(_ data: Data) {
        switch self {
        case .vfl:
            let text = String(decoding: data, as: UTF8.self)
            _ = try? VisualFormatParser.parse(text, metrics: ["m": 8, "w": 100.5], viewNames: ["a", "b", "c"])
        case .layout:
            let text = String(decoding: data, as: UTF8.self)
            _ = LayoutDiagnostics.collectingMessages { _ = try? LayoutReport.make(text: text, file: "fuzz.layout") }
        case .ib:
            guard let document = try? IBLoader.load(data: data, file: "fuzz.xib") else { return }
            _ = LayoutDiagnostics.collectingMessages {
                _ = IBChecker.check(document, configuration: IBConfiguration.design(of: document))
            }
        case .log:
            _ = LogExplainer.explain(String(decoding: data, as: UTF8.self)).text()
        }
    }

    /// The target named by `FUZZ_TARGET`.
    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("FUZZ_TARGET must be one of \(allCases.map(\.rawValue))\n".utf8))
            exit(64)
        }
        return target
    }()
}

#if FUZZING
    /// libFuzzer's driver (the build passes `-sanitize=fuzzer`, which links it); our `main` hands it the target.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// Runs libFuzzer on the target named by `FUZZ_TARGET`, with libFuzzer's own command-line options.
    @main
    enum Fuzzer {
        static func main() {
            TeardownLoop.runIfAsked()
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            _ = FuzzTarget.selected
            exit(
                runFuzzerDriver(&argc, &argv) { bytes, count in
                    FuzzTarget.selected.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
                    return 0
                })
        }
    }
#else
    /// Without libFuzzer: runs the target named by `FUZZ_TARGET` on each file named (a finding replayed by hand).
    @main
    enum Replay {
        static func main() throws {
            TeardownLoop.runIfAsked()
            for path in CommandLine.arguments.dropFirst() {
                FuzzTarget.selected.run(try Data(contentsOf: URL(fileURLWithPath: path)))
                print("ok \(path)")
            }
        }
    }
#endif
