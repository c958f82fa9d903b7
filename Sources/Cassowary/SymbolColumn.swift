/// A growable table of plain values, one per symbol (kind, rank, value, flags…) or per slot of the column
/// pool, read and written in place.
///
/// The tableau keeps about ten such tables and touches them on every step. As Swift arrays held by a struct,
/// each write checked the array's uniqueness and each access its bounds; this class owns raw storage
/// instead, so an access is a load or a store. Only plain (trivial) element types are stored. Indices are
/// symbols the tableau made, so they are always in range (checked in debug builds).
final class SymbolColumn<Element> {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private(set) var capacity: Int
    /// The number of symbols held.
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        capacity = 16
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The valid indices.
    var indices: Range<Int> { 0..<count }

    @inline(__always) subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count)
            return base[index]
        }
        set {
            assert(index >= 0 && index < count)
            base[index] = newValue
        }
    }

    /// The storage itself, for a hot loop that reads or writes many entries and adds no symbol meanwhile (an
    /// append may move the storage).
    var unsafeEntries: UnsafeMutablePointer<Element> { base }

    /// Adds the value of a new symbol.
    @inline(__always) func append(_ value: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: value)
        count += 1
    }

    /// Drops the last symbol's value (a symbol made inside a transaction that was rolled back).
    func removeLast() {
        assert(count > 0)
        count -= 1
    }

    /// Makes room for `minimumCapacity` values in one allocation, so that appending up to that many copies nothing.
    func reserve(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: minimumCapacity)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = minimumCapacity
    }

    private func grow() { reserve(capacity * Self.growth(capacity)) }

    /// How much a full table of `capacity` grows: fourfold once large, so that a large solver copies (and the
    /// system maps afresh) a third of its tables' final size rather than as much again; capacity that is never
    /// written costs no memory.
    static func growth(_ capacity: Int) -> Int { capacity >= 1 << 16 ? 4 : 2 }
}

extension Array {
    /// Appends `element`, growing the storage as the per-symbol tables grow (`SymbolColumn.growth`: fourfold
    /// once large), for the tableau's other tables that grow with the system (records, dormant inequalities).
    @inline(__always) mutating func appendGrowingAsTables(_ element: Element) {
        if count == capacity { reserveCapacity(count * SymbolColumn<Bool>.growth(count) + 16) }
        append(element)
    }
}

/// The tableau's yes/no facts about each symbol, one bit each in one byte a symbol: a table of a byte per
/// symbol per fact cost four bytes a symbol more. Each fact is read and written through its own `SymbolFlag`.
final class SymbolFlags {
    /// One byte a symbol, a bit per fact.
    let bits = SymbolColumn<UInt8>()

    /// Whether the symbol is in the heap of entering candidates.
    var inEnteringHeap: SymbolFlag { SymbolFlag(bits, 1 << 0) }
    /// Whether the symbol's value is listed for the next refresh.
    var isDirty: SymbolFlag { SymbolFlag(bits, 1 << 1) }
    /// Whether the symbol's value changed since changes were last fetched.
    var isChanged: SymbolFlag { SymbolFlag(bits, 1 << 2) }
    /// Whether the symbol is basic (has a row).
    var basic: SymbolFlag { SymbolFlag(bits, 1 << 3) }
    /// Whether the symbol's row is in the current transaction's log.
    var rowLogged: SymbolFlag { SymbolFlag(bits, 1 << 4) }
    // Bits 5 to 7: how many objective levels hold the symbol (`ObjectiveCounts`).
}

/// One fact of `SymbolFlags`, read and written like a table of `Bool`s. Appending, reserving and dropping
/// symbols go through `SymbolFlags.bits`, once for every fact.
struct SymbolFlag {
    private unowned(unsafe) let bits: SymbolColumn<UInt8>
    private let mask: UInt8

    fileprivate init(_ bits: SymbolColumn<UInt8>, _ mask: UInt8) {
        self.bits = bits
        self.mask = mask
    }

    /// The valid indices.
    var indices: Range<Int> { bits.indices }

    /// The number of symbols.
    var count: Int { bits.count }

    @inline(__always) subscript(index: Int) -> Bool {
        get { bits[index] & mask != 0 }
        nonmutating set { bits[index] = newValue ? bits[index] | mask : bits[index] & ~mask }
    }

    /// The storage itself, for a hot loop that adds no symbol meanwhile (see `SymbolColumn.unsafeEntries`).
    var unsafeEntries: Entries { Entries(base: bits.unsafeEntries, mask: mask) }

    /// The fact read and written in the storage itself.
    struct Entries {
        let base: UnsafeMutablePointer<UInt8>
        let mask: UInt8

        @inline(__always) subscript(index: Int) -> Bool {
            get { base[index] & mask != 0 }
            nonmutating set { base[index] = newValue ? base[index] | mask : base[index] & ~mask }
        }
    }
}

/// How many objective levels hold each symbol, read and written like a table of counts: three bits of the
/// symbol's byte in `SymbolFlags` hold a count up to 6, and only a symbol that more levels hold (7 in the bits)
/// keeps its count aside. A table of four bytes a symbol held 0 or 1 for nearly all of them. (With two bits, none,
/// one or more, a form's stacks looked up the count aside on most objective changes: 0.7 % of its build.)
final class ObjectiveCounts {
    private unowned(unsafe) let bits: SymbolColumn<UInt8>
    /// The counts above 6.
    @exclusivity(unchecked) private var several: [Int32: Int32] = [:]
    /// Where the count starts in the byte.
    private static let shift: UInt8 = 5
    /// The count's bits, in place.
    private static let mask: UInt8 = 7 << shift
    /// The count in the bits that says the count is in `several`.
    private static let aside: UInt8 = 7

    /// The counts kept in `flags`, all 0.
    init(_ flags: SymbolFlags) { bits = flags.bits }

    @inline(__always) subscript(index: Int) -> Int32 {
        get {
            let count = bits[index] >> Self.shift
            return count != Self.aside ? Int32(count) : several[Int32(index)].unsafelyUnwrapped
        }
        set {
            assert(newValue >= 0)
            let b = bits[index]
            let inline = newValue < Int32(Self.aside)
            if b >> Self.shift == Self.aside && inline { several[Int32(index)] = nil }
            if !inline { several[Int32(index)] = newValue }
            bits[index] = b & ~Self.mask | (inline ? UInt8(newValue) : Self.aside) << Self.shift
        }
    }
}
