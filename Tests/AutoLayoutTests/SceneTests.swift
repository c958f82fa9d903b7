import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// A screen with a label pinned to its safe area, as an app's first controller.
private final class HomeViewController: UIViewController {
    let greeting = AutoLayout.UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        greeting.text = "Hello"
        greeting.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(greeting)
        NSLayoutConstraint.activate([
            greeting.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            greeting.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}

/// The scene delegate Xcode's template generates, filled in as apps fill it in.
private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var calls: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        calls.append("willConnect")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window?.makeKeyAndVisible()
    }
    func sceneWillEnterForeground(_ scene: UIScene) { calls.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { calls.append("didBecomeActive") }
}

@Suite("Controllers: scenes")
struct SceneTests {
    @Test func templateSceneDelegateSetsUpItsWindow() throws {
        let scene = UIWindowScene(screen: UIScreen(bounds: rect(0, 0, 375, 667), scale: 2))
        let delegate = SceneDelegate()
        #expect(scene.activationState == .unattached)
        scene.connect(delegate: delegate)
        #expect(delegate.calls == ["willConnect", "willEnterForeground", "didBecomeActive"])
        #expect(scene.activationState == .foregroundActive)
        let window = try #require(delegate.window)
        #expect(window.frame == rect(0, 0, 375, 667))
        #expect(window.windowScene === scene && scene.windows.count == 1 && scene.keyWindow === window)
        #expect(window.isKeyWindow)
        let home = try #require((window.rootViewController as? UINavigationController)?.topViewController as? HomeViewController)
        // Below the 44-pt navigation bar (no status bar inset on this bare window), at the 16-pt margin.
        #expect(home.greeting.frame.minY == 64)
        #expect(home.greeting.frame.minX == 16)
        #expect(scene.session.role == .windowApplication && scene.session.scene === scene)
        #expect(scene.interfaceOrientation == .portrait)
    }
}
