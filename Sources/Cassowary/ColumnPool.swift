/// The occurrence index of a tableau: for each symbol, the rows that hold it (its column), in no particular order.
///
/// A large tableau has hundreds of thousands of columns of one to eight rows. Rather than an array each (an
/// allocation per column, with a header larger than most columns), every column is a block of 2^k slots in one
/// pool; a full block moves to one twice its size and freed blocks are reused by size, so a new column costs no
/// allocation. A column of one row has no block: the row sits in the symbol's entry of `starts` (most markers are
/// held by one row; a block of two slots each cost them 8 bytes), and a column that drops to one row gives its
/// block back, so that the count alone says where the rows are. Columns of more than 16 rows also keep a position
/// index, so that removal stays O(1); the index's number sits in the last slot of the column's block (such a block
/// has at least 32 slots), not in a table of a word per symbol.
///
/// Reading a column gives a view of the pool that is valid until the next change to any column: a loop that
/// changes columns while it reads one copies it out first (`Array(columns[s])`).
final class ColumnPool {
    /// The slots of every block (grown like the per-symbol tables).
    private let slots = SymbolColumn<Int32>()
    /// For each symbol: where its block starts (with no block, the one row it holds), how many rows it holds, and
    /// its block's size class (the block has `1 << sizeClass` slots; 0: no block, room for one row in `starts`)
    /// with `indexedBit` set when the column has a position index. The count and the size class share a word
    /// (`shapes`: the count above `Shapes.countShift`), read and written through `counts` and `sizeClasses`.
    private let starts = SymbolColumn<Int32>()
    private let shapes = SymbolColumn<UInt32>()
    private var counts: Shapes.Counts { Shapes.Counts(words: shapes) }
    private var sizeClasses: Shapes.SizeClasses { Shapes.SizeClasses(words: shapes) }
    /// Set in a symbol's size class when its column has a position index, whose number in `indexes` is then the
    /// last slot of its block.
    private static let indexedBit: UInt8 = 0x20
    /// Free blocks by size class.
    @exclusivity(unchecked) private var freeBlocks: [[Int32]] = Array(repeating: [], count: 32)
    @exclusivity(unchecked) private var indexes: [PositionIndex?] = []
    @exclusivity(unchecked) private var freeIndexSlots: [Int32] = []

    private static let indexThreshold = 16
    private static let smallestClass: UInt8 = 1

    /// The rows that hold one symbol, read in place: valid until the next change to any column (debug builds
    /// check it on every read).
    struct Column: RandomAccessCollection {
        fileprivate let base: UnsafePointer<Int32>
        let endIndex: Int
        #if DEBUG
            fileprivate unowned(unsafe) let owner: ColumnPool
            fileprivate let generation: Int
        #endif
        var startIndex: Int { 0 }
        @inline(__always) subscript(i: Int) -> Int32 {
            #if DEBUG
                precondition(owner.generation == generation, "a column read after the columns changed")
            #endif
            assert(i >= 0 && i < endIndex)
            return base[i]
        }
    }

    #if DEBUG
        /// Counts changes, so that a stale `Column` is caught.
        private var generation = 0
    #endif

    /// The number of symbols.
    var symbolCount: Int { shapes.count }

    /// Makes room for `symbols` columns of about `slotsPerSymbol` rows each (see `Tableau.reserveCapacity`).
    func reserve(symbols: Int, slotsPerSymbol: Int) {
        starts.reserve(symbols)
        shapes.reserve(symbols)
        slots.reserve(symbols * slotsPerSymbol)
    }

    /// Adds the empty column of a new symbol (which may move `starts`, so a `Column` read before is stale).
    func addSymbol() {
        #if DEBUG
            generation += 1
        #endif
        starts.append(0)
        shapes.append(0)
    }

    /// Drops the column of the last symbol, which must be empty (a symbol made inside a rolled-back transaction).
    func removeLastSymbol() {
        assert(shapes[shapes.count - 1] == 0)
        starts.removeLast()
        shapes.removeLast()
    }

    /// The rows that hold `s` (see `Column` for how long the view lasts).
    @inline(__always) subscript(s: Int) -> Column {
        #if DEBUG
            Column(base: entries(s), endIndex: Int(counts[s]), owner: self, generation: generation)
        #else
            Column(base: entries(s), endIndex: Int(counts[s]))
        #endif
    }

    /// Where the block of `s` starts (valid until the next new block).
    @inline(__always) private func block(_ s: Int) -> UnsafeMutablePointer<Int32> {
        slots.unsafeEntries + Int(starts[s])
    }

    /// Where the rows of `s` are: its block, or for a column of at most one row its entry of `starts`.
    @inline(__always) private func entries(_ s: Int) -> UnsafeMutablePointer<Int32> {
        counts[s] <= 1 ? starts.unsafeEntries + s : block(s)
    }

    /// The size class of the block of `s` (0: none).
    @inline(__always) private func sizeClass(_ s: Int) -> Int { Int(sizeClasses[s] & ~Self.indexedBit) }

    /// How many rows `s` has room for: its block's slots, less the last when it holds the index's number; one
    /// without a block.
    @inline(__always) private func capacity(_ s: Int) -> Int {
        let k = sizeClass(s)
        if k == 0 { return 1 }
        return (1 << k) - (sizeClasses[s] & Self.indexedBit != 0 ? 1 : 0)
    }

    /// The number in `indexes` of the position index of `s`, or nil.
    @inline(__always) private func indexSlot(_ s: Int) -> Int? {
        sizeClasses[s] & Self.indexedBit == 0 ? nil : Int(block(s)[(1 << sizeClass(s)) - 1])
    }

    /// Gives `s` the position index numbered `slot`, or with nil none.
    private func setIndexSlot(_ s: Int, _ slot: Int?) {
        if let slot {
            assert(Int(counts[s]) < (1 << sizeClass(s)) - 1, "no room for the index's number")
            sizeClasses[s] |= Self.indexedBit
            block(s)[(1 << sizeClass(s)) - 1] = Int32(slot)
        } else {
            sizeClasses[s] &= ~Self.indexedBit
        }
    }

    @inline(__always) private func keys(_ s: Int, count: Int) -> UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(start: block(s), count: count)
    }

    /// Whether `holder` is in the column of `s`.
    func contains(_ holder: Int32, in s: Int) -> Bool { position(of: holder, in: s) != nil }

    /// What is wrong with the column of `s` (a row listed twice, an index that does not find a row where it
    /// is), or nil; for the tableau's self-check.
    func brokenColumn(_ s: Int) -> String? {
        let column = Array(self[s])
        if Set(column).count != column.count { return "column of \(s) lists a row twice: \(column)" }
        for (i, holder) in column.enumerated() where position(of: holder, in: s) != i {
            return "column of \(s) does not find row \(holder) at \(i)"
        }
        return nil
    }

    private func position(of holder: Int32, in s: Int) -> Int? {
        let count = Int(counts[s])
        if let slot = indexSlot(s) { return indexes[slot]!.position(of: holder, in: keys(s, count: count)) }
        let base = entries(s)
        for i in 0..<count where base[i] == holder { return i }
        return nil
    }

    /// Adds `holder` to the column of `s` unless it is there.
    func insert(_ holder: Int32, into s: Int) {
        if position(of: holder, in: s) == nil { insertNew(holder, into: s) }
    }

    /// Adds `holder`, which the caller knows is not there, to the column of `s`.
    func insertNew(_ holder: Int32, into s: Int) {
        #if DEBUG
            generation += 1
        #endif
        let count = Int(counts[s])
        if count == 0 {
            starts[s] = holder
            counts[s] = 1
            return
        }
        if count == capacity(s) { moveToLargerBlock(s) }
        block(s)[count] = holder
        counts[s] = Int32(count + 1)
        if let slot = indexSlot(s) {
            indexes[slot]!.insert(holder, in: keys(s, count: count + 1))
        } else if count + 1 > Self.indexThreshold {
            let index = PositionIndex(keys(s, count: count + 1))
            if let slot = freeIndexSlots.popLast() {
                indexes[Int(slot)] = index
                setIndexSlot(s, Int(slot))
            } else {
                setIndexSlot(s, indexes.count)
                indexes.append(index)
            }
        }
    }

    /// Removes `holder` from the column of `s`, moving the last row into its place.
    func remove(_ holder: Int32, from s: Int) {
        guard let i = position(of: holder, in: s) else { return }
        #if DEBUG
            generation += 1
        #endif
        let last = Int(counts[s]) - 1
        if let slot = indexSlot(s) {
            let all = keys(s, count: last + 1)
            indexes[slot]!.remove(holder, in: all)
            if i != last { indexes[slot]!.move(all[last], to: i, in: all) }
            if last < Self.indexThreshold / 2 {
                indexes[slot] = nil
                freeIndexSlots.append(Int32(slot))
                setIndexSlot(s, nil)
            }
        }
        let base = entries(s)
        base[i] = base[last]
        counts[s] = Int32(last)
        if last == 1 {
            // Back to one row: it moves into `starts`, and the block is freed.
            freeBlocks[sizeClass(s)].append(starts[s])
            starts[s] = base[0]
            sizeClasses[s] = 0
        }
    }

    /// Gives `s` a block twice the size of its full one (or its first block, which takes the one row held in
    /// `starts`), reusing a free one; its index's number moves to the new block's last slot.
    private func moveToLargerBlock(_ s: Int) {
        let old = UInt8(sizeClass(s))
        let index = indexSlot(s)
        let count = Int(counts[s])
        let newClass = old == 0 ? Self.smallestClass : old + 1
        let start: Int
        if let reused = freeBlocks[Int(newClass)].popLast() {
            start = Int(reused)
        } else {
            start = slots.count
            for _ in 0..<1 << Int(newClass) { slots.append(0) }
        }
        if old != 0 {
            (slots.unsafeEntries + start).update(from: block(s), count: count)
            freeBlocks[Int(old)].append(starts[s])
        } else {
            assert(count == 1)
            slots[start] = starts[s]
        }
        starts[s] = Int32(start)
        sizeClasses[s] = newClass
        if let index { setIndexSlot(s, index) }
    }
}

/// The count of a column and its block's size class, in one word a symbol (`ColumnPool.shapes`): the size class
/// and the index bit in the low six bits, the count above them. Two tables, of four bytes and of one, cost five
/// bytes a symbol.
private enum Shapes {
    /// Where the count starts in the word.
    static let countShift: UInt32 = 6
    /// The size class and the index bit.
    static let classMask: UInt32 = (1 << countShift) - 1

    /// The columns' counts, read and written like a table of `Int32`.
    struct Counts {
        unowned(unsafe) let words: SymbolColumn<UInt32>

        @inline(__always) subscript(s: Int) -> Int32 {
            get { Int32(bitPattern: words[s] >> countShift) }
            nonmutating set {
                precondition(newValue >= 0 && newValue < 1 << (32 - countShift), "a column of too many rows")
                words[s] = UInt32(newValue) << countShift | words[s] & classMask
            }
        }
    }

    /// The blocks' size classes with the index bit, read and written like a table of `UInt8`.
    struct SizeClasses {
        unowned(unsafe) let words: SymbolColumn<UInt32>

        @inline(__always) subscript(s: Int) -> UInt8 {
            get { UInt8(truncatingIfNeeded: words[s] & classMask) }
            nonmutating set {
                assert(UInt32(newValue) <= classMask)
                words[s] = words[s] & ~classMask | UInt32(newValue)
            }
        }
    }
}
