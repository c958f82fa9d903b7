import Foundation
import TestSupport
import Testing

@testable import AutoLayout

@Suite struct ViewControllerTests {
    @Test func rootViewMarginsOnIPhone8() {
        let window = UIWindow(frame: rect(0, 0, 375, 667))
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let vc = UIViewController()
        window.rootViewController = vc
        let label = makeChild(of: vc.view)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 21),
        ])
        window.layoutIfNeeded()
        #expect(vc.view.frame == rect(0, 0, 375, 667))
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(vc.view.effectiveLayoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        #expect(label.frame == rect(16, 20, 343, 21))
        vc.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(label.frame == rect(20, 20, 335, 21))
    }

    @Test func rootViewCustomMarginsAreRaisedToTheMinimum() {
        let window = UIWindow(frame: rect(0, 0, 390, 844), scale: 3)
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let vc = UIViewController()
        window.rootViewController = vc
        vc.view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 30)
        window.layoutIfNeeded()
        #expect(vc.view.effectiveLayoutMargins == UIEdgeInsets(top: 51, left: 16, bottom: 38, right: 30))
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(vc.view.safeAreaInsets.top == 57)
        let guide = vc.view.safeAreaLayoutGuide
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 57, 390, 753))
    }
}

@Suite struct WindowTests {
    @Test func windowOfViews() {
        let window = UIWindow(frame: rect(0, 0, 100, 100))
        let v = UIView()
        #expect(v.window == nil)
        window.addSubview(v)
        #expect(v.window === window)
        #expect(window.window === window)
        v.removeFromSuperview()
        #expect(v.window == nil)
    }
}
