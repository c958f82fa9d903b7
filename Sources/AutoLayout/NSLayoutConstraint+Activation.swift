// How a large batch is activated in memory order while everything observable follows the array (see
// `NSLayoutConstraint.activate(_:)`).
import Foundation

extension NSLayoutConstraint {
    /// The indices of `constraints` in the order their objects lie in memory, or nil when the array is short or
    /// local enough as it stands: when at most a quarter of its steps jump more than 4 KiB in memory (an array gathered
    /// view by view jumps once a view; a shuffled one, nearly every step).
    static func memoryOrderIfScattered(_ constraints: [NSLayoutConstraint]) -> [Int]? {
        memoryOrderIfScattered(constraints.map(Unmanaged.passUnretained))
    }

    /// `memoryOrderIfScattered(_:)` for constraints held unretained.
    static func memoryOrderIfScattered(_ constraints: [Unmanaged<NSLayoutConstraint>]) -> [Int]? {
        guard constraints.count >= 1024 else { return nil }
        // Addresses as plain numbers, so that measuring and sorting them touches no object.
        func address(_ c: Unmanaged<NSLayoutConstraint>) -> UInt64 { UInt64(UInt(bitPattern: c.toOpaque())) }
        var jumps = 0
        var (low, high) = (UInt64.max, UInt64.min)
        var previous = address(constraints[0])
        for c in constraints {
            let a = address(c)
            if (a > previous ? a - previous : previous - a) > 4096 { jumps += 1 }
            (low, high, previous) = (min(low, a), max(high, a), a)
        }
        guard jumps > constraints.count / 4 else { return nil }
        // Objects are 16-byte aligned: an address's offset from the lowest, in 16-byte steps, and the index pack
        // into one number (they fit unless the batch has millions of constraints spread over terabytes; then it is
        // visited as it stands).
        let indexBits = UInt64(Int.bitWidth - (constraints.count - 1).leadingZeroBitCount)
        guard ((high - low) >> 4).leadingZeroBitCount >= Int(indexBits) else { return nil }
        let packed = constraints.enumerated().map { ((address($1) - low) >> 4) << indexBits | UInt64($0) }
        let bits = UInt64.bitWidth - (((high - low) >> 4) << indexBits | UInt64(constraints.count)).leadingZeroBitCount
        let mask: UInt64 = (1 << indexBits) - 1
        return sortedKeys(packed, bits: bits).map { Int($0 & mask) }
    }

    /// `keys` in increasing order, where every key is below 2^`bits`: for many keys a least-significant-digit radix
    /// sort, 11 bits a pass, O(n) where a comparison sort of a 100,000-view screen's constraints cost a tenth of its
    /// build; for a few, a comparison sort (the radix sort's buckets would cost more).
    static func sortedKeys(_ keys: [UInt64], bits: Int) -> [UInt64] {
        guard keys.count >= 4096 else { return keys.sorted() }
        let digitBits = 11
        let digitMask = 1 << digitBits - 1
        var source = keys
        var target = [UInt64](repeating: 0, count: keys.count)
        var counts = [Int](repeating: 0, count: 1 << digitBits)
        var shift = 0
        while shift < bits {
            source.withUnsafeBufferPointer { from in
                target.withUnsafeMutableBufferPointer { to in
                    counts.withUnsafeMutableBufferPointer { count in
                        for i in count.indices { count[i] = 0 }
                        for k in from { count[Int(truncatingIfNeeded: k >> UInt64(shift)) & digitMask] += 1 }
                        var total = 0
                        for i in count.indices { (count[i], total) = (total, total + count[i]) }
                        for k in from {
                            let d = Int(truncatingIfNeeded: k >> UInt64(shift)) & digitMask
                            to[count[d]] = k
                            count[d] += 1
                        }
                    }
                }
            }
            swap(&source, &target)
            shift += digitBits
        }
        return source
    }

    /// The holder of each constraint of `constraints`, visited in `order`; nil, having changed and said nothing,
    /// when one of them cannot be activated as it stands (see `activate`). Unretained: nothing in `activate` lets
    /// a view go.
    static func holdersIfAllActivate(_ constraints: [NSLayoutConstraint], in order: [Int]) -> [Unmanaged<UIView>]? {
        var holders: [Unmanaged<UIView>] = []
        holders.reserveCapacity(order.count)
        for i in order {
            let c = constraints[i]
            guard !c.isHeld, c.validationError == nil, !c.mixesAxes, let holder = c.commonAncestor(quietly: true)
            else { return nil }
            holders.append(Unmanaged.passUnretained(holder))
        }
        return holders
    }
}

extension UIView {
    /// Puts the constraints a batch activated (numbered `first` up to `first + count`, the tail of this view's list,
    /// held in memory order) in activation order: their numbers are read once, in the order held, and sorted as
    /// plain numbers; the constraints are then moved, not copied, so that none is retained in the new order (a
    /// random walk over the objects).
    func putBatchInActivationOrder(from first: Int, count: Int) {
        let start = storedConstraints.lastIndex { $0.sequence < first }.map { $0 + 1 } ?? 0
        let n = storedConstraints.count - start
        guard n > 1 else { return }
        let positionBits = Int.bitWidth - (n - 1).leadingZeroBitCount
        var sorted = true
        var keys: [UInt64] = []
        keys.reserveCapacity(n)
        for (j, c) in storedConstraints[start...].enumerated() {
            let key = UInt64(c.sequence - first) << positionBits | UInt64(j)
            if let last = keys.last, last > key { sorted = false }
            keys.append(key)
        }
        guard !sorted else { return }
        let bits = Int.bitWidth - (UInt64(count) << positionBits).leadingZeroBitCount
        let order = NSLayoutConstraint.sortedKeys(keys, bits: bits)
        let mask: UInt64 = (1 << positionBits) - 1
        storedConstraints.withUnsafeMutableBufferPointer { all in
            let tail = UnsafeMutableBufferPointer(rebasing: all[start...])
            let held = UnsafeMutableBufferPointer<NSLayoutConstraint>.allocate(capacity: n)
            _ = held.moveInitialize(fromContentsOf: tail)
            for (j, key) in order.enumerated() {
                (tail.baseAddress! + j).moveInitialize(from: held.baseAddress! + Int(key & mask), count: 1)
            }
            held.deallocate()
        }
    }
}
