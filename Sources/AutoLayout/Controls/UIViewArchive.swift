import Foundation

/// A coder that carries an archived view's frame: `UIView.init?(coder:)` starts from it, as UIKit's views decoded
/// from a nib start at their designed frame. The Interface Builder module's nib coder is one.
public protocol UIViewArchive: AnyObject {
    /// The view's designed frame, in its superview's coordinates.
    var archivedFrame: CGRect { get }
}
