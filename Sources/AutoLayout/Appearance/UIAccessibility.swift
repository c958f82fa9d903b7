import Foundation

/// What an accessibility element is and does (UIKit's `UIAccessibilityTraits`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64
    /// Traits of `rawValue`.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary read when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjusted by swiping up and down.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when read to its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}

/// The assistive technologies' state and messages (UIKit's `UIAccessibility`). None runs on Linux: every
/// setting reads off, and posted notifications go nowhere.
public enum UIAccessibility {
    /// A message to assistive technologies.
    public struct Notification: Hashable, RawRepresentable, Sendable {
        /// UIKit's number for it.
        public let rawValue: UInt32
        /// A notification of `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen's layout changed a little.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A new screen appeared.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Read a string out.
        public static let announcement = Notification(rawValue: 1008)
        /// A page scrolled.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver is on: false.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on: false.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: false.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: false.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast is on: false.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Posted when VoiceOver turns on or off (never, here).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes (never, here).
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Posts `notification` to assistive technologies: nothing listens here.
    public static func post(notification: Notification, argument: Any?) {}
}

/// A view's accessibility values, kept apart from the view until one is set.
final class AccessibilityValues {
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var isElement: Bool?
    var elementsHidden = false
    var viewIsModal = false
    var elements: [Any]?
}

extension UIView {
    private var accessibility: AccessibilityValues {
        if let a = ensuredExtras.accessibility { return a }
        let made = AccessibilityValues()
        ensuredExtras.accessibility = made
        return made
    }

    /// The view's spoken name (default nil; a label's or a button's text stands in when nil, as in UIKit).
    public var accessibilityLabel: String? {
        get { extras?.accessibility?.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }
    /// What happens when the element is used (default nil).
    public var accessibilityHint: String? {
        get { extras?.accessibility?.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's current value, for an element whose value changes (default nil).
    public var accessibilityValue: String? {
        get { extras?.accessibility?.value }
        set { accessibility.value = newValue }
    }
    /// What the element is (default: `.staticText` for a label, `.button` for a button, none else).
    public var accessibilityTraits: UIAccessibilityTraits {
        get { extras?.accessibility?.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }
    /// Whether assistive technologies see the view as one element (default: true for labels and controls but a
    /// segmented control, whose segments are the elements; false for other views, image views included).
    public var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }
    /// Whether the view's subtree is hidden from assistive technologies (default false).
    public var accessibilityElementsHidden: Bool {
        get { extras?.accessibility?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the view's siblings while it shows (default false).
    public var accessibilityViewIsModal: Bool {
        get { extras?.accessibility?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }
    /// The elements inside the view, in reading order (default nil: its subviews').
    public var accessibilityElements: [Any]? {
        get { extras?.accessibility?.elements }
        set { accessibility.elements = newValue }
    }

    /// The class defaults of the three properties above, in one place (UIKit's documented defaults for its own
    /// classes).
    private var defaultIsAccessibilityElement: Bool {
        self is UILabel || (self is UIControl && !(self is UISegmentedControl))
    }
    private var defaultAccessibilityTraits: UIAccessibilityTraits {
        if self is UILabel { return .staticText }
        if self is UIButton { return .button }
        if self is UISearchBar { return .searchField }
        return .none
    }
    private var defaultAccessibilityLabel: String? {
        if let label = self as? UILabel { return label.text }
        if let button = self as? UIButton { return button.title(for: .normal) }
        return nil
    }
}
