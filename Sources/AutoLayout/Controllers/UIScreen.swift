import Foundation
import Synchronization

/// The display a window shows on (UIKit's `UIScreen`): its size in points and its pixel scale.
///
/// There is no display here. `UIScreen.main` is a phone of 390 × 844 points at scale 3 (an iPhone 12 to 14; our
/// choice, a common size) until the host sets another: `UIScreen.main = UIScreen(bounds: …, scale: 2)`. Windows
/// are still sized by their own frames.
public final class UIScreen: Sendable {
    /// The screen's rectangle in points (portrait).
    public let bounds: CGRect
    /// Points to pixels.
    public let scale: CGFloat

    /// A screen of `bounds` points at `scale`.
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The physical scale (the same as `scale` here).
    public var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The screen's traits: its scale; compact width below 600 points (a phone), else regular (a tablet); regular
    /// height (portrait; our choice from the width alone).
    public var traitCollection: UITraitCollection {
        let regularWidth = bounds.width >= 600
        return UITraitCollection(
            horizontal: regularWidth ? .regular : .compact, vertical: .regular, scale: scale)
    }

    private static let current = Mutex(UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3))

    /// The screen code asks for by default (see the type's note); settable from any thread.
    public static var main: UIScreen {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
