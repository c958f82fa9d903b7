import Foundation

/// An object of the responder chain (UIKit's `UIResponder`): the base of views and view controllers, and what an
/// app delegate derives from. The chain (`next`) and the keyboard focus are kept as UIKit keeps them; no touch
/// or key event is ever delivered (Linux has no screen), so the event methods run only when code calls them, and
/// then pass the event up the chain as UIKit's do.
open class UIResponder {
    /// A responder outside any chain.
    public init() {}

    /// The next responder up the chain: nil for a bare responder (a view's is its controller or superview, a
    /// controller's is its view's superview).
    open var next: UIResponder? { nil }

    /// Whether this responder can take the keyboard focus (default false).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder lets the focus go when asked (default true).
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder holds the focus (default false).
    open var isFirstResponder: Bool { false }

    /// Takes the keyboard focus if it can; returns whether it did (a bare responder cannot).
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up the keyboard focus; returns true.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Touches began: passed to `next`, as UIKit's default does.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved: passed to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended: passed to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled: passed to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// The view shown above the keyboard while this responder has the focus (default nil).
    open var inputAccessoryView: UIView? { nil }
    /// The view shown instead of the system keyboard (default nil: the keyboard).
    open var inputView: UIView? { nil }
    /// Asks for the input views to be read again (nothing is shown here).
    open func reloadInputViews() {}
}

/// One finger on the screen during an event (UIKit's `UITouch`). Nothing delivers touches on Linux; a test or a
/// host makes them to call the responder methods itself.
open class UITouch: Hashable {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger came down.
        case began
        /// The finger moved.
        case moved
        /// The finger rests without moving.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The touch's phase.
    open var phase: Phase
    /// The view the touch began in.
    open weak var view: UIView?
    /// The number of taps (1 for a single tap).
    open var tapCount: Int
    /// When the touch last changed, in seconds.
    open var timestamp: TimeInterval
    /// The point in the window's coordinates (UIKit has no public setter; here the maker gives it).
    private let windowPoint: CGPoint
    private let previousWindowPoint: CGPoint

    /// A touch at `point` of `view`'s coordinate space (converted to its window's), in `phase`.
    public init(
        at point: CGPoint, in view: UIView?, phase: Phase = .began, tapCount: Int = 1, timestamp: TimeInterval = 0,
        previous: CGPoint? = nil
    ) {
        self.view = view
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
        windowPoint = view.map { $0.convert(point, to: nil) } ?? point
        previousWindowPoint = previous.map { p in view.map { $0.convert(p, to: nil) } ?? p } ?? windowPoint
    }

    /// The touch's point in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        view.map { $0.convert(windowPoint, from: nil) } ?? windowPoint
    }

    /// The touch's previous point in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        view.map { $0.convert(previousWindowPoint, from: nil) } ?? previousWindowPoint
    }

    /// Touches are equal only to themselves.
    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event: the touches of one moment (UIKit's `UIEvent`).
open class UIEvent {
    /// What kind of event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// A shake or another motion.
        case motion
        /// A remote-control command.
        case remoteControl
        /// A key press.
        case presses
    }

    /// The event's kind.
    open var type: EventType
    /// When it happened, in seconds.
    open var timestamp: TimeInterval
    /// Its touches.
    open var allTouches: Set<UITouch>?

    /// An event of `type` holding `touches`.
    public init(type: EventType = .touches, touches: Set<UITouch> = [], timestamp: TimeInterval = 0) {
        self.type = type
        allTouches = touches
        self.timestamp = timestamp
    }

    /// Its touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }
}
