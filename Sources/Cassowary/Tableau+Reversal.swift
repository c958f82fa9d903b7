/// Defining a variable that the rows of a new constraint reach, by reversing the chain of rows that leads to it.
extension Tableau {
    // MARK: - Reversing a chain of factored rows

    /// Makes the parametric user variable `x` basic for the new required constraint `raw` (its own terms and
    /// marker, nothing expanded) while every factored row stays as short as the constraint it came from.
    ///
    /// When every user variable of the constraint is basic, `x` is found by expanding their rows, and its row would be
    /// that expansion: every link of the chain between them. Two fragments of a card list joined by their last link
    /// (its constraints added in a shuffled order) then gave the joining variable a row as long as a fragment, and
    /// later expansions copied it on (issue 19: rows of 45,973 terms at 30,000 views). Instead the constraint defines
    /// a variable `y₁` it mentions, the row that defined `y₁` now defines the next variable `y₂` on the way to `x`
    /// (solved for it), and so on; the last row of the chain defines `x`. Each row is solved for another of its own
    /// variables: the same equations, so the same solution, and no row grows. `raw` itself defines `x` when it
    /// mentions `x` and no row on the way does (`direct`).
    ///
    /// References must go down in rank, so the variables whose rows changed, and every variable whose row refers to
    /// them (at any depth), take fresh ranks above all others, in an order that puts each after what it refers to.
    /// Returns false, changing nothing, when no chain is found within `budget` rows, when the rows that refer to the
    /// chain are more than `budget`, or when the new references would form a cycle; the caller then stores the
    /// expanded row as before.
    mutating func defineByReversal(_ x: Int32, constraint raw: SparseRow, direct: Bool, budget: Int) -> Bool {
        // 1. The chain: from a basic user variable of the constraint, through the rows' references to basic user
        //    variables, to a row that holds x (breadth first: the fewest rows change).
        var path: [Int32] = []
        if !direct {
            guard !raw.contains(x) else { return false }
            markEpoch &+= 1
            let seen = markEpoch
            var queue: [Int32] = []
            var parent: [Int32] = []  // the position in `queue` of the row each entry was met in (-1: the constraint)
            func meet(_ s: Int32, from p: Int32) {
                guard kinds[Int(s)] == .external && basic[Int(s)] && mark[Int(s)] != seen else { return }
                mark[Int(s)] = seen
                queue.append(s)
                parent.append(p)
            }
            for s in raw.symbols { meet(s, from: -1) }
            var head = 0
            var end = -1
            while head < queue.count {
                let y = queue[head]
                if rows[Int(y)].contains(x) {
                    end = head
                    break
                }
                for s in rows[Int(y)].symbols { meet(s, from: Int32(head)) }
                if queue.count > budget { return false }
                head += 1
            }
            guard end >= 0 else { return false }
            var k = end
            while k >= 0 {
                path.append(queue[k])
                k = Int(parent[k])
            }
            path.reverse()
        }
        // The subjects in turn: the constraint defines the first, each old row the next. The pivot must be a real
        // coefficient (rows keep none below `epsilon`, but dividing by one near it would magnify rounding down the
        // chain).
        let subjects = path + [x]
        // The rows read in place (`raw`, which holds the constraint's marker, lives through the call; no row
        // changes before step 4).
        guard let rawHeader = raw.headerAddress else { return false }
        let rawView = RowView(header: rawHeader)
        func source(_ k: Int) -> RowView { k == 0 ? rawView : rows[Int(subjects[k - 1])] }
        guard subjects.indices.allSatisfy({ abs(source($0).coefficient(of: subjects[$0])) >= 1e-6 }) else { return false }

        // 2. The variables to rank afresh: the chain, x, and every user-variable row that refers to them, at any
        //    depth. Marks tell them apart: not yet ordered, being ordered (its references first), ordered.
        markEpoch &+= 3
        let (waiting, open, done) = (markEpoch &- 2, markEpoch &- 1, markEpoch)
        var affected = subjects
        for v in subjects { mark[Int(v)] = waiting }
        var scan = 0
        while scan < affected.count {
            for h in columns[Int(affected[scan])] where kinds[Int(h)] == .external && mark[Int(h)] != waiting {
                mark[Int(h)] = waiting
                affected.append(h)
            }
            if affected.count > budget { return false }
            scan += 1
        }
        // 3. An order in which each comes after what it will refer to (depth first, each finished after its
        //    references); meeting one still open is a cycle. A subject's position is found in the list of subjects
        //    (a short chain) or, for a long one, in a table made for it.
        let positions: [Int32: Int]? =
            subjects.count > 16
            ? Dictionary(subjects.enumerated().map { ($1, $0) }, uniquingKeysWith: { _, later in later }) : nil
        /// Where `v` is in the list of subjects (its references then come from the row it will be solved from, and
        /// the subject before it), or -1.
        func position(_ v: Int32) -> Int {
            (positions != nil ? positions![v] : subjects.lastIndex(of: v)) ?? -1
        }
        /// How many references `v` (at `position` `k`) has to visit, counting its own symbol in its source.
        func referenceCount(_ v: Int32, _ k: Int) -> Int {
            k < 0 ? rows[Int(v)].count : source(k).count + (k > 0 ? 1 : 0)
        }
        /// The `i`th of them, or -1 for `v` itself (skipped): read in place, so that no list is made per variable.
        func reference(_ v: Int32, _ k: Int, _ i: Int) -> Int32 {
            if k < 0 { return rows[Int(v)].symbol(at: i) }
            if i == source(k).count { return subjects[k - 1] }
            let r = source(k).symbol(at: i)
            return r == v ? -1 : r
        }
        var ranked: [Int32] = []
        ranked.reserveCapacity(affected.count)
        var stack: [(symbol: Int32, position: Int, next: Int)] = []
        for start in affected where mark[Int(start)] == waiting {
            mark[Int(start)] = open
            stack.append((start, position(start), 0))
            while let top = stack.last {
                if top.next == referenceCount(top.symbol, top.position) {
                    mark[Int(top.symbol)] = done
                    ranked.append(top.symbol)
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let r = reference(top.symbol, top.position, top.next)
                if r < 0 { continue }
                if mark[Int(r)] == open { return false }
                if mark[Int(r)] == waiting {
                    mark[Int(r)] = open
                    stack.append((r, position(r), 0))
                }
            }
        }

        // 4. The new rows. x takes its value (rows refer to it shifted while parametric), then each old row is
        //    solved for the next subject; the ranks follow the order found.
        unshift(x)
        let old = path.map { deleteRow($0) }
        var first = raw
        for (i, s) in raw.symbols.enumerated() where kinds[Int(s)] == .external && !basic[Int(s)] && s != subjects[0] {
            first.constant += raw.coefficient(at: i) * offsets[Int(s)]
        }
        insertRow(subjects[0], solve(first, subject: -1, for: subjects[0]))
        for k in 1..<subjects.count {
            insertRow(subjects[k], solve(old[k - 1], subject: subjects[k - 1], for: subjects[k]))
        }
        for v in ranked {
            logRank(v)
            ranks[Int(v)] = nextRank
            nextRank += Tableau.rankStep
        }
        return true
    }
}
