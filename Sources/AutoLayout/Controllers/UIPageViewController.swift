import Foundation

/// A container that shows one page at a time, or two side by side, as UIKit's `UIPageViewController`.
///
/// Layout: with the scroll transition, or a page curl whose spine is at an edge, the page's view fills the page
/// view controller's view; with a page curl whose spine is in the middle, two pages share it, halves side by
/// side (horizontal navigation) or one above the other (vertical). The pages shown are the controller's
/// children (`viewControllers`); the back of a double-sided page does not show. Pages change only through
/// `setViewControllers(_:direction:animated:completion:)` here: there are no gestures to turn them, so the data
/// source's `viewControllerBefore`/`viewControllerAfter` are kept for the app and not called. The page indicator
/// that a scrolling page view controller shows for a data source with a `presentationCount` is not modelled
/// (our limit: pages fill the view).
open class UIPageViewController: UIViewController, ChildPlacingContainer {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over (the default in Interface Builder).
        case pageCurl = 0
        /// Pages scroll.
        case scroll = 1
    }

    /// The axis along which pages turn.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Where a page curl's spine is.
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll transition).
        case none = 0
        /// At the leading or top edge.
        case min = 1
        /// In the middle: two pages show.
        case mid = 2
        /// At the trailing or bottom edge.
        case max = 3
    }

    /// Which way pages turn in `setViewControllers(_:direction:animated:completion:)`.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Keys of the options given when making one.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (as itself or its raw value) for a page curl.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scrolling pages, in points (kept: it shows only while pages scroll).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// The axis along which pages turn.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.none` for the scroll transition, else the option given (`.min` by default).
    public private(set) var spineLocation: SpineLocation
    /// The space between scrolling pages (kept; it never shows in a still layout).
    public let interPageSpacing: CGFloat
    /// Whether a curled page has content on its back (default true when the spine is in the middle, as UIKit's).
    open var isDoubleSided: Bool
    /// Gives the pages before and after a page (kept for the app: nothing turns pages here).
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Told when pages change.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// A page view controller with the given transition, axis and options (`OptionsKey`).
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let requested: SpineLocation? =
            switch options?[.spineLocation] {
            case let s as SpineLocation: s
            case let n as Int: SpineLocation(rawValue: n)
            case let n as NSNumber: SpineLocation(rawValue: n.intValue)
            default: nil
            }
        spineLocation = style == .scroll ? .none : (requested.flatMap { $0 == .none ? nil : $0 } ?? .min)
        isDoubleSided = spineLocation == .mid
        interPageSpacing =
            switch options?[.interPageSpacing] {
            case let d as Double: CGFloat(d)
            case let d as CGFloat: d
            case let n as NSNumber: CGFloat(n.doubleValue)
            default: 0
            }
        super.init(nibName: nil, bundle: nil)
    }

    /// A page-curl page view controller turning horizontally, spine at the leading edge (Interface Builder's
    /// defaults).
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// A page view controller decoded from an archive (Interface Builder's defaults).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        isDoubleSided = false
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// The container view that holds the shown pages.
    open override func loadView() {
        loadContainerView(bar: nil, shown: nil)
        switchShownChildren(from: [], to: shownPages, animated: false)
    }

    /// The pages shown (the front and back of a double-sided page when the spine is at an edge), or nil before
    /// any were set.
    open var viewControllers: [UIViewController]? { children.isEmpty ? nil : children }

    /// The number of controllers `setViewControllers` needs: two for a page curl whose spine is in the middle
    /// or whose pages are double-sided, else one (UIKit raises otherwise).
    var requiredPageCount: Int { transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1 }

    /// The pages whose views show: both for a spine in the middle, else the first.
    var shownPages: [UIViewController] { spineLocation == .mid ? children : Array(children.prefix(1)) }

    /// Shows `viewControllers` as the current pages. A count other than the one the spine needs is logged and
    /// ignored, with `completion(false)` (UIKit raises). `direction` and `animated` do not change the result.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let pages = viewControllers ?? []
        guard pages.count == requiredPageCount else {
            LayoutDiagnostics.log(
                "The number of view controllers provided (\(pages.count)) doesn't match the number required "
                    + "(\(requiredPageCount)) for the requested transition; the pages were not changed.")
            completion?(false)
            return
        }
        let oldShown = isViewLoaded ? shownPages : []
        replaceChildren(with: pages) {
            if isViewLoaded { switchShownChildren(from: oldShown, to: shownPages, animated: animated) }
        }
        completion?(true)
    }

    /// Each shown page gets its share of the view: all of it, or a half beside (or above) the spine.
    func placeChildViews() {
        guard let container = storedView else { return }
        let b = container.bounds
        let pages = shownPages
        for (i, page) in pages.enumerated() {
            var frame = CGRect(origin: .zero, size: b.size)
            if pages.count == 2 {
                if navigationOrientation == .horizontal {
                    frame.size.width = b.width / 2
                    let leading = (i == 0) == (container.effectiveUserInterfaceLayoutDirection == .leftToRight)
                    frame.origin.x = leading ? 0 : b.width / 2
                } else {
                    frame.size.height = b.height / 2
                    frame.origin.y = i == 0 ? 0 : b.height / 2
                }
            }
            installChildView(page, in: container, below: nil, frame: frame)
        }
    }
}

/// Gives a page view controller the pages around a page (UIKit's protocol of this name).
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// How many pages the page indicator counts (0, the default: no indicator).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page the indicator marks (0 by default).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first page.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told when a page view controller's pages change (UIKit's protocol of this name; every method optional).
public protocol UIPageViewControllerDelegate: AnyObject {
    /// Pages are about to turn to `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// Pages finished turning.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
