import Foundation

/// A view controller as UIKit runs one for layout: a lazily loaded root `view` (`loadView()` then
/// `viewDidLoad()`, once), the layout callbacks around the root view's layout pass, `updateViewConstraints()`
/// in the update pass, size transitions, appearance callbacks while in a window, child controllers, and the
/// root view's margins (leading/trailing 16 in compact width, 20 in regular; top/bottom 0) and safe area
/// (the window's, the bars of the containing navigation or tab bar controller, and `additionalSafeAreaInsets`).
open class UIViewController: UIResponder, UITraitEnvironment, CustomStringConvertible {
    // MARK: The view

    /// The root view, loaded on first use: `loadView()`, then `viewDidLoad()`. Setting it replaces the view
    /// (nil unloads it; the next read loads it again).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            let old = storedView
            old?.owningViewController = nil
            storedView = newValue
            adopt(newValue)
            if old !== newValue { old?.refreshTraits() }
        }
    }
    var storedView: UIView?
    /// Set while `loadView()` runs, so that reading `view` inside it does not load again.
    private var isLoadingView = false

    /// Whether the root view has been loaded (reading this never loads it).
    public var isViewLoaded: Bool { storedView != nil }

    /// How the controller is shown when presented (default `.automatic`: a page sheet on a phone).
    open var modalPresentationStyle = ModalPresentationStyle.automatic
    /// The controller this one presented and that is still shown.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// What makes the objects of a custom presentation of this controller (held weakly, as UIKit holds it).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The controller managing this controller's custom presentation while it is presented (nil otherwise: the
    /// other styles are laid out without one here).
    public internal(set) var presentationController: UIPresentationController?

    /// Shows `viewControllerToPresent` over this controller's window (see `UIViewController+Presentation.swift`
    /// for where its view goes and which callbacks run).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentBase(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Shows `vc` in the primary context (UIKit's `show(_:sender:)`): pushed by this or the nearest navigation
    /// controller, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let nav = self as? UINavigationController ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as a detail (UIKit's `showDetailViewController(_:sender:)`): by the nearest split view
    /// controller, else as `show(_:sender:)` does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    /// Removes the controller this one presented, or itself from the one that presented it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissBase(animated: flag, completion: completion)
    }

    /// The root view if it is loaded, else nil (reading this never loads it).
    public var viewIfLoaded: UIView? { storedView }

    /// Loads the view now if it is not loaded: `loadView()`, then `viewDidLoad()`. A `loadView()` override
    /// that sets no view gets a plain `UIView` and a logged message (UIKit would call it again and again).
    open func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            LayoutDiagnostics.log("\(description) loadView() did not set the view; a plain UIView is used.")
            view = UIView(frame: .zero)
        }
        viewDidLoad()
    }

    /// Makes the root view: the storyboard scene's for a controller a storyboard made (`viewArchive`), else a
    /// plain `UIView` with a zero frame. Override to make another; do not call super when you set `view`
    /// yourself. (UIKit would load `nibName` here; nibs are loaded by the Interface Builder module.)
    open func loadView() {
        if loadArchivedView() { return }
        view = UIView(frame: .zero)
    }

    /// What makes the root view of a controller made from a storyboard scene (set by the Interface Builder
    /// module's `UIStoryboard`, which also answers `storyboard`).
    @_spi(Archives) public var viewArchive: (any UIViewControllerArchive)?

    /// Sets `view` to the archive's root view when the controller has an archive that makes one: a storyboard
    /// scene's, else its nib's, as UIKit's `loadView()` looks for one: `nibName` when given, else a nib named after
    /// the class without its "Controller" suffix, then after the class (`MyViewController` → `MyView.xib`, then
    /// `MyViewController.xib`) in `nibBundle` (nil: the main bundle). A named nib that cannot be found is logged
    /// with UIKit's message (UIKit raises) and the controller gets a plain view.
    func loadArchivedView() -> Bool {
        if viewArchive == nil, let loading = UIViewController.nibLoading {
            if let name = nibName {
                viewArchive = loading.archive(nibName: name, bundle: nibBundle)
                if viewArchive == nil {
                    LayoutDiagnostics.log(
                        "Could not load NIB in bundle: '\((nibBundle ?? Bundle.main).bundlePath)' with name '\(name)'")
                }
            } else {
                let name = String(describing: type(of: self))
                let candidates = name.hasSuffix("Controller") ? [String(name.dropLast("Controller".count)), name] : [name]
                viewArchive = candidates.lazy.compactMap { loading.archive(nibName: $0, bundle: self.nibBundle) }.first
            }
        }
        guard let archive = viewArchive, let v = archive.makeRootView(for: self) else { return false }
        view = v
        return true
    }

    /// The Interface Builder module's nib loader, found by its type's name when the program links that module
    /// (see `UIViewControllerNibLoading`), else nil.
    static let nibLoading = _typeByName("InterfaceBuilder.UINib") as? any UIViewControllerNibLoading.Type

    /// Called once, after the view was loaded. The base does nothing.
    open func viewDidLoad() {}

    /// The name of the nib the controller was made with (kept for UIKit compatibility; `loadView()` does not read it).
    public let nibName: String?
    /// The bundle of that nib (kept for UIKit compatibility).
    public let nibBundle: Bundle?

    /// A view controller with no view yet; the nib arguments are kept but not loaded here.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A view controller decoded from an archive: as `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// A view controller with no view yet (`init(nibName: nil, bundle: nil)`).
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A title for the controller, shown by navigation and tab bars.
    open var title: String?

    // MARK: Responder chain, nib loading, status bar and orientations

    /// The next responder: the superview of the root view, else the presenting controller (UIKit's chain; a window
    /// root's view has the window as superview).
    open override var next: UIResponder? { storedView?.storedSuperview ?? presentingViewController }

    /// Called once the controller's nib or storyboard objects are made and connected. The base does nothing.
    open func awakeFromNib() {}

    /// The buttons a navigation controller's toolbar shows while this controller is on top (kept; not drawn).
    open var toolbarItems: [UIBarButtonItem]?
    /// Sets `toolbarItems` (nothing is animated here).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// The size the controller would like its view to have in a popover or a form sheet (default zero: no
    /// preference). Kept; the containers here do not size children by it.
    open var preferredContentSize = CGSize.zero

    /// The status bar's style while this controller decides it (default `.default`). Layout never reads it.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller hides the status bar (default false). The window's safe area does not follow it:
    /// the device's insets are kept.
    open var prefersStatusBarHidden: Bool { false }
    /// The child that decides the status bar's style instead (default nil).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child that decides whether the status bar hides instead (default nil).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Asks for the status bar to be read again (nothing is shown here).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether the home indicator hides (default false). Layout never reads it.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The orientations this controller supports (default all but upside down, as on iPhone).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation to present in (default portrait).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller turns with the device (default true).
    open var shouldAutorotate: Bool { true }

    /// What a navigation bar shows for the controller (made on first use).
    public private(set) lazy var navigationItem = UINavigationItem()

    /// The controller's tab bar button (made on first use, titled with `title`).
    open var tabBarItem: UITabBarItem! {
        get {
            if storedTabBarItem == nil { storedTabBarItem = UITabBarItem(title: title, image: nil, tag: 0) }
            return storedTabBarItem
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?

    /// The edges along which the root view extends under a container's translucent bars (default all).
    /// Without `.top` a navigation controller puts the view below its bar; without `.bottom` a tab bar
    /// controller ends it at its bar.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?.storedView?.setNeedsLayout() }
    }
    /// Whether the root view also extends under opaque bars (default false).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parent?.storedView?.setNeedsLayout() }
    }

    /// Whether the root view extends under a bar along `edge` that is translucent or not.
    func extendsUnderBar(at edge: UIRectEdge, translucent: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (translucent || extendedLayoutIncludesOpaqueBars)
    }

    /// The part of the root view the container's bars covered at its last placement.
    var lastBarCoverage = UIEdgeInsets.zero

    /// `<Class: 0x…>` as UIKit prints a view controller (fake addresses inside `withFakeAddresses`).
    open var description: String {
        "<\(LayoutDiagnostics.className(of: self)): \(LayoutDiagnostics.address(of: self))>"
    }

    // MARK: Traits, margins, safe area

    /// Traits that replace the inherited ones for this controller and its view (UIKit's `traitOverrides`).
    public var traitOverrides = UITraitOverrides() {
        didSet { if traitOverrides != oldValue { storedView?.refreshTraits() } }
    }
    /// The traits last computed for the controller (the view's superview's, with `traitOverrides` over them).
    var cachedTraits = UITraitCollection.unspecified

    /// The traits in effect: inherited from where the view is, with `traitOverrides` over them. The
    /// horizontal size class sets the system minimum margins (20 in regular width, 16 otherwise).
    open var traitCollection: UITraitCollection { cachedTraits }

    /// Called after the root view's safe-area insets changed; the base does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called after `traitCollection` changed (before the view's own call); the base does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the root view's margins are raised to `systemMinimumLayoutMargins` (default true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { storedView?.marginsDidChange() }
    }

    /// Insets added to the root view's safe area (on top of the window's and the bars'). Child controllers'
    /// views inside the root view get their share, as every subview does.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { storedView?.safeAreaDidChange() }
    }

    /// Top 0, leading/trailing 16 (compact or unspecified width) or 20 (regular), bottom 0.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// How much of `child`'s root view this container's bars cover, in the child view's coordinates (a
    /// navigation bar at the top, a tab bar at the bottom). The child's safe area takes, edge by edge, the
    /// larger of this and its share of the container's safe area. The base covers nothing.
    func insetsCoveredByBars(ofChild child: UIViewController) -> UIEdgeInsets { .zero }

    func adopt(_ v: UIView?) {
        guard let v else { return }
        v.owningViewController = self
        // A root view's own margins start at zero: the system minimum and the safe area make them up.
        v.marginsSource = .directional(.zero)
        v.marginsDidChange()
        v.refreshTraits()
    }

    // MARK: The layout cycle

    /// Called just before the root view's `layoutSubviews()`, in every layout pass that lays it out. The base does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called just after the root view's `layoutSubviews()`. The base does nothing.
    open func viewDidLayoutSubviews() {}

    /// Called in the update pass in place of the root view's `updateConstraints()` (when the view was marked
    /// with `setNeedsUpdateConstraints()`, and in the first pass). Override to add or change constraints, and
    /// call super as the last step: the base calls the view's `updateConstraints()` (our reading of UIKit,
    /// unconfirmed). An override that does not call super gets a logged message (`superUpdateMissingMessage`).
    open func updateViewConstraints() {
        calledSuperUpdateViewConstraints = true
        storedView?.updateConstraints()
    }
    private var calledSuperUpdateViewConstraints = false

    /// Runs `updateViewConstraints()` for the root view's turn in the update pass, and logs when an override
    /// did not call super.
    func runUpdateViewConstraints() {
        calledSuperUpdateViewConstraints = false
        updateViewConstraints()
        if !calledSuperUpdateViewConstraints {
            LayoutDiagnostics.log(superUpdateMissingMessage)
        }
    }

    /// The message logged when `updateViewConstraints()` did not call super. UIKit raises
    /// NSInternalInconsistencyException with the view form of this text ("…after sending -updateConstraints
    /// to <view>…", observed in logs); the controller form is our reading (unconfirmed). We log and go on.
    var superUpdateMissingMessage: String {
        let name = LayoutDiagnostics.className(of: self)
        return
            "Auto Layout still required after sending -updateViewConstraints to \(description). \(name) or one of its superclasses may have overridden -updateViewConstraints without calling super. Or, something may have dirtied layout constraints in the middle of updating them.  Both are programming errors."
    }

    // MARK: Size transitions

    /// Called before the root view's size changes to `size` (the window was resized or rotated). The base
    /// forwards the same size to every child, as UIKit's default does; overrides call super. Blocks given to
    /// the coordinator run after the window was laid out at the new size, then their completions.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    // MARK: Appearance

    /// Called when the view is about to be added to a window's hierarchy (or shown by a container that is
    /// in one). The base does nothing.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared: at the end of the window's next layout pass. The base does nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called when the view is about to leave a window's hierarchy. The base does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the window's hierarchy. The base does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Where the controller is in its appearance cycle.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    var appearanceState = AppearanceState.disappeared

    /// The children whose views show inside this one and so appear and disappear with it: every child whose
    /// view is loaded and inside this view. Containers that show one child at a time list only that one.
    var childrenSharingAppearance: [UIViewController] {
        guard let own = storedView else { return [] }
        return children.filter { $0.storedView?.isDescendant(of: own) ?? false }
    }

    /// Starts an appearance (`isAppearing`) or disappearance: calls `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)` here and in the children that share this view's appearance. Custom containers
    /// call it for a child they show or hide, and `endAppearanceTransition()` after.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceCoordinator = animated ? TransitionCoordinator(animated: true) : nil
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceCoordinator = animated ? TransitionCoordinator(animated: true) : nil
            viewWillDisappear(animated)
        }
        lastTransitionAnimated = animated
        for child in childrenSharingAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }
    private var lastTransitionAnimated = false
    /// The coordinator of the animated appearance transition under way (see `transitionCoordinator`).
    private var appearanceCoordinator: TransitionCoordinator?

    /// The coordinator of the animated transition this controller (or the nearest parent in one) is in, from
    /// its `viewWillAppear(_:)`/`viewWillDisappear(_:)` until its did-callback; nil otherwise and for transitions
    /// that are not animated (our reading of UIKit, unconfirmed). Blocks given to its
    /// `animate(alongsideTransition:completion:)` run when the transition ends, the alongside ones first, and
    /// then the completions, before `viewDidAppear(_:)`/`viewDidDisappear(_:)`.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let appearanceCoordinator { return appearanceCoordinator }
        return parent?.transitionCoordinator
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)`, children first as UIKit does for the did-callbacks (unconfirmed).
    open func endAppearanceTransition() {
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
        if let coordinator = appearanceCoordinator {
            appearanceCoordinator = nil
            coordinator.runAnimations()
            coordinator.runCompletions()
        }
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(lastTransitionAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(lastTransitionAnimated)
        default: break
        }
    }

    /// Starts `child`'s appearance or disappearance when this controller's view is in a window and has
    /// appeared (or is appearing); the window ends it after its next layout pass.
    func transitionChildAppearance(_ child: UIViewController, appearing: Bool, animated: Bool) {
        guard appearanceState == .appeared || appearanceState == .appearing, let window = storedView?.window else { return }
        child.beginAppearanceTransition(appearing, animated: animated)
        window.pendingAppearanceEnds.append(child)
    }

    // MARK: Containment

    /// The child view controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// The container this controller is a child of.
    public private(set) weak var parent: UIViewController?

    /// Adds `child` (removing it from another parent first). Calls `child.willMove(toParent: self)`; you add
    /// its view and then call `child.didMove(toParent: self)` yourself, as in UIKit.
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` and remove the view yourself before, as in UIKit.
    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to a container (`parent` non-nil) or removed from one (nil).
    /// The base does nothing.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to a container or removed from one (nil). The base does nothing.
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest navigation controller among the containers above this controller.
    public var navigationController: UINavigationController? { nearestContainer() }

    /// The nearest tab bar controller among the containers above this controller.
    public var tabBarController: UITabBarController? { nearestContainer() }

    private func nearestContainer<T: UIViewController>() -> T? {
        var c = parent
        while let x = c {
            if let t = x as? T { return t }
            c = x.parent
        }
        return nil
    }

    // MARK: Layout guides (deprecated in UIKit, used by the Auto Layout Guide)

    /// The top of the content area: from the top of the root view down to the top of its safe area (the
    /// status bar and a navigation bar), as UIKit defines it since iOS 11. Loads the view.
    public var topLayoutGuide: UILayoutSupport { layoutSupport(.top) }

    /// The bottom of the content area: from the bottom of the root view's safe area (a tab bar, the home
    /// indicator) down to its bottom. Loads the view.
    public var bottomLayoutGuide: UILayoutSupport { layoutSupport(.bottom) }

    private var storedLayoutSupports: [_UILayoutGuide] = []

    private func layoutSupport(_ edge: _UILayoutGuide.Edge) -> _UILayoutGuide {
        let root = view!
        if let g = storedLayoutSupports.first(where: { $0.edge == edge && $0.owningView === root }) { return g }
        let g = _UILayoutGuide(edge: edge)
        root.addLayoutGuide(g)
        let safe = root.safeAreaLayoutGuide
        let name = edge == .top ? "UIViewController-topLayoutGuide" : "UIViewController-bottomLayoutGuide"
        let vertical =
            edge == .top
            ? [
                root.makeGuideConstraint(g.topAnchor, .equal, root.topAnchor, 0, name + "-top"),
                root.makeGuideConstraint(g.bottomAnchor, .equal, safe.topAnchor, 0, name + "-bottom"),
            ]
            : [
                root.makeGuideConstraint(g.topAnchor, .equal, safe.bottomAnchor, 0, name + "-top"),
                root.makeGuideConstraint(g.bottomAnchor, .equal, root.bottomAnchor, 0, name + "-bottom"),
            ]
        let width = NSLayoutConstraint(
            first: ConstraintSide(item: g, attribute: .width), relation: .equal, second: nil,
            multiplier: 1, constant: 0, origin: .systemGuide)
        width.identifier = name + "-width"
        root.addConstraints(vertical + [root.makeGuideConstraint(g.leftAnchor, .equal, root.leftAnchor, 0, name + "-left"), width])
        storedLayoutSupports.append(g)
        return g
    }
}

/// Edges of a rectangle, as an option set.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none: UIRectEdge = []
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 4)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 8)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// What `topLayoutGuide` and `bottomLayoutGuide` offer: the edges and height of the part of a view
/// controller's view that bars (and the status bar) overlay.
public protocol UILayoutSupport: AnyObject {
    /// The height, in points, of the overlaid part: the root view's safe-area inset on that edge.
    var length: CGFloat { get }
    /// The top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The height.
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` / `bottomLayoutGuide`: a zero-width guide at the root view's left edge
/// between the view's edge and its safe area's (UIKit's class of this name was a hidden view before iOS 11;
/// ours is a layout guide so that `subviews` stay the app's). Its pinning constraints are named
/// `UIViewController-topLayoutGuide-top` (…-bottom, -left, -width), our choice.
public final class _UILayoutGuide: UILayoutGuide, UILayoutSupport {
    enum Edge { case top, bottom }
    let edge: Edge

    init(edge: Edge) {
        self.edge = edge
        super.init()
    }

    /// The root view's safe-area inset on this guide's edge (top or bottom), from the current frames.
    public var length: CGFloat {
        guard let v = owningView else { return 0 }
        return edge == .top ? v.safeAreaInsets.top : v.safeAreaInsets.bottom
    }
}

/// What a transition's animations are given (a minimal stand-in for UIKit's context).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates (size transitions here: false; animated appearance transitions: true).
    var isAnimated: Bool { get }
    /// The duration of the transition in seconds (size transitions here: 0, frames change at once).
    var transitionDuration: TimeInterval { get }
    /// Whether the transition was cancelled (never here).
    var isCancelled: Bool { get }
}

/// Lets a controller run code alongside a transition and after it (a minimal stand-in for UIKit's coordinator:
/// nothing is animated; for a size transition the alongside blocks run after the window was laid out at the new
/// size, for an appearance transition when it ends; then the completions).
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Adds `animation` to run alongside the transition and `completion` to run after it. Returns true.
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator of a transition: the one a window hands to `viewWillTransition(to:with:)` (not animated, 0 s)
/// and the one `UIViewController.transitionCoordinator` gives during an animated appearance transition (animated,
/// 0.35 s: UIKit's push and modal presentation length as commonly measured; unconfirmed). Never cancelled; its
/// owner runs the alongside blocks and then the completions.
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    let isAnimated: Bool
    var transitionDuration: TimeInterval { isAnimated ? 0.35 : 0 }
    var isCancelled: Bool { false }

    init(animated: Bool) { isAnimated = animated }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAnimations() { for a in animations { a(self) } }
    func runCompletions() { for c in completions { c(self) } }
}
