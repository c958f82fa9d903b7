import Foundation

/// Just enough of a view controller for layout: a root `view` whose margins respect the system minimum
/// (leading/trailing 16 in compact width, 20 in regular; top/bottom 0) and whose safe area adds
/// `additionalSafeAreaInsets`.
open class UIViewController: UITraitEnvironment {
    /// The root view (made on first use when not set).
    open var view: UIView! {
        get {
            if storedView == nil { loadView() }
            return storedView
        }
        set {
            let old = storedView
            old?.owningViewController = nil
            storedView = newValue
            adopt(newValue)
            if old !== newValue { old?.refreshTraits() }
        }
    }
    var storedView: UIView?

    /// Traits that replace the inherited ones for this controller and its view (UIKit's `traitOverrides`).
    public var traitOverrides = UITraitOverrides() {
        didSet { if traitOverrides != oldValue { storedView?.refreshTraits() } }
    }
    /// The traits last computed for the controller (the view's superview's, with `traitOverrides` over them).
    var cachedTraits = UITraitCollection.unspecified

    /// The traits in effect: inherited from where the view is, with `traitOverrides` over them. The
    /// horizontal size class sets the system minimum margins (20 in regular width, 16 otherwise).
    open var traitCollection: UITraitCollection { cachedTraits }

    /// Called after `traitCollection` changed (before the view's own call); the base does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the root view's margins are raised to `systemMinimumLayoutMargins` (default true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { storedView?.marginsDidChange() }
    }

    /// Insets added to the root view's safe area.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { storedView?.safeAreaDidChange() }
    }

    /// Top 0, leading/trailing 16 (compact or unspecified width) or 20 (regular), bottom 0.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// A view controller with no view yet.
    public init() {}

    /// Makes the root view: a plain `UIView`. Override to make another.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    func adopt(_ v: UIView?) {
        guard let v else { return }
        v.owningViewController = self
        // A root view's own margins start at zero: the system minimum and the safe area make them up.
        v.marginsSource = .directional(.zero)
        v.marginsDidChange()
        v.refreshTraits()
    }
}

/// The root of a hierarchy that plays a device window: it fixes the size, the safe area and the pixel scale.
open class UIWindow: UIView {
    /// The controller whose view fills the window (flexible width and height).
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.storedView?.removeFromSuperview()
            guard let vc = rootViewController, let v = vc.view else { return }
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            v.translatesAutoresizingMaskIntoConstraints = true
            addSubview(v)
        }
    }

    /// A window of the given frame with pixel rounding at `scale` (0: none).
    public init(frame: CGRect, scale: CGFloat) {
        super.init(frame: frame)
        layoutRoundingScale = scale
    }

    /// A window of the given frame without pixel rounding.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

extension UIView {
    /// The window the view is in: its root, when that root is a `UIWindow`.
    public var window: UIWindow? { rootView as? UIWindow }
}
