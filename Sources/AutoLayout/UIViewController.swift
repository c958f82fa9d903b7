import Foundation

/// Horizontal or vertical size class of a trait environment.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Compact (an iPhone's width in portrait).
    case compact = 1
    /// Regular (an iPad's width).
    case regular = 2
}

/// Just enough of a view controller for layout: a root `view` whose margins respect the system minimum
/// (leading/trailing 16 in compact width, 20 in regular; top/bottom 0) and whose safe area adds
/// `additionalSafeAreaInsets`.
open class UIViewController {
    /// The root view (made on first use when not set).
    open var view: UIView! {
        get {
            if storedView == nil { loadView() }
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            storedView = newValue
            adopt(newValue)
        }
    }
    var storedView: UIView?

    /// The horizontal size class, which sets the system minimum margins (16 compact, 20 regular).
    open var horizontalSizeClass: UIUserInterfaceSizeClass = .compact {
        didSet { storedView?.marginsDidChange() }
    }

    /// Whether the root view's margins are raised to `systemMinimumLayoutMargins` (default true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { storedView?.marginsDidChange() }
    }

    /// Insets added to the root view's safe area.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { storedView?.safeAreaDidChange() }
    }

    /// Top 0, leading/trailing 16 (compact width) or 20 (regular), bottom 0.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = horizontalSizeClass == .regular ? 20 : 16
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
