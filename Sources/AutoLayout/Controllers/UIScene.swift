import Foundation

/// One instance of the app's UI (UIKit's `UIScene`, iOS 13), as a scene delegate receives it. Nothing connects
/// scenes here: a host makes a `UIWindowScene` and calls `connect(delegate:)`, which runs the delegate's
/// callbacks in UIKit's order so that an app's `SceneDelegate` sets up its window as on a device.
open class UIScene: UIResponder {
    /// What a scene is connected with (UIKit's `UIScene.ConnectionOptions`): no URLs, activities or shortcuts here.
    public final class ConnectionOptions {
        /// The options of a scene opened plainly.
        public init() {}
    }

    /// Where a scene is in its lifecycle (UIKit's raw values).
    public enum ActivationState: Int, Sendable {
        /// Not connected yet.
        case unattached = -1
        /// On screen, taking events.
        case foregroundActive = 0
        /// On screen, not taking events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate (held strongly, as UIKit holds it).
    open var delegate: UISceneDelegate?
    /// Where the scene is in its lifecycle.
    public internal(set) var activationState = ActivationState.unattached
    /// The scene's title (shown by the app switcher on iPad).
    open var title: String?

    /// A scene of `session`.
    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// Connects the scene with `delegate` and brings it to the foreground, as UIKit does when the app opens it:
    /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`. Not UIKit
    /// API: the host's stand-in for the system.
    open func connect(delegate: UISceneDelegate, options: ConnectionOptions = ConnectionOptions()) {
        self.delegate = delegate
        delegate.scene(self, willConnectTo: session, options: options)
        activationState = .foregroundInactive
        delegate.sceneWillEnterForeground(self)
        activationState = .foregroundActive
        delegate.sceneDidBecomeActive(self)
    }
}

/// A scene that shows windows (UIKit's `UIWindowScene`): its windows fill its screen.
open class UIWindowScene: UIScene {
    /// The screen the scene shows on.
    public let screen: UIScreen
    /// The windows made with this scene, in the order made.
    public var windows: [UIWindow] { storedWindows.compactMap(\.window) }
    private var storedWindows: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    /// A window scene on `screen` (the main screen by default) with a session of the application role.
    public init(screen: UIScreen = .main, session: UISceneSession = UISceneSession(role: .windowApplication)) {
        self.screen = screen
        super.init(session: session, connectionOptions: ConnectionOptions())
    }

    /// The window shown last with `makeKeyAndVisible()`, or else the first.
    public var keyWindow: UIWindow? { windows.last(where: { $0.isKeyWindow }) ?? windows.first }
    /// The orientation, from the screen's shape (portrait when it is at least as tall as wide).
    public var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.height >= screen.bounds.width ? .portrait : .landscapeRight
    }
    /// The scene's traits: its screen's.
    public var traitCollection: UITraitCollection { screen.traitCollection }

    func add(_ window: UIWindow) {
        storedWindows.removeAll { $0.window == nil || $0.window === window }
        storedWindows.append(WeakWindow(window: window))
    }
}

/// A scene's place in the app's state (UIKit's `UISceneSession`).
public final class UISceneSession {
    /// The kind of scene a session holds (UIKit's role names).
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A window on an external display that takes no input.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The role.
    public let role: Role
    /// A unique identifier.
    public let persistentIdentifier = UUID().uuidString
    /// The configuration the scene was made from.
    public let configuration: UISceneConfiguration
    /// The scene, while connected.
    public internal(set) weak var scene: UIScene?
    /// Values the app keeps with the session.
    public var userInfo: [String: Any]?

    /// A session of `role`, with the default configuration of that role.
    public init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
    }
}

/// What a scene is made from (UIKit's `UISceneConfiguration`): kept for the code that returns one.
open class UISceneConfiguration {
    /// The configuration's name in the app's Info.plist.
    public let name: String?
    /// The role of the sessions it serves.
    public let role: UISceneSession.Role
    /// The delegate's class.
    open var delegateClass: AnyClass?
    /// The scene's class.
    open var sceneClass: AnyClass?

    /// A configuration of `name` for `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// What a scene tells its delegate (UIKit's `UISceneDelegate`); every method does nothing by default.
public protocol UISceneDelegate: AnyObject {
    /// The scene is connecting: set up its UI here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was released.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`): it keeps the scene's main window.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}
