/// What the tableau remembers of a constraint it holds, in the slot of `ConstraintTable` that names the constraint
/// for as long as the tableau holds it (active or dormant): 32 bytes, where a record that pointed to a `Constraint`
/// for its content took 24 and the object 96 more.
struct ConstraintRecord {
    /// Who the constraint is: the `Constraint` added, or the object a client named when it added a row by its
    /// content (`Solver.add(_:owner:)`). Conflicts are explained by owners.
    let owner: AnyObject
    /// The constant of `Σ terms + constant relation 0` (a constant replaced in place updates it).
    var constant: Double
    /// The slack, dummy or first error symbol created for the constraint; -1 while dormant (or being activated).
    var marker: Int32
    /// The error symbol of an inequality, the second error symbol of an equality, or -1; while dormant, the slot of
    /// its dormant entry (see `dormantSlot`).
    var other: Int32
    /// When it was added, for ordering explanations (32 bits: `renumberOrders` keeps them in range).
    var order: UInt32
    /// The strength code (11 bits, see `strengthCode`), the relation (2 bits), whether the owner is tagged and
    /// whether the table keeps a weight for the record (`isWeighted`).
    private let bits: UInt16
    /// A 16-bit fingerprint of the terms (`fingerprint(of:)`): a constant is replaced in place only for the same
    /// terms.
    let fingerprint: UInt16

    init(
        owner: AnyObject, constant: Double, marker: Int32, other: Int32, order: UInt32, fingerprint: UInt16,
        strengthCode: UInt16, relation: Relation, isTagged: Bool, isWeighted: Bool = false
    ) {
        self.owner = owner
        self.constant = constant
        self.marker = marker
        self.other = other
        self.order = order
        self.fingerprint = fingerprint
        let r: UInt16 =
            switch relation {
            case .lessThanOrEqual: 0
            case .equal: 1
            case .greaterThanOrEqual: 2
            }
        bits = strengthCode | r << 11 | (isTagged ? 1 << 13 : 0) | (isWeighted ? 1 << 14 : 0)
    }

    /// The slot of a dormant inequality (kept out of the tableau, see `DormantInequalities`), or -1: kept in `other`
    /// while `marker` is -1, so that a record is 32 bytes.
    var dormantSlot: Int32 {
        get { marker < 0 ? other : -1 }
        set {
            if newValue >= 0 {
                marker = -1
                other = newValue
            } else if marker < 0 {
                other = -1
            }
        }
    }

    /// The strength as a whole priority (1…1000; of weight 1 unless `isWeighted`), or
    /// `ConstraintTable.unusualStrength` when the table keeps it aside.
    var strengthCode: UInt16 { bits & 0x7FF }

    /// Whether the strength is the whole priority `strengthCode` with a weight other than 1, which the table keeps
    /// (`ConstraintTable.weights`).
    var isWeighted: Bool { bits & 1 << 14 != 0 }

    /// The relation to zero.
    var relation: Relation {
        switch bits >> 11 & 3 {
        case 0: .lessThanOrEqual
        case 1: .equal
        default: .greaterThanOrEqual
        }
    }

    /// Whether `owner` is a `Constraint` that carries this record's slot as its tag.
    var isTagged: Bool { bits & 1 << 13 != 0 }

    /// Whether the constraint is required (an unusual strength never is: see `ConstraintTable.code(of:)`).
    var isRequired: Bool { strengthCode == 1000 }

    /// The error symbols that carry a cost: none for a required or dormant constraint, `other` for an inequality,
    /// `marker` and `other` for an equality (derived rather than stored).
    var errors: ErrorSymbols {
        if marker < 0 || other < 0 || isRequired { return ErrorSymbols() }
        return relation == .equal ? ErrorSymbols(first: marker, second: other) : ErrorSymbols(first: other)
    }

    /// A 16-bit fingerprint of terms: their variables and coefficients in order. Only a required equality's is
    /// kept (the only rows whose constant is replaced in place); others keep 0.
    static func fingerprint(of terms: borrowing Constraint.Terms) -> UInt16 {
        var h: UInt64 = 0
        for i in 0..<terms.count {
            let t = terms[i]
            h = (h ^ UInt64(UInt32(bitPattern: t.variable.index)) ^ t.coefficient.bitPattern) &* 0x9E37_79B9_7F4A_7C15
        }
        return UInt16(truncatingIfNeeded: h >> 48)
    }
}

/// The records of the constraints one tableau holds, each in a slot that names it until it is removed (through
/// every change between dormant and active). A `Constraint` carries a tag naming the slot of the solver that
/// claimed it, atomically when it was added, so it is found without hashing; a tag is trusted only when that slot
/// of this table holds the same object, so it needs no solver's name. A constraint already tagged by another
/// solver (the same object in two solvers at once) is found through a dictionary instead, so sharing stays
/// correct, only slower. A client that adds rows by content keeps their slots itself.
struct ConstraintTable {
    private var slots: [ConstraintRecord?] = []
    private var freeSlots: [Int32] = []
    private var elsewhereTagged: [ObjectIdentifier: Int32] = [:]
    /// The strengths that are not a whole priority, by slot (a stack's fractional priorities, the layout engine's
    /// stays): most records keep theirs in two bytes.
    private var unusual: [Int32: Strength] = [:]
    /// The weights of the records of a whole priority below required and a weight other than 1 (a stack's arranged
    /// views' content-size rows, several a view), by slot. In `unusual` they took 20 bytes a bucket in a table at
    /// most three quarters full, and doubled (the form at 100,000 views: 200,000 such rows, 10.5 MB).
    private var weights = SlotWeights()
    /// The code of a strength kept in `unusual`.
    static let unusualStrength: UInt16 = 0x7FF

    /// The slot of a `Constraint` this table holds, if it does.
    func slot(of constraint: Constraint) -> Int32? {
        let tag = constraint.solverTag.load(ordering: .relaxed)
        if tag != Constraint.untagged, Int(tag) < slots.count, slots[Int(tag)]?.owner === constraint {
            return Int32(tag)
        }
        return elsewhereTagged.isEmpty ? nil : elsewhereTagged[ObjectIdentifier(constraint)]
    }

    /// The record in `slot`, if one is there; set only for a slot that holds one.
    subscript(slot: Int32) -> ConstraintRecord? {
        get { slot >= 0 && Int(slot) < slots.count ? slots[Int(slot)] : nil }
        set {
            precondition(newValue != nil && slots[Int(slot)] != nil, "a record is changed in place, not removed")
            slots[Int(slot)] = newValue
        }
    }

    /// Changes the record in `slot`, which must hold one, in place: its symbols, dormant slot or constant (a
    /// record read out and stored back retained and released its owner).
    mutating func modify(_ slot: Int32, _ body: (inout ConstraintRecord) -> Void) {
        body(&slots[Int(slot)]!)
    }

    /// The record of `constraint`, if the tableau holds it.
    subscript(constraint: Constraint) -> ConstraintRecord? {
        slot(of: constraint).flatMap { slots[Int($0)] }
    }

    /// The code a record keeps for `strength` (see `ConstraintRecord.strengthCode`): every required strength is
    /// 1000, whatever its weight.
    static func code(of strength: Strength) -> UInt16 {
        if strength.isRequired { return 1000 }
        let p = strength.priority
        return strength.weight == 1 && p >= 1 && Double(UInt16(p)) == p ? UInt16(p) : unusualStrength
    }

    /// The code and weight flag a record keeps for `strength` (see `ConstraintRecord.isWeighted`): a whole priority
    /// below required with a weight other than 1 is that priority, weighted.
    static func placing(_ strength: Strength) -> (code: UInt16, isWeighted: Bool) {
        let code = code(of: strength)
        guard code == unusualStrength else { return (code, false) }
        let p = strength.priority
        return p >= 1 && p < 1000 && Double(UInt16(p)) == p ? (UInt16(p), true) : (code, false)
    }

    /// The strength of the record in `slot`.
    func strength(at slot: Int32) -> Strength {
        let record = slots[Int(slot)]!
        let code = record.strengthCode
        if code == Self.unusualStrength { return unusual[slot]! }
        return Strength(priority: Double(code), weight: record.isWeighted ? weights[slot] : 1)
    }

    /// Stores a new record for a constraint of `content` owned by `owner` (tagged when `tagging` is the owner, a
    /// `Constraint`) and returns its slot.
    mutating func insert(
        _ content: borrowing ConstraintContent, owner: AnyObject, tagging: Constraint?, marker: Int32, other: Int32,
        order: UInt32, dormantSlot: Int32 = -1
    ) -> Int32 {
        let slot = freeSlots.last ?? Int32(slots.count)
        var tagged = false
        if let constraint = tagging {
            tagged =
                constraint.solverTag.compareExchange(
                    expected: Constraint.untagged, desired: UInt32(slot), ordering: .relaxed
                ).exchanged
            if !tagged { elsewhereTagged[ObjectIdentifier(constraint)] = slot }
        }
        let (code, isWeighted) = Self.placing(content.strength)
        if isWeighted {
            weights.insert(content.strength.weight, at: slot)
        } else if code == Self.unusualStrength {
            unusual[slot] = content.strength
        }
        var record = ConstraintRecord(
            owner: owner, constant: content.constant, marker: marker, other: other, order: order,
            fingerprint: code == 1000 && content.relation == .equal ? ConstraintRecord.fingerprint(of: content.terms) : 0,
            strengthCode: code,
            relation: content.relation, isTagged: tagged, isWeighted: isWeighted)
        if dormantSlot >= 0 { record.dormantSlot = dormantSlot }
        if Int(slot) < slots.count {
            freeSlots.removeLast()
            slots[Int(slot)] = record
        } else {
            slots.appendGrowingAsTables(record)
        }
        return slot
    }

    /// Forgets the record in `slot` and returns it (nil when there is none).
    @discardableResult
    mutating func remove(_ slot: Int32) -> ConstraintRecord? {
        guard let record = self[slot] else { return nil }
        slots[Int(slot)] = nil
        freeSlots.append(slot)
        if record.isWeighted {
            weights.remove(slot)
        } else if record.strengthCode == Self.unusualStrength {
            unusual[slot] = nil
        }
        if record.isTagged {
            (record.owner as! Constraint).solverTag.store(Constraint.untagged, ordering: .relaxed)
        } else if !elsewhereTagged.isEmpty, let constraint = record.owner as? Constraint,
            elsewhereTagged[ObjectIdentifier(constraint)] == slot
        {
            elsewhereTagged[ObjectIdentifier(constraint)] = nil
        }
        return record
    }

    /// Gives the record in `slot` a new owner and constant (a constant replaced in place by another constraint of
    /// the same terms, relation and strength), tagging the owner when `tagging` is it.
    mutating func replaceOwner(at slot: Int32, with content: ConstraintContent, owner: AnyObject, tagging: Constraint?) {
        let old = remove(slot)!
        let again = insert(
            content, owner: owner, tagging: tagging, marker: old.marker, other: old.other, order: old.order,
            dormantSlot: old.dormantSlot)
        assert(again == slot)
    }

    /// The number of slots, taken and free alike.
    var count: Int { slots.count }

    /// Makes room for `minimumCapacity` slots.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if slots.capacity < minimumCapacity { slots.reserveCapacity(minimumCapacity) }
    }

    /// Gives every record the order `renumbered` makes of its own (see `Tableau.renumberOrders`).
    mutating func updateOrders(_ renumbered: (UInt32) -> UInt32) {
        for i in slots.indices where slots[i] != nil { slots[i]!.order = renumbered(slots[i]!.order) }
    }

    /// Every record with its slot, in no particular order.
    var all: [(slot: Int32, record: ConstraintRecord)] {
        slots.indices.compactMap { i in slots[i].map { (Int32(i), $0) } }
    }
}

/// A weight for some slots of a `ConstraintTable`, by slot: the slots in groups of 64, each group a bit mask of the
/// slots that have one and their weights in slot order, in an array grown four at a time. A few bytes over the
/// weights themselves, where a dictionary took 20 bytes a bucket in a table at most three quarters full; adding or
/// removing one moves at most the 63 others of its group.
struct SlotWeights {
    /// One group of 64 slots.
    private struct Group {
        /// Bit `i` is set when slot `64 × group + i` has a weight.
        var present: UInt64 = 0
        /// The weights of the slots present, in slot order.
        var weights: [Double] = []
    }

    private var groups: [Group] = []

    /// The position of `slot`'s weight in its group's array (counting the slots present before it).
    @inline(__always) private static func position(of bit: Int, in present: UInt64) -> Int {
        (present & ((1 << UInt64(bit)) - 1)).nonzeroBitCount
    }

    /// The weight of `slot`, which must have one.
    subscript(slot: Int32) -> Double {
        let group = groups[Int(slot) >> 6]
        let bit = Int(slot) & 63
        assert(group.present & 1 << UInt64(bit) != 0)
        return group.weights[Self.position(of: bit, in: group.present)]
    }

    /// Gives `slot`, which has none, the weight `weight`.
    mutating func insert(_ weight: Double, at slot: Int32) {
        let g = Int(slot) >> 6
        let bit = Int(slot) & 63
        if g >= groups.count { groups.append(contentsOf: repeatElement(Group(), count: g + 1 - groups.count)) }
        groups.withUnsafeMutableBufferPointer { groups in
            assert(groups[g].present & 1 << UInt64(bit) == 0)
            let at = Self.position(of: bit, in: groups[g].present)
            if groups[g].weights.count == groups[g].weights.capacity {
                groups[g].weights.reserveCapacity(groups[g].weights.count + 4)
            }
            groups[g].weights.insert(weight, at: at)
            groups[g].present |= 1 << UInt64(bit)
        }
    }

    /// Forgets the weight of `slot`, which must have one.
    mutating func remove(_ slot: Int32) {
        let g = Int(slot) >> 6
        let bit = Int(slot) & 63
        groups.withUnsafeMutableBufferPointer { groups in
            assert(groups[g].present & 1 << UInt64(bit) != 0)
            groups[g].weights.remove(at: Self.position(of: bit, in: groups[g].present))
            groups[g].present &= ~(1 << UInt64(bit))
            if groups[g].present == 0 { groups[g].weights = [] }
        }
    }
}
