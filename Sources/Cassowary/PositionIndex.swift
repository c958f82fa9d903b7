/// An open-addressing hash index from symbol to position in an external key array, for long rows and long
/// columns. It stores positions only (the keys live in the owner's array), probes linearly from a
/// multiplicative hash, and deletes by shifting back, so lookups stay short without tombstones. Cheaper than
/// `Dictionary`, whose seeded hashing dominated the solver's profile. The keys are any random-access
/// collection of symbols indexed from 0 (an array, or a row's storage).
struct PositionIndex {
    /// Position + 1 of the key stored in each slot; 0 marks an empty slot. A power of two in count, from which
    /// the hash's shift is derived rather than stored: the index is one word, so a row's header stays 16 bytes.
    private var slots: [Int32]

    /// An index over `keys` at most half full (it doubles as it fills: sized for twice as many keys it took 5 slots
    /// a key at times, the form's objective rows 8 MB), or sized for `room` keys without growing.
    init<Keys: RandomAccessCollection<Int32>>(_ keys: Keys, room: Int = 0) where Keys.Index == Int {
        var bits: UInt32 = 4
        while (1 << bits) < max(keys.count * 2 + 1, room * 2) { bits += 1 }
        slots = Array(repeating: 0, count: 1 << bits)
        for (i, key) in keys.enumerated() { place(key, i) }
    }

    @inline(__always) private var mask: Int { slots.count - 1 }

    /// 32 minus log2 of the table's size: the multiplicative hash keeps the top bits.
    @inline(__always) private var shift: UInt32 { UInt32(truncatingIfNeeded: slots.count.leadingZeroBitCount &- (Int.bitWidth - 33)) }

    @inline(__always) private func home(_ key: Int32) -> Int {
        Int((UInt32(bitPattern: key) &* 2_654_435_769) >> shift)
    }

    @inline(__always) private mutating func place(_ key: Int32, _ position: Int) {
        var i = home(key)
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = Int32(position + 1)
    }

    /// The slot holding `key`, or nil.
    @inline(__always) private func slot<Keys: RandomAccessCollection<Int32>>(of key: Int32, in keys: Keys) -> Int?
    where Keys.Index == Int {
        var i = home(key)
        while true {
            let p = slots[i]
            if p == 0 { return nil }
            if keys[Int(p) - 1] == key { return i }
            i = (i + 1) & mask
        }
    }

    /// The position of `key` in `keys`, or nil.
    @inline(__always) func position<Keys: RandomAccessCollection<Int32>>(of key: Int32, in keys: Keys) -> Int?
    where Keys.Index == Int {
        slot(of: key, in: keys).map { Int(slots[$0]) - 1 }
    }

    /// Records that `key` was just appended to `keys`, growing the table when it is half full.
    mutating func insert<Keys: RandomAccessCollection<Int32>>(_ key: Int32, in keys: Keys)
    where Keys.Index == Int {
        if keys.count * 2 > slots.count {
            self = PositionIndex(keys)
        } else {
            place(key, keys.count - 1)
        }
    }

    /// Forgets `key` (still at its position in `keys`).
    mutating func remove<Keys: RandomAccessCollection<Int32>>(_ key: Int32, in keys: Keys)
    where Keys.Index == Int {
        guard var i = slot(of: key, in: keys) else { return }
        var j = i
        while true {
            j = (j + 1) & mask
            let p = slots[j]
            if p == 0 { break }
            let k = home(keys[Int(p) - 1])
            // Move the entry at j back to the hole at i unless its home lies cyclically in (i, j].
            let stays = i <= j ? (k > i && k <= j) : (k > i || k <= j)
            if !stays {
                slots[i] = p
                i = j
            }
        }
        slots[i] = 0
    }

    /// Records that `key` moved from `old` to `new` in `keys` (called before the move).
    mutating func move<Keys: RandomAccessCollection<Int32>>(_ key: Int32, to new: Int, in keys: Keys)
    where Keys.Index == Int {
        if let i = slot(of: key, in: keys) { slots[i] = Int32(new + 1) }
    }
}
