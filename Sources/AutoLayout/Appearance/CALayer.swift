import Foundation

/// A view's Core Animation layer (`view.layer`), for the appearance settings UIKit code makes through it:
/// corners, border, shadow. Nothing is drawn or composited; layout never reads a layer. As in UIKit,
/// `masksToBounds`, `backgroundColor` and `opacity` are the view's `clipsToBounds`, `backgroundColor` and `alpha`.
open class CALayer {
    /// The view whose layer this is (UIKit: the layer's delegate).
    public private(set) weak var view: UIView?

    init(view: UIView) {
        self.view = view
    }

    /// The radius of the rounded corners (default 0). Non-finite or negative values become 0.
    open var cornerRadius: CGFloat = 0 {
        didSet { if !(cornerRadius.isFinite && cornerRadius >= 0) { cornerRadius = 0 } }
    }
    /// The corners `cornerRadius` rounds (default all four).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The border's width (default 0). Non-finite or negative values become 0.
    open var borderWidth: CGFloat = 0 {
        didSet { if !(borderWidth.isFinite && borderWidth >= 0) { borderWidth = 0 } }
    }
    /// The border's color (default opaque black, as Core Animation's).
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow's color (default opaque black).
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow's opacity, 0…1 (default 0: no shadow).
    open var shadowOpacity: Float = 0
    /// The shadow's offset (default (0, −3), Core Animation's).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (default 3).
    open var shadowRadius: CGFloat = 3
    /// The layer's stacking order among its siblings when drawn (default 0; layout ignores it).
    open var zPosition: CGFloat = 0

    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }
    /// The background color: the view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { view?.backgroundColor?.cgColor }
        set { view?.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
    }
    /// The opacity: the view's `alpha`.
    open var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }
    /// The layer's frame: the view's.
    open var frame: CGRect { view?.frame ?? .zero }
    /// The layer's bounds: the view's.
    open var bounds: CGRect { view?.bounds ?? .zero }
}

/// Which corners a layer's `cornerRadius` rounds (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// Makes a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (minimum x, minimum y in UIKit's coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
