import Foundation

/// A row of dots, one per page (UIKit's `UIPageControl`).
///
/// Intrinsic size: 13 points of width per page and height 37 (observed: 39 × 37 for 3 pages in iOS 7–13 files,
/// spec interface-builder §7; iOS 14+ draws differently, unconfirmed: the same rule); no pages, width 0.
/// Priorities 250/750 (UIView's defaults).
open class UIPageControl: UIControl {
    /// The number of pages; changing it re-measures.
    open var numberOfPages = 0 { didSet { if numberOfPages != oldValue { invalidateIntrinsicContentSize() } } }
    /// The page shown (layout ignores it).
    open var currentPage = 0
    /// The other pages' indicator color (layout ignores it).
    open var pageIndicatorTintColor: UIColor?
    /// The current page's indicator color (layout ignores it).
    open var currentPageIndicatorTintColor: UIColor?
    /// Whether the control hides with one page (layout ignores it).
    open var hidesForSinglePage = false

    /// The size for `pageCount` pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * 13, height: 37)
    }

    /// `size(forNumberOfPages: numberOfPages)`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
}
