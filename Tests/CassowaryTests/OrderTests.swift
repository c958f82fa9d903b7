import TestSupport
import Testing

@testable import Cassowary

/// The order in which constraints arrive changes the work, never the answer (issue 19), and activating a dormant
/// inequality keeps user variables out of the restricted rows.
@Suite struct OrderTests {
    /// The restricted rows (of a basic slack, error or dummy) that hold a parametric user variable, described.
    static func restrictedRowsHoldingUserVariables(_ s: Solver) -> [String] {
        let t = s.tableau
        return t.rows.indices.compactMap { i in
            guard t.basic[i], t.kinds[i] != .external else { return nil }
            let held = t.rows[i].symbols.filter { t.kinds[Int($0)] == .external }
            return held.isEmpty ? nil : "row of \(i) (\(t.kinds[i])) holds \(held)"
        }
    }

    /// While a shuffled card list is added, no restricted row ever holds a user variable. Dormant inequalities
    /// activated with their slack as subject used to leave the container's width `W` and the cards' edges in slack
    /// rows; a later constraint on them could then not take them as its subject and went through the artificial
    /// phase, whose pivots spread the few symbols that fix `W` through every card's rows (quadratic time).
    @Test func shuffledCardListKeepsUserVariablesOutOfRestrictedRows() throws {
        var additions = 0
        var first: String?
        _ = try SolverCardList(n: 20, shuffledSeed: 12345) { s in
            additions += 1
            if first == nil, let problem = Self.restrictedRowsHoldingUserVariables(s).first {
                first = "after \(additions) additions: \(problem)"
            }
        }
        #expect(additions == 20 * 17)
        #expect(first == nil)
    }

    /// The longest row of a basic user variable, in terms.
    static func longestUserRow(_ s: Solver) -> Int {
        let t = s.tableau
        return t.rows.indices.filter { t.basic[$0] && t.kinds[$0] == .external }.map { t.rows[$0].count }.max() ?? 0
    }

    /// A stack of boxes whose links arrive in a shuffled order grows as fragments that later links join. Each join
    /// used to give the variable it defined a row holding every link of one fragment (rows of 45,973 terms in a
    /// shuffled 30,000-view card list); the chain of rows is now reversed instead (`defineByReversal`), so no row
    /// is longer than a link, and the boxes sit where the ordered build puts them.
    @Test(arguments: [1, 7, 12345] as [UInt64])
    func shuffledStackKeepsRowsShort(seed: UInt64) throws {
        let n = 300
        func build(shuffled: Bool) throws -> (Solver, [Double]) {
            let s = Solver()
            let y = (0..<n).map { s.makeVariable("y\($0)") }
            let h = (0..<n).map { s.makeVariable("h\($0)") }
            var constraints: [Constraint] = [y[0] == 8]
            for i in 0..<n {
                constraints.append(h[i] == Double(20 + i % 3))
                if i > 0 { constraints.append(y[i] == y[i - 1] + h[i - 1] + 8) }
            }
            for c in shuffled ? constraints.shuffled(seed: seed) : constraints { try s.add(c) }
            return (s, y.map { s.value(of: $0) })
        }
        let (ordered, expected) = try build(shuffled: false)
        let (shuffled, values) = try build(shuffled: true)
        #expect(values == expected)
        let heights = (0..<(n - 1)).map { Double(20 + $0 % 3) + 8 }
        #expect(expected[n - 1] == heights.reduce(8, +))
        #expect(Self.longestUserRow(ordered) <= 4)
        #expect(Self.longestUserRow(shuffled) <= Tableau.defaultReversalThreshold)
        #expect(shuffled.tableau.brokenInvariant() == nil)
    }

    /// Issue 19's card list added in shuffled orders ends with the values of the engine's order, exactly (the
    /// optimum is unique), with a consistent tableau whose restricted rows hold no user variable.
    @Test(arguments: [1, 7, 12345] as [UInt64])
    func shuffledCardListMatchesOrdered(seed: UInt64) throws {
        let n = 40
        let ordered = try SolverCardList(n: n)
        let shuffled = try SolverCardList(n: n, shuffledSeed: seed)
        func edges(_ list: SolverCardList) -> [Double] {
            (list.cards + list.titles + list.images).flatMap { v in
                [v.left, v.right, v.top, v.bottom].map { list.solver.value(of: $0) }
            }
        }
        let (a, b) = (edges(ordered), edges(shuffled))
        let off = zip(a, b).enumerated().filter { abs($0.element.0 - $0.element.1) > 1e-6 }
        #expect(off.isEmpty, "\(off.count) edges differ, first \(off.first.map { "\($0)" } ?? "")")
        // The last card: 375 wide, its title 120 × 21 at 24, its image 44 square at 375 - 24 - 44.
        #expect(a[4 * (n - 1) + 1] == 375 - 16)
        #expect(a[4 * (2 * n - 1) + 1] - a[4 * (2 * n - 1)] == 120)
        #expect(a[4 * (3 * n - 1)] == 375 - 24 - 44)
        #expect(Self.restrictedRowsHoldingUserVariables(shuffled.solver) == [])
        #expect(shuffled.solver.tableau.brokenInvariant() == nil)
        // Both follow the container the same way.
        for list in [ordered, shuffled] { try list.solver.suggestValue(400, for: list.w) }
        #expect(edges(ordered) == edges(shuffled) || zip(edges(ordered), edges(shuffled)).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    /// A shuffled card list's required constraints that its solution breaks, written in slacks, errors and dummies
    /// only, join the tableau through the dual simplex rather than the artificial phase, which entered the slacks
    /// that fix the shared width (each held by a row of every card) one degenerate pivot after another: at 1,000
    /// cards 799 additions went through it. The answer is the ordered list's (`shuffledCardListMatchesOrdered`).
    @Test(arguments: [1, 7, 12345] as [UInt64])
    func shuffledCardListNeedsNoArtificialPhase(seed: UInt64) throws {
        let list = try SolverCardList(n: 60, shuffledSeed: seed)
        #expect(list.solver.tableau.artificialPhases == 0)
        #expect(list.solver.tableau.brokenInvariant() == nil)
    }

    /// The pivots of a shuffled card list rewrite about as many rows per card at 240 cards as at 60
    /// (`Tableau.pivotWork`): an image's preferred width joins through the dual simplex (`addExpanded`, step 3a)
    /// rather than as its own error's row, which priced negative the slacks fixing the shared width and made the
    /// primal simplex enter them, each pivot rewriting a row of every card. Seeds 1, 7 and 12345: ×4.4, ×4.0, ×3.8
    /// (before: 465 → 3,134, ×6.7, and 451 → 2,445, ×5.4, for seeds 1 and 12345).
    @Test(arguments: [1, 7, 12345] as [UInt64])
    func shuffledCardListPivotsLinearly(seed: UInt64) throws {
        let small = try SolverCardList(n: 60, shuffledSeed: seed).solver.tableau.pivotWork
        let large = try SolverCardList(n: 240, shuffledSeed: seed).solver.tableau.pivotWork
        #expect(large <= 5 * small, "pivot work \(small) at 60 cards, \(large) at 240")
    }

    /// The terms of every restricted row (of a basic slack, error or dummy) and of the objective.
    static func restrictedTerms(_ s: Solver) -> Int {
        let t = s.tableau
        let rows = t.rows.indices.reduce(0) { $0 + (t.basic[$1] && t.kinds[$1] != .external ? t.rows[$1].count : 0) }
        return rows + t.levels.reduce(0) { $0 + $1.row.count }
    }

    /// A shuffled grid keeps its restricted rows in proportion to its cells (the ordered grid keeps none but the
    /// objective's). A shuffled order builds the rows of cells as fragments, each with an active minimum width;
    /// joining two made one's slack basic with a row as long as a row of cells (its dummies), substituted into
    /// every slack row of the fragment, so the terms grew like the cells times a row's length: 35 terms a cell at
    /// 24 × 24 cells, 66 at 48 × 48 (seed 1; 20,404 and 153,178 terms). Now the join rests the bound it implies
    /// (`Tableau.restImplied`): 4.4–5.8 terms a cell at 24 × 24, 5.7–6.6 at 48 × 48 (seeds 1, 7 and 12345). A bound
    /// whose slack only a long user row could take out stays active (`restImplied`), which moves terms from user
    /// rows to restricted ones, fewer in all (`shuffledGridKeepsUserRowsShort`): 5.1–6.3 and 7.4–8.7.
    @Test(arguments: [1, 7, 12345] as [UInt64])
    func shuffledGridKeepsRestrictedRowsLinear(seed: UInt64) throws {
        for k in [24, 48] {
            let grid = try SolverGrid(k: k, shuffledSeed: seed)
            let terms = Self.restrictedTerms(grid.solver)
            #expect(terms <= 10 * k * k, "\(terms) restricted terms at \(k) × \(k) cells")
            #expect(grid.solver.tableau.restedImplied > 0)
            #expect(grid.solver.tableau.brokenInvariant() == nil)
        }
    }

    /// The terms of every row of a basic user variable.
    static func userTerms(_ s: Solver) -> Int {
        let t = s.tableau
        return t.rows.indices.reduce(0) { $0 + (t.basic[$1] && t.kinds[$1] == .external ? t.rows[$1].count : 0) }
    }

    /// A shuffled grid's own rows stay near the ordered grid's length: the join of two fragments of a row of cells
    /// reverses a chain (`Tableau.compoundingLength`) rather than keep a row expanded from a longer one, which the
    /// next join copied on, and a bound does not rest through a long row that every row holding its slack would
    /// copy (`Tableau.restImplied`). At 48 × 48 cells the rows of its user variables hold 21–23 terms a cell (45–47
    /// with neither rule, 30–32 with the first alone; seeds 1, 7 and 12345), its restricted rows 7.4–8.7 (5.7–6.6
    /// with either), and the cells sit where the ordered grid puts them.
    @Test(arguments: [1, 7, 12345] as [UInt64])
    func shuffledGridKeepsUserRowsShort(seed: UInt64) throws {
        let k = 48
        let ordered = try SolverGrid(k: k)
        let shuffled = try SolverGrid(k: k, shuffledSeed: seed)
        let terms = Self.userTerms(shuffled.solver)
        #expect(terms <= 26 * k * k, "\(terms) terms in user rows at \(k) × \(k) cells")
        for g in [ordered, shuffled] {
            try g.solver.suggestValue(1000, for: g.w)
            try g.solver.suggestValue(800, for: g.h)
        }
        for i in stride(from: 0, to: k * k, by: 7) {
            #expect(abs(shuffled.solver.value(of: shuffled.left[i]) - ordered.solver.value(of: ordered.left[i])) < 1e-6)
            #expect(abs(shuffled.solver.value(of: shuffled.height[i]) - ordered.solver.value(of: ordered.height[i])) < 1e-6)
        }
    }

    /// The bounds a shuffled grid's joins put back to rest (`Tableau.restImplied`) still hold when the container
    /// shrinks below them: each suggestion gives the same cells as the ordered grid, every cell at least 10 × 10.
    @Test(arguments: [1, 7, 12345] as [UInt64])
    func shuffledGridKeepsItsRestedBounds(seed: UInt64) throws {
        let k = 8
        let ordered = try SolverGrid(k: k)
        let shuffled = try SolverGrid(k: k, shuffledSeed: seed)
        #expect(shuffled.solver.tableau.restedImplied > 0)
        for (w, h) in [(0.0, 0.0), (640, 300), (100, 900), (0, 0)] {
            for g in [ordered, shuffled] {
                try g.solver.suggestValue(w, for: g.w)
                try g.solver.suggestValue(h, for: g.h)
            }
            for i in 0..<k * k {
                let (width, height) = (shuffled.solver.value(of: shuffled.width[i]), shuffled.solver.value(of: shuffled.height[i]))
                #expect(width >= 10 - 1e-9 && height >= 10 - 1e-9, "cell \(i) is \(width) × \(height) in \(w) × \(h)")
                #expect(abs(width - ordered.solver.value(of: ordered.width[i])) < 1e-6)
                #expect(abs(height - ordered.solver.value(of: ordered.height[i])) < 1e-6)
                #expect(abs(shuffled.solver.value(of: shuffled.left[i]) - ordered.solver.value(of: ordered.left[i])) < 1e-6)
            }
            #expect(shuffled.solver.tableau.brokenInvariant() == nil)
        }
    }

    /// The chain and the grid of the benchmarks added in a shuffled order reach the same solution as in order.
    @Test func shuffledChainAndGridMatchOrdered() throws {
        let chain = try SolverChain(n: 30)
        let shuffledChain = try SolverChain(n: 30, shuffledSeed: 12345)
        for i in 0..<30 {
            #expect(abs(chain.solver.value(of: chain.left[i]) - shuffledChain.solver.value(of: shuffledChain.left[i])) < 1e-6)
        }
        let grid = try SolverGrid(k: 6)
        let shuffledGrid = try SolverGrid(k: 6, shuffledSeed: 12345)
        for g in [grid, shuffledGrid] {
            try g.solver.suggestValue(640, for: g.w)
            try g.solver.suggestValue(300, for: g.h)
        }
        for i in 0..<36 {
            #expect(abs(grid.solver.value(of: grid.width[i]) - shuffledGrid.solver.value(of: shuffledGrid.width[i])) < 1e-6)
            #expect(abs(grid.solver.value(of: grid.top[i]) - shuffledGrid.solver.value(of: shuffledGrid.top[i])) < 1e-6)
        }
        #expect(shuffledGrid.solver.tableau.brokenInvariant() == nil)
    }
}

/// A shared width left free until the last constraint: every card rests tight against it (a degenerate vertex),
/// and fixing it must not walk the cards one pivot at a time, each rewriting the rows of all of them (issue 19).
@Suite struct DegenerateWidthTests {
    /// `n` cards as `layout-benchmark`'s bare-solver card list builds them (each 8 below the last, a 44-point
    /// image and a title that wants 120 × 21 beside it, at most 8 from the card's edge), added in a shuffled
    /// order but for the margins' width, `width == root − 16`, which comes last. Returns the solver, the titles'
    /// widths and the pivot work of that last addition.
    static func cards(_ n: Int, seed: UInt64) throws -> (Solver, [Variable], Int) {
        let s = Solver()
        let root = s.makeVariable()
        try s.addEditVariable(root, strength: .strong)
        try s.suggestValue(320, for: root)
        let (mx, my, width) = (s.makeVariable(), s.makeVariable(), s.makeVariable())
        var constraints: [Constraint] = [mx == 8, my == 8]
        var titles: [Variable] = []
        var previous: (y: Variable, h: Variable)?
        for _ in 0..<n {
            let (cx, cy, cw, ch) = (s.makeVariable(), s.makeVariable(), s.makeVariable(), s.makeVariable())
            let (ix, iy, iw, ih) = (s.makeVariable(), s.makeVariable(), s.makeVariable(), s.makeVariable())
            let (tx, ty, tw, th) = (s.makeVariable(), s.makeVariable(), s.makeVariable(), s.makeVariable())
            constraints += [
                cx == mx, cx + cw == mx + width, previous.map { cy == $0.y + $0.h + 8 } ?? (cy == my),
                ix == 8, iy == 8, iw == 44, ih == iw, ch == iy + ih + 8,
                tx == ix + iw + 8, tx + tw <= cw - 8, ty + 0.5 * th == iy + 0.5 * ih,
                tw <= 120 ~ Strength(priority: 250), tw >= 120 ~ Strength(priority: 750),
                th <= 21 ~ Strength(priority: 250), th >= 21 ~ Strength(priority: 750),
            ]
            titles.append(tw)
            previous = (cy, ch)
        }
        for c in constraints.shuffled(seed: seed) { try s.add(c) }
        _ = s.fetchChanges()
        let before = s.tableau.pivotWork
        try s.add(width == root - 16)
        _ = s.fetchChanges()
        return (s, titles, s.tableau.pivotWork - before)
    }

    @Test(arguments: [1, 7, 12345] as [UInt64])
    func fixingTheSharedWidthCostsLinearWork(seed: UInt64) throws {
        let (small, smallTitles, smallWork) = try Self.cards(50, seed: seed)
        let (large, largeTitles, largeWork) = try Self.cards(200, seed: seed)
        for (s, titles) in [(small, smallTitles), (large, largeTitles)] {
            #expect(titles.allSatisfy { s.value(of: $0) == 120 })
            #expect(s.tableau.brokenInvariant() == nil)
        }
        // Four times the cards, at most about four times the work (it was sixteen: a pivot per card, each
        // rewriting a row per card).
        #expect(largeWork <= 5 * max(smallWork, 1), "\(smallWork) → \(largeWork)")
    }

    /// Orders are 32 bits: when the next would not fit, the held constraints are numbered again in their sequence,
    /// so `constraints` keeps listing them in the order they were added, dormant ones included.
    @Test func ordersAreRenumberedBeforeTheyOverflow() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        s.tableau.additions = UInt32.max - 2
        let added = [x == 10, y >= x + 5, x <= 100, y <= 1000, x + y >= 0]
        for c in added { try s.add(c) }
        try s.remove(added[2])
        let more = [y == 20 ~ .weak, x >= 1]
        for c in more { try s.add(c) }
        #expect(s.tableau.additions < 100)
        #expect(s.constraints == [added[0], added[1], added[3], added[4]] + more)
        #expect(s.value(of: x) == 10 && s.value(of: y) == 20)
    }
}
