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
}

/// An item's variables in one engine, kept on the item: reading them is a field access, not a hash lookup, on
/// every constraint lowered. `engine` is the serial of the engine that made them, so variables an old engine made
/// are never read by a new one. Fitting engines, which live beside the tree's own engine, keep theirs in a table.
struct EngineSlot {
    let engine: UInt64
    let variables: ItemVariables
}

/// `0x…` for an object, as `%p` prints it (fake inside `LayoutDiagnostics.withFakeAddresses`).
func addressString(_ object: AnyObject) -> String {
    LayoutDiagnostics.address(of: object)
}

/// The class name of an object as UIKit prints it (see `LayoutDiagnostics.className(of:)`).
func className(_ object: AnyObject) -> String {
    LayoutDiagnostics.className(of: object)
}
