import Foundation

/// A stack of controllers under a navigation bar, as UIKit lays it out: the bar sits just below the top of
/// the safe area (the status bar), 44 points tall (96 with a large title); the top controller's view fills
/// the container, under the bar when it is translucent (the default) or below it when it is opaque (see
/// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars`); the top
/// controller's safe area starts at the bar's bottom (64 on iPhone 8, 88 on iPhone X). The view hierarchy is
/// simplified: UIKit's transition and wrapper views are left out, the child's view is a direct subview.
open class UINavigationController: UIViewController, ChildPlacingContainer {
    /// The navigation bar (a subview of the container's view, above the content).
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The toolbar at the bottom (a subview of the container's view, above the content), hidden by default.
    public let toolbar: UIToolbar = {
        let bar = UIToolbar(frame: .zero)
        bar.isHidden = true
        return bar
    }()

    /// A navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// An empty navigation controller decoded from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The container view with the navigation bar and the top controller's view.
    open override func loadView() {
        loadContainerView(bar: navigationBar, barMask: [.flexibleWidth, .flexibleBottomMargin], shown: topViewController)
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        if !storedToolbarHidden { storedView?.addSubview(toolbar) }
    }

    // MARK: The stack

    /// The stack, root first. Setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack, whose view shows.
    open var topViewController: UIViewController? { children.last }
    /// The controller whose view shows (the top one; nothing is presented modally here).
    open var visibleViewController: UIViewController? { topViewController }

    /// Pushes `viewController` onto the stack: it becomes the child shown, the old top's view leaves.
    /// (UIKit ignores a controller already in the stack with an exception; here it is logged and ignored.)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if children.contains(where: { $0 === viewController }) {
            LayoutDiagnostics.log(
                "Pushing the same view controller instance (\(viewController.description)) more than once is not supported; ignored.")
            return
        }
        setViewControllers(children + [viewController], animated: animated)
    }

    /// Pops the top controller (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        setViewControllers(Array(children.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them (bottom first).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them (bottom first); nil when it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(i + 1)...])
        setViewControllers(Array(children[...i]), animated: animated)
        return popped
    }

    /// Replaces the stack: controllers that leave get `willMove(toParent: nil)`, lose their view and are
    /// removed (`didMove(toParent: nil)`); new ones are added (`willMove(toParent:)`), and get
    /// `didMove(toParent:)` once the new top shows.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        replaceChildren(with: viewControllers) {
            if isViewLoaded { switchShownChild(from: oldTop, to: topViewController, animated: animated) }
        }
    }

    // MARK: The bar

    /// Whether the navigation bar is hidden (default false). Hidden, it covers nothing: the top controller's
    /// safe area starts at the status bar again.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (at once; `animated` is kept for UIKit compatibility).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden  // the container view places the bar and the content again
    }

    /// Whether the toolbar is hidden (default true). Shown, it covers the bottom of the top controller's view: the
    /// controller's safe area ends at the toolbar's top.
    open var isToolbarHidden: Bool {
        get { storedToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var storedToolbarHidden = true

    /// Hides or shows the toolbar (at once; `animated` is kept for UIKit compatibility).
    /// The toolbar joins the container view when first shown, and stays in it, hidden, when hidden again.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        storedToolbarHidden = hidden
        toolbar.isHidden = hidden
        if !hidden, let container = storedView, toolbar.superview !== container { container.addSubview(toolbar) }
        storedView?.setNeedsLayout()
    }

    /// The bar's height for the top controller: 96 with a large title, else 44.
    var navigationBarHeight: CGFloat {
        guard navigationBar.prefersLargeTitles else { return UINavigationBar.defaultHeight }
        var mode = UINavigationItem.LargeTitleDisplayMode.automatic
        for vc in children.reversed() where vc.navigationItem.largeTitleDisplayMode != .automatic {
            mode = vc.navigationItem.largeTitleDisplayMode
            break
        }
        return mode == .never ? UINavigationBar.defaultHeight : UINavigationBar.largeTitleHeight
    }

    /// The bar just below the top of the container's safe area, full width, and the toolbar just above the bottom
    /// of the safe area (the home indicator's inset stays below it; our reading, unconfirmed), 44 points; the top
    /// child's view fills the container, or starts at the bar's bottom and ends at the toolbar's top where they
    /// are opaque and shown.
    func placeChildViews() {
        guard let container = storedView else { return }
        let b = container.bounds
        let top = container.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: b.width, height: navigationBarHeight)
        let toolbarTop = b.height - container.safeAreaInsets.bottom - UIToolbar.defaultHeight
        toolbar.frame = CGRect(x: 0, y: toolbarTop, width: b.width, height: UIToolbar.defaultHeight)
        guard let child = topViewController else { return }
        var frame = CGRect(origin: .zero, size: b.size)
        if !navigationBar.isHidden && !child.extendsUnderBar(at: .top, translucent: navigationBar.isTranslucent) {
            let barBottom = navigationBar.frame.maxY
            frame = CGRect(x: 0, y: barBottom, width: b.width, height: max(0, b.height - barBottom))
        }
        if !storedToolbarHidden && !child.extendsUnderBar(at: .bottom, translucent: toolbar.isTranslucent) {
            frame.size.height = max(0, toolbarTop - frame.minY)
        }
        installChildView(child, in: container, below: navigationBar, frame: frame)
        noteBarCoverageChanged(of: child)
    }

    /// The top child's view is covered from its top down to the bar's bottom and from the toolbar's top down (not
    /// by a hidden bar).
    override func insetsCoveredByBars(ofChild child: UIViewController) -> UIEdgeInsets {
        guard child === topViewController, let v = child.storedView, v.superview === storedView else { return .zero }
        let top = navigationBar.isHidden ? 0 : max(0, navigationBar.frame.maxY - v.frame.minY)
        let bottom = storedToolbarHidden ? 0 : max(0, v.frame.maxY - toolbar.frame.minY)
        return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// Only the top controller appears and disappears with the navigation controller.
    override var childrenSharingAppearance: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }
}
