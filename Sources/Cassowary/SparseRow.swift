/// Coefficients this close to zero are treated as zero.
let epsilon = 1.0e-8

/// Whether `value` is zero within `epsilon`.
@inline(__always) func nearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}

/// What an update did to one coefficient of a row, so that the column index can follow.
enum TermChange {
    case inserted, removed, updated, none
}

/// A sparse linear row `constant + Σ coefficient × symbol`, stored as two flat arrays.
///
/// Short rows (the common case: most constraints touch two to four variables) are searched linearly;
/// longer rows keep a position index so that a lookup stays O(1). Storage order is deterministic: it
/// depends only on the sequence of updates.
struct SparseRow {
    var constant: Double
    private(set) var symbols: [Int32] = []
    private(set) var coefficients: [Double] = []
    private var positions: PositionIndex? = nil

    private static let indexThreshold = 16

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// A row of distinct symbols with non-zero coefficients, indexed once if long.
    init(constant: Double, symbols: [Int32], coefficients: [Double]) {
        self.constant = constant
        self.symbols = symbols
        self.coefficients = coefficients
        if symbols.count > Self.indexThreshold { positions = PositionIndex(symbols) }
    }

    /// The number of terms.
    @inline(__always) var count: Int { symbols.count }

    /// Whether the row has no terms.
    @inline(__always) var isEmpty: Bool { symbols.isEmpty }

    @inline(__always) func position(of symbol: Int32) -> Int? {
        if let positions { return positions.position(of: symbol, in: symbols) }
        for i in symbols.indices where symbols[i] == symbol { return i }
        return nil
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always) func coefficient(of symbol: Int32) -> Double {
        position(of: symbol).map { coefficients[$0] } ?? 0
    }

    /// Whether `symbol` has a term.
    @inline(__always) func contains(_ symbol: Int32) -> Bool { position(of: symbol) != nil }

    /// Adds `amount` to the coefficient of `symbol`, dropping the term when it becomes zero.
    @discardableResult
    mutating func add(_ symbol: Int32, _ amount: Double) -> TermChange {
        if let i = position(of: symbol) {
            let updated = coefficients[i] + amount
            if nearZero(updated) {
                removeTerm(at: i)
                return .removed
            }
            coefficients[i] = updated
            return .updated
        }
        if nearZero(amount) { return .none }
        append(symbol, amount)
        return .inserted
    }

    /// Appends a term for a symbol the row does not hold yet.
    mutating func append(_ symbol: Int32, _ coefficient: Double) {
        if symbols.capacity == 0 {
            // Most rows hold two to four terms: one allocation instead of growing 1, 2, 4.
            symbols.reserveCapacity(4)
            coefficients.reserveCapacity(4)
        }
        symbols.append(symbol)
        coefficients.append(coefficient)
        if positions != nil {
            positions!.insert(symbol, in: symbols)
        } else if symbols.count > Self.indexThreshold {
            positions = PositionIndex(symbols)
        }
    }


    /// Removes the term of `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        let c = coefficients[i]
        removeTerm(at: i)
        return c
    }

    private mutating func removeTerm(at i: Int) {
        let last = symbols.count - 1
        positions?.remove(symbols[i], in: symbols)
        if i != last {
            positions?.move(symbols[last], to: i, in: symbols)
            symbols[i] = symbols[last]
            coefficients[i] = coefficients[last]
        }
        symbols.removeLast()
        coefficients.removeLast()
        if positions != nil && symbols.count < Self.indexThreshold / 2 { positions = nil }
    }

    /// Multiplies every coefficient and the constant by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }
}

/// A set of symbols (the rows that hold one symbol), with O(1) insert and remove, read as a collection.
struct SymbolSet: RandomAccessCollection {
    private var items: [Int32] = []
    private var positions: PositionIndex? = nil
    private static let indexThreshold = 16

    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { items.count }
    @inline(__always) subscript(i: Int) -> Int32 { items[i] }

    private func position(of s: Int32) -> Int? {
        if let positions { return positions.position(of: s, in: items) }
        for i in items.indices where items[i] == s { return i }
        return nil
    }

    /// Whether `s` is in the set.
    func contains(_ s: Int32) -> Bool { position(of: s) != nil }

    mutating func insert(_ s: Int32) {
        if position(of: s) != nil { return }
        insertNew(s)
    }

    /// Inserts `s`, which the caller knows is not in the set.
    mutating func insertNew(_ s: Int32) {
        if items.capacity == 0 { items.reserveCapacity(4) }
        items.append(s)
        if positions != nil {
            positions!.insert(s, in: items)
        } else if items.count > Self.indexThreshold {
            positions = PositionIndex(items)
        }
    }

    mutating func remove(_ s: Int32) {
        guard let i = position(of: s) else { return }
        let last = items.count - 1
        positions?.remove(s, in: items)
        if i != last {
            positions?.move(items[last], to: i, in: items)
            items[i] = items[last]
        }
        items.removeLast()
        if positions != nil && items.count < Self.indexThreshold / 2 { positions = nil }
    }
}

/// A binary heap of symbols that pops the highest key first. Without a key, the smallest symbol comes first
/// (Bland's rule for entering symbols, with lazy deletion by the caller); with ranks as keys, factored rows
/// are expanded highest rank first.
struct SymbolHeap {
    private var heap: [(key: Int64, symbol: Int32)] = []

    var isEmpty: Bool { heap.isEmpty }

    mutating func removeAll() { heap.removeAll(keepingCapacity: true) }

    /// Adds `s`, keyed so that smaller symbols pop first.
    mutating func push(_ s: Int32) { push(s, key: -Int64(s)) }

    /// Adds `s` with `key`; higher keys pop first.
    mutating func push(_ s: Int32, key: Int64) {
        heap.append((key, s))
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if heap[parent].key >= heap[i].key { break }
            heap.swapAt(parent, i)
            i = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < heap.count && heap[l].key > heap[m].key { m = l }
                if r < heap.count && heap[r].key > heap[m].key { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        return top.symbol
    }
}
