import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// A root view that notes its own update and layout calls in its controller's log.
private final class LoggingRootView: UIView {
    var log: (String) -> Void = { _ in }
    override func updateConstraints() {
        log("view.updateConstraints")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        log("view.layoutSubviews")
        super.layoutSubviews()
    }
}

/// Notes every lifecycle call, in order, as a UIKit developer would with print statements.
private class LoggingViewController: UIViewController {
    var calls: [String] = []
    var callsSuperInUpdate = true

    override func loadView() {
        calls.append("loadView")
        let root = LoggingRootView()
        root.log = { [unowned self] in self.calls.append($0) }
        view = root
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
    }
    override func updateViewConstraints() {
        calls.append("updateViewConstraints")
        if callsSuperInUpdate { super.updateViewConstraints() }
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        calls.append("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        calls.append("viewDidLayoutSubviews")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        calls.append("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        calls.append("viewDidDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        calls.append(parent == nil ? "willMove(toParent: nil)" : "willMove(toParent:)")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        calls.append(parent == nil ? "didMove(toParent: nil)" : "didMove(toParent:)")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        calls.append("viewWillTransition(to: \(fmt(size.width))x\(fmt(size.height)))")
        coordinator.animate(
            alongsideTransition: { [unowned self] _ in
                self.calls.append("alongside: view \(fmt(self.view.bounds.width))x\(fmt(self.view.bounds.height))")
            },
            completion: { [unowned self] _ in
                self.calls.append("completion")
            })
    }
}

@Suite struct ViewControllerLifecycleTests {
    @Test func theViewLoadsOnceOnFirstUse() {
        let vc = LoggingViewController()
        #expect(!vc.isViewLoaded)
        #expect(vc.viewIfLoaded == nil)
        #expect(vc.calls.isEmpty)
        let v = vc.view
        #expect(vc.isViewLoaded)
        #expect(vc.viewIfLoaded === v)
        _ = vc.view
        vc.loadViewIfNeeded()
        #expect(vc.calls == ["loadView", "viewDidLoad"])
    }

    @Test func aLoadViewThatSetsNoViewGetsAPlainViewAndAMessage() {
        final class Forgetful: UIViewController {
            override func loadView() {}
        }
        LayoutDiagnostics.withFakeAddresses {
            let vc = Forgetful()
            let logs = collectingLogs { _ = vc.view }
            #expect(vc.view.frame == .zero)
            #expect(logs == ["<AutoLayoutTests.Forgetful: 0x1> loadView() did not set the view; a plain UIView is used."])
        }
    }

    @Test func puttingAControllerInAWindowRunsUIKitsOrder() {
        let window = UIWindow(frame: rect(0, 0, 375, 667), scale: 2)
        let vc = LoggingViewController()
        window.rootViewController = vc
        #expect(vc.calls == ["loadView", "viewDidLoad", "viewWillAppear"])
        window.makeKeyAndVisible()
        #expect(
            vc.calls == [
                "loadView", "viewDidLoad", "viewWillAppear", "updateViewConstraints",
                "view.updateConstraints", "viewWillLayoutSubviews", "view.layoutSubviews",
                "viewDidLayoutSubviews", "viewDidAppear",
            ])
        #expect(vc.view.frame == rect(0, 0, 375, 667))

        vc.calls = []
        window.layoutIfNeeded()
        #expect(vc.calls.isEmpty)  // nothing changed: no pass, no second viewDidAppear

        let other = LoggingViewController()
        window.rootViewController = other
        window.layoutIfNeeded()
        #expect(vc.calls == ["viewWillDisappear", "viewDidDisappear"])
        #expect(vc.view.superview == nil)
        #expect(other.calls.suffix(1) == ["viewDidAppear"])
    }

    @Test func updateViewConstraintsRunsInTheUpdatePassAndChangesApply() {
        final class Toggling: UIViewController {
            let box = UIView()
            var wide = false
            private var width: NSLayoutConstraint?
            var updates = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: view.topAnchor),
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
            override func updateViewConstraints() {
                updates += 1
                if width == nil {
                    width = box.widthAnchor.constraint(equalToConstant: 50)
                    width?.isActive = true
                }
                width?.constant = wide ? 200 : 50
                super.updateViewConstraints()
            }
        }
        let window = UIWindow(frame: rect(0, 0, 320, 480))
        let vc = Toggling()
        window.rootViewController = vc
        window.layoutIfNeeded()
        #expect(vc.updates == 1)
        #expect(vc.box.frame == rect(0, 0, 50, 10))
        vc.wide = true
        window.layoutIfNeeded()
        #expect(vc.box.frame == rect(0, 0, 50, 10))  // not asked to update
        vc.view.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(vc.updates == 2)
        #expect(vc.box.frame == rect(0, 0, 200, 10))
    }

    @Test func updateViewConstraintsWithoutSuperIsLogged() {
        LayoutDiagnostics.withFakeAddresses {
            let window = UIWindow(frame: rect(0, 0, 320, 480))
            let vc = LoggingViewController()
            vc.callsSuperInUpdate = false
            window.rootViewController = vc
            let logs = collectingLogs { window.layoutIfNeeded() }
            #expect(!vc.calls.contains("view.updateConstraints"))
            #expect(
                logs == [
                    "Auto Layout still required after sending -updateViewConstraints to <AutoLayoutTests.LoggingViewController: 0x1>. AutoLayoutTests.LoggingViewController or one of its superclasses may have overridden -updateViewConstraints without calling super. Or, something may have dirtied layout constraints in the middle of updating them.  Both are programming errors."
                ])
        }
    }

    @Test func rotatingTheWindowIsASizeTransitionForTheControllerAndItsChildren() {
        let window = UIWindow(frame: rect(0, 0, 375, 667), scale: 2)
        let parent = LoggingViewController()
        let child = LoggingViewController()
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.layoutIfNeeded()
        parent.calls = []
        child.calls = []

        window.frame = rect(0, 0, 667, 375)
        #expect(
            parent.calls == [
                "viewWillTransition(to: 667x375)", "viewWillLayoutSubviews", "view.layoutSubviews",
                "viewDidLayoutSubviews", "alongside: view 667x375", "completion",
            ])
        #expect(child.calls.first == "viewWillTransition(to: 667x375)")
        #expect(parent.view.frame == rect(0, 0, 667, 375))

        parent.calls = []
        window.frame = rect(0, 0, 667, 375)  // same size: no transition
        #expect(parent.calls.isEmpty)
    }

    @Test func containmentCallsAndStructure() {
        let parent = UIViewController()
        let child = LoggingViewController()
        parent.addChild(child)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        #expect(child.parent === parent)
        #expect(child.calls == ["willMove(toParent:)"])
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.calls == ["willMove(toParent:)", "loadView", "viewDidLoad", "didMove(toParent:)"])

        child.calls = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.calls == ["willMove(toParent: nil)", "didMove(toParent: nil)"])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)

        // Adding to another parent moves it.
        let other = UIViewController()
        parent.addChild(child)
        other.addChild(child)
        #expect(parent.children.isEmpty)
        #expect(other.children.count == 1 && other.children[0] === child)
    }

    /// The Auto Layout Guide's child controller in a container: the child's view pinned inside a container
    /// view of the parent with constraints, as a developer writes it.
    @Test func childControllerInAContainerView() {
        final class ContainerViewController: UIViewController {
            let containerView = UIView()
            let content = UIViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                containerView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(containerView)
                NSLayoutConstraint.activate([
                    containerView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    containerView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    containerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                    containerView.heightAnchor.constraint(equalToConstant: 200),
                ])
                addChild(content)
                content.view.translatesAutoresizingMaskIntoConstraints = false
                containerView.addSubview(content.view)
                NSLayoutConstraint.activate([
                    content.view.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
                    content.view.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
                    content.view.topAnchor.constraint(equalTo: containerView.topAnchor),
                    content.view.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
                ])
                content.didMove(toParent: self)
            }
        }
        let window = UIWindow(frame: rect(0, 0, 375, 667), scale: 2)
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let vc = ContainerViewController()
        window.rootViewController = vc
        window.layoutIfNeeded()
        #expect(vc.containerView.frame == rect(16, 40, 343, 200))
        #expect(vc.content.view.frame == rect(0, 0, 343, 200))
        #expect(vc.content.view.safeAreaInsets == .zero)  // entirely below the status bar
        // The child's root view gets the system minimum margins too.
        let label = makeChild(of: vc.content.view)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: vc.content.view.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: vc.content.view.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 10), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == rect(16, 0, 10, 10))
    }

    @Test func additionalSafeAreaInsetsReachTheChildren() {
        let window = UIWindow(frame: rect(0, 0, 375, 812), scale: 3)
        window.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let parent = UIViewController()
        let child = UIViewController()
        window.rootViewController = parent
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let box = makeChild(of: child.view)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: child.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == rect(0, 44, 10, 734))
        parent.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 50, right: 0)
        window.layoutIfNeeded()
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 54, left: 0, bottom: 84, right: 0))
        #expect(box.frame == rect(0, 54, 10, 674))
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 6, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(box.frame == rect(0, 60, 10, 668))
    }
}
