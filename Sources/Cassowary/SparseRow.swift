/// Coefficients this close to zero are treated as zero.
let epsilon = 1.0e-8

/// How far from zero a constraint's residual (its left side minus its right side at the solution) may be for
/// the constraint to hold, given `size`, the sum of the magnitudes of its terms and constant there: `epsilon`
/// (1e-8) absolutely up to magnitudes of 1,000, and 1e-11 of the size above. This is the one rule for whether
/// an inequality holds (a dormant one, or one about to rest): required constraints stay exact at layout
/// magnitudes (at 1e8, `x == 1e8` and `x <= 1e8 - 1` conflict; rounding in a sum of a few terms is below 1e-15
/// of their size). Inside the tableau, coefficients and row constants below `epsilon` count as zero.
@inline(__always) func residualTolerance(size: Double) -> Double {
    epsilon * max(1, size * 1e-3)
}

/// Whether `value` is zero within `epsilon`.
@inline(__always) func nearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}

/// What an update did to one coefficient of a row, so that the column index can follow.
enum TermChange {
    case inserted, removed, updated, none
}

/// A sparse linear row `constant + Σ coefficient × symbol`.
///
/// The terms and the constant live in one allocation (a header with the constant, then symbols, then
/// coefficients), shared copy-on-write like an array's storage; a row with no terms and a zero constant allocates
/// nothing. One block per row instead of an array each for symbols and coefficients halves the allocations and
/// saves a third of a row's memory. This is the row being built or changed, the objective's and the long rows of
/// the tableau; the tableau keeps its short rows in the same layout in a pool (`RowTable`, `RowPool`). Short rows are searched
/// linearly; longer rows keep a position index so that a lookup stays O(1). Storage order is deterministic: it
/// depends only on the sequence of updates.
struct SparseRow {
    fileprivate private(set) var storage: Storage?

    /// The block: a header, then `capacity` symbols (Int32, in the first `(capacity + 1) / 2` elements), then
    /// `capacity` coefficients, then, when `capacity` exceeds `indexThreshold`, one element for the position index
    /// (so that the header of a short row, most rows, stays 16 bytes).
    fileprivate final class Storage: ManagedBuffer<Header, Double> {
        deinit {
            if let positions = SparseRow.positions(self) { positions.deinitialize(count: 1) }
        }
    }

    /// The header of a block or of a slot of the tableau's `RowPool`: both lay a row out the same way (the
    /// header, then the symbols, then the coefficients), so that `RowView` reads either.
    struct Header {
        var count: Int32
        let capacity: Int32
        var constant: Double
    }

    /// Rows longer than this keep a position index (and a block of their own in the tableau, see `RowTable`). At 16,
    /// the form's rows of 30 terms and the grid's of 21 each took a block with a 64-slot index (about 600 bytes
    /// where a pool slot takes 376); read by a scan instead, the solver's own card list took 3.5 % fewer
    /// instructions to build.
    static let indexThreshold = 32

    init(constant: Double = 0) {
        if constant != 0 { storage = Self.allocate(0, constant: constant) }
    }

    /// An empty row with room for `capacity` terms.
    init(constant: Double, capacity: Int) {
        if capacity > 0 || constant != 0 { storage = Self.allocate(capacity, constant: constant) }
    }

    /// A block for at least `minimumCapacity` terms, at least 2. An odd room leaves half an element of the
    /// symbols unused rather than rounding up: a block for three terms (a constraint's two terms and its marker)
    /// takes 72 bytes, which the allocator rounds to 80, not 96.
    private static func allocate(_ minimumCapacity: Int, constant: Double) -> Storage {
        let capacity = max(2, minimumCapacity)
        let indexed = capacity > indexThreshold
        let block = unsafeDowncast(
            Storage.create(minimumCapacity: capacity + (capacity + 1) / 2 + (indexed ? 1 : 0)) { _ in
                Header(count: 0, capacity: Int32(capacity), constant: constant)
            }, to: Storage.self)
        block.withUnsafeMutablePointerToElements {
            _ = UnsafeMutableRawPointer($0).bindMemory(to: Int32.self, capacity: capacity)
            if indexed {
                UnsafeMutableRawPointer($0 + capacity + (capacity + 1) / 2).bindMemory(to: PositionIndex?.self, capacity: 1)
                    .initialize(to: nil)
            }
        }
        assert(!indexed || UnsafeMutableRawPointer(positions(block)!) == UnsafeMutableRawPointer(coefficientBase(block) + capacity))
        return block
    }

    /// Where a block of more than `indexThreshold` terms keeps its position index (nil for a shorter block).
    @inline(__always) fileprivate static func positions(_ block: Storage) -> UnsafeMutablePointer<PositionIndex?>? {
        // From the header's address (the elements follow it), so that an unretained block is not retained here.
        positions(header: header(block))
    }

    /// Where the row laid out at `header` keeps its position index (nil when its room is `indexThreshold` terms or less).
    @inline(__always) static func positions(header: UnsafeMutablePointer<Header>) -> UnsafeMutablePointer<PositionIndex?>? {
        let capacity = Int(header.pointee.capacity)
        guard capacity > indexThreshold else { return nil }
        let elements = UnsafeMutableRawPointer(header) + MemoryLayout<Header>.stride
        return (elements + 8 * (capacity + (capacity + 1) / 2)).assumingMemoryBound(to: PositionIndex?.self)
    }

    /// The constant term (stored in the block: a row without one reads 0, and setting a non-zero constant on it
    /// makes one).
    var constant: Double {
        @inline(__always) get {
            if storage == nil { return 0 }
            unowned(unsafe) let block = storage.unsafelyUnwrapped  // `storage` keeps it alive
            return Self.header(block).pointee.constant
        }
        set {
            if storage == nil {
                if newValue != 0 { storage = Self.allocate(0, constant: newValue) }
                return
            }
            makeUnique(minimumCapacity: 0)
            unowned(unsafe) let block = storage.unsafelyUnwrapped  // `storage` keeps it alive
            Self.header(block).pointee.constant = newValue
        }
    }

    /// The header, read and written in place (no exclusivity check: the row owns its storage when it writes).
    @inline(__always) private static func header(_ block: Storage) -> UnsafeMutablePointer<Header> {
        block.withUnsafeMutablePointerToHeader { $0 }
    }

    @inline(__always) private static func symbolBase(_ block: Storage) -> UnsafeMutablePointer<Int32> {
        block.withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0).assumingMemoryBound(to: Int32.self) }
    }

    @inline(__always) private static func coefficientBase(_ block: Storage) -> UnsafeMutablePointer<Double> {
        block.withUnsafeMutablePointers { header, elements in elements + (Int(header.pointee.capacity) + 1) / 2 }
    }

    /// The address of the block's header (nil without a block), for `RowTable`, which keeps long rows as blocks.
    var headerAddress: UnsafeMutablePointer<Header>? { storage.map(Self.header) }

    /// The number of terms.
    @inline(__always) var count: Int { storage.map { Int(Self.header($0).pointee.count) } ?? 0 }

    /// Whether the row has no terms.
    @inline(__always) var isEmpty: Bool { count == 0 }

    /// The symbol of the term at `index`.
    @inline(__always) func symbol(at index: Int) -> Int32 {
        assert(index >= 0 && index < count)
        return Self.symbolBase(storage.unsafelyUnwrapped)[index]
    }

    /// The coefficient of the term at `index`.
    @inline(__always) func coefficient(at index: Int) -> Double {
        assert(index >= 0 && index < count)
        return Self.coefficientBase(storage.unsafelyUnwrapped)[index]
    }

    /// The symbols of the terms, in storage order.
    var symbols: Terms<Int32> { Terms(row: self, base: storage.map(Self.symbolBase)) }

    /// The coefficients of the terms, in the order of `symbols`.
    var coefficients: Terms<Double> { Terms(row: self, base: storage.map(Self.coefficientBase)) }

    /// One side of a row's terms (its symbols or its coefficients), read in place.
    struct Terms<Element>: RandomAccessCollection {
        /// Keeps the row's storage alive while the view reads it.
        private let row: SparseRow
        private let base: UnsafeMutablePointer<Element>?
        let endIndex: Int
        @inline(__always) var startIndex: Int { 0 }
        @inline(__always) subscript(index: Int) -> Element { base.unsafelyUnwrapped[index] }

        /// The elements as a buffer, for copying them out in one go.
        func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R? {
            try body(UnsafeBufferPointer(start: base, count: endIndex))
        }

        fileprivate init(row: SparseRow, base: UnsafeMutablePointer<Element>?) {
            self.row = row
            self.base = base
            endIndex = row.count
        }

        /// A view of `count` elements at `base` that something else keeps alive (a row of the pool).
        init(base: UnsafeMutablePointer<Element>, count: Int) {
            row = SparseRow()
            self.base = base
            endIndex = count
        }
    }

    /// The symbols of the storage, for the position index.
    @inline(__always) private static func keys(_ block: Storage) -> UnsafeMutableBufferPointer<Int32> {
        UnsafeMutableBufferPointer(start: symbolBase(block), count: Int(Self.header(block).pointee.count))
    }

    @inline(__always) func position(of symbol: Int32) -> Int? {
        guard let block = storage else { return nil }
        let header = Self.header(block)
        if let positions = Self.positions(block), let index = positions.pointee {
            return index.position(of: symbol, in: Self.keys(block))
        }
        let symbols = Self.symbolBase(block)
        for i in 0..<Int(header.pointee.count) where symbols[i] == symbol { return i }
        return nil
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always) func coefficient(of symbol: Int32) -> Double {
        position(of: symbol).map { coefficient(at: $0) } ?? 0
    }

    /// Whether `symbol` has a term.
    @inline(__always) func contains(_ symbol: Int32) -> Bool { position(of: symbol) != nil }

    /// Makes the storage this row's own, with room for at least `minimumCapacity` terms.
    @inline(__always) private mutating func makeUnique(minimumCapacity: Int) {
        if isKnownUniquelyReferenced(&storage),
            Int(Self.header(storage.unsafelyUnwrapped).pointee.capacity) >= minimumCapacity
        {
            return
        }
        reallocate(minimumCapacity: minimumCapacity)
    }

    private mutating func reallocate(minimumCapacity: Int) {
        let count = self.count
        let capacity = storage.map { Int(Self.header($0).pointee.capacity) } ?? 0
        let block = Self.allocate(
            minimumCapacity > capacity ? max(minimumCapacity, 2 * capacity) : capacity, constant: constant)
        if let old = storage {
            Self.symbolBase(block).update(from: Self.symbolBase(old), count: count)
            Self.coefficientBase(block).update(from: Self.coefficientBase(old), count: count)
            Self.header(block).pointee.count = Int32(count)
            if let index = Self.positions(old)?.pointee { Self.positions(block).unsafelyUnwrapped.pointee = index }
        }
        storage = block
    }

    /// Adds `amount` to the coefficient of `symbol`, dropping the term when it becomes zero.
    @discardableResult
    mutating func add(_ symbol: Int32, _ amount: Double) -> TermChange {
        if let i = position(of: symbol) {
            makeUnique(minimumCapacity: count)
            let coefficients = Self.coefficientBase(storage.unsafelyUnwrapped)
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
        let count = self.count
        makeUnique(minimumCapacity: count + 1)
        unowned(unsafe) let block = storage.unsafelyUnwrapped  // `storage` keeps it alive
        Self.symbolBase(block)[count] = symbol
        Self.coefficientBase(block)[count] = coefficient
        let header = Self.header(block)
        header.pointee.count = Int32(count + 1)
        guard let positions = Self.positions(block) else { return }
        if positions.pointee != nil {
            positions.pointee!.insert(symbol, in: Self.keys(block))
        } else if count + 1 > Self.indexThreshold {
            positions.pointee = PositionIndex(Self.keys(block), room: Int(header.pointee.capacity))
        }
    }

    /// Appends a term for a symbol the row does not hold yet, into room reserved by `init(constant:capacity:)`
    /// and without indexing: a row built this way calls `indexIfLong()` once its terms are in.
    @inline(__always) mutating func appendUnindexed(_ symbol: Int32, _ coefficient: Double) {
        unowned(unsafe) let block = storage.unsafelyUnwrapped  // `storage` keeps it alive
        let header = Self.header(block)
        let count = Int(header.pointee.count)
        assert(count < Int(header.pointee.capacity) && Self.positions(block)?.pointee == nil)
        Self.symbolBase(block)[count] = symbol
        Self.coefficientBase(block)[count] = coefficient
        header.pointee.count = Int32(count + 1)
    }

    /// Indexes a row built with `appendUnindexed` when it is long.
    mutating func indexIfLong() {
        guard let block = storage, count > Self.indexThreshold else { return }
        Self.positions(block).unsafelyUnwrapped.pointee = PositionIndex(Self.keys(block))
    }

    /// The room of the block for terms (0 without one), for tests.
    var capacity: Int { storage.map { Int(Self.header($0).pointee.capacity) } ?? 0 }

    /// A copy of the row read through `view`, in a new block of exactly its size (none for a row with no terms
    /// and a zero constant): a row of the pool taken out of it.
    init(copying view: RowView) {
        let count = view.count
        guard count > 0 || view.constant != 0 else { return }
        let block = Self.allocate(count, constant: view.constant)
        Self.symbolBase(block).update(from: view.symbolBase, count: count)
        Self.coefficientBase(block).update(from: view.coefficientBase, count: count)
        Self.header(block).pointee.count = Int32(count)
        storage = block
        indexIfLong()
    }

    /// Empties the row and fills it with a copy of the row read through `view`, in its own block when unshared
    /// and large enough for `room` terms (see `reset`), not indexed however long: for rows taken out of the pool
    /// to be changed and put back (`RowTable.take`), which are at most `indexThreshold` terms long.
    mutating func reset(copying view: RowView, room: Int) {
        let count = view.count
        reset(constant: view.constant, capacity: max(2, room, count))
        unowned(unsafe) let block = storage.unsafelyUnwrapped  // `storage` keeps it alive
        Self.symbolBase(block).update(from: view.symbolBase, count: count)
        Self.coefficientBase(block).update(from: view.coefficientBase, count: count)
        Self.header(block).pointee.count = Int32(count)
        indexIfLong()
    }

    /// A copy of the row in a new block of exactly its size (a row with no terms and a zero constant takes none).
    func exactCopy() -> SparseRow {
        let count = self.count
        guard count > 0 || constant != 0 else { return SparseRow() }
        unowned(unsafe) let old = storage.unsafelyUnwrapped  // `storage` keeps it alive
        var copy = SparseRow()
        let block = Self.allocate(count, constant: Self.header(old).pointee.constant)
        let (symbols, coefficients) = (Self.symbolBase(old), Self.coefficientBase(old))
        let (newSymbols, newCoefficients) = (Self.symbolBase(block), Self.coefficientBase(block))
        for k in 0..<count {
            newSymbols[k] = symbols[k]
            newCoefficients[k] = coefficients[k]
        }
        Self.header(block).pointee.count = Int32(count)
        copy.storage = block
        copy.indexIfLong()
        return copy
    }

    /// The row solved for `symbol` (`0 = row` as `symbol = …`: its term taken out, the rest divided by minus its
    /// coefficient), in a new block of exactly its size or room for `room` terms when more: the terms and values
    /// that `remove(symbol)` and then `scale(by: -1 / coefficient)` leave (the last term in the removed one's
    /// place), without the room the removed term took. With `buffer`, in its block when that is unshared and
    /// large enough (see `reset`): a row the tableau copies into its pool (`RowTable.store`) then costs no
    /// allocation.
    func solved(for symbol: Int32, room: Int = 0, reusing buffer: consuming SparseRow = SparseRow()) -> SparseRow {
        guard storage != nil else { return SparseRow() }
        unowned(unsafe) let old = storage.unsafelyUnwrapped  // `storage` keeps it alive
        let count = self.count
        let removed = position(of: symbol)
        let kept = removed == nil ? count : count - 1
        let factor = -1 / (removed.map { Self.coefficientBase(old)[$0] } ?? 0)
        var result = buffer
        result.reset(constant: Self.header(old).pointee.constant * factor, capacity: max(2, kept, room))
        unowned(unsafe) let block = result.storage.unsafelyUnwrapped  // `result` keeps it alive
        let (symbols, coefficients) = (Self.symbolBase(old), Self.coefficientBase(old))
        let (newSymbols, newCoefficients) = (Self.symbolBase(block), Self.coefficientBase(block))
        for k in 0..<kept {
            let from = k == removed ? count - 1 : k
            newSymbols[k] = symbols[from]
            newCoefficients[k] = coefficients[from] * factor
        }
        Self.header(block).pointee.count = Int32(kept)
        if kept > Self.indexThreshold { result.indexIfLong() }
        return result
    }

    /// Empties the row to be built again, with `constant` and room for `capacity` terms: in its own block when
    /// no other row shares it and it is large enough (no allocation), otherwise in a new one.
    mutating func reset(constant: Double, capacity: Int) {
        if isKnownUniquelyReferenced(&storage), Int(Self.header(storage.unsafelyUnwrapped).pointee.capacity) >= capacity {
            unowned(unsafe) let block = storage.unsafelyUnwrapped  // `storage` keeps it alive
            let header = Self.header(block)
            header.pointee.count = 0
            header.pointee.constant = constant
            if let positions = Self.positions(block) { positions.pointee = nil }
            return
        }
        self = SparseRow(constant: constant, capacity: capacity)
    }

    /// Removes the term of `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        makeUnique(minimumCapacity: count)
        let c = coefficient(at: i)
        removeTerm(at: i)
        return c
    }

    /// Removes the term at `i` of storage already unique, moving the last term into its place.
    private mutating func removeTerm(at i: Int) {
        unowned(unsafe) let block = storage.unsafelyUnwrapped  // `storage` keeps it alive
        let symbols = Self.symbolBase(block)
        let coefficients = Self.coefficientBase(block)
        let header = Self.header(block)
        let keys = Self.keys(block)
        let last = Int(header.pointee.count) - 1
        let positions = Self.positions(block)
        positions?.pointee?.remove(symbols[i], in: keys)
        if i != last {
            positions?.pointee?.move(symbols[last], to: i, in: keys)
            symbols[i] = symbols[last]
            coefficients[i] = coefficients[last]
        }
        header.pointee.count = Int32(last)
        if let positions, positions.pointee != nil && last < Self.indexThreshold / 2 { positions.pointee = nil }
    }

    /// Multiplies every coefficient and the constant by `factor`.
    mutating func scale(by factor: Double) {
        guard storage != nil else { return }
        makeUnique(minimumCapacity: count)
        Self.header(storage.unsafelyUnwrapped).pointee.constant *= factor
        let coefficients = Self.coefficientBase(storage.unsafelyUnwrapped)
        for i in 0..<count { coefficients[i] *= factor }
    }
}

/// A binary heap of symbols that pops the highest key first. Without a key, the smallest symbol comes first
/// (Bland's rule for entering symbols, with lazy deletion by the caller); with ranks as keys, factored rows
/// are expanded highest rank first.
struct SymbolHeap {
    private var heap: [(key: Int64, symbol: Int32)] = []

    var isEmpty: Bool { heap.isEmpty }

    /// The highest key (nil when empty).
    var topKey: Int64? { heap.first?.key }

    /// Whether a symbol in the heap satisfies `predicate`.
    func contains(where predicate: (Int32) -> Bool) -> Bool { heap.contains { predicate($0.symbol) } }

    mutating func removeAll() { heap.removeAll(keepingCapacity: true) }

    /// Adds `s`, keyed so that smaller symbols pop first.
    mutating func push(_ s: Int32) { push(s, key: -Int64(s)) }

    /// Adds `s` with `key`; higher keys pop first.
    mutating func push(_ s: Int32, key: Int64) {
        heap.append((key, s))
        heap.withUnsafeMutableBufferPointer { heap in
            // Sift up: parents with lower keys move down into the hole.
            var i = heap.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                if heap[parent].key >= key { break }
                heap[i] = heap[parent]
                i = parent
            }
            heap[i] = (key, s)
        }
    }

    mutating func pop() -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap.withUnsafeMutableBufferPointer { heap in
                // Sift down: the higher child moves up into the hole while it outranks `last`.
                let n = heap.count
                var i = 0
                while true {
                    let l = 2 * i + 1
                    if l >= n { break }
                    let m = l + 1 < n && heap[l + 1].key > heap[l].key ? l + 1 : l
                    if heap[m].key <= last.key { break }
                    heap[i] = heap[m]
                    i = m
                }
                heap[i] = last
            }
        }
        return top.symbol
    }
}
