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

    /// The constant term.
    @inline(__always) var constant: Double { header.pointee.constant }
    /// The number of terms.
    @inline(__always) var count: Int { Int(header.pointee.count) }
    /// The room for terms: the slot's size class, or the block's room.
    @inline(__always) var capacity: Int { Int(header.pointee.capacity) }

    /// The symbols, right after the header.
    @inline(__always) var symbolBase: UnsafeMutablePointer<Int32> {
        UnsafeMutableRawPointer(header + 1).assumingMemoryBound(to: Int32.self)
    }

    /// The coefficients, after the symbols' elements (half an element unused after an odd room).
    @inline(__always) var coefficientBase: UnsafeMutablePointer<Double> {
        UnsafeMutableRawPointer(header + 1).assumingMemoryBound(to: Double.self) + (capacity + 1) / 2
    }

    /// The symbol of the term at `index`.
    @inline(__always) func symbol(at index: Int) -> Int32 {
        assert(index >= 0 && index < count)
        return symbolBase[index]
    }

    /// The coefficient of the term at `index`.
    @inline(__always) func coefficient(at index: Int) -> Double {
        assert(index >= 0 && index < count)
        return coefficientBase[index]
    }

    /// The index of the term of `symbol`, or nil: through the position index of a long block, else by a scan.
    @inline(__always) func position(of symbol: Int32) -> Int? {
        if capacity > SparseRow.indexThreshold, let index = SparseRow.positions(header: header).unsafelyUnwrapped.pointee {
            return index.position(of: symbol, in: UnsafeMutableBufferPointer(start: symbolBase, count: count))
        }
        let symbols = symbolBase
        for i in 0..<count where symbols[i] == symbol { return i }
        return nil
    }

    /// The symbols of the terms, in storage order.
    var symbols: SparseRow.Terms<Int32> { SparseRow.Terms(base: symbolBase, count: count) }
    /// The coefficients of the terms, in the order of `symbols`.
    var coefficients: SparseRow.Terms<Double> { SparseRow.Terms(base: coefficientBase, count: count) }
}

/// Memory for the tableau's short rows: slots laid out as a `SparseRow`'s block (a 16-byte header, the symbols two
/// to an 8-byte element, then the coefficients), one size class for each room from 0 to 32 terms
/// (`SparseRow.indexThreshold`), carved from slabs of 32 KiB that never move and reused through a free list per
/// class. A slot is named by a 32-bit handle: an entry of a table of addresses (a slab's start) and an offset in
/// 8-byte units from it.
///
/// A block of its own costs a row 16 bytes of object header and 8 of malloc's, and malloc rounds it to 16: on the
/// card list at 100,000 views the 399,742 rows (1 to 6 terms) took 29.8 MB of chunks, 19.2 MB in slots. Rows
/// are kept at exactly their size (a row that grows or shrinks moves to the slot of its new size), so a class
/// holds only rows of its length, and a slot freed by one row serves the next of that length. A handle instead of
/// an address saves 4 bytes a symbol in the table of rows (8.7 symbols a view on the card list).
///
/// An entry may also hold the header of a block outside the pool (`addEntry`), so that one handle names any row:
/// the tableau's long rows keep their blocks (and their position index) that way. Handle 0 names an empty row
/// (no terms, a zero constant) that is never written.
final class RowPool {
    /// The state of one size class.
    private struct SizeClass {
        /// The handle of the first free slot (0: none); a free slot keeps the next one's in its header's constant.
        var free: UInt32 = 0
    }

    /// How many bits of a handle give the offset in its entry: slabs of 4,096 units of 8 bytes (32 KiB), so that a
    /// small solver takes one and the table of entries stays short (600 slabs for the card list at 100,000 views);
    /// the other 20 bits name up to 1,048,576 entries, slabs and long rows together (32 GiB of slots).
    static let offsetBits: UInt32 = 12
    private static let slabBytes = 8 << offsetBits

    /// The address of each entry (a slab, or a long row's header).
    @exclusivity(unchecked) private(set) var entries: UnsafeMutablePointer<UnsafeMutableRawPointer>
    @exclusivity(unchecked) private var entryCapacity = 16
    @exclusivity(unchecked) private var entryCount = 0
    /// Entries given back by long rows, for the next (entries of slabs are never given back).
    @exclusivity(unchecked) private var freeEntries: [UInt32] = []
    /// The classes, in raw storage (no exclusivity or uniqueness checks on the hot path of every row change).
    private let classes: UnsafeMutablePointer<SizeClass>
    /// The newest slab's entry, and the offset (in 8-byte units) of its unused part.
    @exclusivity(unchecked) private var slab: UInt32 = 0
    @exclusivity(unchecked) private var used = 1 << offsetBits
    /// The slabs and the empty row's header, for `deinit`.
    @exclusivity(unchecked) private var allocations: [UnsafeMutableRawPointer] = []

    init() {
        classes = .allocate(capacity: SparseRow.indexThreshold + 1)
        classes.initialize(repeating: SizeClass(), count: SparseRow.indexThreshold + 1)
        entries = .allocate(capacity: entryCapacity)
        let empty = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<SparseRow.Header>.stride, alignment: MemoryLayout<SparseRow.Header>.alignment)
        empty.bindMemory(to: SparseRow.Header.self, capacity: 1).initialize(
            to: SparseRow.Header(count: 0, capacity: 0, constant: 0))
        allocations.append(empty)
        _ = addEntry(empty)
    }

    deinit {
        for allocation in allocations { allocation.deallocate() }
        entries.deallocate()
        classes.deallocate()
    }

    /// The size of a slot for `capacity` terms: the header, the symbols rounded up to 8 bytes, the coefficients.
    @inline(__always) static func slotSize(_ capacity: Int) -> Int {
        MemoryLayout<SparseRow.Header>.stride + 8 * ((capacity + 1) / 2) + 8 * capacity
    }

    /// The header that `handle` names.
    @inline(__always) func header(_ handle: UInt32) -> UnsafeMutablePointer<SparseRow.Header> {
        Self.header(handle, in: entries)
    }

    /// The header that `handle` names, read through the table of entries `entries`.
    @inline(__always) static func header(
        _ handle: UInt32, in entries: UnsafeMutablePointer<UnsafeMutableRawPointer>
    ) -> UnsafeMutablePointer<SparseRow.Header> {
        (entries[Int(handle >> offsetBits)] + 8 * Int(handle & (1 << offsetBits - 1)))
            .assumingMemoryBound(to: SparseRow.Header.self)
    }

    /// A new entry for `address`; returns its handle (offset 0).
    func addEntry(_ address: UnsafeMutableRawPointer) -> UInt32 {
        let index: Int
        if let reused = freeEntries.popLast() {
            index = Int(reused)
        } else {
            precondition(entryCount < 1 << (32 - Self.offsetBits), "RowPool: more than 2^20 slabs and long rows")
            if entryCount == entryCapacity {
                let bigger = UnsafeMutablePointer<UnsafeMutableRawPointer>.allocate(capacity: 2 * entryCapacity)
                bigger.moveInitialize(from: entries, count: entryCount)
                entries.deallocate()
                entries = bigger
                entryCapacity *= 2
            }
            index = entryCount
            entryCount += 1
        }
        entries[index] = address
        return UInt32(index) << Self.offsetBits
    }

    /// Points the entry of `handle` (from `addEntry`) at `address`.
    @inline(__always) func setEntry(_ handle: UInt32, _ address: UnsafeMutableRawPointer) {
        entries[Int(handle >> Self.offsetBits)] = address
    }

    /// Gives back the entry of `handle` (from `addEntry`), for the next.
    func removeEntry(_ handle: UInt32) { freeEntries.append(handle >> Self.offsetBits) }

    /// A slot for exactly `capacity` terms (at most 16), holding no term and `constant`: its handle and header.
    @inline(__always) func allocate(
        capacity: Int, constant: Double
    ) -> (handle: UInt32, header: UnsafeMutablePointer<SparseRow.Header>) {
        assert(capacity >= 0 && capacity <= SparseRow.indexThreshold)
        let sizeClass = classes + capacity
        let handle: UInt32
        if sizeClass.pointee.free != 0 {
            handle = sizeClass.pointee.free
            sizeClass.pointee.free = UInt32(truncatingIfNeeded: header(handle).pointee.constant.bitPattern)
        } else {
            let units = Self.slotSize(capacity) / 8
            if used + units > 1 << Self.offsetBits {
                let memory = UnsafeMutableRawPointer.allocate(byteCount: Self.slabBytes, alignment: 16)
                allocations.append(memory)
                slab = addEntry(memory)
                used = 0
            }
            handle = slab | UInt32(used)
            used += units
        }
        let header = UnsafeMutableRawPointer(header(handle)).bindMemory(to: SparseRow.Header.self, capacity: 1)
        header.initialize(to: SparseRow.Header(count: 0, capacity: Int32(capacity), constant: constant))
        return (handle, header)
    }

    /// Gives back the slot of `handle` (one of this pool's) to its class.
    @inline(__always) func free(_ handle: UInt32) {
        let header = header(handle)
        assert(handle != 0 && header.pointee.capacity <= SparseRow.indexThreshold)
        let sizeClass = classes + Int(header.pointee.capacity)
        header.pointee.constant = Double(bitPattern: UInt64(sizeClass.pointee.free))
        sizeClass.pointee.free = handle
    }
}

/// The row of each symbol, by a 32-bit handle into the `RowPool`: a slot of its own for a row of up to 32 terms, an
/// entry naming a `SparseRow` block for a longer one (which keeps a position index, and grows in place), and
/// handle 0 for a row with no terms and a zero constant (every parametric symbol's). Read as a `RowView`.
///
/// Rows are not values here: reading one borrows it (valid until it changes), and every change goes through
/// these methods, which keep each short row in a slot of exactly its size.
final class RowTable: RandomAccessCollection {
    /// The handle of each symbol's row.
    private let handles = SymbolColumn<UInt32>()
    /// The blocks of the long rows, by symbol.
    @exclusivity(unchecked) private var long: [Int32: SparseRow] = [:]
    private let pool = RowPool()

    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { handles.count }

    /// The row of symbol `s`, borrowed.
    @inline(__always) subscript(s: Int) -> RowView { RowView(header: pool.header(handles[s])) }

    /// The rows read through the tables' storage, without the classes' checks.
    struct UnsafeRows {
        let handles: UnsafeMutablePointer<UInt32>
        let entries: UnsafeMutablePointer<UnsafeMutableRawPointer>
        @inline(__always) subscript(s: Int) -> RowView { RowView(header: RowPool.header(handles[s], in: entries)) }
    }

    /// Calls `body` with the rows read through the tables' storage, for a hot loop that adds no symbol and
    /// changes no row meanwhile.
    @inline(__always) func withUnsafeRows<R>(_ body: (UnsafeRows) throws -> R) rethrows -> R {
        try body(UnsafeRows(handles: handles.unsafeEntries, entries: pool.entries))
    }

    /// Adds a new symbol's row, empty.
    func appendEmpty() { handles.append(0) }

    /// Drops the last symbol's row (a symbol taken back by `unmake`).
    func removeLast() {
        release(Int32(handles.count - 1))
        handles.removeLast()
    }

    /// Makes room for the rows of `symbols` symbols.
    func reserve(_ symbols: Int) { handles.reserve(symbols) }

    /// Whether the row at `header` is a block of its own (its room is past the pool's largest class).
    @inline(__always) private static func isLong(_ header: UnsafeMutablePointer<SparseRow.Header>) -> Bool {
        header.pointee.capacity > Int32(SparseRow.indexThreshold)
    }

    /// Makes `row` the row of `s`, which is empty: a short row is copied into a slot of its size (`row` keeps its
    /// block, for the caller to reuse), a long one keeps its block, or is copied into one of its size when it has
    /// room to spare (the grid's 9,993 rows of 21 terms in room for 32: 22 bytes a view on the grid, 24 on the
    /// form, and 0.3 % more instructions on the grid). Returns whether `row` was copied.
    @discardableResult
    func store(_ s: Int32, _ row: SparseRow) -> Bool {
        assert(handles[Int(s)] == 0)
        let count = row.count
        if count > SparseRow.indexThreshold {
            let copied = row.capacity > count
            let kept = copied ? row.exactCopy() : row
            handles[Int(s)] = pool.addEntry(UnsafeMutableRawPointer(kept.headerAddress.unsafelyUnwrapped))
            long[s] = kept
            return copied
        }
        if count == 0 && row.constant == 0 { return true }
        let (handle, header) = pool.allocate(capacity: count, constant: row.constant)
        let view = RowView(header: header)
        for k in 0..<count {
            view.symbolBase[k] = row.symbol(at: k)
            view.coefficientBase[k] = row.coefficient(at: k)
        }
        header.pointee.count = Int32(count)
        handles[Int(s)] = handle
        return true
    }

    /// Empties the row of `s`, giving its slot back to the pool or dropping its block.
    func release(_ s: Int32) {
        let handle = handles[Int(s)]
        if handle == 0 { return }
        if Self.isLong(pool.header(handle)) {
            long[s] = nil
            pool.removeEntry(handle)
        } else {
            pool.free(handle)
        }
        handles[Int(s)] = 0
    }

    /// Moves the row of `s` into `row` and empties it: a long row's block is handed over, a short row copied into
    /// `row`'s block when that is unshared and has room for `room` terms (see `SparseRow.reset`).
    func take(_ s: Int32, into row: inout SparseRow, room: Int = 0) {
        let handle = handles[Int(s)]
        if handle == 0 {
            row.reset(constant: 0, capacity: room)
            return
        }
        let header = pool.header(handle)
        if Self.isLong(header) {
            row = long.removeValue(forKey: s).unsafelyUnwrapped
            pool.removeEntry(handle)
        } else {
            row.reset(copying: RowView(header: header), room: room)
            pool.free(handle)
        }
        handles[Int(s)] = 0
    }

    /// A copy of the row of `s`, kept across changes of it (the undo log's): a long row's block shared (copied
    /// when either changes), a short row copied out of its slot.
    func copy(_ s: Int32) -> SparseRow {
        let header = pool.header(handles[Int(s)])
        return Self.isLong(header) ? long[s].unsafelyUnwrapped : SparseRow(copying: RowView(header: header))
    }

    /// Adds `amount` to the constant of the row of `s`, in place.
    func shiftConstant(_ s: Int32, by amount: Double) {
        let handle = handles[Int(s)]
        if handle == 0 {
            // No slot yet: one of no terms (what a block holding a constant only was).
            if 0 + amount != 0 { handles[Int(s)] = pool.allocate(capacity: 0, constant: 0 + amount).handle }
            return
        }
        let header = pool.header(handle)
        if Self.isLong(header) {
            long[s]!.constant += amount
            pool.setEntry(handle, UnsafeMutableRawPointer(long[s].unsafelyUnwrapped.headerAddress.unsafelyUnwrapped))
        } else {
            header.pointee.constant += amount
        }
    }

    /// Removes the term of `symbol` from the row of `s` (the last term moves into its place) and returns its
    /// coefficient (0 when absent). A short row moves to the slot of its new size.
    func remove(_ symbol: Int32, from s: Int32) -> Double {
        let handle = handles[Int(s)]
        let header = pool.header(handle)
        if Self.isLong(header) {
            let c = long[s]!.remove(symbol)
            pool.setEntry(handle, UnsafeMutableRawPointer(long[s].unsafelyUnwrapped.headerAddress.unsafelyUnwrapped))
            return c
        }
        let view = RowView(header: header)
        guard let i = view.position(of: symbol) else { return 0 }
        let c = view.coefficientBase[i]
        let last = view.count - 1
        let (smaller, moved) = pool.allocate(capacity: last, constant: view.constant)
        let to = RowView(header: moved)
        for k in 0..<last {
            let from = k == i ? last : k
            to.symbolBase[k] = view.symbolBase[from]
            to.coefficientBase[k] = view.coefficientBase[from]
        }
        moved.pointee.count = Int32(last)
        pool.free(handle)
        handles[Int(s)] = smaller
        return c
    }
}
