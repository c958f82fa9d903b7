import Foundation

/// The pull-to-refresh spinner of a scroll view (UIKit's `UIRefreshControl`, set as `refreshControl`). It sits
/// above the content, out of sight until pulled, so it never moves a view here; refreshing is a flag.
open class UIRefreshControl: UIControl {
    /// Whether it shows that a refresh is under way.
    public private(set) var isRefreshing = false
    /// The text under the spinner (layout ignores it).
    open var attributedTitle: NSAttributedString?

    /// Shows that a refresh began.
    open func beginRefreshing() { isRefreshing = true }
    /// Shows that the refresh ended.
    open func endRefreshing() { isRefreshing = false }
}
