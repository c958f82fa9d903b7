/// Which variables the current basis proves determined: the same value in every optimal solution.
extension Tableau {
    /// For each of `targets` (-1 for a variable of another solver: false), whether the basis proves that every optimal solution gives it its current value.
    /// False means only that the basis does not show it (a degenerate basis can hide a fixed variable), so a
    /// caller that needs the exact answer asks a probe for those.
    ///
    /// The proof: at an optimal basis, every solution's objective at each level equals the optimum plus Σ (reduced
    /// cost × parametric symbol). Reduced costs are lexicographically non-negative there and slacks and errors are
    /// non-negative, so in an optimal solution a slack or error whose reduced cost is lexicographically positive is
    /// 0, as in the current one; a dummy is always 0. A row all of whose symbols are fixed that way (or are basic
    /// and fixed themselves) is fixed. A parametric user variable is free as far as the basis tells, unless no
    /// slack, error or objective level holds it and dormant one-variable inequalities hold it from both sides (moving
    /// it would break one of them and buy nothing in the tableau, which is optimal without them). Dormant
    /// inequalities, once settled (the solution satisfies them), only remove solutions, so leaving them out keeps
    /// the proof sound. One walk over the rows that
    /// the targets reach (with an explicit stack: chains are as deep as they are long), each row once.
    mutating func provedFixed(_ targets: [Int32]) -> [Bool] {
        // The solution must satisfy the dormant inequalities for the basis to be optimal with them.
        settleDormant()
        refreshValues()
        // A run that the cycle guard stopped may have left the basis short of optimal: then nothing is proved.
        if entering.contains(where: isEnteringCandidate) { return targets.map { _ in false } }
        // Found only when a free slack or error is met: a scan of every row at 0 and every dormant bound.
        var pinned: [Bool]?
        // 0: not yet known, 1: being walked, 2: fixed, 3: not proved.
        var state = [UInt8](repeating: 0, count: kinds.count)
        func parametricState(_ s: Int32) -> UInt8 {
            switch kinds[Int(s)] {
            case .dummy: return 2
            case .external:
                // Moved alone, it moves only the user variables whose rows refer to it, and breaks a dormant bound.
                let alone = objectiveRefs[Int(s)] == 0 && columns[Int(s)].allSatisfy { kinds[Int($0)] == .external }
                return alone && dormant.pinsBothWays(s, at: values[Int(s)]) ? 2 : 3
            case .slack, .error:
                if reducedCostSign(s) > 0 { return 2 }
                if pinned == nil { pinned = pinnedByDegenerateRows() }
                return pinned![Int(s)] ? 2 : 3
            }
        }
        var stack: [(symbol: Int32, next: Int)] = []
        for target in targets where target >= 0 {
            guard state[Int(target)] == 0 else { continue }
            if !basic[Int(target)] {
                state[Int(target)] = parametricState(target)
                continue
            }
            state[Int(target)] = 1
            stack.append((target, 0))
            while let (s, next) = stack.last {
                let row = rows[Int(s)]
                var k = next
                var verdict: UInt8 = 2
                var descended = false
                while k < row.count {
                    let t = row.symbol(at: k)
                    k += 1
                    if state[Int(t)] == 0 {
                        if basic[Int(t)] {
                            state[Int(t)] = 1
                            stack[stack.count - 1].next = k - 1
                            stack.append((t, 0))
                            descended = true
                            break
                        }
                        state[Int(t)] = parametricState(t)
                    }
                    if state[Int(t)] != 2 {
                        verdict = 3
                        break
                    }
                }
                if descended { continue }
                state[Int(s)] = verdict
                stack.removeLast()
            }
        }
        return targets.map { $0 >= 0 && state[Int($0)] == 2 }
    }

    /// The parametric slacks and errors that cost nothing to raise but cannot rise all the same, because something
    /// at its limit would go past it: a basic slack or error at 0, or a tight dormant one-variable inequality on a
    /// user variable whose row holds only parametric symbols (a view's height held by its compression resistance in
    /// the tableau and by its hugging, dormant, from above). Only raises that keep all of these non-negative stay in
    /// the optimal face near the solution, and the face is convex, so a symbol that no such raise moves is 0 in every
    /// optimal solution. Found as a fixpoint: a limit with no user variable and no free symbol of positive
    /// coefficient pins the free symbols it holds with a negative one; each pinned symbol makes the limits that hold
    /// it worth another look.
    func pinnedByDegenerateRows() -> [Bool] {
        var pinned = [Bool](repeating: false, count: kinds.count)
        func isFree(_ s: Int32) -> Bool {
            let kind = kinds[Int(s)]
            return (kind == .slack || kind == .error) && !basic[Int(s)] && !pinned[Int(s)] && reducedCostSign(s) == 0
        }
        // Each limit as the terms of a quantity that is 0 now and must stay non-negative.
        var limits: [[(symbol: Int32, coefficient: Double)]] = []
        func terms(of row: some RowReading, times factor: Double) -> [(symbol: Int32, coefficient: Double)] {
            (0..<row.count).map { (row.symbol(at: $0), factor * row.coefficient(at: $0)) }
        }
        for r in rows.indices where kinds[r] != .external && basic[r] && abs(rows[r].constant) <= epsilon {
            limits.append(terms(of: rows[r], times: 1))
        }
        for bound in dormant.oneVariableBounds {
            let x = Int(bound.symbol)
            guard basic[x], DormantInequalities.isTight(bound, at: values[x]),
                rows[x].symbols.allSatisfy({ !basic[Int($0)] })
            else { continue }
            limits.append(terms(of: rows[x], times: bound.coefficient))
        }
        var holders: [Int32: [Int]] = [:]
        for (i, limit) in limits.enumerated() {
            for term in limit where isFree(term.symbol) { holders[term.symbol, default: []].append(i) }
        }
        var work = Array(limits.indices)
        while let i = work.popLast() {
            let blocked = !limits[i].contains { kinds[Int($0.symbol)] == .external || ($0.coefficient > 0 && isFree($0.symbol)) }
            guard blocked else { continue }
            for term in limits[i] where term.coefficient < 0 && isFree(term.symbol) {
                pinned[Int(term.symbol)] = true
                work += holders[term.symbol, default: []].filter { $0 != i }
            }
        }
        return pinned
    }
}
