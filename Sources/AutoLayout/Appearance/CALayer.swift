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

    /// A layer of no view (a sublayer made in code): it keeps its own frame and draws nothing.
    public init() {}

    /// The layers added to this one, back to front (nil when none was added). Layout never reads them.
    public private(set) var sublayers: [CALayer]?
    /// The layer this one was added to.
    public private(set) weak var superlayer: CALayer?
    /// A layer whose opacity masks this one's content (kept, never drawn).
    open var mask: CALayer?
    private var ownFrame = CGRect.zero

    /// Adds `layer` in front of the other sublayers (taking it from its former superlayer).
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts `layer` among the sublayers at `index` (clamped to their number).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        superlayer = nil
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
    /// The shadow's outline, in the layer's coordinates (nil: the layer's own shape). Kept, never drawn.
    open var shadowPath: CGPath?

    /// The animations added to the layer, by key, in the order added (see `add(_:forKey:)`).
    private var keyedAnimations: [(key: String?, animation: CAAnimation)] = []

    /// Adds `animation` under `key`, replacing the one of that key (with a nil key it replaces none and no key
    /// finds it). The layer keeps it so that code can find and remove it; nothing runs it here, and layout never
    /// reads it.
    open func add(_ animation: CAAnimation, forKey key: String?) {
        if let key { keyedAnimations.removeAll { $0.key == key } }
        keyedAnimations.append((key, animation))
    }

    /// The animation added under `key`.
    open func animation(forKey key: String) -> CAAnimation? {
        keyedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the animations added, in the order added (nil when none).
    open func animationKeys() -> [String]? {
        let keys = keyedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation added under `key`.
    open func removeAnimation(forKey key: String) {
        keyedAnimations.removeAll { $0.key == key }
    }

    /// Removes every animation added.
    open func removeAllAnimations() {
        keyedAnimations.removeAll()
    }
    /// The layer's stacking order among its siblings when drawn (default 0; layout ignores it).
    open var zPosition: CGFloat = 0

    /// Whether the layer is hidden: a view's layer is hidden with its view (`isHidden`).
    open var isHidden: Bool {
        get { view?.isHidden ?? ownHidden }
        set {
            if let view { view.isHidden = newValue } else { ownHidden = newValue }
        }
    }
    private var ownHidden = false

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
    /// The layer's frame: the view's (setting it sets the view's), or a layer made in code's own.
    open var frame: CGRect {
        get { view?.frame ?? ownFrame }
        set {
            if let view { view.frame = newValue } else { ownFrame = newValue }
        }
    }
    /// The layer's bounds: the view's, or a layer made in code's own size at the origin.
    open var bounds: CGRect { view?.bounds ?? CGRect(origin: .zero, size: ownFrame.size) }
}

/// Groups changes to layers (Core Animation's `CATransaction`). Nothing animates here: a transaction's changes
/// hold at once, and its completion blocks run when the outermost transaction commits. Transactions are per
/// thread, as Core Animation's are.
public enum CATransaction {
    /// The open transactions of one thread, innermost last: each one's completion blocks.
    private final class Stack {
        var levels: [[() -> Void]] = []
    }

    private static var stack: Stack {
        let key = "OpenAutoLayout.CATransaction"
        if let s = Thread.current.threadDictionary[key] as? Stack { return s }
        let made = Stack()
        Thread.current.threadDictionary[key] = made
        return made
    }

    /// Opens a transaction.
    public static func begin() { stack.levels.append([]) }

    /// Closes the innermost transaction; when it is the outermost, runs the completion blocks given in it.
    public static func commit() {
        let s = stack
        guard let level = s.levels.popLast() else { return }
        if s.levels.isEmpty {
            for block in level { block() }
        } else {
            s.levels[s.levels.count - 1] += level
        }
    }

    /// Whether property changes animate (accepted; nothing animates).
    public static func setDisableActions(_ flag: Bool) {}
    /// The duration of the transaction's animations (accepted; nothing animates).
    public static func setAnimationDuration(_ duration: TimeInterval) {}
    /// Runs `block` when the transaction commits (at once outside a transaction).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let block else { return }
        let s = stack
        if s.levels.isEmpty { block() } else { s.levels[s.levels.count - 1].append(block) }
    }
    /// Commits any implicit transaction (there is none here).
    public static func flush() {}
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
