import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// Records every `traitCollectionDidChange(_:)` call and swaps its constraints by width class, as an adaptive
/// layout does: two 100×50 boxes side by side in regular width, one above the other otherwise.
private final class AdaptiveView: UIView {
    let first = UIView(), second = UIView()
    var changes: [(old: UIUserInterfaceSizeClass, new: UIUserInterfaceSizeClass)] = []
    private var sideBySide: [NSLayoutConstraint] = []
    private var stacked: [NSLayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for box in [first, second] {
            box.translatesAutoresizingMaskIntoConstraints = false
            addSubview(box)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: leadingAnchor), first.topAnchor.constraint(equalTo: topAnchor),
        ])
        sideBySide = [
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.topAnchor.constraint(equalTo: first.topAnchor),
        ]
        stacked = [
            second.leadingAnchor.constraint(equalTo: first.leadingAnchor),
            second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 10),
        ]
        NSLayoutConstraint.activate(stacked)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection?.horizontalSizeClass ?? .unspecified, traitCollection.horizontalSizeClass))
        let regular = traitCollection.horizontalSizeClass == .regular
        NSLayoutConstraint.deactivate(regular ? stacked : sideBySide)
        NSLayoutConstraint.activate(regular ? sideBySide : stacked)
    }
}

/// A controller that notes its trait changes, and those of its view, in one order.
private final class CountingController: UIViewController {
    var seen: [UIUserInterfaceSizeClass] = []
    var order: [String] = []
    override func loadView() { view = NotingView(controller: self) }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        seen.append(traitCollection.horizontalSizeClass)
        order.append("controller")
    }
}

/// A controller's root view that notes its trait changes in the controller's order.
private final class NotingView: UIView {
    unowned let controller: CountingController
    init(controller: CountingController) {
        self.controller = controller
        super.init(frame: .zero)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        controller.order.append("view")
    }
}

@Suite struct TraitCollectionTests {
    @Test func viewsInheritTheWindowsTraitsAndOverridesApplyToTheirSubtree() {
        let window = UIWindow(frame: rect(0, 0, 400, 300), scale: 3)
        window.traitOverrides.horizontalSizeClass = .compact
        window.traitOverrides.verticalSizeClass = .regular
        let panel = UIView()
        let leaf = UIView()
        let loose = UIView()
        window.addSubview(panel)
        panel.addSubview(leaf)
        #expect(
            leaf.traitCollection
                == UITraitCollection(traitsFrom: [
                    UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
                    UITraitCollection(displayScale: 3),
                ]))
        #expect(loose.traitCollection == UITraitCollection())

        panel.traitOverrides.horizontalSizeClass = .regular
        #expect(panel.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        panel.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        #expect(leaf.traitCollection.horizontalSizeClass == .compact)

        leaf.removeFromSuperview()
        #expect(leaf.traitCollection == UITraitCollection())
    }

    @Test func anAdaptiveViewSwapsItsConstraintsWhenTheWidthClassChanges() {
        let window = UIWindow(frame: rect(0, 0, 400, 300))
        window.traitOverrides.horizontalSizeClass = .compact
        let adaptive = AdaptiveView(frame: rect(0, 0, 400, 300))
        window.addSubview(adaptive)
        window.layoutIfNeeded()
        #expect(adaptive.second.frame == rect(0, 60, 100, 50))

        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(adaptive.second.frame == rect(110, 0, 100, 50))
        #expect(adaptive.changes.map(\.old) == [.unspecified, .compact])
        #expect(adaptive.changes.map(\.new) == [.compact, .regular])

        // Setting what is already in effect calls nobody again.
        window.traitOverrides.horizontalSizeClass = .regular
        #expect(adaptive.changes.count == 2)
    }

    @Test func theControllerHearsFirstAndItsWidthClassSetsTheMargins() {
        let window = UIWindow(frame: rect(0, 0, 375, 667))
        let vc = CountingController()
        window.rootViewController = vc
        #expect(vc.seen.isEmpty)  // all unspecified, as before it had a window
        window.traitOverrides.horizontalSizeClass = .regular
        #expect(vc.seen == [.regular])
        #expect(vc.order == ["controller", "view"])
        window.layoutIfNeeded()
        #expect(vc.view.effectiveLayoutMargins.left == 20)
        vc.traitOverrides.horizontalSizeClass = .compact
        window.layoutIfNeeded()
        #expect(vc.seen == [.regular, .compact])
        #expect(vc.view.traitCollection.horizontalSizeClass == .compact)
        #expect(vc.view.effectiveLayoutMargins.left == 16)
    }

    @Test func containsTraitsAndDescription() {
        let phone = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(displayScale: 3),
        ])
        #expect(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(!phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(phone.containsTraits(in: nil))
        let text = LayoutDiagnostics.withFakeAddresses { phone.description }
        #expect(text == "<UITraitCollection: 0x1; HorizontalSizeClass = Compact, VerticalSizeClass = Regular, DisplayScale = 3>")
    }
}
