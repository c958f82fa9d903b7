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

/// The scenarios of `shared/spec/benchmarks.md`, built exactly as the kiwi driver builds them.
enum Scenario: String, CaseIterable {
    case chain, grid, independent, churn
    /// Issue 19's card list in the engine's order and in a shuffled order (ours only: kiwi's driver lacks them).
    case cards
    case cardsShuffled = "cards-shuffled"

    /// Whether kiwi's driver has the scenario.
    var hasKiwiVersion: Bool { self != .cards && self != .cardsShuffled }

    /// What the second phase measures.
    var phaseName: String {
        switch self {
        case .chain, .grid: "resize"
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
        case .churn: try runChain(n: n, churn: true, buildOnly: buildOnly)
        case .grid: try runGrid(n: n, buildOnly: buildOnly)
        case .independent: try runIndependent(n: n, buildOnly: buildOnly)
        case .cards: try runCards(n: n, order: .engine, buildOnly: buildOnly)
        case .cardsShuffled: try runCards(n: n, order: .shuffled, buildOnly: buildOnly)
        }
    }
}

private func runChain(n: Int, churn: Bool, buildOnly: Bool) throws -> Measurement {
    var chain: SolverChain!
    let w0 = 108 * Double(n) - 8 + 100
    let build = try seconds {
        chain = try SolverChain(n: n, room: 100)
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

private func runGrid(n: Int, buildOnly: Bool) throws -> Measurement {
    let k = Int((Double(n).squareRoot()).rounded())
    let w0 = 108 * Double(k) - 8
    let h0 = 52 * Double(k) - 8
    var grid: SolverGrid!
    let build = try seconds {
        grid = try SolverGrid(k: k)
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

/// The card list of issue 19, written straight against `Solver`: `n` cards in a container of width `W` (an edit
/// variable), each card pinned to the container's margins (16) left and right and stacked 8 below the previous
/// one; in each, a title (left and top 8 inside the card, an intrinsic size of 120 × 21 as two inequalities per
/// axis: compression resistance `>=` at 750 and hugging `<=` at 250) and an image (right and top 8 inside, 1:1
/// aspect, a preferred width of 44 at 500), the title at least 8 left of the image, and the card at least 8 below
/// both, preferably no taller (hugging at 250). Every view has left, right, top and bottom.
///
/// `order` is how the constraints arrive: `.engine` adds each card's own constraints card by card and then the
/// intrinsic sizes of all titles in a second pass (as a layout engine does when it asks views for their content
/// size after their constraints are in); `.shuffled` adds all of them in a pseudo-random order (the LCG of
/// `churn`, seed 12345). The second phase resizes `W` 10 times (every card's horizontal values move).
enum CardOrder { case engine, shuffled }

func runCards(n: Int, order: CardOrder, buildOnly: Bool) throws -> Measurement {
    let s = Solver()
    let w = s.makeVariable("W")
    struct View { var left, right, top, bottom: Variable }
    func view() -> View { View(left: s.makeVariable(), right: s.makeVariable(), top: s.makeVariable(), bottom: s.makeVariable()) }
    let cards = (0..<n).map { _ in view() }
    let titles = (0..<n).map { _ in view() }
    let images = (0..<n).map { _ in view() }
    var own: [Constraint] = []
    var intrinsic: [Constraint] = []
    for i in 0..<n {
        let card = cards[i]
        let title = titles[i]
        let image = images[i]
        own += [
            card.left == 16,
            card.right == w - 16,
            i == 0 ? card.top == 16 : card.top == cards[i - 1].bottom + 8,
            title.left == card.left + 8,
            title.top == card.top + 8,
            image.right == card.right - 8,
            image.top == card.top + 8,
            image.right - image.left == image.bottom - image.top,
            image.right - image.left == 44 ~ Strength(priority: 500),
            title.right <= image.left - 8,
            card.bottom >= title.bottom + 8,
            card.bottom >= image.bottom + 8,
            card.bottom - card.top == 0 ~ Strength(priority: 250),
        ]
        intrinsic += [
            title.right - title.left >= 120 ~ strong,
            title.right - title.left <= 120 ~ weak,
            title.bottom - title.top >= 21 ~ strong,
            title.bottom - title.top <= 21 ~ weak,
        ]
    }
    var all = own + intrinsic
    if order == .shuffled { all = all.shuffled(seed: 12345) }
    let build = try seconds {
        for c in all { try s.add(c) }
        try s.addEditVariable(w, strength: strong)
        try s.suggestValue(375, for: w)
        _ = s.fetchChanges()
    }
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
