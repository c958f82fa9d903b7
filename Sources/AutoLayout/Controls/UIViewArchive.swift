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

/// What makes the archive of a controller made with a nib name (`init(nibName:bundle:)`, or none and a nib named
/// after its class): the Interface Builder module's `UINib` adopts it. This module reads no files and cannot name
/// that module, so `UIViewController` finds the type by name at run time when the program links the module
/// (`UIViewController.nibLoading`); without it, such a controller gets a plain view.
@_spi(Archives) public protocol UIViewControllerNibLoading {
    /// The archive of the nib `name` in `bundle` (nil: the main bundle), or nil when there is no such nib.
    static func archive(nibName name: String, bundle: Bundle?) -> (any UIViewControllerArchive)?
}
