// The solver benchmark of shared/spec/benchmarks.md: our Cassowary against kiwi's C++ core, side by side.
//
//   swift run -c release cassowary-benchmark [--sizes 100,1000,10000,100000] [--budget 60] [--scenarios chain,grid]
//
// Each row runs in a child process (ours: this executable with `--one`, kiwi: Benchmarks/.kiwi/kiwi_driver,
// built by Benchmarks/build-kiwi.sh), so peak memory is per row and a row over budget can be stopped. Short
// runs are repeated and their median reported (see `measureRow`), the same way for both solvers.
import Cassowary
import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

let arguments = CommandLine.arguments
// Memory under churn (issue 22): `--memory CYCLES` runs CYCLES cycles of making 1,000 variables, adding 1,000
// constraints on them (a chain of 500 links with minimum widths and preferences), removing them all and then the
// variables (`Solver.removeVariable`), and
// prints the resident memory after cycle 10 and after the last, and the growth per cycle in bytes.
if arguments.count == 3, arguments[1] == "--memory", let cycles = Int(arguments[2]), cycles > 10 {
    let s = Solver()
    var after10 = 0
    for cycle in 1...cycles {
        let left = (0..<500).map { _ in s.makeVariable() }
        let width = (0..<500).map { _ in s.makeVariable() }
        var cs: [Constraint] = []
        for i in 0..<500 {
            cs.append(i == 0 ? left[0] == 0 : left[i] == left[i - 1] + width[i - 1] + 8)
            cs.append(i % 2 == 0 ? width[i] >= 20 : width[i] == 100 ~ weak)
        }
        for c in cs { try! s.add(c) }
        _ = s.fetchChanges()
        for c in cs { try! s.remove(c) }
        for v in left + width { try! s.removeVariable(v) }
        _ = s.fetchChanges()
        if cycle == 10 { after10 = residentKiB() }
    }
    let end = residentKiB()
    print(
        String(
            format: "after 10 cycles %d KiB, after %d cycles %d KiB: %.0f bytes per cycle", after10, cycles, end,
            Double(end - after10) * 1024 / Double(cycles - 10)))
    exit(0)
}
if arguments.count == 4, arguments[1] == "--engine", let rows = Int(arguments[2]), let columns = Int(arguments[3]) {
    let m = runEngineScenario(rows: rows, columns: columns)
    print(
        String(
            format: "%d %.6f %.6f %.6f %d (last row %@)", m.views, m.build, m.fullLayout, m.relayout,
            peakResidentKiB(), "\(m.check)"))
    exit(0)
}
if arguments.count >= 4, arguments[1] == "--one", let scenario = Scenario(rawValue: arguments[2]), let n = Int(arguments[3]) {
    let buildOnly = arguments.count == 5 && arguments[4] == "build"
    do {
        // A small untimed run first, as in the kiwi driver, so that neither pays first-use costs (page faults,
        // lazy binding, runtime metadata) in the timed one.
        _ = try scenario.run(n: 10, announcing: false)
        let m = try scenario.run(n: n, buildOnly: buildOnly)
        print(String(format: "%.6f %.6f %.6f %d", m.build, m.phase, m.check, peakResidentKiB()))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}

func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}
let sizes = (option("--sizes") ?? "100,1000,10000,100000").split(separator: ",").compactMap { Int($0) }
let budget = Double(option("--budget") ?? "60") ?? 60
let scenarios = (option("--scenarios") ?? Scenario.allCases.map(\.rawValue).joined(separator: ",")).split(separator: ",")
    .compactMap { Scenario(rawValue: String($0)) }

/// One child run's output: build, phase, check, peak KiB; phase, check and peak are nil when the child went
/// over budget after reporting its build; the whole result is nil when it failed or reported nothing.
struct RowResult {
    var build: Double
    var phase, check: Double?
    var kib: Int?
}

func runChild(_ executable: String, _ args: [String]) -> RowResult? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = args
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let deadline = Date().addingTimeInterval(budget)
    var overBudget = false
    while process.isRunning {
        if Date() > deadline {
            process.terminate()
            process.waitUntilExit()
            overBudget = true
            break
        }
        usleep(20_000)
    }
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let lines = text.split(separator: "\n")
    let announced = lines.first { $0.hasPrefix("build ") }.flatMap { Double($0.dropFirst(6)) }
    if overBudget || process.terminationStatus != 0 {
        return announced.map { RowResult(build: $0, phase: nil, check: nil, kib: nil) }
    }
    guard let last = lines.last(where: { !$0.hasPrefix("build ") }) else { return nil }
    let f = last.split(separator: " ")
    guard f.count == 4, let b = Double(f[0]), let p = Double(f[1]), let c = Double(f[2]), let k = Int(f[3])
    else { return nil }
    return RowResult(build: b, phase: p, check: c, kib: k)
}

/// Runs of a row in all, when they are short.
let samplesPerRow = 5
/// A first run shorter than this (build plus phase, seconds) is repeated whole; one whose build alone is shorter
/// has its build repeated alone (`build` argument); longer ones are reported as they came.
let repeatBelow = 2.0

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let v = values.sorted()
    return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
}

/// One row of one solver: a full run, then, where runs are short, more runs up to `samplesPerRow`, reporting
/// the median build and phase times (a single run of a few milliseconds varies by ×2 on a shared machine,
/// which would decide a growth figure). Peak memory and check come from the first, full run.
func measureRow(_ executable: String, _ args: [String]) -> RowResult? {
    guard var first = runChild(executable, args) else { return nil }
    guard let phase = first.phase else { return first }  // over budget: nothing to repeat
    var builds = [first.build]
    var phases = [phase]
    let repeatWhole = first.build + phase < repeatBelow
    guard repeatWhole || first.build < repeatBelow else { return first }
    while builds.count < samplesPerRow {
        guard let r = runChild(executable, repeatWhole ? args : args + ["build"]) else { break }
        builds.append(r.build)
        if repeatWhole, let p = r.phase { phases.append(p) }
    }
    first.build = median(builds)
    first.phase = median(phases)
    return first
}

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let kiwiBuild = Process()
kiwiBuild.executableURL = URL(fileURLWithPath: "/bin/sh")
kiwiBuild.arguments = [here.appendingPathComponent("Benchmarks/build-kiwi.sh").path]
var kiwiDriver: String? = here.appendingPathComponent("Benchmarks/.kiwi/kiwi_driver").path
do {
    try kiwiBuild.run()
    kiwiBuild.waitUntilExit()
} catch {}
if kiwiBuild.terminationStatus != 0 {
    print("kiwi could not be built (needs pip and g++): only our figures follow")
    kiwiDriver = nil
}
let me = URL(fileURLWithPath: CommandLine.arguments[0]).path

func formatTime(_ t: Double?) -> String { t.map { String(format: "%.4f", $0) } ?? String(format: "> %.0f", budget) }
func ratio(_ ours: Double?, _ kiwi: Double?) -> String {
    guard let o = ours else { return "–" }
    guard let k = kiwi else { return String(format: "< %.4f", o / budget) }
    return String(format: "%.4f", o / max(k, 1e-9))
}

print(
    String(
        format:
            "Times in seconds: the median of %d runs where a run takes under %.0f s (of its builds alone where only the build does), else one run.",
        samplesPerRow, repeatBelow))
print("")
print(
    "| scenario | N | phase | ours build s | kiwi build s | build ours/kiwi | ours phase s | kiwi phase s | phase ours/kiwi | ours peak MiB | kiwi peak MiB | check ours | check kiwi |"
)
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
/// Each row's results, ours and kiwi's, by scenario and size (for the order table below).
var results: [String: (ours: RowResult?, kiwi: RowResult?)] = [:]
for scenario in scenarios {
    var kiwiGaveUp = false
    for n in sizes {
        let ours = measureRow(me, ["--one", scenario.rawValue, String(n)])
        var kiwi: RowResult? = nil
        if let driver = kiwiDriver, !kiwiGaveUp {
            kiwi = measureRow(driver, [scenario.rawValue, String(n)])
            if kiwi?.phase == nil { kiwiGaveUp = true }  // larger sizes would only take longer
        }
        results["\(scenario.rawValue) \(n)"] = (ours, kiwi)
        func peak(_ r: RowResult?) -> String { r?.kib.map { String(format: "%.1f", Double($0) / 1024) } ?? "–" }
        func check(_ r: RowResult?) -> String { r?.check.map { String(format: "%.3f", $0) } ?? "–" }
        // Without kiwi (not built), its columns show dashes.
        let k = kiwiDriver != nil
        let row: [String] = [
            scenario.rawValue, String(n), scenario.phaseName,
            formatTime(ours?.build), k ? formatTime(kiwi?.build) : "–", k ? ratio(ours?.build, kiwi?.build) : "–",
            formatTime(ours?.phase), k ? formatTime(kiwi?.phase) : "–", k ? ratio(ours?.phase, kiwi?.phase) : "–",
            peak(ours), peak(kiwi), check(ours), check(kiwi),
        ]
        print("| " + row.joined(separator: " | ") + " |")
    }
}

// Order dependence (issue 19): each shuffled scenario's build against the same constraints added in order, for
// both solvers, from the rows above (both scenarios must have been run).
print("")
print("| scenario | N | ours shuffled / ordered build | kiwi shuffled / ordered build |")
print("|---|---|---|---|")
for scenario in scenarios {
    guard let ordered = scenario.ordered else { continue }
    for n in sizes {
        guard let shuffledRow = results["\(scenario.rawValue) \(n)"], let orderedRow = results["\(ordered.rawValue) \(n)"]
        else { continue }
        func orderRatio(_ s: RowResult?, _ o: RowResult?) -> String {
            guard let s, let o, s.phase != nil, o.phase != nil else { return "–" }
            return String(format: "%.2f", s.build / max(o.build, 1e-9))
        }
        print(
            "| \(scenario.rawValue) | \(n) | \(orderRatio(shuffledRow.ours, orderedRow.ours)) | \(orderRatio(shuffledRow.kiwi, orderedRow.kiwi)) |"
        )
    }
}

// The engine (issue 3): a full layout of a view hierarchy, then a relayout after one constant changed.
print("")
print("| views | build s | full layout s | relayout after one change s | full / relayout | peak MiB | last row after the change |")
print("|---|---|---|---|---|---|---|")
for (rows, columns) in [(10, 9), (100, 9), (100, 99)] where option("--scenarios") == nil {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: me)
    process.arguments = ["--engine", String(rows), String(columns)]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { continue }
    process.waitUntilExit()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let f = text.split(separator: " ", maxSplits: 5)
    guard f.count == 6, let full = Double(f[2]), let relayout = Double(f[3]), let kib = Double(f[4]) else { continue }
    print(
        "| \(f[0]) | \(f[1]) | \(f[2]) | \(f[3]) | \(String(format: "%.0f", full / max(relayout, 1e-9))) | \(String(format: "%.1f", kib / 1024)) | \(f[5].trimmingCharacters(in: .whitespacesAndNewlines)) |"
    )
}
