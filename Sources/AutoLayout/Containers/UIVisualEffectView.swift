import Foundation

/// A view that blurs or tints what lies behind it (UIKit's `UIVisualEffectView`). Nothing is drawn here; what
/// layout sees is UIKit's structure: a `contentView` that fills the effect view (autoresizing, flexible width and
/// height), where subviews go.
open class UIVisualEffectView: UIView {
    /// The effect (layout ignores it).
    open var effect: UIVisualEffect?
    /// The view that holds the effect view's content; it fills the effect view.
    public let contentView = UIView()

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addContentView()
    }

    /// An effect view without an effect, at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentView()
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

/// An effect a `UIVisualEffectView` applies (UIKit's `UIVisualEffect`).
open class UIVisualEffect {
    /// An effect.
    public init() {}
}

/// A blur (UIKit's `UIBlurEffect`).
open class UIBlurEffect: UIVisualEffect {
    /// How much and in what tone the background is blurred (UIKit's `UIBlurEffect.Style`, raw values included).
    public enum Style: Int, Sendable {
        /// Light.
        case extraLight = 0
        /// Lighter than the background.
        case light = 1
        /// Dark.
        case dark = 2
        /// Following the appearance, regular.
        case regular = 4
        /// Following the appearance, prominent.
        case prominent = 5
        /// The thinnest system material.
        case systemUltraThinMaterial = 6
        /// A thin system material.
        case systemThinMaterial = 7
        /// The default system material.
        case systemMaterial = 8
        /// A thick system material.
        case systemThickMaterial = 9
        /// The system's chrome material.
        case systemChromeMaterial = 10
    }
    /// The blur's style.
    public let style: Style
    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy over a blur (UIKit's `UIVibrancyEffect`).
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it goes over.
    public let blurEffect: UIBlurEffect
    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
