/// The kind of each symbol, and for the symbols that have one, their place in the tables of user variables
/// (`UserColumn`): four bytes a symbol, the kind in the low two bits and the place above them.
///
/// Ranks, offsets and reported values mean something only for user variables, which are under half of a large
/// tableau's symbols (a marker of a required equality, a slack, an error need none): kept in tables of their own,
/// numbered by this place, they cost 24 bytes a user variable rather than 24 bytes a symbol. Place 0 is no place: a
/// symbol without one reads 0 from those tables (rank 0 included; no path reads a rank of a symbol that is not a
/// user variable). A slot that served a user variable keeps its place when it is released and serves another
/// kind, so a reused slot's place is never shared.
final class SymbolKinds {
    /// Per symbol: `kind.rawValue | place << 2`.
    fileprivate let entries = SymbolColumn<UInt32>()
    /// The number of places handed out, the empty place 0 included.
    private(set) var places = 1

    /// The valid indices.
    var indices: Range<Int> { entries.indices }

    /// The number of symbols.
    var count: Int { entries.count }

    /// The number of symbols there is room for.
    var capacity: Int { entries.capacity }

    /// The kind of a symbol; setting it keeps the symbol's place.
    @inline(__always) subscript(index: Int) -> SymbolKind {
        get { Self.kind(entries[index]) }
        set { entries[index] = entries[index] & ~3 | UInt32(newValue.rawValue) }
    }

    /// The place of symbol `index` in the user-variable tables (0: none).
    @inline(__always) func place(_ index: Int) -> Int { Int(entries[index] >> 2) }

    @inline(__always) fileprivate static func kind(_ entry: UInt32) -> SymbolKind {
        unsafeBitCast(UInt8(truncatingIfNeeded: entry & 3), to: SymbolKind.self)
    }

    /// Adds a symbol of `kind`, with a new place when it is a user variable. Returns whether it took a new place
    /// (the caller then appends to every user-variable table).
    @inline(__always) @discardableResult func append(_ kind: SymbolKind) -> Bool {
        let place = kind == .external ? takePlace() : 0
        entries.append(UInt32(kind.rawValue) | UInt32(place) << 2)
        return place != 0
    }

    /// Gives the symbol `index` (a released slot taken again) a new place unless it has one. Returns whether it
    /// took a new place (the caller then appends to every user-variable table).
    func givePlace(_ index: Int) -> Bool {
        if place(index) != 0 { return false }
        entries[index] |= UInt32(takePlace()) << 2
        return true
    }

    @inline(__always) private func takePlace() -> Int {
        precondition(places < 1 << 30, "too many user variables")
        places += 1
        return places - 1
    }

    /// Drops the last symbol. Returns whether its place, the last handed out, was dropped with it (the caller then
    /// drops the last entry of every user-variable table); a place that is not the last stays unused.
    func removeLast() -> Bool {
        let place = self.place(count - 1)
        entries.removeLast()
        guard place != 0 && place == places - 1 else { return false }
        places -= 1
        return true
    }

    /// Makes room for `symbols` symbols.
    func reserve(_ symbols: Int) { entries.reserve(symbols) }

    /// The kinds read in the storage itself, for a hot loop that adds no symbol meanwhile (see
    /// `SymbolColumn.unsafeEntries`).
    var unsafeEntries: Entries { Entries(base: entries.unsafeEntries) }

    /// The kinds read in place.
    struct Entries {
        fileprivate let base: UnsafeMutablePointer<UInt32>

        @inline(__always) subscript(index: Int) -> SymbolKind { SymbolKinds.kind(base[index]) }
    }
}

/// A table of plain values that only user variables have (rank, offset, reported value), read and written by
/// symbol like a `SymbolColumn` but stored by the symbol's place (`SymbolKinds`). A symbol without a place reads
/// the entry of place 0, which holds 0 and is never written.
final class UserColumn<Element> {
    private unowned(unsafe) let kinds: SymbolKinds
    private let storage = SymbolColumn<Element>()

    /// A table for the user variables of `kinds`, whose place 0 holds `zero`.
    init(_ kinds: SymbolKinds, zero: Element) {
        self.kinds = kinds
        storage.append(zero)
    }

    @inline(__always) subscript(symbol: Int) -> Element {
        get { storage[kinds.place(symbol)] }
        set {
            let place = kinds.place(symbol)
            assert(place != 0, "a user-variable field written for a symbol without a place")
            storage[place] = newValue
        }
    }

    /// Adds the entry of a new place.
    @inline(__always) func append(_ value: Element) { storage.append(value) }

    /// Drops the entry of the last place.
    func removeLast() { storage.removeLast() }

    /// Makes room for `places` places.
    func reserve(_ places: Int) { storage.reserve(places) }

    /// The table read and written in the storage itself, by symbol, for a hot loop that adds no symbol meanwhile
    /// (see `SymbolColumn.unsafeEntries`).
    var unsafeEntries: Entries { Entries(kinds: kinds.entries.unsafeEntries, base: storage.unsafeEntries) }

    /// The table read and written in place, by symbol.
    struct Entries {
        fileprivate let kinds: UnsafeMutablePointer<UInt32>
        fileprivate let base: UnsafeMutablePointer<Element>

        @inline(__always) subscript(symbol: Int) -> Element {
            get { base[Int(kinds[symbol] >> 2)] }
            nonmutating set { base[Int(kinds[symbol] >> 2)] = newValue }
        }
    }
}
