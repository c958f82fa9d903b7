import Foundation

/// The root of a hierarchy that plays a device window: it fixes the size, the safe area and the pixel scale,
/// shows its `rootViewController`'s view, runs the controllers' appearance callbacks and tells them of size
/// changes.
open class UIWindow: UIView {
    /// The controller whose view fills the window (flexible width and height). Setting it loads the view
    /// (`loadView()`, `viewDidLoad()`), calls `viewWillAppear(_:)`, adds the view, and calls `viewDidAppear(_:)`
    /// at the end of the window's next `layoutIfNeeded()` (UIKit: after the next layout pass of the run
    /// loop). The controller it replaces disappears.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                old.beginAppearanceTransition(false, animated: false)
                old.storedView?.removeFromSuperview()
                old.endAppearanceTransition()
            }
            guard let vc = rootViewController, let v = vc.view else { return }
            vc.beginAppearanceTransition(true, animated: false)
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            v.translatesAutoresizingMaskIntoConstraints = true
            addSubview(v)
            pendingAppearanceEnds.append(vc)
        }
    }

    /// The height of the keyboard shown at the bottom of the window (default 0: none). Not UIKit API: Linux has no
    /// keyboard, so a host sets this to lay the window out as with one; views' `keyboardLayoutGuide`s follow it.
    /// Negative or non-finite values count as 0.
    /// The view holding the keyboard focus (see `UIView.becomeFirstResponder()`).
    weak var firstResponder: UIView?
    public var keyboardHeight: CGFloat = 0 {
        didSet {
            if !(keyboardHeight.isFinite && keyboardHeight > 0) { keyboardHeight = 0 }
            if keyboardHeight != oldValue { keyboardHeightChanged(from: oldValue) }
        }
    }

    /// Controllers whose appearance or disappearance began and ends after the next layout pass.
    var pendingAppearanceEnds: [UIViewController] = []
    /// Containment steps that finish a container's transition, run after the appearance ends.
    var pendingTransitionCompletions: [() -> Void] = []

    /// A window of the given frame with pixel rounding at `scale` (0: none).
    public init(frame: CGRect, scale: CGFloat) {
        super.init(frame: frame)
        layoutRoundingScale = scale
    }

    /// A window of the given frame without pixel rounding.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A window of `windowScene`, filling its screen at the screen's scale (iOS 13's way to make the app's window).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds, scale: windowScene.screen.scale)
        self.windowScene = windowScene  // an initializer's own assignment runs no observer
        windowScene.add(self)
    }

    /// The scene the window belongs to; setting it moves the window to that scene's windows.
    open weak var windowScene: UIWindowScene? {
        didSet { windowScene?.add(self) }
    }

    /// Whether `makeKeyAndVisible()` made this the key window.
    public private(set) var isKeyWindow = false

    /// Lays the window out (see `UIView.layoutIfNeeded()`), then ends the appearance transitions that began
    /// since the last pass (`viewDidAppear(_:)`, `viewDidDisappear(_:)`) and finishes the containers'
    /// transitions (`didMove(toParent:)`).
    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        let pending = pendingAppearanceEnds
        pendingAppearanceEnds = []
        for vc in pending { vc.endAppearanceTransition() }
        let completions = pendingTransitionCompletions
        pendingTransitionCompletions = []
        for finish in completions { finish() }
    }

    /// The window's safe area changed (rotation, a status bar shown or hidden): every loaded controller's view
    /// lays out again, so that containers move their bars, and each controller hears of it
    /// (`viewSafeAreaInsetsDidChange()`; UIKit calls it only where the root view's insets changed).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        var pending = rootViewController.map { [$0] } ?? []
        while let vc = pending.popLast() {
            vc.storedView?.setNeedsLayout()
            if vc.storedView != nil { vc.viewSafeAreaInsetsDidChange() }
            pending.append(contentsOf: vc.children)
        }
    }

    /// Shows the window and lays it out now (which ends pending appearance transitions).
    open func makeKeyAndVisible() {
        for other in windowScene?.windows ?? [] { other.isKeyWindow = false }
        isKeyWindow = true
        isHidden = false
        layoutIfNeeded()
    }

    /// The window's frame. A new size is a size transition for the root controller: its
    /// `viewWillTransition(to:with:)` runs before the change; then the window lays out at the new size, so that
    /// the coordinator's alongside blocks see the new bounds and frames; then the completions run (UIKit
    /// animates these steps; the order of its layout and the alongside blocks is our choice, unconfirmed).
    open override var frame: CGRect {
        get { super.frame }
        set { transitionSize(to: newValue.size) { super.frame = newValue } }
    }

    /// The window's bounds; a new size is a size transition, as for `frame`.
    open override var bounds: CGRect {
        get { super.bounds }
        set { transitionSize(to: newValue.size) { super.bounds = newValue } }
    }

    private func transitionSize(to size: CGSize, apply: () -> Void) {
        guard size != storedFrame.size, let vc = rootViewController else { return apply() }
        let coordinator = TransitionCoordinator(animated: false)
        vc.viewWillTransition(to: size, with: coordinator)
        apply()
        layoutIfNeeded()
        coordinator.runAnimations()
        coordinator.runCompletions()
    }
}

extension UIView {
    /// The window the view is in: its root, when that root is a `UIWindow`.
    public var window: UIWindow? { rootView as? UIWindow }
}
