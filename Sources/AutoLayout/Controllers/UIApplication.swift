import Foundation
import Synchronization

/// The style of the status bar's content (UIKit's `UIStatusBarStyle`). Layout never reads it.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light in dark mode.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// An orientation of the app's interface (UIKit's `UIInterfaceOrientation`).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Portrait, home button (or indicator) at the bottom.
    case portrait
    /// Portrait, upside down.
    case portraitUpsideDown
    /// Landscape, turned left.
    case landscapeLeft = 4
    /// Landscape, turned right.
    case landscapeRight = 3

    /// Whether it is one of the portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is one of the landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a controller supports (UIKit's `UIInterfaceOrientationMask`).
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The mask's bits (UIKit's: 1 shifted by the orientation's number).
    public let rawValue: UInt
    /// A mask of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, turned left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, turned right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait, upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// The kind of device an interface is for (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// A phone.
    case phone
    /// A tablet.
    case pad
    /// A television.
    case tv
    /// A car's display.
    case carPlay
    /// A Mac running the app.
    case mac = 5
    /// A headset.
    case vision
}

/// The device the app runs on (UIKit's `UIDevice`), as far as layout code asks about it: its idiom follows
/// `UIScreen.main` (a pad when the screen is at least 600 points wide, the width `UIScreen` calls regular, else a
/// phone; our choice, there being no device), its orientation is portrait.
public final class UIDevice: Sendable {
    /// The current device.
    public static let current = UIDevice()
    private let batteryMonitoring = Mutex(false)

    /// Phone or pad, from `UIScreen.main`'s width (see the type's note).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.bounds.width >= 600 ? .pad : .phone }
    /// The device's orientation (always portrait here).
    public var orientation: UIDeviceOrientation { .portrait }
    /// "iPhone" or "iPad", following the idiom.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The same as `model`.
    public var localizedModel: String { model }
    /// The device's name.
    public var name: String { model }
    /// The operating system's name.
    public var systemName: String { "iOS" }
    /// The iOS version whose behaviour this library reproduces.
    public var systemVersion: String { "17.0" }
    /// Whether battery monitoring is on (default false; kept, no battery is reported).
    public var isBatteryMonitoringEnabled: Bool {
        get { batteryMonitoring.withLock { $0 } }
        set { batteryMonitoring.withLock { $0 = newValue } }
    }
}

/// A physical orientation of the device (UIKit's `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, home button on the right.
    case landscapeLeft
    /// On its side, home button on the left.
    case landscapeRight
    /// Lying face up.
    case faceUp
    /// Lying face down.
    case faceDown

    /// Whether it is one of the portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is one of the landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The app (UIKit's `UIApplication`), as far as layout code asks about it: its delegate and window, the layout
/// direction and the Dynamic Type size apps start from. Nothing is launched or opened.
public final class UIApplication: UIResponder, @unchecked Sendable {
    /// Where the app is in its lifecycle (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable {
        /// In the foreground, taking events.
        case active
        /// In the foreground, not taking events.
        case inactive
        /// In the background.
        case background
    }

    /// Where the app is in its lifecycle: always `.active` here, as for an app on screen.
    public var applicationState: State { .active }

    /// Posted when the app becomes active. The app-lifecycle names are UIKit's; nothing here launches an app, so
    /// only code that posts them (a test moving its screen through the lifecycle) sends them.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app goes to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is low on memory.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    /// Keys of the launch options.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// Keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    private struct Settings {
        weak var delegate: (any UIApplicationDelegate)?
        var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight
        var contentSizeCategory = UIContentSizeCategory.large
        var idleTimerDisabled = false
    }
    private let state = Mutex(Settings())

    private override init() { super.init() }

    /// The app.
    public static let shared = UIApplication()

    /// The app's delegate (held weakly, as UIKit holds it).
    public var delegate: (any UIApplicationDelegate)? {
        get { state.withLock { $0.delegate } }
        set { state.withLock { $0.delegate = newValue } }
    }
    /// The direction the app's language reads in (default left to right; a host sets it). Views do not read it:
    /// set `semanticContentAttribute` on a root to lay a tree out right to left.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { state.withLock { $0.layoutDirection } }
        set { state.withLock { $0.layoutDirection = newValue } }
    }
    /// The Dynamic Type size the user chose (default Large; a host sets it). Fonts follow a view's traits, not this.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { state.withLock { $0.contentSizeCategory } }
        set { state.withLock { $0.contentSizeCategory = newValue } }
    }
    /// The delegate's window, if it has one.
    public var windows: [UIWindow] { (delegate?.window ?? nil).map { [$0] } ?? [] }
    /// Whether the screen is kept from dimming (default false; kept, there is no screen).
    public var isIdleTimerDisabled: Bool {
        get { state.withLock { $0.idleTimerDisabled } }
        set { state.withLock { $0.idleTimerDisabled = newValue } }
    }
    /// Whether `url` could be opened: false, there being nothing to open it with.
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// Opens nothing and calls `completion` with false.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        completion?(false)
    }
}

/// What an app delegate answers (UIKit's `UIApplicationDelegate`); every method is optional.
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window.
    var window: UIWindow? { get set }
    /// The app finished launching.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
}

extension UIApplicationDelegate {
    /// No window.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Launches: true.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
}
