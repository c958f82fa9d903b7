import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// The Auto Layout Cookbook's "Two Equal-Width Views", written as an iOS app writes it: the views are built in
/// `viewDidLoad`, pinned to the margins and to the top and bottom layout guides.
///
///     Blue View.Leading = Superview.LeadingMargin
///     Red View.Leading = Blue View.Trailing + Standard
///     Red View.Trailing = Superview.TrailingMargin
///     Blue View.Top = Top Layout Guide.Bottom + 20.0
///     Red View.Top = Top Layout Guide.Bottom + 20.0
///     Bottom Layout Guide.Top = Blue View.Bottom + 20.0
///     Bottom Layout Guide.Top = Red View.Bottom + 20.0
///     Red View.Width = Blue View.Width
private final class TwoEqualWidthViewsController: UIViewController {
    let blueView = UIView()
    let redView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for v in [blueView, redView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            blueView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            redView.leadingAnchor.constraint(equalToSystemSpacingAfter: blueView.trailingAnchor, multiplier: 1),
            redView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            blueView.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 20),
            redView.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 20),
            bottomLayoutGuide.topAnchor.constraint(equalTo: blueView.bottomAnchor, constant: 20),
            bottomLayoutGuide.topAnchor.constraint(equalTo: redView.bottomAnchor, constant: 20),
            redView.widthAnchor.constraint(equalTo: blueView.widthAnchor),
        ])
    }
}

/// A window of an iPhone 8 (375×667, status bar 20) or an iPhone X (375×812, 44 and 34), at its scale.
private func iPhone8() -> UIWindow {
    let w = UIWindow(frame: rect(0, 0, 375, 667), scale: 2)
    w.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    return w
}

private func iPhoneX() -> UIWindow {
    let w = UIWindow(frame: rect(0, 0, 375, 812), scale: 3)
    w.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    return w
}

@Suite struct LayoutGuideSupportTests {
    @Test func twoEqualWidthViewsBelowTheStatusBar() {
        let window = iPhone8()
        let vc = TwoEqualWidthViewsController()
        window.rootViewController = vc
        window.layoutIfNeeded()
        #expect(vc.topLayoutGuide.length == 20)
        #expect(vc.bottomLayoutGuide.length == 0)
        #expect(vc.blueView.frame == rect(16, 40, 167.5, 607))
        #expect(vc.redView.frame == rect(191.5, 40, 167.5, 607))
    }

    @Test func twoEqualWidthViewsInANavigationControllerInATabBarController() {
        let window = iPhoneX()
        let vc = TwoEqualWidthViewsController()
        let nav = UINavigationController(rootViewController: vc)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(vc.topLayoutGuide.length == 88)  // 44 status bar + 44 navigation bar
        #expect(vc.bottomLayoutGuide.length == 83)  // 49 tab bar + 34 home indicator
        // 167.5 wide each, edges rounded to thirds of a point at 3×: 183.5 → 551/3, 191.5 → 575/3.
        #expect(vc.blueView.frame == rect(16, 108, 551.0 / 3 - 16, 601))
        #expect(vc.redView.frame == rect(575.0 / 3, 108, 359 - 575.0 / 3, 601))
    }

    @Test func layoutGuidesInTheItemFormAndTheirFrames() {
        let window = iPhone8()
        let vc = UIViewController()
        window.rootViewController = vc
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(label)
        NSLayoutConstraint(
            item: label, attribute: .top, relatedBy: .equal, toItem: vc.topLayoutGuide,
            attribute: .bottom, multiplier: 1, constant: 8
        ).isActive = true
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalTo: vc.topLayoutGuide.heightAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == rect(0, 28, 100, 20))
        let top = vc.topLayoutGuide as? UILayoutGuide
        #expect(top?.layoutFrame == rect(0, 0, 0, 20))
        #expect((vc.bottomLayoutGuide as? UILayoutGuide)?.layoutFrame == rect(0, 667, 0, 0))
        #expect(vc.topLayoutGuide === top)  // made once
        LayoutDiagnostics.withFakeAddresses {
            #expect(LayoutDescriptions.itemName(top!) == "_UILayoutGuide:0x1")
        }
    }
}

/// Pushes and pops with the calls UIKit makes, noted in order.
private final class Page: UIViewController {
    var calls: [String] = []
    override func viewDidLoad() { calls.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) { calls.append(parent == nil ? "willMove(nil)" : "willMove(nav)") }
    override func didMove(toParent parent: UIViewController?) { calls.append(parent == nil ? "didMove(nil)" : "didMove(nav)") }
}

/// A 10×10 view at the top left of `view`'s safe area.
private func boxAtTheSafeAreaTop(of view: UIView) -> UIView {
    let box = makeChild(of: view)
    NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
    ])
    return box
}

@Suite struct NavigationControllerTests {
    @Test func theBarSitsBelowTheStatusBarAndTheTopChildFillsTheContainer() {
        let window = iPhone8()
        let page = Page()
        let nav = UINavigationController(rootViewController: page)
        window.rootViewController = nav
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame == rect(0, 20, 375, 44))
        #expect(page.view.frame == rect(0, 0, 375, 667))
        #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(page.view.safeAreaLayoutGuide.layoutFrame == rect(0, 64, 375, 603))
        #expect(page.view.effectiveLayoutMargins == UIEdgeInsets(top: 64, left: 16, bottom: 0, right: 16))
        #expect(page.navigationController === nav)
        #expect(nav.view.subviews.map { $0 === page.view } == [true, false])  // content below the bar
    }

    @Test func onIPhoneXTheBarAddsFortyFour() {
        let window = iPhoneX()
        let page = UIViewController()
        window.rootViewController = UINavigationController(rootViewController: page)
        window.layoutIfNeeded()
        #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
    }

    @Test func pushAndPopKeepAStackWithUIKitsCalls() {
        let window = iPhone8()
        let first = Page()
        let second = Page()
        let nav = UINavigationController(rootViewController: first)
        window.rootViewController = nav
        window.layoutIfNeeded()
        #expect(first.calls == ["willMove(nav)", "didMove(nav)", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        first.calls = []

        nav.pushViewController(second, animated: true)
        #expect(nav.viewControllers.map { $0 === first || $0 === second } == [true, true])
        #expect(nav.topViewController === second)
        #expect(second.parent === nav)
        #expect(second.calls == ["willMove(nav)", "viewDidLoad", "viewWillAppear"])
        #expect(first.view.superview == nil)
        #expect(second.view.superview === nav.view)
        #expect(second.view.frame == rect(0, 0, 375, 667))
        window.layoutIfNeeded()
        #expect(first.calls == ["viewWillDisappear", "viewDidDisappear"])
        // Observed order (arm1.ru's lifecycle log): viewDidAppear, then didMove(toParent:).
        #expect(second.calls == ["willMove(nav)", "viewDidLoad", "viewWillAppear", "viewDidAppear", "didMove(nav)"])
        #expect(second.view.safeAreaInsets.top == 64)

        first.calls = []
        second.calls = []
        let popped = nav.popViewController(animated: true)
        window.layoutIfNeeded()
        #expect(popped === second)
        #expect(nav.viewControllers.count == 1)
        #expect(second.parent == nil)
        #expect(second.view.superview == nil)
        #expect(first.view.superview === nav.view)
        #expect(second.calls == ["willMove(nil)", "viewWillDisappear", "viewDidDisappear", "didMove(nil)"])
        #expect(first.calls == ["viewWillAppear", "viewDidAppear"])
        #expect(nav.popViewController(animated: false) == nil)  // the root stays
    }

    @Test func popToRootReturnsThePoppedControllersInOrder() {
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        let logs = collectingLogs { nav.pushViewController(b, animated: false) }
        #expect(logs.count == 1)
        #expect(nav.viewControllers.count == 3)
        let popped = nav.popToRootViewController(animated: false)
        #expect(popped?.count == 2 && popped?[0] === b && popped?[1] === c)
        #expect(nav.topViewController === a)
    }

    @Test func hidingTheBarGivesTheStatusBarBackAndAnOpaqueBarMovesTheContent() {
        let window = iPhone8()
        let page = UIViewController()
        let nav = UINavigationController(rootViewController: page)
        window.rootViewController = nav
        let box = boxAtTheSafeAreaTop(of: page.view)
        window.layoutIfNeeded()
        #expect(box.frame == rect(0, 64, 10, 10))

        nav.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(nav.navigationBar.isHidden)
        #expect(page.view.safeAreaInsets.top == 20)
        #expect(box.frame == rect(0, 20, 10, 10))

        nav.setNavigationBarHidden(false, animated: false)
        nav.navigationBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(page.view.frame == rect(0, 64, 375, 603))  // observed: 375×603 under an opaque bar
        #expect(page.view.safeAreaInsets == .zero)
        #expect(box.frame == rect(0, 0, 10, 10))
    }

    @Test func edgesForExtendedLayoutKeepTheViewOutFromUnderTheBar() {
        let window = iPhone8()
        let page = UIViewController()
        let second = UIViewController()
        page.edgesForExtendedLayout = []
        let nav = UINavigationController(rootViewController: page)
        window.rootViewController = nav
        window.layoutIfNeeded()
        #expect(page.view.frame == rect(0, 64, 375, 603))
        #expect(page.view.safeAreaInsets == .zero)
        nav.navigationBar.isTranslucent = false
        second.extendedLayoutIncludesOpaqueBars = true
        nav.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        #expect(second.view.frame == rect(0, 0, 375, 667))
        #expect(second.view.safeAreaInsets.top == 64)
    }

    @Test func largeTitlesMakeTheBarNinetySixTall() {
        let window = iPhone8()
        let page = UIViewController()
        let detail = UIViewController()
        let nav = UINavigationController(rootViewController: page)
        nav.navigationBar.prefersLargeTitles = true
        window.rootViewController = nav
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame == rect(0, 20, 375, 96))
        #expect(page.view.safeAreaInsets.top == 116)
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(detail.view.safeAreaInsets.top == 64)
    }

    @Test func rotatingAnIPhoneXMovesTheBarWithTheSafeArea() {
        let window = iPhoneX()
        let page = UIViewController()
        let nav = UINavigationController(rootViewController: page)
        window.rootViewController = nav
        let box = boxAtTheSafeAreaTop(of: page.view)
        window.layoutIfNeeded()
        #expect(box.frame == rect(0, 88, 10, 10))
        window.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        window.frame = rect(0, 0, 812, 375)
        #expect(nav.navigationBar.frame == rect(0, 0, 812, 44))
        #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 44, bottom: 21, right: 44))
        #expect(box.frame == rect(44, 44, 10, 10))
        // A safe-area change alone (no new size) moves the bar too.
        window.safeAreaInsets = UIEdgeInsets(top: 10, left: 44, bottom: 21, right: 44)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame == rect(0, 10, 812, 44))
        #expect(box.frame == rect(44, 54, 10, 10))
    }

    @Test func aNavigationControllerOutsideAWindowLaysOutFromItsOwnFrame() {
        let page = UIViewController()
        let nav = UINavigationController(rootViewController: page)
        nav.view.frame = rect(0, 0, 320, 480)
        nav.view.layoutIfNeeded()
        #expect(nav.navigationBar.frame == rect(0, 0, 320, 44))
        #expect(page.view.safeAreaInsets.top == 44)
    }
}

@Suite struct TabBarControllerTests {
    @Test func theBarSitsAtTheBottomAndTheSelectedChildsSafeAreaEndsAtItsTop() {
        let window = iPhoneX()
        let first = Page()
        let second = Page()
        first.title = "First"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == rect(0, 729, 375, 83))
        #expect(tabs.selectedIndex == 0)
        #expect(first.view.frame == rect(0, 0, 375, 812))
        #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 83, right: 0))
        #expect(first.tabBarController === tabs)
        #expect(tabs.tabBar.items?.map(\.title) == ["First", nil])
        #expect(!second.isViewLoaded)
        #expect(first.calls == ["willMove(nav)", "didMove(nav)", "viewDidLoad", "viewWillAppear", "viewDidAppear"])

        first.calls = []
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(tabs.selectedViewController === second)
        #expect(first.view.superview == nil)
        #expect(second.view.safeAreaInsets.bottom == 83)
        #expect(first.calls == ["viewWillDisappear", "viewDidDisappear"])
        #expect(second.calls.suffix(3) == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])

        tabs.selectedIndex = 7  // ignored
        #expect(tabs.selectedIndex == 1)
    }

    @Test func anOpaqueOrHiddenTabBar() {
        let window = iPhone8()
        let page = UIViewController()
        let tabs = UITabBarController()
        tabs.setViewControllers([page], animated: false)
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == rect(0, 618, 375, 49))
        #expect(page.view.safeAreaInsets.bottom == 49)
        tabs.tabBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(page.view.frame == rect(0, 0, 375, 618))
        #expect(page.view.safeAreaInsets.bottom == 0)
        page.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        #expect(page.view.frame == rect(0, 0, 375, 667))
        #expect(page.view.safeAreaInsets.bottom == 49)
        page.extendedLayoutIncludesOpaqueBars = false
        tabs.tabBar.isTranslucent = true
        tabs.tabBar.isHidden = true
        window.layoutIfNeeded()
        #expect(page.view.frame == rect(0, 0, 375, 667))
        #expect(page.view.safeAreaInsets.bottom == 0)
    }
}

@Suite struct NavigationToolbarTests {
    /// The toolbar is hidden by default; shown, it sits 44 points tall above the home indicator and the top
    /// controller's safe area ends at its top; opaque, the controller's view ends there.
    @Test func aShownToolbarEndsTheTopControllersSafeArea() {
        let window = iPhoneX()
        let page = UIViewController()
        let nav = UINavigationController(rootViewController: page)
        window.rootViewController = nav
        window.layoutIfNeeded()
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden)
        #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))

        nav.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(nav.toolbar.frame == rect(0, 734, 375, 44))
        #expect(nav.view.subviews.last === nav.toolbar)
        #expect(page.view.frame == rect(0, 0, 375, 812))
        #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 78, right: 0))

        nav.toolbar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(page.view.frame == rect(0, 0, 375, 734))
        #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 0, right: 0))

        nav.isToolbarHidden = true
        window.layoutIfNeeded()
        #expect(page.view.frame == rect(0, 0, 375, 812))
        #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
    }
}
