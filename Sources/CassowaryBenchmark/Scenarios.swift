import Cassowary
import Foundation

/// One benchmark run's figures: build time, time of the scenario's second phase, and a check value that must
/// agree with kiwi's.
struct Measurement {
    var build: Double
    var phase: Double
    var check: Double
}

/// Seconds elapsed while running `body`.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
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

    /// What the second phase measures.
    var phaseName: String {
        switch self {
        case .chain, .grid: "resize"
        case .independent: "edit"
        case .churn: "churn"
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
        }
    }
}

private func runChain(n: Int, churn: Bool, buildOnly: Bool) throws -> Measurement {
    let s = Solver()
    let left = (0..<n).map { _ in s.makeVariable() }
    let width = (0..<n).map { _ in s.makeVariable() }
    let w = s.makeVariable("W")
    var all: [Constraint] = []
    let w0 = 108 * Double(n) - 8 + 100
    let build = try seconds {
        for i in 0..<n {
            all.append(i == 0 ? left[0] == 0 : left[i] == left[i - 1] + width[i - 1] + 8)
            all.append(width[i] >= 20)
            all.append(width[i] == 100 ~ weak)
        }
        all.append(left[n - 1] + width[n - 1] <= w)
        for c in all { try s.add(c) }
        try s.addEditVariable(w, strength: strong)
        try s.suggestValue(w0, for: w)
        _ = s.fetchChanges()
    }
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
            var seed: UInt64 = 12345
            for _ in 0..<1000 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let victim = all[Int((seed >> 33) % UInt64(all.count))]
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
    let s = Solver()
    let k = Int((Double(n).squareRoot()).rounded())
    let left = (0..<k * k).map { _ in s.makeVariable() }
    let top = (0..<k * k).map { _ in s.makeVariable() }
    let width = (0..<k * k).map { _ in s.makeVariable() }
    let height = (0..<k * k).map { _ in s.makeVariable() }
    let w = s.makeVariable("W"), h = s.makeVariable("H")
    let w0 = 108 * Double(k) - 8, h0 = 52 * Double(k) - 8
    let build = try seconds {
        for r in 0..<k {
            for c in 0..<k {
                let i = r * k + c
                if c == 0 { try s.add(left[i] == 0) } else {
                    try s.add(left[i] == left[i - 1] + width[i - 1] + 8)
                    try s.add(width[i] == width[i - 1])
                }
                if c == k - 1 { try s.add(left[i] + width[i] == w) }
                if r == 0 { try s.add(top[i] == 0) } else {
                    try s.add(top[i] == top[i - k] + height[i - k] + 8)
                    try s.add(height[i] == height[i - k])
                }
                if r == k - 1 { try s.add(top[i] + height[i] == h) }
                try s.add(width[i] >= 10)
                try s.add(height[i] >= 10)
            }
        }
        try s.addEditVariable(w, strength: strong)
        try s.addEditVariable(h, strength: strong)
        try s.suggestValue(w0, for: w)
        try s.suggestValue(h0, for: h)
        _ = s.fetchChanges()
    }
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
