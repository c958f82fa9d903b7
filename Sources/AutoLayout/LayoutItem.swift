internal import Cassowary
import Foundation

/// What the engine needs of a constraint's item: a `UIView` or a `UILayoutGuide`.
protocol LayoutItem: AnyObject {
    /// The view that stands for the item in the common-ancestor search: the view itself, or a guide's owning view.
    var hostView: UIView? { get }
    /// The view whose coordinate space the item's position variables are in: a view's superview, a guide's owning view.
    var coordinateParent: UIView? { get }
    /// The effective layout margins used by margin attributes (zero for guides).
    var effectiveMarginsForLowering: UIEdgeInsets { get }
    /// Short name for descriptions: `UIView:0x…` or the accessibility identifier.
    var layoutDebugName: String { get }
    /// The item's variables in the engine of its tree (see `EngineSlot`).
    var engineSlot: EngineSlot? { get set }
    /// The reference through which anchors, constraints and the engine point at the item (see `ItemReference`).
    var itemReference: ItemReference { get }
}

/// A reference to a view or guide that reads nil once the item is gone, made without Swift's weak references.
///
/// A weak reference gives its object a side table, and every retain and release of that object then takes the
/// runtime's slow path: with every view weakly referenced by its anchors and the engine, a fifth of a first layout's
/// instructions went to reference counting. A view or guide makes its one reference when first asked and clears it
/// when it dies, so the item itself keeps the fast path. Any other object (the item of an invalid constraint) is
/// held weakly by a `WeakItemReference`, so that a view's reference is one word (32 bytes with the allocator's
/// header, not 48).
class ItemReference {
    /// The view or guide; cleared by its `deinit`, so never dangling.
    private unowned(unsafe) var layoutItem: AnyObject?

    /// The reference a view or guide keeps to itself (through `ViewReference` or `GuideReference`).
    fileprivate init(layoutItem: AnyObject) { self.layoutItem = layoutItem }

    /// A reference to no view or guide (see `WeakItemReference`).
    fileprivate init() {}

    /// The item, or nil once it is gone.
    var item: AnyObject? { layoutItem ?? (self as? WeakItemReference)?.other }

    /// The item if it is a view, nil otherwise or once it is gone: the reference's own class says which kind its
    /// item is (a comparison of one class pointer), where a cast of the item called the runtime on every side of
    /// every constraint keyed, lowered and activated.
    var view: UIView? { self is ViewReference ? layoutItem.map { unsafeDowncast($0, to: UIView.self) } : nil }

    /// The item if it is a layout guide, nil otherwise or once it is gone (see `view`).
    var guide: UILayoutGuide? {
        self is GuideReference ? layoutItem.map { unsafeDowncast($0, to: UILayoutGuide.self) } : nil
    }

    /// Called by the item's `deinit`.
    func clear() { layoutItem = nil }

    /// The reference of a view or guide, or a weak one to any other object.
    static func to(_ object: AnyObject?) -> ItemReference? {
        guard let object else { return nil }
        // Class casts: a cast to the protocol costs a conformance lookup on every anchor made.
        if let view = object as? UIView { return view.itemReference }
        if let guide = object as? UILayoutGuide { return guide.itemReference }
        return WeakItemReference(other: object)
    }
}

/// The reference a view keeps to itself.
final class ViewReference: ItemReference {
    /// The reference of `view`.
    init(layoutItem view: UIView) { super.init(layoutItem: view) }
}

/// The reference a layout guide keeps to itself.
final class GuideReference: ItemReference {
    /// The reference of `guide`.
    init(layoutItem guide: UILayoutGuide) { super.init(layoutItem: guide) }
}

/// The reference to an object that is neither a view nor a guide (the item of an invalid constraint), held weakly.
final class WeakItemReference: ItemReference {
    /// The object, nil once it is gone.
    weak var other: AnyObject?

    init(other: AnyObject) {
        self.other = other
        super.init()
    }
}

/// An item's variables in one engine, kept on the item: reading them is a field access, not a hash lookup, on
/// every constraint lowered. `engine` is the serial of the engine that made them, so variables an old engine made
/// are never read by a new one. Fitting engines, which live beside the tree's own engine, keep theirs in a table.
/// The variables are kept as their four slots (the engine knows its solver), 24 bytes where four variables and the
/// serial took 40: a view is 200 bytes (208 with the allocator's header), not 216 (224).
struct EngineSlot {
    let engine: UInt64
    private let minX: Int32, minY: Int32, width: Int32, height: Int32

    /// No variables (engine serials start at 1).
    static let none = EngineSlot()

    private init() {
        engine = 0
        (minX, minY, width, height) = (0, 0, 0, 0)
    }

    /// The slot of `variables`, made by the engine numbered `engine`.
    init(engine: UInt64, variables: ItemVariables) {
        self.engine = engine
        (minX, minY, width, height) = (
            Int32(variables.minX.slot), Int32(variables.minY.slot), Int32(variables.width.slot), Int32(variables.height.slot)
        )
    }

    /// The variables, made back like `sibling` (any variable of the engine's solver).
    func variables(madeLike sibling: Variable) -> ItemVariables {
        ItemVariables(
            minX: Variable(slot: minX, madeLike: sibling), minY: Variable(slot: minY, madeLike: sibling),
            width: Variable(slot: width, madeLike: sibling), height: Variable(slot: height, madeLike: sibling))
    }
}

/// `0x…` for an object, as `%p` prints it (fake inside `LayoutDiagnostics.withFakeAddresses`).
func addressString(_ object: AnyObject) -> String {
    LayoutDiagnostics.address(of: object)
}

/// The class name of an object as UIKit prints it (see `LayoutDiagnostics.className(of:)`).
func className(_ object: AnyObject) -> String {
    LayoutDiagnostics.className(of: object)
}
