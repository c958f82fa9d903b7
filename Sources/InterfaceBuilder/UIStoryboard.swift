@_spi(Archives) import AutoLayout
import Foundation
import Synchronization

/// The view controllers of a `.storyboard` file, made on demand as UIKit's `UIStoryboard` makes them
/// (`UIStoryboard(name:bundle:)`, `instantiateInitialViewController()`, `instantiateViewController(withIdentifier:)`).
///
/// What an instantiation gives (each call makes a new controller):
/// - a controller of UIKit's class for the scene's element (`<viewController>` → `UIViewController`,
///   `<tableViewController>` → `UITableViewController`, `<navigationController>` → `UINavigationController`,
///   `<tabBarController>` → `UITabBarController`), or, when the scene names a `customClass` registered with
///   `UIStoryboard.register(className:_:)` or the call passes a `creator`, what that makes from the coder UIKit
///   would pass to `init?(coder:)`; its `title` from the scene; `awakeFromNib()` once made;
/// - a navigation controller with its `rootViewController` relationship made and pushed, a tab bar controller
///   with its `viewControllers` relationships made, in the file's order;
/// - the root view made only when the controller's view is first read (`loadView()`, as UIKit loads the
///   scene's nib then): the scene's views as `UINib` makes them (classes, constraints of the file's design
///   configuration, frames as saved), its outlets set on the controller when it adopts `UINibOutletReceiver`
///   (Swift on Linux has no key-value coding), a table's or collection view's `dataSource` and `delegate`
///   connected, its table and collection views dequeuing the scene's prototype cells by reuse identifier, then
///   `viewDidLoad()`;
/// - an embed segue's controller made when the view is, before `viewDidLoad()`: a child controller whose view fills
///   the container view (`<containerView>`) and resizes with it;
/// - `storyboard` on the controller (and on those a container's relationships made) answers this storyboard.
///
/// Not made: static cells, storyboard references (a segue to one does nothing).
/// A file that cannot be read gives controllers with plain views: `loadError` says why and each instantiation logs
/// it (UIKit raises "Could not find a storyboard named …").
public final class UIStoryboard {
    /// Why a storyboard could not be loaded.
    public enum LoadError: Error, Equatable, CustomStringConvertible {
        /// No `NAME.storyboard` in the bundle (nor in its `Base.lproj`).
        case notFound(name: String, bundlePath: String)
        /// The file was found but could not be read or parsed.
        case unreadable(IBError)

        /// UIKit's words where it has them.
        public var description: String {
            switch self {
            case .notFound(let name, let path): return "Could not find a storyboard named '\(name)' in bundle \(path)"
            case .unreadable(let error): return error.description
            }
        }
    }

    /// The parsed file (nil when it could not be loaded).
    public var document: IBDocument? { nib.document }
    /// Why the file could not be loaded, if it could not.
    public var loadError: LoadError?
    /// The file's views and outlets, made as a nib's are.
    let nib: UINib

    /// The storyboard `name` (`name.storyboard`, also looked for in `Base.lproj`) in `bundle` (nil: the main
    /// bundle).
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? Bundle.main
        let url =
            bundle.url(forResource: name, withExtension: "storyboard")
            ?? bundle.url(forResource: name, withExtension: "storyboard", subdirectory: "Base.lproj")
        guard let url else {
            self.init(nib: UINib(document: nil, error: nil, data: nil), error: .notFound(name: name, bundlePath: bundle.bundlePath))
            return
        }
        do {
            self.init(data: try Data(contentsOf: url), file: url.lastPathComponent)
        } catch {
            let reason = IBError.unreadable(file: url.path, reason: error.localizedDescription)
            self.init(nib: UINib(document: nil, error: nil, data: nil), error: .unreadable(reason))
        }
    }

    /// A storyboard from the text of a `.storyboard` file.
    public convenience init(data: Data) {
        self.init(data: data, file: "<data>")
    }

    convenience init(data: Data, file: String) {
        let nib = UINib(data: data, file: file)
        var error: LoadError?
        if case .unreadable(let e) = nib.loadError { error = .unreadable(e) }
        self.init(nib: nib, error: error)
    }

    init(nib: UINib, error: LoadError?) {
        self.nib = nib
        loadError = error
    }

    /// The controller of the storyboard's initial scene (`initialViewController=`), or nil when it names none.
    public func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil)
    }

    /// The controller of the initial scene, made by `creator` from the scene's coder (nil from it: the scene's own
    /// class, as UIKit falls back to `init?(coder:)`).
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let document else {
            LayoutDiagnostics.log(loadError?.description ?? "Could not load the storyboard")
            return nil
        }
        guard let id = document.initialViewController, let scene = scene(id: id) else { return nil }
        return make(scene, creator: creator.map { c in { c($0) } }) as? ViewController
    }

    /// The controller of the scene whose Storyboard ID is `identifier`. A storyboard without one logs UIKit's
    /// message (UIKit raises) and gives a controller with a plain view, so the host goes on.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        controller(identifier: identifier, creator: nil) ?? UIViewController(nibName: nil, bundle: nil)
    }

    /// The controller of the scene whose Storyboard ID is `identifier`, made by `creator` from the scene's coder
    /// (nil from it: the scene's own class). Without such a scene (logged; UIKit raises) `creator`, else
    /// `ViewController.init?(coder:)`, is given an empty coder; when neither makes one this traps, as UIKit's
    /// exception would end the app.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController {
        if let made = controller(identifier: identifier, creator: creator.map { c in { c($0) } }) as? ViewController {
            return made
        }
        let empty = UIStoryboardCoder(scene: nil)
        guard let made = creator?(empty) ?? ViewController(coder: empty) else {
            preconditionFailure("Storyboard could not make a \(ViewController.self) for identifier '\(identifier)'")
        }
        return made
    }

    /// The controller of the scene whose Storyboard ID is `identifier`, or nil (logged) without one.
    private func controller(identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let document else {
            LayoutDiagnostics.log(loadError?.description ?? "Could not load the storyboard")
            return nil
        }
        guard let scene = document.viewControllers.first(where: { $0.storyboardIdentifier == identifier }) else {
            LayoutDiagnostics.log(
                "Storyboard (\(document.file)) doesn't contain a view controller with identifier '\(identifier)'")
            return nil
        }
        return make(scene, creator: creator)
    }

    // MARK: Custom classes

    /// Makes controllers of the class named `className` (a scene's `customClass`) with `make`, which gets the
    /// coder UIKit would pass to `init?(coder:)`; nil from `make` falls back to the scene's UIKit class. Replaces an
    /// earlier registration of the name.
    public static func register(className: String, _ make: @escaping @Sendable (NSCoder) -> UIViewController?) {
        controllerClasses.withLock { $0[className] = make }
    }

    /// Removes the registration of `className`.
    public static func unregister(className: String) {
        controllerClasses.withLock { $0[className] = nil }
    }

    private static let controllerClasses = Mutex<[String: @Sendable (NSCoder) -> UIViewController?]>([:])

    // MARK: Making controllers

    private func scene(id: String) -> IBViewController? { document?.viewControllers.first { $0.id == id } }

    /// Makes the controller of `scene` (see the type's comment), its container relationships made too.
    private func make(_ scene: IBViewController, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        let coder = UIStoryboardCoder(scene: scene)
        let registered = scene.customClass.flatMap { name in Self.controllerClasses.withLock { $0[name] } }
        let vc: UIViewController =
            creator?(coder) ?? registered?(coder) ?? Self.makeUIKitController(scene, coder: coder)
        if vc.title == nil, let title = scene.title { vc.title = title }
        vc.viewArchive = SceneArchive(storyboard: self, scene: scene)
        vc.awakeFromNib()
        let related = scene.segues.filter { $0.kind == "relationship" }.compactMap { segue in
            self.scene(id: segue.destination).map { (segue.relationship, self.make($0, creator: nil)) }
        }
        if let nav = vc as? UINavigationController, let root = related.first(where: { $0.0 == "rootViewController" }) {
            nav.setViewControllers([root.1], animated: false)
        }
        if let tabs = vc as? UITabBarController {
            let children = related.filter { $0.0 == "viewControllers" }.map(\.1)
            if !children.isEmpty { tabs.setViewControllers(children, animated: false) }
        }
        return vc
    }

    /// UIKit's controller class for the scene's element.
    private static func makeUIKitController(_ scene: IBViewController, coder: NSCoder) -> UIViewController {
        switch scene.element {
        case "navigationController": return UINavigationController(nibName: nil, bundle: nil)
        case "tabBarController": return UITabBarController(nibName: nil, bundle: nil)
        case "tableViewController": return UITableViewController(style: .plain)
        default: return UIViewController(nibName: nil, bundle: nil)
        }
    }

    /// Makes a scene's root view when its controller loads it.
    fileprivate final class SceneArchive: UIViewControllerArchive {
        let storyboard: UIStoryboard
        let scene: IBViewController

        init(storyboard: UIStoryboard, scene: IBViewController) {
            self.storyboard = storyboard
            self.scene = scene
        }

        func makeRootView(for controller: UIViewController) -> UIView? {
            // Container controllers make their own views (bars and the shown child's view).
            guard let document = storyboard.document, let root = scene.view,
                !(controller is UINavigationController), !(controller is UITabBarController)
            else { return nil }
            let (views, made) = storyboard.nib.makeViews([root], in: document, owner: controller, ownerID: scene.id, scene: scene)
            for segue in scene.segues where segue.kind == "embed" {
                guard let container = segue.source.flatMap({ made[$0] as? UIView }), let child = storyboard.scene(id: segue.destination)
                else { continue }
                embed(storyboard.make(child, creator: nil), in: container, of: controller)
            }
            return views.first
        }

        /// Performs an embed segue as UIKit does once the parent's view is made (before its `viewDidLoad()`): the
        /// child becomes the parent's child controller and its view fills the container view, resizing with it.
        private func embed(_ child: UIViewController, in container: UIView, of parent: UIViewController) {
            parent.addChild(child)
            let view: UIView = child.view
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
            child.didMove(toParent: parent)
        }
    }
}

extension UIViewController {
    /// The storyboard the controller was made from (nil for one made in code), as UIKit's `storyboard`.
    public var storyboard: UIStoryboard? {
        (viewArchive as? UIStoryboard.SceneArchive)?.storyboard
    }
}

/// A scene's attributes as the coder UIKit passes to a controller's `init?(coder:)`.
final class UIStoryboardCoder: NSCoder {
    /// The scene (nil: a coder of nothing).
    let scene: IBViewController?

    init(scene: IBViewController?) {
        self.scene = scene
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { decodeObject(forKey: key) != nil }
    override func decodeObject(forKey key: String) -> Any? {
        switch key {
        case "title": return scene?.title
        case "storyboardIdentifier": return scene?.storyboardIdentifier
        default: return scene?.attributes[key]
        }
    }
}
