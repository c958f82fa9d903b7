import Foundation

/// Told when a search controller's text changes (UIKit's `UISearchResultsUpdating`).
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text or scope changed.
    func updateSearchResults(for searchController: UISearchController)
}

/// A controller that owns a search bar and, while searching, shows results (UIKit's `UISearchController`).
///
/// Set as a navigation item's `searchController`, its bar would show under the navigation bar; that extra height
/// is not modelled (our limit), so the search bar is kept for the code that configures it and for
/// `updateSearchResults(for:)`, which `searchBar`'s text changes call through `searchResultsUpdater` when
/// `isActive`.
open class UISearchController: UIViewController {
    /// The controller that shows the results (nil: the searched controller shows them itself).
    public let searchResultsController: UIViewController?
    /// The bar the user types in.
    public let searchBar = UISearchBar()
    /// Told when the search changes.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Whether a search is in progress. Becoming active tells the updater.
    open var isActive = false {
        didSet { if isActive && !oldValue { searchResultsUpdater?.updateSearchResults(for: self) } }
    }
    /// Whether the searched content is dimmed while searching (layout ignores it).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (layout ignores it).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the results controller shows before any text is typed (layout ignores it).
    open var showsSearchResultsController = false

    /// A search controller showing results in `searchResultsController`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        connectBar()
    }

    /// A search controller decoded from an archive, without a results controller.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        connectBar()
    }

    private func connectBar() {
        searchBar.onTextChange = { [weak self] in
            guard let self, self.isActive else { return }
            self.searchResultsUpdater?.updateSearchResults(for: self)
        }
    }
}

/// An action shown when a row is swiped (UIKit's `UIContextualAction`): kept for the code that builds it; layout
/// never shows it.
open class UIContextualAction {
    /// How the action is drawn (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// A plain action.
        case normal
        /// A destructive action.
        case destructive
    }

    /// What the handler is given: the action, the row's view, and a completion to call with whether it was done.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The background color (layout ignores it).
    open var backgroundColor: UIColor?
    /// The handler.
    public let handler: Handler

    /// An action of `style` titled `title` running `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions a swiped row shows (UIKit's `UISwipeActionsConfiguration`).
open class UISwipeActionsConfiguration {
    /// The actions, the first nearest the edge.
    public let actions: [UIContextualAction]
    /// Whether a full swipe runs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
