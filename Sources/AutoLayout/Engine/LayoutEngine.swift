internal import Cassowary
import Foundation

typealias SolverExpression = Cassowary.Expression
typealias SolverConstraint = Cassowary.Constraint

/// The four variables of a view or guide: its alignment rectangle, with `minX`/`minY` in the
/// coordinates of its superview (a guide: of its owning view).
struct ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
}

/// One solver for one root (window) hierarchy, kept in step with the views and constraints.
///
/// Every view and guide of the tree has variables. Constraints are lowered into the holding view's
/// coordinate space (spec engine.md §7): a descendant's position adds the frame origins of the
/// ancestors between it and the holder. Views that translate their autoresizing mask get the four
/// constraints UIKit makes (spec §11); the root is pinned to its frame as a window is. Changes are
/// applied incrementally: installing, removing or changing one constraint touches the solver for that
/// constraint only; attaching or detaching a subtree touches that subtree only.
final class LayoutEngine {
    let solver = Solver()
    /// A handle of `solver`'s (at slot -1, naming no variable), from which items' slots are made back into variables.
    private let solverVariable: Variable
    unowned let root: UIView
    /// A fitting engine solves one view's subtree alone: no root pins, no constraints from outside.
    let isFitting: Bool
    /// This engine's number: an item's `EngineSlot` is read only by the engine that wrote it.
    let serial = LayoutEngine.nextSerial()
    /// A fitting engine's variables (it must not take the slots the tree's own engine uses).
    @exclusivity(unchecked) private var fittingVariables: [ObjectIdentifier: ItemVariables] = [:]
    /// The number in `itemReferences` of the item of each variable, indexed by the variable's slot (the solver hands
    /// slots out densely; 0: none): four bytes a solver symbol where a reference took eight.
    @exclusivity(unchecked) private var itemOfSlot: [UInt32] = []
    /// The registered items' references by number (number 0 is none); an unregistered item's number is reused.
    @exclusivity(unchecked) private var itemReferences: [ItemReference?] = [nil]
    @exclusivity(unchecked) private var freeItemNumbers: [UInt32] = []
    /// A fitting engine's installed constraints and their rows (the tree's engine keeps them on the constraints).
    @exclusivity(unchecked) private var fittingRows: [ObjectIdentifier: (constraint: NSLayoutConstraint, rows: RowSlots)] = [:]
    /// The constraints installed here without rows (every row refused), which keep `noRows` as their first row.
    @exclusivity(unchecked) private var rowless: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) var broken: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) var rootPins: [SolverConstraint] = []
    /// The rows keeping views at their `canvasStayFrame`, by view.
    @exclusivity(unchecked) var stays: [ObjectIdentifier: [SolverConstraint]] = [:]
    /// The hidden rows holding sizes a solution made negative at zero, by item (`holdSizeNonNegative(_:of:)`).
    @exclusivity(unchecked) var nonNegativeSizes: [ObjectIdentifier: [SolverConstraint]] = [:]
    /// The level of a canvas stay: below the ambiguity probe (0.001), itself below every Auto Layout priority.
    static let stayPriority = 0.0001
    /// The level of a held canvas stay (`UIView.holdCanvasStays(_:)`): above the stack view's lowest fits
    /// (`UISV-ambiguity-suppression` 25, `UISV-canvas-fit` 49), below `UISV-spacing-hidden` (50) and every
    /// priority a file gives. The exact level is an assumption; Xcode's is not documented.
    static let heldStayPriority = 49.5
    /// The autoresizing constraints made for the views, four in a row (x position, width, y position, height),
    /// the views' rows found by item number (`autoresizingRow`): a dictionary of arrays took about 120 bytes a view
    /// (the table of `layout-benchmark` at 100,000 views: 25,000 of them).
    @exclusivity(unchecked) private var autoresizingMade: [NSAutoresizingMaskLayoutConstraint?] = []
    /// For each item number, the first of its four in `autoresizingMade`, or -1 (shorter than the items when the
    /// last ones have none).
    @exclusivity(unchecked) private var autoresizingRow: [Int32] = []
    @exclusivity(unchecked) private var freeAutoresizingRows: [Int32] = []
    /// Views whose margins or safe-area insets went into lowered constraints, with the values used; those
    /// that depend on frames (preserved superview margins, a subview's safe area) are re-checked after layout.
    @exclusivity(unchecked) var insetsUsed: [ObjectIdentifier: (view: ItemReference, margins: UIEdgeInsets, safeArea: UIEdgeInsets)] = [:]

    private static let serialLock = NSLock()
    nonisolated(unsafe) private static var lastSerial: UInt64 = 0

    static func nextSerial() -> UInt64 {
        serialLock.lock()
        defer { serialLock.unlock() }
        lastSerial += 1
        return lastSerial
    }

    /// The variables of a view or guide in this engine, nil when it has none.
    func variables(of item: LayoutItem) -> ItemVariables? {
        if isFitting { return fittingVariables[ObjectIdentifier(item)] }
        guard let slot = item.engineSlot, slot.engine == serial else { return nil }
        return slot.variables(madeLike: solverVariable)
    }

    /// The view or guide whose variable `variable` is, if it is still alive.
    func item(of variable: Variable) -> AnyObject? {
        variable.slot < itemOfSlot.count ? itemReferences[Int(itemOfSlot[variable.slot])]?.item : nil
    }

    /// What a constraint installed here without rows (all refused) keeps as its first row's slot (see `rowless`).
    static let noRows: Int32 = -2

    /// Whether `slot`, the first row's slot kept on `c`, says that `c` is installed in this engine: the solver
    /// holds a row for `c` there (one slot lookup), or it is `noRows` and `c` is among this engine's `rowless`. A
    /// constraint keeps its rows' slots in its own fields rather than in a table; another engine's slots name no
    /// row of `c` here.
    private func isOwnFirstRow(_ slot: Int32, of c: NSLayoutConstraint) -> Bool {
        slot == Self.noRows ? rowless.contains(ObjectIdentifier(c)) : solver.holds(row: slot, of: c)
    }

    /// The slots of the solver rows of `c` in this engine, nil when it is not installed here.
    func rows(of c: NSLayoutConstraint) -> RowSlots? {
        if isFitting { return fittingRows[ObjectIdentifier(c)]?.rows }
        guard let first = c.engineFirstRow, isOwnFirstRow(first, of: c) else { return nil }
        return first == Self.noRows ? RowSlots() : RowSlots(first, c.engineSecondRow)
    }

    /// Whether `c` is installed in this engine (its rows are not copied to find out).
    func isInstalled(_ c: NSLayoutConstraint) -> Bool {
        if isFitting { return fittingRows[ObjectIdentifier(c)] != nil }
        guard let first = c.engineFirstRow else { return false }
        return isOwnFirstRow(first, of: c)
    }

    /// Records the rows of `c` in this engine, or with nil forgets them (only for a constraint installed here, whose
    /// rows the caller took out of the solver).
    private func setRows(_ rows: RowSlots?, of c: NSLayoutConstraint) {
        if isFitting {
            fittingRows[ObjectIdentifier(c)] = rows.map { (c, $0) }
            return
        }
        if rows?.count == 0 { rowless.insert(ObjectIdentifier(c)) } else if !rowless.isEmpty { rowless.remove(ObjectIdentifier(c)) }
        c.engineFirstRow = rows.map { $0.count == 0 ? Self.noRows : $0.first }
        if (rows?.count ?? 0) > 1 || c.origin == .contentSize { c.engineSecondRow = rows.flatMap { $0.count > 1 ? $0.second : nil } }
    }

    /// Calls `body` with every constraint installed in this engine and its rows: the tree's constraints are those
    /// its views hold and the autoresizing constraints made for them (a walk of the tree, for diagnostics only).
    func forEachInstalled(_ body: (NSLayoutConstraint, RowSlots) -> Void) {
        if isFitting {
            for (c, rows) in fittingRows.values { body(c, rows) }
            return
        }
        root.forEachInSubtree { v in
            for c in v.heldConstraints { if let r = rows(of: c) { body(c, r) } }
            for c in autoresizingConstraints(for: v) { if let r = rows(of: c) { body(c, r) } }
        }
    }

    /// Every row the solver holds, in the order added, with its slot and owner, as a `Constraint` on this engine's
    /// variables: the owner itself for a row added as an object (a root's pin, a stay), a copy for a row added by
    /// content (lowered again: the solver keeps its terms only in its rows). For tests and the benchmark's replay.
    func rowsInOrder() -> [(slot: Int32, owner: AnyObject, row: SolverConstraint)] {
        solver.rowsInOrder.compactMap { slot, owner in
            if let row = owner as? SolverConstraint { return (slot, owner, row) }
            guard let c = owner as? NSLayoutConstraint, let slots = rows(of: c), let lowered = lower(c),
                let row = zip(slots, lowered).first(where: { $0.0 == slot })?.1
            else { return nil }
            return (slot, owner, SolverConstraint(content: row))
        }
    }

    /// The variables of an item given untyped (a view or a guide).
    @inline(__always) func variables(of object: AnyObject) -> ItemVariables? {
        if let view = object as? UIView { return variables(of: view as LayoutItem) }
        if let guide = object as? UILayoutGuide { return variables(of: guide as LayoutItem) }
        return nil
    }

    init(root: UIView, isFitting: Bool = false) {
        self.root = root
        self.isFitting = isFitting
        solverVariable = solver.variable(atSlot: -1)
        build()
    }

    /// The autoresizing constraints die with the engine unless someone keeps them: they no longer have a holder.
    deinit {
        for c in autoresizingMade { c?.container = nil }
    }

    // MARK: Building

    func build() {
        // A tree is built in one go: the solver makes room once (four variables an item; a constraint lowers to one
        // solver constraint, a content-size one to two) instead of growing its tables step by step.
        var items = 0
        var constraints = 0
        root.forEachInSubtree { v in
            items += 1 + v.storedGuides.count
            constraints += v.storedConstraints.count
            v.forEachHeldContentSizeConstraint { _ in constraints += 2 }
        }
        solver.reserveCapacity(variables: 4 * items, constraints: constraints + items)
        itemOfSlot.reserveCapacity(itemOfSlot.count + 4 * items + 2 * (constraints + items))  // indexed by symbol
        itemReferences.reserveCapacity(itemReferences.count + items)
        root.forEachInSubtree {
            register($0)
            $0.refreshSystemGuideConstraints()  // margins may have changed with the layout direction
        }
        pinRoot()
        root.forEachInSubtree { v in
            if v !== root || !isFitting { generateAutoresizing(for: v) }
        }
        // Gathered unretained (the views hold them, and no code runs before `installBatch` keys them): retaining
        // each here, and releasing it at the end, read every constraint twice more, out of the cache at 100,000
        // views.
        var all: [Unmanaged<NSLayoutConstraint>] = []
        all.reserveCapacity(constraints)
        root.forEachInSubtree { v in
            for c in v.storedConstraints { all.append(.passUnretained(c)) }
            v.forEachHeldContentSizeConstraint { all.append(.passUnretained($0)) }
        }
        installBatch(consume all)
    }

    /// Installs a batch of constraints (a tree or subtree that joined the engine, or an array activated at once) in
    /// the order in which a view-by-view build would add them: each once the last of the items it touches has its
    /// variables (the largest variable slot among them; the engine registers items in tree order); among those of
    /// one item, the ones tied to older items first, then by first attribute, and only then in activation order.
    /// The solver's work then follows the shape of the tree, not the order the app happened to activate its
    /// constraints in: a card list or a grid activated in a shuffled order gives the solver the same sequence as in
    /// order (ties broken by activation order cost a shuffled 30,000-view grid 8 % more instructions than the
    /// ordered one; these keys, 2 %). Which constraint is broken in a conflict does not depend on this order
    /// (`LayoutDiagnostics.constraintToBreak` goes by activation order).
    func installBatch(_ batch: [NSLayoutConstraint]) {
        installBatch(batch.map(Unmanaged.passUnretained))
    }

    /// `installBatch(_:)` for constraints held unretained by the caller's views; each is retained once keyed. The
    /// batch is released once keyed, before the solver grows with the installs (8 bytes a constraint off the peak).
    func installBatch(_ batch: consuming [Unmanaged<NSLayoutConstraint>]) {
        // Keys are read in the order the constraints lie in memory when the batch is scattered (see
        // `NSLayoutConstraint.memoryOrderIfScattered`).
        // Each entry holds its constraint by hand, retained once here and released once installed (an app's
        // unsatisfiable-constraints handler may deactivate a constraint later in the batch): entries of strong
        // references were retained and released again by the sort's moves and comparisons, 9 times a constraint.
        func entry(_ c: Unmanaged<NSLayoutConstraint>) -> (key: InstallKey, constraint: Unmanaged<NSLayoutConstraint>) {
            (c._withUnsafeGuaranteedRef(installKey), c.retain())
        }
        func sequence(_ c: Unmanaged<NSLayoutConstraint>) -> Int { c._withUnsafeGuaranteedRef(\.sequence) }
        var keyed =
            NSLayoutConstraint.memoryOrderIfScattered(batch).map { order in order.map { entry(batch[$0]) } }
            ?? batch.map(entry)
        _ = consume batch
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : sequence($0.constraint) < sequence($1.constraint) }
        // The sorted constraints alone (8 bytes each, where an entry takes 24) are what the installs walk: the keys
        // are released before the solver grows. They are walked in chunks, each released once installed, so that
        // the list does not stay beside the grown solver to the end (29 bytes a view at a 100,000-view build's peak).
        let chunk = 4_096
        var chunks = stride(from: 0, to: keyed.count, by: chunk).map { start in
            keyed[start..<min(start + chunk, keyed.count)].map(\.constraint)
        }
        _ = consume keyed
        for i in chunks.indices {
            for c in chunks[i] { install(c.takeRetainedValue()) }
            chunks[i] = []
        }
    }

    /// Where `c` goes in a batch (see `installBatch`): the largest variable slot among the items it touches (-1 when
    /// none has variables here), then the largest among the others (-1 when none), then its first attribute.
    private func installKey(of c: NSLayoutConstraint) -> InstallKey {
        var last = -1
        var other = -1
        func note(_ side: ConstraintSide?) {
            guard let side else { return }
            if side.isComposite {
                note(side.offsetFrom)
                note(side.offsetTo)
            } else if let v = side.view.flatMap({ variables(of: $0 as LayoutItem) })
                ?? side.guide.flatMap({ variables(of: $0 as LayoutItem) })
            {
                let slot = v.minX.slot
                if slot > last {
                    other = last
                    last = slot
                } else if slot < last {
                    other = max(other, slot)
                }
            }
        }
        note(c.firstAnchorStorage)
        note(c.secondAnchorStorage)
        return InstallKey(last: Int32(last), other: Int32(other), attribute: Int32(c.firstAttribute.rawValue))
    }

    /// A constraint's place in a batch (see `installKey(of:)`), compared part by part.
    struct InstallKey: Comparable {
        /// 32-bit, as the solver's symbols are: with the constraint beside it, an entry of the sorted batch takes
        /// 24 bytes (half a million of them in a 100,000-view screen).
        let last: Int32, other: Int32, attribute: Int32
        static func < (a: InstallKey, b: InstallKey) -> Bool {
            (a.last, a.other, a.attribute) < (b.last, b.other, b.attribute)
        }
    }

    func register(_ view: UIView) {
        registerItem(view)
        if view.canvasStayFrame != nil { applyStay(of: view) }
        for g in view.storedGuides { register(g) }
        if view.storedMarginsGuide != nil || view.storedSafeAreaGuide != nil { noteInsetsUsed(by: view) }
    }

    func register(_ guide: UILayoutGuide) {
        registerItem(guide)
    }

    /// Gives an item its four variables. They are unnamed: the engine finds an item from a variable through
    /// `item(of:)`, and naming them formatted two descriptions a variable for nothing.
    private func registerItem(_ item: LayoutItem) {
        guard variables(of: item) == nil else { return }
        let v = ItemVariables(
            minX: solver.makeVariable(), minY: solver.makeVariable(),
            width: solver.makeVariable(), height: solver.makeVariable())
        if isFitting {
            fittingVariables[ObjectIdentifier(item)] = v
        } else {
            item.engineSlot = EngineSlot(engine: serial, variables: v)
        }
        let number: UInt32
        if let reused = freeItemNumbers.popLast() {
            number = reused
            itemReferences[Int(number)] = item.itemReference
        } else {
            number = UInt32(itemReferences.count)
            itemReferences.append(item.itemReference)
        }
        let last = max(v.minX.slot, v.minY.slot, v.width.slot, v.height.slot)
        while itemOfSlot.count <= last { itemOfSlot.append(0) }
        itemOfSlot[v.minX.slot] = number
        itemOfSlot[v.minY.slot] = number
        itemOfSlot[v.width.slot] = number
        itemOfSlot[v.height.slot] = number
    }

    func unregister(_ item: LayoutItem) {
        guard let v = variables(of: item) else { return }
        if let view = item as? UIView { removeAutoresizing(for: view) }  // its item number serves the next item
        for c in stays.removeValue(forKey: ObjectIdentifier(item)) ?? [] { try? solver.remove(c) }
        for c in nonNegativeSizes.removeValue(forKey: ObjectIdentifier(item)) ?? [] { try? solver.remove(c) }
        if isFitting {
            fittingVariables[ObjectIdentifier(item)] = nil
        } else {
            item.engineSlot = nil
        }
        if v.minX.slot < itemOfSlot.count, case let number = itemOfSlot[v.minX.slot], number != 0 {
            itemReferences[Int(number)] = nil
            freeItemNumbers.append(number)
        }
        for x in [v.minX, v.minY, v.width, v.height] {
            if x.slot < itemOfSlot.count { itemOfSlot[x.slot] = 0 }
            // The solver's slots serve the next views, so that a tree whose views come and go stays flat. A
            // variable that a constraint still uses (one held above the subtree and not removed with it) stays.
            try? solver.removeVariable(x)
        }
    }

    /// Keeps `view` at its `canvasStayFrame` below every priority (replacing an earlier stay); none for the root
    /// or in a fitting engine.
    func applyStay(of view: UIView) {
        for c in stays.removeValue(forKey: ObjectIdentifier(view)) ?? [] { try? solver.remove(c) }
        guard !isFitting, view !== root, let f = view.canvasStayFrame, let v = variables(of: view as LayoutItem) else { return }
        let a = view.alignmentRect(forFrame: f)
        let level = view.canvasStayHeld ? LayoutEngine.heldStayPriority : LayoutEngine.stayPriority
        let strength = Strength(priority: level)
        let rows = [
            SolverConstraint(SolverExpression(v.minX) - Double(a.minX), .equal, strength: strength),
            SolverConstraint(SolverExpression(v.minY) - Double(a.minY), .equal, strength: strength),
            SolverConstraint(SolverExpression(v.width) - Double(a.width), .equal, strength: strength),
            SolverConstraint(SolverExpression(v.height) - Double(a.height), .equal, strength: strength),
        ]
        stays[ObjectIdentifier(view)] = rows.filter { (try? solver.add($0)) != nil }
    }

    func pinRoot() {
        guard !isFitting, let v = variables(of: root as LayoutItem) else {
            for p in rootPins { try? solver.remove(p) }
            rootPins = []
            return
        }
        // The root plays the window: its frame sets its size. With translatesAutoresizingMaskIntoConstraints
        // off, the pins sit just below required (999.999), so required constraints on the root's own size win
        // (our choice; UIKit's host-view behaviour is not documented).
        let strength: Strength = root.storedTAMIC ? .required : Strength(priority: 999.999)
        let f = root.storedFrame
        let pins = [
            SolverConstraint(SolverExpression(v.minX) - Double(f.minX), .equal, strength: strength),
            SolverConstraint(SolverExpression(v.minY) - Double(f.minY), .equal, strength: strength),
            SolverConstraint(SolverExpression(v.width) - Double(f.width), .equal, strength: strength),
            SolverConstraint(SolverExpression(v.height) - Double(f.height), .equal, strength: strength),
        ]
        if rootPins.count == pins.count {
            // A resize moves the pins in place (`Solver.replace`): taken out, the root would come loose for a moment
            // and every autoresized view drift with it (a 10,000-cell table took 0.28 s to resize).
            for i in pins.indices {
                do {
                    try solver.replace(rootPins[i], with: pins[i])
                    rootPins[i] = pins[i]
                } catch {
                    LayoutDiagnostics.log("The root view's size cannot be pinned: \(error)")
                }
            }
            return
        }
        for p in rootPins { try? solver.remove(p) }
        rootPins = pins
        for p in rootPins {
            do { try solver.add(p) } catch { LayoutDiagnostics.log("The root view's size cannot be pinned: \(error)") }
        }
    }

    /// Adds a subtree that joined the tree.
    func attachSubtree(_ subtree: UIView) {
        subtree.forEachInSubtree {
            register($0)
            $0.refreshSystemGuideConstraints()  // direction and inherited margins come from the new tree
        }
        var all: [NSLayoutConstraint] = []
        subtree.forEachInSubtree { v in
            generateAutoresizing(for: v)
            all.append(contentsOf: v.storedConstraints)
            v.forEachHeldContentSizeConstraint { all.append($0) }
        }
        installBatch(all)
    }

    /// Removes a subtree that leaves the tree (its constraints stay on its views).
    func detachSubtree(_ subtree: UIView) {
        subtree.forEachInSubtree { v in
            for c in v.storedConstraints { uninstall(c) }
            v.forEachHeldContentSizeConstraint { uninstall($0) }
            removeAutoresizing(for: v)
        }
        subtree.forEachInSubtree { v in
            unregister(v)
            for g in v.storedGuides { unregister(g) }
        }
    }

    // MARK: Installing constraints

    /// Lowers `c` and adds it to the solver; a required constraint that conflicts goes through the
    /// unsatisfiable-constraints seam, which breaks one constraint and carries on.
    func install(_ c: NSLayoutConstraint) {
        guard !isInstalled(c) else { return }
        guard let lowered = lower(c) else {
            LayoutDiagnostics.log(
                "Unable to install constraint on view.  Does the constraint reference something from outside the subtree of the view?  That's illegal. constraint:\(c) view:\(c.container.map { String(describing: $0) } ?? "(null)")"
            )
            return
        }
        if isFitting {
            setRows(RowSlots(), of: c)
        } else {
            // No rows yet; `appendRow` records each row the solver takes. The mark of a constraint installed without
            // rows (`noRows`) is set only when a row is refused, before anything reads which constraints are
            // installed: set first and replaced at once, it cost a retain and a release of each a constraint.
            c.engineFirstRow = nil
            if c.origin == .contentSize { c.engineSecondRow = nil }
        }
        // By index: iterating copied the rows' pair at each step.
        for i in 0..<lowered.count where !addOne(lowered[i], for: c) { return }
        markInstalledWithoutRows(c)
    }

    /// Marks `c`, being installed here, installed with no rows when no row was taken yet (see `install`).
    private func markInstalledWithoutRows(_ c: NSLayoutConstraint) {
        if !isFitting, c.engineFirstRow == nil { setRows(RowSlots(), of: c) }
    }

    /// Adds one lowered piece of `c`. Returns false when `c` itself was broken (and re-installed whole).
    private func addOne(_ row: ConstraintContent, for c: NSLayoutConstraint) -> Bool {
        while true {
            do {
                appendRow(try solver.add(row, owner: c), to: c)
                return true
            } catch .unsatisfiable {
                markInstalledWithoutRows(c)
                var list = installedOwners(solver.conflictOwners.dropLast())
                list.sort { $0.sequence < $1.sequence }
                list.removeAll { $0 === c }
                list.append(c)
                let victim = handleUnsatisfiable(list, adding: c)
                reinstallBroken(victim)
                if victim === c { return false }
            } catch {
                markInstalledWithoutRows(c)
                LayoutDiagnostics.log("The layout engine refused \(c): \(error)")
                return true
            }
        }
    }

    /// Adds a row's slot to those of `c`, installed here, in place.
    private func appendRow(_ slot: Int32, to c: NSLayoutConstraint) {
        if isFitting {
            fittingRows[ObjectIdentifier(c)]?.rows.append(slot)
            return
        }
        let first = c.engineFirstRow
        if first == nil || first == Self.noRows {
            if first == Self.noRows { rowless.remove(ObjectIdentifier(c)) }
            c.engineFirstRow = slot
        } else {
            c.engineSecondRow = slot  // a content-size constraint's (the base class refuses a second row)
        }
    }

    /// The installed constraints among the owners of conflicting rows, each once, in no particular order (rows the
    /// engine adds as `Constraint` objects, a root's pins or a view's stays, name none).
    private func installedOwners(_ owners: some Sequence<AnyObject>) -> [NSLayoutConstraint] {
        var seen: Set<ObjectIdentifier> = []
        return owners.compactMap { $0 as? NSLayoutConstraint }.filter { isInstalled($0) && seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Takes `c` out of the solver and adds it again broken: its required rows at the broken priority.
    private func reinstallBroken(_ c: NSLayoutConstraint) {
        removeFromSolver(c)
        broken.insert(ObjectIdentifier(c))
        setRows(RowSlots(), of: c)
        for row in lower(c) ?? LoweredRows() {
            if let slot = try? solver.add(row, owner: c) { appendRow(slot, to: c) }
        }
    }

    private func removeFromSolver(_ c: NSLayoutConstraint) {
        for slot in rows(of: c) ?? RowSlots() { solver.remove(row: slot, of: c) }
    }

    /// Removes `c` from the solver (nothing if it is not installed).
    func uninstall(_ c: NSLayoutConstraint) {
        guard isInstalled(c) else { return }
        removeFromSolver(c)
        setRows(nil, of: c)
        broken.remove(ObjectIdentifier(c))
    }

    /// Re-lowers `c` after its constant or priority changed: only its own rows are touched. When every row is a
    /// required equality whose constant alone changed, each takes its new constant in place
    /// (`Solver.replaceConstant`), as UIKit advises changing a constant over removing and adding a constraint: taken
    /// out, a constraint that many rows hang from leaves them free for a moment, and the solver walks them back one
    /// pivot at a time. The rows' terms are the same whenever `c` stays installed (its items and attributes do not
    /// change, and a view that moves in the tree re-installs its constraints); the solver checks them by fingerprint
    /// all the same. Otherwise (another priority, an inequality, a broken constraint, a constant that cannot hold),
    /// `c` is re-installed whole, which logs and breaks as UIKit does.
    func update(_ c: NSLayoutConstraint) {
        guard let old = rows(of: c) else { return }
        if !broken.contains(ObjectIdentifier(c)), let lowered = lower(c), lowered.count == old.count, old.count > 0 {
            var replaced = true
            for (slot, row) in zip(old, lowered) where replaced {
                replaced = solver.replaceConstant(row: slot, of: c, with: row)
            }
            if replaced { return }
        }
        uninstall(c)
        install(c)
    }

    /// Re-lowers the installed constraints that read `view`'s baselines (its baseline offsets are read
    /// when a constraint is lowered; a text view reports new ones through `invalidateIntrinsicContentSize()`).
    func baselinesChanged(of view: UIView) {
        var affected: [NSLayoutConstraint] = []
        var a: UIView? = view
        while let holder = a {
            for c in holder.storedConstraints where c.readsBaseline(of: view) { affected.append(c) }
            a = holder.storedSuperview
        }
        for c in affected { update(c) }
    }

    /// Constraints held above `view` that reach into its subtree read its bounds origin (a scroll view's
    /// content offset) as a constant: they are re-lowered.
    func boundsOriginChanged(of view: UIView) {
        var affected: [NSLayoutConstraint] = []
        var a = view.storedSuperview
        while let holder = a {
            for c in holder.storedConstraints where c.refersToSubtree(of: view) { affected.append(c) }
            a = holder.storedSuperview
        }
        for c in affected { update(c) }
    }

    /// Whether the engine had to break `c`.
    func isBroken(_ c: NSLayoutConstraint) -> Bool { broken.contains(ObjectIdentifier(c)) }

    // MARK: Autoresizing

    func generateAutoresizing(for view: UIView) {
        removeAutoresizing(for: view)
        guard view.storedTAMIC, let superview = view.storedSuperview, !(isFitting && view === root) else { return }
        guard let number = itemNumber(of: view) else { return }
        let made = AutoresizingTranslator.constraints(for: view, in: superview)
        let start: Int32
        if let reused = freeAutoresizingRows.popLast() {
            start = reused
        } else {
            start = Int32(autoresizingMade.count)
            autoresizingMade.append(contentsOf: repeatElement(nil, count: 4))
        }
        for (k, c) in made.enumerated() { autoresizingMade[Int(start) + k] = c }
        if number >= autoresizingRow.count {
            autoresizingRow.append(contentsOf: repeatElement(-1, count: number + 1 - autoresizingRow.count))
        }
        autoresizingRow[number] = start
        for c in made {
            c.container = superview
            c.sequence = NSLayoutConstraint.nextSequence()
            install(c)
        }
    }

    func removeAutoresizing(for view: UIView) {
        guard let number = itemNumber(of: view), number < autoresizingRow.count, case let start = autoresizingRow[number],
            start >= 0
        else { return }
        autoresizingRow[number] = -1
        freeAutoresizingRows.append(start)
        for k in Int(start)..<Int(start) + 4 {
            guard let c = autoresizingMade[k] else { continue }
            autoresizingMade[k] = nil
            uninstall(c)
            c.container = nil
        }
    }

    /// The autoresizing constraints currently made for `view`.
    func autoresizingConstraints(for view: UIView) -> [NSLayoutConstraint] {
        guard let number = itemNumber(of: view), number < autoresizingRow.count, case let start = autoresizingRow[number],
            start >= 0
        else { return [] }
        return autoresizingMade[Int(start)..<Int(start) + 4].compactMap { $0 }
    }

    /// The number the engine gave `view` when it registered it (see `registerItem`), nil when it has none here.
    private func itemNumber(of view: UIView) -> Int? {
        guard let v = variables(of: view as LayoutItem), v.minX.slot < itemOfSlot.count else { return nil }
        return Int(itemOfSlot[v.minX.slot])
    }

    /// The frame of `view` was set by application code: its autoresizing constraints (or the root's pins) follow.
    func frameWasSetFromOutside(_ view: UIView) {
        if view === root {
            pinRoot()
        } else if view.storedTAMIC, variables(of: view as LayoutItem) != nil {
            generateAutoresizing(for: view)
        }
    }

    // MARK: Non-negative sizes

    /// How far below zero a size may lie before it is held at zero: the solver's rounding, not a layout.
    static let negativeSizeTolerance = 1e-6

    /// If `variable` is the width or height of `item` (a view or guide), holds it `>= 0` with a hidden required
    /// row and returns true; false for a position.
    ///
    /// A view's or guide's width and height are never negative on iOS (spec diagnostics.md §2.3: a log whose list
    /// holds only `width == - 16` is unsatisfiable; rule 1 of our rule there), and not in Interface Builder's
    /// canvas either: element-hq/element-ios `KeyVerificationVerifyByScanningViewController.storyboard` (Xcode
    /// 14) saves a hidden arranged view 28 high, not the 0 its `UISV-hiding` (999.999) asks, because a square
    /// inside it lies 8 below its top and 20 above its bottom: the square is saved 0×0, where without the
    /// non-negative sizes the hidden view would be 0 high and the square −28. The rows are added only for sizes a
    /// solution made negative, and kept until the item leaves the engine: the optimum of the system with them is
    /// then the optimum with a row for every size (it satisfies all of them), at no cost to layouts whose sizes are
    /// positive.
    ///
    /// Where required constraints need the size negative, the layout is unsatisfiable as on iOS: the usual log
    /// lists them (the hidden row is not printed) and one of them is broken (`handleUnsatisfiable`), until the
    /// size can be held. A layout guide's size that cannot be held is left negative without a log (the system's
    /// own guide constraints fix most guides, and one iOS log suggests a margins guide may go negative: spec
    /// diagnostics.md §2.3, unconfirmed), and so is any size on Interface Builder's canvas (an engine with canvas
    /// stays), our choice: the canvas is laid out in steps (sizes, then holds, then stays) whose intermediate
    /// states Xcode never reaches, and a constraint broken there would stay broken.
    func holdSizeNonNegative(_ variable: Variable, of item: AnyObject) -> Bool {
        guard let v = variables(of: item), variable == v.width || variable == v.height,
            !(nonNegativeSizes[ObjectIdentifier(item)] ?? []).contains(where: { $0.expression.terms.first?.variable == variable })
        else { return false }  // a size held already is at zero, within the solver's rounding
        let row = SolverConstraint(SolverExpression(variable), .greaterThanOrEqual)
        for _ in 0..<8 {
            do {
                try solver.add(row)
                nonNegativeSizes[ObjectIdentifier(item), default: []].append(row)
                return true
            } catch .unsatisfiable {
                var list = installedOwners(solver.conflictOwners)
                guard stays.isEmpty, item is UIView, !list.isEmpty else { return false }
                list.sort { $0.sequence < $1.sequence }
                reinstallBroken(handleUnsatisfiable(list, adding: list[list.count - 1]))
            } catch {
                return false
            }
        }
        return false
    }

    /// Holds at zero every size that `changes` made negative; whether one was held.
    private func holdNegativeSizes(in changes: [(variable: Variable, value: Double)]) -> Bool {
        var held = false
        for (variable, value) in changes where value < -Self.negativeSizeTolerance {
            if let item = item(of: variable), holdSizeNonNegative(variable, of: item) { held = true }
        }
        return held
    }

    // MARK: Reading the solution

    func alignmentRect(of item: AnyObject) -> CGRect? {
        guard let v = variables(of: item) else { return nil }
        return CGRect(
            x: solver.value(of: v.minX), y: solver.value(of: v.minY),
            width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// Notes that `view`'s insets were used in lowering.
    func noteInsetsUsed(by view: UIView) {
        let id = ObjectIdentifier(view)
        guard insetsUsed[id] == nil else { return }
        insetsUsed[id] = (view.itemReference, view.effectiveLayoutMargins, view.safeAreaInsets)
    }

    /// After a layout pass: views whose frame-dependent margins or safe-area insets changed get their
    /// constraints re-lowered. Returns whether anything changed.
    func recheckInsets() -> Bool {
        var changed: [UIView] = []
        for (id, entry) in insetsUsed {
            guard let v = entry.view.item as? UIView else {
                insetsUsed[id] = nil
                continue
            }
            guard v.storedSuperview != nil, v.storedPreservesSuperviewMargins || v.storedSuperview?.safeAreaInsets != .zero
            else { continue }
            if v.effectiveLayoutMargins != entry.margins || v.safeAreaInsets != entry.safeArea { changed.append(v) }
        }
        for v in changed {
            insetsUsed[ObjectIdentifier(v)] = nil
            marginsChanged(in: v)
            noteInsetsUsed(by: v)
        }
        return !changed.isEmpty
    }

    /// Marks the views whose frames (or whose subviews' frames) the last changes moved, holding every size the
    /// changes made negative at zero first (`holdSizeNonNegative(_:of:)`). The changes are read one by one
    /// (`Solver.forEachChange`): a first layout of 100,000 views moves 400,000 variables, which as an array took
    /// 64 bytes a view at the peak.
    func markChangedViews() {
        // The changes come in slot order, and an item's four variables usually lie side by side: an item is marked
        // once for a run of them (marking is idempotent; a view listed four times was framed four times).
        var previous: UInt32 = 0
        var negative: [(variable: Variable, value: Double)] = []
        let holdsSizes = !root.keepsNegativeSizes
        func note(_ variable: Variable, _ value: Double) {
            if holdsSizes && value < -Self.negativeSizeTolerance { negative.append((variable, value)) }
            guard variable.slot < itemOfSlot.count, case let number = itemOfSlot[variable.slot], number != previous else { return }
            previous = number
            guard let item = itemReferences[Int(number)] else { return }
            if let v = item.view {
                if let superview = v.storedSuperview { superview.noteMovedSubview(v) } else { v.needsLayoutFlag = true }
            } else if let g = item.guide {
                g.owningView?.needsLayoutFlag = true
            }
        }
        solver.forEachChange(note)
        // Holding one size may push another below zero: hold until none is (each size is held once, so this ends).
        while !negative.isEmpty, holdNegativeSizes(in: negative) {
            negative.removeAll()
            previous = 0
            solver.forEachChange(note)
        }
    }
}
