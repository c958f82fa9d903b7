import Cassowary
import Foundation
import TestSupport

/// One benchmark run's figures: build time, time of the scenario's second phase, and a check value that must
/// agree with kiwi's.
struct Measurement {
    var build: Double
    var phase: Double
    var check: Double
}

/// Whether `announceBuild` prints (not during the warm-up run).
nonisolated(unsafe) var announcesBuild = true

/// Prints the build time at once (flushed), so that a row whose second phase runs over budget still shows it.
func announceBuild(_ seconds: Double) {
    guard announcesBuild else { return }
    print(String(format: "build %.6f", seconds))
    fflush(stdout)
}

/// Auto Layout priorities used for kiwi's strengths: weak ≈ 250, strong ≈ 750 (benchmarks.md).
let weak = Strength(priority: 250)
let strong = Strength(priority: 750)

/// The scenarios of `shared/spec/benchmarks.md`, built exactly as the kiwi driver builds them, and the same
/// systems with their constraints added in a shuffled order (issue 19: the cost must not depend on the order).
enum Scenario: String, CaseIterable {
    case chain, grid, independent, churn
    case chainShuffled = "chain-shuffled"
    case gridShuffled = "grid-shuffled"
    /// Issue 19's card list in the engine's order and in a shuffled order.
    case cards
    case cardsShuffled = "cards-shuffled"

    /// The scenario whose constraints this one adds in a shuffled order, if it is a shuffled one.
    var ordered: Scenario? {
        switch self {
        case .chainShuffled: .chain
        case .gridShuffled: .grid
        case .cardsShuffled: .cards
        default: nil
        }
    }

    /// What the second phase measures.
    var phaseName: String {
        switch self {
        case .chain, .grid, .chainShuffled, .gridShuffled: "resize"
        case .independent: "edit"
        case .churn: "churn"
        case .cards, .cardsShuffled: "resize×10"
        }
    }

    /// Runs the scenario at size `n`; `announcing` prints the build time as soon as it is known; `buildOnly`
    /// stops after the build (phase and check are then 0), for repeated samples of the build alone.
    func run(n: Int, announcing: Bool = true, buildOnly: Bool = false) throws -> Measurement {
        announcesBuild = announcing
        return switch self {
        case .chain: try runChain(n: n, churn: false, buildOnly: buildOnly)
        case .chainShuffled: try runChain(n: n, churn: false, buildOnly: buildOnly, shuffledSeed: shuffleSeed)
        case .churn: try runChain(n: n, churn: true, buildOnly: buildOnly)
        case .grid: try runGrid(n: n, buildOnly: buildOnly)
        case .gridShuffled: try runGrid(n: n, buildOnly: buildOnly, shuffledSeed: shuffleSeed)
        case .independent: try runIndependent(n: n, buildOnly: buildOnly)
        case .cards: try runCards(n: n, shuffledSeed: nil, buildOnly: buildOnly)
        case .cardsShuffled: try runCards(n: n, shuffledSeed: shuffleSeed, buildOnly: buildOnly)
        }
    }
}

/// The seed of every shuffled scenario (`Array.shuffled(seed:)`).
let shuffleSeed: UInt64 = 12345

private func runChain(n: Int, churn: Bool, buildOnly: Bool, shuffledSeed: UInt64? = nil) throws -> Measurement {
    var chain: SolverChain!
    let w0 = 108 * Double(n) - 8 + 100
    let build = try seconds {
        chain = try SolverChain(n: n, room: 100, shuffledSeed: shuffledSeed)
        _ = chain.solver.fetchChanges()
    }
    let (s, left, width, w, all) = (chain.solver, chain.left, chain.width, chain.w, chain.all)
    announceBuild(build)
    if buildOnly { return Measurement(build: build, phase: 0, check: 0) }
    var check = 0.0
    let phase = try seconds {
        if !churn {
            for k in 1...1000 {
                try s.suggestValue(w0 - 400 * (1 - cos(2 * Double.pi * Double(k) / 1000)), for: w)
                _ = s.fetchChanges()
                check = s.value(of: left[n - 1]) + s.value(of: width[n - 1])
            }
        } else {
            var random = SeededRandom(state: 12345)
            for _ in 0..<1000 {
                let victim = random.pick(all)
                try s.remove(victim)
                try s.add(victim)
            }
            _ = s.fetchChanges()
            check = s.value(of: left[n - 1]) + s.value(of: width[n - 1])
        }
    }
    return Measurement(build: build, phase: phase, check: check)
}

private func runGrid(n: Int, buildOnly: Bool, shuffledSeed: UInt64? = nil) throws -> Measurement {
    let k = Int((Double(n).squareRoot()).rounded())
    let w0 = 108 * Double(k) - 8
    let h0 = 52 * Double(k) - 8
    var grid: SolverGrid!
    let build = try seconds {
        grid = try SolverGrid(k: k, shuffledSeed: shuffledSeed)
        try grid.solver.suggestValue(w0, for: grid.w)
        try grid.solver.suggestValue(h0, for: grid.h)
        _ = grid.solver.fetchChanges()
    }
    let (s, left, top, width, height, w, h) = (grid.solver, grid.left, grid.top, grid.width, grid.height, grid.w, grid.h)
    announceBuild(build)
    if buildOnly { return Measurement(build: build, phase: 0, check: 0) }
    var check = 0.0
    let last = k * k - 1
    let phase = try seconds {
        for step in 1...1000 {
            let wave = sin(2 * Double.pi * Double(step) / 1000)
            try s.suggestValue(w0 + 400 * wave, for: w)
            try s.suggestValue(h0 + 300 * wave, for: h)
            _ = s.fetchChanges()
            check = s.value(of: left[last]) + s.value(of: width[last]) + s.value(of: top[last]) + s.value(of: height[last])
        }
    }
    return Measurement(build: build, phase: phase, check: check)
}

private func runIndependent(n: Int, buildOnly: Bool) throws -> Measurement {
    let s = Solver()
    let x = (0..<n).map { _ in s.makeVariable() }
    let y = (0..<n).map { _ in s.makeVariable() }
    let w = (0..<n).map { _ in s.makeVariable() }
    let h = (0..<n).map { _ in s.makeVariable() }
    let build = try seconds {
        for i in 0..<n {
            try s.add(x[i] == 8)
            try s.add(y[i] >= x[i])
            try s.add(w[i] == Double(100 + i % 10) ~ weak)
            try s.add(h[i] == 0.5 * w[i])
        }
        _ = s.fetchChanges()
    }
    announceBuild(build)
    if buildOnly { return Measurement(build: build, phase: 0, check: 0) }
    var check = 0.0
    let phase = try seconds {
        try s.addEditVariable(w[0], strength: strong)
        for k in 1...1000 {
            try s.suggestValue(Double(100 + k % 50), for: w[0])
            _ = s.fetchChanges()
            check = s.value(of: h[0])
        }
    }
    return Measurement(build: build, phase: phase, check: check)
}

/// The card list of issue 19 on the bare solver (`SolverCardList`), in the engine's order or shuffled. The second
/// phase resizes `W` 10 times (every card's horizontal values move).
func runCards(n: Int, shuffledSeed: UInt64?, buildOnly: Bool) throws -> Measurement {
    var list: SolverCardList!
    let build = try seconds {
        list = try SolverCardList(n: n, shuffledSeed: shuffledSeed)
        _ = list.solver.fetchChanges()
    }
    let (s, w, cards, titles, images) = (list.solver, list.w, list.cards, list.titles, list.images)
    announceBuild(build)
    if buildOnly { return Measurement(build: build, phase: 0, check: 0) }
    var check = 0.0
    let phase = try seconds {
        for k in 1...10 {
            try s.suggestValue(375 + 10 * Double(k), for: w)
            _ = s.fetchChanges()
        }
        let last = n - 1
        check = s.value(of: cards[last].bottom) + s.value(of: titles[last].right) + s.value(of: images[last].left)
    }
    return Measurement(build: build, phase: phase, check: check)
}
