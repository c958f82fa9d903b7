/// The records of the constraints one tableau holds, found from the constraint object without hashing.
///
/// Records live in slots; a constraint carries a tag naming the slot of the solver that claimed it, atomically
/// when it was added. A tag is trusted only when that slot of this table holds the same object, so it needs no
/// solver's name. A constraint already tagged by another solver (the same object in two solvers at once) is
/// found through a dictionary instead, so sharing stays correct, only slower.
struct ConstraintTable {
    private var slots: [ConstraintRecord?] = []
    private var freeSlots: [Int32] = []
    private var elsewhereTagged: [ObjectIdentifier: Int32] = [:]

    private func slot(of constraint: Constraint) -> Int32? {
        let tag = constraint.solverTag.load(ordering: .relaxed)
        if tag != Constraint.untagged, Int(tag) < slots.count, slots[Int(tag)]?.constraint === constraint {
            return Int32(tag)
        }
        return elsewhereTagged.isEmpty ? nil : elsewhereTagged[ObjectIdentifier(constraint)]
    }

    /// The record of `constraint`, if the tableau holds it.
    subscript(constraint: Constraint) -> ConstraintRecord? {
        slot(of: constraint).flatMap { slots[Int($0)] }
    }

    /// Stores the record of a constraint the tableau does not hold yet.
    mutating func insert(_ record: consuming ConstraintRecord) {
        let constraint = record.constraint
        let slot = freeSlots.last ?? Int32(slots.count)
        let claimed = constraint.solverTag.compareExchange(
            expected: Constraint.untagged, desired: UInt32(slot), ordering: .relaxed
        ).exchanged
        if !claimed { elsewhereTagged[ObjectIdentifier(constraint)] = slot }
        // The record moves into its slot.
        if Int(slot) < slots.count {
            freeSlots.removeLast()
            slots[Int(slot)] = consume record
        } else {
            slots.appendGrowingAsTables(consume record)
        }
    }

    /// Forgets `constraint` and returns its record.
    mutating func remove(_ constraint: Constraint) -> ConstraintRecord? {
        guard let slot = slot(of: constraint), let record = slots[Int(slot)] else { return nil }
        slots[Int(slot)] = nil
        freeSlots.append(slot)
        if elsewhereTagged.removeValue(forKey: ObjectIdentifier(constraint)) == nil {
            constraint.solverTag.store(Constraint.untagged, ordering: .relaxed)
        }
        return record
    }

    /// The number of records held, taken slots and free ones alike.
    var count: Int { slots.count }

    /// Makes room for `minimumCapacity` slots.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if slots.capacity < minimumCapacity { slots.reserveCapacity(minimumCapacity) }
    }

    /// Gives every record the order `renumbered` makes of its own (see `Tableau.renumberOrders`).
    mutating func updateOrders(_ renumbered: (UInt32) -> UInt32) {
        for i in slots.indices where slots[i] != nil { slots[i]!.order = renumbered(slots[i]!.order) }
    }

    /// Every record, in no particular order.
    var values: [ConstraintRecord] { slots.compactMap { $0 } }
}
