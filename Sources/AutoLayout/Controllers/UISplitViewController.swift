import Foundation

/// A container of columns, as UIKit's `UISplitViewController`: a primary column (a list) beside a secondary one
/// (the detail), and in the triple-column style a supplementary column between them.
///
/// **Collapsed or not.** Where the horizontal size class is compact (an iPhone in portrait) the split view
/// collapses to one column (Apple's documentation; size classes per device in spec containers.md §14). Without a
/// size class (a window with no traits given) it collapses below 600 points wide, the width `UIScreen` takes for a
/// tablet (our choice). Collapsed, the `.compact` column's controller fills the view when there is one; otherwise
/// the primary does, and, unless the delegate's `splitViewController(_:collapseSecondary:onto:)` says it handled
/// the collapse (or `topColumnForCollapsingToProposedTopColumn` answers `.primary`), the controllers of the
/// columns after it are pushed onto the primary navigation controller's stack (what UIKit's navigation controller
/// does for a collapse, Apple's delegate documentation; a secondary navigation controller gives its stack, our
/// simplification of UIKit's nesting). Expanding gives them back.
///
/// **Expanded.** The display mode (`preferredDisplayMode`; `.automatic`: one column beside the secondary when the
/// view is wider than tall, else the secondary only, our reading of iPad's landscape and portrait) places the
/// columns from the primary edge: beside columns each take their width and a 1-point divider (observed: a detail
/// view 703 = 1024 − 320 − 1 and 447 = 768 − 320 − 1 points wide, openradar 22885931, iOS 9); columns "over" the
/// secondary lie on top of it, which fills the view; `.twoDisplaceSecondary` pushes the secondary aside at its
/// one-beside width. Column widths: see `columnWidth(preferred:fraction:minimum:maximum:available:)`.
///
/// In the column styles each column's controller is wrapped in a navigation controller unless it is one (Apple's
/// documentation: "If you set a child view controller that's not a navigation controller, the split view
/// controller creates a navigation controller for it"). Limits: the primary column keeps the split view's
/// traits (UIKit gives it a compact width class); columns never animate, and a column shown over the secondary is
/// not dismissed by a tap.
open class UISplitViewController: UIViewController, ChildPlacingContainer {
    /// How many columns (UIKit's `UISplitViewController.Style`).
    public enum Style: Int, Sendable {
        /// The classic split view, set up with `viewControllers`.
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// A column of the split view.
    public enum Column: Int, Sendable {
        /// The leading list.
        case primary = 0
        /// The middle column of the triple-column style.
        case supplementary = 1
        /// The detail.
        case secondary = 2
        /// The controller shown instead of the others when collapsed.
        case compact = 3
    }

    /// Which columns show when expanded.
    public enum DisplayMode: Int, Sendable {
        /// Chosen from the view's shape (see the type's comment).
        case automatic = 0
        /// The secondary column alone.
        case secondaryOnly = 1
        /// One column (the primary, or the supplementary in the triple-column style) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary, which fills the view.
        case oneOverSecondary = 3
        /// The primary and the supplementary beside the secondary.
        case twoBesideSecondary = 4
        /// The primary and the supplementary over the secondary.
        case twoOverSecondary = 5
        /// The primary and the supplementary pushing the secondary aside.
        case twoDisplaceSecondary = 6

        /// The classic name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the sidebar columns share the view with the secondary (kept; the display mode places the columns).
    public enum SplitBehavior: Int, Sendable {
        /// Chosen by the split view.
        case automatic = 0
        /// Side by side.
        case tile = 1
        /// Over the secondary.
        case overlay = 2
        /// Pushing the secondary aside.
        case displace = 3
    }

    /// The side the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading side (the default).
        case leading = 0
        /// The trailing side.
        case trailing = 1
    }

    /// "Choose the width yourself": the default of every width and fraction (a negative sentinel; UIKit's value of
    /// this constant is not documented).
    public static let automaticDimension: CGFloat = -1

    /// The width of a sidebar column left automatic: 320 points (the automatic maximum, documented since iOS 8,
    /// useyourloaf.com "change the width of master view").
    public static let defaultColumnWidth: CGFloat = 320
    /// The divider between columns shown side by side (see the type's comment).
    public static let dividerWidth: CGFloat = 1

    /// The number of columns.
    public let style: Style
    /// Told of collapses and display-mode changes.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode asked for (default `.automatic`).
    open var preferredDisplayMode = DisplayMode.automatic { didSet { storedView?.setNeedsLayout() } }
    /// The split behavior asked for (kept).
    open var preferredSplitBehavior = SplitBehavior.automatic
    /// The side of the primary column.
    open var primaryEdge = PrimaryEdge.leading { didSet { storedView?.setNeedsLayout() } }
    /// Whether a swipe shows hidden columns (kept: there are no gestures).
    open var presentsWithGesture = true
    /// Whether the secondary shows a button to hide the other columns (kept).
    open var showsSecondaryOnlyButton = false
    /// The primary column's width in points, or `automaticDimension`.
    open var preferredPrimaryColumnWidth = automaticDimension { didSet { storedView?.setNeedsLayout() } }
    /// The primary column's width as a fraction of the view's, or `automaticDimension`.
    open var preferredPrimaryColumnWidthFraction = automaticDimension { didSet { storedView?.setNeedsLayout() } }
    /// The least width of the primary column, or `automaticDimension` (0).
    open var minimumPrimaryColumnWidth = automaticDimension { didSet { storedView?.setNeedsLayout() } }
    /// The greatest width of the primary column, or `automaticDimension` (320).
    open var maximumPrimaryColumnWidth = automaticDimension { didSet { storedView?.setNeedsLayout() } }
    /// The supplementary column's width in points, or `automaticDimension`.
    open var preferredSupplementaryColumnWidth = automaticDimension { didSet { storedView?.setNeedsLayout() } }
    /// The supplementary column's width as a fraction of the view's, or `automaticDimension`.
    open var preferredSupplementaryColumnWidthFraction = automaticDimension {
        didSet { storedView?.setNeedsLayout() }
    }
    /// The least width of the supplementary column, or `automaticDimension` (0).
    open var minimumSupplementaryColumnWidth = automaticDimension { didSet { storedView?.setNeedsLayout() } }
    /// The greatest width of the supplementary column, or `automaticDimension` (320).
    open var maximumSupplementaryColumnWidth = automaticDimension { didSet { storedView?.setNeedsLayout() } }

    /// The controller of each column as the app set it.
    private var assigned: [Column: UIViewController] = [:]
    /// The child holding each column: the app's controller, or the navigation controller wrapping it.
    private var columns: [Column: UIViewController] = [:]
    /// While collapsed: the controllers moved onto the primary navigation controller, with the navigation
    /// controller each came from (nil: the column's own controller), in the order pushed.
    private var movedOnCollapse: [(controller: UIViewController, from: UINavigationController?)] = []
    private var collapsed = false
    private var lastDisplayMode = DisplayMode.automatic

    /// A split view of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A classic split view decoded from an archive.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The container view that holds the columns.
    open override func loadView() {
        loadContainerView(bar: nil, shown: nil)
    }

    // MARK: Columns

    /// The columns' controllers: primary then secondary (classic), or those of the columns set, in column
    /// order. Setting it in a classic split view sets the primary and the secondary.
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set {
            if style == .unspecified {
                setColumn(.primary, to: newValue.first)
                setColumn(.secondary, to: newValue.count > 1 ? newValue[1] : nil)
            } else {
                let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                for (i, column) in order.enumerated() { setViewController(i < newValue.count ? newValue[i] : nil, for: column) }
            }
        }
    }

    /// Puts `vc` in `column` of a column-style split view, in a navigation controller unless it is one; setting a
    /// plain controller in a secondary column that has one pushes it there (UIKit's documented behaviour). Ignored
    /// (and logged) in a classic split view, as UIKit ignores it.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            LayoutDiagnostics.log("setViewController(_:for:) does not apply to a classic split view controller; use viewControllers.")
            return
        }
        guard style == .tripleColumn || column != .supplementary else { return }
        guard let vc else { return setColumn(column, to: nil) }
        if vc is UINavigationController {
            setColumn(column, to: vc)
        } else if column == .secondary, let nav = columns[.secondary] as? UINavigationController, !collapsed {
            nav.pushViewController(vc, animated: false)
        } else {
            setColumn(column, to: vc, child: UINavigationController(rootViewController: vc))
        }
    }

    /// The controller of `column` as the app set it (not its navigation controller wrapper), or nil. Classic
    /// split views answer nil, as UIKit's.
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : assigned[column]
    }

    /// Shows `column` by choosing a display mode that includes it (the secondary: `.secondaryOnly`).
    open func show(_ column: Column) {
        switch column {
        case .secondary: preferredDisplayMode = .secondaryOnly
        case .primary: preferredDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .supplementary: preferredDisplayMode = .oneBesideSecondary
        case .compact: break
        }
    }

    /// Hides `column` by choosing a display mode without it.
    open func hide(_ column: Column) {
        switch column {
        case .primary where style == .tripleColumn: preferredDisplayMode = .oneBesideSecondary
        case .primary, .supplementary: preferredDisplayMode = .secondaryOnly
        case .secondary, .compact: break
        }
    }

    /// Shows `vc` as the detail: it becomes the secondary column's controller, and when collapsed its content is
    /// pushed onto the primary navigation controller (a navigation controller's stack, not the controller).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if collapsed, let nav = columns[.primary] as? UINavigationController {
            // The new detail becomes the secondary column, its content pushed as a collapse pushes it.
            returnMovedContent()
            let child = style == .unspecified || vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
            assigned[.secondary] = vc
            columns[.secondary] = child
            replaceChildren(with: columnChildren) {}
            pushContent(of: child, onto: nav)
        } else if style == .unspecified {
            setColumn(.secondary, to: vc)
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    /// Makes `vc` (the app's controller) the controller of `column`, held as `child` (itself or its wrapper).
    /// While collapsed, the controllers pushed onto the primary stack go back first; the next layout pass
    /// collapses again with the new column (without telling the delegate of an expansion that did not show).
    private func setColumn(_ column: Column, to vc: UIViewController?, child: UIViewController? = nil) {
        if collapsed {
            returnMovedContent()
            collapsed = false
        }
        assigned[column] = vc
        columns[column] = child ?? vc
        replaceChildren(with: columnChildren) { storedView?.setNeedsLayout() }
    }

    /// The columns' children in column order: what the split view's `children` are when nothing is pushed.
    private var columnChildren: [UIViewController] {
        [Column.primary, .supplementary, .secondary, .compact].compactMap { columns[$0] }
    }

    // MARK: State

    /// Whether the split view shows one column (see the type's comment).
    open var isCollapsed: Bool { collapsed }

    /// The display mode in effect: the preferred one, or the automatic choice for the view's shape.
    open var displayMode: DisplayMode {
        if preferredDisplayMode != .automatic { return preferredDisplayMode }
        guard let v = storedView, v.bounds.width > v.bounds.height else { return .secondaryOnly }
        return .oneBesideSecondary
    }

    /// The split behavior in effect (tile when automatic, our choice).
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// The primary column's width in points (see `columnWidth(preferred:fraction:minimum:maximum:available:)`).
    open var primaryColumnWidth: CGFloat {
        Self.columnWidth(
            preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth,
            available: storedView?.bounds.width ?? 0)
    }

    /// The supplementary column's width in points.
    open var supplementaryColumnWidth: CGFloat {
        Self.columnWidth(
            preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth,
            available: storedView?.bounds.width ?? 0)
    }

    /// A sidebar column's width, in one place: the preferred width if given, else the fraction of `available`,
    /// else 320; kept within the minimum (automatic: 0) and the maximum (automatic: 320, documented since iOS 8;
    /// an explicit preferred width wider than that is kept, our choice, as apps that set only it expect), and
    /// within `available`.
    static func columnWidth(
        preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, available: CGFloat
    ) -> CGFloat {
        let given = preferred >= 0 && preferred.isFinite
        var width =
            given ? preferred : (fraction >= 0 && fraction.isFinite ? fraction * available : defaultColumnWidth)
        let upper = maximum >= 0 && maximum.isFinite ? maximum : max(defaultColumnWidth, given ? preferred : 0)
        let lower = minimum >= 0 && minimum.isFinite ? minimum : 0
        width = max(lower, min(width, upper))
        return max(0, min(width, available))
    }

    // MARK: Layout

    /// Collapses or expands for the current traits, then places the columns that show.
    func placeChildViews() {
        guard let container = storedView else { return }
        let b = container.bounds
        let sizeClass = container.traitCollection.horizontalSizeClass
        let shouldCollapse = sizeClass == .unspecified ? b.width < 600 : sizeClass == .compact
        if shouldCollapse != collapsed { shouldCollapse ? collapse() : expand() }
        let mode = displayMode
        if mode != lastDisplayMode {
            lastDisplayMode = mode
            delegate?.splitViewController(self, willChangeTo: mode)
        }
        let frames = collapsed ? collapsedFrames(in: b) : expandedFrames(in: b, mode: mode)
        for child in children where !frames.contains(where: { $0.0 === child }) {
            guard let v = child.storedView, v.superview === container else { continue }
            transitionChildAppearance(child, appearing: false, animated: false)
            v.removeFromSuperview()
        }
        for (child, frame) in frames {
            let arriving = child.storedView?.superview !== container
            installChildView(child, in: container, below: nil, frame: frame)
            if arriving { transitionChildAppearance(child, appearing: true, animated: false) }
        }
    }

    /// The one controller shown when collapsed, filling the view.
    private func collapsedFrames(in b: CGRect) -> [(UIViewController, CGRect)] {
        let shown = columns[.compact] ?? columns[.primary] ?? columns[.secondary]
        return shown.map { [($0, CGRect(origin: .zero, size: b.size))] } ?? []
    }

    /// The columns of `mode`, from the primary edge.
    private func expandedFrames(in b: CGRect, mode: DisplayMode) -> [(UIViewController, CGRect)] {
        guard let secondary = columns[.secondary] else {
            return columns[.primary].map { [($0, CGRect(origin: .zero, size: b.size))] } ?? []
        }
        let triple = style == .tripleColumn
        let one: Column = triple ? .supplementary : .primary
        var sidebars: [(UIViewController, CGFloat)] = []
        func add(_ column: Column) {
            guard let vc = columns[column] else { return }
            sidebars.append((vc, column == .primary ? primaryColumnWidth : supplementaryColumnWidth))
        }
        switch mode {
        case .automatic, .secondaryOnly: break
        case .oneBesideSecondary, .oneOverSecondary: add(one)
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            add(.primary)
            if triple { add(.supplementary) }
        }
        let over = mode == .oneOverSecondary || mode == .twoOverSecondary
        var x: CGFloat = 0
        var result: [(UIViewController, CGRect)] = []
        for (vc, width) in sidebars {
            result.append((vc, CGRect(x: x, y: 0, width: width, height: b.height)))
            x += width + Self.dividerWidth
        }
        let secondaryFrame: CGRect =
            if over || sidebars.isEmpty {
                CGRect(origin: .zero, size: b.size)
            } else if mode == .twoDisplaceSecondary, let last = sidebars.last {
                CGRect(x: x, y: 0, width: max(0, b.width - last.1 - Self.dividerWidth), height: b.height)
            } else {
                CGRect(x: x, y: 0, width: max(0, b.width - x), height: b.height)
            }
        result.insert((secondary, secondaryFrame), at: 0)  // below the sidebars when they lie over it
        let mirrored =
            (primaryEdge == .trailing) != (storedView?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        guard mirrored else { return result }
        return result.map { vc, f in (vc, CGRect(x: b.width - f.maxX, y: f.minY, width: f.width, height: f.height)) }
    }

    /// Collapses to one column (see the type's comment).
    private func collapse() {
        collapsed = true
        guard columns[.compact] == nil, let primary = columns[.primary] else {
            delegate?.splitViewControllerDidCollapse(self)
            return
        }
        let later: [Column] = style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
        var top = Column.secondary
        if style != .unspecified {
            top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        }
        let handled =
            top == .primary
            || columns[.secondary].map { delegate?.splitViewController(self, collapseSecondary: $0, onto: primary) ?? false }
                ?? true
        if !handled, let nav = primary as? UINavigationController {
            for column in later where column.rawValue <= top.rawValue {
                if let vc = columns[column] { pushContent(of: vc, onto: nav) }
            }
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Gives the controllers moved on collapse back to their columns.
    private func expand() {
        collapsed = false
        returnMovedContent()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Pushes a column's controller onto the primary navigation controller `nav`: the stack of a navigation
    /// controller (left empty meanwhile), else the controller itself; each is remembered with where it came from.
    private func pushContent(of column: UIViewController, onto nav: UINavigationController) {
        let from = column as? UINavigationController
        let stack = from?.viewControllers ?? [column]
        from?.setViewControllers([], animated: false)
        for vc in stack {
            movedOnCollapse.append((vc, from))
            nav.pushViewController(vc, animated: false)
        }
    }

    /// Takes the controllers `pushContent` moved off the primary stack and gives them back: each navigation
    /// controller its stack, the split view its columns' own controllers.
    private func returnMovedContent() {
        guard let nav = columns[.primary] as? UINavigationController, !movedOnCollapse.isEmpty else { return }
        let moved = movedOnCollapse
        movedOnCollapse = []
        nav.setViewControllers(nav.viewControllers.filter { vc in !moved.contains { $0.controller === vc } }, animated: false)
        var origins: [UINavigationController] = []
        for case (_, let from?) in moved where !origins.contains(where: { $0 === from }) { origins.append(from) }
        for from in origins {
            from.setViewControllers(moved.filter { $0.from === from }.map(\.controller), animated: false)
        }
        replaceChildren(with: columnChildren) {}
    }
}

extension UIViewController {
    /// The nearest split view controller among the containers above this controller.
    public var splitViewController: UISplitViewController? {
        var c = parent
        while let x = c {
            if let s = x as? UISplitViewController { return s }
            c = x.parent
        }
        return nil
    }
}

/// Told of a split view's collapses, expansions and display-mode changes (UIKit's protocol of this name; every
/// method optional).
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Whether the delegate handled collapsing `secondaryViewController` (true: nothing is pushed onto the primary).
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The column to show on top when a column-style split view collapses (default: the one proposed).
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode in effect is about to change.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The split view collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Not handled: the secondary is pushed onto a primary navigation controller.
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    /// The proposed column.
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// Does nothing.
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
