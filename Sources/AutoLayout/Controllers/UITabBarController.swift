import Foundation

/// Controllers behind the buttons of a tab bar, as UIKit lays them out: the bar sits at the bottom of the
/// container, 49 points tall plus the safe-area inset below it (83 on iPhone X: 49 + 34); the selected
/// controller's view fills the container (ending at the bar's top when the bar is opaque) and its safe area
/// ends at the bar's top. The view hierarchy is simplified: UIKit's transition view is left out.
open class UITabBarController: UIViewController, ChildPlacingContainer {
    /// The tab bar (a subview of the container's view, above the content).
    public let tabBar = UITabBar(frame: .zero)

    /// A tab bar controller without controllers.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A tab bar controller decoded from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The container view with the tab bar and the selected controller's view.
    open override func loadView() {
        loadContainerView(bar: tabBar, barMask: [.flexibleWidth, .flexibleTopMargin], shown: selectedViewController)
    }

    /// The controllers, one per tab, in order. Setting them selects the first (or keeps the selected one
    /// when it stays).
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers: those that leave are removed (`willMove(toParent: nil)`, view removed,
    /// `removeFromParent()`), new ones added (`addChild`, `didMove(toParent:)`); the bar gets one item each.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let oldSelected = selectedViewController
        replaceChildren(with: viewControllers ?? []) {
            storedSelected = oldSelected.flatMap { s in children.first { $0 === s } } ?? children.first
            tabBar.items = children.map { $0.tabBarItem }
            tabBar.selectedItem = storedSelected?.tabBarItem
            if isViewLoaded { switchShownChild(from: oldSelected, to: storedSelected, animated: animated) }
        }
    }

    private weak var storedSelected: UIViewController?

    /// The controller whose view shows. Setting one that is not among `viewControllers` is ignored.
    open var selectedViewController: UIViewController? {
        get { storedSelected }
        set {
            guard let newValue, children.contains(where: { $0 === newValue }), newValue !== storedSelected else { return }
            let old = storedSelected
            storedSelected = newValue
            tabBar.selectedItem = newValue.tabBarItem
            if isViewLoaded { switchShownChild(from: old, to: newValue, animated: false) }
        }
    }

    /// The index of the selected controller (`NSNotFound` when there is none). Out-of-range values are ignored.
    open var selectedIndex: Int {
        get { storedSelected.flatMap { s in children.firstIndex { $0 === s } } ?? NSNotFound }
        set {
            guard children.indices.contains(newValue) else { return }
            selectedViewController = children[newValue]
        }
    }

    /// The bar at the bottom: 49 points plus the container's bottom safe-area inset; the selected view fills
    /// the container, or ends at the bar's top when the bar is opaque and shown.
    func placeChildViews() {
        guard let container = storedView else { return }
        let b = container.bounds
        let height = UITabBar.defaultHeight + container.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: b.height - height, width: b.width, height: height)
        guard let child = selectedViewController else { return }
        var frame = CGRect(origin: .zero, size: b.size)
        if !tabBar.isHidden && !child.extendsUnderBar(at: .bottom, translucent: tabBar.isTranslucent) {
            frame.size.height = max(0, tabBar.frame.minY)
        }
        installChildView(child, in: container, below: tabBar, frame: frame)
        noteBarCoverageChanged(of: child)
    }

    /// The selected child's view is covered from the bar's top down to its bottom (nothing when the bar is hidden).
    override func insetsCoveredByBars(ofChild child: UIViewController) -> UIEdgeInsets {
        guard child === selectedViewController, !tabBar.isHidden, let v = child.storedView,
            v.superview === storedView
        else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: max(0, v.frame.maxY - tabBar.frame.minY), right: 0)
    }

    /// Only the selected controller appears and disappears with the tab bar controller.
    override var childrenSharingAppearance: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }
}
