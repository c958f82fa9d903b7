import Foundation

/// A search field in a bar (UIKit's `UISearchBar`).
///
/// Intrinsic size: no width; height 44 on iOS 7–12 (observed: public files, spec interface-builder §12 saw 44
/// and 64; element-ios `RecentsViewController.xib`, Xcode 10.2) and 56 from iOS 13 for the default style
/// (observed: openfoodfacts-ios `SelectAllergenViewController.xib` and two more, Xcode 11 beta, and files of
/// Xcode 11); the minimal style 50 through iOS 16, 56 on iOS 17–18 and 64 on iOS 26 (observed: minimal bars
/// placed by constraints without a height saved 50 high by Xcode 10.1 and 14.1 (toolsVersion 14490, 21507),
/// element-ios `RoomParticipantsViewController.xib` and `StartChatViewController.xib`; 56 by Xcode 15
/// (toolsVersion 22155, 22505), woocommerce-ios `ProductCategoryListViewController.xib` and
/// `SearchViewController.xib`; 64 by Xcode 26, IQKeyboardManager `SpecialCase.storyboard`; that the change came
/// with iOS 17 rather than iOS 16.4 is unconfirmed: no minimal bar of Xcode 14.2 or 14.3 was seen), plus 30 for a
/// prompt (unconfirmed).
/// Priorities 250/750 (UIView's defaults).
open class UISearchBar: UIView {
    /// The bar's style (doc: `UISearchBar.Style`).
    public enum Style: Int, Sendable {
        case `default` = 0
        case prominent, minimal
    }

    /// The search text. Setting it tells the owning search controller.
    open var text: String? { didSet { if text != oldValue { onTextChange?() } } }
    /// Called when `text` changes (a search controller's updates).
    var onTextChange: (() -> Void)?
    /// The placeholder.
    open var placeholder: String?
    /// The bar's background tint (layout ignores it).
    open var barTintColor: UIColor?
    /// Whether the cancel button shows (layout ignores it: the button shows inside the bar).
    open var showsCancelButton = false
    /// A line of text above the field; changes the height.
    open var prompt: String? { didSet { if prompt != oldValue { invalidateIntrinsicContentSize() } } }
    /// The style; changes the height.
    open var searchBarStyle: Style = .default { didSet { if searchBarStyle != oldValue { invalidateIntrinsicContentSize() } } }
    /// Which release's metrics the bar reports (see `UIControlMetricsEra`).
    public var metricsEra: UIControlMetricsEra = .current {
        didSet { if metricsEra != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// No width; the era's and style's height (see the type's comment).
    open override var intrinsicContentSize: CGSize {
        var height: CGFloat =
            if searchBarStyle == .minimal {
                metricsEra >= .iOS26 ? 64 : metricsEra >= .iOS17 ? 56 : 50
            } else {
                metricsEra >= .iOS13 ? 56 : 44
            }
        if let p = prompt, !p.isEmpty { height += 30 }
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }
}
