@_spi(Archives) import AutoLayout
import Foundation
import Synchronization

/// The views of a `.xib` file, made on demand as UIKit's `UINib` makes them (`UINib(nibName:bundle:)`,
/// `instantiate(withOwner:options:)`; `Bundle.loadNibNamed(_:owner:options:)` does both).
///
/// What an instantiation gives (each call makes new views):
/// - the file's top-level views, in order (top-level view controllers and other objects are not made);
/// - each view of UIKit's class for its element (`<label>` → `UILabel` configured from the file, as the
///   Interface Builder canvas builds them), or, when the element names a `customClass` registered with
///   `UINib.register(className:_:)`, whatever the registration makes (UIKit would call the class's
///   `init?(coder:)`: a registration usually does the same, with the coder this nib passes);
/// - the file's frames, autoresizing masks, `translatesAutoresizingMaskIntoConstraints`, priorities, margins,
///   stack arrangements and the constraints installed for the file's design configuration (size classes and
///   trait variations as on its simulated device; placeholder constraints removed, as at build time);
/// - outlets (`<outlet property destination>`) to views and constraints, set on the owner (File's Owner) and on
///   made views that adopt `UINibOutletReceiver` — UIKit sets them by key-value coding, which Swift on Linux lacks.
///   An outlet no receiver takes is logged (UIKit raises "not key value coding-compliant"); outlet collections and
///   external objects are not connected;
/// - then `awakeFromNib()` on each view the nib made, parents first.
///
/// A file that cannot be read or parsed gives no views: `loadError` says why, and `instantiate` logs it
/// (UIKit raises "Could not load NIB in bundle").
public final class UINib {
    /// Keys of instantiation options (UIKit's; none is used here).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Makes a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UINibExternalObjects` (not supported: external placeholders stay unconnected).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Why a nib could not be loaded.
    public enum LoadError: Error, Equatable, CustomStringConvertible {
        /// No `NAME.xib` in the bundle (nor in its `Base.lproj`).
        case notFound(name: String, bundlePath: String)
        /// The file was found but could not be read or parsed.
        case unreadable(IBError)

        /// UIKit's words where it has them.
        public var description: String {
            switch self {
            case .notFound(let name, let path): return "Could not load NIB in bundle: '\(path)' with name '\(name)'"
            case .unreadable(let error): return error.description
            }
        }
    }

    /// The parsed file (nil when it could not be loaded).
    public let document: IBDocument?
    /// Why the file could not be loaded, if it could not.
    public let loadError: LoadError?
    /// Outlet connections: source object id, property, destination id.
    let outlets: [(source: String, property: String, destination: String)]

    /// The nib `name` (`name.xib`, also looked for in `Base.lproj`) in `bundle` (nil: the main bundle).
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let bundle = bundleOrNil ?? Bundle.main
        let url =
            bundle.url(forResource: name, withExtension: "xib")
            ?? bundle.url(forResource: name, withExtension: "xib", subdirectory: "Base.lproj")
        guard let url else {
            self.init(document: nil, error: .notFound(name: name, bundlePath: bundle.bundlePath), data: nil)
            return
        }
        do {
            let data = try Data(contentsOf: url)
            self.init(data: data, file: url.lastPathComponent)
        } catch {
            self.init(document: nil, error: .unreadable(.unreadable(file: url.path, reason: error.localizedDescription)), data: nil)
        }
    }

    /// A nib from the text of a `.xib` file (`bundle` is accepted for UIKit's signature and not used).
    public convenience init(data: Data, bundle bundleOrNil: Bundle? = nil) {
        self.init(data: data, file: "<data>")
    }

    convenience init(data: Data, file: String) {
        do {
            self.init(document: try IBLoader.load(data: data, file: file), error: nil, data: data)
        } catch let error as IBError {
            self.init(document: nil, error: .unreadable(error), data: nil)
        } catch {
            self.init(document: nil, error: .unreadable(.unreadable(file: file, reason: "\(error)")), data: nil)
        }
    }

    init(document: IBDocument?, error: LoadError?, data: Data?) {
        self.document = document
        loadError = error
        var found: [(String, String, String)] = []
        if let data, let tree = try? XMLTreeBuilder.parse(data, file: document?.file ?? "<data>") {
            var stack = [tree]
            while let node = stack.popLast() {
                if let source = node["id"], let connections = node.child("connections") {
                    for o in connections.children(named: "outlet") {
                        if let p = o["property"], let d = o["destination"] { found.append((source, p, d)) }
                    }
                }
                stack.append(contentsOf: node.children.reversed())
            }
        }
        outlets = found
    }

    /// Makes the file's top-level views (see the type's comment) and connects outlets to `ownerOrNil`.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let document else {
            LayoutDiagnostics.log(loadError?.description ?? "Could not load NIB")
            return []
        }
        return makeViews(document.topLevelViews, in: document, owner: ownerOrNil as AnyObject?, ownerID: "-1").views
    }

    /// Makes the views of `roots` (elements of `document`) as at run time: each view of its class, the
    /// constraints of the file's design configuration installed, outlets whose source is `ownerID` (the File's
    /// Owner, or a storyboard scene's controller) set on `owner`, then `awakeFromNib()` on each view made; a
    /// `scene`'s top and bottom layout guides on the first root. Also returns every made view and constraint by
    /// element id.
    func makeViews(
        _ roots: [IBViewElement], in document: IBDocument, owner: AnyObject?, ownerID: String, scene: IBViewController? = nil
    ) -> (views: [UIView], made: [String: AnyObject]) {
        let configuration = IBConfiguration.design(of: document)
        let builder = Builder(
            document: document, active: IBTraitResolver.resolve(document, traits: configuration.traits),
            options: IBLayoutOptions(keepPlaceholders: false), configuration: configuration)
        // A cell's content view element is the cell's own content view (UIKit's cells make theirs).
        let elements = roots.flatMap(\.allViews)
        var cellOfContentView: [String: String] = [:]
        for e in elements where e.isCell {
            if let content = e.contentView { cellOfContentView[content.id] = e.id }
        }
        builder.makeView = { [unowned builder] element, key, frame, _ in
            if let cellID = cellOfContentView[element.id] {
                let cell = builder.items[String(key.dropLast(element.id.count)) + cellID]
                if let content = (cell as? UITableViewCell)?.contentView ?? (cell as? UICollectionViewCell)?.contentView {
                    content.frame = frame
                    return content
                }
            }
            return UINib.makeRuntimeView(element, frame: frame)
        }
        builder.namesViews = false
        builder.isCanvas = false
        let tops = roots.compactMap { builder.addSubview($0, to: nil, document: document, prefix: "") }
        // A scene's pre-safe-area top and bottom layout guides, which its constraints may name.
        if let scene, let root = tops.first { builder.addViewControllerGuides(scene, root: root) }
        registerPrototypes(of: elements, made: builder.items, in: document)
        let messages = LayoutDiagnostics.collectingMessages { builder.installConstraints() }.messages
        for m in builder.log + messages { LayoutDiagnostics.log(m) }
        connectOutlets(owner: owner, ownerID: ownerID, builder: builder)
        awake(tops, madeHere: Set(builder.items.values.compactMap { ($0 as? UIView).map(ObjectIdentifier.init) }))
        return (tops, builder.items)
    }

    /// Registers each storyboard prototype cell of the made table and collection views (among `elements`) under its reuse identifier,
    /// so that `dequeueReusableCell` makes it (with its views, constraints and outlets) as UIKit does. Static
    /// cells are not rows here: a static table's cells are not made.
    private func registerPrototypes(of elements: [IBViewElement], made: [String: AnyObject], in document: IBDocument) {
        for e in elements where !e.cells.isEmpty && e.attributes["dataMode"] != "static" {
            for cell in e.cells {
                guard let identifier = cell.attributes["reuseIdentifier"], !identifier.isEmpty else { continue }
                let make: () -> UIView? = { [weak self] in
                    self?.makeViews([cell], in: document, owner: nil, ownerID: "-1").views.first
                }
                if let table = made[e.id] as? UITableView {
                    table.registerCellMaker({ make() as? UITableViewCell }, forCellReuseIdentifier: identifier)
                } else if let collection = made[e.id] as? UICollectionView {
                    collection.registerCellMaker({ make() as? UICollectionViewCell }, forCellWithReuseIdentifier: identifier)
                }
            }
        }
    }

    /// Sends `awakeFromNib()` to each view this nib made (not to views those views made themselves), parents
    /// before children, once every outlet is set, as UIKit does after loading a nib.
    private func awake(_ views: [UIView], madeHere: Set<ObjectIdentifier>) {
        for v in views {
            if madeHere.contains(ObjectIdentifier(v)) { v.awakeFromNib() }
            awake(v.subviews, madeHere: madeHere)
        }
    }

    /// Sets each outlet whose source is the owner (`ownerID`: the File's Owner, `-1`, or a scene's controller)
    /// or a made view that receives outlets. A table or collection view's `dataSource` and `delegate` and a text
    /// field's `delegate` are UIKit's own outlets, set directly; their destination may be the owner.
    func connectOutlets(owner: AnyObject?, ownerID: String, builder: Builder) {
        var constraints: [String: NSLayoutConstraint] = [:]
        for (source, c) in builder.madeConstraints { constraints[source.id] = c }
        for o in outlets {
            let receiver: AnyObject? = o.source == ownerID ? owner : builder.items[o.source]
            guard let receiver else { continue }
            let made: AnyObject? =
                o.destination == ownerID ? owner : builder.items[o.destination] as? UIView ?? constraints[o.destination]
            guard let target = made else {
                LayoutDiagnostics.log(
                    "Outlet '\(o.property)' of \(o.source): destination \(o.destination) was not made (not a view or installed constraint); not connected."
                )
                continue
            }
            if Self.setUIKitOutlet(o.property, of: receiver, to: target) { continue }
            if (receiver as? UINibOutletReceiver)?.setOutlet(o.property, to: target) != true {
                LayoutDiagnostics.log(
                    "[<\(type(of: receiver))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(o.property)."
                )
            }
        }
    }

    /// Sets UIKit's own outlets that key-value coding would set: a controller's `view` (a nib's File's Owner), a
    /// table or collection view's `dataSource` and `delegate`, a text field's `delegate`. False when `name` is not one of them for `receiver` (or `object` is
    /// not of the protocol's type).
    static func setUIKitOutlet(_ name: String, of receiver: AnyObject, to object: AnyObject) -> Bool {
        switch (receiver, name) {
        case (let table as UITableView, "dataSource"):
            guard let o = object as? UITableViewDataSource else { return false }
            table.dataSource = o
        case (let table as UITableView, "delegate"):
            guard let o = object as? UITableViewDelegate else { return false }
            table.delegate = o
        case (let collection as UICollectionView, "dataSource"):
            guard let o = object as? UICollectionViewDataSource else { return false }
            collection.dataSource = o
        case (let collection as UICollectionView, "delegate"):
            guard let o = object as? UICollectionViewDelegate else { return false }
            collection.delegate = o
        case (let controller as UIViewController, "view"):
            guard let v = object as? UIView else { return false }
            controller.view = v
        case (let field as UITextField, "delegate"):
            guard let o = object as? UITextFieldDelegate else { return false }
            field.delegate = o
        default:
            return false
        }
        return true
    }

    /// The view for an element at run time: a registered custom class's, else UIKit's class for the element.
    static func makeRuntimeView(_ element: IBViewElement, frame: CGRect) -> UIView {
        if let name = element.customClass, let make = viewClasses.withLock({ $0[name] }),
            let v = make(UINibCoder(element: element, frame: frame))
        {
            if v.frame != frame { v.frame = frame }
            return v
        }
        let v = IBControls.makeView(for: element)
        v.frame = frame
        return v
    }

    // MARK: Custom classes

    /// Makes views of the class named `className` (an element's `customClass`) with `make`, which gets the
    /// coder UIKit would pass to `init?(coder:)` (its `archivedFrame` is the designed frame); nil from `make`
    /// falls back to the element's UIKit class. Replaces an earlier registration of the name.
    public static func register(className: String, _ make: @escaping @Sendable (NSCoder) -> UIView?) {
        viewClasses.withLock { $0[className] = make }
    }

    /// Removes the registration of `className`.
    public static func unregister(className: String) {
        viewClasses.withLock { $0[className] = nil }
    }

    /// Custom view classes by name, shared by every nib (as UIKit finds classes by name in the process).
    static let viewClasses = Mutex<[String: @Sendable (NSCoder) -> UIView?]>([:])
}

/// An object that takes outlets from a nib (the owner, or a custom view class). UIKit sets outlets by key-value
/// coding, which Swift on Linux lacks (`@IBOutlet` needs Objective-C), so the object assigns each one itself.
public protocol UINibOutletReceiver: AnyObject {
    /// Sets the outlet `name` to `object` (a view or a constraint); false when there is no such outlet.
    func setOutlet(_ name: String, to object: AnyObject) -> Bool
}

/// The coder a nib passes to a registered custom class: the element's attributes by name, and its frame.
final class UINibCoder: NSCoder, UIViewArchive {
    let element: IBViewElement
    let archivedFrame: CGRect

    init(element: IBViewElement, frame: CGRect) {
        self.element = element
        archivedFrame = frame
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { element.attributes[key] != nil }
    override func decodeObject(forKey key: String) -> Any? { element.attributes[key] }
}

@_spi(Archives) extension UINib: UIViewControllerNibLoading {
    /// The archive of a controller's nib (`UIViewController.loadView()` with a nib name): the nib `name` in
    /// `bundle`, instantiated with the controller as File's Owner, its `view` outlet the root view; nil when there
    /// is no such nib.
    @_spi(Archives) public static func archive(nibName name: String, bundle: Bundle?) -> (any UIViewControllerArchive)? {
        let nib = UINib(nibName: name, bundle: bundle)
        if case .notFound = nib.loadError { return nil }
        return ControllerNib(nib: nib, name: name)
    }

    /// Makes a controller's view from its nib.
    private final class ControllerNib: UIViewControllerArchive {
        let nib: UINib
        let name: String

        init(nib: UINib, name: String) {
            self.nib = nib
            self.name = name
        }

        func makeRootView(for controller: UIViewController) -> UIView? {
            _ = nib.instantiate(withOwner: controller)
            guard let v = controller.viewIfLoaded else {
                LayoutDiagnostics.log(
                    "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.")
                return nil
            }
            return v
        }
    }
}

extension UITableView {
    /// Makes the nib's cell (its one top-level view, a `UITableViewCell`) the cell dequeued with `identifier`; nil
    /// removes the registration. A nib whose first top-level view is not a cell gives no cell: dequeuing logs
    /// UIKit's reason (UIKit raises at registration).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return registerCellMaker(nil, forCellReuseIdentifier: identifier) }
        registerCellMaker({ nib.instantiate(withOwner: nil).first as? UITableViewCell }, forCellReuseIdentifier: identifier)
    }
}

extension UICollectionView {
    /// Makes the nib's cell (its one top-level view, a `UICollectionViewCell`) the cell dequeued with
    /// `identifier`; nil removes the registration.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return registerCellMaker(nil, forCellWithReuseIdentifier: identifier) }
        registerCellMaker({ nib.instantiate(withOwner: nil).first as? UICollectionViewCell }, forCellWithReuseIdentifier: identifier)
    }
}

extension Bundle {
    /// Instantiates the nib `name` in this bundle with `owner` (UIKit's `loadNibNamed(_:owner:options:)`): its
    /// top-level views, or nil when the nib cannot be loaded (logged; UIKit raises).
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.document != nil else {
            LayoutDiagnostics.log(nib.loadError?.description ?? "Could not load NIB in bundle: '\(bundlePath)' with name '\(name)'")
            return nil
        }
        return nib.instantiate(withOwner: owner, options: options)
    }
}
