/// What reading a row takes: a standalone `SparseRow` and a row of the tableau read in place (`RowView`) both
/// offer it, so that code that only reads a row (adding it into another, into the objective, copying its terms)
/// takes either.
protocol RowReading {
    /// The constant term.
    var constant: Double { get }
    /// The number of terms.
    var count: Int { get }
    /// The symbol of the term at `index`.
    func symbol(at index: Int) -> Int32
    /// The coefficient of the term at `index`.
    func coefficient(at index: Int) -> Double
    /// The index of the term of `symbol`, or nil.
    func position(of symbol: Int32) -> Int?
    /// The symbols of the terms, in storage order.
    var symbols: SparseRow.Terms<Int32> { get }
}

extension RowReading {
    /// Whether the row has no terms.
    @inline(__always) var isEmpty: Bool { count == 0 }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always) func coefficient(of symbol: Int32) -> Double {
        position(of: symbol).map { coefficient(at: $0) } ?? 0
    }

    /// Whether `symbol` has a term.
    @inline(__always) func contains(_ symbol: Int32) -> Bool { position(of: symbol) != nil }
}

extension SparseRow: RowReading {}

/// A row of the tableau read in place (a slot of its `RowPool`, or the block of a long row), borrowed: valid
/// until that row changes. Code that keeps a row across a change of it copies it (`SparseRow(copying:)`).
struct RowView: RowReading {
    /// The row's header; its symbols and coefficients follow it as in a `SparseRow`'s block.
    let header: UnsafeMutablePointer<SparseRow.Header>

    @inline(__always) var constant: Double { header.pointee.constant }
    @inline(__always) var count: Int { Int(header.pointee.count) }
    /// The room for terms: the slot's size class, or the block's room.
    @inline(__always) var capacity: Int { Int(header.pointee.capacity) }

    @inline(__always) var symbolBase: UnsafeMutablePointer<Int32> {
        UnsafeMutableRawPointer(header + 1).assumingMemoryBound(to: Int32.self)
    }

    @inline(__always) var coefficientBase: UnsafeMutablePointer<Double> {
        UnsafeMutableRawPointer(header + 1).assumingMemoryBound(to: Double.self) + (capacity + 1) / 2
    }

    @inline(__always) func symbol(at index: Int) -> Int32 {
        assert(index >= 0 && index < count)
        return symbolBase[index]
    }

    @inline(__always) func coefficient(at index: Int) -> Double {
        assert(index >= 0 && index < count)
        return coefficientBase[index]
    }

    @inline(__always) func position(of symbol: Int32) -> Int? {
        if capacity > SparseRow.indexThreshold, let index = SparseRow.positions(header: header).unsafelyUnwrapped.pointee {
            return index.position(of: symbol, in: UnsafeMutableBufferPointer(start: symbolBase, count: count))
        }
        let symbols = symbolBase
        for i in 0..<count where symbols[i] == symbol { return i }
        return nil
    }

    var symbols: SparseRow.Terms<Int32> { SparseRow.Terms(base: symbolBase, count: count) }
    var coefficients: SparseRow.Terms<Double> { SparseRow.Terms(base: coefficientBase, count: count) }
}

/// Memory for the tableau's short rows: slots laid out as a `SparseRow`'s block (a 16-byte header, the symbols two
/// to an 8-byte element, then the coefficients), one size class for each room from 0 to 16 terms, carved from
/// slabs that never move and reused through a free list per class.
///
/// A block of its own costs a row 16 bytes of object header and 8 of malloc's, and malloc rounds it to 16: on the
/// card list at 100,000 views the 399,742 rows (1 to 6 terms) took 29.8 MB of chunks, 19.2 MB in slots. Rows
/// are kept at exactly their size (a row that grows or shrinks moves to the slot of its new size), so a class
/// holds only rows of its length, and a slot freed by one row serves the next of that length.
final class RowPool {
    /// The state of one size class.
    private struct SizeClass {
        /// The first free slot; a free slot keeps the next one's address in its header's constant.
        var free: UnsafeMutableRawPointer?
        /// The next unused slot of the class's newest slab, and how many follow it.
        var fresh: UnsafeMutableRawPointer?
        var freshLeft = 0
        /// How many slots the class has carved, by which its next slab grows.
        var carved = 0
    }

    /// The classes, in raw storage (no exclusivity or uniqueness checks on the hot path of every row change).
    private let classes: UnsafeMutablePointer<SizeClass>
    /// Every slab, for `deinit`.
    @exclusivity(unchecked) private var slabs: [UnsafeMutableRawPointer] = []

    init() {
        classes = .allocate(capacity: SparseRow.indexThreshold + 1)
        classes.initialize(repeating: SizeClass(), count: SparseRow.indexThreshold + 1)
    }

    deinit {
        for slab in slabs { slab.deallocate() }
        classes.deallocate()
    }

    /// The size of a slot for `capacity` terms: the header, the symbols rounded up to 8 bytes, the coefficients.
    @inline(__always) static func slotSize(_ capacity: Int) -> Int {
        MemoryLayout<SparseRow.Header>.stride + 8 * ((capacity + 1) / 2) + 8 * capacity
    }

    /// A slot for exactly `capacity` terms (at most 16), holding no term and `constant`.
    @inline(__always) func allocate(capacity: Int, constant: Double) -> UnsafeMutablePointer<SparseRow.Header> {
        assert(capacity >= 0 && capacity <= SparseRow.indexThreshold)
        let sizeClass = classes + capacity
        let slot: UnsafeMutableRawPointer
        if let free = sizeClass.pointee.free {
            let link = free.assumingMemoryBound(to: SparseRow.Header.self).pointee.constant.bitPattern
            sizeClass.pointee.free = UnsafeMutableRawPointer(bitPattern: UInt(link))
            slot = free
        } else {
            if sizeClass.pointee.freshLeft == 0 { carveSlab(capacity) }
            slot = sizeClass.pointee.fresh.unsafelyUnwrapped
            sizeClass.pointee.fresh = slot + Self.slotSize(capacity)
            sizeClass.pointee.freshLeft -= 1
        }
        let header = slot.bindMemory(to: SparseRow.Header.self, capacity: 1)
        header.initialize(to: SparseRow.Header(count: 0, capacity: Int32(capacity), constant: constant))
        return header
    }

    /// A new slab for a class: as many slots as the class has carved so far (at least 16, at most 4,096), so
    /// that a small solver takes little and a large one few slabs.
    private func carveSlab(_ capacity: Int) {
        let sizeClass = classes + capacity
        let slots = min(4_096, max(16, sizeClass.pointee.carved))
        let slab = UnsafeMutableRawPointer.allocate(byteCount: slots * Self.slotSize(capacity), alignment: 16)
        slabs.append(slab)
        sizeClass.pointee.fresh = slab
        sizeClass.pointee.freshLeft = slots
        sizeClass.pointee.carved += slots
    }

    /// Gives back the slot at `header` (one of this pool's) to its class.
    @inline(__always) func free(_ header: UnsafeMutablePointer<SparseRow.Header>) {
        let sizeClass = classes + Int(header.pointee.capacity)
        assert(header.pointee.capacity <= SparseRow.indexThreshold)
        header.pointee.constant = Double(bitPattern: UInt64(UInt(bitPattern: sizeClass.pointee.free)))
        sizeClass.pointee.free = UnsafeMutableRawPointer(header)
    }
}

/// The row of each symbol: a slot of the `RowPool` for a row of up to 16 terms, a `SparseRow` block of its own
/// for a longer one (which keeps a position index, and grows in place), and a shared empty header for a row with
/// no terms and a zero constant (every parametric symbol's). One address a symbol, read as a `RowView`.
///
/// Rows are not values here: reading one borrows it (valid until it changes), and every change goes through
/// these methods, which keep each short row in a slot of exactly its size.
final class RowTable: RandomAccessCollection {
    /// The header of each symbol's row.
    private let headers = SymbolColumn<UnsafeMutablePointer<SparseRow.Header>>()
    /// The blocks of the long rows, by symbol.
    @exclusivity(unchecked) private var long: [Int32: SparseRow] = [:]
    private let pool = RowPool()
    /// The header of every empty row (no terms, a zero constant), never written.
    private let empty: UnsafeMutablePointer<SparseRow.Header>

    init() {
        empty = .allocate(capacity: 1)
        empty.initialize(to: SparseRow.Header(count: 0, capacity: 0, constant: 0))
    }

    deinit { empty.deallocate() }

    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { headers.count }

    /// The row of symbol `s`, borrowed.
    @inline(__always) subscript(s: Int) -> RowView { RowView(header: headers[s]) }

    /// The rows read through the table's storage, without the class's checks.
    struct UnsafeRows {
        let headers: UnsafeMutablePointer<UnsafeMutablePointer<SparseRow.Header>>
        @inline(__always) subscript(s: Int) -> RowView { RowView(header: headers[s]) }
    }

    /// Calls `body` with the rows read through the table's storage, for a hot loop that adds no symbol and
    /// changes no row meanwhile.
    @inline(__always) func withUnsafeRows<R>(_ body: (UnsafeRows) throws -> R) rethrows -> R {
        try body(UnsafeRows(headers: headers.unsafeEntries))
    }

    /// Adds a new symbol's row, empty.
    func appendEmpty() { headers.append(empty) }

    /// Drops the last symbol's row (a symbol taken back by `unmake`).
    func removeLast() {
        release(Int32(headers.count - 1))
        headers.removeLast()
    }

    /// Makes room for the rows of `symbols` symbols.
    func reserve(_ symbols: Int) { headers.reserve(symbols) }

    /// Whether the row at `header` is a block of its own (its room is past the pool's largest class).
    @inline(__always) private static func isLong(_ header: UnsafeMutablePointer<SparseRow.Header>) -> Bool {
        header.pointee.capacity > Int32(SparseRow.indexThreshold)
    }

    /// Makes `row` the row of `s`, which is empty: a short row is copied into a slot of its size (`row` keeps its
    /// block, for the caller to reuse), a long one keeps its block. Returns whether `row` was copied.
    @discardableResult
    func store(_ s: Int32, _ row: SparseRow) -> Bool {
        assert(headers[Int(s)] == empty)
        let count = row.count
        if count > SparseRow.indexThreshold {
            headers[Int(s)] = row.headerAddress.unsafelyUnwrapped
            long[s] = row
            return false
        }
        if count == 0 && row.constant == 0 { return true }
        let header = pool.allocate(capacity: count, constant: row.constant)
        let view = RowView(header: header)
        for k in 0..<count {
            view.symbolBase[k] = row.symbol(at: k)
            view.coefficientBase[k] = row.coefficient(at: k)
        }
        header.pointee.count = Int32(count)
        headers[Int(s)] = header
        return true
    }

    /// Empties the row of `s`, giving its slot back to the pool or dropping its block.
    func release(_ s: Int32) {
        let header = headers[Int(s)]
        if header == empty { return }
        if Self.isLong(header) { long[s] = nil } else { pool.free(header) }
        headers[Int(s)] = empty
    }

    /// Moves the row of `s` into `row` and empties it: a long row's block is handed over, a short row copied into
    /// `row`'s block when that is unshared and has room for `room` terms (see `SparseRow.reset`).
    func take(_ s: Int32, into row: inout SparseRow, room: Int = 0) {
        let header = headers[Int(s)]
        if Self.isLong(header) {
            row = long.removeValue(forKey: s).unsafelyUnwrapped
            headers[Int(s)] = empty
            return
        }
        if header == empty {
            row.reset(constant: 0, capacity: room)
            return
        }
        row.reset(copying: RowView(header: header), room: room)
        pool.free(header)
        headers[Int(s)] = empty
    }

    /// A copy of the row of `s`, kept across changes of it (the undo log's): a long row's block shared (copied
    /// when either changes), a short row copied out of its slot.
    func copy(_ s: Int32) -> SparseRow {
        let header = headers[Int(s)]
        return Self.isLong(header) ? long[s].unsafelyUnwrapped : SparseRow(copying: RowView(header: header))
    }

    /// Adds `amount` to the constant of the row of `s`, in place.
    func shiftConstant(_ s: Int32, by amount: Double) {
        let header = headers[Int(s)]
        if Self.isLong(header) {
            long[s]!.constant += amount
            headers[Int(s)] = long[s].unsafelyUnwrapped.headerAddress.unsafelyUnwrapped
        } else if header == empty {
            // No slot yet: one of no terms (what a block holding a constant only was).
            if 0 + amount != 0 { headers[Int(s)] = pool.allocate(capacity: 0, constant: 0 + amount) }
        } else {
            header.pointee.constant += amount
        }
    }

    /// Removes the term of `symbol` from the row of `s` (the last term moves into its place) and returns its
    /// coefficient (0 when absent). A short row moves to the slot of its new size.
    func remove(_ symbol: Int32, from s: Int32) -> Double {
        let header = headers[Int(s)]
        if Self.isLong(header) {
            let c = long[s]!.remove(symbol)
            headers[Int(s)] = long[s].unsafelyUnwrapped.headerAddress.unsafelyUnwrapped
            return c
        }
        let view = RowView(header: header)
        guard let i = view.position(of: symbol) else { return 0 }
        let c = view.coefficientBase[i]
        let last = view.count - 1
        let smaller = pool.allocate(capacity: last, constant: view.constant)
        let moved = RowView(header: smaller)
        for k in 0..<last {
            let from = k == i ? last : k
            moved.symbolBase[k] = view.symbolBase[from]
            moved.coefficientBase[k] = view.coefficientBase[from]
        }
        smaller.pointee.count = Int32(last)
        pool.free(header)
        headers[Int(s)] = smaller
        return c
    }
}
