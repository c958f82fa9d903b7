import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// An iPad in landscape (1024×768, status bar 24) or portrait, or an iPhone (390×844), at scale 2.
private func window(_ width: CGFloat, _ height: CGFloat, sizeClass: UIUserInterfaceSizeClass? = nil) -> UIWindow {
    let w = UIWindow(frame: rect(0, 0, width, height), scale: 2)
    w.safeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0)
    if let sizeClass { w.traitOverrides.horizontalSizeClass = sizeClass }
    return w
}

/// A controller with a label pinned to its safe area's top, to see where a column's safe area starts.
private final class Titled: UIViewController {
    let label = AutoLayout.UILabel()
    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = title
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}

private final class CollapseRecorder: UISplitViewControllerDelegate {
    var keepPrimary = false
    var events: [String] = []
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        events.append("collapse")
        return keepPrimary
    }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("expand") }
}

@Suite struct SplitViewControllerTests {
    @Test func classicSplitInLandscapeShowsPrimaryBesideSecondary() {
        let w = window(1024, 768, sizeClass: .regular)
        let master = UINavigationController(rootViewController: Titled("Master"))
        let detail = Titled("Detail")
        let split = UISplitViewController()
        split.viewControllers = [master, detail]
        w.rootViewController = split
        w.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(master.view.frame == rect(0, 0, 320, 768))
        #expect(detail.view.frame == rect(321, 0, 703, 768))
        // The master's content sits under its navigation bar; the detail's under the status bar alone.
        let masterTop = (master.topViewController as! Titled).label.convert(CGPoint.zero, to: nil)
        #expect(masterTop.y == 68)
        #expect(detail.label.convert(CGPoint.zero, to: nil).y == 24)
        #expect(split.children.count == 2)
        #expect(detail.splitViewController === split)
    }

    @Test func portraitShowsTheSecondaryAloneUntilAColumnIsShown() {
        let w = window(768, 1024, sizeClass: .regular)
        let split = UISplitViewController(style: .doubleColumn)
        let list = Titled("List")
        let detail = Titled("Detail")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        w.rootViewController = split
        w.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        // Column controllers are wrapped in navigation controllers.
        #expect(list.navigationController != nil)
        #expect(split.viewController(for: .primary) === list)
        #expect(detail.navigationController!.view.frame == rect(0, 0, 768, 1024))
        #expect(list.navigationController!.view.superview == nil)

        split.show(.primary)
        w.layoutIfNeeded()
        #expect(list.navigationController!.view.frame == rect(0, 0, 320, 1024))
        #expect(detail.navigationController!.view.frame == rect(321, 0, 447, 1024))

        split.preferredDisplayMode = .oneOverSecondary
        w.layoutIfNeeded()
        #expect(detail.navigationController!.view.frame == rect(0, 0, 768, 1024))
        #expect(list.navigationController!.view.frame == rect(0, 0, 320, 1024))
        #expect(split.view.subviews.last === list.navigationController!.view)
    }

    @Test func columnWidthsFollowFractionsAndLimits() {
        let w = window(1024, 768, sizeClass: .regular)
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(Titled("A"), for: .primary)
        split.setViewController(Titled("B"), for: .supplementary)
        split.setViewController(Titled("C"), for: .secondary)
        split.preferredDisplayMode = .twoBesideSecondary
        split.preferredPrimaryColumnWidthFraction = 0.25
        split.preferredSupplementaryColumnWidth = 300
        w.rootViewController = split
        w.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 256)
        #expect(split.supplementaryColumnWidth == 300)
        let frames = split.viewControllers.map(\.view.frame)
        #expect(frames == [rect(0, 0, 256, 768), rect(257, 0, 300, 768), rect(558, 0, 466, 768)])
        // A fraction past the automatic maximum stops at 320 until the maximum is raised.
        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 600
        #expect(split.primaryColumnWidth == 512)
    }

    @Test func trailingPrimaryEdgeMirrorsTheColumns() {
        let w = window(1024, 768, sizeClass: .regular)
        let split = UISplitViewController()
        let a = Titled("A")
        let b = Titled("B")
        split.viewControllers = [a, b]
        split.primaryEdge = .trailing
        w.rootViewController = split
        w.layoutIfNeeded()
        #expect(a.view.frame == rect(704, 0, 320, 768))
        #expect(b.view.frame == rect(0, 0, 703, 768))
    }

    @Test func compactWidthCollapsesBySendingTheSecondaryToThePrimaryStack() {
        let w = window(390, 844, sizeClass: .compact)
        let list = Titled("List")
        let primary = UINavigationController(rootViewController: list)
        let detail = Titled("Detail")
        let split = UISplitViewController()
        let recorder = CollapseRecorder()
        split.delegate = recorder
        split.viewControllers = [primary, detail]
        w.rootViewController = split
        w.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(recorder.events == ["collapse"])
        #expect(primary.viewControllers == [list, detail])
        #expect(primary.view.frame == rect(0, 0, 390, 844))
        #expect(detail.view.frame == rect(0, 0, 390, 844))
        #expect(detail.label.convert(CGPoint.zero, to: nil).y == 68)

        // A new detail set while collapsed takes the old one's place on the stack; no expansion is reported.
        let other = Titled("Other")
        split.viewControllers = [primary, other]
        w.layoutIfNeeded()
        #expect(recorder.events == ["collapse", "collapse"])
        #expect(primary.viewControllers == [list, other])
        split.viewControllers = [primary, detail]
        w.layoutIfNeeded()
        #expect(primary.viewControllers == [list, detail])
        recorder.events = ["collapse"]

        // Growing to a regular width gives the detail back to its column.
        w.traitOverrides.horizontalSizeClass = .regular
        w.frame = rect(0, 0, 1024, 768)
        w.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(recorder.events == ["collapse", "expand"])
        #expect(primary.viewControllers == [list])
        #expect(detail.parent === split)
        #expect(detail.view.frame == rect(321, 0, 703, 768))
    }

    @Test func delegateCanKeepThePrimaryOnTopWhenCollapsing() {
        let w = window(390, 844, sizeClass: .compact)
        let list = Titled("List")
        let primary = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        let recorder = CollapseRecorder()
        recorder.keepPrimary = true
        split.delegate = recorder
        split.viewControllers = [primary, Titled("Detail")]
        w.rootViewController = split
        w.layoutIfNeeded()
        #expect(primary.viewControllers == [list])
        #expect(list.view.frame == rect(0, 0, 390, 844))
    }

    @Test func compactColumnReplacesTheOthersWhenCollapsed() {
        let w = window(390, 844, sizeClass: .compact)
        let split = UISplitViewController(style: .doubleColumn)
        let phone = Titled("Phone")
        split.setViewController(Titled("List"), for: .primary)
        split.setViewController(Titled("Detail"), for: .secondary)
        split.setViewController(phone, for: .compact)
        w.rootViewController = split
        w.layoutIfNeeded()
        #expect(split.view.subviews.count == 1)
        #expect(phone.navigationController!.view.frame == rect(0, 0, 390, 844))
    }

    @Test func showDetailPushesWhenCollapsedAndReplacesTheSecondaryWhenExpanded() {
        let phone = window(390, 844, sizeClass: .compact)
        let list = Titled("List")
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: list), Titled("Empty")]
        phone.rootViewController = split
        phone.layoutIfNeeded()
        let shown = Titled("Item")
        list.showDetailViewController(shown, sender: nil)
        #expect(list.navigationController!.topViewController === shown)
        // A detail in its own navigation controller gives its stack, replacing the detail shown before.
        let item = Titled("Other")
        let itemNav = UINavigationController(rootViewController: item)
        list.showDetailViewController(itemNav, sender: nil)
        phone.layoutIfNeeded()
        #expect(list.navigationController!.viewControllers == [list, item])
        #expect(item.view.frame == rect(0, 0, 390, 844))
        #expect(split.viewControllers.last === itemNav)
        // Expanding gives it back to its navigation controller, in the secondary column.
        phone.traitOverrides.horizontalSizeClass = .regular
        phone.frame = rect(0, 0, 1024, 768)
        phone.layoutIfNeeded()
        #expect(itemNav.viewControllers == [item])
        #expect(itemNav.view.frame == rect(321, 0, 703, 768))

        let pad = window(1024, 768, sizeClass: .regular)
        let split2 = UISplitViewController()
        let list2 = Titled("List")
        split2.viewControllers = [list2, Titled("Empty")]
        pad.rootViewController = split2
        pad.layoutIfNeeded()
        let padItem = Titled("Item")
        list2.showDetailViewController(padItem, sender: nil)
        pad.layoutIfNeeded()
        #expect(split2.viewControllers.last === padItem)
        #expect(padItem.view.frame == rect(321, 0, 703, 768))
    }

    @Test func setViewControllerIsLoggedAndIgnoredOnAClassicSplitView() {
        let split = UISplitViewController()
        let messages = LayoutDiagnostics.collectingMessages {
            split.setViewController(Titled("A"), for: .primary)
        }.messages
        #expect(messages.count == 1)
        #expect(split.viewControllers.isEmpty)
        #expect(split.viewController(for: .primary) == nil)
    }
}

private final class Pages: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    init(_ pages: [UIViewController]) { self.pages = pages }
    func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === vc }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === vc }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

@Suite struct PageViewControllerTests {
    @Test func scrollingPageFillsTheViewAndChangesWithSetViewControllers() {
        let w = window(390, 844)
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let first = Titled("One")
        let second = Titled("Two")
        let source = Pages([first, second])
        pvc.dataSource = source
        #expect(pvc.spineLocation == .none)
        pvc.setViewControllers([first], direction: .forward, animated: false)
        w.rootViewController = pvc
        w.layoutIfNeeded()
        #expect(first.view.frame == rect(0, 0, 390, 844))
        #expect(first.label.convert(CGPoint.zero, to: nil).y == 24)
        #expect(pvc.viewControllers! == [first])
        #expect(first.parent === pvc)

        var finished: Bool?
        pvc.setViewControllers([second], direction: .forward, animated: true) { finished = $0 }
        w.layoutIfNeeded()
        #expect(finished == true)
        #expect(pvc.viewControllers! == [second])
        #expect(first.parent == nil)
        #expect(first.view.superview == nil)
        #expect(second.view.frame == rect(0, 0, 390, 844))
        #expect(source.pageViewController(pvc, viewControllerBefore: second) === first)
    }

    @Test func pageCurlWithTheSpineInTheMiddleShowsTwoHalves() {
        let w = window(1024, 768)
        let pvc = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        #expect(pvc.isDoubleSided)
        let left = Titled("L")
        let right = Titled("R")
        w.rootViewController = pvc
        pvc.setViewControllers([left, right], direction: .forward, animated: false)
        w.layoutIfNeeded()
        #expect(left.view.frame == rect(0, 0, 512, 768))
        #expect(right.view.frame == rect(512, 0, 512, 768))
    }

    @Test func theWrongNumberOfPagesIsLoggedAndChangesNothing() {
        let pvc = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: 2])
        var finished: Bool?
        let messages = LayoutDiagnostics.collectingMessages {
            pvc.setViewControllers([Titled("only")], direction: .forward, animated: false) { finished = $0 }
        }.messages
        #expect(messages.count == 1)
        #expect(messages.first?.contains("(1)") == true && messages.first?.contains("(2)") == true)
        #expect(finished == false)
        #expect(pvc.viewControllers == nil)
    }
}
