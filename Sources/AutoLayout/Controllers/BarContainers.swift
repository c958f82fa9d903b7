import Foundation

// What container controllers share (navigation, tab bar, split view and page view controllers): a root view
// that places the bars and the shown children's views at every layout pass, and the bookkeeping that tells a
// child's view when a bar covers a new part of it.

/// The root view of a container controller (UIKit's class of this name). Before laying out its subviews it
/// asks its controller to place its bar and the shown children's views by frame (their autoresizing masks turn
/// the frames into constraints, as UIKit's do).
final class UILayoutContainerView: UIView {
    weak var container: (any ChildPlacingContainer)?

    init(container: any ChildPlacingContainer) {
        self.container = container
        super.init(frame: .zero)
    }

    override func layoutSubviews() {
        container?.placeChildViews()
        super.layoutSubviews()
    }

    /// A bar shown or hidden covers another part of the child's view: place again.
    override func subviewDidChangeHidden(_ subview: UIView) {
        container?.placeChildViews()
        setNeedsLayout()
    }
}

/// A controller whose root view is a `UILayoutContainerView`: it shows some of its children (one beside a bar,
/// or columns, or pages) and places their views by frame.
protocol ChildPlacingContainer: UIViewController {
    /// Sets the frames of the bars and of the shown children's views from the container view's bounds and safe area.
    func placeChildViews()
}

extension UIViewController {
    /// Puts `child`'s view into `containerView` just below `bar` (on top when there is none), filling `frame` with
    /// a flexible width and height. The view is loaded if needed.
    func installChildView(_ child: UIViewController, in containerView: UIView, below bar: UIView?, frame: CGRect) {
        let v = child.view!
        v.translatesAutoresizingMaskIntoConstraints = true
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.frame = frame
        guard v.superview !== containerView else { return }
        if let bar, bar.superview === containerView {
            containerView.insertSubview(v, belowSubview: bar)
        } else {
            containerView.addSubview(v)
        }
    }

    /// Tells `child`'s view that its safe area changed when the part the bars cover is not what it was.
    func noteBarCoverageChanged(of child: UIViewController) {
        let covered = insetsCoveredByBars(ofChild: child)
        guard covered != child.lastBarCoverage else { return }
        child.lastBarCoverage = covered
        child.storedView?.safeAreaDidChange()
    }

    /// Makes the container's root view: a `UILayoutContainerView` holding `bar` (with `barMask`), if any, and
    /// the view of the child `shown`.
    func loadContainerView(bar: UIView?, barMask: UIView.AutoresizingMask = [], shown: UIViewController?) {
        guard let me = self as? any ChildPlacingContainer else { return }
        let container = UILayoutContainerView(container: me)
        view = container
        if let bar {
            bar.autoresizingMask = barMask
            container.addSubview(bar)
        }
        if let shown { switchShownChild(from: nil, to: shown, animated: false) }
    }

    /// Replaces the children by `list` (repeats dropped) with UIKit's containment calls: leaving children get
    /// `willMove(toParent: nil)`, new ones are added (`willMove(toParent:)`); `show` then updates what shows;
    /// then the leaving children lose their views and are removed (`didMove(toParent: nil)`), and the new
    /// ones get `didMove(toParent:)` — at once, or after the window's next layout pass when the container is
    /// on screen.
    func replaceChildren(with list: [UIViewController], show: () -> Void) {
        var unique: [UIViewController] = []
        for vc in list where !unique.contains(where: { $0 === vc }) { unique.append(vc) }
        let leaving = children.filter { c in !unique.contains { $0 === c } }
        let arriving = unique.filter { c in !children.contains { $0 === c } }
        for vc in leaving { vc.willMove(toParent: nil) }
        for vc in arriving { addChild(vc) }
        children = unique
        show()
        let finish = { [self] in
            // A controller that left and meanwhile joined another container (a split view moving a column's
            // controller between navigation stacks) stays there.
            for vc in leaving where vc.parent === self {
                vc.storedView?.removeFromSuperview()
                vc.removeFromParent()
            }
            for vc in arriving { vc.didMove(toParent: self) }
        }
        // In a window where the container has appeared, UIKit finishes the containment after the transition:
        // `viewDidAppear` then `didMove(toParent:)`, `viewDidDisappear` then `didMove(toParent: nil)` (observed:
        // arm1.ru's lifecycle log of pushes and pops).
        if appearanceState == .appeared, let window = storedView?.window {
            window.pendingTransitionCompletions.append(finish)
        } else {
            finish()
        }
    }

    /// Replaces the shown child `old` by `new` in a container whose view is loaded: the old view leaves, the
    /// new one is placed, and both get their appearance callbacks when the container has appeared in a window.
    func switchShownChild(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        switchShownChildren(from: old.map { [$0] } ?? [], to: new.map { [$0] } ?? [], animated: animated)
    }

    /// Replaces the shown children `old` by `new` (a page view controller shows two pages at a time): the views
    /// of those that no longer show leave, the new ones are placed, and each that changes gets its appearance
    /// callbacks when the container has appeared in a window.
    func switchShownChildren(from old: [UIViewController], to new: [UIViewController], animated: Bool) {
        let leaving = old.filter { o in !new.contains { $0 === o } }
        let arriving = new.filter { n in !old.contains { $0 === n } }
        guard !leaving.isEmpty || !arriving.isEmpty else { return }
        for vc in arriving { vc.loadViewIfNeeded() }
        for vc in leaving { transitionChildAppearance(vc, appearing: false, animated: animated) }
        for vc in arriving { transitionChildAppearance(vc, appearing: true, animated: animated) }
        for vc in leaving {
            vc.storedView?.removeFromSuperview()
            vc.lastBarCoverage = .zero
        }
        (self as? any ChildPlacingContainer)?.placeChildViews()
        storedView?.setNeedsLayout()
    }
}

/// The bar at the top of a navigation controller's view.
open class UINavigationBar: UIView {
    /// The height of the bar's content in portrait on iPhone: 44 points (UIKit's long-documented value; spec
    /// interface-builder.md §6: a navigation bar adds 44 to the top inset, 64 on iPhone 8, 88 on iPhone X).
    public static let defaultHeight: CGFloat = 44
    /// The height with a large title: 96 points = 44 + 52 (widely reported for iOS 11 and later; unconfirmed).
    public static let largeTitleHeight: CGFloat = 96

    /// Whether content shows through the bar (default true): the child's view then extends under it and its
    /// safe area starts below it. An opaque bar (false) puts the child's view below the bar (observed: a
    /// 375×603 root = 667 − 64 under an opaque bar, spec interface-builder.md §6).
    open var isTranslucent = true { didSet { superview?.setNeedsLayout() } }
    /// Whether the bar shows large titles for the controllers that allow them (default false).
    open var prefersLargeTitles = false { didSet { superview?.setNeedsLayout() } }
}

/// A bar of buttons at the bottom of a navigation controller (UIKit's `UIToolbar`).
open class UIToolbar: UIView {
    /// The bar's height in portrait on iPhone: 44 points (UIKit's long-documented value, as the navigation bar's).
    public static let defaultHeight: CGFloat = 44

    /// Whether content shows through the bar (default true): the top controller's view then extends under it. An
    /// opaque bar (false) ends that view at the bar's top.
    open var isTranslucent = true { didSet { superview?.setNeedsLayout() } }
    /// The bar's buttons.
    open var items: [UIBarButtonItem]?
    /// Sets the buttons (nothing is animated here).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    /// A toolbar's height: 44 points; no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIToolbar.defaultHeight) }
}

/// The bar at the bottom of a tab bar controller's view.
open class UITabBar: UIView {
    /// The height of the bar's buttons in portrait on iPhone: 49 points (UIKit's long-documented value, not in
    /// our spec notes). The bar also covers the safe-area inset below it (the home indicator): 83 on iPhone X.
    public static let defaultHeight: CGFloat = 49

    /// Whether content shows through the bar (default true): the selected view then extends under it. An
    /// opaque bar (false) ends the selected view at the bar's top.
    open var isTranslucent = true { didSet { superview?.setNeedsLayout() } }
    /// The items, one per controller (titles from the controllers' `tabBarItem`).
    open var items: [UITabBarItem]?
    /// The item of the selected controller.
    open var selectedItem: UITabBarItem?
}

/// A tab bar button's title, image and tag.
open class UITabBarItem {
    /// The title under the image.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// An integer to tell items apart.
    open var tag: Int

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}

/// What a navigation bar shows for a controller.
open class UINavigationItem {
    /// When a large title shows for this controller.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the controller below in the stack (the bar's `prefersLargeTitles` for the root).
        case automatic = 0
        /// Always, when the bar prefers large titles.
        case always = 1
        /// Never.
        case never = 2
    }

    /// The title in the bar (the controller's `title` when nil).
    open var title: String?
    /// When a large title shows (default automatic).
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// A view shown instead of the title (layout of the controller's view ignores it: the bar's height is fixed).
    open var titleView: UIView?
    /// A line above the title (layout ignores it: the prompt's extra bar height is not modelled).
    open var prompt: String?
    /// The item at the trailing side of the bar (the first of `rightBarButtonItems`).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The items at the trailing side, outermost first.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The item at the leading side (the first of `leftBarButtonItems`).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The items at the leading side, outermost first.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The item the next controller's back button shows.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// Hides or shows the back button (nothing is animated here).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Sets the leading items (nothing is animated here).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items (nothing is animated here).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading item (nothing is animated here).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing item (nothing is animated here).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// The search controller whose bar shows under the navigation bar (kept; the bar's extra height is not
    /// modelled, our limit).
    open var searchController: UISearchController?
    /// Whether the search bar hides while the content scrolls (layout ignores it).
    open var hidesSearchBarWhenScrolling = true

    /// An item with a title.
    public init(title: String) { self.title = title }
    /// An item without a title.
    public init() {}
}

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`). Bars have fixed heights here, so items
/// never change a controller's layout; they are kept for the code that sets them, and a primary action can be run
/// with `performPrimaryAction()`. Target–action (`#selector`) needs the Objective-C runtime, which Linux lacks.
open class UIBarButtonItem {
    /// The identifier UI tests find the item by.
    open var accessibilityIdentifier: String?
    /// What VoiceOver reads for the item (nil: its title).
    open var accessibilityLabel: String?
    /// A hint of what the item does.
    open var accessibilityHint: String?
    /// Whether the item is an accessibility element (default true).
    open var isAccessibilityElement = true

    /// The system items (UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// Add.
        case add
        /// A flexible space.
        case flexibleSpace
        /// A fixed space of `width`.
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Action.
        case action
        /// Organize.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// A page curl.
        case pageCurl
        /// Close.
        case close
    }

    /// How a plain item's title is drawn (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// Plain.
        case plain = 0
        /// Bordered (deprecated in UIKit; as plain).
        case bordered = 1
        /// Bold, for the item that completes a task.
        case done = 2
    }

    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The style.
    open var style: Style = .plain
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?
    /// A custom view shown instead of a title or image.
    open var customView: UIView?
    /// The action run when the item is tapped.
    open var primaryAction: UIAction?
    /// Whether the item can be tapped.
    open var isEnabled = true
    /// The item's tint (layout ignores it).
    open var tintColor: UIColor?
    /// The width of a fixed space (layout ignores it).
    open var width: CGFloat = 0
    /// The menu the item shows (kept; layout never shows it).
    open var menu: UIMenu?

    /// An item showing `systemItem`, running `primaryAction`.
    public init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    /// An item with a title or image, running `primaryAction` or showing `menu`.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        systemItem = nil
    }

    /// An item showing `systemItem` with a menu.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction)
        self.menu = menu
    }

    /// An item showing `customView`.
    public init(customView: UIView) {
        self.customView = customView
        systemItem = nil
    }

    /// A flexible space between items.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A space of `width` points between items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Runs the primary action, as a tap would.
    public func performPrimaryAction() {
        primaryAction?.perform(from: self)
    }
}
