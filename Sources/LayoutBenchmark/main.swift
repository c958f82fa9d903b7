// Screen-like layouts through UIKit's API against the same systems on the bare solver (issue 19):
//
//   swift run -c release layout-benchmark [--sizes 1000,10000,100000] [--screens cards,grid,form,table] [--budget 60]
//   .build/release/layout-benchmark --stages 100000     # the card list's memory by stage
//   .build/release/layout-benchmark --census form 14000  # what a view's share of the objects and the tableau is
//
// Each row runs in a child process (`--one SCREEN uikit|solver ordered|shuffled N`), so peak memory is per row.
// Rows print build + first layout, a resize of the root, one constant changed (each in seconds), peak memory
// per view, and a check value on which the UIKit and the solver runs must agree.
import AutoLayout
import Foundation
import TestSupport

let arguments = CommandLine.arguments
if arguments.count == 6, arguments[1] == "--one", let screen = Screen(rawValue: arguments[2]), let n = Int(arguments[5]) {
    let shuffled = arguments[4] == "shuffled"
    // An untimed small run first, so that neither side pays first-use costs in the timed one.
    _ = screen.uikit(views: 30, shuffled: shuffled)
    _ = try screen.solver(views: 30, shuffled: shuffled)
    let m = arguments[3] == "uikit" ? screen.uikit(views: n, shuffled: shuffled) : try screen.solver(views: n, shuffled: shuffled)
    print(String(format: "%.6f %.6f %.6f %.3f %d", m.build, m.resize, m.change, m.check, peakResidentKiB()))
    exit(0)
}

// Memory by stage: `--stages N` builds the card list of N views through UIKit's API and prints the resident memory
// each stage adds, in bytes a view: the views, the constraints made, their activation, the engine's build and
// first layout (the engine and its solver).
if arguments.count == 3, arguments[1] == "--stages", let n = Int(arguments[2]), n >= 3 {
    let base = residentKiB()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var cards: [(card: UIView, image: UIView, title: UIView)] = []
    for _ in 0..<(n / 3) {
        let card = makeChild(of: root)
        cards.append((card, makeChild(of: card), makeChild(of: card, SizedView(120, 21))))
    }
    let afterViews = residentKiB()
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(cards.count * 11)
    let margins = root.layoutMarginsGuide
    var previous: UIView?
    for (card, image, title) in cards {
        constraints += Screen.cardConstraints(card: card, image: image, title: title, below: previous, in: margins).all
        previous = card
    }
    cards = []
    let afterConstraints = residentKiB()
    NSLayoutConstraint.activate(constraints)
    constraints = []
    let afterActivation = residentKiB()
    root.layoutIfNeeded()
    let afterLayout = residentKiB()
    func perView(_ kib: Int) -> Int { kib * 1024 / n }
    print(
        "views \(perView(afterViews - base)) B/view, constraints \(perView(afterConstraints - afterViews)) B/view, "
            + "activation \(perView(afterActivation - afterConstraints)) B/view, engine and solver "
            + "\(perView(afterLayout - afterActivation)) B/view; peak \(perView(peakResidentKiB())) B/view of which "
            + "\(perView(base)) B/view before the first view")
    exit(0)
}

// Where a screen's memory goes: `--census SCREEN N` builds the screen of N views through UIKit's API, lays it out,
// and prints a view's share of the objects its tree holds (views, layout guides, constraints by who made them) and
// of its engine's tableau (`Solver.Composition`).
if arguments.count == 4, arguments[1] == "--census", let screen = Screen(rawValue: arguments[2]), let n = Int(arguments[3]),
    n > 0
{
    let (root, _, _) = screen.buildThroughUIKit(views: n, shuffled: false)
    var (views, guides) = (0, 0)
    var (stacks, contentSize, autoresizing, others) = (0, 0, 0, 0)
    func count(_ view: UIView) {
        views += 1
        guides += view.layoutGuides.count
        for c in view.constraints {
            if c is NSContentSizeLayoutConstraint {
                contentSize += 1
            } else if c is NSAutoresizingMaskLayoutConstraint {
                autoresizing += 1
            } else if c.identifier?.hasPrefix("UISV-") == true {
                stacks += 1
            } else {
                others += 1
            }
        }
        view.subviews.forEach(count)
    }
    count(root)
    func f(_ k: Int) -> String { String(Double(k * 100 / n) / 100) }
    print(
        "a view: \(f(views)) views, \(f(guides)) layout guides; constraints held: \(f(stacks)) by stack views, "
            + "\(f(contentSize)) content-size, \(f(autoresizing)) autoresizing, \(f(others)) others")
    print("engine: " + (root.engineComposition?.description(per: n) ?? "none"))
    exit(0)
}

// A long-lived tree (issue 22): `--churn CYCLES` adds a 1,000-view subtree (a card list) to one root, lays it out,
// removes it and lays out again, CYCLES times, and prints the resident memory after cycle 10 and after the last,
// with the growth per cycle in bytes.
if arguments.count == 3, arguments[1] == "--churn", let cycles = Int(arguments[2]), cycles > 10 {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    var after10 = 0
    let time = seconds {
        for cycle in 1...cycles {
            let subtree = CardList(count: 1_000 / 3)
            subtree.pin(to: root)
            root.layoutIfNeeded()
            subtree.container.removeFromSuperview()
            root.layoutIfNeeded()
            if cycle == 10 { after10 = residentKiB() }
        }
    }
    let end = residentKiB()
    print(
        String(
            format: "%d cycles in %.2f s; after 10 cycles %d KiB, after %d cycles %d KiB: %.0f bytes per cycle",
            cycles, time, after10, cycles, end, Double(end - after10) * 1024 / Double(cycles - 10)))
    exit(0)
}

// Many screens at once: `--threads T TREES VIEWS` lays out TREES independent card lists of VIEWS views each,
// spread over T threads, and prints the wall time.
if arguments.count == 5, arguments[1] == "--threads", let threads = Int(arguments[2]), let trees = Int(arguments[3]),
    let views = Int(arguments[4])
{
    _ = Screen.cards.uikit(views: 30, shuffled: false)
    let next = Counter()
    let time = seconds {
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            Thread.detachNewThread {
                while next.take() < trees { _ = Screen.cards.uikit(views: views, shuffled: false) }
                group.leave()
            }
        }
        group.wait()
    }
    print(String(format: "%.6f", time))
    exit(0)
}

func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}
let sizes = (option("--sizes") ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
let screens = (option("--screens") ?? Screen.allCases.map(\.rawValue).joined(separator: ","))
    .split(separator: ",").compactMap { Screen(rawValue: String($0)) }
let me = URL(fileURLWithPath: CommandLine.arguments[0]).path
/// Seconds a row may take before it is stopped and shown as over budget.
let budget = Double(option("--budget") ?? "60") ?? 60

/// One child run's figures: build, resize, change (s), check, peak KiB.
func run(_ args: [String]) -> [Double]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: me)
    process.arguments = args
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    // A row over budget is stopped (the bare solver's shuffled card list of 100,000 once ran for minutes).
    let deadline = Date().addingTimeInterval(budget)
    while process.isRunning {
        if Date() > deadline {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        usleep(20_000)
    }
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let f = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    return process.terminationStatus == 0 && f.count == 5 ? f : nil
}

/// The median of five runs of each figure where the build takes under a second (a run of a few
/// milliseconds varies by ×2 on a shared machine, and the 1,000-view card list is bimodal from one process to the
/// next: 7.5 or 11.9 ms); one run otherwise. Peak and check from the first run.
func measure(_ args: [String]) -> [Double]? {
    guard let first = run(args) else { return nil }
    guard first[0] < 1 else { return first }
    let more = [first] + (0..<4).compactMap { _ in run(args) }
    var m = first
    for i in 0..<3 { m[i] = more.map { $0[i] }.sorted()[more.count / 2] }
    return m
}

/// A shared counter handing out work items.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        n += 1
        return n - 1
    }
}

func f(_ x: Double) -> String { String(format: "%.4f", x) }
print(
    "| screen | order | views | UIKit build+layout s | solver s | UIKit/solver | UIKit resize s | solver resize s | UIKit change s | solver change s | UIKit B/view | check UIKit | check solver |"
)
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
for screen in screens {
    for order in ["ordered", "shuffled"] {
        for n in sizes {
            let u = measure(["--one", screen.rawValue, "uikit", order, String(n)])
            let s = measure(["--one", screen.rawValue, "solver", order, String(n)])
            guard let u, let s else {
                func cell(_ r: [Double]?) -> String { r.map { f($0[0]) } ?? "> \(Int(budget))" }
                print("| \(screen.rawValue) | \(order) | \(n) | \(cell(u)) | \(cell(s)) | – | | | | | | | |")
                continue
            }
            let perView = u[4] * 1024 / Double(n)
            print(
                "| \(screen.rawValue) | \(order) | \(n) | \(f(u[0])) | \(f(s[0])) | \(String(format: "%.1f", u[0] / max(s[0], 1e-9))) | \(f(u[1])) | \(f(s[1])) | \(f(u[2])) | \(f(s[2])) | \(String(format: "%.0f", perView)) | \(String(format: "%.3f", u[3])) | \(String(format: "%.3f", s[3])) |"
            )
        }
    }
}

// Independent trees on one and on two threads (this machine has 2 cores).
if option("--screens") == nil {
    func wall(_ threads: Int) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: me)
        process.arguments = ["--threads", String(threads), "100", "3000"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    if let one = wall(1), let two = wall(2) {
        print("")
        print("| 100 card lists of 3,000 views | 1 thread s | 2 threads s | speed-up |")
        print("|---|---|---|---|")
        print("| build + layout | \(f(one)) | \(f(two)) | ×\(String(format: "%.2f", one / two)) |")
    }
}
