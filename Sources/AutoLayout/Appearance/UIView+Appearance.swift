import Foundation

extension UIView {
    /// How a view's content fills its bounds when they change size (UIKit's `UIView.ContentMode`). Layout never
    /// reads it.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill (UIView's default).
        case scaleToFill
        /// Scaled to fit, keeping the aspect ratio.
        case scaleAspectFit
        /// Scaled to fill, keeping the aspect ratio (part may be cut off).
        case scaleAspectFill
        /// Redrawn at the new size.
        case redraw
        /// Centred, unscaled.
        case center
        /// At the top, unscaled.
        case top
        /// At the bottom, unscaled.
        case bottom
        /// At the left, unscaled.
        case left
        /// At the right, unscaled.
        case right
        /// At the top left, unscaled.
        case topLeft
        /// At the top right, unscaled.
        case topRight
        /// At the bottom left, unscaled.
        case bottomLeft
        /// At the bottom right, unscaled.
        case bottomRight
    }

    /// Tells the view and the subviews that inherit its tint that it changed.
    func notifyTintChange() {
        var pending: [UIView] = [self]
        while let v = pending.popLast() {
            v.tintColorDidChange()
            pending.append(contentsOf: v.storedSubviews.filter { $0.extras?.tintColor == nil })
        }
    }
}
