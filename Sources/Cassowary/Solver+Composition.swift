extension Solver {
    /// What a tableau is made of, counted for accounting for its memory (`layout-benchmark --census`): its
    /// symbols by kind, its rows and their terms by the kind of symbol each term holds, how many rows hold each
    /// marker of a required equality, its records and its objective.
    package struct Composition: CustomStringConvertible {
        /// Symbols by kind: user variables, slacks, errors, markers of required equalities (released ones included,
        /// as their slots still take room in the per-symbol tables).
        package var variables = 0, slacks = 0, errors = 0, dummies = 0
        /// Rows (basic symbols), and their terms by the kind of the term's symbol.
        package var rows = 0
        package var variableTerms = 0, slackTerms = 0, errorTerms = 0, dummyTerms = 0
        /// Markers of required equalities held by exactly one row, by two, by three or more.
        package var dummiesInOneRow = 0, dummiesInTwoRows = 0, dummiesInMoreRows = 0
        /// Constraints held (active or dormant), of which dormant.
        package var records = 0, dormant = 0
        /// Terms of the objective, over all priority levels.
        package var objectiveTerms = 0

        /// Every count, each divided by `per` (the number of views, for figures a view).
        package func description(per units: Int) -> String {
            func f(_ n: Int) -> String { String(Double(n * 100 / max(units, 1)) / 100) }
            return "symbols: \(f(variables)) variables, \(f(slacks)) slacks, \(f(errors)) errors, "
                + "\(f(dummies)) markers of required equalities (held by 1 row: \(f(dummiesInOneRow)), "
                + "2: \(f(dummiesInTwoRows)), 3 or more: \(f(dummiesInMoreRows))); rows: \(f(rows)), terms: "
                + "\(f(variableTerms + slackTerms + errorTerms + dummyTerms)) (variables \(f(variableTerms)), "
                + "slacks \(f(slackTerms)), errors \(f(errorTerms)), markers \(f(dummyTerms))); records: "
                + "\(f(records)) (dormant \(f(dormant))); objective terms: \(f(objectiveTerms))"
        }

        /// Every count as it is.
        package var description: String { description(per: 1) }
    }

    /// The tableau's composition now (a walk over every row: for measurements, not for a hot path).
    package var composition: Composition {
        let t = tableau
        var c = Composition()
        var holders = [UInt8](repeating: 0, count: t.kinds.count)
        for s in t.kinds.indices {
            switch t.kinds[s] {
            case .external: c.variables += 1
            case .slack: c.slacks += 1
            case .error: c.errors += 1
            case .dummy: c.dummies += 1
            }
            guard t.basic[s] else { continue }
            c.rows += 1
            let row = t.rows[s]
            for k in 0..<row.count {
                let symbol = Int(row.symbol(at: k))
                switch t.kinds[symbol] {
                case .external: c.variableTerms += 1
                case .slack: c.slackTerms += 1
                case .error: c.errorTerms += 1
                case .dummy:
                    c.dummyTerms += 1
                    if holders[symbol] < 3 { holders[symbol] += 1 }
                }
            }
        }
        for s in t.kinds.indices where t.kinds[s] == .dummy {
            switch holders[s] {
            case 1: c.dummiesInOneRow += 1
            case 2: c.dummiesInTwoRows += 1
            case 3: c.dummiesInMoreRows += 1
            default: break
            }
        }
        c.records = t.records.count
        c.dormant = t.dormant.count
        c.objectiveTerms = t.levels.reduce(0) { $0 + $1.row.count }
        return c
    }
}
