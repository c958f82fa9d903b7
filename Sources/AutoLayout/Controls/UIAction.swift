import Foundation

/// An entry of a menu (UIKit's `UIMenuElement`): an action or a submenu. Menus are kept for the code that builds
/// them; layout never shows them.
open class UIMenuElement {
    /// The entry's title.
    public let title: String
    /// The entry's image.
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// A menu of actions and submenus (UIKit's `UIMenu`), for a button's or bar button item's `menu`.
open class UIMenu: UIMenuElement {
    /// How a menu shows (UIKit's raw values).
    public struct Options: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown inline in its parent.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One of its actions is selected at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The entries, in order.
    public let children: [UIMenuElement]
    /// How it shows.
    public let options: Options

    /// A menu of `children`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
    }
}

/// An action with a title, an image and a handler (UIKit's `UIAction`): what a control runs for its events, and,
/// as a button's primary action, where the button's title and image come from.
open class UIAction: UIMenuElement {
    /// An action's identity, to remove it from a control.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's name.
        public let rawValue: String
        /// Makes an identifier from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes an identifier from its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A second line of title (layout ignores it).
    public let subtitle: String?
    /// The identity (default: a unique one).
    public let identifier: Identifier
    /// The control that sent the action, while its handler runs.
    public private(set) weak var sender: AnyObject?
    private let handler: (UIAction) -> Void

    /// An action that runs `handler`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping (UIAction) -> Void
    ) {
        self.subtitle = subtitle
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as the sender.
    func perform(from sender: AnyObject) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

extension UIControl {
    /// The events a control sends (UIKit's `UIControl.Event`, with its raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event bits.
        public let rawValue: UInt
        /// Makes events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch dragged inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch dragged outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch dragged in.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch dragged out.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch went up inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch went up outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action ran.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Runs `action` when the control sends any of `controlEvents`.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0 === action }
    }

    /// Stops running the action identified by `identifier` for `controlEvents`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == identifier }
    }

    private func removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
        actions = actions.compactMap { entry in
            guard matches(entry.action) else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Runs the actions added for any of `controlEvents`, in the order they were added (what a tap or a value
    /// change does in UIKit; here, how code and tests send events).
    public func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.perform(from: self) }
    }
}
