import Foundation
import TestSupport
import Testing

@testable import Cassowary

/// Random systems from fixed seeds, solved by our solver and by kiwisolver (one Python process for the whole
/// batch), compared by their lexicographic objective: at every priority, from the highest down, our summed
/// error must not exceed kiwi's (kiwi's weights may trade levels, ours never do, so kiwi can only be worse).
/// Almost every system must reach exactly kiwi's objective (values may differ where the optimum is not unique).
///
/// By default 400 systems run against kiwi's answers recorded in `Fixtures/kiwi-objectives.txt`, so the suite
/// needs neither Python nor the network; `SOAK=1` runs all 4,000 recorded (500 missed a bug that seeds above 2,000
/// found).
/// With `DIFFERENTIAL_ORACLE=live` kiwi runs here (kiwi_oracle.py installs kiwisolver with pip when Python lacks
/// it); `DIFFERENTIAL_RECORD=1` with it writes the fixture again (`Scripts/record-kiwi-fixtures.sh`).
/// `DIFFERENTIAL_SYSTEMS=100000 swift test --filter Differential` runs a larger batch live by hand, and
/// `DIFFERENTIAL_CHECK=1` also checks the tableau's invariants after every step of every system.
@Suite struct DifferentialTests {
    /// One operation of a random script.
    enum Operation {
        case add(id: Int, Constraint)
        case remove(id: Int)
        case edit(variable: Int, priority: Int)
        case suggest(variable: Int, value: Double)
    }

    /// A random script over `variableCount` variables, feasible by construction: a hidden integer point
    /// satisfies every required constraint.
    struct Script {
        let seed: UInt64
        let variableCount: Int
        let solver: Solver
        let variables: [Variable]
        var operations: [Operation] = []
        var constraints: [Int: Constraint] = [:]

        init(seed: UInt64) {
            self.seed = seed
            var rng = SeededRandom(seed: seed)
            variableCount = 6 + rng.next(15)
            let s = Solver()
            solver = s
            let n = variableCount
            let vs = (0..<n).map { _ in s.makeVariable() }
            variables = vs
            let point = (0..<n).map { _ in Double(rng.next(101)) }
            var nextID = 0
            var edited: Set<Int> = []
            let steps = 10 + rng.next(40)
            for _ in 0..<steps {
                let roll = rng.next(100)
                if roll < 45 {
                    // A required equality or inequality through the hidden point.
                    let count = 1 + rng.next(3)
                    var expression = Expression(constant: 0)
                    var atPoint = 0.0
                    for _ in 0..<count {
                        let v = rng.next(variableCount)
                        var k = Double(rng.next(7)) - 3
                        if k == 0 { k = 1 }
                        expression = expression + k * vs[v]
                        atPoint += k * point[v]
                    }
                    let kind = rng.next(3)
                    let slack = Double(rng.next(11))
                    let c: Constraint
                    switch kind {
                    case 0: c = expression - atPoint == 0
                    case 1: c = expression - atPoint - slack <= 0
                    default: c = expression - atPoint + slack >= 0
                    }
                    operations.append(.add(id: nextID, c))
                    constraints[nextID] = c
                    nextID += 1
                } else if roll < 80 {
                    // A preference, at one of three priorities.
                    let priority = [250, 500, 750][rng.next(3)]
                    let v = rng.next(variableCount)
                    let target = Double(rng.next(201)) - 50
                    let c: Constraint
                    if rng.next(2) == 0 {
                        c = (vs[v] == target ~ Strength(priority: Double(priority)))
                    } else {
                        let w = rng.next(variableCount)
                        let relation = rng.next(3)
                        let e = vs[v] - vs[w] - Double(rng.next(41) - 20)
                        c = ((relation == 0 ? e == 0 : relation == 1 ? e <= 0 : e >= 0) ~ Strength(priority: Double(priority)))
                    }
                    operations.append(.add(id: nextID, c))
                    constraints[nextID] = c
                    nextID += 1
                } else if roll < 90 {
                    if let id = constraints.keys.sorted().dropFirst(rng.next(max(1, constraints.count))).first {
                        operations.append(.remove(id: id))
                        constraints[id] = nil
                    }
                } else {
                    let v = rng.next(variableCount)
                    if !edited.contains(v) && edited.count < 2 {
                        edited.insert(v)
                        operations.append(.edit(variable: v, priority: [500, 750][rng.next(2)]))
                        // kiwi holds a fresh edit variable at 0, we at its value: suggest at once.
                        operations.append(.suggest(variable: v, value: point[v]))
                    }
                    if !edited.isEmpty {
                        let target = edited.sorted()[rng.next(edited.count)]
                        operations.append(.suggest(variable: target, value: Double(rng.next(201)) - 50))
                    }
                }
            }
        }

        /// The script in kiwi_oracle.py's input format.
        var oracleText: String {
            var lines = ["system \(seed) \(variableCount)"]
            for op in operations {
                switch op {
                case .add(let id, let c):
                    let rel = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
                    var line = "add \(id) \(Int(c.strength.priority)) \(rel) \(c.expression.constant)"
                    for t in c.expression.terms { line += " \(t.coefficient) \(t.variable.index)" }
                    lines.append(line)
                case .remove(let id): lines.append("remove \(id)")
                case .edit(let v, let p): lines.append("edit \(v) \(p)")
                case .suggest(let v, let value): lines.append("suggest \(v) \(value)")
                }
            }
            lines.append("end")
            return lines.joined(separator: "\n")
        }

        /// Runs the script on our solver; when `checking`, checks the tableau after every step and returns the
        /// first broken invariant with the step that broke it.
        @discardableResult
        func run(checking: Bool = false) throws -> String? {
            var added: [Int: Constraint] = [:]
            for (step, op) in operations.enumerated() {
                switch op {
                case .add(let id, let c):
                    try solver.add(c)
                    added[id] = c
                case .remove(let id): try solver.remove(added[id]!)
                case .edit(let v, let p): try solver.addEditVariable(variables[v], strength: Strength(priority: Double(p)))
                case .suggest(let v, let value): try solver.suggestValue(value, for: variables[v])
                }
                if checking, let broken = solver.tableau.brokenInvariant() { return "step \(step) (\(op)): \(broken)" }
            }
            return nil
        }

        /// The summed errors per priority (750, 500, 250) of a solution, edit targets included, and whether
        /// every required constraint holds.
        func objective(_ values: [Double]) -> (levels: [Double], feasible: Bool) {
            var levels = [0.0, 0.0, 0.0]
            var feasible = true
            func residual(_ c: Constraint) -> Double {
                c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * values[Int($1.variable.index)] }
            }
            for c in constraints.values {
                let r = residual(c)
                let error =
                    switch c.relation {
                    case .equal: abs(r)
                    case .lessThanOrEqual: max(0, r)
                    case .greaterThanOrEqual: max(0, -r)
                    }
                if c.strength.isRequired {
                    if error > 1e-6 { feasible = false }
                } else {
                    levels[[750: 0, 500: 1, 250: 2][Int(c.strength.priority)]!] += error
                }
            }
            var suggestions: [Int: (Int, Double)] = [:]
            for op in operations {
                if case .edit(let v, let p) = op { suggestions[v] = (p, values[v]) }
                if case .suggest(let v, let value) = op { suggestions[v] = (suggestions[v]!.0, value) }
            }
            // An edit without a suggestion holds the value the variable had when it became an edit variable;
            // only suggested edits are compared.
            for op in operations {
                if case .suggest(let v, _) = op, let (p, target) = suggestions[v] {
                    levels[p == 750 ? 0 : 1] += abs(values[v] - target)
                    suggestions[v] = nil
                }
            }
            return (levels, feasible)
        }
    }

    /// Runs kiwi_oracle.py on the scripts and returns each system's values (nil when kiwi raised), and the
    /// systems on which kiwi's C++ core aborted the whole process (an internal error of kiwi's, seen once in
    /// 30,000 systems): each is skipped and the oracle restarted after it.
    static func kiwiSolutions(_ scripts: [Script]) throws -> (answers: [UInt64: [Double]?], crashed: Set<UInt64>) {
        var answers: [UInt64: [Double]?] = [:]
        var crashed = Set<UInt64>()
        var rest = scripts[...]
        while !rest.isEmpty {
            let (got, failure) = try oracleRun(Array(rest))
            answers.merge(got) { a, _ in a }
            guard let failure else { break }
            // No answer at all: the oracle itself failed (no kiwisolver); otherwise kiwi aborted on the first
            // system it did not answer.
            guard !got.isEmpty, let i = rest.firstIndex(where: { got[$0.seed] == nil }) else { throw failure }
            crashed.insert(rest[i].seed)
            rest = rest[(i + 1)...]
        }
        return (answers, crashed)
    }

    /// One run of kiwi_oracle.py: the answers it printed, and its failure when it did not finish.
    static func oracleRun(_ scripts: [Script]) throws -> (answers: [UInt64: [Double]?], failure: OracleFailure?) {
        let oracle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kiwi_oracle.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", oracle.path]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        // Without kiwisolver the script exits at once; the write must then fail as an error, not kill the tests.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        let text = scripts.map(\.oracleText).joined(separator: "\n") + "\n"
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var result: [UInt64: [Double]?] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let f = line.split(separator: " ")
            guard let id = UInt64(f[0]) else { continue }
            result[id] = f.count > 1 && f[1] == "error" ? .some(nil) : f.dropFirst().compactMap { Double($0) }
        }
        let failure =
            process.terminationStatus == 0
            ? nil
            : OracleFailure(
                message: "kiwi_oracle.py failed (it needs python3, and pip to install kiwisolver when Python lacks it): \(errorText)")
        return (result, failure)
    }

    struct OracleFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Systems of the 100,000-system run that once ended with a dormant inequality broken: activating one moved
    /// a free variable to make it tight, which pushed another that was then never checked. Every step of them
    /// is checked against the tableau's invariants (which include every required constraint holding).
    @Test(arguments: [45898, 58717] as [UInt64])
    func systemsThatOnceBrokeADormantInequality(seed: UInt64) throws {
        #expect(try Script(seed: seed).run(checking: true) == nil)
    }

    /// kiwi's answer to one system: the summed errors of its solution per priority (750, 500, 250) and whether
    /// it kept every required constraint, with its values when kiwi ran here; or kiwi refused the system, or
    /// aborted its process on it.
    enum KiwiAnswer: Equatable {
        case solved(levels: [Double], feasible: Bool, values: [Double]?)
        case refused
        case aborted

        /// The fixture's line for `seed`: `seed l750 l500 l250 feasible|infeasible`, `seed refused`, `seed aborted`.
        func line(seed: UInt64) -> String {
            switch self {
            case .solved(let levels, let feasible, _):
                return "\(seed) " + levels.map { "\($0)" }.joined(separator: " ") + (feasible ? " feasible" : " infeasible")
            case .refused: return "\(seed) refused"
            case .aborted: return "\(seed) aborted"
            }
        }

        /// Reads a fixture line back.
        init?(line: Substring) {
            let f = line.split(separator: " ")
            guard f.count >= 2 else { return nil }
            switch f[1] {
            case "refused": self = .refused
            case "aborted": self = .aborted
            default:
                let levels = f.dropFirst().prefix(3).compactMap { Double($0) }
                guard levels.count == 3, f.count == 5 else { return nil }
                self = .solved(levels: levels, feasible: f[4] == "feasible", values: nil)
            }
        }
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/kiwi-objectives.txt")

    /// kiwi's recorded answers by seed.
    static func recordedAnswers() throws -> [UInt64: KiwiAnswer] {
        var answers: [UInt64: KiwiAnswer] = [:]
        for line in try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            guard let seed = line.split(separator: " ").first.flatMap({ UInt64($0) }), let answer = KiwiAnswer(line: line)
            else { throw OracleFailure(message: "unreadable fixture line: \(line)") }
            answers[seed] = answer
        }
        return answers
    }

    /// kiwi's answers for `scripts`, computed by running kiwi here.
    static func liveAnswers(_ scripts: [Script]) throws -> [UInt64: KiwiAnswer] {
        let (kiwi, crashed) = try kiwiSolutions(scripts)
        var answers: [UInt64: KiwiAnswer] = [:]
        for script in scripts {
            if crashed.contains(script.seed) {
                answers[script.seed] = .aborted
            } else if let values = kiwi[script.seed] ?? nil {
                let (levels, feasible) = script.objective(values)
                answers[script.seed] = .solved(levels: levels, feasible: feasible, values: values)
            } else {
                answers[script.seed] = .refused
            }
        }
        return answers
    }

    @Test func recordedAnswersReadBack() throws {
        let answers = try Self.recordedAnswers()
        #expect(answers.count == 4000)
        let solved = answers.values.filter { if case .solved = $0 { return true } else { return false } }.count
        #expect(solved >= 3990)
        #expect(KiwiAnswer(line: "7 0.0 2.5 10.0 feasible") == .solved(levels: [0, 2.5, 10], feasible: true, values: nil))
        #expect(KiwiAnswer(line: "7 refused") == .refused)
        #expect(KiwiAnswer(line: "7 0.0 2.5") == nil)
    }

    /// Every recorded system solved again with each variable that an expansion defines taken by reversing a chain of
    /// rows wherever one leads to it (`Tableau.defineByReversal`; by default only rows over 32 terms are avoided so):
    /// the same optimum, level by level, as with the default, and every required constraint held.
    @Test func reversingEveryChainKeepsTheOptimum() throws {
        for seed in 0..<UInt64(Soak.amount(short: 400, full: 4000)) {
            let plain = Script(seed: seed)
            let reversing = Script(seed: seed)
            reversing.solver.tableau.reversalThreshold = 0
            try plain.run()
            try reversing.run()
            let (expected, _) = plain.objective(plain.variables.map { plain.solver.value(of: $0) })
            let (levels, feasible) = reversing.objective(reversing.variables.map { reversing.solver.value(of: $0) })
            #expect(feasible, "seed \(seed): a required constraint is broken")
            let same = zip(expected, levels).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0)) }
            #expect(same, "seed \(seed): objective \(levels) instead of \(expected)")
            #expect(reversing.solver.tableau.brokenInvariant() == nil, "seed \(seed)")
        }
    }

    @Test func agreesWithKiwi() throws {
        let environment = ProcessInfo.processInfo.environment
        let recording = environment["DIFFERENTIAL_RECORD"] != nil
        let count = Soak.setting("DIFFERENTIAL_SYSTEMS").flatMap { Int($0) } ?? Soak.amount(short: recording ? 4000 : 400, full: 4000)
        let live = environment["DIFFERENTIAL_ORACLE"] == "live" || count > 4000
        let recorded = live ? [:] : try Self.recordedAnswers()
        var record: [String] = []
        var kiwiBetterAtHigherLevel = 0
        var sameObjective = 0
        var kiwiTraded = 0
        var sameValues = 0
        var kiwiInfeasible = 0
        var kiwiCrashed = 0
        var kiwiRefused = 0
        for batchStart in stride(from: 0, to: count, by: 2000) {
            let scripts = (batchStart..<min(count, batchStart + 2000)).map { Script(seed: UInt64($0)) }
            let kiwi = live ? try Self.liveAnswers(scripts) : recorded
            for script in scripts {
                try script.run()
                let ours = script.variables.map { script.solver.value(of: $0) }
                let (ourLevels, ourFeasible) = script.objective(ours)
                if !ourFeasible || environment["DIFFERENTIAL_CHECK"] != nil {
                    let replay = try Script(seed: script.seed).run(checking: true)
                    #expect(
                        ourFeasible,
                        "seed \(script.seed): our solution breaks a required constraint; replay: \(replay ?? "no broken invariant")")
                }
                guard let answer = kiwi[script.seed] else {
                    Issue.record("seed \(script.seed): no answer from kiwi")
                    continue
                }
                record.append(answer.line(seed: script.seed))
                let kiwiLevels: [Double]
                switch answer {
                case .aborted:
                    kiwiCrashed += 1
                    continue
                case .refused:
                    // kiwi raised on a system that is feasible by construction (about 1 in 3,000 above seed
                    // 4,000: its tolerances, not ours); ours was checked above. Counted, and bounded below.
                    kiwiRefused += 1
                    continue
                case .solved(let levels, let feasible, let values):
                    // kiwi's floating point sometimes leaves a required constraint broken (seen in 2 of 4,000
                    // systems); such an answer says nothing about ours, which was checked above.
                    if !feasible {
                        kiwiInfeasible += 1
                        continue
                    }
                    kiwiLevels = levels
                    if let values, zip(ours, values).allSatisfy({ abs($0 - $1) < 1e-6 * max(1, abs($1)) }) { sameValues += 1 }
                }
                var verdict = 0
                for level in 0..<3 {
                    let tolerance = 1e-6 * max(1, abs(kiwiLevels[level]))
                    if ourLevels[level] < kiwiLevels[level] - tolerance {
                        verdict = -1
                        break
                    }
                    if ourLevels[level] > kiwiLevels[level] + tolerance {
                        verdict = 1
                        break
                    }
                }
                if verdict > 0 {
                    kiwiBetterAtHigherLevel += 1
                    Issue.record("seed \(script.seed): kiwi's objective \(kiwiLevels) beats ours \(ourLevels)\n\(script.oracleText)")
                } else if verdict < 0 {
                    kiwiTraded += 1
                } else {
                    sameObjective += 1
                }
            }
        }
        #expect(kiwiBetterAtHigherLevel == 0)
        #expect(kiwiInfeasible <= count / 100, "kiwi broke required constraints in \(kiwiInfeasible) systems")
        // Almost every system must reach kiwi's objective exactly; kiwi's weights trade levels only rarely.
        #expect(sameObjective >= count * 9 / 10, "same objective \(sameObjective), kiwi traded \(kiwiTraded)")
        #expect(kiwiRefused + kiwiCrashed <= count / 1000 + 1, "kiwi refused \(kiwiRefused) and aborted on \(kiwiCrashed) systems")
        if live, recording {
            let header =
                "# kiwisolver's answers to DifferentialTests' systems 0..<\(count): seed, summed error at priorities 750, 500, 250, and whether its solution kept every required constraint (or: refused, aborted). Written by Scripts/record-kiwi-fixtures.sh."
            try ([header] + record).joined(separator: "\n").appending("\n").write(to: Self.fixture, atomically: true, encoding: .utf8)
        }
        print(
            "differential (\(live ? "kiwi live" : "kiwi recorded")): \(count) systems, same objective \(sameObjective)\(live ? " (same values \(sameValues))" : ""), kiwi traded levels \(kiwiTraded), kiwi broke a required constraint \(kiwiInfeasible), kiwi refused \(kiwiRefused), kiwi aborted \(kiwiCrashed)"
        )
    }
}
