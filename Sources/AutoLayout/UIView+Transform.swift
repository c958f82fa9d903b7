import Foundation

extension UIView {
    /// The untransformed rectangle (`center` ± half the bounds size) mapped by `transform` about its center.
    var transformedFrame: CGRect {
        let w = storedFrame.width
        let h = storedFrame.height
        let box = CGRect(x: -w / 2, y: -h / 2, width: w, height: h).applying(transform)
        return box.offsetBy(dx: storedFrame.midX, dy: storedFrame.midY)
    }

    /// The untransformed rectangle for a frame set while `transform` is not the identity (UIKit says the
    /// frame is then undefined; our choice, as Core Animation's layers do): the center moves to the frame's
    /// center less the transform's translation, and the size is the frame's size mapped back by the inverse
    /// of the transform's linear part. It round-trips exactly for scales and translations.
    func untransformedFrame(forFrame f: CGRect) -> CGRect {
        var linear = transform
        linear.tx = 0
        linear.ty = 0
        let size = CGRect(x: -f.width / 2, y: -f.height / 2, width: f.width, height: f.height).applying(linear.inverted()).size
        let cx = f.midX - transform.tx
        let cy = f.midY - transform.ty
        return CGRect(x: cx - size.width / 2, y: cy - size.height / 2, width: size.width, height: size.height)
    }
}
