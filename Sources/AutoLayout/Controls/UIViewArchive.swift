import Foundation

/// A coder that carries an archived view's frame: `UIView.init?(coder:)` starts from it, as UIKit's views decoded
/// from a nib start at their designed frame. The Interface Builder module's nib coder is one.
public protocol UIViewArchive: AnyObject {
    /// The view's designed frame, in its superview's coordinates.
    var archivedFrame: CGRect { get }
}

/// What makes the root view of a view controller made from a storyboard scene: `loadView()` asks it before making
/// a plain view, as UIKit's loads the controller's nib. The Interface Builder module's `UIStoryboard` sets one on
/// each controller it makes (this module reads no files).
@_spi(Archives) public protocol UIViewControllerArchive: AnyObject {
    /// The controller's root view, made anew with its subviews, constraints and outlets; nil when it cannot be.
    func makeRootView(for controller: UIViewController) -> UIView?
}
